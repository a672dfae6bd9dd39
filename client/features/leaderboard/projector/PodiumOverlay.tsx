import { AnimatePresence, motion } from 'motion/react';
import { useEffect, useRef, useState } from 'react';
import { useStrings } from '../../../lib/use-strings';
import type { LeaderboardEntry, PodiumState } from '../../../../protocol/leaderboard';
import { cn } from '../../../lib/ui/cn';
import { celebrate } from './celebrate';
import { ProjectorMedal } from './ProjectorMedal';

/** The suspense before first place appears. */
export const FIRST_PLACE_PAUSE_MS = 2500;

/**
 * First place as the room sees it: the organizer's reveal arrives, the screen holds the suspense
 * for a moment, then the name appears with confetti.
 */
function useFirstPlaceAfterPause(first: LeaderboardEntry | null): LeaderboardEntry | null {
  const [shown, setShown] = useState<LeaderboardEntry | null>(null);
  const latest = useRef(first);
  useEffect(() => {
    latest.current = first;
  });
  const id = first?.id;
  // Keyed on the player, not the object: a repeated push of the same podium neither restarts the
  // pause nor fires the confetti again.
  useEffect(() => {
    if (!id) return;
    const timer = setTimeout(() => {
      setShown(latest.current);
      void celebrate().catch(() => undefined);
    }, FIRST_PLACE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [id]);
  return shown && shown.id === id ? shown : null;
}

const heights = ['h-[calc(var(--u)*16)]', 'h-[calc(var(--u)*11)]', 'h-[calc(var(--u)*8)]'];
const labels = ['first', 'second', 'third'] as const;

function Place({
  index,
  entry,
  suspense,
  reducedMotion,
}: {
  index: number;
  entry: LeaderboardEntry | null;
  suspense: boolean;
  reducedMotion: boolean;
}) {
  const { t } = useStrings('leaderboard');
  return (
    <div
      className="flex w-[calc(var(--u)*26)] flex-col items-center justify-end gap-[calc(var(--u)*1)]"
      data-testid={`podium-${labels[index]}`}
    >
      <div className="flex min-h-[calc(var(--u)*9)] flex-col items-center justify-end text-center">
        <AnimatePresence mode="wait">
          {entry ? (
            <motion.div
              key={entry.id}
              initial={reducedMotion ? false : { opacity: 0, y: 40, scale: 0.8 }}
              animate={{ opacity: 1, y: 0, scale: 1 }}
              transition={{ type: 'spring', stiffness: 200, damping: 18 }}
            >
              <p
                // The longest names a player may choose (80 characters) stay within their place.
                className="line-clamp-2 break-words text-[calc(var(--u)*3.2)] font-bold leading-tight"
                data-testid="podium-name"
              >
                {entry.playerName}
                {entry.nameTag && <span className="ml-[0.3em] text-white/75">{entry.nameTag}</span>}
              </p>
              <p className="text-[calc(var(--u)*2.2)] font-semibold text-gold-400">
                {t('row.points', { count: entry.totalScore })}
              </p>
            </motion.div>
          ) : (
            <motion.p
              key="pending"
              className={cn(
                'text-[calc(var(--u)*2.4)] text-white/80',
                suspense && 'podium-suspense',
              )}
            >
              {t('projector.podium.pending')}
            </motion.p>
          )}
        </AnimatePresence>
      </div>
      <div
        className={cn(
          'flex w-full flex-col items-center justify-start rounded-t-[calc(var(--u)*1)] bg-white/15 pt-[calc(var(--u)*1)]',
          heights[index],
        )}
      >
        <ProjectorMedal place={(index + 1) as 1 | 2 | 3} className="h-[calc(var(--u)*5)] w-auto" />
        <span className="mt-[calc(var(--u)*0.5)] text-[calc(var(--u)*1.8)] font-semibold">
          {t(`projector.podium.${labels[index]}`)}
        </span>
      </div>
    </div>
  );
}

/** The podium over the leaderboard while an organizer reveals it: third, second, then first. */
export function PodiumOverlay({
  podium,
  reducedMotion,
}: {
  podium: PodiumState;
  reducedMotion: boolean;
}) {
  const { t } = useStrings('leaderboard');
  const [first, second, third] = podium.places;
  const shownFirst = useFirstPlaceAfterPause(first ?? null);
  return (
    <motion.section
      initial={reducedMotion ? false : { opacity: 0 }}
      animate={{ opacity: 1 }}
      exit={{ opacity: 0 }}
      aria-labelledby="podium-title"
      data-testid="podium"
      data-revealed={podium.revealed}
      className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-[calc(var(--u)*3)] bg-stone-950/95 p-[calc(var(--u)*3)]"
    >
      <h2 id="podium-title" className="font-serif text-[calc(var(--u)*4.5)] text-gold-400">
        {t('projector.podium.title')}
      </h2>
      <div className="flex items-end gap-[calc(var(--u)*2)]" aria-live="polite">
        <Place index={1} entry={second ?? null} suspense={false} reducedMotion={reducedMotion} />
        <Place
          index={0}
          entry={shownFirst}
          suspense={Boolean(first) && !shownFirst}
          reducedMotion={reducedMotion}
        />
        <Place index={2} entry={third ?? null} suspense={false} reducedMotion={reducedMotion} />
      </div>
    </motion.section>
  );
}
