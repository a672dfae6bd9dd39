import mongoose, { type Types } from 'mongoose';
import type { EventOf, PayloadOf } from '../../../protocol/events';
import type { Logger } from '../../lib/logger';
import type { RealtimeHub, SegmentResolver } from '../../lib/realtime/hub';
import { HouseholdMemberModel } from './model';
import type { HouseholdsService } from './service';

/**
 * The `my-household` topic: a signed-in guest's pages hear that their own household changed
 * (answers by another member or an organizer, companions, a reopening, its events) and read it
 * again. A socket joins the segment of its household's id and the segment of its guest's id, and a
 * change is pushed to the household's segment and to its members' segments now: a member moved to
 * another household while their page stayed open hears of their new household too, not only of the
 * one their socket joined.
 */

/** The segment of one guest's own sockets on the `my-household` topic. */
export const guestSegment = (guestId: string) => `guest:${guestId}`;

export function myHouseholdSegments(households: HouseholdsService): SegmentResolver {
  return async (socket) => {
    const { guestId } = socket;
    if (!guestId || !mongoose.isValidObjectId(guestId)) return [];
    // A guest no longer on the list has no household (404): their page hears nothing.
    const householdId = await households.householdIdOf(guestId).catch(() => null);
    return householdId ? [householdId.toString(), guestSegment(guestId)] : [guestSegment(guestId)];
  };
}

type Id = string | Types.ObjectId;

export class MyHouseholdNotices {
  constructor(
    private readonly hub: RealtimeHub,
    private readonly logger: Logger,
  ) {}

  /** Tells each household's pages that it changed; call it after the write. Never throws. */
  changed(householdIds: readonly Id[]): void {
    const ids = [...new Set(householdIds.map(String))];
    if (ids.length === 0) return;
    this.publish(ids).catch((error: unknown) =>
      this.logger.error(
        { err: error, householdIds: ids },
        'could not tell households they changed',
      ),
    );
  }

  private async publish(ids: string[]): Promise<void> {
    const members = await HouseholdMemberModel.find({
      householdId: { $in: ids.filter((id) => mongoose.isValidObjectId(id)) },
    }).lean<{ _id: Types.ObjectId; householdId: Types.ObjectId }[]>();
    for (const householdId of ids) {
      const own = members.filter((member) => member.householdId.toString() === householdId);
      const segment = [householdId, ...own.map((member) => guestSegment(member._id.toString()))];
      this.hub.publish(
        'my-household',
        'my-household:changed',
        { householdId },
        { audience: { segment } },
      );
    }
  }

  /** The households a push to the organizers' `households` topic is about. */
  static householdsOf<E extends EventOf<'households'>>(
    event: E,
    payload: PayloadOf<'households', E>,
  ): string[] {
    switch (event) {
      case 'households:saved':
      case 'households:removed':
        return [(payload as PayloadOf<'households', 'households:saved'>).id];
      case 'households:answers':
        return [(payload as PayloadOf<'households', 'households:answers'>).householdId];
      case 'households:event-saved':
        return (payload as PayloadOf<'households', 'households:event-saved'>).householdIds;
      default:
        // A reminder sent is not a change to the household's answers.
        return [];
    }
  }
}

/**
 * The hub the households' services publish through: whatever the organizers are told of a
 * household (saved, removed, its answers, an event inviting it), its own members' pages are told
 * too, by the same publish, after the same write. Every other topic passes through untouched.
 */
export function hubTellingHouseholds(hub: RealtimeHub, notices: MyHouseholdNotices): RealtimeHub {
  const publish: RealtimeHub['publish'] = (topic, event, payload, options) => {
    hub.publish(topic, event, payload, options);
    if (topic !== 'households') return;
    notices.changed(
      MyHouseholdNotices.householdsOf(
        event as EventOf<'households'>,
        payload as PayloadOf<'households', EventOf<'households'>>,
      ),
    );
  };
  return Object.assign(Object.create(hub) as RealtimeHub, { publish });
}
