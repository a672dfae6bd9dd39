import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  keepsakeApi,
  keepsakeJobSchema,
  type KeepsakeJob,
  type KeepsakeOptions,
  type KeepsakeStatus,
} from '../../../protocol/keepsake';
import { call, queryKeyOf } from '../../lib/api';
import { useFallbackPolling } from '../../lib/realtime/connection';
import { useTopic } from '../../lib/realtime/useTopic';
import { withJob } from './keepsake-cache';

export const keepsakeStatusKey = queryKeyOf(keepsakeApi.status);
/** While the socket is away, a running build's progress is read this often. */
const FALLBACK_POLL_MS = 5_000;

const applyJob = (queryClient: QueryClient, job: KeepsakeJob) =>
  queryClient.setQueryData<KeepsakeStatus>(keepsakeStatusKey, (status) => withJob(status, job));

/**
 * The latest build and the guests' switch. Pushes on the organizer-only `keepsake` topic write each
 * step into the cache; polling only fills in while the socket is away and a build is running.
 */
export function useKeepsakeStatus() {
  const queryClient = useQueryClient();
  useTopic(
    'keepsake',
    {
      'keepsake:progress': (payload) => {
        // A push the contract does not describe (a newer server mid-deploy) is left out, not shown.
        const job = keepsakeJobSchema.safeParse(payload);
        if (job.success) applyJob(queryClient, job.data);
      },
    },
    () => queryClient.invalidateQueries({ queryKey: keepsakeStatusKey }),
  );
  const fallback = useFallbackPolling(FALLBACK_POLL_MS);
  return useQuery({
    queryKey: keepsakeStatusKey,
    queryFn: () => call(keepsakeApi.status),
    refetchInterval: (query) =>
      query.state.data?.job?.state === 'running' || query.state.status === 'error'
        ? fallback(query)
        : false,
  });
}

export function useStartKeepsake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: KeepsakeOptions) => call(keepsakeApi.start, { body: options }),
    onSuccess: (job) => applyJob(queryClient, job),
  });
}

export function useSaveKeepsakeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guestDownloads: boolean) =>
      call(keepsakeApi.settings, { body: { guestDownloads } }),
    onSuccess: (settings) =>
      queryClient.setQueryData<KeepsakeStatus>(keepsakeStatusKey, (status) =>
        status ? { ...status, settings } : status,
      ),
  });
}
