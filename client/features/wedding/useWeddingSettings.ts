import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';

/**
 * The cache key of the wedding's settings; everything that reads or updates them in the cache uses
 * it. Not derived from the endpoint, whose module (zod schemas) loads only when the query runs.
 */
export const weddingSettingsQueryKey = ['wedding-settings'] as const;

/** The wedding's own facts (couple, date, venues, story, registry, contact), loaded once and shared. */
export function useWeddingSettings() {
  return useQuery({
    queryKey: weddingSettingsQueryKey,
    queryFn: async () => {
      const { weddingApi } = await import('../../../protocol/wedding');
      return call(weddingApi.settings);
    },
  });
}
