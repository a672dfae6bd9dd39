import { useTranslation } from 'react-i18next';
import type { LeaderboardStats } from '../../../../protocol/leaderboard';
import { formatNumber } from '../display';
import { CountUp } from './CountUp';

export function ProjectorStats({
  stats,
  reducedMotion,
}: {
  stats: LeaderboardStats;
  reducedMotion: boolean;
}) {
  const { t, i18n } = useTranslation('leaderboard');
  const tiles = [
    ['players', stats.totalPlayers],
    ['gamesPlayed', stats.totalGames],
    ['avgScore', stats.avgScore],
    ['highScore', stats.topScore],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-[calc(var(--u)*0.8)]">
      {tiles.map(([key, value]) => (
        <div
          key={key}
          className="flex flex-col-reverse rounded-[calc(var(--u)*0.8)] bg-white/10 p-[calc(var(--u)*0.8)] text-center"
        >
          <dt className="text-[calc(var(--u)*1.15)] text-white/85">{t(`stats.${key}`)}</dt>
          <dd
            className="text-[calc(var(--u)*2.6)] font-bold leading-tight"
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
