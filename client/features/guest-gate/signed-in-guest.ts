import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { GuestAuthBody, GuestAuthSession, SignedInGuest } from '../../../protocol/guests';
import type { SiteAccessMode } from '../../../protocol/wedding';
import { call } from '../../lib/api';
import { forgetCachedReads } from '../../lib/forget-cached-reads';
import { importWithRetry } from '../../lib/import-with-retry';
import { SESSION_QUERY_META } from '../../lib/realtime/server-closed';
import { useWeddingSettings } from '../wedding/useWeddingSettings';
import { signOut as forgetDeviceGuest, useGuestSession } from './session';

/**
 * The cache key of the guest's server session. Not derived from the endpoint: the gate is on the
 * first screen, and the endpoints' module (zod schemas) loads only when a call is made.
 */
export const guestAuthSessionKey = ['guest-auth-session'] as const;

const loadGuestAuthApi = () => import('../../../protocol/guests').then((m) => m.guestAuthApi);

/** The server's guest session (invite-code sign-in); an unreachable server counts as signed out. */
export function useGuestAuthSession() {
  return useQuery({
    queryKey: guestAuthSessionKey,
    queryFn: async () => call((await loadGuestAuthApi()).session),
    staleTime: Infinity,
    meta: SESSION_QUERY_META,
  });
}

/**
 * The guest signed in with an invite code on this browser, or null. For features that want the
 * real guest (RSVP, moments, games, timeline): their name, e-mail and guest-list id.
 */
export function useSignedInGuest(): SignedInGuest | null {
  return useGuestAuthSession().data?.guest ?? null;
}

/** Who the home page greets and fills forms for: the code-signed guest, else the first-name one. */
export interface GuestIdentity {
  firstName: string;
  lastName?: string;
  email?: string;
  /** 'invite': signed in on the server with a code; 'device': a first name kept on this device. */
  source: 'invite' | 'device';
}

export function useGuestIdentity(): GuestIdentity | null {
  const signedIn = useSignedInGuest();
  const deviceGuest = useGuestSession();
  if (signedIn) {
    return {
      firstName: signedIn.firstName,
      lastName: signedIn.lastName || undefined,
      email: signedIn.email,
      source: 'invite',
    };
  }
  return deviceGuest ? { firstName: deviceGuest.firstName, source: 'device' } : null;
}

/** How the guest signs posts: first and last name for an invited guest, else the first name. */
export function guestDisplayName(identity: GuestIdentity | null): string {
  if (!identity) return '';
  return [identity.firstName, identity.lastName].filter(Boolean).join(' ');
}

/** Open site (the first-name gate) or invite-only, as the organizers set it. */
export function useSiteAccess(): SiteAccessMode {
  return useWeddingSettings().data?.siteAccess ?? 'open';
}

/**
 * Whether this device's guest is past the welcome gate: anyone with a first name, or on an
 * invite-only site only a guest signed in with an invite code.
 */
export function useGuestAdmitted(): boolean {
  const identity = useGuestIdentity();
  const inviteOnly = useSiteAccess() === 'invite-only';
  return inviteOnly ? identity?.source === 'invite' : identity !== null;
}

function sessionChanged(queryClient: QueryClient, session: GuestAuthSession): void {
  queryClient.setQueryData<GuestAuthSession>(guestAuthSessionKey, session);
  // The socket was opened with the old cookies; a new connection carries the new session. Loaded
  // on demand: the gate is on the first screen, the socket client is not.
  void importWithRetry(() => import('../../lib/realtime/socket')).then(({ realtime }) =>
    realtime().reconnect(),
  );
}

export function useGuestSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GuestAuthBody) => call((await loadGuestAuthApi()).signIn, { body }),
    onSuccess: ({ guest }) => sessionChanged(queryClient, { guest }),
  });
}

/** Signs out everywhere: the server session and the first name kept on this device. */
export function useGuestSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const hadSession = queryClient.getQueryData<GuestAuthSession>(guestAuthSessionKey)?.guest;
      return hadSession ? call((await loadGuestAuthApi()).signOut) : { guest: null };
    },
    onSettled: (session) => {
      forgetDeviceGuest();
      // The next person on this phone must not get this guest's reads from the service worker,
      // nor their notifications.
      void forgetCachedReads(true);
      sessionChanged(queryClient, session ?? { guest: null });
    },
  });
}
