/**
 * A worker thread holding a share of the sockets bench's clients: real Socket.IO clients over
 * WebSocket, each subscribed to `moments` and otherwise idle. It notes when each client received
 * each bench broadcast (wall-clock milliseconds, comparable across threads), matched by the
 * `<phase>#<seq>` marker in the moment's content.
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { connectMany, openSocket } from '../support/connect';

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

const { sockets } = await connectMany(clients, (index) =>
  openSocket(url, ['moments'], {
    timeoutMs: 30_000,
    who: `client ${index}`,
    listen: (socket) => socket.on('moment:created', (moment) => onMoment(index, moment.content)),
  }),
);

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
