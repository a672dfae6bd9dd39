import type { Viewer } from '../../lib/auth/viewer';
import { reviewFirst } from '../moderation/policy';
import { failedUpdate, MADE_UNSET, madeVideo, stillProcessing } from './video-post-writes';
import {
  lazyVideoFiles,
  type VideoPostAdapter,
  type VideoPostKind,
  type VideoPosts,
} from './video-posts';
import type { StoredVideo } from './video-uploads';
import type { VideoFailure } from '../../../protocol/post-video';

/** The calls made on the kind's own model (its feature passes it: the gallery never imports it). */
interface PostModel {
  findOne(filter: object, projection: object): { lean<T>(): PromiseLike<T | null> };
  findById(id: string): { lean<T>(): PromiseLike<T | null> };
  updateOne(filter: object, update: object): PromiseLike<{ modifiedCount: number }>;
}

/** What a post being made is stored with. */
export interface HeldVideoFields {
  status: 'pending';
  videoState: 'processing';
  videoIncomingKey: string;
}

interface HeldVideoPostOptions<Doc> {
  kind: Extract<VideoPostKind, 'guestbook' | 'timeline'>;
  model: PostModel;
  /** The videos' one lifecycle, looked up when used. */
  posts: () => VideoPosts;
  /** Publishes a post that now exists (its service's announce). */
  announce: (doc: Doc) => Promise<void>;
  /** Where the kind keeps the made video's poster. */
  posterFields: (stored: StoredVideo) => Record<string, unknown>;
}

/**
 * A post that carries a video in place of its photo (a guest book entry, a timeline photo
 * message): stored as being made, answered to its author alone and in no list; once the videos'
 * job has made it, published as any of its kind is (to the queue first when the couple reviews
 * that kind).
 */
export class HeldVideoPosts<
  Doc extends { _id: { toString(): string } },
> implements VideoPostAdapter {
  constructor(private readonly options: HeldVideoPostOptions<Doc>) {}

  /** What hiding, approving and deleting its post do to a video's files. */
  readonly files = lazyVideoFiles(() => this.options.posts());

  /** `insert` stores the post with the fields given over its own (the service's insert). */
  create(
    uploadURL: string,
    viewer: Viewer,
    insert: (fields: HeldVideoFields) => Promise<Doc>,
  ): Promise<Doc> {
    return this.options.posts().accept(this.options.kind, uploadURL, viewer, (held) =>
      // Reaches nobody until made; the status it will have is decided then.
      insert({ status: 'pending', videoState: 'processing', videoIncomingKey: held.key }),
    );
  }

  async heldUpload(id: string): Promise<string | undefined> {
    const doc = await this.options.model
      .findOne(stillProcessing(id), { videoIncomingKey: 1 })
      .lean<{ videoIncomingKey?: string | null }>();
    return doc?.videoIncomingKey ?? undefined;
  }

  async markReady(id: string, stored: StoredVideo): Promise<boolean> {
    const pending = await reviewFirst(this.options.kind);
    const { modifiedCount } = await this.options.model.updateOne(stillProcessing(id), {
      $set: {
        ...this.options.posterFields(stored),
        video: madeVideo(stored),
        status: pending ? 'pending' : 'published',
      },
      $unset: MADE_UNSET,
    });
    return modifiedCount > 0;
  }

  async markFailed(id: string, failure: VideoFailure): Promise<boolean> {
    const { modifiedCount } = await this.options.model.updateOne(
      stillProcessing(id),
      failedUpdate(failure),
    );
    return modifiedCount > 0;
  }

  async publish(id: string): Promise<void> {
    const doc = await this.options.model.findById(id).lean<Doc>();
    if (doc) await this.options.announce(doc);
  }
}
