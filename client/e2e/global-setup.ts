import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ensureBuilt } from '../../server/lib/build';
import { findChromium } from '../../server/test/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Chromium the end-to-end tests drive; empty when none was found. */
    chromiumPath: string;
    /** Why the end-to-end tests are skipped; empty when they run. */
    e2eSkipReason: string;
  }
}

/**
 * The end-to-end tests run against the built app, as `npm start` serves it, in a real Chromium.
 * Without Chromium they are skipped with the reason, unless E2E_REQUIRED=1 (CI) makes that a failure.
 */
export default function setup(project: TestProject) {
  const chromium = findChromium();
  if (!('path' in chromium)) {
    if (process.env.E2E_REQUIRED === '1') {
      throw new Error(
        `End-to-end tests are required (E2E_REQUIRED=1) but cannot run: ${chromium.missing}`,
      );
    }
    console.warn(`End-to-end tests skipped: ${chromium.missing}`);
    project.provide('chromiumPath', '');
    project.provide('e2eSkipReason', chromium.missing);
    return;
  }
  const root = fileURLToPath(new URL('../..', import.meta.url));
  if (ensureBuilt(root, { quiet: true }))
    console.log('End-to-end tests: built the app (npm run build)');
  project.provide('chromiumPath', chromium.path);
  project.provide('e2eSkipReason', '');
}
