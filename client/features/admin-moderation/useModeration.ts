import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  moderationApi,
  type ModerationAction,
  type ModerationItem,
  type ModerationItemRemoved,
  type ModerationPolicy,
  type ModerationQueue,
  type QueueStatus,
  type WallState,
} from '../../../protocol/moderation';
import { call, queryKeyOf } from '../../lib/api';
import { useFallbackPolling } from '../../lib/realtime/connection';
import { useTopic } from '../../lib/realtime/useTopic';
import { wallStateKey } from '../live-wall/useWallState';
import { withAction, withItem, withoutItem, type QueueFilter } from './moderation-cache';

const queuePrefix = queryKeyOf(moderationApi.queue);
export const policyKey = queryKeyOf(moderationApi.policy);
export const actionsKey = queryKeyOf(moderationApi.actions);
const queueKey = (filter: QueueFilter) => [...queuePrefix, filter.kind, filter.status];
const FALLBACK_POLL_MS = 15_000;

/** Every cached queue (one per filter the organizer looked at) learns of the change. */
function applyItem(queryClient: QueryClient, item: ModerationItem): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: queuePrefix })) {
    const [, kind, status] = query.queryKey as [string, QueueFilter['kind'], QueueStatus];
    queryClient.setQueryData<ModerationQueue>(query.queryKey, (queue) =>
      withItem(queue, item, { kind, status }),
    );
  }
}

function applyRemoval(queryClient: QueryClient, removed: ModerationItemRemoved): void {
  queryClient.setQueriesData<ModerationQueue>({ queryKey: queuePrefix }, (queue) =>
    withoutItem(queue, removed),
  );
}

const addAction = (queryClient: QueryClient, action: ModerationAction) =>
  queryClient.setQueryData<ModerationAction[]>(actionsKey, (log) => withAction(log, action));

/**
 * Keeps the tab live on the organizer-only `moderation` topic: a guest's new post, another
 * organizer's approval or removal, the policy and the log appear on every open dashboard.
 */
export function useLiveModeration(): void {
  const queryClient = useQueryClient();
  useTopic(
    'moderation',
    {
      'moderation:item': (item) => applyItem(queryClient, item),
      'moderation:item-removed': (removed) => applyRemoval(queryClient, removed),
      'moderation:policy': (policy) => queryClient.setQueryData(policyKey, policy),
      'moderation:action': (action) => addAction(queryClient, action),
    },
    () =>
      Promise.all(
        [queuePrefix, policyKey, actionsKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  );
}

export function useQueue(filter: QueueFilter) {
  return useQuery({
    queryKey: queueKey(filter),
    queryFn: () =>
      call(moderationApi.queue, {
        query: { kind: filter.kind === 'all' ? undefined : filter.kind, status: filter.status },
      }),
    refetchInterval: useFallbackPolling(FALLBACK_POLL_MS),
  });
}

export function usePolicy() {
  return useQuery({ queryKey: policyKey, queryFn: () => call(moderationApi.policy) });
}

export function useActionLog() {
  return useQuery({
    queryKey: actionsKey,
    queryFn: () => call(moderationApi.actions),
    refetchInterval: useFallbackPolling(FALLBACK_POLL_MS),
  });
}

export type ItemAction = 'approve' | 'hide' | 'delete';

export function useModerate(by: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, item }: { action: ItemAction; item: ModerationItem }) => {
      const input = { params: { kind: item.kind, id: item.id }, body: { by } };
      if (action === 'delete') {
        applyRemoval(queryClient, await call(moderationApi.remove, input));
        return;
      }
      const changed = await call(
        action === 'approve' ? moderationApi.approve : moderationApi.hide,
        input,
      );
      applyItem(queryClient, changed);
    },
  });
}

export function useSavePolicy(by: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<ModerationPolicy>) =>
      call(moderationApi.savePolicy, { body: { ...changes, by } }),
    onSuccess: (policy) => queryClient.setQueryData(policyKey, policy),
  });
}

export function useSaveWall(by: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paused: boolean) => call(moderationApi.saveWall, { body: { paused, by } }),
    onSuccess: (state: WallState) => queryClient.setQueryData(wallStateKey, state),
  });
}

const NAME_KEY = 'wedding.moderation.organizerName';

/** The name this organizer gives for the log, remembered on this device. */
export function useOrganizerName(): [string, (name: string) => void] {
  const [name, setName] = useState(() => {
    try {
      return localStorage.getItem(NAME_KEY) ?? '';
    } catch {
      return '';
    }
  });
  const save = (value: string) => {
    setName(value);
    try {
      localStorage.setItem(NAME_KEY, value);
    } catch {
      // Private browsing: the name lasts until the tab closes.
    }
  };
  return [name, save];
}
