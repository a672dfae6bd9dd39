import { Worker } from 'node:worker_threads';

export interface ViewerWorkerData {
  url: string;
  playerIds: readonly string[];
  /** How many viewers this thread holds. */
  viewers: number;
}

/** A scored game as the viewers check it: the player's new total and when the server accepted it. */
export interface ScoredGame {
  player: number;
  total: number;
  acceptedAt: number;
}

export type ViewerRequest =
  | { type: 'all-hold'; totals: number[] }
  | { type: 'latencies'; games: ScoredGame[] }
  | { type: 'check'; order: string[]; standings: { id: string; totalScore: number }[] }
  | { type: 'pushes' }
  | { type: 'close' };

interface Pending {
  resolve(result: unknown): void;
  reject(error: unknown): void;
}

/** One worker thread of viewers, asked questions by message. */
class ViewerThread {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  readonly ready: Promise<unknown>;

  constructor(data: ViewerWorkerData) {
    // tsx registers its loader in the bench's main thread only: the worker registers it, then
    // loads the TypeScript worker module.
    const tsx = import.meta.resolve('tsx/esm/api');
    const script = new URL('./viewer-worker.ts', import.meta.url).href;
    const worker = new Worker(
      `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(script)}); })`,
      { eval: true, workerData: data },
    );
    this.worker = worker;
    this.ready = new Promise((resolve, reject) => this.pending.set(0, { resolve, reject }));
    worker.on('message', (message: { id: number; result: unknown }) => {
      this.pending.get(message.id)?.resolve(message.result);
      this.pending.delete(message.id);
    });
    worker.on('error', (error) => {
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    });
  }

  private readonly worker: Worker;

  ask<T>(request: ViewerRequest): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      this.worker.postMessage({ id, request });
    });
  }

  async stop(): Promise<void> {
    await this.ask({ type: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}

/**
 * The bench's viewers spread over a few threads (viewer 0, whose push times are counted, is the
 * first thread's first): every question is asked of each thread and the answers combined.
 */
export class ViewerPool {
  private constructor(private readonly threads: ViewerThread[]) {}

  static async start(
    url: string,
    playerIds: string[],
    viewers: number,
    threadCount: number,
  ): Promise<ViewerPool> {
    const threads: ViewerThread[] = [];
    const count = Math.max(1, Math.min(threadCount, viewers));
    for (let t = 0; t < count; t += 1) {
      const share = Math.floor(viewers / count) + (t < viewers % count ? 1 : 0);
      threads.push(new ViewerThread({ url, playerIds, viewers: share }));
    }
    await Promise.all(threads.map((thread) => thread.ready));
    return new ViewerPool(threads);
  }

  async allHold(totals: number[]): Promise<boolean> {
    const answers = await Promise.all(
      this.threads.map((thread) => thread.ask<boolean>({ type: 'all-hold', totals })),
    );
    return answers.every(Boolean);
  }

  async latencies(games: ScoredGame[]): Promise<{ latencies: Float64Array; neverHeld: number }> {
    const answers = await Promise.all(
      this.threads.map((thread) =>
        thread.ask<{ latencies: Float64Array; neverHeld: number }>({ type: 'latencies', games }),
      ),
    );
    const latencies = new Float64Array(
      answers.reduce((sum, answer) => sum + answer.latencies.length, 0),
    );
    let offset = 0;
    for (const answer of answers) {
      latencies.set(answer.latencies, offset);
      offset += answer.latencies.length;
    }
    return { latencies, neverHeld: answers.reduce((sum, answer) => sum + answer.neverHeld, 0) };
  }

  async check(order: string[], standings: { id: string; totalScore: number }[]) {
    const answers = await Promise.all(
      this.threads.map((thread) =>
        thread.ask<{ rankMismatches: number; totalMismatches: number }>({
          type: 'check',
          order,
          standings,
        }),
      ),
    );
    return {
      rankMismatches: answers.reduce((sum, answer) => sum + answer.rankMismatches, 0),
      totalMismatches: answers.reduce((sum, answer) => sum + answer.totalMismatches, 0),
    };
  }

  async pushes(): Promise<{ counts: number[]; firstViewerPushes: number[]; deliveries: number[] }> {
    const answers = await Promise.all(
      this.threads.map((thread) =>
        thread.ask<{ counts: number[]; firstViewerPushes: number[]; deliveries: number[] }>({
          type: 'pushes',
        }),
      ),
    );
    return {
      counts: answers.flatMap((answer) => answer.counts),
      firstViewerPushes: answers[0]!.firstViewerPushes,
      deliveries: answers.flatMap((answer) => answer.deliveries),
    };
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.stop()));
  }
}
