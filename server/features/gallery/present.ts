import type { GalleryPhoto } from '../../../protocol/gallery';
import type { ModerationItem, ModerationStatus } from '../../../protocol/moderation';
import { presentVideo, presentVideoState } from '../../lib/stored-video';
import type { GalleryPhotoDocument } from './model';

type PhotoFields = Pick<
  GalleryPhotoDocument,
  | '_id'
  | 'url'
  | 'thumbUrl'
  | 'width'
  | 'height'
  | 'caption'
  | 'uploaderName'
  | 'createdAt'
  | 'video'
  | 'videoState'
  | 'videoFailure'
>;

export function presentPhoto(doc: PhotoFields): GalleryPhoto {
  return {
    id: doc._id.toString(),
    url: doc.url,
    thumbUrl: doc.thumbUrl || doc.url,
    width: doc.width ?? 0,
    height: doc.height ?? 0,
    caption: doc.caption,
    uploaderName: doc.uploaderName,
    ...presentVideo(doc, doc.url),
    // Only its uploader's device ever gets a photo not made yet (mine, and its own answer).
    ...presentVideoState(doc),
    createdAt: doc.createdAt.toISOString(),
  };
}

export function presentModerationItem(
  doc: PhotoFields & Pick<GalleryPhotoDocument, 'status'>,
): ModerationItem {
  const status = doc.status as ModerationStatus;
  return {
    kind: 'photos',
    id: doc._id.toString(),
    authorName: doc.uploaderName,
    text: doc.caption,
    ...(status === 'hidden'
      ? {}
      : { mediaUrl: doc.thumbUrl || doc.url, ...presentVideo(doc, doc.url) }),
    status,
    shownOn: ['gallery', 'live'],
    createdAt: doc.createdAt.toISOString(),
  };
}
