import { useQuery } from '@tanstack/react-query';
import { weddingApi } from '../../../protocol/wedding';
import { call, queryKeyOf } from '../../lib/api';

/** The wedding's own facts (couple, date, venues, story, registry, contact), loaded once and shared. */
export function useWeddingSettings() {
  return useQuery({
    queryKey: queryKeyOf(weddingApi.settings),
    queryFn: () => call(weddingApi.settings),
  });
}
