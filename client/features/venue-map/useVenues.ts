import { useMutation, useQuery } from '@tanstack/react-query';
import { venuesApi, type GuestType } from '../../../protocol/venues';
import { call, queryKeyOf } from '../../lib/api';

/** The ceremony, reception and parking data, requested once `enabled` turns true (section seen). */
export function useVenues(enabled: boolean) {
  const ceremony = useQuery({
    queryKey: queryKeyOf(venuesApi.ceremony),
    queryFn: () => call(venuesApi.ceremony),
    enabled,
  });
  const reception = useQuery({
    queryKey: queryKeyOf(venuesApi.reception),
    queryFn: () => call(venuesApi.reception),
    enabled,
  });
  const parking = useQuery({
    queryKey: queryKeyOf(venuesApi.parking),
    queryFn: () => call(venuesApi.parking),
    enabled,
  });
  return { ceremony, reception, parking };
}

export function useGuestRecommendations() {
  return useMutation({
    mutationFn: (guestType: GuestType) => call(venuesApi.recommendations, { body: { guestType } }),
  });
}
