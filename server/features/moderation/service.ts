import {
  EXCERPT_MAX_LENGTH,
  MODERATION_LOG_LIMIT,
  MODERATION_MESSAGES,
  MODERATION_QUEUE_LIMIT,
  moderationKinds,
  type ModerationAction,
  type ModerationActionType,
  type ModerationActor,
  type ModerationItem,
  type ModerationItemRemoved,
  type ModerationKind,
  type ModerationPolicy,
  type ModerationQueue,
  type QueueStatus,
  type WallState,
} from '../../../protocol/moderation';
import type { AppContext } from '../../lib/feature';
import { ModerationActionModel, type ModerationActionDocument } from './model';
import { moderationPolicy, saveModerationPolicy } from './policy';
import { readWallState, saveWallState } from './wall';

const newestFirst = (a: ModerationItem, b: ModerationItem) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

export function excerptOf(item: Pick<ModerationItem, 'text' | 'mediaUrl'>): string | undefined {
  const text = item.text?.replace(/\s+/g, ' ').trim();
  if (text)
    return text.length > EXCERPT_MAX_LENGTH ? `${text.slice(0, EXCERPT_MAX_LENGTH - 1)}…` : text;
  return item.mediaUrl;
}

function presentAction(doc: ModerationActionDocument): ModerationAction {
  return {
    id: doc._id.toString(),
    at: doc.createdAt.toISOString(),
    by: {
      session: doc.session,
      ...(doc.device ? { device: doc.device } : {}),
      ...(doc.name ? { name: doc.name } : {}),
    },
    action: doc.action as ModerationActionType,
    ...(doc.kind ? { kind: doc.kind as ModerationKind } : {}),
    ...(doc.itemId ? { itemId: doc.itemId } : {}),
    ...(doc.excerpt ? { excerpt: doc.excerpt } : {}),
    ...(doc.detail ? { detail: doc.detail } : {}),
  };
}

type ItemAction = 'approve' | 'hide';

/**
 * The organizers' side of moderation: one queue over every feature's source, the per-kind policy,
 * the wall's pause and the action log. Each feature's source does its own write and its own push
 * to guests; this service then tells the organizers' screens (`moderation` topic) and logs.
 */
export class ModerationService {
  constructor(private readonly ctx: AppContext) {
    ctx.events.on('moderation.posted', ({ item }) =>
      this.ctx.hub.publish('moderation', 'moderation:item', item, { audience: 'organizers' }),
    );
    ctx.events.on('moderation.removed', (removed) =>
      this.ctx.hub.publish('moderation', 'moderation:item-removed', removed, {
        audience: 'organizers',
      }),
    );
    // The same actions taken on a feature's own screen: one queue and one log, wherever done.
    ctx.events.on('moderation.acted', ({ action, item, by }) =>
      this.done(action, item.kind, item.id, item, by),
    );
  }

  async queue(options: { kind?: ModerationKind; status: QueueStatus }): Promise<ModerationQueue> {
    const sources = options.kind
      ? [this.ctx.moderation.get(options.kind, MODERATION_MESSAGES.unknownKind)]
      : this.ctx.moderation.all();
    const status = options.status === 'all' ? undefined : options.status;
    const lists = await Promise.all(
      sources.map((source) => source.list({ status, limit: MODERATION_QUEUE_LIMIT })),
    );
    return {
      items: lists.flat().sort(newestFirst).slice(0, MODERATION_QUEUE_LIMIT),
      kinds: moderationKinds.filter((kind) => this.ctx.moderation.kinds().includes(kind)),
    };
  }

  async act(
    action: ItemAction,
    kind: ModerationKind,
    id: string,
    by: ModerationActor,
  ): Promise<ModerationItem> {
    const source = this.ctx.moderation.get(kind, MODERATION_MESSAGES.unknownKind);
    const item = action === 'approve' ? await source.approve(id) : await source.hide(id);
    await this.done(action, kind, id, item, by);
    return item;
  }

  async remove(
    kind: ModerationKind,
    id: string,
    by: ModerationActor,
  ): Promise<ModerationItemRemoved> {
    const source = this.ctx.moderation.get(kind, MODERATION_MESSAGES.unknownKind);
    const removed = await source.remove(id);
    await this.done('delete', kind, id, removed || undefined, by);
    return { kind, id };
  }

  /** After an action is stored: organizers' open queues follow, and the log records it. */
  private async done(
    action: ItemAction | 'delete',
    kind: ModerationKind,
    id: string,
    item: ModerationItem | undefined,
    by: ModerationActor,
  ): Promise<void> {
    if (action === 'delete') {
      this.ctx.hub.publish(
        'moderation',
        'moderation:item-removed',
        { kind, id },
        {
          audience: 'organizers',
        },
      );
    } else if (item) {
      this.ctx.hub.publish('moderation', 'moderation:item', item, { audience: 'organizers' });
    }
    await this.log({ action, kind, itemId: id, excerpt: item ? excerptOf(item) : undefined }, by);
  }

  policy(): Promise<ModerationPolicy> {
    return moderationPolicy();
  }

  async savePolicy(
    changes: Partial<ModerationPolicy>,
    by: ModerationActor,
  ): Promise<ModerationPolicy> {
    const before = await moderationPolicy();
    const given = Object.fromEntries(
      Object.entries(changes).filter(([, mode]) => mode !== undefined),
    ) as Partial<ModerationPolicy>;
    const policy = await saveModerationPolicy(given);
    this.ctx.hub.publish('moderation', 'moderation:policy', policy, { audience: 'organizers' });
    const changed = moderationKinds.filter(
      (kind) => changes[kind] && changes[kind] !== before[kind],
    );
    if (changed.length) {
      await this.log(
        { action: 'policy', detail: changed.map((kind) => `${kind}: ${policy[kind]}`).join(', ') },
        by,
      );
    }
    return policy;
  }

  wall(): Promise<WallState> {
    return readWallState();
  }

  async saveWall(paused: boolean, by: ModerationActor): Promise<WallState> {
    const { state, changed } = await saveWallState(paused);
    if (changed) {
      this.ctx.hub.publish('live', 'live:wall', state);
      await this.log({ action: paused ? 'pause-wall' : 'resume-wall' }, by);
    }
    return state;
  }

  async actions(): Promise<ModerationAction[]> {
    const docs = await ModerationActionModel.find({})
      .sort({ createdAt: -1, _id: -1 })
      .limit(MODERATION_LOG_LIMIT)
      .lean<ModerationActionDocument[]>();
    return docs.map(presentAction);
  }

  /** Records an action already done, then pushes the line to organizers' open logs. */
  private async log(
    entry: {
      action: ModerationActionType;
      kind?: ModerationKind;
      itemId?: string;
      excerpt?: string;
      detail?: string;
    },
    by: ModerationActor,
  ): Promise<void> {
    const created = await ModerationActionModel.create({ ...entry, ...by });
    const action = presentAction(created.toObject() as ModerationActionDocument);
    this.ctx.hub.publish('moderation', 'moderation:action', action, { audience: 'organizers' });
  }
}
