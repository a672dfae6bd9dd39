import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useStrings } from '../../lib/use-strings';
import type { z } from 'zod';
import { ACCESS_DENIED_MESSAGE, organizerLoginBodySchema } from '../../../protocol/organizer';
import { ApiError } from '../../lib/api';
import { signalFailure } from '../../lib/failure-feedback';
import { InputField, SubmitButton } from '../../lib/form-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../lib/ui/card';
import { errorText, messageText } from '../../lib/error-text';
import { useOrganizerSignIn } from './organizer-session';
import './strings';

type FormValues = z.input<typeof organizerLoginBodySchema>;

/**
 * The organizer's password goes to the server, which answers with an httpOnly session cookie.
 * Nothing secret lives in the page.
 */
export function OrganizerSignIn({ expired = false }: { expired?: boolean }) {
  const { t } = useStrings('admin');
  const signIn = useOrganizerSignIn();
  const form = useForm<FormValues>({
    resolver: zodResolver(organizerLoginBodySchema),
    defaultValues: { password: '' },
  });
  const error = form.formState.errors.password?.message;

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await signIn.mutateAsync(password);
    } catch (failure) {
      const denied = failure instanceof ApiError && failure.status === 401;
      const message =
        failure instanceof ApiError && failure.serverMessage && !denied
          ? failure.serverMessage
          : denied
            ? errorText({ message: ACCESS_DENIED_MESSAGE })
            : t('errors.failed');
      form.setError('password', { message }, { shouldFocus: true });
      signalFailure(denied ? t('errors.accessDeniedTitle') : t('errors.errorTitle'), message);
    }
  });

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle>
          <span id="organizer-sign-in-title">{t('signIn.title')}</span>
        </CardTitle>
        <CardDescription>{t('signIn.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {expired && (
          <p role="status" className="mb-4 rounded-md bg-amber-50 p-3 text-stone-800">
            {t('signIn.expired')}
          </p>
        )}
        <form
          noValidate
          onSubmit={submit}
          aria-labelledby="organizer-sign-in-title"
          className="grid gap-4"
        >
          <InputField
            registration={form.register('password')}
            id="organizer-password"
            label={t('signIn.password')}
            type="password"
            autoComplete="current-password"
            required
            error={messageText(error)}
          />
          <SubmitButton pending={signIn.isPending} pendingText={t('signIn.pending')}>
            {t('signIn.submit')}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
