/** A made video as the keepsake takes it: the MP4's storage key and its length. */
export interface StoredVideo {
  key: string;
  durationSeconds: number;
}

/**
 * The made video a door's record carries, read by shape wherever the post keeps its picture: the
 * MP4's key (`videoKey`) and length (`durationSeconds`) beside the poster's picture fields, as a
 * moment's `media` holds them (moments/model.ts). A gallery photo, guest book entry or timeline
 * photo that stores its video the same way is then taken with no change here. Null when there is
 * no made video (a post being made or refused has no key; the doors leave those out anyway).
 */
export function storedVideo(holder: unknown): StoredVideo | null {
  if (!holder || typeof holder !== 'object') return null;
  const { videoKey, durationSeconds } = holder as Record<string, unknown>;
  if (typeof videoKey !== 'string' || !videoKey) return null;
  const seconds =
    typeof durationSeconds === 'number' && Number.isFinite(durationSeconds) && durationSeconds > 0
      ? durationSeconds
      : 0;
  return { key: videoKey, durationSeconds: seconds };
}

/** What a cursor reads of a record that keeps its video at its top (a gallery photo). */
export const VIDEO_FIELDS = { videoKey: 1, durationSeconds: 1 } as const;
