import { performance } from 'node:perf_hooks';
import type { Moment } from '../../../protocol/moments';
import { deviceFor } from '../../test/devices';
import { connectMany, openSocket, type BenchSocket } from '../support/connect';

/**
 * One latency sample per (client, event): the time from the request that caused the event to the
 * event's arrival at that client. Events are matched by a marker in their content,
 * `<phase>#<seq>`, so an event caused by something else is not counted.
 */
export class DeliveryRecorder {
  private phase = '';
  private sentAt: Float64Array = new Float64Array(0);
  private samples: Float64Array = new Float64Array(0);
  private received: Uint8Array = new Uint8Array(0);
  private count = 0;
  private clients = 0;
  /** The client each sample came from, to split the figures by the process a client is on. */
  private sampleClient: Uint32Array = new Uint32Array(0);

  start(phase: string, clients: number, events: number): void {
    this.phase = phase;
    this.clients = clients;
    this.sentAt = new Float64Array(events).fill(Number.NaN);
    this.samples = new Float64Array(clients * events);
    this.received = new Uint8Array(clients * events);
    this.sampleClient = new Uint32Array(clients * events);
    this.count = 0;
  }

  marker(seq: number): string {
    return `${this.phase}#${seq}`;
  }

  markSent(seq: number): void {
    this.sentAt[seq] = performance.now();
  }

  onEvent(client: number, content: string): void {
    const arrived = performance.now();
    const hash = content.lastIndexOf('#');
    if (hash < 0 || content.slice(0, hash) !== this.phase) return;
    const seq = Number(content.slice(hash + 1));
    const slot = client * this.sentAt.length + seq;
    if (!Number.isInteger(seq) || seq >= this.sentAt.length || this.received[slot]) return;
    this.received[slot] = 1;
    this.samples[this.count] = arrived - this.sentAt[seq];
    this.sampleClient[this.count] = client;
    this.count += 1;
  }

  get delivered(): number {
    return this.count;
  }

  get expected(): number {
    return this.clients * this.sentAt.length;
  }

  /** Sorted latencies, of the clients `include` accepts (all by default). */
  latencies(include: (client: number) => boolean = () => true): Float64Array {
    const picked: number[] = [];
    for (let i = 0; i < this.count; i += 1) {
      if (include(this.sampleClient[i])) picked.push(this.samples[i]);
    }
    return Float64Array.from(picked).sort();
  }

  /** Events expected by the clients `include` accepts. */
  expectedFor(include: (client: number) => boolean): number {
    let clients = 0;
    for (let client = 0; client < this.clients; client += 1) if (include(client)) clients += 1;
    return clients * this.sentAt.length;
  }
}

/**
 * N real Socket.IO clients over WebSocket, each a guest's phone subscribed to `moments`; client i
 * connects to `urls[i % urls.length]`, as a load balancer would spread them over the processes.
 * `onMoment` also hears every `moment:created` (the video bench's videos carry no phase marker).
 */
export function connectClients(
  urls: string[],
  count: number,
  recorder: DeliveryRecorder,
  onMoment?: (client: number, moment: Moment) => void,
): Promise<{ sockets: BenchSocket[]; close(): void }> {
  return connectMany(count, async (index) => {
    const url = urls[index % urls.length];
    const deviceId = await deviceFor(url, `bench-device-${index.toString().padStart(6, '0')}`);
    return openSocket(url, ['moments'], {
      auth: { deviceId },
      who: `client ${index}`,
      listen: (socket) =>
        socket.on('moment:created', (moment) => {
          recorder.onEvent(index, moment.content);
          onMoment?.(index, moment);
        }),
    });
  });
}

export interface LatencySummary {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarize(sorted: Float64Array): LatencySummary {
  const at = (p: number) =>
    sorted.length
      ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
      : Number.NaN;
  return {
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: sorted.length ? sorted[sorted.length - 1] : Number.NaN,
  };
}
