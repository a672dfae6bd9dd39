import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { FAKE_CAMERA_ARGS } from '../../server/test/chromium';
import { readGif } from '../test/gif-frames';
import { seriousAccessibilityViolations } from './axe';
import { collectPageErrors, describeE2E, newPage, withAppAndBrowser } from './helpers';
import { enterAsGuest, homeSection } from './guest';

/** Opens the creator from the home page's #gif-creator section. */
async function openCreator(page: Page, url: string, guest: string) {
  await page.goto(`${url}/`);
  await enterAsGuest(page, guest);
  const section = await homeSection(page, 'gif-creator');
  await section.getByRole('button', { name: 'Open GIF Creator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a Wedding GIF' });
  await dialog.getByRole('button', { name: 'Start Camera' }).waitFor();
  return dialog;
}

describeE2E('the GIF creator', () => {
  // Chromium's test camera; a page may use it only where its context was granted the camera.
  const e2e = withAppAndBrowser({ browserArgs: FAKE_CAMERA_ARGS });

  test('records a real animated GIF, downloads it, and shares it to the moments live', async () => {
    const maker = await newPage(e2e.browser, { permissions: ['camera'] });
    const viewer = await newPage(e2e.browser);
    const errors = [...collectPageErrors(maker), ...collectPageErrors(viewer)];
    const workers: string[] = [];
    maker.on('worker', (worker) => workers.push(worker.url()));

    // The other guest watches the moments before the GIF is shared.
    await viewer.goto(`${e2e.app.url}/`);
    await enterAsGuest(viewer, 'Diego');
    const moments = await homeSection(viewer, 'live-wedding-moments');

    const dialog = await openCreator(maker, e2e.app.url, 'Lucía');
    expect(await dialog.getByLabel('Duration (seconds)').inputValue()).toBe('3');
    expect(await dialog.getByLabel('Frame rate (fps)').inputValue()).toBe('10');
    await dialog.getByRole('button', { name: 'Start Camera' }).click();
    await dialog.getByText('Camera on. Press Record when you are ready.').waitFor();
    expect(await seriousAccessibilityViolations(maker)).toEqual([]);

    // Nothing recorded yet: the spec's toast, and no GIF.
    await dialog.getByRole('button', { name: 'Create GIF' }).click();
    await maker.getByText('Please record some frames first!', { exact: true }).first().waitFor();

    // 2 s at 6 fps: exactly 12 frames, one every 167 ms.
    await dialog.getByLabel('Duration (seconds)').selectOption('2');
    await dialog.getByLabel('Frame rate (fps)').selectOption('6');
    await dialog.getByRole('button', { name: 'Record' }).click();
    await dialog.getByText('12 frames recorded.').waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Create GIF' }).click();
    await dialog.getByText('Your GIF is ready!').waitFor({ timeout: 60_000 });
    expect(workers.some((url) => url.includes('gif-encoder'))).toBe(true);

    const download = maker.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^wedding-gif-\d+\.gif$/);
    const gif = readGif(new Uint8Array(await readFile(await file.path())));
    expect(gif).toMatchObject({ signature: 'GIF89a', width: 240, height: 320, frames: 12 });
    expect(gif.loops).toBe(true);
    expect(new Set(gif.delaysMs)).toEqual(new Set([170]));
    await maker.getByText('Downloaded!', { exact: true }).first().waitFor();

    await dialog.getByRole('button', { name: 'Share to Moments' }).click();
    await maker.getByText('Wedding Moment Shared!', { exact: true }).first().waitFor({
      timeout: 30_000,
    });

    // The other guest's moments show it without a reload, still animated.
    const shared = moments.getByRole('img', { name: /Lucía/ }).first();
    await shared.waitFor({ timeout: 15_000 });
    const src = (await shared.getAttribute('src')) ?? '';
    expect(src).not.toBe('');
    const media = await viewer.request.get(new URL(src, e2e.app.url).toString());
    expect(media.ok()).toBe(true);
    const body = await media.body();
    // An animated WebP: RIFF....WEBP with the VP8X animation flag and ANIM/ANMF chunks.
    expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(body.includes(Buffer.from('ANMF'))).toBe(true);
    await viewer.waitForFunction(
      (url) =>
        [...document.images].some((image) => image.src.endsWith(url) && image.naturalWidth > 0),
      src,
    );
    expect(errors).toEqual([]);
    await Promise.all([maker.context().close(), viewer.context().close()]);
  });

  test('a refused camera gets the spec’s toast and a view without camera, in Spanish too', async () => {
    const page = await newPage(e2e.browser);
    const dialog = await openCreator(page, e2e.app.url, 'Ana');
    await dialog.getByRole('button', { name: 'Start Camera' }).click();
    await page.getByText('Camera Access Error', { exact: true }).first().waitFor();
    await page
      .getByText('Please allow camera access to create GIFs.', { exact: true })
      .first()
      .waitFor();
    expect(await dialog.getByLabel('Camera preview').isVisible()).toBe(false);
    expect(await dialog.getByRole('button', { name: 'Start Camera' }).isEnabled()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Closing the dialog stops and resets everything.
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Español' }).click();
    const section = await homeSection(page, 'gif-creator');
    await section.getByRole('button', { name: 'Abrir el Creador de GIF' }).click();
    const spanish = page.getByRole('dialog', { name: 'Cree un GIF de la Boda' });
    await spanish.getByRole('button', { name: 'Encender la Cámara' }).click();
    await page
      .getByText('Permita el acceso a la cámara para crear GIF.', { exact: true })
      .first()
      .waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });
});
