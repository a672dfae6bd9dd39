import { useQuery } from '@tanstack/react-query';
import { weddingApi } from '../../../protocol/wedding';
import { call } from '../../lib/api';
import { useLiveWedding, weddingSettingsKey } from './live-wedding';

/**
 * The wedding's own facts (couple, date, venues, story, registry, contact), loaded once, shared,
 * and replaced live when an organizer edits them.
 */
export function useWeddingSettings() {
  useLiveWedding();
  return useQuery({
    queryKey: weddingSettingsKey,
    queryFn: () => call(weddingApi.settings),
  });
}
