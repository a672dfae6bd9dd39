import { useStrings, type Translate } from '../../lib/use-strings';
import {
  quickReactionBody,
  type ReactionType,
  type TimelineParticipation,
} from '../../../protocol/timeline';
import { ApiError } from '../../lib/api';
import { signalFailure } from '../../lib/failure-feedback';
import { messageText } from '../../lib/error-text';
import { haptic } from '../../lib/haptics';
import '../../lib/outbox/strings';
import { toast } from '../../lib/ui/use-toast';
import { useParticipate } from './useTimeline';
import './strings';

/**
 * One tap, one reaction: sent as 'Reacted with' and its emoji (spec §7). Answers whether the
 * server took it; a refusal shows the server's message or 'Failed to add your message.'.
 */
export function useQuickReaction(eventId: string) {
  const { t } = useStrings('timeline');
  const participate = useParticipate(eventId);
  return async (guestName: string, reaction: ReactionType): Promise<boolean> => {
    try {
      const answer = await participate.mutateAsync(quickReactionBody(guestName, reaction));
      haptic('success');
      if (answer.status === 'queued') tellSavedOnPhone(t);
      return true;
    } catch (error) {
      signalFailure(t('toast.errorTitle'), failureMessage(t, error), error);
      return false;
    }
  };
}

/** Kept in the outbox: it will be sent when the phone is back online. */
export function tellSavedOnPhone(t: Translate<'timeline'>) {
  toast({ title: t('toast.savedTitle'), description: t('outbox:savedOnPhone') });
}

/** 'Thank you!' once the server took it; a message kept for review says it will appear later. */
export function thankGuest(t: Translate<'timeline'>, participation: TimelineParticipation) {
  toast({
    title: t('toast.success'),
    description: participation.isApproved
      ? t('toast.successDescription')
      : t('toast.pendingDescription'),
  });
}

/** The server's message (in the guest's language when the catalog knows it), or spec §8's words. */
export function failureMessage(t: Translate<'timeline'>, error: unknown): string {
  const told = error instanceof ApiError ? error.serverMessage : undefined;
  return messageText(told) ?? t('toast.failed');
}
