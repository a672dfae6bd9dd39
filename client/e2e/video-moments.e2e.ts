import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { findFfmpeg } from '../../server/lib/video';
import { makeClip } from '../../server/lib/video/test-clips';
import { collectPageErrors, describeE2E, newPage, withAppAndBrowser } from './helpers';
import { homeSection, openAsGuest } from './guest';

const PROJECTOR = { width: 1920, height: 1080 } as const;
const dir = mkdtempSync(path.join(tmpdir(), 'video-moment-e2e-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeE2E('a video moment', () => {
  const e2e = withAppAndBrowser();

  test('shared from a phone, it plays on /live under the site’s CSP', async () => {
    const ffmpeg = findFfmpeg({
      video: { ffmpegPath: undefined, maxSeconds: 180, maxBytes: 1e8, jobTimeoutMs: 60_000 },
    });
    if (!ffmpeg) throw new Error('ffmpeg is needed (Debian package ffmpeg)');
    // What a phone films: a MOV with sound, here 2 s of a test picture.
    const clip = await makeClip(ffmpeg.ffmpeg, path.join(dir, 'vows.mov'), {
      width: 640,
      height: 360,
      seconds: 2,
      codec: 'h264',
    });

    const wall = await newPage(e2e.browser, { viewport: PROJECTOR });
    await wall.goto(`${e2e.app.url}/live`);
    await wall.locator('[data-connection="live"]').waitFor({ timeout: 15_000 });
    const guest = await openAsGuest(e2e.browser, e2e.app.url, 'Iris');
    const errors = [...collectPageErrors(wall), ...collectPageErrors(guest)];
    const section = await homeSection(guest, 'live-wedding-moments');

    await section.getByLabel('Your Moment').fill('The vows, from the third row');
    await section.locator('label:has(input[name="moment-type"][value="video"])').click();
    await expect.poll(() => section.getByRole('radio', { name: 'Video' }).isChecked()).toBe(true);
    await section.getByLabel('Video from your phone').setInputFiles({
      name: 'vows.mov',
      mimeType: 'video/quicktime',
      buffer: readFileSync(clip),
    });
    await section.getByText('vows.mov').waitFor();
    await section.getByRole('button', { name: 'Share Moment' }).click();
    // Its author sees it being prepared; then it reaches every screen once its film is made.
    await section
      .getByText('Your video is being prepared. Everyone will see it in a moment.')
      .waitFor({ timeout: 30_000 });

    const card = wall.locator('article', { hasText: 'The vows, from the third row' });
    await card.waitFor({ timeout: 60_000 });
    const video = card.locator('video');
    await expect.poll(() => video.getAttribute('src')).toMatch(/^\/uploads\/photos\/.+\.mp4$/);
    // Muted, inline and looped on the projector: it plays by itself, and its time moves on.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0.3);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    expect(errors).toEqual([]);
  });
});
