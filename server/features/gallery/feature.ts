import type { StoreCheck } from '../../../protocol/gallery';
import type { AppContext, Feature } from '../../lib/feature';
import { createStorage, type ObjectStorage } from '../../lib/storage';
import { currentVideoLimits } from '../media-settings/door';
import type { GalleryPushes } from './door';
import { withPrintCopies } from './keys';
import { moveLegacyOriginals } from './legacy-originals';
import { Renditions } from './renditions';
import { GalleryReveal } from './reveal';
import { checkStore } from './store-check';
import { galleryRoutes } from './routes';
import { GalleryService } from './service';
import { PrintCopies } from './print-copies';
import { PhotoUploads } from './uploads';
import { VideoPosts, type VideoPostAdapter, type VideoPostKind } from './video-posts';
import { GalleryVideos } from './videos';
import { VideoUploads } from './video-uploads';
import type { MomentMediaPipeline } from '../moments/media-pipeline';
import { timelineParticipationsOf } from '../timeline/door';
import { publishedTimelinePhotos } from '../timeline/gallery-photos';

interface Gallery {
  storage: ObjectStorage;
  /** The start-up check of the store, for the dashboard (store-check.ts). */
  storeCheck: StoreCheck;
  renditions: Renditions;
  reveal: GalleryReveal;
  gallery: GalleryService;
  uploads: PhotoUploads;
  videos: VideoUploads;
  /** Every kind's videos: accepted, made by one job, then ready or failed (video-posts.ts). */
  videoPosts: VideoPosts;
  /** Videos shared to the gallery (videos.ts). */
  galleryVideos: GalleryVideos;
}

// One per running app (tests start several in one process).
const instances = new WeakMap<AppContext, Gallery>();
const videoKinds = new WeakMap<AppContext, Map<VideoPostKind, VideoPostAdapter>>();

function videoKindsOf(ctx: AppContext): Map<VideoPostKind, VideoPostAdapter> {
  let kinds = videoKinds.get(ctx);
  if (!kinds) videoKinds.set(ctx, (kinds = new Map()));
  return kinds;
}

/**
 * A kind of post that takes videos: its adapter, for the videos' one job (video-posts.ts). Called
 * when its feature's service is made (in its init, before the job runner starts).
 */
export function registerVideoKind<A extends VideoPostAdapter>(
  ctx: AppContext,
  kind: VideoPostKind,
  adapter: A,
): A {
  videoKindsOf(ctx).set(kind, adapter);
  return adapter;
}

export function galleryOf(ctx: AppContext): Gallery {
  let instance = instances.get(ctx);
  if (!instance) {
    const storage = createStorage(ctx.config);
    const renditions = new Renditions(storage, ctx.logger);
    const printCopies = new PrintCopies(storage, ctx.jobs, ctx.logger);
    const uploads = new PhotoUploads(storage, ctx.logger, ctx.config.uploads, printCopies);
    const videos = new VideoUploads(storage, uploads, ctx.config, ctx.logger);
    const videoPosts = new VideoPosts(
      videos,
      ctx.jobs,
      ctx.hub,
      ctx.logger,
      () => currentVideoLimits(ctx.config),
      videoKindsOf(ctx),
    );
    const reveal = new GalleryReveal(
      ctx.hub,
      ctx.logger,
      async () => (await galleryOf(ctx).gallery.listShown()).length,
    );
    instance = {
      storage,
      storeCheck: {
        storage: storage.kind,
        listing: storage.kind === 's3' ? 'checking' : 'not-applicable',
      },
      renditions,
      reveal,
      gallery: new GalleryService(
        storage,
        renditions,
        ctx.events,
        reveal,
        {
          list: publishedTimelinePhotos,
          // The app's one timeline service, made on first use (not one per removal).
          remove: (id, by) => timelineParticipationsOf(ctx).removePhoto(id, by),
        },
        videoPosts,
      ),
      galleryVideos: registerVideoKind(
        ctx,
        'gallery',
        new GalleryVideos(videoPosts, reveal, ctx.events),
      ),
      uploads,
      videos,
      videoPosts,
    };
    instances.set(ctx, instance);
  }
  return instance;
}

/**
 * Photo sharing: presigned uploads straight to storage (local disk or S3), checked and processed
 * on confirmation, the gallery pushed live on the `gallery` topic, photos under the organizers'
 * moderation, and the ZIP of every original.
 */
export const feature: Feature = {
  name: 'gallery',
  init(ctx) {
    const instance = galleryOf(ctx);
    const { uploads, storage, renditions, reveal } = instance;
    instance.videoPosts.defineJob();
    let closing = false;
    reveal.start();
    // In the background, so a store that starts after the app delays nothing: the bucket made
    // on a fresh store and its policy checked, then originals moved (a large gallery on S3 takes
    // a while, and until then the local store refuses `original.*` names anyway).
    const migration = checkStore(storage, ctx.logger)
      .then((found) => {
        instance.storeCheck = found;
        return moveLegacyOriginals(storage, renditions, ctx.logger, () => closing);
      })
      .catch((error: unknown) => ctx.logger.warn({ err: error }, 'moving originals failed'));
    const timer = setInterval(() => {
      Promise.all([uploads.sweepExpired(), uploads.sweepIncoming()]).catch((error: unknown) =>
        ctx.logger.warn({ err: error }, 'upload sweep failed'),
      );
    }, ctx.config.uploads.sweepEveryMs);
    timer.unref();
    return Promise.resolve(async () => {
      clearInterval(timer);
      reveal.stop();
      closing = true;
      await migration;
    });
  },
  routes(ctx) {
    const instance = galleryOf(ctx);
    return galleryRoutes({
      ...instance,
      config: ctx.config,
      logger: ctx.logger,
      storeCheck: () => instance.storeCheck,
    });
  },
  moderation(ctx) {
    const { gallery } = galleryOf(ctx);
    return {
      kind: 'photos',
      list: (options) => gallery.moderationList(options),
      approve: (id) => gallery.approve(id),
      hide: (id) => gallery.hide(id),
      remove: async (id) => {
        await gallery.remove(id);
      },
    };
  },
};

/**
 * The photo pipeline as posts with a picture use it (moments, guest book, timeline): one upload
 * path for every picture; the files to delete with a post, to stop serving while it is hidden and
 * to serve again when it is approved. Looked up when used: moderation sources are also built from
 * a bare context.
 */
export function mediaPipelineOf(ctx: AppContext): MomentMediaPipeline {
  return {
    accept: (uploadURL, viewer, record) => galleryOf(ctx).uploads.accept(uploadURL, viewer, record),
    removeFiles: (keys) => galleryOf(ctx).storage.remove(withPrintCopies(keys)),
    withdraw: (keys) => galleryOf(ctx).renditions.withdraw(keys),
    restore: (keys) => galleryOf(ctx).renditions.restore(keys),
  };
}

/**
 * Every kind's videos (video-posts.ts): moments, guest book entries and timeline photos. Looked up
 * when used, like the pipeline above.
 */
export function videoPostsOf(ctx: AppContext): () => VideoPosts {
  return () => galleryOf(ctx).videoPosts;
}

/**
 * The gallery's screens as other features' photos reach them (held back until the reveal). Looked
 * up when used, like the pipeline above.
 */
export function galleryPushesOf(ctx: AppContext): GalleryPushes {
  return {
    shown: (photo) => galleryOf(ctx).reveal.shown(photo),
    removed: (id) => galleryOf(ctx).reveal.removed(id),
  };
}
