import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { galleryApi, type PhotoContentType } from '../../../protocol/gallery';
import {
  guestProfilesApi,
  type GuestProfile,
  type GuestProfileWrite,
  type MyGuestProfile,
} from '../../../protocol/guest-profiles';
import { call, queryKeyOf } from '../../lib/api';
import { useTopic } from '../../lib/realtime/useTopic';

const listKey = queryKeyOf(guestProfilesApi.list);
const mineKey = queryKeyOf(guestProfilesApi.mine);

const byName = (a: GuestProfile, b: GuestProfile) => a.name.localeCompare(b.name);

/** The directory, kept current by pushes on `guest-profiles` (published profiles only). */
export function useGuestDirectory(enabled: boolean) {
  const queryClient = useQueryClient();
  useTopic(
    'guest-profiles',
    {
      'guest-profile:saved': (profile) =>
        queryClient.setQueryData<GuestProfile[]>(listKey, (list) =>
          list ? [...list.filter((p) => p.id !== profile.id), profile].sort(byName) : list,
        ),
      'guest-profile:removed': ({ id }) => {
        queryClient.setQueryData<GuestProfile[]>(listKey, (list) =>
          list?.filter((p) => p.id !== id),
        );
        // Our own profile may be the one an organizer hid or approved.
        void queryClient.invalidateQueries({ queryKey: mineKey });
      },
    },
    () => queryClient.invalidateQueries({ queryKey: listKey }),
  );
  return useQuery({ queryKey: listKey, queryFn: () => call(guestProfilesApi.list), enabled });
}

export function useMyProfile(enabled: boolean) {
  return useQuery({
    queryKey: mineKey,
    queryFn: async () => (await call(guestProfilesApi.mine)).profile,
    enabled,
  });
}

/** Uploads a picture the gallery's way (presigned PUT), then makes it the profile's photo. */
async function uploadAvatar(file: File): Promise<MyGuestProfile> {
  const signed = await call(galleryApi.uploadUrl, {
    body: { contentType: (file.type || 'image/jpeg') as PhotoContentType, size: file.size },
  });
  const put = await fetch(signed.uploadURL, { method: 'PUT', headers: signed.headers, body: file });
  if (!put.ok) throw new Error(`upload failed: ${put.status}`);
  return call(guestProfilesApi.setAvatar, { body: { photoURL: signed.uploadURL } });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, avatar }: { body: GuestProfileWrite; avatar?: File }) => {
      const saved = await call(guestProfilesApi.save, { body });
      return avatar ? uploadAvatar(avatar) : saved;
    },
    onSuccess: (profile) => queryClient.setQueryData(mineKey, profile),
  });
}

export function useRemoveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(guestProfilesApi.remove),
    onSuccess: () => queryClient.setQueryData(mineKey, null),
  });
}
