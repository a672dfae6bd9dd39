import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useStrings } from '../../../lib/use-strings';
import { GUESTBOOK_MESSAGE, createGuestBookEntryBodySchema } from '../../../../protocol/guestbook';
import {
  EmailField,
  InputField,
  SubmitButton,
  TextareaField,
  TitledForm,
} from '../../../lib/form-field';
import { useProtocolForm } from '../../../lib/protocol-form';
import { toast } from '../../../lib/ui/use-toast';
import { guestDisplayName, useGuestIdentity } from '../../guest-gate/signed-in-guest';
import '../../../lib/outbox/strings';
import '../strings';
import { useAddGuestBookEntry } from '../hooks/useGuestBook';
import { MediaFileField } from '../../../lib/media-upload/MediaFileField';

export function GuestBookForm() {
  const { t } = useStrings('guestbook');
  const signedInName = guestDisplayName(useGuestIdentity());
  const addEntry = useAddGuestBookEntry();
  const [photo, setPhoto] = useState<File | null>(null);
  // A new key empties the file input after an entry is added.
  const [fileInputKey, setFileInputKey] = useState(0);
  const { form, field, onSubmit, pending } = useProtocolForm({
    schema: createGuestBookEntryBodySchema,
    idPrefix: 'guest-book',
    defaultValues: { guestName: signedInName, email: '', message: '' },
    lateDefaults: { guestName: signedInName },
    failure: t('toast.errorDescription'),
    // A photo goes with the entry: uploaded first, or kept with it offline.
    submit: (values) => addEntry.mutateAsync(photo ? { ...values, media: photo } : values),
    onSuccess: (answer) => {
      toast(
        answer.status === 'queued'
          ? { title: t('toast.savedTitle'), description: t('outbox:savedOnPhone') }
          : {
              title: t('toast.successTitle'),
              // Kept for review when the organizers review the guest book first.
              description: answer.result.processing
                ? t('toast.videoDescription')
                : answer.result.isApproved
                  ? t('toast.successDescription')
                  : t('toast.awaitingReviewDescription'),
            },
      );
      // The name and e-mail stay for a second note; the message and photo are cleared.
      form.reset({ ...form.getValues(), message: '' });
      setPhoto(null);
      setFileInputKey((key) => key + 1);
    },
  });
  const messageLength = (useWatch({ control: form.control, name: 'message' }) ?? '').length;

  return (
    <TitledForm titleId="guest-book-form-title" title={t('form.title')} onSubmit={onSubmit}>
      <InputField
        {...field.required('guestName', t('form.name'))}
        autoComplete="name"
        placeholder={t('form.namePlaceholder')}
      />
      <EmailField
        {...field.optional('email', t('form.email'))}
        placeholder={t('form.emailPlaceholder')}
      />
      <TextareaField
        {...field.required('message', t('form.message'))}
        hint={t('form.characters', { count: messageLength, max: GUESTBOOK_MESSAGE.max })}
        rows={4}
        placeholder={t('form.messagePlaceholder')}
      />
      <MediaFileField
        key={fileInputKey}
        id="guest-book-photo"
        label={t('form.photo')}
        kind="pictureOrVideo"
        optional
        file={photo}
        onChange={setPhoto}
      />
      <SubmitButton pending={pending} pendingText={t('form.submitting')}>
        {t('form.submit')}
      </SubmitButton>
    </TitledForm>
  );
}
