import type { QuizStandings } from '../../../protocol/quiz';
import { cn } from '../../lib/ui/cn';
import { useStrings } from '../../lib/use-strings';
import { ProjectorMedal } from '../leaderboard/projector/ProjectorMedal';
import './strings';

const cell = 'px-[calc(var(--u)*0.8)] py-[calc(var(--u)*0.25)]';
const head =
  'px-[calc(var(--u)*0.8)] pb-[calc(var(--u)*0.3)] text-left text-[calc(var(--u)*1.6)] font-semibold text-white/85';

function Rank({ rank }: { rank: number }) {
  return rank <= 3 ? (
    <ProjectorMedal place={rank as 1 | 2 | 3} className="mx-auto h-[calc(var(--u)*2.8)] w-auto" />
  ) : (
    <>{rank}</>
  );
}

/** The players' top ten after a question (with the points it just gave), and the tables beside. */
export function QuizStandingsView({ standings }: { standings: QuizStandings }) {
  const { t } = useStrings('live-quiz');
  const teams = standings.tables.length > 0;
  return (
    <main className="flex min-h-0 flex-col gap-[calc(var(--u)*1.2)]">
      <h2 className="font-serif text-[calc(var(--u)*2.6)] leading-tight text-gold-400">
        {t('standings.title', { number: standings.afterQuestion + 1 })}
      </h2>
      {standings.players.length === 0 ? (
        <p className="text-[calc(var(--u)*2.4)]">{t('standings.empty')}</p>
      ) : (
        <div
          className={cn(
            'grid min-h-0 gap-[calc(var(--u)*2)]',
            teams ? 'grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]' : 'grid-cols-1',
          )}
        >
          <table className="w-full table-fixed border-separate border-spacing-y-[calc(var(--u)*0.3)] self-start">
            <caption className="sr-only">{t('standings.players')}</caption>
            <thead>
              <tr>
                <th scope="col" className={cn(head, 'w-[calc(var(--u)*5)] text-center')}>
                  {t('standings.rank')}
                </th>
                <th scope="col" className={head}>
                  {t('standings.name')}
                </th>
                {teams && (
                  <th scope="col" className={cn(head, 'w-[calc(var(--u)*13)]')}>
                    {t('standings.table')}
                  </th>
                )}
                <th scope="col" className={cn(head, 'w-[calc(var(--u)*8)] text-right')}>
                  {t('standings.score')}
                </th>
                <th scope="col" className={cn(head, 'w-[calc(var(--u)*10)] text-right')}>
                  {t('standings.last')}
                </th>
              </tr>
            </thead>
            <tbody>
              {standings.players.map((player) => (
                <tr
                  key={player.playerId}
                  className={cn(
                    'text-[calc(var(--u)*2.1)] leading-tight',
                    player.rank <= 3 ? 'bg-white/20' : 'bg-white/10',
                  )}
                  data-testid="standings-player"
                >
                  <td className={cn(cell, 'rounded-l-[calc(var(--u)*0.6)] text-center font-bold')}>
                    <Rank rank={player.rank} />
                  </td>
                  <td className={cn(cell, 'max-w-0 truncate font-semibold')}>
                    {player.name}
                    {player.nameTag && (
                      <span className="ml-[0.3em] text-white/75">{player.nameTag}</span>
                    )}
                  </td>
                  {teams && (
                    <td className={cn(cell, 'max-w-0 truncate text-white/85')}>
                      {player.tableName ?? '–'}
                    </td>
                  )}
                  <td className={cn(cell, 'text-right font-bold tabular-nums text-gold-400')}>
                    {player.score}
                  </td>
                  <td
                    className={cn(cell, 'rounded-r-[calc(var(--u)*0.6)] text-right tabular-nums')}
                  >
                    +{player.lastPoints}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {teams && (
            <table className="w-full table-fixed border-separate border-spacing-y-[calc(var(--u)*0.3)] self-start">
              <caption className="pb-[calc(var(--u)*0.3)] text-left text-[calc(var(--u)*2.2)] font-semibold text-gold-400">
                {t('standings.tables')}
              </caption>
              <colgroup>
                <col className="w-[calc(var(--u)*5)]" />
                <col />
                <col className="w-[calc(var(--u)*8)]" />
              </colgroup>
              <thead className="sr-only">
                <tr>
                  <th scope="col">{t('standings.rank')}</th>
                  <th scope="col">{t('standings.table')}</th>
                  <th scope="col">{t('standings.score')}</th>
                </tr>
              </thead>
              <tbody>
                {standings.tables.map((table) => (
                  <tr
                    key={table.tableId}
                    className="bg-white/10 text-[calc(var(--u)*2.1)] leading-tight"
                    data-testid="standings-table"
                  >
                    <td
                      className={cn(
                        cell,
                        'w-[calc(var(--u)*5)] rounded-l-[calc(var(--u)*0.6)] text-center font-bold',
                      )}
                    >
                      <Rank rank={table.rank} />
                    </td>
                    <td className={cn(cell, 'max-w-0 truncate font-semibold')}>
                      {table.name}
                      <span className="ml-[0.4em] text-[0.75em] font-normal text-white/85">
                        {t('standings.tablePlayers', { count: table.players })}
                      </span>
                    </td>
                    <td
                      className={cn(
                        cell,
                        'w-[calc(var(--u)*8)] rounded-r-[calc(var(--u)*0.6)] text-right font-bold tabular-nums text-gold-400',
                      )}
                    >
                      {table.score}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </main>
  );
}
