import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStrings } from '../../lib/use-strings';
import { useLocation, useNavigate } from 'react-router-dom';
import { PROJECTOR_LINK_PARAM, projectorLinksApi } from '../../../protocol/projector-links';
import { call } from '../../lib/api';
import { realtime } from '../../lib/realtime/socket';
import './strings';

type Exchange = 'none' | 'pending' | 'done' | 'invalid';

/**
 * The projector screens opened from a projector link (`/live?projector=<token>`): the token is
 * traded for the projector cookie before the screen loads anything, then dropped from the address
 * bar, so an invite-only site's wall works on a screen where nobody signs in.
 */
export function ProjectorLinkGate({ children }: { children: ReactNode }) {
  const { t } = useStrings('projector-links');
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = new URLSearchParams(location.search).get(PROJECTOR_LINK_PARAM);
  const [state, setState] = useState<Exchange>(token ? 'pending' : 'none');
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    call(projectorLinksApi.openSession, { body: { token } }).then(
      () => {
        const params = new URLSearchParams(location.search);
        params.delete(PROJECTOR_LINK_PARAM);
        const search = params.toString();
        void navigate(
          { pathname: location.pathname, search: search ? `?${search}` : '' },
          {
            replace: true,
          },
        );
        // Anything asked before the cookie existed was asked as a stranger.
        if (realtime().socket.active) realtime().reconnect();
        void queryClient.invalidateQueries();
        setState('done');
      },
      () => setState('invalid'),
    );
  }, [token, location.pathname, location.search, navigate, queryClient]);

  if (state === 'pending') {
    return (
      <p role="status" className="p-8 text-center text-xl">
        {t('screen.opening')}
      </p>
    );
  }
  if (state === 'invalid') {
    return (
      <main className="grid min-h-dvh place-items-center bg-stone-950 p-8 text-white">
        <p role="alert" className="max-w-2xl text-center text-3xl">
          {t('screen.invalid')}
        </p>
      </main>
    );
  }
  return <>{children}</>;
}
