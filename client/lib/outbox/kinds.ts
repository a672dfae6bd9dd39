import type { BodyInputOf } from '../../../protocol/endpoint';
import type { gamesApi } from '../../../protocol/games';
import type { guestbookApi } from '../../../protocol/guestbook';
import type { momentsApi } from '../../../protocol/moments';
import type { timelineApi } from '../../../protocol/timeline';

/**
 * Which endpoint each kind of kept write calls, so the body a list shows while it waits has that
 * endpoint's type (types only: the contract's schemas are not bundled with the outbox).
 */
export type OutboxEndpoints = {
  moment: typeof momentsApi.create;
  'moment-like': typeof momentsApi.like;
  'guestbook-entry': typeof guestbookApi.create;
  'timeline-participation': typeof timelineApi.participate;
  'game-action': typeof gamesApi.updateSession;
};

/** Which list shows an item while it waits (the kind a screen asks for). */
export type OutboxKind = keyof OutboxEndpoints;

/** The body a write of this kind was kept with. */
export type OutboxBody<K extends OutboxKind> = BodyInputOf<OutboxEndpoints[K]>;
