import type { QuizRoster, QuizRun } from '../../../protocol/quiz';
import { useStrings } from '../../lib/use-strings';
import { groupByTable } from './layout';
import { QuizJoinPanel } from './QuizJoinPanel';
import './strings';

/** Names on screen at most: more would not be legible from the back; the count stays exact. */
export const LOBBY_NAMES = 30;

type RosterPlayer = QuizRoster['players'][number];

function PlayerName({ player }: { player: RosterPlayer }) {
  return (
    <li
      className="rounded-full bg-white/15 px-[calc(var(--u)*0.9)] py-[calc(var(--u)*0.25)] text-[calc(var(--u)*1.8)] font-semibold"
      data-testid="lobby-player"
    >
      {player.name}
      {player.nameTag && <span className="ml-[0.3em] text-white/75">{player.nameTag}</span>}
    </li>
  );
}

/** The lobby: the code to join, the players arriving live (by table when tables play) and how many. */
export function QuizLobby({
  run,
  roster,
  publicUrl,
}: {
  run: QuizRun;
  roster: QuizRoster | null;
  publicUrl: string;
}) {
  const { t } = useStrings('live-quiz');
  const count = roster?.count ?? run.players;
  const shown = (roster?.players ?? []).slice(0, LOBBY_NAMES);
  const more = Math.max(count - shown.length, 0);
  return (
    <main className="grid min-h-0 grid-cols-[calc(var(--u)*30)_minmax(0,1fr)] gap-[calc(var(--u)*2)]">
      <QuizJoinPanel publicUrl={publicUrl} />
      <section
        aria-labelledby="lobby-players"
        className="flex min-h-0 flex-col gap-[calc(var(--u)*1.2)] overflow-hidden"
      >
        <div className="flex items-baseline justify-between gap-[calc(var(--u)*2)]">
          <h2 id="lobby-players" className="font-serif text-[calc(var(--u)*2.8)] text-gold-400">
            {t('lobby.playersLabel')}
          </h2>
          <p
            className="text-[calc(var(--u)*3.2)] font-bold tabular-nums"
            aria-live="polite"
            data-testid="lobby-count"
          >
            {t('lobby.players', { count })}
          </p>
        </div>
        {shown.length === 0 ? (
          <p className="text-[calc(var(--u)*2.4)] text-white/85">{t('lobby.noPlayers')}</p>
        ) : run.teams ? (
          // Tables flow in columns; the clip is only a guard, the names shown are few enough.
          <div className="min-h-0 flex-1 columns-3 gap-[calc(var(--u)*1.2)] overflow-hidden">
            {groupByTable(shown).map((group) => (
              <section
                key={group.table ?? ''}
                className="mb-[calc(var(--u)*1.2)] break-inside-avoid rounded-[calc(var(--u)*1)] bg-white/10 p-[calc(var(--u)*1)]"
                data-testid="lobby-table"
              >
                <h3 className="mb-[calc(var(--u)*0.5)] text-[calc(var(--u)*1.9)] font-semibold text-gold-400">
                  {group.table ?? t('lobby.alone')}
                </h3>
                <ul className="flex flex-wrap gap-[calc(var(--u)*0.5)]">
                  {group.players.map((player) => (
                    <PlayerName key={player.playerId} player={player} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        ) : (
          <ul className="flex min-h-0 flex-1 flex-wrap content-start gap-[calc(var(--u)*0.8)] overflow-hidden">
            {shown.map((player) => (
              <PlayerName key={player.playerId} player={player} />
            ))}
          </ul>
        )}
        {more > 0 && shown.length > 0 && (
          <p className="text-[calc(var(--u)*2)] text-white/85">
            {t('lobby.more', { count: more })}
          </p>
        )}
        <p className="mt-auto text-[calc(var(--u)*2)] text-white/85">{t('lobby.startsSoon')}</p>
      </section>
    </main>
  );
}
