import GoldenRetriever from '@uppy/golden-retriever';
import { PHOTO_UPLOAD_LIMITS } from '../../../protocol/gallery';
import {
  createMediaUppy,
  xhrPut,
  type MediaFile,
  type MediaUppy,
} from '../../lib/media-upload/uppy-media';

export type PhotoFile = MediaFile;
export type PhotoUppy = MediaUppy;

/**
 * The gallery's Uppy, on the one media uploader (lib/media-upload): each photo a presigned PUT
 * straight to storage (parts for a large one), with progress, retries of dropped requests, and a
 * pause while offline. Golden Retriever keeps the chosen photos (in IndexedDB) and their
 * multipart state, so after a reload the page resumes them instead of starting over.
 */
export function createPhotoUppy(): PhotoUppy {
  const uppy = createMediaUppy(
    {
      maxFileSize: PHOTO_UPLOAD_LIMITS.maxBytes,
      maxNumberOfFiles: PHOTO_UPLOAD_LIMITS.maxFiles,
      allowedFileTypes: ['image/*', '.heic', '.heif'],
    },
    { limit: 3, put: xhrPut },
  );
  // Browsers without IndexedDB (private modes of some) simply do not resume.
  if (typeof indexedDB !== 'undefined') uppy.use(GoldenRetriever, { serviceWorker: false });
  return uppy;
}

/**
 * After a reload: photos Golden Retriever brought back with their file are sent again (resuming
 * their parts); those whose file it could not keep, and those already stored, are dropped.
 */
export function resumeRestored(uppy: PhotoUppy): void {
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
