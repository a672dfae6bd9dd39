import { Camera, Clock, MapPin } from 'lucide-react';
import { useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import {
  REACTION_EMOJI,
  reactionTypes,
  type ReactionType,
  type TimelineEventView,
} from '../../../protocol/timeline';
import { Badge } from '../../lib/ui/badge';
import { Button } from '../../lib/ui/button';
import { Card } from '../../lib/ui/card';
import { cn } from '../../lib/ui/cn';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../lib/ui/dialog';
import { Localized } from '../../lib/localized';
import { useLocalized } from '../../lib/use-localized';
import { guestDisplayName, useGuestIdentity } from '../guest-gate/signed-in-guest';
import { eventIcons } from './event-icons';
import { MessageItem } from './MessageItem';
import { ParticipationDialog, type ParticipationTab } from './ParticipationDialog';
import { SharePhotoDialog } from './SharePhotoDialog';
import type { EventParticipation } from './participation-summary';
import { useQuickReaction } from './useQuickReaction';
import { WaitingParticipations } from './WaitingParticipations';
import './strings';

/** A card shows at most the first two messages; 'View All (n)' opens every one. */
export const MESSAGES_ON_CARD = 2;

type Props = {
  event: TimelineEventView;
  /** The event's start on the venue's clock, as the reader reads times. */
  timeLabel: string;
  duration: number;
  highlight?: 'now' | 'next';
  participation: EventParticipation;
};

export function EventCard({ event, timeLabel, duration, highlight, participation }: Props) {
  const { t } = useStrings('timeline');
  const { pick } = useLocalized();
  const Icon = eventIcons[event.icon];
  const [dialog, setDialog] = useState<ParticipationTab | null>(null);
  const [tab, setTab] = useState<ParticipationTab>('message');
  const [showAll, setShowAll] = useState(false);
  const [sharingPhoto, setSharingPhoto] = useState(false);
  // The organizers' toggle: only these events offer a photo (the server refuses the rest).
  const takesPhotos = event.isInteractive && event.allowPhotoUploads;
  const [sending, setSending] = useState<ReactionType | null>(null);
  const guestName = guestDisplayName(useGuestIdentity());
  const react = useQuickReaction(event.id);
  const { messages, reactions } = participation;
  const titleId = `timeline-event-${event.id}`;

  const open = (which: ParticipationTab) => {
    setTab(which);
    setDialog(which);
  };
  const quickReact = async (reaction: ReactionType) => {
    // Without a name to sign with, the dialog asks for one.
    if (!guestName) return open('reaction');
    setSending(reaction);
    await react(guestName, reaction);
    setSending(null);
  };

  return (
    <Card
      aria-labelledby={titleId}
      role="article"
      data-highlight={highlight}
      className={cn(
        'grid gap-3 p-5',
        highlight === 'now' && 'border-blush-500 ring-2 ring-blush-400',
        highlight === 'next' && 'border-sage-500',
      )}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-blush-100 text-blush-700">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="font-serif text-xl font-semibold text-stone-900">
              <Localized en={event.title} es={event.titleEs} />
            </h2>
            <Badge variant="secondary">{t(`categories.${event.category}`)}</Badge>
            {highlight && (
              <Badge variant={highlight === 'now' ? 'default' : 'outline'}>
                {t(`card.${highlight}`)}
              </Badge>
            )}
          </div>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-stone-600">
            <span className="inline-flex items-center gap-1">
              <Clock className="size-4" aria-hidden />
              {timeLabel} · {t('card.minutes', { count: duration })}
            </span>
            {(event.location || event.locationEs) && (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-4" aria-hidden />
                <Localized en={event.location} es={event.locationEs} />
              </span>
            )}
          </p>
        </div>
      </div>
      {(event.description || event.descriptionEs) && (
        <Localized as="p" className="text-stone-700" en={event.description} es={event.descriptionEs} />
      )}
      <p className="text-sm text-stone-600">
        {t('card.messages', { count: messages.length })} ·{' '}
        {t('card.reactions', { count: participation.reactionTotal })}
      </p>

      {event.isInteractive && (
        <div role="group" aria-label={t('card.reactionsLabel')} className="flex flex-wrap gap-2">
          {reactionTypes.map((reaction) => (
            <Button
              key={reaction}
              type="button"
              variant="outline"
              size="sm"
              disabled={sending !== null}
              onClick={() => void quickReact(reaction)}
              className="min-h-11 gap-1"
            >
              {/* The name read aloud is the visible count after the reaction's word. */}
              <span aria-hidden>{REACTION_EMOJI[reaction]}</span>
              <span className="sr-only">
                {t('card.react', { reaction: t(`reactions.${reaction}`) })}
              </span>{' '}
              <span data-reaction-count={reaction}>{reactions[reaction]}</span>
            </Button>
          ))}
        </div>
      )}

      {messages.length > 0 && (
        <ul className="grid gap-2" aria-label={t('card.messages', { count: messages.length })}>
          {messages.slice(0, MESSAGES_ON_CARD).map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ul>
      )}

      <WaitingParticipations eventId={event.id} />
      {event.isInteractive && (event.allowGuestMessages || takesPhotos || messages.length > 0) && (
        <div className="flex flex-wrap gap-2">
          {event.allowGuestMessages && (
            <Button type="button" onClick={() => open('message')}>
              {t('card.addMessage')}
            </Button>
          )}
          {takesPhotos && (
            <Button type="button" variant="outline" onClick={() => setSharingPhoto(true)}>
              <Camera className="size-4" aria-hidden />
              {t('card.sharePhoto')}
            </Button>
          )}
          {messages.length > 0 && (
            <Button type="button" variant="outline" onClick={() => setShowAll(true)}>
              {t('card.viewAll', { count: messages.length })}
            </Button>
          )}
        </div>
      )}

      {dialog && (
        <ParticipationDialog
          event={event}
          open
          onOpenChange={(isOpen) => !isOpen && setDialog(null)}
          tab={tab}
          onTabChange={setTab}
        />
      )}
      {sharingPhoto && <SharePhotoDialog event={event} onClose={() => setSharingPhoto(false)} />}
      <Dialog open={showAll} onOpenChange={setShowAll}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('card.allMessages', { title: pick(event.title, event.titleEs).text })}</DialogTitle>
          </DialogHeader>
          <ul className="grid gap-2">
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ul>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
