import { motion } from 'motion/react';
import { useStrings } from '../../../lib/use-strings';
import type { LeaderboardEntry } from '../../../../protocol/leaderboard';
import { cn } from '../../../lib/ui/cn';
import { formatAverage } from '../display';
import { CountUp } from './CountUp';
import { ProjectorMedal } from './ProjectorMedal';

/**
 * One row of the projector's top ten. `layout` slides it to its new place when the ranks change;
 * the player who just scored glows. One line (rank, name, games and average, score): ten rows of
 * two lines do not fit a 1080p screen at a size legible from the back of the room.
 */
export function ProjectorRow({
  entry,
  rank,
  glowing,
  reducedMotion,
}: {
  entry: LeaderboardEntry;
  rank: number;
  glowing: boolean;
  reducedMotion: boolean;
}) {
  const { t, i18n } = useStrings('leaderboard');
  return (
    <motion.li
      layout={reducedMotion ? false : 'position'}
      initial={reducedMotion ? false : { opacity: 0, x: -40 }}
      animate={{ opacity: 1, x: 0 }}
      exit={reducedMotion ? { opacity: 0, transition: { duration: 0 } } : { opacity: 0, x: 40 }}
      transition={{ type: 'spring', stiffness: 260, damping: 30 }}
      data-testid="projector-row"
      data-player-id={entry.id}
      data-rank={rank}
      data-glowing={glowing || undefined}
      className={cn(
        'leaderboard-row grid min-h-0 grid-cols-[calc(var(--u)*4.5)_minmax(0,1fr)_auto_auto] items-center gap-[calc(var(--u)*1.4)] overflow-hidden rounded-[calc(var(--u)*0.8)] px-[calc(var(--u)*1.2)]',
        rank <= 3 ? 'bg-white/20' : 'bg-white/10',
        glowing && 'leaderboard-glow',
      )}
    >
      <span className="flex justify-center text-[calc(var(--u)*2.6)] font-bold leading-none">
        {rank <= 3 ? (
          <ProjectorMedal place={rank as 1 | 2 | 3} className="h-[calc(var(--u)*3.2)] w-auto" />
        ) : (
          rank
        )}
      </span>
      <span
        className="truncate text-[calc(var(--u)*2.6)] font-semibold leading-tight"
        data-testid="projector-name"
      >
        {entry.playerName}
        {entry.nameTag && <span className="ml-[0.3em] text-white/75">{entry.nameTag}</span>}
      </span>
      <span
        className="whitespace-nowrap text-[calc(var(--u)*1.7)] leading-tight text-white/85"
        data-testid="projector-detail"
      >
        {t('row.games', { count: entry.gamesCompleted })} ·{' '}
        {t('row.average', { average: formatAverage(entry, i18n.language) })}
      </span>
      <span
        className="min-w-[calc(var(--u)*7.5)] text-right text-[calc(var(--u)*3)] font-bold tabular-nums leading-none text-gold-400"
        data-testid="projector-score"
      >
        <CountUp value={entry.totalScore} reducedMotion={reducedMotion} />
      </span>
    </motion.li>
  );
}
