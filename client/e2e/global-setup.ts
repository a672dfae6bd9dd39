import { accessSync, constants } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ensureBuilt } from '../../server/lib/build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Chromium the end-to-end tests drive; empty when none was found. */
    chromiumPath: string;
    /** Why the end-to-end tests are skipped; empty when they run. */
    e2eSkipReason: string;
  }
}

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** CHROMIUM_PATH when set (and then only it), otherwise the first of the usual system paths. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): { path?: string; missing?: string } {
  if (env.CHROMIUM_PATH) {
    return isExecutable(env.CHROMIUM_PATH)
      ? { path: env.CHROMIUM_PATH }
      : { missing: `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file` };
  }
  const found = SYSTEM_CHROMIUMS.find(isExecutable);
  return found
    ? { path: found }
    : { missing: `no Chromium found (set CHROMIUM_PATH, or install one at ${SYSTEM_CHROMIUMS.join(', ')})` };
}

/**
 * The end-to-end tests run against the built app, as `npm start` serves it, in a real Chromium.
 * Without Chromium they are skipped with the reason, unless E2E_REQUIRED=1 (CI) makes that a failure.
 */
export default function setup(project: TestProject) {
  const chromium = findChromium();
  if (!chromium.path) {
    const reason = chromium.missing ?? 'no Chromium found';
    if (process.env.E2E_REQUIRED === '1') {
      throw new Error(`End-to-end tests are required (E2E_REQUIRED=1) but cannot run: ${reason}`);
    }
    console.warn(`End-to-end tests skipped: ${reason}`);
    project.provide('chromiumPath', '');
    project.provide('e2eSkipReason', reason);
    return;
  }
  const root = fileURLToPath(new URL('../..', import.meta.url));
  if (ensureBuilt(root, { quiet: true })) console.log('End-to-end tests: built the app (npm run build)');
  project.provide('chromiumPath', chromium.path);
  project.provide('e2eSkipReason', '');
}
