import type { Moment } from '../../../protocol/moments';
import type { PostVideo } from '../../../protocol/post-video';
import type { MomentDocument } from './model';
import { presentVideoState } from '../../lib/stored-video';

/** A video moment's made film (its poster is the moment's picture). */
export function videoOf(doc: Pick<MomentDocument, 'mediaUrl' | 'media'>): { video?: PostVideo } {
  if (!doc.media?.videoUrl || !doc.mediaUrl) return {};
  return {
    video: {
      url: doc.media.videoUrl,
      posterUrl: doc.mediaUrl,
      durationSeconds: doc.media.durationSeconds ?? 0,
    },
  };
}

/**
 * What a moment shows: only a file this site's pipeline made. Moments stored while links were
 * taken keep their `mediaUrl` in the database, but it is never answered or pushed (a link could
 * name anything on the web, and every screen would fetch it).
 */
export function shownMediaUrl(doc: Pick<MomentDocument, 'mediaUrl' | 'media'>): string | undefined {
  return doc.media && doc.mediaUrl ? doc.mediaUrl : undefined;
}

/**
 * The protocol shape of a stored moment. The e-mail a guest may have given is personal data, so
 * only organizers get it back; pushes never carry it.
 */
export function presentMoment(
  doc: MomentDocument,
  options: { includeEmail?: boolean } = {},
): Moment {
  return {
    id: doc._id.toString(),
    guestName: doc.guestName,
    ...(options.includeEmail && doc.guestEmail ? { guestEmail: doc.guestEmail } : {}),
    content: doc.content,
    momentType: doc.momentType as Moment['momentType'],
    ...(shownMediaUrl(doc) ? { mediaUrl: shownMediaUrl(doc) } : {}),
    ...(doc.media
      ? {
          media: {
            thumbUrl: doc.media.thumbUrl,
            width: doc.media.width,
            height: doc.media.height,
            animated: doc.media.animated ?? false,
            ...videoOf(doc),
          },
        }
      : {}),
    ...presentVideoState(doc),
    hashtags: [...(doc.hashtags ?? [])],
    ...(doc.location ? { location: doc.location } : {}),
    isPublic: doc.isPublic,
    likes: doc.likes,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}
