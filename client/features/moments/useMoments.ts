import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { organizerApi } from '../../../protocol/organizer';
import {
  AUTHOR_TOKEN_HEADER,
  MOMENTS_FALLBACK_POLL_MS,
  momentsApi,
  type CreateMomentBody,
  type Moment,
  type MomentStats,
} from '../../../protocol/moments';
import { call, queryKeyOf } from '../../lib/api';
import { submit, withFile } from '../../lib/outbox/outbox';
import { useFallbackPolling } from '../../lib/realtime/connection';
import { useTopic, type TopicHandlers } from '../../lib/realtime/useTopic';
import { useMyVideos } from '../../lib/video/my-videos';
import {
  authorTokenFor,
  forgetMoment,
  rememberAuthorToken,
  rememberLiked,
  useDeviceRecords,
} from './device-records';
import { forgetCachedImages } from '../pwa/image-cache';
import { withLikes, withMoment, withoutMoment } from './moments-cache';

export const momentsListKey = queryKeyOf(momentsApi.list);
export const momentStatsKey = queryKeyOf(momentsApi.stats);
const organizerSessionKey = queryKeyOf(organizerApi.session);

/** How each push on the `moments` topic changes the cached feed and stats. */
export function momentPushHandlers(queryClient: QueryClient): TopicHandlers<'moments'> {
  return {
    'moment:created': (moment) =>
      queryClient.setQueryData<Moment[]>(momentsListKey, (list) => withMoment(list, moment)),
    'moment:liked': (liked) =>
      queryClient.setQueryData<Moment[]>(momentsListKey, (list) => withLikes(list, liked)),
    'moment:deleted': ({ id }) => {
      const removed = queryClient.getQueryData<Moment[]>(momentsListKey)?.find((m) => m.id === id);
      void forgetCachedImages([removed?.mediaUrl, removed?.media?.thumbUrl]);
      queryClient.setQueryData<Moment[]>(momentsListKey, (list) => withoutMoment(list, id));
    },
    'moments:stats': (stats) => queryClient.setQueryData<MomentStats>(momentStatsKey, stats),
  };
}

/**
 * Keeps the moments feed and stats live while mounted. When the socket comes back and could not
 * replay what it missed (a server restart, a long drop), or first connects after failed attempts
 * (a projector switched on before the server), both are refetched: missed moments appear and
 * deleted ones vanish.
 */
export function useLiveMoments(): void {
  const queryClient = useQueryClient();
  useTopic('moments', momentPushHandlers(queryClient), () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: momentsListKey }),
      queryClient.invalidateQueries({ queryKey: momentStatsKey }),
    ]),
  );
}

/**
 * This phone's video moments while they are made: their progress, then the feed read again once
 * one is published or refused (its card then plays it, or says why not).
 */
export function useMyVideoMoments(): void {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: momentsListKey });
  useMyVideos('moment', { onReady: refetch, onFailed: refetch });
}

/** The feed, newest first; polled every 10 s only while the live connection is down. */
export function useMomentsList() {
  return useQuery({
    queryKey: momentsListKey,
    queryFn: () => call(momentsApi.list),
    refetchInterval: useFallbackPolling(MOMENTS_FALLBACK_POLL_MS),
  });
}

export function useMomentStats() {
  return useQuery({
    queryKey: momentStatsKey,
    queryFn: () => call(momentsApi.stats),
    refetchInterval: useFallbackPolling(MOMENTS_FALLBACK_POLL_MS),
  });
}

/** Whether this browser holds an organizer session: organizers may delete any moment. */
export function useIsOrganizer(): boolean {
  const { data } = useQuery({
    queryKey: organizerSessionKey,
    queryFn: () => call(organizerApi.session),
    staleTime: 60_000,
  });
  return data?.organizer ?? false;
}

/**
 * Which moments this viewer may delete, mirroring the server's rule: the ones this device shared
 * (it holds their token) and, for an organizer, all of them.
 */
export function useCanDelete(): (id: string) => boolean {
  const organizer = useIsOrganizer();
  const { tokens } = useDeviceRecords();
  return useCallback((id: string) => organizer || id in tokens, [organizer, tokens]);
}

export function useLikedByThisDevice(): (id: string) => boolean {
  const { likes } = useDeviceRecords();
  return useCallback((id: string) => likes.includes(id), [likes]);
}

export function useShareMoment() {
  const queryClient = useQueryClient();
  return useMutation({
    // Through the outbox: offline (or on Wi-Fi that drops it) the moment waits on this phone.
    // 'always': React Query would otherwise pause it while offline instead of letting it be kept.
    networkMode: 'always',
    // A photo, GIF or video goes with it (`media`): uploaded first, or kept with it offline.
    mutationFn: ({ media, ...body }: CreateMomentBody & { media?: Blob }) =>
      submit('moment', momentsApi.create, { body, file: withFile(media, 'mediaUploadURL') }),
    onSuccess: (answer) => {
      // Shown as waiting to send (WaitingMoments) until the outbox sends it.
      if (answer.status === 'queued') return;
      const { authorToken, awaitingReview, ...moment } = answer.result;
      rememberAuthorToken(moment.id, authorToken);
      // Kept for the organizers' review: it joins the feed when approved (pushed like a new one).
      if (awaitingReview) return;
      queryClient.setQueryData<Moment[]>(momentsListKey, (list) => withMoment(list, moment));
    },
  });
}

export function useLikeMoment() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (id: string) => submit('moment-like', momentsApi.like, { params: { id } }),
    onSuccess: (answer, id) => {
      // A like kept offline shows as given; the count follows once it is sent.
      rememberLiked(id);
      if (answer.status === 'queued') return;
      queryClient.setQueryData<Moment[]>(momentsListKey, (list) => withLikes(list, answer.result));
    },
  });
}

export function useDeleteMoment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => {
      const authorToken = authorTokenFor(id);
      return call(momentsApi.remove, {
        params: { id },
        headers: authorToken ? { [AUTHOR_TOKEN_HEADER]: authorToken } : {},
      });
    },
    onSuccess: ({ id }) => {
      forgetMoment(id);
      queryClient.setQueryData<Moment[]>(momentsListKey, (list) => withoutMoment(list, id));
    },
  });
}
