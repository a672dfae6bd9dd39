import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  GUESTBOOK_MESSAGE,
  GUESTBOOK_MESSAGES,
  createGuestBookEntryBodySchema,
} from '../../../../protocol/guestbook';
import {
  EmailField,
  InputField,
  SubmitButton,
  TextareaField,
  TitledForm,
  UrlField,
} from '../../../lib/form-field';
import { useProtocolForm } from '../../../lib/protocol-form';
import { toast } from '../../../lib/ui/use-toast';
import { validationText } from '../../../lib/validation-text';
import { guestDisplayName, useGuestIdentity } from '../../guest-gate/signed-in-guest';
import '../../../lib/outbox/strings';
import '../strings';
import { useAddGuestBookEntry } from '../hooks/useGuestBook';

export function GuestBookForm() {
  const { t } = useTranslation('guestbook');
  const signedInName = guestDisplayName(useGuestIdentity());
  const addEntry = useAddGuestBookEntry();
  const { form, field, onSubmit, pending } = useProtocolForm({
    schema: createGuestBookEntryBodySchema,
    idPrefix: 'guest-book',
    defaultValues: { guestName: signedInName, email: '', message: '', photoUrl: '' },
    lateDefaults: { guestName: signedInName },
    errorText: (message) => validationText(t, GUESTBOOK_MESSAGES, message),
    failure: t('toast.errorDescription'),
    submit: (values) => addEntry.mutateAsync(values),
    onSuccess: (answer) => {
      toast(
        answer.status === 'queued'
          ? { title: t('toast.savedTitle'), description: t('outbox:savedOnPhone') }
          : {
              title: t('toast.successTitle'),
              // Kept for review when the organizers review the guest book first.
              description: answer.result.isApproved
                ? t('toast.successDescription')
                : t('toast.awaitingReviewDescription'),
            },
      );
      // The name and e-mail stay for a second note; the message and photo are cleared.
      form.reset({ ...form.getValues(), message: '', photoUrl: '' });
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
      <UrlField
        {...field.optional('photoUrl', t('form.photoUrl'))}
        hint={t('form.photoUrlHint')}
        placeholder={t('form.photoUrlPlaceholder')}
      />
      <SubmitButton pending={pending} pendingText={t('form.submitting')}>
        {t('form.submit')}
      </SubmitButton>
    </TitledForm>
  );
}
