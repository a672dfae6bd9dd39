import { execFileSync, spawn } from 'node:child_process';
import { accessSync, constants, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { freePort, stopProcess } from './built-app';
import { CHROMIUM_ARGS } from './chromium';

/**
 * Caddy, the https front Compose runs (deploy/Caddyfile), started as a process for a test, and the
 * NSS database that makes Chromium trust its own CA, as a phone that installed the root would.
 */

/** The first executable `name` on PATH (or the absolute path itself), or undefined. */
function which(name: string): string | undefined {
  const candidates = name.includes('/')
    ? [name]
    : (process.env.PATH ?? '').split(':').map((dir) => path.join(dir, name));
  return candidates.find((file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Why the production run cannot start here ('' when it can): Caddy (CADDY_BIN or `caddy` on PATH)
 * and NSS's certutil are needed. `.ci/run` installs Debian's `caddy` and `libnss3-tools`.
 */
export function frontToolsMissing(env: NodeJS.ProcessEnv = process.env): string {
  const missing = [
    which(env.CADDY_BIN || 'caddy')
      ? ''
      : 'caddy (Debian: apt-get install caddy; or set CADDY_BIN)',
    which('certutil') ? '' : 'certutil (Debian: apt-get install libnss3-tools)',
  ].filter(Boolean);
  return missing.length ? `not installed: ${missing.join(', ')}` : '';
}

/** An answer read whole, for the small checks the test makes without a browser. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** GET `path` from 127.0.0.1:`port` as `host`, over https trusting `ca` when given. */
export function getAs(host: string, port: number, pathname: string, ca?: string): Promise<Answer> {
  return requestAs('GET', host, port, pathname, ca);
}

/** A request without a body to 127.0.0.1:`port` as `host`, over https trusting `ca` when given. */
export function requestAs(
  method: string,
  host: string,
  port: number,
  pathname: string,
  ca?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = {
      method,
      host: '127.0.0.1',
      port,
      path: pathname,
      headers: { host: `${host}:${port}` },
      timeout: 5_000,
    };
    const done = (response: import('node:http').IncomingMessage) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    };
    const req = ca
      ? httpsRequest({ ...options, servername: host, ca }, done)
      : httpRequest(options, done);
    req.on('timeout', () => req.destroy(new Error(`GET ${pathname} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

export interface RunningCaddy {
  httpPort: number;
  httpsPort: number;
  /** The LAN-mode CA's root (PEM), as a phone downloads it from http://SITE/wedding-ca.crt. */
  rootCertificate: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * `caddy run` on `caddyfile` with `env` (the site's settings) plus free ports, its admin endpoint
 * off and its data in a temp dir; waits until a phone can download the CA's root over http and
 * an https request with that root trusted gets an answer (the apps behind may not be up yet:
 * `waitUntilServed` waits for them).
 */
export async function startCaddy(options: {
  caddyfile: string;
  siteDomain: string;
  env: Record<string, string>;
  /** Chosen beforehand when the apps must know the site's address (PUBLIC_URL). */
  httpsPort?: number;
}): Promise<RunningCaddy> {
  const dir = mkdtempSync(path.join(tmpdir(), 'caddy-'));
  const httpsPort = options.httpsPort ?? (await freePort());
  const httpPort = await freePort();
  let log = '';
  const output = () => log.slice(-8_000);
  const child = spawn(
    which(process.env.CADDY_BIN || 'caddy') ?? 'caddy',
    ['run', '--config', options.caddyfile, '--adapter', 'caddyfile'],
    {
      cwd: dir,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: dir,
        XDG_DATA_HOME: path.join(dir, 'data'),
        XDG_CONFIG_HOME: path.join(dir, 'config'),
        ...options.env,
        SITE_DOMAIN: options.siteDomain,
        HTTP_PORT: String(httpPort),
        HTTPS_PORT: String(httpsPort),
        CADDY_ADMIN: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = async () => {
    await stopProcess(child);
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 30_000;
  let rootCertificate = '';
  let last = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if (!rootCertificate) {
        const root = await getAs(options.siteDomain, httpPort, '/wedding-ca.crt');
        if (root.status === 200) rootCertificate = root.body;
        last = `root: ${root.status}`;
      }
      if (rootCertificate) {
        await getAs(options.siteDomain, httpsPort, '/api/health', rootCertificate);
        return { httpPort, httpsPort, rootCertificate, output, stop };
      }
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`Caddy did not serve the site (${last}):\n${output()}`);
}

/** Resolves once the front answers /api/health with ok over https: an app behind it is up. */
export async function waitUntilServed(caddy: RunningCaddy, host: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const health = await getAs(host, caddy.httpsPort, '/api/health', caddy.rootCertificate);
      if (health.status === 200) return;
      last = `${health.status} ${health.body}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the site was not served over https (${last}):\n${caddy.output()}`);
}

/**
 * A home directory whose NSS database (what Chromium on Linux reads) trusts `rootPem` to identify
 * sites: what installing the CA's root does on a phone. Returns the directory; remove it after.
 */
export function homeTrusting(rootPem: string): string {
  const home = mkdtempSync(path.join(tmpdir(), 'chromium-home-'));
  const db = path.join(home, '.pki', 'nssdb');
  mkdirSync(db, { recursive: true });
  const file = path.join(home, 'root.crt');
  writeFileSync(file, rootPem);
  execFileSync('certutil', ['-N', '-d', `sql:${db}`, '--empty-password'], { stdio: 'pipe' });
  execFileSync(
    'certutil',
    ['-A', '-d', `sql:${db}`, '-n', 'wedding LAN CA', '-t', 'C,,', '-i', file],
    {
      stdio: 'pipe',
    },
  );
  return home;
}

/**
 * Headless Chromium that trusts `rootPem` (through the NSS database of a home of its own) and
 * reaches `siteName` at 127.0.0.1. Requests off this machine are refused, as in the other
 * end-to-end tests; the site is not. Remove `home` after closing the browser.
 */
export async function launchTrustingBrowser(
  executablePath: string,
  rootPem: string,
  siteName: string,
): Promise<{ browser: Browser; home: string }> {
  const home = homeTrusting(rootPem);
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    env: { ...process.env, HOME: home },
    args: [
      ...CHROMIUM_ARGS,
      `--host-resolver-rules=MAP ${siteName} 127.0.0.1`,
      '--proxy-server=http://127.0.0.1:1',
      `--proxy-bypass-list=${siteName}`,
    ],
  });
  return { browser, home };
}

/** The Caddyfile adapted to Caddy's JSON with `env`, without starting anything. */
export function adaptCaddyfile(caddyfile: string, env: Record<string, string>): unknown {
  const json = execFileSync(
    which(process.env.CADDY_BIN || 'caddy') ?? 'caddy',
    ['adapt', '--config', caddyfile, '--adapter', 'caddyfile'],
    {
      env: { PATH: process.env.PATH ?? '', HOME: tmpdir(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return JSON.parse(json.toString()) as unknown;
}
