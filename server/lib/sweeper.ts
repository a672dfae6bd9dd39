import type { Logger } from './logger';

/**
 * One kind of row that piles up, removed by age. `sweep` deletes what is older than its own age
 * (taken from the configuration when the task is made) as of `now` and answers how many rows went.
 *
 * Every sweep must be a conditional delete that is right whoever runs it and however often: two
 * processes sweeping at once then delete the same rows, one of them finding nothing left. Nothing a
 * live request still needs may match (an open trivia set's answers, a session not yet expired).
 */
export interface SweepTask {
  name: string;
  sweep(now: Date): Promise<number>;
}

/**
 * The one timer that removes what piles up (FerretDB has no TTL index). Features own their models,
 * so each registers its own tasks; the app starts the timer with the server and stops it on close.
 */
export class Sweeper {
  private readonly tasks: SweepTask[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(private readonly logger: Logger) {}

  register(...tasks: SweepTask[]): void {
    for (const task of tasks) {
      if (this.tasks.some((known) => known.name === task.name))
        throw new Error(`Two sweep tasks named ${task.name}`);
      this.tasks.push(task);
    }
  }

  names(): string[] {
    return this.tasks.map((task) => task.name);
  }

  /**
   * Runs every task once; a task that fails is logged and the others still run. Answers the rows
   * removed per task. A sweep already running is joined rather than started twice.
   */
  runOnce(now: Date = new Date()): Promise<Record<string, number>> {
    if (this.running) return this.running as Promise<Record<string, number>>;
    const run = this.sweepAll(now).finally(() => {
      this.running = undefined;
    });
    this.running = run;
    return run;
  }

  private async sweepAll(now: Date): Promise<Record<string, number>> {
    const removed: Record<string, number> = {};
    for (const task of this.tasks) {
      try {
        removed[task.name] = await task.sweep(now);
      } catch (error) {
        this.logger.warn({ err: error, task: task.name }, 'sweep failed; tried again next time');
      }
    }
    const total = Object.values(removed).reduce((sum, count) => sum + count, 0);
    if (total) this.logger.info({ removed }, 'swept aged rows');
    return removed;
  }

  /**
   * Sweeps every `intervalMs`, the first time after `firstAfterMs` (so a process restarted often
   * still sweeps). The timer never keeps the process alive.
   */
  start(intervalMs: number, firstAfterMs = Math.min(intervalMs, 60_000)): void {
    if (this.timer || this.stopped) return;
    const tick = (delay: number) => {
      this.timer = setTimeout(() => {
        void this.runOnce().finally(() => {
          if (!this.stopped) tick(intervalMs);
        });
      }, delay);
      this.timer.unref();
    };
    tick(firstAfterMs);
  }

  /** No sweep starts after this; one under way is awaited (the database closes next). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }
}

/** A cutoff `ageMs` before `now`. */
export const olderThan = (now: Date, ageMs: number) => new Date(now.getTime() - ageMs);
