import { accessSync, constants } from 'node:fs';

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * A program a test starts: the one the variable names when set (and then only it, so a wrong
 * setting is said rather than silently replaced), otherwise the first usual place that holds one.
 */
export function findExecutable(
  env: NodeJS.ProcessEnv,
  variable: string,
  candidates: readonly string[],
  whereToGetIt: string,
): { path: string } | { missing: string } {
  const named = env[variable];
  if (named) {
    return isExecutable(named)
      ? { path: named }
      : { missing: `${variable}=${named} is not an executable file` };
  }
  const found = candidates.find(isExecutable);
  return found ? { path: found } : { missing: whereToGetIt };
}
