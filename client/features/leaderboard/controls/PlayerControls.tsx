import { useStrings } from '../../../lib/use-strings';
import type { OrganizerPlayer } from '../../../../protocol/leaderboard';
import { Badge } from '../../../lib/ui/badge';
import { Button } from '../../../lib/ui/button';
import { displayName } from '../display';
import { useHidePlayer } from './useLeaderboardControls';

/** Every player of the round with Hide / Show (abuse): hidden players vanish from every screen. */
export function PlayerControls({ players }: { players: OrganizerPlayer[] | undefined }) {
  const { t } = useStrings('leaderboard');
  const hide = useHidePlayer();
  return (
    <section aria-labelledby="player-controls" className="grid gap-3">
      <h3 id="player-controls" className="text-lg font-semibold text-stone-900">
        {t('controls.players.title')}
      </h3>
      <p className="text-stone-700">{t('controls.players.help')}</p>
      {players && players.length === 0 && (
        <p className="text-stone-700">{t('controls.players.none')}</p>
      )}
      {hide.isError && (
        <p role="alert" className="text-red-700">
          {t('controls.failed')}
        </p>
      )}
      <ul className="grid gap-2">
        {players?.map((player) => (
          <li
            key={player.id}
            className="flex items-center justify-between gap-3 rounded-lg border border-stone-200 bg-white px-3 py-2"
          >
            <span className="min-w-0">
              <span className="block truncate font-medium text-stone-900">
                {displayName(player)}
              </span>
              <span className="text-sm text-stone-700">
                {t('row.points', { count: player.totalScore })} ·{' '}
                {t('row.games', { count: player.gamesCompleted })}
              </span>
            </span>
            <span className="flex items-center gap-2">
              {player.hidden && <Badge variant="secondary">{t('controls.players.hidden')}</Badge>}
              <Button
                variant="outline"
                size="sm"
                disabled={hide.isPending}
                aria-label={t(
                  player.hidden ? 'controls.players.showLabel' : 'controls.players.hideLabel',
                  {
                    name: displayName(player),
                  },
                )}
                onClick={() => hide.mutate({ id: player.id, hidden: !player.hidden })}
              >
                {t(player.hidden ? 'controls.players.show' : 'controls.players.hide')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
