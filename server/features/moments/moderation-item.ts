import type { ModerationItem, ModerationStatus } from '../../../protocol/moderation';
import type { MomentDocument } from './model';

/** A moment as the moderation queue shows it; public moments show on the home feed and /live. */
export function presentModerationItem(
  doc: Pick<
    MomentDocument,
    '_id' | 'guestName' | 'content' | 'mediaUrl' | 'isPublic' | 'status' | 'createdAt'
  >,
): ModerationItem {
  return {
    kind: 'moments',
    id: doc._id.toString(),
    authorName: doc.guestName,
    text: doc.content,
    ...(doc.mediaUrl ? { mediaUrl: doc.mediaUrl } : {}),
    status: (doc.status ?? 'published') as ModerationStatus,
    shownOn: doc.isPublic ? ['home', 'live'] : [],
    createdAt: doc.createdAt.toISOString(),
  };
}
