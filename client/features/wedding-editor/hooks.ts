import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WeddingSettings } from '../../../protocol/wedding';
import { weddingEditApi } from '../../../protocol/wedding-edit';
import { weddingPartyApi, type PartyMember } from '../../../protocol/wedding-party';
import { call, queryKeyOf } from '../../lib/api';
import { weddingSettingsKey } from '../wedding/live-wedding';
import type { PartyFormOutput, SettingsFormOutput } from './editor-form';

/** Saves the wedding's facts; this page's cache takes the stored answer (others get the push). */
export function useSaveWeddingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SettingsFormOutput) => call(weddingEditApi.settings, { body: values }),
    onSuccess: (saved) => queryClient.setQueryData<WeddingSettings>(weddingSettingsKey, saved),
  });
}

export function useSaveWeddingParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PartyFormOutput) => call(weddingEditApi.party, { body: values }),
    onSuccess: (saved) =>
      queryClient.setQueryData<PartyMember[]>(queryKeyOf(weddingPartyApi.list), saved),
  });
}
