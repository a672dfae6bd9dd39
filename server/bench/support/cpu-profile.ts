/**
 * Where a benched process spends its CPU, phase by phase: the V8 sampling profiler driven through
 * the inspector from inside the process (no flag, no file), started when a phase starts and
 * stopped when it ends, its samples added up per function (self time) and per package.
 */
import { Session } from 'node:inspector';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

export interface SelfTimeEntry {
  name: string;
  ms: number;
}

export interface ProfileSummary {
  totalMs: number;
  functions: SelfTimeEntry[];
  packages: SelfTimeEntry[];
}

/** `node_modules/socket.io/…` → `socket.io`; the app's own files → `app:server/lib/…`. */
function packageOf(url: string): string {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return 'node';
  const app = url.match(/\/(server|protocol)\/(.*)$/);
  return app ? `app:${app[1]}/${app[2].split('/').slice(0, -1).join('/')}` : url;
}

function shortUrl(url: string): string {
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) return url.slice(modules + 'node_modules/'.length);
  const app = url.match(/\/((?:server|protocol)\/.*)$/);
  return app ? app[1] : url.replace(/^file:\/\//, '');
}

const add = (map: Map<string, number>, key: string, ms: number) =>
  map.set(key, (map.get(key) ?? 0) + ms);

/** Self time per function and per package, added over several profiles. */
export class SelfTimes {
  private readonly functions = new Map<string, number>();
  private readonly packages = new Map<string, number>();
  private totalMs = 0;

  add(profile: Profile): void {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const samples = profile.samples ?? [];
    const deltas = profile.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i += 1) {
      const node = byId.get(samples[i]);
      // The delta before sample i+1 is the time spent where sample i was taken.
      const ms = (deltas[i + 1] ?? 0) / 1000;
      if (!node || ms <= 0) continue;
      const { functionName, url, lineNumber } = node.callFrame;
      // Idle is not CPU: the process was waiting for I/O.
      if (functionName === '(idle)') continue;
      this.totalMs += ms;
      const name = url
        ? `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}`
        : functionName;
      add(this.functions, name, ms);
      add(this.packages, url ? packageOf(url) : functionName, ms);
    }
  }

  summary(top = 10): ProfileSummary {
    const sorted = (map: Map<string, number>) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([name, ms]) => ({ name, ms }));
    return {
      totalMs: this.totalMs,
      functions: sorted(this.functions),
      packages: sorted(this.packages),
    };
  }
}

/** Starts and stops the sampling profiler of this process, adding each stretch to a SelfTimes. */
export class PhaseProfiler {
  private readonly session = new Session();
  private readonly post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) =>
      this.session.post(method, params, (error, result) =>
        error ? reject(error) : resolve(result),
      ),
    );

  constructor() {
    this.session.connect();
  }

  async start(): Promise<void> {
    await this.post('Profiler.enable');
    // 200 µs: fine enough for a request of a few milliseconds, cheap enough not to skew it.
    await this.post('Profiler.setSamplingInterval', { interval: 200 });
    await this.post('Profiler.start');
  }

  async stop(into: SelfTimes): Promise<void> {
    const { profile } = (await this.post('Profiler.stop')) as { profile: Profile };
    into.add(profile);
  }
}

/** The summary as lines to print: the top functions and packages by self time. */
export function formatSelfTimes(title: string, summary: ProfileSummary, wallMs: number): string {
  const percent = (ms: number) => (wallMs > 0 ? `${((ms / wallMs) * 100).toFixed(1)} %` : '');
  const line = ({ name, ms }: SelfTimeEntry) =>
    `  ${ms.toFixed(0).padStart(7)} ms ${percent(ms).padStart(7)}  ${name}`;
  return [
    `${title}: ${summary.totalMs.toFixed(0)} ms of CPU sampled over ${(wallMs / 1000).toFixed(1)} s (percent of one core)`,
    ' top functions by self time:',
    ...summary.functions.map(line),
    ' by package:',
    ...summary.packages.map(line),
  ].join('\n');
}
