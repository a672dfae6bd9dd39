import { useMutation, useQueryClient } from '@tanstack/react-query';
import { giftsApi, type CreateGiftBody } from '../../../../protocol/gifts';
import { call, queryKeyOf } from '../../../lib/api';

export function useRecordGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGiftBody) => call(giftsApi.create, { body }),
    // Organizers looking at the donation list see the new gift.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(giftsApi.list) }),
  });
}
