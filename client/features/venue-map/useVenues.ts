import { useMutation, useQuery } from '@tanstack/react-query';
import { venuesApi, type GuestType } from '../../../protocol/venues';
import type { ContentLanguage } from '../../../protocol/localized';
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

/** Venue tips for a kind of guest, in the page's language (the server writes them in it). */
export function useGuestRecommendations() {
  return useMutation({
    mutationFn: (body: { guestType: GuestType; language: ContentLanguage }) => call(venuesApi.recommendations, { body }),
  });
}
