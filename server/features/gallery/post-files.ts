import type { MomentMediaPipeline } from '../moments/media-pipeline';
import type { MediaKeys } from './renditions';
import type { VideoPosts } from './video-posts';

/** What a post stores of its files: a picture (a video's poster), a made video, a held upload. */
export interface PostFileFields {
  photo?: MediaKeys | null;
  video?: { key: string } | null;
  videoIncomingKey?: string | null;
}

/**
 * A post's files as a guest book entry or a timeline photo keeps them: what hiding stops serving
 * (the picture's renditions, and a video's MP4, moved to the private prefix), approving serves
 * again, and deleting removes (every file, or the upload a video not made yet was to be made of).
 */
export class PostFiles {
  constructor(
    private readonly media?: MomentMediaPipeline,
    private readonly videos?: Pick<VideoPosts, 'withdraw' | 'restore' | 'removeFiles' | 'release'>,
  ) {}

  async withdraw(doc: PostFileFields): Promise<void> {
    if (doc.photo) await this.media?.withdraw(doc.photo);
    if (doc.video) await this.videos?.withdraw(doc.video.key);
  }

  async restore(doc: PostFileFields): Promise<void> {
    if (doc.photo) await this.media?.restore(doc.photo);
    if (doc.video) await this.videos?.restore(doc.video.key);
  }

  /** Throws when storage fails (the post is gone from every screen either way). */
  async remove(doc: PostFileFields): Promise<void> {
    // Its job then finds nothing to make.
    if (doc.videoIncomingKey) await this.videos?.release(doc.videoIncomingKey);
    if (!doc.photo) return;
    const { originalKey, thumbKey, largeKey } = doc.photo;
    await this.media?.removeFiles([originalKey, thumbKey, largeKey]);
    if (doc.video) await this.videos?.removeFiles([doc.video.key]);
  }
}
