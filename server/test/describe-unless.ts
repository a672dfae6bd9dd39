import { describe } from 'vitest';

/**
 * A describe block that runs unless something it needs is missing: then it is skipped with the
 * reason in its title (and `.ci/run` fails the run, since it refuses any skipped test).
 */
export function describeUnless(skipReason: string, name: string, body: () => void): void {
  if (skipReason) describe.skip(`${name} (skipped: ${skipReason})`, body);
  else describe(name, body);
}
