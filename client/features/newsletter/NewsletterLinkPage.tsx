import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useStrings } from '../../lib/use-strings';
import { Link, useSearchParams } from 'react-router-dom';
import { newsletterApi } from '../../../protocol/newsletter';
import { ApiError, call } from '../../lib/api';
import { Button } from '../../lib/ui/button';
import { messageText, serverText } from '../../lib/error-text';
import { LanguageSwitcher } from '../chrome/LanguageSwitcher';
import './strings';

function useOutcomeText(error: unknown, message: string | undefined) {
  const { t } = useStrings('newsletter');
  if (message) return messageText(message);
  if (error instanceof ApiError && error.serverMessage) return serverText(error);
  return error ? t('box.failed') : undefined;
}

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useStrings('newsletter');
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 px-4 py-12 text-center">
      <div className="self-end">
        <LanguageSwitcher />
      </div>
      <h1 className="font-serif text-3xl text-blush-700">{title}</h1>
      {children}
      <Link to="/" className="text-blush-700 underline underline-offset-4">
        {t('confirm.home')}
      </Link>
    </main>
  );
}

/** The e-mailed confirmation link: confirms as the page opens (a person opened it, not a scanner). */
export function NewsletterConfirmPage() {
  const { t } = useStrings('newsletter');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useMutation({
    mutationFn: () => call(newsletterApi.confirm, { body: { token } }),
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm.mutate();
  }, [confirm]);
  const text = useOutcomeText(confirm.error, confirm.data?.message);
  return (
    <Shell title={t('confirm.title')}>
      <p role="status" className="text-lg">
        {text ?? t('confirm.working')}
      </p>
    </Shell>
  );
}

/** The unsubscribe link of every message: one button, so a mail scanner's visit changes nothing. */
export function NewsletterUnsubscribePage() {
  const { t } = useStrings('newsletter');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useMutation({
    mutationFn: () => call(newsletterApi.unsubscribe, { query: { token } }),
  });
  const text = useOutcomeText(unsubscribe.error, unsubscribe.data?.message);
  return (
    <Shell title={t('unsubscribe.title')}>
      {!unsubscribe.isSuccess && <p className="text-lg">{t('unsubscribe.question')}</p>}
      {!unsubscribe.isSuccess && (
        <Button
          className="self-center"
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate()}
        >
          {unsubscribe.isPending ? t('unsubscribe.submitting') : t('unsubscribe.submit')}
        </Button>
      )}
      <p role="status" className="text-lg">
        {text}
      </p>
    </Shell>
  );
}
