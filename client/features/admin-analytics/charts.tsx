import { useStrings } from '../../lib/use-strings';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsSnapshot } from '../../../protocol/analytics';
import { chartColors } from './chart-colors';
import { ChartCard } from './ChartCard';

type Props = { snapshot: AnalyticsSnapshot };

/** jsdom and the first paint have no layout yet: charts start at this size, then follow the box. */
const INITIAL_SIZE = { width: 320, height: 224 };

function Frame({ children }: { children: React.ReactElement }) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL_SIZE}>
      {children}
    </ResponsiveContainer>
  );
}

/** '2025-06-01' → 'Jun 1' in the organizer's language (the day is a calendar day, not an instant). */
function dayLabel(day: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

export function RsvpsOverTimeChart({ snapshot }: Props) {
  const { t, i18n } = useStrings('admin-analytics');
  const rows = snapshot.rsvpsOverTime.map((row) => ({
    ...row,
    label: dayLabel(row.day, i18n.resolvedLanguage),
  }));
  const attending = rows.reduce((sum, row) => sum + row.attending, 0);
  const notAttending = rows.reduce((sum, row) => sum + row.notAttending, 0);
  return (
    <ChartCard
      title={t('rsvps.title')}
      summary={
        rows.length
          ? t('rsvps.summary', { count: attending + notAttending, attending, notAttending })
          : t('rsvps.empty')
      }
      table={{
        columns: [
          t('rsvps.day'),
          t('rsvps.attending'),
          t('rsvps.notAttending'),
          t('rsvps.changed'),
        ],
        rows: rows.map((row) => [row.label, row.attending, row.notAttending, row.changed]),
      }}
    >
      <Frame>
        <BarChart data={rows} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" fontSize={12} />
          <YAxis allowDecimals={false} fontSize={12} width={32} />
          <Tooltip />
          <Legend />
          <Bar
            dataKey="attending"
            name={t('rsvps.attending')}
            stackId="answers"
            fill={chartColors.confirmed}
          />
          <Bar
            dataKey="notAttending"
            name={t('rsvps.notAttending')}
            stackId="answers"
            fill={chartColors.declined}
          />
          <Bar dataKey="changed" name={t('rsvps.changed')} fill={chartColors.pending} />
        </BarChart>
      </Frame>
    </ChartCard>
  );
}

export function StatusByCategoryChart({ snapshot }: Props) {
  const { t } = useStrings('admin-analytics');
  const rows = snapshot.statusByCategory.map((row) => ({
    ...row,
    label: t(`category.${row.category}`),
  }));
  const statuses = ['confirmed', 'pending', 'declined'] as const;
  return (
    <ChartCard
      title={t('byCategory.title')}
      summary={t('byCategory.summary')}
      table={{
        columns: [t('byCategory.category'), ...statuses.map((status) => t(`status.${status}`))],
        rows: rows.map((row) => [row.label, row.confirmed, row.pending, row.declined]),
      }}
    >
      <Frame>
        <BarChart data={rows} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" fontSize={12} interval={0} />
          <YAxis allowDecimals={false} fontSize={12} width={32} />
          <Tooltip />
          <Legend />
          {statuses.map((status) => (
            <Bar
              key={status}
              dataKey={status}
              name={t(`status.${status}`)}
              stackId="status"
              fill={chartColors[status]}
            />
          ))}
        </BarChart>
      </Frame>
    </ChartCard>
  );
}

export function DietaryChart({ snapshot }: Props) {
  const { t } = useStrings('admin-analytics');
  const rows = snapshot.dietary;
  return (
    <ChartCard
      title={t('dietary.title')}
      summary={rows.length ? t('dietary.summary', { count: rows.length }) : t('dietary.empty')}
      table={{
        columns: [t('dietary.need'), t('dietary.guests')],
        rows: rows.map((row) => [row.restriction, row.guests]),
      }}
    >
      <Frame>
        <BarChart data={rows.slice(0, 8)} layout="vertical" accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} fontSize={12} />
          <YAxis type="category" dataKey="restriction" fontSize={12} width={96} />
          <Tooltip />
          <Bar dataKey="guests" name={t('dietary.guests')} fill={chartColors.accent} />
        </BarChart>
      </Frame>
    </ChartCard>
  );
}

