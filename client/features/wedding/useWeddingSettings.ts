import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useLiveWedding, weddingSettingsKey } from './live-wedding';

export { weddingSettingsKey as weddingSettingsQueryKey };

/**
 * The wedding's own facts (couple, date, venues, story, registry, contact), loaded once, shared,
 * and replaced live when an organizer edits them.
 */
export function useWeddingSettings() {
  useLiveWedding();
  return useQuery({
    queryKey: weddingSettingsKey,
    queryFn: async () => {
      const { weddingApi } = await import('../../../protocol/wedding');
      return call(weddingApi.settings);
    },
  });
}
