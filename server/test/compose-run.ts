import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as load } from 'yaml';

/**
 * docker-compose.yml read as Compose reads it (there is no Docker daemon here), so a test can run
 * the same services as processes with the same files and the same settings.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
export const COMPOSE_FILE = path.join(root, 'docker-compose.yml');

export interface ComposeService {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
}

export function readCompose(file = COMPOSE_FILE): Record<string, ComposeService> {
  const parsed = load(readFileSync(file, 'utf8'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  return parsed.services;
}

/**
 * Compose's interpolation of one value: `${NAME}`, `${NAME:-default}`, `${NAME-default}`,
 * `${NAME:?error}`, `${NAME?error}` and `$$`, from `vars` (the shell or .env file).
 */
export function interpolate(value: string, vars: Record<string, string | undefined>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g,
    (_match, name: string | undefined, colon: string, kind: string, operand: string) => {
      if (!name) return '$';
      const set = vars[name];
      const missing = set === undefined || (colon === ':' && set === '');
      if (!kind || !missing) return set ?? '';
      if (kind === '-') return operand;
      throw new Error(`Compose refuses to start: ${operand}`);
    },
  );
}

/** A service's environment as its container gets it, given the shell's or .env's `vars`. */
export function serviceEnv(
  service: ComposeService,
  vars: Record<string, string | undefined>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [
      name,
      interpolate(String(value), vars),
    ]),
  );
}

/** The file on this machine that Compose mounts at `target` in `service`. */
export function mountedFile(service: ComposeService, target: string): string {
  for (const volume of service.volumes ?? []) {
    const [source, mountedAt] = volume.split(':');
    if (mountedAt === target && source?.startsWith('.')) return path.join(root, source);
  }
  throw new Error(`nothing from this folder is mounted at ${target}`);
}

/** The value of a `-flag=value` in a service's command. */
export function commandFlag(service: ComposeService, flag: string): string {
  const arg = (service.command ?? []).find((part) => part.startsWith(`${flag}=`));
  if (!arg) throw new Error(`the command does not set ${flag}`);
  return arg.slice(flag.length + 1);
}
