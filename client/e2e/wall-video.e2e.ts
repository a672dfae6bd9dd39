import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, test } from 'vitest';
import { findFfmpeg } from '../../server/lib/video';
import { makeClip } from '../../server/lib/video/test-clips';
import { collectPageErrors, describeE2E, newPage, withAppAndBrowser } from './helpers';
import { enterAsGuest, homeSection } from './guest';

const PROJECTOR = { width: 1920, height: 1080 } as const;
/** Longer than a photo's 6 s on the wall, so moving on at its end shows the show waited. */
const CLIP_SECONDS = 8;
const dir = mkdtempSync(path.join(tmpdir(), 'wall-video-e2e-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeE2E('a gallery video on the projector', () => {
  const e2e = withAppAndBrowser();

  test('plays once, muted, and the slideshow moves on at its end', async () => {
    const ffmpeg = findFfmpeg({
      video: { ffmpegPath: undefined, maxSeconds: 180, maxBytes: 1e8, jobTimeoutMs: 60_000 },
    });
    if (!ffmpeg) throw new Error('ffmpeg is needed (Debian package ffmpeg)');
    const clip = await makeClip(ffmpeg.ffmpeg, path.join(dir, 'dance.mp4'), {
      width: 640,
      height: 360,
      seconds: CLIP_SECONDS,
      codec: 'h264',
    });

    const wall = await newPage(e2e.browser, { viewport: PROJECTOR });
    await wall.goto(`${e2e.app.url}/live`);
    await wall.locator('[data-connection="live"]').waitFor({ timeout: 15_000 });
    const phone = await newPage(e2e.browser);
    await phone.goto(`${e2e.app.url}/#photo-upload`);
    await enterAsGuest(phone, 'Ana');
    const section = await homeSection(phone, 'photo-upload');
    const errors = [...collectPageErrors(wall), ...collectPageErrors(phone)];

    const upload = async (name: string, mimeType: string, buffer: Buffer, caption: string) => {
      await section.getByLabel('Caption').fill(caption);
      await section.getByTestId('photo-file-input').setInputFiles({ name, mimeType, buffer });
      await section.getByRole('button', { name: 'Upload 1 photo' }).click();
    };
    const picture = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#d08060' },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    await upload('cake.jpg', 'image/jpeg', picture, 'Cutting the cake');
    const slide = wall.getByTestId('wall-photo');
    await slide.getByText('Cutting the cake').waitFor({ timeout: 20_000 });

    await upload('dance.mp4', 'video/mp4', readFileSync(clip), 'The first dance');
    // Once made, the video jumps to the front of the slideshow and plays by itself.
    const video = slide.locator('video');
    await video.waitFor({ timeout: 60_000 });
    const ended = await video.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<{ at: number; loop: boolean; muted: boolean }>((resolve) =>
          element.addEventListener(
            'ended',
            () => resolve({ at: element.currentTime, loop: element.loop, muted: element.muted }),
            { once: true },
          ),
        ),
    );
    expect(ended.loop).toBe(false);
    expect(ended.muted).toBe(true);
    // It played to its end, past a photo's time on the wall, before the show moved on.
    expect(ended.at).toBeGreaterThan(CLIP_SECONDS - 0.5);
    await slide.getByText('Cutting the cake').waitFor({ timeout: 5_000 });
    expect(errors).toEqual([]);
  }, 150_000);
});
