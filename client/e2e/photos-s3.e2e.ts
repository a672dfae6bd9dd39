import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import S3rver from 's3rver';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freePort } from '../../server/test/built-app';
import { seriousAccessibilityViolations } from './axe';
import {
  collectPageErrors,
  describeE2E,
  launchBrowser,
  newPage,
  type RunningApp,
  startApp,
} from './helpers';
import { enterAsGuest, homeSection } from './guest';
import { jpegFile } from './photo-files';

const BUCKET = 'wedding-photos';

/** The bucket's CORS rule as docs/photo-sharing.md tells users to set it: the site's origin may PUT. */
const corsFor = (origin: string) => `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/**
 * Photos through an S3-compatible store (s3rver on loopback), from a real browser, with the page's
 * CSP enforced: the presigned PUT from the page, the CSP entries the app adds for the storage
 * origin and the bucket's CORS rule all have to agree, as they must in production.
 */
describeE2E('photo sharing through S3, CSP enforced', () => {
  let store: S3rver;
  let directory: string;
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'e2e-s3-'));
    const port = await freePort();
    store = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET, configs: [corsFor(`http://127.0.0.1:${port}`)] }],
    });
    const { port: storePort } = await store.run();
    [app, browser] = await Promise.all([
      startApp({
        port,
        env: {
          S3_BUCKET: BUCKET,
          S3_ENDPOINT: `http://127.0.0.1:${storePort}`,
          S3_REGION: 'us-east-1',
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          S3_FORCE_PATH_STYLE: 'true',
        },
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await store?.close();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  async function openPhotos(name: string): Promise<{ page: Page; violations: string[] }> {
    const page = await newPage(browser);
    const violations: string[] = [];
    // What the browser refused under the CSP: a missing storage origin shows here first.
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${app.url}/#photo-upload`);
    await enterAsGuest(page, name);
    await homeSection(page, 'photo-upload');
    return { page, violations };
  }

  test('a photo uploaded on one phone lands in the bucket and shows in another phone’s gallery', async () => {
    const viewer = await openPhotos('Luis');
    await viewer.page.getByText('No photos yet. Share the first one!').waitFor({ timeout: 15_000 });
    const uploader = await openPhotos('Ana');
    const errors = [...collectPageErrors(viewer.page), ...collectPageErrors(uploader.page)];
    const section = uploader.page.locator('#photo-upload');

    await section.getByLabel('Caption').fill('Sparklers at the exit');
    await section
      .getByTestId('photo-file-input')
      .setInputFiles(await jpegFile('sparklers.jpg', '#3060a0'));
    // The upload goes from the page straight to the store: the app never sees the bytes.
    const putToStore = uploader.page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().startsWith(app.url) === false,
    );
    await section.getByRole('button', { name: 'Upload 1 photo' }).click();
    expect(new URL((await putToStore).url()).pathname).toMatch(new RegExp(`^/${BUCKET}/`));
    await uploader.page
      .getByText('Photo uploaded successfully!', { exact: true })
      .waitFor({ timeout: 20_000 });

    const tile = viewer.page.getByRole('button', {
      name: 'Open photo by Ana: Sparklers at the exit',
    });
    await tile.waitFor({ timeout: 10_000 });
    const image = tile.locator('img');
    // The thumbnail is served by the store, and the browser drew it.
    await expect.poll(() => image.getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    expect(await seriousAccessibilityViolations(viewer.page)).toEqual([]);
    expect([...uploader.violations, ...viewer.violations]).toEqual([]);
    expect(errors).toEqual([]);
  });
});
