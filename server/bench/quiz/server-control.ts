import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { QuizLive } from '../../../protocol/quiz';
import { stopChild } from '../support/connect';
import type { BenchReply, BenchRequest, ServerFigures } from './ipc';

type ReplyOf<T extends BenchReply['type']> = Extract<BenchReply, { type: T }>;

/** The benched server in a child process of its own, driven over IPC. */
export class QuizServer {
  private readonly waiting = new Map<string, ((reply: BenchReply) => void)[]>();

  private constructor(readonly child: ChildProcess) {
    child.on('message', (message: BenchReply) => this.waiting.get(message.type)?.shift()?.(message));
  }

  static async start(env: NodeJS.ProcessEnv): Promise<{ server: QuizServer; port: number }> {
    const entry = fileURLToPath(new URL('./server-process.ts', import.meta.url));
    const child = fork(entry, [], {
      execArgv: ['--import', 'tsx'],
      env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const server = new QuizServer(child);
    const ready = await Promise.race([server.next('ready', 120_000), server.next('failed', 120_000)]);
    if (ready.type !== 'ready') throw new Error(`the server did not start: ${JSON.stringify(ready)}`);
    return { server, port: ready.port };
  }

  private next<T extends BenchReply['type']>(type: T, ms: number): Promise<ReplyOf<T>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server process did not answer ${type}`)), ms);
      timer.unref();
      const queue = this.waiting.get(type) ?? [];
      queue.push((reply) => {
        clearTimeout(timer);
        resolve(reply as ReplyOf<T>);
      });
      this.waiting.set(type, queue);
    });
  }

  private ask<T extends BenchReply['type']>(request: BenchRequest, answer: T): Promise<ReplyOf<T>> {
    const reply = this.next(answer, 60_000);
    this.child.send(request);
    return reply;
  }

  async phaseStart(): Promise<void> {
    await this.ask({ type: 'phase-start' }, 'phase-started');
  }

  async phaseEnd(): Promise<ServerFigures> {
    return (await this.ask({ type: 'phase-end' }, 'phase-ended')).figures;
  }

  /** Sends `live` straight to the `quiz` room; answers when it left (Date.now() of the server). */
  async bareBroadcast(live: QuizLive): Promise<number> {
    return (await this.ask({ type: 'bare-broadcast', live }, 'bare-sent')).at;
  }

  /** When the server published question `questionIndex`'s reveal (null: not seen). */
  async revealSentAt(questionIndex: number): Promise<number | null> {
    return (await this.ask({ type: 'reveal-sent', questionIndex }, 'reveal-sent')).at;
  }

  stop(): Promise<void> {
    return stopChild(this.child, () => this.child.send({ type: 'stop' } satisfies BenchRequest));
  }
}
