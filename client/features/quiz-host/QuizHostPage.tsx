import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PAGES } from '../../../protocol/pages';
import { QUIZ_HOST_LINK_PARAM } from '../../../protocol/quiz';
import { serverText } from '../../lib/error-text';
import { QueryStatus } from '../../lib/query-status';
import { realtime } from '../../lib/realtime/socket';
import { useStrings } from '../../lib/use-strings';
import { OrganizerPage } from '../../lib/ui/organizer-page';
import { LanguageSwitcher } from '../chrome/LanguageSwitcher';
import { HostConsole } from './HostConsole';
import { useHostSession, useOpenHostSession } from './useQuizHost';
import './strings';

/**
 * `/live/quiz/host`, the quiz host's remote, made for a phone in one hand: an organizer, or whoever
 * opened a host link (`?host=<token>`, traded for the host session and dropped from the address
 * bar, so it is not left in the history or shown over a shoulder).
 */
export function QuizHostPage() {
  const { t } = useStrings('quiz-host');
  return (
    <OrganizerPage
      title={t('page.title')}
      documentTitle={t('page.title')}
      backHome={t('page.backHome')}
      headerEnd={<LanguageSwitcher />}
      width="4xl"
    >
      <HostLinkGate />
    </OrganizerPage>
  );
}

function HostLinkGate() {
  const { t } = useStrings('quiz-host');
  const location = useLocation();
  const navigate = useNavigate();
  const token = new URLSearchParams(location.search).get(QUIZ_HOST_LINK_PARAM);
  const open = useOpenHostSession();
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    open.mutate(token, {
      onSuccess: () => {
        // The socket was opened without the host's cookie: the shared screens' topic needs it.
        if (realtime().socket.active) realtime().reconnect();
      },
      onSettled: () => {
        const params = new URLSearchParams(location.search);
        params.delete(QUIZ_HOST_LINK_PARAM);
        const search = params.toString();
        void navigate(
          { pathname: location.pathname, search: search ? `?${search}` : '' },
          { replace: true },
        );
      },
    });
  }, [token, open, location.pathname, location.search, navigate]);

  if (token || open.isPending) {
    return (
      <p role="status" className="text-center text-xl">
        {t('link.opening')}
      </p>
    );
  }
  return (
    <>
      {open.isError && (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-center text-lg text-red-800">
          {serverText(open.error) ?? t('link.invalid')}
        </p>
      )}
      <HostAccess />
    </>
  );
}

function HostAccess() {
  const { t } = useStrings('quiz-host');
  const session = useHostSession();
  if (!session.data) {
    return (
      <QueryStatus
        query={session}
        loadingText={t('page.loading')}
        errorText={t('page.loadFailed')}
        retryText={t('page.retry')}
      />
    );
  }
  if (!session.data.host) {
    return (
      <section className="grid gap-4 rounded-2xl bg-white p-6 text-center shadow-sm">
        <h2 className="text-2xl font-semibold text-stone-900">{t('access.title')}</h2>
        <p className="text-lg text-stone-700">{t('access.text')}</p>
        <Link
          to={PAGES.admin}
          className="mx-auto inline-flex min-h-12 items-center rounded-md bg-blush-600 px-6 text-lg font-medium text-white hover:bg-blush-700"
        >
          {t('access.admin')}
        </Link>
      </section>
    );
  }
  return (
    <>
      <p className="text-center text-stone-700">
        {session.data.label
          ? t('page.hostingAs', { label: session.data.label })
          : t('page.hostingAsOrganizer')}
      </p>
      <HostConsole />
    </>
  );
}
