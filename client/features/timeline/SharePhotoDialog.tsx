import { useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import type { TimelineEventView } from '../../../protocol/timeline';
import { InputField, SubmitButton, TextareaField } from '../../lib/form-field';
import { MediaFileField } from '../../lib/media-upload/MediaFileField';
import { useProtocolForm } from '../../lib/protocol-form';
import { Button } from '../../lib/ui/button';
import { DialogFooter, TitledDialog } from '../../lib/ui/dialog';
import { toast } from '../../lib/ui/use-toast';
import { messageText } from '../../lib/error-text';
import { guestDisplayName, useGuestIdentity } from '../guest-gate/signed-in-guest';
import { sharePhotoFormSchema, useSharePhoto } from './share-photo';
import './strings';
import { failureMessage } from './useQuickReaction';
import { useLocalized } from '../../lib/use-localized';

type Props = {
  event: TimelineEventView;
  onClose: () => void;
};

/** 'Share a Photo' on an event that takes them: a picture or a video from the phone, a caption. */
export function SharePhotoDialog({ event, onClose }: Props) {
  const { t } = useStrings('timeline');
  const { pick } = useLocalized();
  const signedInName = guestDisplayName(useGuestIdentity());
  const share = useSharePhoto(event.id);
  const [file, setFile] = useState<File | null>(null);
  const { form, field, onSubmit, pending } = useProtocolForm({
    schema: sharePhotoFormSchema,
    idPrefix: `timeline-photo-${event.id}`,
    defaultValues: { guestName: signedInName, caption: '', photoChosen: false },
    lateDefaults: { guestName: signedInName },
    failure: (error) => failureMessage(t, error),
    submit: ({ guestName, caption }) => share.mutateAsync({ guestName, caption, file: file! }),
    onSuccess: (answer) => {
      toast(
        answer.status === 'queued'
          ? { title: t('toast.savedTitle'), description: t('outbox:savedOnPhone') }
          : {
              title: t('toast.success'),
              description: answer.result.processing
                ? t('photo.preparing')
                : answer.result.isApproved
                  ? t('photo.shared')
                  : t('photo.pending'),
            },
      );
      onClose();
    },
  });
  const photoError = form.formState.errors.photoChosen?.message;

  return (
    <TitledDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('photo.title')}
      description={t('photo.description', { title: pick(event.title, event.titleEs).text })}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <MediaFileField
          id={`timeline-photo-${event.id}-file`}
          file={file}
          label={t('photo.file')}
          kind="pictureOrVideo"
          error={messageText(photoError)}
          onChange={(chosen) => {
            setFile(chosen);
            form.setValue('photoChosen', !!chosen);
            if (chosen) form.clearErrors('photoChosen');
          }}
        />
        <InputField {...field.required('guestName', t('dialog.name'))} autoComplete="name" />
        <TextareaField
          {...field.optional('caption', t('photo.caption'))}
          rows={3}
          placeholder={t('photo.captionPlaceholder')}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <SubmitButton pending={pending} pendingText={t('photo.sharing')} className="">
            {t('photo.submit')}
          </SubmitButton>
        </DialogFooter>
      </form>
    </TitledDialog>
  );
}
