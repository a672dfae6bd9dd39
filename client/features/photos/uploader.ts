import Uppy, { type UppyFile } from '@uppy/core';
import AwsS3 from '@uppy/aws-s3';
import {
  PHOTO_UPLOAD_LIMITS,
  galleryApi,
  type PhotoContentType,
  type UploadUrl,
} from '../../../protocol/gallery';
import { call } from '../../lib/api';

export type PhotoMeta = { uploadURL?: string };
export type PhotoFile = UppyFile<PhotoMeta, Record<string, never>>;
export type PhotoUppy = Uppy<PhotoMeta, Record<string, never>>;

/**
 * Uppy with the S3 uploader signing each file through the server: the browser asks
 * POST /api/objects/upload for a presigned PUT bound to the file's type and size, then PUTs the
 * file straight to storage (S3, or the app's own disk store), with progress, retries of failed
 * requests, and a pause while offline that resumes once the connection is back.
 */
export function createPhotoUppy(): PhotoUppy {
  const uppy: PhotoUppy = new Uppy<PhotoMeta, Record<string, never>>({
    autoProceed: false,
    allowMultipleUploadBatches: true,
    restrictions: {
      maxFileSize: PHOTO_UPLOAD_LIMITS.maxBytes,
      maxNumberOfFiles: PHOTO_UPLOAD_LIMITS.maxFiles,
      allowedFileTypes: ['image/*'],
    },
  });
  uppy.use(AwsS3<PhotoMeta, Record<string, never>>, {
    shouldUseMultipart: false,
    limit: 3,
    // The file's own id: signRequest finds the file (its type and size) from it.
    generateObjectKey: (file) => file.id,
    signRequest: async (request) => {
      const file = uppy.getFile(request.key);
      if (!file) throw new Error('Unknown file');
      const signed: UploadUrl = await call(galleryApi.uploadUrl, {
        body: {
          contentType: (file.type || 'image/jpeg') as PhotoContentType,
          size: file.size ?? 0,
        },
      });
      uppy.setFileMeta(file.id, { uploadURL: signed.uploadURL });
      return { url: signed.uploadURL, key: signed.key, headers: signed.headers };
    },
  });
  return uppy;
}
