import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stopChild } from '../support/connect';
import type { BenchReply, BenchRequest } from './ipc';

type ReplyOf<T extends BenchReply['type']> = Extract<BenchReply, { type: T }>;

/** The benched server in a child process of its own, driven over IPC. */
export class LeaderboardServer {
  private readonly waiting = new Map<string, ((reply: BenchReply) => void)[]>();
  /** When the server accepted each scored session (its clock, comparable with the bench's). */
  readonly acceptedAt = new Map<string, number>();

  private constructor(readonly child: ChildProcess) {
    child.on('message', (message: BenchReply) => {
      if (message.type === 'accepted') this.acceptedAt.set(message.sessionId, message.at);
      else this.waiting.get(message.type)?.shift()?.(message);
    });
  }

  static async start(env: NodeJS.ProcessEnv): Promise<{ server: LeaderboardServer; port: number }> {
    const entry = fileURLToPath(new URL('./server-process.ts', import.meta.url));
    const child = fork(entry, [], {
      execArgv: ['--import', 'tsx'],
      env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const server = new LeaderboardServer(child);
    const ready = await Promise.race([
      server.next('ready', 120_000),
      server.next('failed', 120_000),
    ]);
    if (ready.type !== 'ready')
      throw new Error(`the server did not start: ${JSON.stringify(ready)}`);
    return { server, port: ready.port };
  }

  private next<T extends BenchReply['type']>(type: T, ms: number): Promise<ReplyOf<T>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the server process did not answer ${type}`)),
        ms,
      );
      timer.unref();
      const queue = this.waiting.get(type) ?? [];
      queue.push((reply) => {
        clearTimeout(timer);
        resolve(reply as ReplyOf<T>);
      });
      this.waiting.set(type, queue);
    });
  }

  send(request: BenchRequest): void {
    this.child.send(request);
  }

  async ask<T extends BenchReply['type']>(request: BenchRequest, answer: T): Promise<ReplyOf<T>> {
    const reply = this.next(answer, 60_000);
    this.send(request);
    return reply;
  }

  stop(): Promise<void> {
    return stopChild(this.child, () => this.send({ type: 'stop' }));
  }
}
