/**
 * `npm start`: builds the client and server when the build is missing or older than the sources,
 * then runs the built server in this same process.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtServer = path.join(root, 'dist/server/main.js');
const builtClient = path.join(root, 'dist/client/index.html');

function newestSourceTime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSourceTime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function buildIsCurrent(): boolean {
  if (!existsSync(builtServer) || !existsSync(builtClient)) return false;
  const builtAt = Math.min(statSync(builtServer).mtimeMs, statSync(builtClient).mtimeMs);
  const sourcesAt = Math.max(
    ...['client', 'server', 'protocol'].map((dir) => newestSourceTime(path.join(root, dir))),
    statSync(path.join(root, 'package.json')).mtimeMs,
    statSync(path.join(root, 'vite.config.ts')).mtimeMs,
  );
  return builtAt >= sourcesAt;
}

if (!buildIsCurrent()) {
  console.log('Building the site (first start, or the sources changed)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(builtServer).href);
