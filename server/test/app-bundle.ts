import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * `node` arguments that start the server for the tests that run it as a process of its own
     * (app-process.ts): this run's bundle of the sources. Empty: run the sources through tsx.
     */
    appProcessArgs: string[];
  }
}

/**
 * Bundles server/main.ts as `npm run build` does (esbuild, ESM for Node 20, packages left to
 * node_modules), for the test processes: a start from the bundle takes half the CPU of one through
 * tsx (1.3 s against 2.7 s here), and the server tests start some forty of them. Each test run
 * has its own folder under dist/, one level deep as dist/server is, so the app finds what it looks
 * for beside it (dist/client) the way the production bundle does, and packages from the project's
 * node_modules. Answers the arguments and a function that removes the folder.
 */
export async function bundleServerForTests(
  root: string,
): Promise<{ args: string[]; remove: () => void }> {
  const dir = path.join(root, 'dist', `test-server-${process.pid}-${randomBytes(3).toString('hex')}`);
  const outfile = path.join(dir, 'main.js');
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    await build({
      entryPoints: [path.join(root, 'server/main.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: true,
      outfile,
      logLevel: 'warning',
    });
  } catch (error) {
    remove();
    throw error;
  }
  // Source maps on: a failing test shows the app's stack traces in the sources' lines, as tsx did.
  return { args: ['--enable-source-maps', outfile], remove };
}
