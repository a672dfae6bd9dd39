import { performance } from 'node:perf_hooks';
import { QUIZ_PING_EVENT } from '../../../protocol/quiz';
import type { Logger } from '../../lib/logger';
import type { IoSocket, RealtimeHub } from '../../lib/realtime/hub';
import type { QuizRedis } from './redis';

/** How long a round trip is kept: the evening's quiz, not the next day's. */
const KEEP_MS = 30 * 60 * 1000;
/** A ping unanswered this long measures nothing. */
const PING_TIMEOUT_MS = 5_000;

/**
 * Each phone's last acknowledged ping round trip, by device key. In Redis when the app has one:
 * an answer may reach another process than the one holding the phone's socket.
 */
export interface LatencyStore {
  set(deviceKey: string, roundTripMs: number): Promise<void>;
  get(deviceKey: string): Promise<number | undefined>;
}

export class MemoryLatency implements LatencyStore {
  private readonly trips = new Map<string, number>();
  set(deviceKey: string, roundTripMs: number): Promise<void> {
    if (this.trips.size >= 20_000) this.trips.clear();
    this.trips.set(deviceKey, roundTripMs);
    return Promise.resolve();
  }
  get(deviceKey: string): Promise<number | undefined> {
    return Promise.resolve(this.trips.get(deviceKey));
  }
}

export class RedisLatency implements LatencyStore {
  constructor(private readonly redis: QuizRedis) {}
  private key(deviceKey: string) {
    return this.redis.key(`rtt:${deviceKey}`);
  }
  async set(deviceKey: string, roundTripMs: number): Promise<void> {
    await this.redis.client.set(this.key(deviceKey), String(roundTripMs), {
      PX: KEEP_MS,
    });
  }
  async get(deviceKey: string): Promise<number | undefined> {
    const value = await this.redis.client.get(this.key(deviceKey));
    return value === null ? undefined : Number(value);
  }
}

/**
 * Pings the phones of this process that follow the quiz (only the process holding a socket can
 * hear its acknowledgement) and keeps each round trip.
 */
export class QuizPinger {
  constructor(
    private readonly hub: RealtimeHub,
    private readonly store: LatencyStore,
    private readonly logger: Logger,
  ) {}

  ping(socket: IoSocket): void {
    const deviceKey = socket.data.deviceKey;
    if (!deviceKey || !socket.connected) return;
    const sentAt = performance.now();
    // The event's only argument is the acknowledgement; with a timeout it is told of the error.
    const timed = socket.timeout(PING_TIMEOUT_MS) as unknown as {
      emit(event: string, ack: (error: Error | null) => void): void;
    };
    timed.emit(QUIZ_PING_EVENT, (error) => {
      if (error) return;
      this.store.set(deviceKey, performance.now() - sentAt).catch((failure: unknown) => {
        this.logger.warn({ err: failure }, 'quiz: could not keep a ping round trip');
      });
    });
  }

  pingAll(): void {
    for (const socket of this.hub.localSubscribers('quiz')) this.ping(socket);
  }
}
