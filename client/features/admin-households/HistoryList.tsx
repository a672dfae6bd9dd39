import type { UseQueryResult } from '@tanstack/react-query';
import type { HistoryEntry, OrganizerWeekendEvent } from '../../../protocol/household-events';
import { QueryStatus } from '../../lib/query-status';
import { useLocalized } from '../../lib/use-localized';
import { useStrings } from '../../lib/use-strings';
import './strings';

type Props = {
  history: UseQueryResult<HistoryEntry[]>;
  events: OrganizerWeekendEvent[];
  names: Map<string, string>;
};

/** Who changed what and when, newest first: a member by name, or "an organizer". */
export function HistoryList({ history, events, names }: Props) {
  const { t, i18n } = useStrings('admin-households');
  const { pick } = useLocalized();
  const eventName = (id: string | null) => {
    const event = events.find((item) => item.id === id);
    return event ? pick(event.name, event.nameEs).text : null;
  };
  const who = ({ by }: HistoryEntry) =>
    by.kind === 'organizer'
      ? t('detail.anOrganizer')
      : ((by.guestId && names.get(by.guestId)) ?? t('detail.aGuest'));
  const what = (entry: HistoryEntry) => {
    if (entry.what === 'companions') return t('detail.namedCompanions', { who: who(entry) });
    if (entry.what === 'reopened') return t('detail.reopened', { who: who(entry) });
    const event = eventName(entry.eventId);
    return event
      ? t('detail.changedAnswers', { who: who(entry), event })
      : t('detail.changedAnswersNoEvent', { who: who(entry) });
  };

  return (
    <section aria-label={t('detail.historyTitle')} className="grid gap-2">
      <h5 className="font-semibold text-stone-900">{t('detail.historyTitle')}</h5>
      {!history.data ? (
        <QueryStatus
          query={history}
          loadingText={t('detail.historyLoading')}
          errorText={t('detail.historyFailed')}
          retryText={t('retry')}
          align="start"
        />
      ) : history.data.length === 0 ? (
        <p className="text-stone-600">{t('detail.historyEmpty')}</p>
      ) : (
        <ol className="grid gap-1 text-sm text-stone-800">
          {history.data.map((entry) => (
            <li key={entry.id} className="flex flex-wrap gap-x-2">
              <time dateTime={entry.at} className="text-stone-600">
                {new Date(entry.at).toLocaleString(i18n.language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </time>
              <span>{what(entry)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
