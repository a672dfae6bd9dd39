import { useStrings } from '../../lib/use-strings';
import type { LeaderboardStats as Stats } from '../../../protocol/leaderboard';
import { formatNumber, statTiles } from './display';
import './strings';

/** The four tiles: Players, Games Played, Avg Score, High Score. */
export function LeaderboardStats({ stats }: { stats: Stats }) {
  const { t, i18n } = useStrings('leaderboard');
  const tiles = statTiles(stats);
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {tiles.map(([key, value]) => (
        <div key={key} className="flex flex-col-reverse rounded-lg bg-blush-50 p-3 text-center">
          <dt className="text-sm text-stone-700">{t(`stats.${key}`)}</dt>
          <dd className="text-2xl font-bold text-blush-700" data-testid={`stat-${key}`}>
            {formatNumber(value, i18n.language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
