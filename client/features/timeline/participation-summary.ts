import {
  reactionTypes,
  type ReactionType,
  type TimelineParticipation,
} from '../../../protocol/timeline';

export interface EventParticipation {
  /** Messages (and photos), newest first. */
  messages: TimelineParticipation[];
  reactions: Record<ReactionType, number>;
  reactionTotal: number;
}

const noReactions = () =>
  Object.fromEntries(reactionTypes.map((type) => [type, 0])) as Record<ReactionType, number>;

/** Groups the published participations by event: its messages and its count per reaction. */
export function summarizeByEvent(
  participations: readonly TimelineParticipation[],
): Map<string, EventParticipation> {
  const byEvent = new Map<string, EventParticipation>();
  for (const participation of participations) {
    let summary = byEvent.get(participation.timelineEventId);
    if (!summary) {
      summary = { messages: [], reactions: noReactions(), reactionTotal: 0 };
      byEvent.set(participation.timelineEventId, summary);
    }
    if (participation.participationType === 'reaction' && participation.reactionType) {
      summary.reactions[participation.reactionType] += 1;
      summary.reactionTotal += 1;
    } else if (participation.participationType !== 'reaction') {
      summary.messages.push(participation);
    }
  }
  return byEvent;
}

export const emptySummary = (): EventParticipation => ({
  messages: [],
  reactions: noReactions(),
  reactionTotal: 0,
});
