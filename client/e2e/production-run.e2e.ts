import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { createClient } from 'redis';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { shareMoment } from '../../server/test/app-process';
import {
  freePort,
  startIsolatedApp,
  withDatabase,
  type IsolatedApp,
} from '../../server/test/built-app';
import {
  adaptCaddyfile,
  frontToolsMissing,
  getAs,
  launchTrustingBrowser,
  requestAs,
  startCaddy,
  waitUntilServed,
  type RunningCaddy,
} from '../../server/test/caddy';
import { commandFlag, mountedFile, readCompose, serviceEnv } from '../../server/test/compose-run';
import { describeUnless } from '../../server/test/describe-unless';
import { testRedisUrl } from '../../server/test/redis';
import {
  SEAWEEDFS_S3_CONFIG,
  seaweedFsSkipReason,
  startSeaweedFs,
  type SeaweedFs,
} from '../../server/test/seaweedfs';
import { collectPageErrors, E2E_ADMIN_PASSWORD, PHONE } from './helpers';
import { enterAsGuest, homeSection } from './guest';
import { jpegFile } from './photo-files';

/**
 * What `docker compose up` starts, as processes on loopback, from the files Compose mounts: Caddy on
 * deploy/Caddyfile in LAN mode (its own CA), the built app twice with the environment Compose gives
 * it, SeaweedFS with deploy/seaweedfs/s3.json, FerretDB and Redis. Chromium reaches the site by its
 * name (wedding.test, mapped to 127.0.0.1) over https, trusting the CA's root as a phone that
 * installed it does.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const SITE = 'wedding.test';
const services = readCompose();
const composed = {
  caddyfile: mountedFile(services.caddy!, '/etc/caddy/Caddyfile'),
  s3Config: mountedFile(services.seaweedfs!, commandFlag(services.seaweedfs!, '-s3.config')),
};
/** Settings Compose points at another container; the run points them at the loopback processes. */
const APP_ADDRESSES = ['MONGODB_URI', 'REDIS_URL', 'S3_ENDPOINT', 'PORT'];
const CADDY_ADDRESSES = ['APP_UPSTREAMS', 'STORE_UPSTREAM'];
/** What the image sets itself (Dockerfile ENV) or keeps this run apart from others on one Redis. */
const RUN_ONLY = ['NODE_ENV', 'HOST', 'DATA_DIR', 'INSTANCE_ID', 'LOG_LEVEL', 'REDIS_KEY_PREFIX'];

const skipReason = frontToolsMissing() || seaweedFsSkipReason();
if (skipReason && process.env.E2E_REQUIRED === '1') {
  throw new Error(
    `The production run is required (E2E_REQUIRED=1) but cannot start: ${skipReason}`,
  );
}
function describeRun(name: string, body: () => void): void {
  describeUnless(skipReason || inject('e2eSkipReason'), name, body);
}

