import { useStrings } from '../../lib/use-strings';
import type { AnalyticsSnapshot } from '../../../protocol/analytics';
import { QueryStatus } from '../../lib/query-status';
import { Card } from '../../lib/ui/card';
import {
  DietaryChart,
  LiveActivityChart,
  PlusOnesChart,
  RsvpsOverTimeChart,
  SignInRateChart,
  StatusByCategoryChart,
} from './charts';
import './strings';
import { useAnalytics } from './useAnalytics';

const COUNTERS = ['confirmed', 'pending', 'declined', 'total'] as const;
const counterTone: Record<(typeof COUNTERS)[number], string> = {
  confirmed: 'text-sage-800',
  pending: 'text-amber-800',
  declined: 'text-blush-700',
  total: 'text-stone-800',
};

/** The spec's four counters, from the guest list. */
export function AnalyticsCounters({ counters }: { counters: AnalyticsSnapshot['counters'] }) {
  const { t } = useStrings('admin-analytics');
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {COUNTERS.map((name) => (
        <Card key={name} className="flex flex-col-reverse gap-1 p-4 text-center">
          <dt className="text-sm font-medium text-stone-600">{t(`counters.${name}`)}</dt>
          <dd className={`text-3xl font-semibold ${counterTone[name]}`}>{counters[name]}</dd>
        </Card>
      ))}
    </dl>
  );
}

/** Everything the Analytics tab shows for one snapshot. */
export function AnalyticsView({ snapshot }: { snapshot: AnalyticsSnapshot }) {
  const { t, i18n } = useStrings('admin-analytics');
  const updated = new Intl.DateTimeFormat(i18n.resolvedLanguage, { timeStyle: 'short' }).format(
    new Date(snapshot.generatedAt),
  );
  return (
    <div className="grid gap-4">
      <AnalyticsCounters counters={snapshot.counters} />
      <p className="text-right text-xs text-stone-600">{t('updated', { time: updated })}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        <RsvpsOverTimeChart snapshot={snapshot} />
        <StatusByCategoryChart snapshot={snapshot} />
        <DietaryChart snapshot={snapshot} />
        <PlusOnesChart snapshot={snapshot} />
        <SignInRateChart snapshot={snapshot} />
        <LiveActivityChart snapshot={snapshot} />
      </div>
    </div>
  );
}

/**
 * The organizer dashboard's Analytics tab. Loaded on demand with its charts (recharts), so no other
 * page pays for them; its figures follow the guest list, RSVPs and live activity as they change.
 */
export default function AnalyticsTab() {
  const { t } = useStrings('admin-analytics');
  const analytics = useAnalytics();
  return (
    <div className="grid gap-4">
      <h2 className="sr-only">{t('title')}</h2>
      <QueryStatus
        query={analytics}
        loadingText={t('loading')}
        errorText={t('loadError')}
        retryText={t('retry')}
        align="start"
      />
      {analytics.data && <AnalyticsView snapshot={analytics.data} />}
    </div>
  );
}
