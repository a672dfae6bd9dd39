import { Suspense } from 'react';
import { useStrings } from '../../lib/use-strings';
import { Link } from 'react-router-dom';
import { useLiveMoments, useMomentStats, useMomentsList } from '../moments/useMoments';
import { useGallery } from '../photos/useGallery';
import { useRevealState } from '../photos/useGalleryReveal';
import { WallRevealCard } from '../photos/RevealWaiting';
import { useWeddingSettings } from '../wedding/useWeddingSettings';
import { lazyComponent, lazyWithRetry } from '../../lib/lazy-component';
import './live-wall.css';
import './strings';
import { usePublicUrl } from './useLiveWallConfig';
import { useLanguageFromUrl } from './useLanguageFromUrl';
import { useScreenWakeLock } from './useWakeLock';
import { WallConnectionBadge } from './WallConnectionBadge';
import { WallJoinPanel } from './WallJoinPanel';
import { WallMomentCard } from './WallMomentCard';
import { WallPhaseLine } from './WallPhaseLine';
import { useFrozenList } from './frozen-list';
import { useWallState } from './useWallState';
import { useDocumentTitle } from '../../lib/ui/use-document-title';

/** The day's 'Now / Next' line, loaded with the wall but in its own chunk. */
const WallTimelineStrip = lazyWithRetry(() => import('../timeline/WallTimelineStrip'));

/**
 * Moments on screen: the newest, large, and the four before it. The DOM never holds more, so the
 * wall can run all night with flat memory (the cached feed itself is bounded by the server's list).
 */
export const WALL_MOMENTS = 5;

// Only walls with photos load the slideshow.
const WallPhotoSlideshow = lazyComponent(
  () => import('../photos/WallPhotoSlideshow'),
  (m) => m.WallPhotoSlideshow,
);

/** /live: the reception projector. Needs no mouse or keyboard and catches up by itself. */
export function LiveWallPage() {
  const { t } = useStrings('live-wall');
  useLanguageFromUrl();
  useScreenWakeLock();
  useLiveMoments();
  const moments = useMomentsList();
  const stats = useMomentStats();
  const settings = useWeddingSettings();
  const publicUrl = usePublicUrl();
  const paused = useWallState()?.paused ?? false;
  const shown = useFrozenList(moments.data, paused);
  const photos = useFrozenList(useGallery().data, paused) ?? [];
  const reveal = useRevealState().data;
  // While the gallery waits for its reveal, its slot counts the photos that will appear.
  const waiting = reveal?.hidden ? reveal.waiting : 0;
  const showPhotos = photos.length > 0 || waiting > 0;
  // With photos, the slideshow takes the featured slot and the newest four moments sit beside it.
  const [featured, ...others] = showPhotos
    ? [undefined, ...(shown ?? []).slice(0, WALL_MOMENTS - 1)]
    : (shown ?? []).slice(0, WALL_MOMENTS);

  useDocumentTitle(t('documentTitle'));

  return (
    <div
      data-paused={paused || undefined}
      className="live-wall fixed inset-0 grid cursor-none grid-rows-[auto_1fr] gap-[calc(var(--u)*1.5)] overflow-hidden bg-gradient-to-br from-stone-950 via-blush-700 to-stone-950 p-[calc(var(--u)*2)] text-white"
    >
      <header className="flex items-center justify-between gap-[calc(var(--u)*2)]">
        <div className="min-w-0">
          {settings.data && (
            <p className="truncate font-serif text-[calc(var(--u)*1.8)] text-gold-400">
              {settings.data.couple.displayName}
              <span aria-hidden className="text-white/60">
                {' · '}
              </span>
              <WallPhaseLine settings={settings.data} />
            </p>
          )}
          <h1 className="truncate font-serif text-[calc(var(--u)*3.2)] leading-tight">
            {t('title')}
          </h1>
          {settings.data && (
            <Suspense fallback={null}>
              <WallTimelineStrip settings={settings.data} />
            </Suspense>
          )}
        </div>
        <div className="flex items-center gap-[calc(var(--u)*1.5)]">
          <Link
            to="/live/leaderboard"
            className="text-[calc(var(--u)*1.7)] text-white/85 underline-offset-4 hover:underline"
          >
            {t('leaderboardLink')}
          </Link>
          <WallConnectionBadge />
        </div>
      </header>
      <main className="grid min-h-0 grid-cols-[minmax(0,1fr)_calc(var(--u)*25)] gap-[calc(var(--u)*2)]">
        {featured || showPhotos ? (
          <div className="grid min-h-0 grid-cols-[1.15fr_1fr] gap-[calc(var(--u)*1.5)]">
            {featured ? (
              <WallMomentCard key={featured.id} moment={featured} featured />
            ) : waiting > 0 ? (
              <WallRevealCard waiting={waiting} />
            ) : (
              <Suspense fallback={<div />}>
                <WallPhotoSlideshow photos={photos} />
              </Suspense>
            )}
            <div className="grid min-h-0 grid-cols-2 grid-rows-2 gap-[calc(var(--u)*1.5)]">
              {others.map((moment) =>
                moment ? <WallMomentCard key={moment.id} moment={moment} /> : null,
              )}
            </div>
          </div>
        ) : shown ? (
          <div className="flex min-h-0 flex-col items-center justify-center text-center">
            <p className="font-serif text-[calc(var(--u)*4)]">{t('empty.title')}</p>
            <p className="mt-[calc(var(--u)*1)] text-[calc(var(--u)*2)] text-white/85">
              {t('empty.line')}
            </p>
          </div>
        ) : (
          // Still loading (or the server is not reachable yet): the connection badge says which.
          <div />
        )}
        <WallJoinPanel publicUrl={publicUrl} stats={stats.data} />
      </main>
    </div>
  );
}
