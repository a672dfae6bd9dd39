import { PHOTO_UPLOAD_LIMITS } from '../../../protocol/gallery';
import { isVideoType, MULTIPART_LIMITS } from '../../../protocol/uploads';
import { transferFile } from './transfer';
import { declaredType } from './declared-type';

/** What a media field takes: pictures (photo or GIF), or a video. */
export type MediaKind = 'picture' | 'video';

type PictureProblem = 'fileType' | 'fileTooLarge';
type VideoProblem = 'videoType' | 'videoTooLarge';

/** Why a chosen file cannot be sent (a key of the 'media' catalog), or null when it can. */
export function fileProblem(file: File): PictureProblem | null;
export function fileProblem(file: File, kind: MediaKind): PictureProblem | VideoProblem | null;
export function fileProblem(
  file: File,
  kind: MediaKind = 'picture',
): PictureProblem | VideoProblem | null {
  const type = declaredType(file);
  if (kind === 'video') {
    if (!isVideoType(type)) return 'videoType';
    return file.size > MULTIPART_LIMITS.videoMaxBytes ? 'videoTooLarge' : null;
  }
  if (!(PHOTO_UPLOAD_LIMITS.contentTypes as readonly string[]).includes(type)) return 'fileType';
  if (file.size > PHOTO_UPLOAD_LIMITS.maxBytes) return 'fileTooLarge';
  return null;
}

/**
 * The one upload path for a post's picture (a moment's photo or GIF, a guest book photo, a photo
 * on a moment of the day, a venue photo): the engine the gallery's Uppy uploader runs too
 * (transfer.ts: a single presigned PUT up to ~8 MB, parts above, dropped requests retried, a
 * proxy's 413 explained), without loading Uppy for one file. Answers the upload URL for the post
 * to name (the server then checks and processes it as it does gallery photos).
 */
export function uploadMedia(file: Blob): Promise<string> {
  return transferFile(file, file instanceof File ? file.name : 'photo');
}
