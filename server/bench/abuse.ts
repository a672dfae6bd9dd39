/**
 * `npm run bench -- abuse [--phones 300] [--seconds 60] [--rate 50] [--attackers 1|2|3]`
 *
 * A reception on one venue address: P honest phones (each with the identity the site issued it)
 * share a moment, like three, play a trivia set, answer the RSVP and upload a photo (every other
 * one confirmed) at random moments within S seconds. Run twice on fresh servers with the default
 * limits: once alone (the floor), once with an attacker on the same address sending R requests a
 * second (moments and likes under made-up device ids, moments under identities it mints, invite
 * code guesses). A projector socket counts what reaches the wall. Prints honest writes accepted,
 * honest p99 beside the floor's (and beside a control run in which the same attacker aims at a
 * bare server on this machine instead), the attacker's writes accepted, and the attacker's posts that
 * reached the wall per minute against the site-wide ceiling.
 */
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { WRITE_LIMIT_DEFAULTS } from '../env-schema';
import type { ClientToServerEvents, ServerToClientEvents } from '../../protocol/events';
import { HonestPhone, type Sent } from './abuse/honest-phone';
import { benchMongo, startBenchApp } from './support/app';
import { percentile, seeded } from './support/local';

interface Options {
  phones: number;
  seconds: number;
  rate: number;
  /** 1: rotating made-up ids; 2: minting identities too; 3: both, one run each. */
  attackers: number;
}

function parseOptions(args: string[]): Options {
  const options: Options = { phones: 300, seconds: 60, rate: 50, attackers: 3 };
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]?.replace(/^--/, '') as keyof Options;
    const value = Number(args[i + 1]);
    if (!(name in options) || !Number.isFinite(value) || value <= 0) {
      throw new Error(
        `use --phones 300 --seconds 60 --rate 50 --attackers 3 (got ${args[i]} ${args[i + 1]})`,
      );
    }
    options[name] = value;
  }
  return options;
}

const ok = (sent: Sent) => sent.status >= 200 && sent.status < 300;

interface RunResult {
  honest: Sent[];
  attacker: Sent[];
  attackerOnWall: number;
  wallTotal: number;
}

type Attacker = 'none' | 'control' | 'rotating ids' | 'minting';

/** Starts bare-server-process.ts; answers its URL and how to stop it. */
async function startBareServer(): Promise<{ url: string; stop(): void }> {
  const entry = fileURLToPath(new URL('./abuse/bare-server-process.ts', import.meta.url));
  const child = fork(entry, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve(String(message)));
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return { url, stop: () => child.disconnect() };
}

/** Runs the attacker in a child process (attacker-process.ts); answers what it sent. */
function attackFromOwnProcess(
  baseUrl: string,
  options: Options,
  mints: boolean,
  momentIds: string[],
): Promise<Sent[]> {
  const entry = fileURLToPath(new URL('./abuse/attacker-process.ts', import.meta.url));
  const args = [
    baseUrl,
    String(options.rate),
    String(options.seconds),
    mints ? 'mints' : 'rotates',
  ];
  const child = fork(entry, [...args, ...momentIds.slice(0, 50)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (sent) => resolve(sent as Sent[]));
    child.once('exit', (code) => reject(new Error(`the attacker process exited (${code})`)));
  });
}

async function run(options: Options, attacker: Attacker, mongoUri: string): Promise<RunResult> {
  // An identity counts as new for as long as the run lasts plus a margin (ten minutes on a real
  // site), and the bench waits that long after the phones arrive: the guests' identities are
  // settled when the reception starts, and the attacker's, minted during it, are all new.
  const probationS = options.seconds + 5;
  const app = await startBenchApp(mongoUri, {
    args: ['--import', 'tsx', 'server/start.ts'],
    env: { DEVICE_PROBATION_SECONDS: String(probationS), LOG_LEVEL: 'error' },
  });
  const wall: Socket<ServerToClientEvents, ClientToServerEvents> = connectSocket(app.url, {
    transports: ['websocket'],
    forceNew: true,
  });
  let attackerOnWall = 0;
  let wallTotal = 0;
  const momentIds: string[] = [];
  wall.on('moment:created', (moment) => {
    wallTotal += 1;
    momentIds.push(moment.id);
    if (moment.guestName === 'Attacker') attackerOnWall += 1;
  });
  try {
    await new Promise<void>((resolve, reject) => {
      wall.once('connect', resolve);
      wall.once('connect_error', reject);
    });
    await wall.timeout(5000).emitWithAck('subscribe', ['moments']);
    const photo = await sharp({
      create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 120, b: 90 } },
    })
      .jpeg()
      .toBuffer();
    const random = seeded(42);
    const phones = Array.from(
      { length: options.phones },
      (_, i) => new HonestPhone(app.url, i, photo, random),
    );
    // Half of them from each of two other addresses (see HonestPhone.arrive).
    for (const [index, phone] of phones.entries()) await phone.arrive(`127.0.0.${2 + (index % 2)}`);
    // A few moments already on the wall to like.
    await Promise.all(phones.slice(0, 10).map((phone) => phone.reception(0.5, () => momentIds)));
    while (momentIds.length < 10) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, (probationS + 1) * 1000));
    for (const phone of phones) phone.sent.length = 0;
    attackerOnWall = 0;
    wallTotal = 0;

    const bare = attacker === 'control' ? await startBareServer() : undefined;
    const [attackerSent] = await Promise.all([
      attacker === 'none'
        ? Promise.resolve([] as Sent[])
        : attackFromOwnProcess(bare?.url ?? app.url, options, attacker === 'minting', momentIds),
      Promise.all(phones.map((phone) => phone.reception(options.seconds, () => momentIds))),
    ]);
    bare?.stop();
    return {
      honest: phones.flatMap((phone) => phone.sent),
      attacker: attackerSent,
      attackerOnWall,
      wallTotal,
    };
  } finally {
    wall.close();
    await app.stop();
  }
}

