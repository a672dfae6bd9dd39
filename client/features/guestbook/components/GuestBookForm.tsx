import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  GUESTBOOK_MESSAGE,
  GUESTBOOK_MESSAGES,
  createGuestBookEntryBodySchema,
  type CreateGuestBookEntryBody,
} from '../../../../protocol/guestbook';
import { signalFailure } from '../../../lib/failure-feedback';
import { fieldBinder } from '../../../lib/form-binding';
import { InputField, SubmitButton, TextareaField } from '../../../lib/form-field';
import { haptic } from '../../../lib/haptics';
import { toast } from '../../../lib/ui/use-toast';
import { validationText } from '../../../lib/validation-text';
import { guestDisplayName, useGuestIdentity } from '../../guest-gate/signed-in-guest';
import '../strings';
import { useAddGuestBookEntry } from '../hooks/useGuestBook';

type FormValues = CreateGuestBookEntryBody;
type FormOutput = z.output<typeof createGuestBookEntryBodySchema>;

export function GuestBookForm() {
  const { t } = useTranslation('guestbook');
  const signedInName = guestDisplayName(useGuestIdentity());
  const addEntry = useAddGuestBookEntry();
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(createGuestBookEntryBodySchema),
    defaultValues: { guestName: signedInName, email: '', message: '', photoUrl: '' },
    mode: 'onTouched',
  });
  const field = fieldBinder(form, {
    requiredText: t('form.required'),
    optionalText: t('form.optional'),
    errorText: (message) => validationText(t, GUESTBOOK_MESSAGES, message),
  });
  const messageLength = (useWatch({ control: form.control, name: 'message' }) ?? '').length;

  // A guest who signs in after the page loaded gets the name filled in, unless they typed one.
  useEffect(() => {
    if (signedInName && !form.getFieldState('guestName').isDirty) {
      form.resetField('guestName', { defaultValue: signedInName });
    }
  }, [signedInName, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await addEntry.mutateAsync(values);
    } catch {
      signalFailure(t('toast.errorTitle'), t('toast.errorDescription'));
      return;
    }
    haptic('success');
    toast({ title: t('toast.successTitle'), description: t('toast.successDescription') });
    // The name and e-mail stay for a second note; the message and photo are cleared.
    form.reset({ ...form.getValues(), message: '', photoUrl: '' });
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="guest-book-form-title"
      className="grid gap-4"
    >
      <h3 id="guest-book-form-title" className="font-serif text-2xl text-blush-700">
        {t('form.title')}
      </h3>
      <InputField
        {...field.required('guestName')}
        id="guest-book-name"
        label={t('form.name')}
        autoComplete="name"
        placeholder={t('form.namePlaceholder')}
      />
      <InputField
        {...field.optional('email')}
        id="guest-book-email"
        label={t('form.email')}
        type="email"
        autoComplete="email"
        placeholder={t('form.emailPlaceholder')}
      />
      <TextareaField
        {...field.required('message')}
        id="guest-book-message"
        label={t('form.message')}
        hint={t('form.characters', { count: messageLength, max: GUESTBOOK_MESSAGE.max })}
        rows={4}
        placeholder={t('form.messagePlaceholder')}
      />
      <InputField
        {...field.optional('photoUrl')}
        id="guest-book-photo-url"
        label={t('form.photoUrl')}
        hint={t('form.photoUrlHint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder={t('form.photoUrlPlaceholder')}
      />
      <SubmitButton
        pending={addEntry.isPending}
        pendingText={t('form.submitting')}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {t('form.submit')}
      </SubmitButton>
    </form>
  );
}
