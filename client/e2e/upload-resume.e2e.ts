import type { Route } from 'playwright-core';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { MULTIPART_LIMITS } from '../../protocol/uploads';
import { collectPageErrors, describeE2E, newPage, withAppAndBrowser } from './helpers';
import { enterAsGuest, homeSection } from './guest';

/**
 * A photo of about 9 MB (noise does not compress): above the size sent in parts, under the
 * gallery's 10 MB, so two parts of the default 8 MiB.
 */
async function largePhoto(): Promise<Buffer> {
  const buffer = await sharp({
    create: {
      width: 1850,
      height: 1850,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .toBuffer();
  expect(buffer.length).toBeGreaterThan(MULTIPART_LIMITS.thresholdBytes);
  return buffer;
}

const partNumberOf = (route: Route) =>
  (route.request().postDataJSON() as { partNumber: number }).partNumber;

describeE2E('a large upload survives a reload', () => {
  const e2e = withAppAndBrowser();

  test('the gallery resumes a photo in parts after a reload without sending a stored part again', async () => {
    const page = await newPage(e2e.browser);
    const errors = collectPageErrors(page);
    await page.goto(`${e2e.app.url}/#photo-upload`);
    await enterAsGuest(page, 'Ana');
    let section = await homeSection(page, 'photo-upload');
    await section.getByText('No photos yet. Share the first one!').waitFor({ timeout: 15_000 });

    // Every part signed, by number, before and after the reload. Before it, the second part's
    // request is held (the connection "hangs"), so the reload comes mid-upload.
    const signed: number[] = [];
    const signedAfter: number[] = [];
    let reloaded = false;
    let secondAsked!: () => void;
    const holding = new Promise<void>((resolve) => (secondAsked = resolve));
    await page.route('**/api/objects/multipart/part', async (route) => {
      const partNumber = partNumberOf(route);
      if (reloaded) {
        signedAfter.push(partNumber);
        return route.continue();
      }
      signed.push(partNumber);
      if (partNumber === 2) secondAsked();
      else await route.continue();
    });
    const listed: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/objects/multipart/parts')
        listed.push(request.method());
    });
    await section.getByTestId('photo-file-input').setInputFiles({
      name: 'dance-floor.jpg',
      mimeType: 'image/jpeg',
      buffer: await largePhoto(),
    });
    await section.getByRole('button', { name: 'Upload 1 photo' }).click();
    // Parts go one after another: the second is asked for once the first is stored.
    await holding;
    expect(signed).toEqual([1, 2]);
    // Golden Retriever has kept the file's multipart state (its uploadId) for the reload, in
    // IndexedDB (its 'uppy-blobs' database, 'metadata' store).
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              new Promise<boolean>((resolve) => {
                const open = indexedDB.open('uppy-blobs');
                open.onerror = () => resolve(false);
                open.onsuccess = () => {
                  const db = open.result;
                  const all = db.transaction('metadata').objectStore('metadata').getAll();
                  all.onerror = () => resolve(false);
                  all.onsuccess = () => {
                    db.close();
                    resolve(JSON.stringify(all.result).includes('uploadId'));
                  };
                };
              }),
          ),
        { timeout: 10_000 },
      )
      .toBe(true);

    reloaded = true;
    await page.reload();
    section = await homeSection(page, 'photo-upload');
    const tile = section.getByRole('button', { name: /^Open photo by Ana/ });
    await tile.waitFor({ timeout: 30_000 });

    // Resumed from the parts the server listed: only the second part was sent after the reload.
    expect(listed).toEqual(['POST']);
    expect(signedAfter).toEqual([2]);
    const photos = (await (await fetch(`${e2e.app.url}/api/gallery-photos`)).json()) as unknown[];
    expect(photos).toHaveLength(1);
    expect(await tile.count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