function Donut({ slices }: { slices: { name: string; value: number; color: string }[] }) {
  return (
    <Frame>
      <PieChart accessibilityLayer={false}>
        <Pie
          data={slices}
          dataKey="value"
          nameKey="name"
          innerRadius="55%"
          outerRadius="85%"
          isAnimationActive={false}
        >
          {slices.map((slice) => (
            <Cell key={slice.name} fill={slice.color} />
          ))}
        </Pie>
        <Tooltip />
        <Legend />
      </PieChart>
    </Frame>
  );
}

export function PlusOnesChart({ snapshot }: Props) {
  const { t } = useStrings('admin-analytics');
  const { withPlusOne, withoutPlusOne, expectedAttendees } = snapshot.plusOnes;
  const slices = [
    { name: t('plusOnes.withPlusOne'), value: withPlusOne, color: chartColors.accent },
    { name: t('plusOnes.withoutPlusOne'), value: withoutPlusOne, color: chartColors.muted },
  ];
  return (
    <ChartCard
      title={t('plusOnes.title')}
      summary={t('plusOnes.expected', { count: expectedAttendees })}
      table={{
        columns: [t('plusOnes.title'), t('plusOnes.guests')],
        rows: withPlusOne + withoutPlusOne ? slices.map((slice) => [slice.name, slice.value]) : [],
      }}
    >
      <Donut slices={slices} />
    </ChartCard>
  );
}

export function SignInRateChart({ snapshot }: Props) {
  const { t } = useStrings('admin-analytics');
  const { signedIn, total, rate } = snapshot.signIn;
  const slices = [
    { name: t('signIn.signedIn'), value: signedIn, color: chartColors.confirmed },
    { name: t('signIn.notSignedIn'), value: total - signedIn, color: chartColors.muted },
  ];
  return (
    <ChartCard
      title={t('signIn.title')}
      summary={t('signIn.summary', { signedIn, total, rate })}
      table={{
        columns: [t('signIn.title'), t('signIn.guests')],
        rows: total ? slices.map((slice) => [slice.name, slice.value]) : [],
      }}
    >
      <Donut slices={slices} />
    </ChartCard>
  );
}

export function LiveActivityChart({ snapshot }: Props) {
  const { t, i18n } = useStrings('admin-analytics');
  const rows = snapshot.activity.hours.map((row) => ({
    ...row,
    label: `${String(row.hour).padStart(2, '0')}:00`,
  }));
  const sum = (kind: 'moments' | 'guestbook' | 'games') =>
    rows.reduce((total, row) => total + row[kind], 0);
  const kinds = [
    ['moments', chartColors.accent],
    ['guestbook', chartColors.pending],
    ['games', chartColors.games],
  ] as const;
  return (
    <ChartCard
      className="lg:col-span-2"
      title={t('activity.title')}
      summary={t('activity.summary', {
        day: dayLabel(snapshot.activity.day, i18n.resolvedLanguage),
        moments: sum('moments'),
        guestbook: sum('guestbook'),
        games: sum('games'),
      })}
      table={{
        columns: [t('activity.hour'), ...kinds.map(([kind]) => t(`activity.${kind}`))],
        rows: rows
          .filter((row) => row.moments + row.guestbook + row.games > 0)
          .map((row) => [row.label, row.moments, row.guestbook, row.games]),
      }}
    >
      <Frame>
        <BarChart data={rows} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" fontSize={11} interval={2} />
          <YAxis allowDecimals={false} fontSize={12} width={32} />
          <Tooltip />
          <Legend />
          {kinds.map(([kind, color]) => (
            <Bar
              key={kind}
              dataKey={kind}
              name={t(`activity.${kind}`)}
              stackId="activity"
              fill={color}
            />
          ))}
        </BarChart>
      </Frame>
    </ChartCard>
  );
}
