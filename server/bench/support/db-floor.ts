/**
 * The database floor of a bench: the very commands the app's driver sent during the measured
 * phase, replayed with the bare `mongodb` driver (no app, no HTTP, no mongoose) against a copy of
 * the app's database taken when the phase started, on the same server and in the same run.
 *
 * The replay keeps what made a game's commands wait on each other and nothing else: a command
 * starts once every command of the same game that had finished before it started in the app has
 * finished in the replay (a game's next request came after its previous answer), and not before
 * its game was scheduled to start (the players' open-loop arrivals). Games do not wait for each
 * other (in the app they only queued for the server and the database), so a slow app does not
 * make its own floor slow. How long the replay takes is the floor.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { writeFileSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  BSON,
  type CommandFailedEvent,
  type CommandStartedEvent,
  type CommandSucceededEvent,
  type Document,
  type MongoClient,
} from 'mongodb';
import type { MonitoredClient } from './db-profile';

const { EJSON } = BSON;
const clock = () => performance.timeOrigin + performance.now();

/** The header a bench phone sends with each request of its n-th game (the server ignores it). */
export const BENCH_GAME_HEADER = 'x-bench-game';

/** Session and cluster fields the driver adds: the replaying driver adds its own. */
const DRIVER_FIELDS = ['lsid', '$clusterTime', '$db', 'txnNumber', '$readPreference', 'apiVersion'];
/** Commands that are about the connection or a cursor of the app's, not the data. */
const SKIPPED = new Set([
  'hello',
  'isMaster',
  'ismaster',
  'ping',
  'getMore',
  'killCursors',
  'endSessions',
  'saslStart',
  'saslContinue',
  'buildInfo',
  'listCollections',
  'listIndexes',
  'createIndexes',
]);

export interface RecordedCommand {
  command: Document;
  start: number;
  end: number;
  /** The bench game whose request sent it, if any. */
  game?: number;
}

/** Which bench game a request belongs to, for the commands it sends (server side). */
export const benchGame = new AsyncLocalStorage<number>();

/**
 * Runs every `request` listener of an HTTP server inside `benchGame`, with the game its
 * BENCH_GAME_HEADER names: the driver's command events then know which game sent them.
 */
export function tagRequestsWithGame(server: import('node:http').Server): void {
  const listeners = server.listeners('request') as ((...args: unknown[]) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: import('node:http').IncomingMessage, res: unknown) => {
    const header = req.headers[BENCH_GAME_HEADER];
    const game = typeof header === 'string' ? Number(header) : Number.NaN;
    const dispatch = () => {
      for (const listener of listeners) listener.call(server, req, res);
    };
    if (Number.isInteger(game)) benchGame.run(game, dispatch);
    else dispatch();
  });
}

/** Records the commands a client sends while on; `save` writes them (Extended JSON) to a file. */
export function recordCommands(client: MonitoredClient) {
  let recording = false;
  const started = new Map<number, RecordedCommand>();
  let done: RecordedCommand[] = [];
  client.on('commandStarted', (event: CommandStartedEvent) => {
    if (!recording || SKIPPED.has(event.commandName)) return;
    const game = benchGame.getStore();
    // Kept by reference and serialised after the phase, so the app's run pays no copy.
    started.set(event.requestId, {
      command: event.command,
      start: clock(),
      end: Number.NaN,
      ...(game === undefined ? {} : { game }),
    });
  });
  const finished = (event: CommandSucceededEvent | CommandFailedEvent) => {
    const entry = started.get(event.requestId);
    if (!entry) return;
    started.delete(event.requestId);
    entry.end = clock();
    done.push(entry);
  };
  client.on('commandSucceeded', finished);
  client.on('commandFailed', finished);
  return {
    start() {
      done = [];
      started.clear();
      recording = true;
    },
    /** Stops, writes what was recorded to `file`; answers how many commands. */
    save(file: string): number {
      recording = false;
      const lines = done.map((entry) => {
        const command = { ...entry.command };
        for (const field of DRIVER_FIELDS) delete command[field];
        return EJSON.stringify({ ...entry, command }, { relaxed: false });
      });
      writeFileSync(file, lines.join('\n'));
      return lines.length;
    },
  };
}

