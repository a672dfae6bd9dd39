/**
 * The fields a picture made by the photo pipeline (gallery/uploads.ts) is stored with wherever a
 * post carries one (a moment, a guest book entry, a timeline photo): what clients show, and the
 * storage keys to delete or move with the post. Spread into a feature's sub-schema.
 */
export const storedPhotoFields = {
  thumbUrl: { type: String, required: true },
  width: { type: Number, required: true },
  height: { type: Number, required: true },
  originalKey: { type: String, required: true },
  thumbKey: { type: String, required: true },
  largeKey: { type: String, required: true },
} as const;
