import GoldenRetriever from '@uppy/golden-retriever';
import { PHOTO_INPUT_ACCEPT } from '../../../protocol/images';
import { PHOTO_UPLOAD_LIMITS } from '../../../protocol/gallery';
import { isVideoType, maxBytesOf, MULTIPART_LIMITS } from '../../../protocol/uploads';
import { declaredType } from '../../lib/media-upload/declared-type';
import { VIDEO_INPUT_ACCEPT } from '../../lib/video/accept';
import {
  createMediaUppy,
  xhrPut,
  type MediaFile,
  type MediaUppy,
} from '../../lib/media-upload/uppy-media';

export type PhotoFile = MediaFile;
export type PhotoUppy = MediaUppy;

/** What the gallery takes: pictures, and videos. */
export const GALLERY_INPUT_ACCEPT = `${PHOTO_INPUT_ACCEPT},${VIDEO_INPUT_ACCEPT}`;

/**
 * The gallery's Uppy, on the one media uploader (lib/media-upload): each photo a presigned PUT
 * straight to storage (parts for a large one), with progress, retries of dropped requests, and a
 * pause while offline. Golden Retriever keeps the chosen photos (in IndexedDB) and their
 * multipart state, so after a reload the page resumes them instead of starting over.
 */
export function createPhotoUppy(): PhotoUppy {
  const uppy = createMediaUppy(
    {
      // A video's bound; a picture's smaller one is checked as it is chosen (tooLargeFor).
      maxFileSize: MULTIPART_LIMITS.videoMaxBytes,
      maxNumberOfFiles: PHOTO_UPLOAD_LIMITS.maxFiles,
      allowedFileTypes: GALLERY_INPUT_ACCEPT.split(','),
    },
    { limit: 3, put: xhrPut },
  );
  // Browsers without IndexedDB (private modes of some) simply do not resume.
  if (typeof indexedDB !== 'undefined') uppy.use(GoldenRetriever, { serviceWorker: false });
  return uppy;
}

/** A chosen file over its kind's bound (10 MB a picture, 600 MB a video), or false. */
export function tooLargeFor(file: File): 'tooLarge' | 'videoTooLarge' | false {
  const type = declaredType(file);
  if (file.size <= maxBytesOf(type)) return false;
  return isVideoType(type) ? 'videoTooLarge' : 'tooLarge';
}

/**
 * After a reload: photos Golden Retriever brought back with their file are sent again (resuming
 * their parts); those whose file it could not keep, and those already stored, are dropped.
 */
export function resumeRestored(uppy: PhotoUppy): void {
  // Resumed once: what Golden Retriever recovered is handed over (as its own confirmation does).
  uppy.setState({ recoveredState: null });
  const files = uppy.getFiles();
  // A photo stored before the reload was confirmed or not, and cannot be told apart now.
  for (const file of files)
    if (file.isGhost || file.progress.uploadComplete) uppy.removeFile(file.id);
  if (!uppy.getFiles().some((file) => !file.progress.uploadComplete)) return;
  // A restored file counts as started: upload() would pass it over. Its upload runs again instead
  // (the uploader resumes its parts); files chosen without one go through upload().
  const restoredUploads = Object.keys(uppy.getState().currentUploads);
  if (restoredUploads.length === 0) void uppy.upload();
  for (const uploadID of restoredUploads) void uppy.restore(uploadID).catch(() => undefined);
}
