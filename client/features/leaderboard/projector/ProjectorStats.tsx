import { useStrings } from '../../../lib/use-strings';
import type { LeaderboardStats } from '../../../../protocol/leaderboard';
import { formatNumber, statTiles } from '../display';
import { CountUp } from './CountUp';

export function ProjectorStats({
  stats,
  reducedMotion,
}: {
  stats: LeaderboardStats;
  reducedMotion: boolean;
}) {
  const { t, i18n } = useStrings('leaderboard');
  const tiles = statTiles(stats);
  return (
    // One stat a line, label and value side by side: the longest labels (Spanish) then never wrap.
    <dl className="grid gap-[calc(var(--u)*0.5)]">
      {tiles.map(([key, value]) => (
        <div
          key={key}
          className="flex items-baseline justify-between gap-[calc(var(--u)*1)] rounded-[calc(var(--u)*0.8)] bg-white/10 px-[calc(var(--u)*1)] py-[calc(var(--u)*0.4)]"
        >
          <dt className="min-w-0 truncate text-[calc(var(--u)*1.7)] text-white/85">
            {t(`stats.${key}`)}
          </dt>
          <dd
            className="shrink-0 text-[calc(var(--u)*2.4)] font-bold tabular-nums leading-tight"
            data-testid={`projector-stat-${key}`}
          >
            {Number.isInteger(value) ? (
              <CountUp value={value} reducedMotion={reducedMotion} />
            ) : (
              formatNumber(value, i18n.language)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
