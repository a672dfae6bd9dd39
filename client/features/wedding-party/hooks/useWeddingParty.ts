import { useQuery } from '@tanstack/react-query';
import {
  weddingPartyApi,
  type PartyMember,
  type PartySide,
} from '../../../../protocol/wedding-party';
import { call, queryKeyOf } from '../../../lib/api';
import { useLiveWedding } from '../../wedding/live-wedding';

/** The wedding party, replaced live when an organizer edits it. */
export function useWeddingParty() {
  useLiveWedding();
  return useQuery({
    queryKey: queryKeyOf(weddingPartyApi.list),
    queryFn: () => call(weddingPartyApi.list),
  });
}

/** The party split by side, keeping the server's order (honour roles first). */
export function groupBySide(members: readonly PartyMember[]): Record<PartySide, PartyMember[]> {
  return {
    bride: members.filter((member) => member.side === 'bride'),
    groom: members.filter((member) => member.side === 'groom'),
  };
}
