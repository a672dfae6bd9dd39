import { QUIZ_LIMITS } from '../../../protocol/quiz';
import type { Logger } from '../../lib/logger';
import type { RunDocument } from './model';
import type { QuizRedis } from './redis';

/** How often each process looks at the open run (the clock's owner schedules from it). */
const TICK_MS = 1_000;
/** The owner's lease: renewed every tick; another process takes over once it lapses. */
const LEASE_MS = 4_000;
/** Phones are pinged this often while a run is open. */
export const PING_EVERY_MS = 3_000;
/**
 * After the close plus grace, answers still being written are waited for this long before the
 * reveal counts them; an answer whose write ends later than half of it is refused (answers.ts).
 */
export const SETTLE_MS = 500;

/** The moment a question's answers are counted. */
export const closeTimeOf = (closesAt: Date) => closesAt.getTime() + QUIZ_LIMITS.graceMs + SETTLE_MS;

/** Who owns the question clock: one process at a time. */
export interface ClockLease {
  hold(): Promise<boolean>;
  release(): Promise<void>;
}

/** The only process there is (no Redis): always the owner. */
export const soleProcessLease: ClockLease = {
  hold: () => Promise.resolve(true),
  release: () => Promise.resolve(),
};

// Renews the lease only while this process holds it (a GET then PEXPIRE could renew another's).
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

/** A Redis lease, `SET NX PX`, renewed by its holder; lapses when its process stops or dies. */
export class RedisClockLease implements ClockLease {
  private readonly key: string;
  constructor(
    private readonly redis: QuizRedis,
    private readonly me: string,
  ) {
    this.key = redis.key('clock');
  }

  async hold(): Promise<boolean> {
    const { client } = this.redis;
    const taken = await client.set(this.key, this.me, { NX: true, PX: LEASE_MS });
    if (taken === 'OK') return true;
    const renewed = await client.eval(RENEW, {
      keys: [this.key],
      arguments: [this.me, String(LEASE_MS)],
    });
    return renewed === 1;
  }

  async release(): Promise<void> {
    await this.redis.client.eval(RELEASE, { keys: [this.key], arguments: [this.me] });
  }
}

/**
 * The question clock: every process looks at the open run each second (and pings its phones
 * every few); the lease's owner keeps an in-process timer for the current question's close. A
 * process that starts (or takes over) resumes from what is stored: a close already past runs at
 * once. The close itself is claimed (runs.ts), so two owners for a moment still close once.
 */
export class QuizClock {
  private ticker: NodeJS.Timeout | undefined;
  private timer: NodeJS.Timeout | undefined;
  private scheduledFor: string | undefined;
  private owner = false;
  private lastPing = 0;
  private ticking = false;
  private stopped = false;

  constructor(
    private readonly lease: ClockLease,
    private readonly openRun: () => Promise<RunDocument | null>,
    private readonly close: (run: RunDocument) => Promise<void>,
    private readonly pingAll: () => void,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.ticker = setInterval(() => void this.tick(), TICK_MS);
    this.ticker.unref();
    void this.tick();
  }

  private async tick(): Promise<void> {
    if (this.ticking || this.stopped) return;
    this.ticking = true;
    try {
      this.owner = await this.lease.hold().catch((error: unknown) => {
        this.logger.warn({ err: error }, 'quiz: the clock lease could not be renewed');
        return false;
      });
      const run = await this.openRun();
      if (run && Date.now() - this.lastPing >= PING_EVERY_MS) {
        this.lastPing = Date.now();
        this.pingAll();
      }
      this.schedule(run);
    } catch (error) {
      this.logger.warn({ err: error }, 'quiz: the clock could not read the open run');
    } finally {
      this.ticking = false;
    }
  }

  /** A run this process just changed: its close is scheduled at once when this process owns it. */
  schedule(run: RunDocument | null): void {
    const due =
      this.owner && !this.stopped && run?.phase === 'question' && !run.paused && run.closesAt;
    if (!due) return this.clear();
    const key = `${run._id}:${run.revision}`;
    if (this.scheduledFor === key) return;
    this.clear();
    this.scheduledFor = key;
    this.timer = setTimeout(
      () => {
        this.scheduledFor = undefined;
        this.close(run).catch((error: unknown) => {
          this.logger.error({ err: error, runId: run._id }, 'quiz: a question could not close');
        });
      },
      Math.max(0, closeTimeOf(run.closesAt!) - Date.now()),
    );
  }

  private clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.scheduledFor = undefined;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.ticker) clearInterval(this.ticker);
    this.clear();
    this.owner = false;
    await this.lease.release().catch(() => undefined);
  }
}
