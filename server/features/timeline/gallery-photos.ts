import type { GalleryPhoto } from '../../../protocol/gallery';
import { presentVideo } from '../../lib/stored-video';
import { TimelineParticipationModel, type TimelineParticipationDocument } from './model';
import { SHOWN_PARTICIPATIONS } from './visibility';

/**
 * A photo shared on a moment of the day is also a photo of the wedding gallery. It is one record
 * (the participation) with one set of files, so it is moderated, withdrawn and deleted once; the
 * gallery only lists it and hears of it on its `gallery` topic.
 */
export function timelineGalleryPhoto(doc: TimelineParticipationDocument): GalleryPhoto | undefined {
  if (!doc.photo) return undefined;
  return {
    id: doc._id.toString(),
    url: doc.photo.url,
    thumbUrl: doc.photo.thumbUrl,
    width: doc.photo.width,
    height: doc.photo.height,
    caption: doc.content,
    uploaderName: doc.guestName,
    ...presentVideo(doc, doc.photo.url),
    createdAt: doc.createdAt.toISOString(),
  };
}

/** The published timeline photos, newest first (the gallery merges them with its own). */
export async function publishedTimelinePhotos(limit: number): Promise<GalleryPhoto[]> {
  const docs = await TimelineParticipationModel.find({
    participationType: 'photo',
    ...SHOWN_PARTICIPATIONS,
    'photo.url': { $exists: true },
  })
    .sort({ createdAt: -1, _id: -1 })
    .limit(limit)
    .lean<TimelineParticipationDocument[]>();
  return docs.flatMap((doc) => timelineGalleryPhoto(doc) ?? []);
}
