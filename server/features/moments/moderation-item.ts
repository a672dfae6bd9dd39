import type { ModerationItem, ModerationStatus } from '../../../protocol/moderation';
import type { MomentDocument } from './model';
import { shownMediaUrl, videoOf } from './present';

/** A moment as the moderation queue shows it; public moments show on the home feed and /live. */
export function presentModerationItem(
  doc: Pick<
    MomentDocument,
    '_id' | 'guestName' | 'content' | 'mediaUrl' | 'media' | 'isPublic' | 'status' | 'createdAt'
  >,
): ModerationItem {
  return {
    kind: 'moments',
    id: doc._id.toString(),
    authorName: doc.guestName,
    text: doc.content,
    ...(shownMediaUrl(doc) ? { mediaUrl: shownMediaUrl(doc) } : {}),
    // A hidden moment's MP4 is not served: the queue shows its poster alone.
    ...(doc.status === 'hidden' ? {} : videoOf(doc)),
    status: (doc.status ?? 'published') as ModerationStatus,
    shownOn: doc.isPublic ? ['home', 'live'] : [],
    createdAt: doc.createdAt.toISOString(),
  };
}