function p99ByKind(sent: Sent[]): string {
  const kinds = [...new Set(sent.map((s) => s.kind))].sort();
  return kinds
    .map(
      (kind) =>
        `${kind} ${percentile(
          sent.filter((s) => s.kind === kind).map((s) => s.ms),
          99,
        ).toFixed(0)} ms`,
    )
    .join(', ');
}

function byKind(sent: Sent[]): string {
  const kinds = [...new Set(sent.map((s) => s.kind))].sort();
  return kinds
    .map((kind) => {
      const of = sent.filter((s) => s.kind === kind);
      return `${kind} ${of.filter(ok).length}/${of.length}`;
    })
    .join(', ');
}

export default async function abuseBench(args: string[]): Promise<void> {
  const options = parseOptions(args);
  const mongo = await benchMongo();
  try {
    console.log(
      `abuse: ${options.phones} honest phones and ${options.rate} attacker requests/s on one address, ` +
        `${options.seconds} s, default limits (load average ${loadavg()[0].toFixed(2)})`,
    );
    const floor = await run(options, 'none', mongo.uri);
    const p99 = (sent: Sent[]) =>
      percentile(
        sent.map((s) => s.ms),
        99,
      );
    const minutes = options.seconds / 60;
    const ceiling = WRITE_LIMIT_DEFAULTS.PROJECTOR_WRITES_PER_MINUTE;
    console.log(
      `  floor (no attacker): honest writes accepted ${floor.honest.filter(ok).length}/${floor.honest.length}, ` +
        `p50 ${percentile(
          floor.honest.map((s) => s.ms),
          50,
        ).toFixed(1)} ms, p99 ${p99(floor.honest).toFixed(1)} ms`,
    );
    // The same attacker aimed at a bare server on this machine: what its traffic costs the honest
    // phones before the site handles any of it (see bare-server-process.ts).
    const control = options.attackers & 3 ? await run(options, 'control', mongo.uri) : undefined;
    if (control) {
      console.log(
        `  machine control (the attacker aimed at a bare server on this machine): honest p99 ` +
          `${p99(control.honest).toFixed(1)} ms, ${(p99(control.honest) / p99(floor.honest)).toFixed(2)}x the floor`,
      );
    }
    const attackers = (['rotating ids', 'minting'] as const).filter(
      (_, index) => options.attackers & (1 << index),
    );
    for (const attacker of attackers) {
      const attacked = await run(options, attacker, mongo.uri);
      const honestOk = attacked.honest.filter(ok).length;
      const refused = attacked.honest.filter((s) => !ok(s));
      console.log(
        `  attacker ${attacker === 'minting' ? 'also minting identities' : 'rotating made-up device ids'}:`,
      );
      console.log(
        `    honest writes accepted ${honestOk}/${attacked.honest.length} ` +
          `(${((100 * honestOk) / attacked.honest.length).toFixed(2)} %; target 100, at least 99.9)` +
          (refused.length ? `; refused: ${byKind(refused)}` : ''),
      );
      console.log(
        `    honest p99 ${p99(attacked.honest).toFixed(1)} ms vs floor ${p99(floor.honest).toFixed(1)} ms: ` +
          `${(p99(attacked.honest) / p99(floor.honest)).toFixed(2)}x (target at most 1.2x)` +
          (control
            ? `; vs the machine control ${p99(control.honest).toFixed(1)} ms: ` +
              `${(p99(attacked.honest) / p99(control.honest)).toFixed(2)}x`
            : ''),
      );
      console.log(
        `    honest p99 by kind: ${p99ByKind(attacked.honest)} (floor: ${p99ByKind(floor.honest)})`,
      );
      console.log(`    attacker writes accepted: ${byKind(attacked.attacker)}`);
      console.log(
        `    attacker posts on the wall: ${(attacked.attackerOnWall / minutes).toFixed(1)} a minute ` +
          `(site-wide ceiling for anonymous posts ${ceiling} a minute; the wall showed ` +
          `${(attacked.wallTotal / minutes).toFixed(1)} posts a minute in all)`,
      );
    }
  } finally {
    await mongo.stop();
  }
}
