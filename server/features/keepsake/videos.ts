/** A made video as the keepsake takes it: the MP4's storage key and its length. */
export interface StoredVideo {
  key: string;
  durationSeconds: number;
}

/**
 * The made video a door's record carries, read by shape: a post that stores it with the shared
 * video fields (lib/stored-video.ts: `video: { key, durationSeconds }`, a gallery photo, guest book
 * entry or timeline photo), or a moment's `media` (`videoKey` and `durationSeconds` beside the
 * poster's keys). Null when there is no made video (a post being made or refused has none; the
 * doors leave those out anyway).
 */
export function storedVideo(holder: unknown): StoredVideo | null {
  if (!holder || typeof holder !== 'object') return null;
  const record = holder as Record<string, unknown>;
  const nested = record.video as Record<string, unknown> | null | undefined;
  const key = nested && typeof nested === 'object' ? nested.key : record.videoKey;
  const durationSeconds =
    nested && typeof nested === 'object' ? nested.durationSeconds : record.durationSeconds;
  if (typeof key !== 'string' || !key) return null;
  const seconds =
    typeof durationSeconds === 'number' && Number.isFinite(durationSeconds) && durationSeconds > 0
      ? durationSeconds
      : 0;
  return { key, durationSeconds: seconds };
}

/** What a cursor reads of a record that stores its video with the shared fields. */
export const VIDEO_FIELDS = { video: 1 } as const;
