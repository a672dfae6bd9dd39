import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PartyMember } from '../../../protocol/wedding-party';
import { weddingPartyApi } from '../../../protocol/wedding-party';
import { venuesApi } from '../../../protocol/venues';
import { weddingApi, type WeddingSettings } from '../../../protocol/wedding';
import { queryKeyOf } from '../../lib/api';
import { useTopic, type TopicHandlers } from '../../lib/realtime/useTopic';

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
 * a reload. When missed pushes cannot be replayed, the facts are refetched.
 */
export function useLiveWedding(): void {
  const queryClient = useQueryClient();
  useTopic('wedding', weddingPushHandlers(queryClient), () =>
    Promise.all(
      [weddingSettingsKey, weddingPartyKey, ...derivedKeys].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    ),
  );
}
