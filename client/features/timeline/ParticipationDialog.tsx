import { useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import {
  PARTICIPATION_MESSAGES,
  REACTION_EMOJI,
  participationFormSchema,
  reactionTypes,
  type ReactionType,
  type TimelineEventView,
} from '../../../protocol/timeline';
import { EmailField, InputField, SubmitButton, TextareaField } from '../../lib/form-field';
import { useProtocolForm } from '../../lib/protocol-form';
import { Button } from '../../lib/ui/button';
import { DialogFooter, TitledDialog } from '../../lib/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../lib/ui/tabs';
import { guestDisplayName, useGuestIdentity } from '../guest-gate/signed-in-guest';
import { useParticipate } from './useTimeline';
import { failureMessage, tellSavedOnPhone, thankGuest, useQuickReaction } from './useQuickReaction';
import './strings';
import { useLocalized } from '../../lib/use-localized';

export type ParticipationTab = 'message' | 'reaction';

type Props = {
  event: TimelineEventView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab: ParticipationTab;
  onTabChange: (tab: ParticipationTab) => void;
};

/** 'Share Your Thoughts': a message (name, e-mail, message) or one of four quick reactions. */
export function ParticipationDialog({ event, open, onOpenChange, tab, onTabChange }: Props) {
  const { t } = useStrings('timeline');
  const { pick } = useLocalized();
  const signedInName = guestDisplayName(useGuestIdentity());
  const participate = useParticipate(event.id);
  const defaults = { guestName: signedInName, guestEmail: '', content: '' };
  const { form, field, onSubmit, pending } = useProtocolForm({
    schema: participationFormSchema,
    idPrefix: `timeline-${event.id}`,
    defaultValues: defaults,
    lateDefaults: { guestName: signedInName },
    failure: (error) => failureMessage(t, error),
    submit: (values) => participate.mutateAsync({ ...values, participationType: 'message' }),
    onSuccess: (answer) => {
      if (answer.status === 'sent') thankGuest(t, answer.result);
      else tellSavedOnPhone(t);
      form.reset({ ...defaults, guestName: form.getValues('guestName') });
      onOpenChange(false);
    },
  });
  const [reacting, setReacting] = useState<ReactionType | null>(null);
  const react = useQuickReaction(event.id);

  const sendReaction = async (reaction: ReactionType) => {
    const name = form.getValues('guestName')?.trim() || signedInName;
    if (!name) {
      // A reaction is signed too: ask for the name on the message tab.
      onTabChange('message');
      form.setError(
        'guestName',
        { message: PARTICIPATION_MESSAGES.nameRequired },
        { shouldFocus: true },
      );
      return;
    }
    setReacting(reaction);
    const sent = await react(name, reaction);
    setReacting(null);
    if (sent) onOpenChange(false);
  };

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialog.title')}
      description={t('dialog.description', { title: pick(event.title, event.titleEs).text })}
    >
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as ParticipationTab)}>
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="message">{t('dialog.messageTab')}</TabsTrigger>
          <TabsTrigger value="reaction">{t('dialog.reactionTab')}</TabsTrigger>
        </TabsList>
        <TabsContent value="message">
          <form noValidate onSubmit={onSubmit} className="grid gap-4 pt-2">
            <InputField {...field.required('guestName', t('dialog.name'))} autoComplete="name" />
            <EmailField {...field.unmarked('guestEmail', t('dialog.email'))} />
            <TextareaField
              {...field.required('content', t('dialog.message'))}
              rows={4}
              placeholder={t('dialog.messagePlaceholder')}
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {t('dialog.cancel')}
              </Button>
              <SubmitButton pending={pending} pendingText={t('dialog.submitting')} className="">
                {t('dialog.submit')}
              </SubmitButton>
            </DialogFooter>
          </form>
        </TabsContent>
        <TabsContent value="reaction">
          <p className="pt-2 text-stone-600">{t('dialog.reactionHint')}</p>
          <div className="grid grid-cols-2 gap-3 pt-3 sm:grid-cols-4">
            {reactionTypes.map((reaction) => (
              <Button
                key={reaction}
                type="button"
                variant="outline"
                disabled={reacting !== null}
                onClick={() => void sendReaction(reaction)}
                className="h-auto flex-col gap-1 py-3"
              >
                <span aria-hidden className="text-2xl">
                  {REACTION_EMOJI[reaction]}
                </span>
                {t(`reactions.${reaction}`)}
              </Button>
            ))}
          </div>
        </TabsContent>
      </Tabs>
    </TitledDialog>
  );
}
