import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useStrings } from '../../lib/use-strings';
import { newsletterApi } from '../../../protocol/newsletter';
import { ApiError, call, queryKeyOf } from '../../lib/api';
import { Button } from '../../lib/ui/button';
import { Input } from '../../lib/ui/input';
import { Label } from '../../lib/ui/label';
import { messageText, serverText } from '../../lib/error-text';
import './strings';

/** The home page's subscribe box: double opt-in, so the answer always says to check the inbox. */
export function NewsletterBox() {
  const { t, i18n } = useStrings('newsletter');
  // Whether the site can send e-mail (SMTP configured); the box stays hidden otherwise.
  const capability = useQuery({
    queryKey: queryKeyOf(newsletterApi.capability),
    queryFn: () => call(newsletterApi.capability),
  });
  const [email, setEmail] = useState('');
  const inputId = useId();
  const messageId = useId();
  const subscribe = useMutation({
    mutationFn: (address: string) =>
      call(newsletterApi.subscribe, {
        body: { email: address, language: i18n.language === 'es' ? 'es' : 'en' },
      }),
  });
  if (!capability.data?.enabled) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    subscribe.mutate(email, { onSuccess: () => setEmail('') });
  };
  const error = subscribe.error;
  const errorText =
    error instanceof ApiError && error.status < 500 && error.serverMessage
      ? serverText(error)
      : error
        ? t('box.failed')
        : undefined;

  return (
    <section aria-labelledby={`${inputId}-title`} className="bg-white px-4 py-12">
      <div className="mx-auto max-w-xl text-center">
        <h2 id={`${inputId}-title`} className="font-serif text-3xl text-blush-700">
          {t('box.title')}
        </h2>
        <p className="mt-2 text-stone-700">{t('box.intro')}</p>
        <form className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={submit}>
          <div className="flex-1 text-left">
            <Label htmlFor={inputId}>{t('box.email')}</Label>
            <Input
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              aria-invalid={errorText ? true : undefined}
              aria-describedby={messageId}
              onChange={(event) => setEmail(event.target.value)}
              className="mt-1"
            />
          </div>
          <Button type="submit" disabled={subscribe.isPending}>
            {subscribe.isPending ? t('box.submitting') : t('box.submit')}
          </Button>
        </form>
        <div id={messageId} className="mt-3 min-h-6" aria-live="polite">
          {subscribe.isSuccess && (
            <p className="text-green-800">{messageText(subscribe.data.message)}</p>
          )}
          {errorText && <p className="text-red-700">{errorText}</p>}
        </div>
      </div>
    </section>
  );
}
