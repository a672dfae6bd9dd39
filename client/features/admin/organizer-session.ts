import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { organizerApi, type OrganizerSession } from '../../../protocol/organizer';
import { ApiError, call, queryKeyOf } from '../../lib/api';
import { forgetCachedReads } from '../../lib/forget-cached-reads';
import { SESSION_QUERY_META } from '../../lib/realtime/server-closed';
import { realtime } from '../../lib/realtime/socket';

export const organizerSessionKey = queryKeyOf(organizerApi.session);
const LOGIN_MUTATION_KEY = ['organizer-login'];

/** Whether this browser holds an organizer session, as the server sees it. */
export function useOrganizerSession() {
  return useQuery({
    queryKey: organizerSessionKey,
    queryFn: () => call(organizerApi.session),
    staleTime: 60_000,
    meta: SESSION_QUERY_META,
  });
}

/** The socket joined topics with the old cookie: a new connection lets organizer topics in. */
function sessionChanged(queryClient: QueryClient, session: OrganizerSession): void {
  queryClient.setQueryData<OrganizerSession>(organizerSessionKey, session);
  realtime().reconnect();
}

export function useOrganizerSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: LOGIN_MUTATION_KEY,
    mutationFn: (password: string) => call(organizerApi.login, { body: { password } }),
    onSuccess: (session) => sessionChanged(queryClient, session),
  });
}

export function useOrganizerSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(organizerApi.logout),
    onSuccess: (session) => {
      sessionChanged(queryClient, session);
      void forgetCachedReads();
      // Organizer data must not linger in memory once signed out.
      queryClient.removeQueries({
        predicate: ({ queryKey }) =>
          String(queryKey[0]).startsWith('/api/admin/') && queryKey[0] !== organizerSessionKey[0],
      });
    },
  });
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * An organizer session can end while the dashboard is open (expiry, sign-out in another tab):
 * the first 401 from any organizer call marks the session as gone, so the sign-in form returns
 * with a note saying why. A wrong password on the sign-in form itself is not such a 401.
 */
export function useSessionExpiryWatch(): boolean {
  const queryClient = useQueryClient();
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const expire = () => {
      const current = queryClient.getQueryData<OrganizerSession>(organizerSessionKey);
      if (!current?.organizer) return;
      queryClient.setQueryData<OrganizerSession>(organizerSessionKey, { organizer: false });
      setExpired(true);
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        isUnauthorized(event.action.error)
      )
        expire();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        isUnauthorized(event.action.error) &&
        event.mutation.options.mutationKey !== LOGIN_MUTATION_KEY
      )
        expire();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
  const organizer = useOrganizerSession().data?.organizer === true;
  // Signing in again clears the note (adjusted while rendering, as React recommends).
  const [wasOrganizer, setWasOrganizer] = useState(organizer);
  if (organizer !== wasOrganizer) {
    setWasOrganizer(organizer);
    if (organizer) setExpired(false);
  }
  return expired && !organizer;
}
