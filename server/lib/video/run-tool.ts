/**
 * Runs ffmpeg or ffprobe on a guest's file as a contained process: its own process group (killed
 * whole when the deadline passes or the caller aborts), a cap on its address space (prlimit from
 * util-linux, else the shell's ulimit), the lowest CPU priority (Linux's SCHED_IDLE through chrt
 * from util-linux, and nice 19), no standard input, and an environment of PATH alone (so FFREPORT
 * and the like cannot make it write elsewhere).
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { onSearchPath } from './ffmpeg-path';

/** What a run may take. */
export interface ToolBudget {
  /** Epoch milliseconds after which the run is killed. */
  deadline: number;
  memoryBytes: number;
  signal?: AbortSignal;
  /**
   * Takes the standard output as it comes (ffmpeg's `-progress pipe:1`), instead of keeping it for
   * the answer (which is then empty).
   */
  onStdout?: (chunk: string) => void;
}

/** The run passed its deadline and its process group was killed. */
export class ToolTimeout extends Error {
  constructor(readonly pid: number | undefined) {
    super('the process ran past its deadline and was killed');
    this.name = 'ToolTimeout';
  }
}

/** The process ended with an error (or was killed by something else): the end of what it said. */
export class ToolFailed extends Error {
  constructor(
    readonly exitCode: number | null,
    readonly exitSignal: NodeJS.Signals | null,
    readonly stderr: string,
  ) {
    super(`exited with ${exitSignal ?? `code ${exitCode}`}: ${stderr.trim().slice(-500)}`);
    this.name = 'ToolFailed';
  }
}

/** Below the site's own processes, so a clip being encoded never slows a guest's page. */
export const TOOL_NICENESS = 19;
/** ffprobe's JSON for one file is a few KB; anything near this is not a phone's video. */
const MAX_STDOUT_BYTES = 1024 * 1024;
/** The end of ffmpeg's messages is where its reason is. */
const STDERR_KEPT = 8 * 1024;

const helpers = {
  resolved: false,
  prlimit: null as string | null,
  nice: null as string | null,
  chrt: null as string | null,
};
const systemPath = `${process.env.PATH ?? ''}:/usr/bin:/bin`;

function wrappers() {
  if (!helpers.resolved) {
    helpers.prlimit = onSearchPath('prlimit', systemPath);
    helpers.nice = onSearchPath('nice', systemPath);
    helpers.chrt = onSearchPath('chrt', systemPath);
    helpers.resolved = true;
  }
  return helpers;
}

/** The command line that starts `binary` with the memory cap and the priority already in force. */
function contained(binary: string, args: string[], memoryBytes: number) {
  const { prlimit, nice, chrt } = wrappers();
  const niced = nice ? [nice, '-n', String(TOOL_NICENESS), binary, ...args] : [binary, ...args];
  // nice 19 still takes a core from a process that wakes up: the scheduler places a waking task
  // on an idle core first, and a core busy with a nice 19 encode is not idle. A core running only
  // SCHED_IDLE work counts as idle, so the site's processes (and its database's) preempt the
  // encode at once; the encode still has every cycle nobody else wants.
  const inner = chrt ? [chrt, '--idle', '0', ...niced] : niced;
  if (prlimit) return { command: prlimit, argv: [`--as=${memoryBytes}`, '--', ...inner], nice };
  const kilobytes = Math.floor(memoryBytes / 1024);
  return {
    command: '/bin/sh',
    argv: ['-c', `ulimit -v ${kilobytes} && exec "$@"`, 'sh', ...inner],
    nice,
  };
}

/**
 * The child runs in a session of its own (`detached`, so its group can be killed whole), and
 * where Linux groups processes by session for the scheduler (autogroup), a nice value counts only
 * inside that group: the encode's session would take a core's share like the app's. Its group is
 * given the same lowest priority (spawn returns once the child has exec'd, so the session is its
 * own by then). Where there is no autogroup (most containers), nothing changes.
 */
function lowerSessionGroup(pid: number): void {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(TOOL_NICENESS));
  } catch {
    // No autogroup here, or the process has already exited.
  }
}

/** Kills the whole group (a wrapper's exec'd ffmpeg and any thread or child of it). */
function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/**
 * Runs `binary args` within `budget`; answers its standard output once it exited with 0, else
 * rejects with ToolTimeout, ToolFailed or the abort signal's reason. It settles only once the
 * process has exited, so nothing is left running behind a rejection.
 */
export function runTool(binary: string, args: string[], budget: ToolBudget): Promise<string> {
  return new Promise((resolve, reject) => {
    if (budget.signal?.aborted) return reject(budget.signal.reason as Error);
    const remaining = budget.deadline - Date.now();
    if (remaining <= 0) return reject(new ToolTimeout(undefined));
    const { command, argv, nice } = contained(binary, args, budget.memoryBytes);
    const child = spawn(command, argv, {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: { PATH: systemPath },
    });
    if (!nice && child.pid !== undefined) {
      try {
        setPriority(child.pid, TOOL_NICENESS);
      } catch {
        // It may already have exited; the limits above still hold.
      }
    }
    if (child.pid !== undefined) lowerSessionGroup(child.pid);
    let stdout = '';
    let stdoutBytes = 0;
    let stderr = '';
    let ended: Error | undefined;
    const stop = (reason: Error) => {
      ended ??= reason;
      killGroup(child.pid);
    };
    const timer = setTimeout(() => stop(new ToolTimeout(child.pid)), remaining);
    const onAbort = () => stop(budget.signal?.reason as Error);
    budget.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (budget.onStdout) return budget.onStdout(chunk);
      stdoutBytes += Buffer.byteLength(chunk);
      if (stdoutBytes > MAX_STDOUT_BYTES) stop(new ToolFailed(null, null, 'output too large'));
      else stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEPT);
    });
    child.on('error', (error) => stop(error));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      budget.signal?.removeEventListener('abort', onAbort);
      if (ended) reject(ended);
      else if (code === 0) resolve(stdout);
      else reject(new ToolFailed(code, signal, stderr));
    });
  });
}
