import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepsakeDataSchema } from '../../../protocol/keepsake';
import { LocalDiskStorage } from '../../lib/storage';
import { startTestApp, type TestApp } from '../../test/harness';
import { seedKeepsake } from './test-seed';
import { buildThroughRoutes } from './test-support';

// Guests' videos in the keepsake: the real app and job, videos made by the real pipeline (ffmpeg
// makes a second of test pattern, transcodeVideo the site's MP4; test-videos.ts).
const dataDir = mkdtempSync(path.join(tmpdir(), 'keepsake-videos-'));
const storage = new LocalDiskStorage(path.join(dataDir, 'uploads'));
let app: TestApp;
let ids: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp({ DATA_DIR: dataDir });
  ids = await seedKeepsake(storage);
}, 60_000);

afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the keepsake's videos", { timeout: 60_000 }, () => {
  it('holds each made video by its guest, played on the site over its poster, marked in the book', async () => {
    const first = await buildThroughRoutes(app.url, await app.organizerCookie(), {
      names: 'first',
    });
    const data = keepsakeDataSchema.parse(JSON.parse(first.get('data.json')!.toString()));
    const video = data.moments.find((m) => m.id === ids.video)!;
    // The MP4 the site made, as stored, in Ana's folder before her gallery photo (002).
    expect(video.video).toEqual({
      path: expect.stringMatching(/^originals\/ana\/001-\d{4}-\d{2}-\d{2}\.mp4$/),
      durationSeconds: expect.closeTo(1, 0),
    });
    const mp4 = first.get(video.video!.path!)!;
    expect(mp4.equals(await storage.read(ids.videoKey))).toBe(true);
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(video.photo).toMatchObject({ path: `media/moment-${ids.video}.webp`, animated: false });
    expect(first.has(video.photo!.path!)).toBe(true);
    // Any kind of post's video, each in its guest's folder.
    const entry = data.guestBook.find((e) => e.id === ids.entryVideo)!;
    expect(entry.video?.path).toMatch(/^originals\/carla\/001-.*\.mp4$/);
    expect(entry.photo?.path).toBe(`media/guestbook-${ids.entryVideo}.webp`);
    const message = data.timeline
      .flatMap((e) => e.messages)
      .find((m) => m.id === ids.messageVideo)!;
    expect(message.video?.path).toMatch(/^originals\/dan\/001-.*\.mp4$/);
    // Only the made videos: nothing of the one being made, the refused one or the hidden one.
    expect([...first.keys()].filter((name) => name.endsWith('.mp4')).sort()).toEqual(
      [video.video!.path, entry.video!.path, message.video!.path].sort(),
    );
    expect(
      new JSDOM(first.get('guestbook.html')!.toString()).window.document
        .querySelector(`#entry-${ids.entryVideo} video`)
        ?.getAttribute('src'),
    ).toBe(entry.video!.path);
    const names = [...first.keys()];
    expect(names.indexOf(video.video!.path!)).toBeGreaterThan(names.indexOf('moments.html'));

    const page = new JSDOM(first.get('moments.html')!.toString()).window.document;
    const player = page.querySelector(`#moment-${ids.video} video`)!;
    expect(player.getAttribute('src')).toBe(video.video!.path);
    expect(player.getAttribute('poster')).toBe(video.photo!.path);
    expect(player.hasAttribute('controls')).toBe(true);
    expect(player.getAttribute('preload')).toBe('none');
    expect(page.querySelector(`#moment-${ids.video} .video-length`)?.textContent).toBe(
      'Video · 0:01',
    );

    const parser = new PDFParse({ data: new Uint8Array(first.get('book.pdf')!) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toMatch(/VIDEO-MOMENT\s+Video · 0:01/);
  });
});
