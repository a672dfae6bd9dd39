/**
 * One phone of the video bench in a thread of its own: its upload's tens of MB are sent from here,
 * not from the thread whose Socket.IO clients time the wall (a real phone is another device).
 * Times go back as epoch milliseconds: each thread's performance.now() has its own origin.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { BenchClip } from './clips';
import { shareVideo } from './phones';

const { url, phone, clip, content } = workerData as {
  url: string;
  phone: string;
  clip: BenchClip;
  content: string;
};

const epoch = (at: number) => performance.timeOrigin + at;
shareVideo(url, phone, clip, content).then(
  (shared) =>
    parentPort!.postMessage({
      ok: true,
      shared: {
        ...shared,
        uploadStartedAt: epoch(shared.uploadStartedAt),
        postedAt: epoch(shared.postedAt),
      },
    }),
  (error: unknown) => parentPort!.postMessage({ ok: false, error: String(error) }),
);