describeRun('a whole production run over https', () => {
  const redisUrl = testRedisUrl();
  const keyPrefix = `e2e_prod_${randomBytes(4).toString('hex')}`;
  let store: SeaweedFs;
  let apps: IsolatedApp[] = [];
  let caddy: RunningCaddy;
  let browser: Browser;
  let home = '';
  let site = '';
  /** The environment each app process was started with, and Caddy's. */
  let appEnv: Record<string, string> = {};
  let caddyEnv: Record<string, string> = {};

  beforeAll(async () => {
    const httpsPort = await freePort();
    site = `https://${SITE}:${httpsPort}`;
    // The couple's .env. The apps see the site as browsers do (name and port); Caddy gets the
    // name alone and its ports apart, as in Compose where the port is 443.
    const dotEnv = {
      SITE_DOMAIN: `${SITE}:${httpsPort}`,
      S3_SECRET_ACCESS_KEY: randomBytes(24).toString('base64url'),
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      TLS_MODE: 'internal',
    };
    const fromCompose = serviceEnv(services['app-1']!, dotEnv);
    store = await startSeaweedFs({
      bucket: fromCompose.S3_BUCKET!,
      accessKeyId: fromCompose.S3_ACCESS_KEY_ID!,
      secretAccessKey: fromCompose.S3_SECRET_ACCESS_KEY!,
      s3Config: composed.s3Config,
    });
    const dbName = `e2e_prod_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const appPorts = [await freePort(), await freePort()];
    appEnv = {
      ...fromCompose,
      MONGODB_URI: withDatabase(inject('mongoUri'), dbName),
      REDIS_URL: redisUrl,
      S3_ENDPOINT: store.endpoint,
      REDIS_KEY_PREFIX: keyPrefix,
    };
    caddyEnv = {
      ...serviceEnv(services.caddy!, { ...dotEnv, SITE_DOMAIN: SITE }),
      APP_UPSTREAMS: appPorts.map((port) => `127.0.0.1:${port}`).join(' '),
      STORE_UPSTREAM: new URL(store.endpoint).host,
    };
    const startApps = async () => {
      // One after the other: the first start seeds the wedding's settings.
      for (const port of appPorts) {
        apps.push(
          await startIsolatedApp({ root, mongoUri: inject('mongoUri'), dbName, port, env: appEnv }),
        );
      }
    };
    const startFrontAndPhone = async () => {
      caddy = await startCaddy({
        caddyfile: composed.caddyfile,
        siteDomain: SITE,
        env: caddyEnv,
        httpsPort,
      });
      // The one step a phone takes in LAN mode: install the root it downloaded over http.
      ({ browser, home } = await launchTrustingBrowser(
        inject('chromiumPath'),
        caddy.rootCertificate,
        SITE,
      ));
    };
    await Promise.all([startApps(), startFrontAndPhone()]);
    await waitUntilServed(caddy, SITE);
  }, 120_000);

  afterAll(async () => {
    // All at once: each stop waits for its process to drain and exit.
    await Promise.all([
      browser?.close(),
      caddy?.stop(),
      ...apps.map((app) => app.stop()),
      store?.stop(),
    ]);
    apps = [];
    if (home) rmSync(home, { recursive: true, force: true });
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    for await (const keys of redis.scanIterator({ MATCH: `${keyPrefix}:*` })) {
      if (keys.length) await redis.del(keys);
    }
    await redis.quit();
  });

  test('runs the files Compose mounts, with the settings Compose gives each service', () => {
    expect(composed.caddyfile).toBe(
      fileURLToPath(new URL('../../deploy/Caddyfile', import.meta.url)),
    );
    expect(composed.s3Config).toBe(SEAWEEDFS_S3_CONFIG);
    const composeApp = Object.keys(services['app-1']!.environment!);
    const ranWith = Object.keys(appEnv);
    expect(ranWith).toEqual(expect.arrayContaining(composeApp));
    expect(ranWith.filter((name) => !composeApp.includes(name))).toEqual(
      ranWith.filter((name) => RUN_ONLY.includes(name)),
    );
    expect(APP_ADDRESSES.every((name) => composeApp.includes(name))).toBe(true);
    const composeCaddy = Object.keys(services.caddy!.environment!);
    expect(Object.keys(caddyEnv).sort()).toEqual([...composeCaddy].sort());
    expect(CADDY_ADDRESSES.every((name) => composeCaddy.includes(name))).toBe(true);
  });

  test('in ACME mode the same Caddyfile asks a public CA for SITE_DOMAIN and serves Compose’s services on 443', () => {
    const env = serviceEnv(services.caddy!, { SITE_DOMAIN: 'wedding.example.com' });
    expect(env.TLS_MODE).toBe('acme');
    const config = JSON.stringify(adaptCaddyfile(composed.caddyfile, env));
    expect(config).toContain('"listen":[":443"]');
    expect(config).toContain('"host":["wedding.example.com"]');
    expect(config).not.toContain('"module":"internal"');
    expect(config).not.toContain('wedding-ca.crt');
    for (const upstream of ['app-1:3000', 'app-2:3000', 'seaweedfs:8333']) {
      expect(config).toContain(`"dial":"${upstream}"`);
    }
    const lan = JSON.stringify(
      adaptCaddyfile(composed.caddyfile, { ...env, TLS_MODE: 'internal' }),
    );
    expect(lan).toContain('"module":"internal"');
  });

  test('over http a phone gets the CA’s root and nothing else; over https the bucket cannot be listed', async () => {
    const rootCert = await getAs(SITE, caddy.httpPort, '/wedding-ca.crt');
    expect(rootCert.status).toBe(200);
    expect(rootCert.headers['content-type']).toBe('application/x-x509-ca-cert');
    expect(rootCert.body).toMatch(/^-----BEGIN CERTIFICATE-----/);
    const page = await getAs(SITE, caddy.httpPort, '/');
    expect(page.status).toBe(308);
    expect(page.headers.location).toBe(`${site}/`);

    const bucket = services['app-1']!.environment!.S3_BUCKET;
    const ca = caddy.rootCertificate;
    // The bucket itself is never routed to the store: the app answers, with its page.
    const bare = await getAs(SITE, caddy.httpsPort, `/${bucket}?list-type=2`, ca);
    expect(bare.headers['content-type']).toMatch(/^text\/html/);
    expect(bare.body).not.toContain('ListBucketResult');
    // A listing with a trailing slash reaches the store, whose policy refuses it.
    for (const query of ['list-type=2', 'prefix=photos/', 'list-type=2&prefix=originals/']) {
      const listing = await getAs(SITE, caddy.httpsPort, `/${bucket}/?${query}`, ca);
      expect({ query, status: listing.status }).toEqual({ query, status: 403 });
      expect(listing.body).toContain('AccessDenied');
    }
    // Nothing but reads and presigned uploads passes the front to the store.
    const deletion = await requestAs(
      'DELETE',
      SITE,
      caddy.httpsPort,
      `/${bucket}/photos/x.jpg`,
      ca,
    );
    expect(deletion.status).toBe(405);
  });

  async function openPage(
    path: string,
    serviceWorkers: 'allow' | 'block' = 'block',
  ): Promise<Page> {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers });
    const page = await context.newPage();
    await page.goto(`${site}${path}`);
    return page;
  }

  async function openWall(): Promise<Page> {
    const wall = await openPage('/live');
    await wall.locator('[data-connection="live"]').waitFor({ timeout: 15_000 });
    return wall;
  }

  test('a guest’s phone: the service worker controls the page, a photo goes up through the site to the store and reaches /live', async () => {
    const wall = await openWall();
    const phone = await openPage('/#photo-upload', 'allow');
    const errors = [...collectPageErrors(wall), ...collectPageErrors(phone)];
    await enterAsGuest(phone, 'Ana');
    await phone.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
    expect(await phone.evaluate(() => window.isSecureContext)).toBe(true);

    const section = await homeSection(phone, 'photo-upload');
    await section.getByLabel('Caption').fill('First dance');
    await section
      .getByTestId('photo-file-input')
      .setInputFiles(await jpegFile('dance.jpg', '#806040'));
    const put = phone.waitForResponse((response) => response.request().method() === 'PUT');
    await section.getByRole('button', { name: 'Upload 1 photo' }).click();
    const upload = await put;
    expect(upload.url().startsWith(`${site}/wedding-photos/`)).toBe(true);
    expect(new URL(upload.url()).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(upload.status()).toBe(200);
    await phone
      .getByText('Photo uploaded successfully!', { exact: true })
      .waitFor({ timeout: 20_000 });

    await wall.getByTestId('wall-photo').getByText('First dance').waitFor({ timeout: 15_000 });
    const image = wall.getByTestId('wall-photo').locator('img');
    await expect
      .poll(() => image.getAttribute('src'))
      .toMatch(new RegExp(`^${site}/wedding-photos/photos/`));
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('an organizer’s session cookie is Secure, following from the https PUBLIC_URL', async () => {
    const page = await openPage('/admin');
    const status = await page.evaluate(async (password) => {
      const response = await fetch('/api/admin/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password }),
      });
      return response.status;
    }, E2E_ADMIN_PASSWORD);
    expect(status).toBe(200);
    const cookies = await page.context().cookies(site);
    expect(cookies.length).toBeGreaterThan(0);
    expect(cookies.map((cookie) => [cookie.name, cookie.secure, cookie.httpOnly])).toEqual(
      cookies.map((cookie) => [cookie.name, true, true]),
    );
  });

  test('the front spreads requests over both app processes, and a moment posted on either reaches a page behind it', async () => {
    const instances = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const health = await getAs(SITE, caddy.httpsPort, '/api/health', caddy.rootCertificate);
      instances.add((JSON.parse(health.body) as { instance: string }).instance);
    }
    expect(instances.size).toBe(2);

    const wall = await openWall();
    // The page's one WebSocket is on one of the two: whichever it is, one of these crossed processes.
    for (const [i, app] of apps.entries()) {
      const answer = await shareMoment(app.url, `Posted on process ${i + 1}`, `prod-run-${i}`);
      expect(answer.status).toBe(201);
    }
    for (const i of [1, 2]) {
      await wall
        .locator('article', { hasText: `Posted on process ${i}` })
        .waitFor({ timeout: 15_000 });
    }
  });
});
