import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The server's V8 heap ceiling, on every start (`npm start`, the Docker image, the tests' and
 * benches' app). Without one V8 sizes the heap from the machine's memory and, on a big machine,
 * lets garbage build up to hundreds of MB before a full collection: in the video bench the live
 * heap stayed near 55 MB while the old generation grew to 210 MB between collections. 512 MB is
 * what V8 would choose on a 2 GB host, ten times the live heap, and keeps the process's memory
 * near its working set wherever it runs. docs/deployment.md, "Memory".
 */
export const SERVER_HEAP_FLAG = '--max-old-space-size=512';

/** The two outputs of `npm run build`, relative to the project root. */
export const builtServerPath = (root: string) => path.join(root, 'dist/server/main.js');
export const builtClientPath = (root: string) => path.join(root, 'dist/client/index.html');

function newestSourceTime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(
      newest,
      entry.isDirectory() ? newestSourceTime(full) : statSync(full).mtimeMs,
    );
  }
  return newest;
}

/** True when both outputs exist and are newer than every source that goes into them. */
export function buildIsCurrent(root: string): boolean {
  const server = builtServerPath(root);
  const client = builtClientPath(root);
  if (!existsSync(server) || !existsSync(client)) return false;
  const builtAt = Math.min(statSync(server).mtimeMs, statSync(client).mtimeMs);
  const sourcesAt = Math.max(
    ...['client', 'server', 'protocol', 'scripts'].map((dir) => newestSourceTime(path.join(root, dir))),
    statSync(path.join(root, 'package.json')).mtimeMs,
    statSync(path.join(root, 'vite.config.ts')).mtimeMs,
  );
  return builtAt >= sourcesAt;
}

/**
 * Runs `npm run build` when the build is missing or older than the sources; answers whether it built.
 * `quiet` keeps the build's output out of the caller's (tests, benches) unless the build fails.
 */
export function ensureBuilt(root: string, options: { quiet?: boolean } = {}): boolean {
  if (buildIsCurrent(root)) return false;
  if (!options.quiet) console.log('Building the site (first start, or the sources changed)...');
  try {
    execSync('npm run build', {
      cwd: root,
      // A build started from a test run would otherwise inherit NODE_ENV=test and bundle React's dev build.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: options.quiet ? 'pipe' : 'inherit',
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string };
    if (options.quiet) process.stderr.write(`${failure.stdout ?? ''}${failure.stderr ?? ''}`);
    throw new Error('npm run build failed', { cause: error });
  }
  return true;
}
