/**
 * The server under test for `npm run bench -- moments`: the real app (Express, validation, MongoDB,
 * the realtime hub) in a process of its own, so that its CPU and event-loop delay are measured
 * apart from the bench's clients. It also offers the bare broadcast the figures are compared with.
 */
import { randomBytes } from 'node:crypto';
import { createHistogram, performance, type RecordableHistogram } from 'node:perf_hooks';
import { topicRoom } from '../../../protocol/events';
import type { Moment } from '../../../protocol/moments';
import { createServer } from '../../app';
import * as child from '../support/server-child';
import { PhaseProfiler, SelfTimes } from '../support/cpu-profile';
import type { BenchReply, BenchRequest, PhaseKind } from './ipc';

const reply = (message: BenchReply) => process.send?.(message);

async function main(): Promise<void> {
  const config = child.benchConfig({
    // A given password keeps a generated one from being printed; a bench that signs in passes its own.
    ADMIN_PASSWORD: process.env.BENCH_ADMIN_PASSWORD ?? randomBytes(16).toString('hex'),
    // The announcements bench sends text messages to its own loopback Twilio.
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        (entry): entry is [string, string] =>
          entry[0].startsWith('TWILIO_') && entry[1] !== undefined,
      ),
    ),
    // With several processes (--processes 2), they share events through this Redis.
    REDIS_URL: process.env.BENCH_REDIS_URL,
    REDIS_KEY_PREFIX: process.env.BENCH_REDIS_PREFIX,
    // One bench device posts far faster than any guest; the write limits are not what it measures.
    WRITE_LIMIT_PER_DEVICE: '1000000',
  });
  const logger = child.benchLogger();
  const database = await child.benchDatabase(logger);
  const server = await createServer({ config, logger });
  const port = await child.listenOnLoopback(server);

  // Event-loop delay, sampled every 10 ms and kept per kind of phase: how late each tick ran.
  const tickMs = 10;
  const perKind = new Map<
    PhaseKind,
    { delay: RecordableHistogram; cpuMs: number; wallMs: number; selfTimes: SelfTimes }
  >();
  const figuresOf = (kind: PhaseKind) => {
    let entry = perKind.get(kind);
    if (!entry) {
      entry = { delay: createHistogram(), cpuMs: 0, wallMs: 0, selfTimes: new SelfTimes() };
      perKind.set(kind, entry);
    }
    return entry;
  };
  // --profile: the sampling profiler runs during the phases only (not while clients connect).
  const profiler = process.env.BENCH_PROFILE ? new PhaseProfiler() : undefined;
  // --profile: every room broadcast during a phase, by event and by the sockets it went to: what
  // the fan-out part of a kind's CPU is made of.
  const broadcasts = new Map<PhaseKind, Map<string, { count: number; sockets: number }>>();
  if (profiler) {
    const adapter = server.io.of('/').adapter;
    const broadcast = adapter.broadcast.bind(adapter);
    adapter.broadcast = (packet: { data?: unknown[] }, opts) => {
      if (phase) {
        const event = String(packet.data?.[0]);
        const perEvent = broadcasts.get(phase.kind) ?? new Map();
        broadcasts.set(phase.kind, perEvent);
        const entry = perEvent.get(event) ?? { count: 0, sockets: 0 };
        entry.count += 1;
        for (const room of opts.rooms) entry.sockets += adapter.rooms.get(room)?.size ?? 0;
        perEvent.set(event, entry);
      }
      broadcast(packet, opts);
    };
  }
  let phase: { kind: PhaseKind; cpu: NodeJS.CpuUsage; startedAt: number } | undefined;
  let lastTick = performance.now();
  setInterval(() => {
    const now = performance.now();
    const lateUs = Math.max(1, Math.round((now - lastTick - tickMs) * 1000));
    lastTick = now;
    if (phase) figuresOf(phase.kind).delay.record(lateUs);
  }, tickMs).unref();
  let seq = 0;

  process.on('message', (request: BenchRequest) => {
    switch (request.type) {
      case 'phase-start':
        void (async () => {
          await profiler?.start();
          phase = { kind: request.kind, cpu: process.cpuUsage(), startedAt: performance.now() };
          lastTick = performance.now();
          reply({ type: 'phase-started' });
        })();
        break;
      case 'phase-end': {
        const ended = phase;
        phase = undefined;
        void (async () => {
          if (ended) {
            const cpu = process.cpuUsage(ended.cpu);
            const entry = figuresOf(ended.kind);
            entry.cpuMs += (cpu.user + cpu.system) / 1000;
            entry.wallMs += performance.now() - ended.startedAt;
            await profiler?.stop(entry.selfTimes);
          }
          reply({ type: 'phase-ended' });
        })();
        break;
      }
      case 'figures': {
        const entry = figuresOf(request.kind);
        perKind.delete(request.kind);
        const taken = broadcasts.get(request.kind);
        broadcasts.delete(request.kind);
        reply({
          type: 'figures',
          figures: {
            cpuMs: entry.cpuMs,
            cpuPercent: entry.wallMs ? (entry.cpuMs / entry.wallMs) * 100 : 0,
            eventLoopDelayP99Ms: entry.delay.count ? entry.delay.percentile(99) / 1000 : 0,
            eventLoopDelayMaxMs: entry.delay.count ? entry.delay.max / 1000 : 0,
            wallMs: entry.wallMs,
            ...(profiler
              ? {
                  profile: entry.selfTimes.summary(10),
                  broadcasts: [...(taken ?? [])].map(([event, n]) => ({
                    event,
                    ...n,
                  })),
                }
              : {}),
          },
        });
        break;
      }
      case 'broadcast': {
        seq += 1;
        const now = new Date().toISOString();
        // The same event, room and payload shape as a shared moment, so only the work before it differs.
        const payload: Moment = {
          id: seq.toString(16).padStart(24, '0'),
          guestName: 'Bench guest',
          content: request.content,
          momentType: 'text',
          hashtags: ['bench'],
          isPublic: true,
          likes: 0,
          createdAt: now,
          updatedAt: now,
        };
        server.io.to(topicRoom('moments')).emit('moment:created', payload);
        break;
      }
      case 'memory': {
        const gc = (globalThis as { gc?: () => void }).gc;
        gc?.();
        gc?.();
        const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
        reply({
          type: 'memory',
          memory: {
            rss,
            heapUsed,
            external,
            arrayBuffers,
            sockets: server.io.engine.clientsCount,
            collected: gc !== undefined,
          },
        });
        break;
      }
      case 'stop':
        void child.stopAndExit(server, database);
        break;
    }
  });
  reply({ type: 'ready', port });
}

child.runBenchChild(main, reply);
