import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stopChild, type benchRun } from '../support/connect';
import type { BenchReply, BenchRequest, PhaseKind, ServerFigures, ServerMemory } from './ipc';

/** The benched server, in a child process of its own, driven over IPC. */
export class ServerProcess {
  private readonly waiting: ((reply: BenchReply) => void)[] = [];

  private constructor(readonly child: ChildProcess) {
    child.on('message', (message: BenchReply) => this.waiting.shift()?.(message));
  }

  /** `nodeOptions`: more flags for the child's node (e.g. --expose-gc). */
  static async start(
    env: NodeJS.ProcessEnv,
    nodeOptions: string[] = [],
  ): Promise<{ server: ServerProcess; port: number }> {
    const entry = fileURLToPath(new URL('./server-process.ts', import.meta.url));
    const profile = process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
      : [];
    const child = fork(entry, [], {
      execArgv: ['--import', 'tsx', ...profile, ...nodeOptions],
      env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const server = new ServerProcess(child);
    const ready = await server.next(120_000);
    if (ready.type !== 'ready')
      throw new Error(`the server did not start: ${JSON.stringify(ready)}`);
    return { server, port: ready.port };
  }

  private next(ms: number): Promise<BenchReply> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the server process did not answer')), ms);
      const onExit = () => reject(new Error(`the server process exited (${this.child.exitCode})`));
      this.child.once('exit', onExit);
      this.waiting.push((reply) => {
        clearTimeout(timer);
        this.child.off('exit', onExit);
        resolve(reply);
      });
    });
  }

  send(request: BenchRequest): void {
    this.child.send(request);
  }

  async ask(request: BenchRequest): Promise<BenchReply> {
    const answer = this.next(30_000);
    this.send(request);
    return answer;
  }

  async figures(kind: PhaseKind): Promise<ServerFigures> {
    const answer = await this.ask({ type: 'figures', kind });
    if (answer.type !== 'figures') throw new Error(`unexpected answer ${JSON.stringify(answer)}`);
    return answer.figures;
  }

  async memory(): Promise<ServerMemory> {
    const answer = await this.ask({ type: 'memory' });
    if (answer.type !== 'memory') throw new Error(`unexpected answer ${JSON.stringify(answer)}`);
    return answer.memory;
  }

  stop(): Promise<void> {
    return stopChild(this.child, () => this.send({ type: 'stop' }));
  }
}

/**
 * Runs `work` against one server process started with `env` and watched by the bench run (its
 * watchdog kills it on a timeout), then stops it and finishes the run, whatever happened.
 */
export async function withBenchServer<T>(
  run: ReturnType<typeof benchRun>,
  env: NodeJS.ProcessEnv,
  work: (url: string) => Promise<T>,
): Promise<T> {
  let server: ServerProcess | undefined;
  try {
    const started = await ServerProcess.start(env);
    server = started.server;
    run.watch(server.child);
    return await work(`http://127.0.0.1:${started.port}`);
  } finally {
    await server?.stop();
    run.finish();
  }
}
