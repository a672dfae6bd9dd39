/**
 * The server's resident memory over the video bench, read from /proc every second: the node
 * process itself (VmRSS), and apart from it the ffmpeg processes it runs (its children), which
 * come and go with each clip and are bounded by the video limits rather than by the server.
 */
import { readFileSync } from 'node:fs';
import { memoryOf } from '../photos/process-memory';

/** The pids of a process's children (Linux /proc, every thread's list). */
function childrenOf(pid: number): number[] {
  try {
    const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8');
    return text.split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Children and their children: ffmpeg runs under a shell or `prlimit` that limits it. */
function descendantsOf(pid: number): number[] {
  return childrenOf(pid).flatMap((child) => [child, ...descendantsOf(child)]);
}

export interface MemoryFigures {
  startMb: number;
  maxMb: number;
  endMb: number;
  samples: number;
  /** The most the server's children (ffmpeg) held at once. */
  childrenMaxMb: number;
  /** The server's memory at the moments the bench named (e.g. before the videos). */
  marks: { name: string; mb: number }[];
}

export function sampleMemory(pid: number, everyMs = 1000) {
  const server: number[] = [];
  let childrenMaxMb = 0;
  const marks: MemoryFigures['marks'] = [];
  const sample = () => {
    const own = memoryOf(pid);
    if (own) server.push(own.rssMb);
    const children = descendantsOf(pid).reduce((sum, child) => {
      // A process exiting between the listing and the read (or a zombie) has no VmRSS.
      const rss = memoryOf(child)?.rssMb;
      return sum + (rss !== undefined && Number.isFinite(rss) ? rss : 0);
    }, 0);
    childrenMaxMb = Math.max(childrenMaxMb, children);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    /** Notes the server's memory now, under `name`. */
    mark(name: string) {
      const now = memoryOf(pid);
      if (now) marks.push({ name, mb: now.rssMb });
    },
    /** Stops sampling (after one last sample) and answers the figures. */
    stop(): MemoryFigures {
      clearInterval(timer);
      sample();
      if (!server.length) throw new Error(`no memory figures for the server (pid ${pid})`);
      return {
        startMb: server[0]!,
        maxMb: Math.max(...server),
        endMb: server[server.length - 1]!,
        samples: server.length,
        childrenMaxMb,
        marks,
      };
    },
  };
}
