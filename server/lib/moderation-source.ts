import type { Collection } from 'mongoose';
import type { ModerationItem, ModerationKind, ModerationStatus } from '../../protocol/moderation';
import { notFound } from './http/errors';

/**
 * The one shape of moderation state, for every kind: a record stores `status` ('published',
 * 'pending' or 'hidden'); a record without one was stored before moderation existed and is
 * published. Guests see exactly the SHOWN records.
 */
export const SHOWN = { status: { $nin: ['pending', 'hidden'] } } as const;

/** A stored record's status (none: published). */
export function storedStatus(doc: { status?: string | null }): ModerationStatus {
  return doc.status === 'pending' || doc.status === 'hidden' ? doc.status : 'published';
}

/** The filter of the records in one status (none: every record), for the queue's lists. */
export function statusFilter(status: ModerationStatus | undefined): Record<string, unknown> {
  if (status === 'published') return SHOWN;
  return status ? { status } : {};
}

/**
 * Moves records of an older shape to `status`, at start-up: each rule is one conditional
 * updateMany (no pipeline, no transaction: FerretDB 1.x runs it) that sets the status its old
 * fields meant and removes those fields in the same write, so a record is migrated whole or not
 * at all, a rerun (another process, a restart after a crash) finds nothing left to do, and rules
 * apply in order (a rule only sees the records earlier ones left). Answers how many it moved.
 */
export async function migrateModerationState(
  collection: Collection,
  oldFields: string[],
  rules: { where: Record<string, unknown>; status: ModerationStatus }[],
): Promise<number> {
  const $unset = Object.fromEntries(oldFields.map((field) => [field, '']));
  let moved = 0;
  for (const { where, status } of rules) {
    const { modifiedCount } = await collection.updateMany(where, { $set: { status }, $unset });
    moved += modifiedCount;
  }
  return moved;
}

/**
 * What a feature gives the moderation queue for the posts it owns. The feature keeps owning its
 * model: each action is its own conditional write, followed by its own push (a removal event on
 * its topic, or the item's creation event to guests when approved). Unknown ids throw a 404
 * HttpError; an action that does not fit the item's state (approving a published item, hiding a
 * hidden one) throws a 409, with nothing changed. Deleted items are gone: any action on them 404s.
 *
 * A feature registers its source by answering it from `Feature.moderation(ctx)` (the app collects
 * them into `ctx.moderation` at start-up), sharing one service instance with its routes (see
 * `perApp` in server/lib/per-app.ts). When a guest posts, the feature stores the post as
 * 'pending' if `await reviewFirst(kind)` (server/features/moderation/policy.ts), pushes it to
 * guests only when published, and tells the queue with
 * `ctx.events.emit('moderation.posted', { item })`; when a post disappears outside the queue (its
 * author deleted it), `ctx.events.emit('moderation.removed', { kind, id })`.
 */
export interface ModerationSource {
  kind: ModerationKind;
  /** Newest first; `status` narrows the list (the queue shows 'pending' by default). */
  list(options: { status?: ModerationStatus; limit: number }): Promise<ModerationItem[]>;
  /** pending or hidden → published, pushed to guests as a new post. */
  approve(id: string): Promise<ModerationItem>;
  /** pending or published → hidden: removed from every screen (a removal push), kept for organizers. */
  hide(id: string): Promise<ModerationItem>;
  /**
   * Deletes for good (and the stored files, for photos), with a removal push if guests saw it.
   * Answers the item as it was, when it can, so the action log keeps an excerpt.
   */
  remove(id: string): Promise<ModerationItem | void>;
}

/** The sources of every feature that declares `moderation`, by kind. */
export class ModerationSources {
  private readonly byKind = new Map<ModerationKind, ModerationSource>();

  register(source: ModerationSource): void {
    if (this.byKind.has(source.kind))
      throw new Error(`Two moderation sources for kind ${source.kind}`);
    this.byKind.set(source.kind, source);
  }

  kinds(): ModerationKind[] {
    return [...this.byKind.keys()];
  }

  all(): ModerationSource[] {
    return [...this.byKind.values()];
  }

  /** The source of a kind; a 404 when no feature moderates that kind (yet). */
  get(kind: ModerationKind, unknownMessage: string): ModerationSource {
    const source = this.byKind.get(kind);
    if (!source) throw notFound(unknownMessage);
    return source;
  }
}
