/** The leaderboard bench's printed figures (server/bench/leaderboard.ts). */
import { loadavg } from 'node:os';
import type { LatencySummary } from '../moments/clients';
import { commandCostLines } from '../support/db-profile';
import { ms } from '../support/local';
import type { ServerFigures } from './ipc';

export /** The most pushes that arrived within any one second. */
function maxPerSecond(times: number[]): number {
  let most = 0;
  let start = 0;
  for (let end = 0; end < times.length; end += 1) {
    while (times[end]! - times[start]! >= 1000) start += 1;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

/** The score → viewer figures, the pushes per viewer, the server's load and the final check. */
export function report(
  viewers: number,
  scoreCount: number,
  latency: LatencySummary,
  neverHeld: number,
  figures: ServerFigures,
  pushes: { perSecond: number; most: number; total: number },
  check: { rankMismatches: number; totalMismatches: number; rowsOff: number; players: number },
): void {
  console.log(
    [
      '',
      `score accepted → viewer holds the new total (${viewers} viewers × ${scoreCount} scores):`,
      `  p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)}; never held: ${neverHeld}`,
      `pushes per viewer: ${pushes.total.toFixed(0)} in all, ${pushes.perSecond.toFixed(2)}/s on average, at most ${pushes.most} in any one second`,
      `server: CPU ${figures.cpuPercent.toFixed(0)} % of one core; event-loop delay p50 ${ms(figures.eventLoopDelayP50Ms)}, p99 ${ms(figures.eventLoopDelayP99Ms)}, max ${ms(figures.eventLoopDelayMaxMs)}`,
      `final ranks that differ from the database: ${check.rankMismatches} (over ${viewers} viewers × ${check.players} players); ` +
        `totals that differ: ${check.totalMismatches}; rows that differ from their sessions: ${check.rowsOff}`,
      `target: p99 < 250 ms and at most 5 pushes a second per viewer → ${
        latency.p99 < 250 && pushes.most <= 5 && check.rankMismatches === 0 ? 'met' : 'NOT met'
      }; load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    ].join('\n'),
  );
  if (figures.commands) {
    console.log(
      '\ndatabase commands during the measured phase (server side, round trip), costliest first:',
    );
    console.log(commandCostLines(figures.commands).join('\n'));
  }
}
