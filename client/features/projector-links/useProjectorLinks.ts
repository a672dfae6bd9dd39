import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PROJECTOR_LINK_PARAM,
  projectorLinksApi,
  type ProjectorLink,
} from '../../../protocol/projector-links';
import { call, queryKeyOf } from '../../lib/api';

const linksKey = queryKeyOf(projectorLinksApi.list);

/** The address a screen opens: `/live` with the link's token (the cookie then opens both screens). */
export const projectorUrl = (token: string, origin = window.location.origin) =>
  `${origin}/live?${PROJECTOR_LINK_PARAM}=${encodeURIComponent(token)}`;

export function useProjectorLinks() {
  return useQuery({ queryKey: linksKey, queryFn: () => call(projectorLinksApi.list) });
}

export function useCreateProjectorLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (label: string) => call(projectorLinksApi.create, { body: { label } }),
    onSuccess: ({ token: _token, ...link }) =>
      queryClient.setQueryData<ProjectorLink[]>(linksKey, (links) => [...(links ?? []), link]),
  });
}

export function useRevokeProjectorLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(projectorLinksApi.revoke, { params: { id } }),
    onSuccess: (_ok, id) =>
      queryClient.setQueryData<ProjectorLink[]>(linksKey, (links) =>
        (links ?? []).filter((link) => link.id !== id),
      ),
  });
}