/** Copies every collection of `from` (documents and indexes) into `to`, which must be empty. */
export async function copyDatabase(client: MongoClient, from: string, to: string): Promise<void> {
  const source = client.db(from);
  const target = client.db(to);
  for (const { name } of await source.listCollections({}, { nameOnly: true }).toArray()) {
    if (name.startsWith('system.')) continue;
    const docs = await source.collection(name).find({}).toArray();
    await target.createCollection(name);
    const indexes = (await source.collection(name).listIndexes().toArray()).filter(
      (index) => index.name !== '_id_',
    );
    if (indexes.length) {
      await target.collection(name).createIndexes(
        indexes.map((index) => {
          const spec: Record<string, unknown> = { key: index.key, name: index.name };
          for (const option of ['unique', 'sparse', 'partialFilterExpression'])
            if (index[option] !== undefined) spec[option] = index[option];
          return spec as { key: Document; name: string };
        }),
      );
    }
    if (docs.length) await target.collection(name).insertMany(docs, { ordered: false });
  }
}

export interface FloorResult {
  commands: number;
  /** Commands the recording tied to a bench game (the others replay at their own time). */
  ofGames: number;
  /** The most commands the replay ran at once: the most the app had in flight. */
  atOnce: number;
  failed: number;
  /** From the replay's start to its last command's end. */
  ms: number;
}

/** The most commands in flight at once during the recording. */
function maxInFlight(commands: RecordedCommand[]): number {
  const edges = commands.flatMap((command) => [
    { at: command.start, step: 1 },
    { at: command.end, step: -1 },
  ]);
  // An end before a start at the same instant: that pair was not in flight together.
  edges.sort((a, b) => a.at - b.at || a.step - b.step);
  let current = 0;
  let most = 0;
  for (const edge of edges) most = Math.max(most, (current += edge.step));
  return most;
}

/**
 * Replays recorded commands on database `db` (see the top of this file). `earliest(game)`: when,
 * in ms after the replay starts, a game's commands may begin (its scheduled start in the app run);
 * a command sent by no game begins at its own offset from `appStartedAt`, waiting for nothing.
 */
export async function replayCommands(
  client: MongoClient,
  db: string,
  file: string,
  appStartedAt: number,
  earliest: (game: number) => number,
): Promise<FloorResult> {
  const text = readFileSync(file, 'utf8');
  const commands = (text ? text.split('\n') : []).map(
    (line) => EJSON.parse(line, { relaxed: false }) as RecordedCommand,
  );
  const byGame = new Map<number | undefined, RecordedCommand[]>();
  for (const command of commands) {
    const list = byGame.get(command.game) ?? [];
    list.push(command);
    byGame.set(command.game, list);
  }
  const target = client.db(db);
  let failed = 0;
  // No more commands at once than the app ever had in flight: on a database with one writer
  // (FerretDB on SQLite) more at once is slower, not faster, and the floor is the best it can do.
  const limit = Math.max(1, maxInFlight(commands));
  let inFlight = 0;
  const queue: (() => void)[] = [];
  // A command the app saw refused (a duplicate claim, say) is refused here too: counted, not fatal.
  const run = async (command: RecordedCommand) => {
    if (inFlight >= limit) await new Promise<void>((resolve) => queue.push(resolve));
    else inFlight += 1;
    try {
      await target.command(command.command).catch(() => (failed += 1));
    } finally {
      const next = queue.shift();
      if (next) next();
      else inFlight -= 1;
    }
  };
  const sleepUntil = async (at: number) => {
    const wait = at - clock();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  };
  const replayStart = clock();

  /** One game's commands: each waits for those of its game that had finished when it started. */
  const replayGame = async (game: number, list: RecordedCommand[]) => {
    list.sort((a, b) => a.start - b.start);
    const byEnd = list.map((_, i) => i).sort((a, b) => list[a].end - list[b].end);
    const replayed: Promise<unknown>[] = [];
    let next = 0;
    await sleepUntil(replayStart + earliest(game));
    for (let i = 0; i < list.length; i += 1) {
      while (next < byEnd.length && list[byEnd[next]].end <= list[i].start) {
        await replayed[byEnd[next]];
        next += 1;
      }
      replayed[i] = run(list[i]);
    }
    await Promise.all(replayed);
  };
  /** Commands of no game (timers, sweeps): each at its own time, waiting for nothing. */
  const replayLoose = (list: RecordedCommand[]) =>
    Promise.all(
      list.map(async (command) => {
        await sleepUntil(replayStart + command.start - appStartedAt);
        await run(command);
      }),
    );

  await Promise.all(
    [...byGame].map(([game, list]) =>
      game === undefined ? replayLoose(list) : replayGame(game, list),
    ),
  );
  const ofGames = commands.filter((command) => command.game !== undefined).length;
  return { commands: commands.length, ofGames, failed, atOnce: limit, ms: clock() - replayStart };
}
