import { RefreshCw, Trophy } from 'lucide-react';
import { useId, useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import type { GameType } from '../../../protocol/games';
import {
  LEADERBOARD_PAGE_SIZE,
  leaderboardSorts,
  type LeaderboardSort,
} from '../../../protocol/leaderboard';
import { QueryStatus } from '../../lib/query-status';
import { Button } from '../../lib/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../lib/ui/card';
import { Label } from '../../lib/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../lib/ui/select';
import { displayName } from './display';
import { LeaderboardRow } from './LeaderboardRow';
import { LeaderboardStats } from './LeaderboardStats';
import './strings';
import { useLeaderboard, useLiveLeaderboardPushes } from './useLeaderboard';

type GameFilter = GameType | 'all';
// The spec's order: All Games, Bingo Only, Trivia Only, Photo Challenges, Scavenger Hunt; then
// the live quiz played on the projector.
const filters: GameFilter[] = ['all', 'bingo', 'trivia', 'photo_challenge', 'scavenger_hunt', 'live_quiz'];

/**
 * The home page's 'Live Leaderboard' card (Games section): pushed live, polled every 30 s only
 * while the connection is down.
 */
export function LeaderboardCard() {
  const { t } = useStrings('leaderboard');
  const [sortBy, setSortBy] = useState<LeaderboardSort>('totalScore');
  const [filter, setFilter] = useState<GameFilter>('all');
  const [limit, setLimit] = useState(LEADERBOARD_PAGE_SIZE);
  const sortId = useId();
  const filterId = useId();
  useLiveLeaderboardPushes();
  const query = useLeaderboard({ sortBy, gameType: filter === 'all' ? undefined : filter, limit });
  const data = query.data;
  const recentIds = new Set(data?.recentActivity.map((recent) => recent.id));

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle className="flex items-center gap-2">
            <Trophy aria-hidden className="size-5 text-gold-400" />
            {t('card.title')}
          </CardTitle>
          <CardDescription>{t('card.autoRefresh')}</CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          <RefreshCw aria-hidden className={query.isFetching ? 'animate-spin' : undefined} />
          {t('card.refresh')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={sortId}>{t('card.sortLabel')}</Label>
            <Select value={sortBy} onValueChange={(value) => setSortBy(value as LeaderboardSort)}>
              <SelectTrigger id={sortId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {leaderboardSorts.map((key) => (
                  <SelectItem key={key} value={key}>
                    {t(`sort.${key}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={filterId}>{t('card.filterLabel')}</Label>
            <Select
              value={filter}
              onValueChange={(value) => {
                setFilter(value as GameFilter);
                setLimit(LEADERBOARD_PAGE_SIZE);
              }}
            >
              <SelectTrigger id={filterId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {filters.map((key) => (
                  <SelectItem key={key} value={key}>
                    {t(`filter.${key}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>

        <QueryStatus
          query={query}
          loadingText={t('card.loading')}
          errorText={t('card.error')}
          retryText={t('card.retry')}
          align="start"
        />

        {data && <LeaderboardStats stats={data.stats} />}

        {data && data.recentActivity.length > 0 && (
          <div className="rounded-lg border border-gold-400 bg-amber-50 p-3" aria-live="polite">
            <p className="font-semibold text-stone-900">{t('recent.title')}</p>
            <p className="text-stone-800">
              {data.recentActivity.map(displayName).join(', ')} {t('recent.justScored')}
            </p>
          </div>
        )}

        {data && data.leaderboard.length === 0 && (
          <div className="rounded-lg bg-stone-50 p-4 text-center">
            <p className="text-lg font-semibold text-stone-900">{t('empty.title')}</p>
            <ul className="mt-2 grid gap-1 text-stone-700">
              <li>{t('empty.tip1')}</li>
              <li>{t('empty.tip2')}</li>
              <li>{t('empty.tip3')}</li>
            </ul>
          </div>
        )}

        {data && data.leaderboard.length > 0 && (
          <ol className="grid gap-2" aria-label={t('card.listLabel')}>
            {data.leaderboard.map((entry, index) => (
              <LeaderboardRow
                key={entry.id}
                entry={entry}
                rank={index + 1}
                justScored={recentIds.has(entry.id)}
              />
            ))}
          </ol>
        )}

        {data && data.leaderboard.length < data.stats.totalPlayers && (
          <Button
            variant="outline"
            onClick={() => setLimit((current) => current + LEADERBOARD_PAGE_SIZE)}
            disabled={query.isFetching}
          >
            {t('card.loadMore')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
