/**
 * What checking a payload against its event's schema costs a broadcast, in one run: the real hub
 * publishes `moment:created` to N sockets (their clients in a child process, so only the server's
 * CPU is counted) in alternating blocks with and without the check, and the check alone is timed
 * too. The hub checks in production only if this stays under 5 % of a broadcast's CPU.
 *
 *   npx tsx server/bench/moments/payload-check.ts [clients=200] [broadcasts=2000]
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { eventSchema, topicRoom } from '../../../protocol/events';
import { momentSchema, type Moment } from '../../../protocol/moments';
import { RealtimeHub } from '../../lib/realtime/hub';

const BLOCK = 100;

/** The child: N sockets that tell the parent how many broadcasts the last of them received. */
async function clients(url: string, count: number): Promise<void> {
  const sockets = await Promise.all(
    Array.from({ length: count }, () => {
      const socket = connect(url, { transports: ['websocket'], forceNew: true });
      return new Promise<typeof socket>((resolve) => socket.on('connect', () => resolve(socket)));
    }),
  );
  const heard = new Array<number>(count).fill(0);
  sockets.forEach((socket, index) =>
    socket.on('moment:created', () => {
      heard[index] += 1;
      if (heard.every((n) => n >= heard[index])) process.send?.(heard[index]);
    }),
  );
  process.send?.('ready');
}

const moment: Moment = momentSchema.parse({
  id: '665f1c2ab4d5e6f708192a3b',
  guestName: 'Lucía Fernández',
  content: 'What a beautiful ceremony! The vows made everyone cry. #love #wedding',
  momentType: 'text',
  hashtags: ['love', 'wedding'],
  isPublic: true,
  likes: 3,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
});

async function main(): Promise<void> {
  const [clientCount = 200, broadcasts = 2000] = process.argv.slice(2).map(Number);
  const httpServer = http.createServer();
  const io = new Server(httpServer, { transports: ['websocket'] });
  io.on('connection', (socket) => void socket.join(topicRoom('moments')));
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  const child = fork(fileURLToPath(import.meta.url), ['--clients', url, String(clientCount)], {
    execArgv: process.execArgv,
  });
  let received = 0;
  let waiting: (() => void) | undefined;
  let target = 0;
  await new Promise<void>((resolve) =>
    child.on('message', (message) => {
      if (message === 'ready') return resolve();
      received = message as number;
      if (waiting && received >= target) waiting();
    }),
  );
  // PAYLOAD_CHECK_AA=1: both hubs bare, to read how far two identical halves differ (the noise).
  const aa = process.env.PAYLOAD_CHECK_AA === '1';
  const hubs = { checked: new RealtimeHub(io, !aa), bare: new RealtimeHub(io, false) };
  const cpu = { checked: 0, bare: 0 };
  const sent = { checked: 0, bare: 0 };
  // Alternating blocks, each ended when every client has the block's last broadcast.
  for (let block = 0; block * BLOCK < broadcasts; block += 1) {
    for (const kind of block % 2
      ? (['bare', 'checked'] as const)
      : (['checked', 'bare'] as const)) {
      target = received + BLOCK;
      const start = process.cpuUsage();
      const done = new Promise<void>((resolve) => (waiting = resolve));
      for (let i = 0; i < BLOCK; i += 1) hubs[kind].publish('moments', 'moment:created', moment);
      await done;
      const used = process.cpuUsage(start);
      cpu[kind] += used.user + used.system;
      sent[kind] += BLOCK;
    }
  }
  // The check alone, many times over for a stable figure.
  const schema = eventSchema('moments', 'moment:created')!;
  const rounds = 20000;
  const checkStart = process.cpuUsage();
  for (let i = 0; i < rounds; i += 1) schema.parse(moment);
  const checkUsed = process.cpuUsage(checkStart);
  const checkUs = (checkUsed.user + checkUsed.system) / rounds;
  const bareUs = cpu.bare / sent.bare;
  const checkedUs = cpu.checked / sent.checked;
  console.log(
    `payload check, moment:created to ${clientCount} sockets, ${sent.bare} broadcasts each way:\n` +
      `  bare broadcast: ${bareUs.toFixed(1)} µs server CPU each\n` +
      `  checked broadcast: ${checkedUs.toFixed(1)} µs (${(((checkedUs - bareUs) / bareUs) * 100).toFixed(1)} % more)\n` +
      `  the check alone: ${checkUs.toFixed(2)} µs = ${((checkUs / bareUs) * 100).toFixed(2)} % of a bare broadcast (limit 5 %)`,
  );
  child.kill();
  await io.close();
}

if (process.argv[2] === '--clients') void clients(process.argv[3], Number(process.argv[4]));
else
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
