import { loadavg } from 'node:os';
import { formatSelfTimes } from '../support/cpu-profile';
import type { LatencySummary } from './clients';
import type { GroupResult, KindResult, Measurement } from './measure';

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
export const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : 'n/a');

const COLUMNS = [
  'p50',
  'p95',
  'p99',
  'max',
  'lost',
  'server CPU',
  'server ELD p99',
  'ELD max',
  'clients CPU',
];
const NAME_WIDTH = 34;

/** What a guest is promised: a moment shared on a phone is on every wall within a second. */
const WALL_PROMISE_MS = 1_000;

function row(name: string, kind: KindResult, group: GroupResult): string {
  const latency = group.latency;
  // One figure per server process, first the one the requests are sent to.
  const perServer = (pick: (index: number) => string) =>
    kind.servers.map((_, i) => pick(i)).join(' / ');
  const cells = [
    ms(latency.p50),
    ms(latency.p95),
    ms(latency.p99),
    ms(latency.max),
    String(group.expected - group.delivered),
    perServer((i) => `${kind.servers[i].cpuPercent.toFixed(0)} %`),
    perServer((i) => ms(kind.servers[i].eventLoopDelayP99Ms)),
    perServer((i) => ms(kind.servers[i].eventLoopDelayMaxMs)),
    `${kind.clientsCpuPercent.toFixed(0)} %`,
  ];
  return [
    name.padEnd(NAME_WIDTH),
    ...cells.map((cell, index) => cell.padStart(Math.max(10, COLUMNS[index].length))),
  ].join(' ');
}

/** The table of one client count in one configuration (one or several processes). */
export function report(title: string, result: Measurement): string {
  const header = [
    ''.padEnd(NAME_WIDTH),
    ...COLUMNS.map((name) => name.padStart(Math.max(10, name.length))),
  ].join(' ');
  const lines = [title, header];
  for (const [groupName, group] of result.moments.groups) {
    lines.push(row(`moments (REST)${groupName ? `, ${groupName}` : ''}`, result.moments, group));
  }
  for (const [groupName, group] of result.bare.groups) {
    lines.push(row(`bare broadcast${groupName ? `, ${groupName}` : ''}`, result.bare, group));
  }
  const all = (kind: KindResult) => [...kind.groups.values()][0].latency;
  const [m, b] = [all(result.moments), all(result.bare)];
  lines.push(
    `ratio moments/bare: p50 ${ratio(m.p50, b.p50)}, p95 ${ratio(m.p95, b.p95)}, p99 ${ratio(m.p99, b.p99)}`,
    `a moment on every wall within ${WALL_PROMISE_MS} ms: p99 ${ms(m.p99)}, max ${ms(m.max)} ` +
      `(${m.p99 <= WALL_PROMISE_MS ? 'met' : 'NOT met'} at p99; floor, the bare broadcast: p99 ${ms(b.p99)})`,
    `POST answered in: p50 ${ms(result.answers.p50)}, p95 ${ms(result.answers.p95)}, p99 ${ms(result.answers.p99)}; ` +
      `load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
  );
  return lines.join('\n');
}

/** One line comparing a cross-process delivery with the same moments in one process. */
export function crossProcessLine(
  clients: number,
  one: LatencySummary,
  other: LatencySummary,
): string {
  return (
    `N = ${clients}: one process p50 ${ms(one.p50)}, p95 ${ms(one.p95)}, p99 ${ms(one.p99)}; ` +
    `other process p50 ${ms(other.p50)}, p95 ${ms(other.p95)}, p99 ${ms(other.p99)}; ` +
    `ratio p50 ${ratio(other.p50, one.p50)}, p95 ${ratio(other.p95, one.p95)}, p99 ${ratio(other.p99, one.p99)} (target ≤ 1.5×)`
  );
}

/** With --profile: where the server's CPU went, moments against bare broadcasts. */
export function profileReport(result: Measurement): string {
  const parts: string[] = [];
  for (const [label, kind] of [
    ['moments (REST), server CPU', result.moments],
    ['bare broadcast, server CPU', result.bare],
  ] as const) {
    const server = kind.servers[0];
    if (server?.profile) parts.push(formatSelfTimes(label, server.profile, server.wallMs));
    if (server?.broadcasts)
      parts.push(
        ` room broadcasts: ${
          server.broadcasts
            .map((b) => `${b.event} ×${b.count} (to ${b.sockets} sockets in all)`)
            .join(', ') || 'none'
        }`,
      );
  }
  return parts.join('\n\n');
}
