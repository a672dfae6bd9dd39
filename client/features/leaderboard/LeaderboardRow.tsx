import { Medal } from 'lucide-react';
import { useStrings } from '../../lib/use-strings';
import type { LeaderboardEntry } from '../../../protocol/leaderboard';
import { cn } from '../../lib/ui/cn';
import { formatAverage, formatLastPlayed } from './display';
import './strings';

const medalColours = ['text-amber-500', 'text-stone-400', 'text-orange-700'];
const medalKeys = ['row.medal1', 'row.medal2', 'row.medal3'] as const;

/** Medals for the first three places, then the number. */
export function RankMark({ rank }: { rank: number }) {
  const { t } = useStrings('leaderboard');
  if (rank <= 3)
    return (
      <Medal
        role="img"
        aria-label={t(medalKeys[rank - 1])}
        className={cn('size-7', medalColours[rank - 1])}
      />
    );
  return (
    <span className="text-lg font-semibold text-stone-600">
      <span aria-hidden>{rank}</span>
      <span className="sr-only">{t('row.rank', { rank })}</span>
    </span>
  );
}

export function LeaderboardRow({
  entry,
  rank,
  justScored,
}: {
  entry: LeaderboardEntry;
  rank: number;
  justScored: boolean;
}) {
  const { t, i18n } = useStrings('leaderboard');
  const language = i18n.language;
  return (
    <li
      data-testid="leaderboard-row"
      data-player-id={entry.id}
      className={cn(
        'grid grid-cols-[2.5rem_minmax(0,1fr)_auto] items-center gap-3 rounded-lg border px-3 py-2 transition-colors',
        justScored ? 'border-gold-400 bg-amber-50' : 'border-stone-200 bg-white',
      )}
    >
      <span className="flex justify-center">
        <RankMark rank={rank} />
      </span>
      <div className="min-w-0">
        <p className="truncate font-semibold text-stone-900">
          {entry.playerName}
          {entry.nameTag && (
            <span className="ml-1 font-normal text-stone-600" title={t('row.sameNameHint')}>
              {entry.nameTag}
            </span>
          )}
        </p>
        <p className="text-sm text-stone-600">
          {t('row.games', { count: entry.gamesCompleted })} ·{' '}
          {t('row.average', { average: formatAverage(entry, language) })} ·{' '}
          {t('row.lastPlayed', { when: formatLastPlayed(entry.lastPlayedAt, language) })}
        </p>
      </div>
      <p className="text-right text-lg font-bold text-blush-700">
        {t('row.points', { count: entry.totalScore })}
      </p>
    </li>
  );
}
