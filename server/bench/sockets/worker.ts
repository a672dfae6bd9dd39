/**
 * A worker thread holding a share of the sockets bench's clients: real Socket.IO clients over
 * WebSocket, each subscribed to `moments` and otherwise idle. It notes when each client received
 * each bench broadcast (wall-clock milliseconds, comparable across threads), matched by the
 * `<phase>#<seq>` marker in the moment's content.
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../../protocol/events';

export interface SocketsWorkerData {
  url: string;
  clients: number;
}

export type SocketsRequest =
  { type: 'phase'; phase: string; broadcasts: number } | { type: 'arrivals' } | { type: 'close' };

const { url, clients } = workerData as SocketsWorkerData;
const now = () => performance.timeOrigin + performance.now();

let phase = '';
/** arrivals[seq * clients + client]: when that client got broadcast `seq` (NaN: not yet). */
let arrivals = new Float64Array(0);

function onMoment(client: number, content: string): void {
  const hash = content.lastIndexOf('#');
  if (hash < 0 || content.slice(0, hash) !== phase) return;
  const seq = Number(content.slice(hash + 1));
  const slot = seq * clients + client;
  if (Number.isInteger(seq) && slot < arrivals.length && Number.isNaN(arrivals[slot]))
    arrivals[slot] = now();
}

const sockets: Socket<ServerToClientEvents, ClientToServerEvents>[] = [];
async function connectOne(index: number): Promise<void> {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connectSocket(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout: 30_000,
  });
  sockets.push(socket);
  socket.on('moment:created', (moment) => onMoment(index, moment.content));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const result = await socket.timeout(30_000).emitWithAck('subscribe', ['moments']);
  if (!result.subscribed.includes('moments'))
    throw new Error(`client ${index} could not subscribe`);
}

// In batches, so the server's accept queue never overflows.
for (let start = 0; start < clients; start += 50) {
  await Promise.all(
    Array.from({ length: Math.min(50, clients - start) }, (_, offset) =>
      connectOne(start + offset),
    ),
  );
}

function answer(request: SocketsRequest): unknown {
  switch (request.type) {
    case 'phase':
      phase = request.phase;
      arrivals = new Float64Array(request.broadcasts * clients).fill(Number.NaN);
      return true;
    case 'arrivals':
      return arrivals;
    case 'close':
      for (const socket of sockets) socket.disconnect();
      return true;
  }
}

parentPort!.on('message', (message: { id: number; request: SocketsRequest }) => {
  parentPort!.postMessage({ id: message.id, result: answer(message.request) });
});
parentPort!.postMessage({ id: 0, result: 'ready' });
