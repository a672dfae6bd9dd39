import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { WeddingSettings } from '../../../protocol/wedding';
import type { PartyMember } from '../../../protocol/wedding-party';
import { queryKeyOf } from '../../lib/api';
import { forgetCachedReads } from '../../lib/forget-cached-reads';
import { useLazyTopic } from '../../lib/realtime/useLazyTopic';
import type { TopicHandlers } from '../../lib/realtime/useTopic';

/**
 * The cache key of the wedding's settings; everything that reads or updates them in the cache uses
 * it. Not derived from the endpoint: the hero shows these facts on the guest's first screen, and the
 * endpoints' module (zod schemas) loads only when the query runs.
 */
export const weddingSettingsKey = ['wedding-settings'] as const;

/** The party list's key and the answers the server derives from the settings (venue cards, parking). */
async function relatedKeys() {
  const [{ weddingPartyApi }, { venuesApi }] = await Promise.all([
    import('../../../protocol/wedding-party'),
    import('../../../protocol/venues'),
  ]);
  return {
    party: queryKeyOf(weddingPartyApi.list),
    derived: [venuesApi.ceremony, venuesApi.reception, venuesApi.parking].map((endpoint) =>
      queryKeyOf(endpoint),
    ),
  };
}

/** How a push on the `wedding` topic changes the cache: the new facts replace the old at once. */
export function weddingPushHandlers(queryClient: QueryClient): TopicHandlers<'wedding'> {
  return {
    'wedding:updated': (settings) => {
      const before = queryClient.getQueryData<WeddingSettings>(weddingSettingsKey);
      // Turned invite-only: what this page read while the site was open is for invited guests now.
      if (settings.siteAccess === 'invite-only' && before?.siteAccess !== 'invite-only')
        void forgetCachedReads();
      queryClient.setQueryData<WeddingSettings>(weddingSettingsKey, settings);
      void relatedKeys().then(({ derived }) =>
        Promise.all(derived.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
      );
    },
    'wedding:party-updated': (party) => {
      void relatedKeys().then(({ party: queryKey }) =>
        queryClient.setQueryData<PartyMember[]>(queryKey, party),
      );
    },
  };
}

/**
 * Keeps the wedding's facts live while mounted: an organizer's edit reaches every open page without
 * a reload. When missed pushes cannot be replayed, the facts are refetched. The socket layer loads
 * after the first render (the hero shows these facts on the guest's first screen).
 */
export function useLiveWedding(): void {
  const queryClient = useQueryClient();
  useLazyTopic('wedding', weddingPushHandlers(queryClient), async () => {
    const { party, derived } = await relatedKeys();
    await Promise.all(
      [weddingSettingsKey, party, ...derived].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  });
}
