/**
 * Where a bench's database time goes: every command the server's driver sends, grouped by command,
 * collection and the fields it filters on, with its count and total/max round-trip time. Used with
 * `--profile-db` on benches whose server runs in a child process (the figures are taken there).
 */
import type { CommandFailedEvent, CommandStartedEvent, CommandSucceededEvent } from 'mongodb';

/** What is used of a driver client (mongoose bundles its own copy of the driver's types). */
/** A client connected with `monitorCommands: true`. */
export interface MonitoredClient {
  on(event: 'commandStarted', listener: (event: CommandStartedEvent) => void): unknown;
  on(event: 'commandSucceeded' | 'commandFailed', listener: (event: CommandSucceededEvent | CommandFailedEvent) => void): unknown;
}

export interface CommandCost {
  /** e.g. `update game_sessions {_id,rev}` */
  command: string;
  count: number;
  totalMs: number;
  maxMs: number;
}

const filterOf = (command: Record<string, unknown>): unknown => {
  const first = (list: unknown) => (Array.isArray(list) ? (list[0] as Record<string, unknown>) : undefined);
  return (
    command.filter ?? command.query ?? first(command.updates)?.q ?? first(command.deletes)?.q ?? undefined
  );
};

const keysOf = (filter: unknown): string =>
  filter && typeof filter === 'object' ? `{${Object.keys(filter).sort().join(',')}}` : '';

export function profileCommands(client: MonitoredClient): { take(): CommandCost[] } {
  const started = new Map<number, { key: string; at: number }>();
  let costs = new Map<string, CommandCost>();
  client.on('commandStarted', (event: CommandStartedEvent) => {
    const collection = event.command[event.commandName];
    const key = `${event.commandName} ${typeof collection === 'string' ? collection : ''} ${keysOf(filterOf(event.command))}`;
    started.set(event.requestId, { key, at: performance.now() });
  });
  const finished = (event: CommandSucceededEvent | CommandFailedEvent) => {
    const start = started.get(event.requestId);
    if (!start) return;
    started.delete(event.requestId);
    const spent = performance.now() - start.at;
    const cost = costs.get(start.key) ?? { command: start.key.trim(), count: 0, totalMs: 0, maxMs: 0 };
    cost.count += 1;
    cost.totalMs += spent;
    cost.maxMs = Math.max(cost.maxMs, spent);
    costs.set(start.key, cost);
  };
  client.on('commandSucceeded', finished);
  client.on('commandFailed', finished);
  return {
    take() {
      const taken = [...costs.values()].sort((a, b) => b.totalMs - a.totalMs);
      costs = new Map();
      return taken;
    },
  };
}

/** The costliest commands as printable lines. */
export function commandCostLines(costs: CommandCost[], top = 15): string[] {
  return costs
    .slice(0, top)
    .map(
      (cost) =>
        `  ${cost.command.padEnd(60)} ×${String(cost.count).padStart(6)}  total ${cost.totalMs.toFixed(0).padStart(7)} ms  ` +
        `mean ${(cost.totalMs / cost.count).toFixed(1).padStart(6)} ms  max ${cost.maxMs.toFixed(0).padStart(5)} ms`,
    );
}
