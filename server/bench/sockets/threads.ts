import { Worker } from 'node:worker_threads';
import type { SocketsRequest, SocketsWorkerData } from './worker';

/** One worker thread of idle clients (worker.ts), asked questions by message. */
class ClientThread {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve(value: unknown): void; reject(error: unknown): void }
  >();
  private readonly worker: Worker;
  readonly ready: Promise<unknown>;

  constructor(data: SocketsWorkerData) {
    // tsx registers its loader in the bench's main thread only: the worker registers it first.
    const tsx = import.meta.resolve('tsx/esm/api');
    const script = new URL('./worker.ts', import.meta.url).href;
    this.worker = new Worker(
      `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(script)}); })`,
      { eval: true, workerData: data },
    );
    this.ready = new Promise((resolve, reject) => this.pending.set(0, { resolve, reject }));
    this.worker.on('message', (message: { id: number; result: unknown }) => {
      this.pending.get(message.id)?.resolve(message.result);
      this.pending.delete(message.id);
    });
    this.worker.on('error', (error) => {
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    });
  }

  ask<T>(request: SocketsRequest): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, request });
    });
  }

  async stop(): Promise<void> {
    await this.ask({ type: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}

/** The bench's clients, in threads added as the sizes grow. */
export class ClientThreads {
  private threads: ClientThread[] = [];
  clients = 0;

  /** Connects `count` more clients (subscribed to `moments`), at most `perThread` a thread. */
  async add(url: string, count: number, perThread: number): Promise<void> {
    const added: ClientThread[] = [];
    for (let left = count; left > 0; left -= perThread) {
      added.push(new ClientThread({ url, clients: Math.min(perThread, left) }));
    }
    this.threads.push(...added);
    await Promise.all(added.map((thread) => thread.ready));
    this.clients += count;
  }

  async startPhase(phase: string, broadcasts: number): Promise<void> {
    await Promise.all(
      this.threads.map((thread) => thread.ask({ type: 'phase', phase, broadcasts })),
    );
  }

  /** Each thread's arrival times, `[seq * its clients + client]`, NaN where none came. */
  arrivals(): Promise<Float64Array[]> {
    return Promise.all(
      this.threads.map((thread) => thread.ask<Float64Array>({ type: 'arrivals' })),
    );
  }

  async closeAll(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.stop()));
    this.threads = [];
    this.clients = 0;
  }
}
