/**
 * The server under test for `npm run bench -- quiz`: the real app (Express, MongoDB, the live
 * quiz with its clock, the realtime hub) in a process of its own, so that its CPU and event loop
 * are measured apart from the 1000 phones. It also sends the bare broadcast the reveal is read
 * against: the same state, to the same sockets, straight to the topic's room.
 */
import { createHistogram, performance } from 'node:perf_hooks';
import { topicRoom } from '../../../protocol/events';
import type { QuizLive } from '../../../protocol/quiz';
import { createServer } from '../../app';
import * as child from '../support/server-child';
import type { BenchReply, BenchRequest } from './ipc';

const reply = (message: BenchReply) => process.send?.(message);

async function main(): Promise<void> {
  const config = child.benchConfig({
    ADMIN_PASSWORD: process.env.BENCH_ADMIN_PASSWORD,
    // 1000 phones arrive from one address within a minute: the room's ceilings are not measured.
    DEVICE_ISSUE_PER_MINUTE: '1000000',
    DEVICE_ISSUE_PER_HOUR: '1000000',
    LIKE_LIMIT_PER_IP: '1000000',
    WRITE_LIMIT_PER_IP: '1000000',
  });
  const logger = child.benchLogger();
  const database = await child.benchDatabase(logger);
  const server = await createServer({ config, logger });
  const port = await child.listenOnLoopback(server);

  // When each question's reveal left: the first 'quiz:state' in 'reveal' the room was sent (the
  // bare broadcasts that follow send the same state again).
  const revealSentAt = new Map<number, number>();
  const adapter = server.io.of('/').adapter;
  const broadcast = adapter.broadcast.bind(adapter);
  adapter.broadcast = (packet: { data?: unknown[] }, opts) => {
    const [event, live] = packet.data ?? [];
    const run = (live as QuizLive | undefined)?.run;
    if (event === 'quiz:state' && run?.phase === 'reveal' && !revealSentAt.has(run.questionIndex))
      revealSentAt.set(run.questionIndex, Date.now());
    broadcast(packet, opts);
  };

  // Event-loop delay, sampled every 10 ms during a phase: how late each tick ran.
  const tickMs = 10;
  let delay = createHistogram();
  let phase: { cpu: NodeJS.CpuUsage; startedAt: number } | undefined;
  let lastTick = performance.now();
  setInterval(() => {
    const now = performance.now();
    if (phase) delay.record(Math.max(1, Math.round((now - lastTick - tickMs) * 1000)));
    lastTick = now;
  }, tickMs).unref();

  process.on('message', (request: BenchRequest) => {
    switch (request.type) {
      case 'phase-start':
        delay = createHistogram();
        phase = { cpu: process.cpuUsage(), startedAt: performance.now() };
        reply({ type: 'phase-started' });
        break;
      case 'phase-end': {
        const ended = phase;
        phase = undefined;
        const cpu = ended ? process.cpuUsage(ended.cpu) : { user: 0, system: 0 };
        const cpuMs = (cpu.user + cpu.system) / 1000;
        const wallMs = ended ? performance.now() - ended.startedAt : 0;
        reply({
          type: 'phase-ended',
          figures: {
            cpuMs,
            wallMs,
            cpuPercent: wallMs ? (cpuMs / wallMs) * 100 : 0,
            eventLoopDelayP99Ms: delay.count ? delay.percentile(99) / 1000 : 0,
          },
        });
        break;
      }
      case 'bare-broadcast': {
        const at = Date.now();
        server.io.to(topicRoom('quiz')).emit('quiz:state', request.live);
        reply({ type: 'bare-sent', at });
        break;
      }
      case 'reveal-sent':
        reply({ type: 'reveal-sent', at: revealSentAt.get(request.questionIndex) ?? null });
        break;
      case 'stop':
        void child.stopAndExit(server, database);
        break;
    }
  });
  reply({ type: 'ready', port });
}

child.runBenchChild(main, reply);
