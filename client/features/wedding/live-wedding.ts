import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PartyMember } from '../../../protocol/wedding-party';
import { weddingPartyApi } from '../../../protocol/wedding-party';
import { venuesApi } from '../../../protocol/venues';
import { weddingApi, type WeddingSettings } from '../../../protocol/wedding';
import { queryKeyOf } from '../../lib/api';
import { useLazyTopic } from '../../lib/realtime/useLazyTopic';
import type { TopicHandlers } from '../../lib/realtime/useTopic';

export const weddingSettingsKey = queryKeyOf(weddingApi.settings);
export const weddingPartyKey = queryKeyOf(weddingPartyApi.list);
/** Answers the server derives from the settings (venue cards, parking): refetched on a change. */
const derivedKeys = [venuesApi.ceremony, venuesApi.reception, venuesApi.parking].map((endpoint) =>
  queryKeyOf(endpoint),
);

/** How a push on the `wedding` topic changes the cache: the new facts replace the old at once. */
export function weddingPushHandlers(queryClient: QueryClient): TopicHandlers<'wedding'> {
  return {
    'wedding:updated': (settings) => {
      queryClient.setQueryData<WeddingSettings>(weddingSettingsKey, settings);
      for (const queryKey of derivedKeys) void queryClient.invalidateQueries({ queryKey });
    },
    'wedding:party-updated': (party) =>
      queryClient.setQueryData<PartyMember[]>(weddingPartyKey, party),
  };
}

/**
 * Keeps the wedding's facts live while mounted: an organizer's edit reaches every open page without
 * a reload. When missed pushes cannot be replayed, the facts are refetched. The socket layer loads
 * after the first render (the hero shows these facts on the guest's first screen).
 */
export function useLiveWedding(): void {
  const queryClient = useQueryClient();
  useLazyTopic('wedding', weddingPushHandlers(queryClient), () =>
    Promise.all(
      [weddingSettingsKey, weddingPartyKey, ...derivedKeys].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    ),
  );
}
