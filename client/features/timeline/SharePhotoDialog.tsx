import { WifiOff } from 'lucide-react';
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
import { OfflineForPhotos, sharePhotoFormSchema, useOnline, useSharePhoto } from './share-photo';
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
  const online = useOnline();
  const share = useSharePhoto(event.id);
  const [file, setFile] = useState<File | null>(null);
  const { form, field, onSubmit, pending } = useProtocolForm({
    schema: sharePhotoFormSchema,
    idPrefix: `timeline-photo-${event.id}`,
    defaultValues: { guestName: signedInName, caption: '', photoChosen: false },
    lateDefaults: { guestName: signedInName },
    failure: (error) =>
      error instanceof OfflineForPhotos ? t('photo.offline') : failureMessage(t, error),
    submit: ({ guestName, caption }) => share.mutateAsync({ guestName, caption, file: file! }),
    onSuccess: (participation) => {
      toast({
        title: t('toast.success'),
        description: participation.processing
          ? t('photo.preparing')
          : participation.isApproved
            ? t('photo.shared')
            : t('photo.pending'),
      });
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
        {!online && (
          <p
            role="status"
            className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-stone-800"
          >
            <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t('photo.offline')}
          </p>
        )}
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
