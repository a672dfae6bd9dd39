/**
 * The database floor of a bench: the very commands the app's driver sent during the measured
 * phase, replayed with the bare `mongodb` driver (no app, no HTTP, no mongoose) against a copy of
 * the app's database taken when the phase started, on the same server and in the same run.
 *
 * The replay keeps what made the app's commands wait on each other and nothing else: a command
 * starts once every command that had finished before it started in the app has finished in the
 * replay (a game's next request came after its previous answer), and not before the bench game
 * that caused it was scheduled to start (the players' open-loop arrivals). Everything else runs at
 * once, as far as the database allows: how long that takes is the floor.
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
  failed: number;
  /** From the replay's start to its last command's end. */
  ms: number;
}

/**
 * Replays recorded commands on database `db` (see the top of this file). `earliest(game)`: when,
 * in ms after the replay starts, a game's commands may begin (its scheduled start in the app run);
 * a command sent by no game may begin at its own offset from `appStartedAt`.
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
  commands.sort((a, b) => a.start - b.start);
  const byEnd = commands.map((_, i) => i).sort((a, b) => commands[a].end - commands[b].end);
  const target = client.db(db);
  const replayed: Promise<unknown>[] = new Array(commands.length);
  let failed = 0;
  let next = 0;
  const replayStart = clock();
  for (let i = 0; i < commands.length; i += 1) {
    const command = commands[i];
    // Everything that had finished when this one started in the app must have finished here.
    while (next < byEnd.length && commands[byEnd[next]].end <= command.start) {
      await replayed[byEnd[next]];
      next += 1;
    }
    const notBefore =
      replayStart +
      (command.game === undefined ? command.start - appStartedAt : earliest(command.game));
    const wait = notBefore - clock();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // A command the app saw refused (a duplicate claim, say) is refused here too: counted, not fatal.
    replayed[i] = target.command(command.command).catch(() => (failed += 1));
  }
  await Promise.all(replayed);
  return { commands: commands.length, failed, ms: clock() - replayStart };
}
