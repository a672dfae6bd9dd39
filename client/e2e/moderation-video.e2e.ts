import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { findFfmpeg } from '../../server/lib/video';
import { makeClip } from '../../server/lib/video/test-clips';
import { collectPageErrors, describeE2E, DESKTOP, newPage, withAppAndBrowser } from './helpers';
import { homeSection, openAsGuest } from './guest';
import { organizerCookie, signInAsOrganizer } from './organizer';

const dir = mkdtempSync(path.join(tmpdir(), 'moderation-video-e2e-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeE2E('a video in the moderation queue', () => {
  const e2e = withAppAndBrowser();

  test('an organizer plays a guest’s video moment, then approves it', async () => {
    const ffmpeg = findFfmpeg({
      video: { ffmpegPath: undefined, maxSeconds: 180, maxBytes: 1e8, jobTimeoutMs: 60_000 },
    });
    if (!ffmpeg) throw new Error('ffmpeg is needed (Debian package ffmpeg)');
    const clip = await makeClip(ffmpeg.ffmpeg, path.join(dir, 'toast.mov'), {
      width: 640,
      height: 360,
      seconds: 2,
      codec: 'h264',
    });
    // The couple reviews moments first: the video waits in the queue.
    const policy = await fetch(`${e2e.app.url}/api/moderation/policy`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: await organizerCookie(e2e.app.url) },
      body: JSON.stringify({ moments: 'review' }),
    });
    expect(policy.status).toBe(200);

    const organizer = await newPage(e2e.browser, { viewport: DESKTOP });
    await signInAsOrganizer(organizer, e2e.app.url, '/admin?tab=moderation');
    await organizer
      .getByRole('heading', { name: 'Moderation', level: 2 })
      .waitFor({ timeout: 15_000 });
    const guest = await openAsGuest(e2e.browser, e2e.app.url, 'Iris');
    const errors = [...collectPageErrors(organizer), ...collectPageErrors(guest)];
    const section = await homeSection(guest, 'live-wedding-moments');
    await section.getByLabel('Your Moment').fill('A toast from the back table');
    await section.locator('label:has(input[name="moment-type"][value="video"])').click();
    await expect.poll(() => section.getByRole('radio', { name: 'Video' }).isChecked()).toBe(true);
    await section.getByLabel('Video from your phone').setInputFiles({
      name: 'toast.mov',
      mimeType: 'video/quicktime',
      buffer: readFileSync(clip),
    });
    await section.getByText('toast.mov').waitFor();
    await section.getByRole('button', { name: 'Share Moment' }).click();

    // Once its film is made, it reaches the queue as the video itself: poster first, not loaded.
    const item = organizer
      .getByTestId('moderation-item')
      .filter({ hasText: 'A toast from the back table' });
    const video = item.getByLabel('Video posted by Iris');
    await video.waitFor({ timeout: 60_000 });
    expect(await video.getAttribute('src')).toMatch(/^\/uploads\/photos\/.+\.mp4$/);
    expect(await video.getAttribute('poster')).toMatch(/^\/uploads\/photos\/.+\.webp$/);
    await item.getByText('Video, 0:02').waitFor();

    // The organizer plays it (under the site's CSP) before deciding.
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0.3);

    await item.getByRole('button', { name: 'Approve the post by Iris' }).click();
    await organizer.getByText('Approved: guests see it now.', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  }, 120_000);
});
