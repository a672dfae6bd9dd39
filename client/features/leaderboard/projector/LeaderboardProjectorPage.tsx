import { AnimatePresence, MotionConfig } from 'motion/react';
import { useStrings } from '../../../lib/use-strings';
import { usePrefersReducedMotion } from '../../../lib/use-reduced-motion';
import '../../live-wall/live-wall.css';
import { useLanguageFromUrl } from '../../live-wall/useLanguageFromUrl';
import { usePublicUrl } from '../../live-wall/useLiveWallConfig';
import { useScreenWakeLock } from '../../live-wall/useWakeLock';
import { WallConnectionBadge } from '../../live-wall/WallConnectionBadge';
import { useWeddingSettings } from '../../wedding/useWeddingSettings';
import '../strings';
import { useLiveLeaderboard, useLiveLeaderboardPushes, usePodium } from '../useLeaderboard';
import { PodiumOverlay } from './PodiumOverlay';
import { AnnouncementOverlay } from '../../announcements/AnnouncementOverlay';
import './projector.css';
import { ProjectorJoinPanel } from './ProjectorJoinPanel';
import { ProjectorRow } from './ProjectorRow';
import { ProjectorStats } from './ProjectorStats';
import { useGlow } from './useGlow';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';

/**
 * /live/leaderboard: the reception projector's leaderboard, full-screen 16:9 with no interaction.
 * The top ten slide to their new places as scores land, the player who just scored glows, and an
 * organizer's podium reveal takes over the screen. What it holds is bounded (ten rows, the stats,
 * the podium), so it can run all night. `withAnnouncements={false}` when the page around it (/live)
 * shows the announcement overlay itself.
 */
export function LeaderboardProjectorPage({
  withAnnouncements = true,
}: {
  withAnnouncements?: boolean;
}) {
  const { t } = useStrings('leaderboard');
  useLanguageFromUrl();
  useScreenWakeLock();
  const reducedMotion = usePrefersReducedMotion();
  const { glowing, onUpdate } = useGlow();
  useLiveLeaderboardPushes(onUpdate);
  const board = useLiveLeaderboard();
  const podium = usePodium();
  const settings = useWeddingSettings();
  const publicUrl = usePublicUrl();
  const entries = board.data?.leaderboard ?? [];

  useDocumentTitle(t('projector.documentTitle'));

  return (
    <MotionConfig reducedMotion={reducedMotion ? 'always' : 'never'}>
      <div className="live-wall fixed inset-0 grid cursor-none grid-rows-[auto_1fr] gap-[calc(var(--u)*1.2)] overflow-hidden bg-gradient-to-br from-stone-950 via-blush-700 to-stone-950 p-[calc(var(--u)*2)] text-white">
        {/* One line of header: ten rows and the side panel need the height, at 32 px type or more. */}
        <header className="flex items-center justify-between gap-[calc(var(--u)*2)]">
          <div className="flex min-w-0 items-baseline gap-[calc(var(--u)*1.5)]">
            <h1 className="shrink-0 font-serif text-[calc(var(--u)*3.2)] leading-tight">
              {t('projector.title')}
            </h1>
            {settings.data && (
              <p className="truncate font-serif text-[calc(var(--u)*2)] text-gold-400">
                {settings.data.couple.displayName}
              </p>
            )}
          </div>
          <WallConnectionBadge />
        </header>
        <main className="grid min-h-0 grid-cols-[minmax(0,1fr)_calc(var(--u)*28)] gap-[calc(var(--u)*2)]">
          {entries.length > 0 ? (
            <ol
              className="grid min-h-0 grid-rows-10 gap-[calc(var(--u)*0.5)]"
              aria-label={t('card.listLabel')}
              data-testid="projector-list"
            >
              <AnimatePresence initial={false}>
                {entries.map((entry, index) => (
                  <ProjectorRow
                    key={entry.id}
                    entry={entry}
                    rank={index + 1}
                    glowing={glowing.has(entry.id)}
                    reducedMotion={reducedMotion}
                  />
                ))}
              </AnimatePresence>
            </ol>
          ) : board.data ? (
            <div className="flex min-h-0 flex-col items-center justify-center text-center">
              <p className="font-serif text-[calc(var(--u)*4)]">{t('projector.empty')}</p>
              <p className="mt-[calc(var(--u)*1)] text-[calc(var(--u)*2)] text-white/85">
                {t('projector.emptyLine')}
              </p>
            </div>
          ) : (
            // Still loading (or the server is not reachable yet): the connection badge says which.
            <div />
          )}
          <aside className="flex min-h-0 flex-col gap-[calc(var(--u)*1)]">
            {board.data && (
              <ProjectorStats stats={board.data.stats} reducedMotion={reducedMotion} />
            )}
            <ProjectorJoinPanel publicUrl={publicUrl} />
          </aside>
        </main>
        <AnimatePresence>
          {podium.data?.open && (
            <PodiumOverlay key="podium" podium={podium.data} reducedMotion={reducedMotion} />
          )}
        </AnimatePresence>
        {withAnnouncements && <AnnouncementOverlay />}
      </div>
    </MotionConfig>
  );
}
