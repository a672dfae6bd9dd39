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
import { FormField } from '../../../lib/form-field';
import { haptic } from '../../../lib/haptics';
import { Button } from '../../../lib/ui/button';
import { Input } from '../../../lib/ui/input';
import { Textarea } from '../../../lib/ui/textarea';
import { toast } from '../../../lib/ui/use-toast';
import { validationText } from '../../../lib/validation-text';
import { useGuestSession } from '../../guest-gate/session';
import '../strings';
import { useAddGuestBookEntry } from '../hooks/useGuestBook';

type FormValues = CreateGuestBookEntryBody;
type FormOutput = z.output<typeof createGuestBookEntryBodySchema>;

export function GuestBookForm() {
  const { t } = useTranslation('guestbook');
  const signedInName = useGuestSession()?.firstName ?? '';
  const addEntry = useAddGuestBookEntry();
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(createGuestBookEntryBodySchema),
    defaultValues: { guestName: signedInName, email: '', message: '', photoUrl: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const errorText = (message: string | undefined) => validationText(t, GUESTBOOK_MESSAGES, message);
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
      haptic('error');
      toast({
        variant: 'destructive',
        title: t('toast.errorTitle'),
        description: t('toast.errorDescription'),
      });
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
      <FormField
        id="guest-book-name"
        label={t('form.name')}
        required
        requiredText={t('form.required')}
        error={errorText(errors.guestName?.message)}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('guestName')}
            autoComplete="name"
            placeholder={t('form.namePlaceholder')}
          />
        )}
      </FormField>
      <FormField
        id="guest-book-email"
        label={t('form.email')}
        optionalText={t('form.optional')}
        error={errorText(errors.email?.message)}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            placeholder={t('form.emailPlaceholder')}
          />
        )}
      </FormField>
      <FormField
        id="guest-book-message"
        label={t('form.message')}
        required
        requiredText={t('form.required')}
        hint={t('form.characters', { count: messageLength, max: GUESTBOOK_MESSAGE.max })}
        error={errorText(errors.message?.message)}
      >
        {(control) => (
          <Textarea
            {...control}
            {...form.register('message')}
            rows={4}
            placeholder={t('form.messagePlaceholder')}
          />
        )}
      </FormField>
      <FormField
        id="guest-book-photo-url"
        label={t('form.photoUrl')}
        optionalText={t('form.optional')}
        hint={t('form.photoUrlHint')}
        error={errorText(errors.photoUrl?.message)}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('photoUrl')}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder={t('form.photoUrlPlaceholder')}
          />
        )}
      </FormField>
      <Button
        type="submit"
        disabled={addEntry.isPending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {addEntry.isPending ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
