import type { GalleryPhoto } from '../../../protocol/gallery';

/** Newest first, each photo once (a push may arrive after the uploader's own answer). */
export function withPhoto(list: GalleryPhoto[] | undefined, photo: GalleryPhoto): GalleryPhoto[] {
  const rest = (list ?? []).filter((item) => item.id !== photo.id);
  return [photo, ...rest].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  );
}

export function withoutPhoto(list: GalleryPhoto[] | undefined, id: string): GalleryPhoto[] {
  return (list ?? []).filter((item) => item.id !== id);
}
