import type { AppContext } from '../../lib/feature';
import { galleryOf } from './feature';
import type { LinkedImageDeps } from './linked-image';

/** What copying a linked picture needs in this app: the gallery's store, and the config's switch. */
export const linkedImageDepsOf = (ctx: AppContext): LinkedImageDeps => ({
  storage: galleryOf(ctx).storage,
  logger: ctx.logger,
  allowLoopback: ctx.config.remoteImagesAllowLoopback,
});

/**
 * Copies a feature's pictures still stored as links (`what`, for the log) into the store, in the
 * background: a slow picture host never holds up the start. When some were copied, `republish`
 * pushes them, so pages already open show the stored copies, not links the CSP now refuses.
 * Answers what a feature's init answers: a wait for the copying, for the app's close.
 */
export function copyLinksInBackground(
  ctx: AppContext,
  what: string,
  copy: (deps: LinkedImageDeps) => Promise<number>,
  republish: () => Promise<void>,
): () => Promise<void> {
  const copying = copy(linkedImageDepsOf(ctx))
    .then(async (copied) => {
      if (!copied) return;
      ctx.logger.info({ copied }, `${what} copied into the store`);
      await republish();
    })
    .catch((error: unknown) => ctx.logger.warn({ err: error }, `${what} not copied`));
  return () => copying;
}
