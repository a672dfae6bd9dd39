import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  KEEPSAKE_MESSAGES,
  keepsakeDataSchema,
  type KeepsakeData,
  type KeepsakeJob,
  type KeepsakeStatus,
} from '../../../protocol/keepsake';
import { LocalDiskStorage } from '../../lib/storage';
import { startTestApp, subscribe, type TestApp } from '../../test/harness';
import { getWeddingSettings } from '../wedding/service';
import { bookLayout } from './book/layout';
import { KEEPSAKE_LOCK_ID, KeepsakeJobModel, KeepsakeLockModel } from './model';
import { pdfFonts } from './book/test-pdf';
import { BOOK_ENTRY_WORDS, seedKeepsake } from './test-seed';
import { unzip } from './test-support';

const dataDir = mkdtempSync(path.join(tmpdir(), 'keepsake-'));
const storage = new LocalDiskStorage(path.join(dataDir, 'uploads'));
let app: TestApp;
let cookie: string;

const organizer = (route: string, method = 'GET', body?: unknown) =>
  fetch(`${app.url}${route}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Polls the organizers' status until the latest build is no longer running. */
async function finished(url = app.url): Promise<KeepsakeJob> {
  for (let i = 0; i < 600; i += 1) {
    const status = (await (
      await fetch(`${url}/api/admin/keepsake`, { headers: { cookie } })
    ).json()) as KeepsakeStatus;
    if (status.job && status.job.state !== 'running') return status.job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the keepsake build did not finish');
}

async function downloadZip() {
  const response = await organizer('/api/admin/keepsake/download');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toBe(
    'attachment; filename="wedding-keepsake.zip"',
  );
  return unzip(Buffer.from(await response.arrayBuffer()));
}

let ids: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp({ DATA_DIR: dataDir });
  cookie = await app.organizerCookie();
  ids = await seedKeepsake(storage);
}, 60_000);

afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the keepsake', { timeout: 60_000 }, () => {
  let first: Map<string, Buffer>;

  it('builds through the routes, pushing progress to organizers only', async () => {
    const organizerSocket = await app.connect({ cookie });
    expect((await subscribe(organizerSocket, 'keepsake')).subscribed).toContain('keepsake');
    const guestSocket = await app.connect({ deviceId: 'keepsake-guest' });
    expect((await subscribe(guestSocket, 'keepsake')).subscribed).not.toContain('keepsake');

    expect((await organizer('/api/admin/keepsake/download')).status).toBe(404);
    const progress: KeepsakeJob[] = [];
    const done = new Promise<void>((resolve) => {
      organizerSocket.on('keepsake:progress', (job) => {
        progress.push(job);
        if (job.state !== 'running') resolve();
      });
    });
    const started = await organizer('/api/admin/keepsake', 'POST', { names: 'first' });
    expect(started.status).toBe(202);
    const job = (await started.json()) as KeepsakeJob;
    expect(job).toMatchObject({ state: 'running', options: { names: 'first', paper: 'A4' } });
    expect(job).not.toHaveProperty('storageKey');
    await done;
    const last = progress.at(-1)!;
    // The lost original, and the guest book's hieroglyph no font of the book has.
    expect(last).toMatchObject({ id: job.id, state: 'done', missingFiles: 2 });
    expect(last.sizeBytes).toBeGreaterThan(0);
    expect(new Set(progress.map((p) => p.phase))).toEqual(
      new Set(['collecting', 'site', 'originals', 'book', 'finishing']),
    );
    for (const payload of progress) expect(payload).not.toHaveProperty('storageKey');
    first = await downloadZip();
  });

  it('holds only what was published, names as chosen, and no private data', async () => {
    const names = [...first.keys()];
    expect(names[0]).toBe('data.json');
    expect(names).toContain('index.html');
    expect(names).toContain('book.pdf');
    // The book prints while the originals go in, and follows them.
    expect(names.indexOf('book.pdf')).toBeGreaterThan(
      names.findLastIndex((n) => n.startsWith('originals/')),
    );
    expect(names.at(-1)).toBe('MISSING.txt');

    const data: KeepsakeData = keepsakeDataSchema.parse(
      JSON.parse(first.get('data.json')!.toString()),
    );
    expect(data.names).toBe('first');
    expect(data.moments.map((m) => m.content).sort()).toEqual([
      'GIF-MOMENT',
      'SHOWN-MOMENT',
      'VIDEO-MOMENT',
    ]);
    expect(data.moments.every((m) => m.author === 'Ana')).toBe(true);
    expect(data.gifs).toEqual([ids.gif]);
    const gif = data.moments.find((m) => m.id === ids.gif)!;
    expect(gif.photo).toMatchObject({ path: `media/moment-${ids.gif}.webp`, animated: true });
    expect(names).toContain(`media/moment-${ids.gif}.webp`);
    expect(data.photos.map((p) => p.caption)).toEqual(['Dance', 'Cake']);
    const [dance, cake] = data.photos;
    expect(dance.original).toMatch(/^originals\/ana\/002-\d{4}-\d{2}-\d{2}\.jpg$/);
    expect(first.has(dance.original!)).toBe(true);
    expect(cake.original).toBeNull();
    expect(data.missing).toEqual([
      { kind: 'original', id: ids.lost, key: expect.stringMatching(/^originals\/ben\/001-/) },
    ]);
    expect(first.get('MISSING.txt')!.toString()).toContain(data.missing[0].key);
    expect(data.guestBook.map((e) => [e.message, e.author])).toEqual([
      [`BOOK-ENTRY ${BOOK_ENTRY_WORDS}`, 'Carla'],
      ['VIDEO-ENTRY', 'Carla'],
    ]);
    const event = data.timeline.find((e) => e.id === ids.event)!;
    expect(event.messages.map((m) => m.content)).toEqual(['VIDEO-MESSAGE', 'TIMELINE-MESSAGE']);
    expect(event.reactions).toEqual({ love: 2 });
    expect(data.podium).toEqual([
      { rank: 1, author: 'Eva', score: 90 },
      { rank: 2, author: 'Finn', score: 80 },
      { rank: 3, author: 'Gus', score: 70 },
    ]);
    expect(data.wedding.date).toMatch(/[+-]\d{2}:\d{2}$/);

    // The licences the fonts and the colour emoji ask to be named travel with them.
    expect(first.get('CREDITS.txt')?.toString()).toMatch(/Noto[\s\S]*Twemoji[\s\S]*CC-BY 4\.0/);

    const { contact } = await getWeddingSettings();
    const text = [...first]
      // fonts.css is the shipped fonts as base64 (site/fonts.ts): no words of anyone's.
      .filter(([name]) => /\.(json|html|css|txt)$/.test(name) && name !== 'fonts.css')
      .map(([, body]) => body.toString())
      .join('\n');
    for (const banned of [
      'HIDDEN-MOMENT',
      'PENDING-MOMENT',
      'PRIVATE-MOMENT',
      'PENDING-PHOTO',
      'HIDDEN-PHOTO',
      'PENDING-ENTRY',
      'HIDDEN-MESSAGE',
      'PROCESSING-VIDEO',
      'FAILED-VIDEO',
      'HIDDEN-VIDEO',
      '@example.com',
      contact.email,
      contact.phone,
      'Lopez',
      'f'.repeat(64),
    ]) {
      expect(text).not.toContain(banned);
    }
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[a-z]{2,}/i);
  });

  it('prints the same in book.pdf: its pages as laid out, no hidden post, no private data', async () => {
    const data = keepsakeDataSchema.parse(JSON.parse(first.get('data.json')!.toString()));
    const parser = new PDFParse({ data: new Uint8Array(first.get('book.pdf')!) });
    const { pages, text } = await parser.getText();
    await parser.destroy();
    const layout = bookLayout(data);
    // Each section starts a page (the default love story's six chapters fill more than one).
    expect(pages.length).toBeGreaterThanOrEqual(layout.sections.length + layout.gallery.length);
    for (const shown of ['SHOWN-MOMENT', 'BOOK-ENTRY', 'TIMELINE-MESSAGE', 'Dance', 'Cake'])
      expect(text).toContain(shown);
    // Every letter, in fonts embedded in the PDF; the hieroglyph as a mark, listed in MISSING.txt.
    for (const words of ['Łukasz Żółć', 'Cześć', '你好', '🎉', '\uFFFD'])
      expect(text).toContain(words);
    for (const font of await pdfFonts(first.get('book.pdf')!)) expect(font.embedded).toBe(true);
    expect(first.get('MISSING.txt')!.toString()).toContain('U+13000');
    // The cover's picture is the love story's last chapter's, shipped with the site.
    expect(data.wedding.cover?.path).toMatch(/^media\/story-.+\.webp$/);
    expect(first.has(data.wedding.cover!.path!)).toBe(true);
    expect(data.wedding.story.every((chapter) => chapter.photo?.path)).toBe(true);
    for (const banned of [
      'HIDDEN-MOMENT',
      'PENDING-MOMENT',
      'HIDDEN-PHOTO',
      'Lopez',
      '@example.com',
    ])
      expect(text).not.toContain(banned);
    // "Dance" is printed from its print copy as stored (44 x 30); "Cake", which has none, from its
    // large rendition converted (40 x 30).
    const images = [
      ...first
        .get('book.pdf')!
        .toString('latin1')
        .matchAll(/\/Width (\d+)\s*\/Height (\d+)/g),
    ];
    expect(images.map(([, width, height]) => `${width}x${height}`).sort()).toEqual(
      expect.arrayContaining(['40x30', '44x30']),
    );
  });

  it('refuses a second build while one runs, even two starts at once', async () => {
    // The build's ZIP is held back until both answers are in: this small a keepsake could
    // otherwise be finished before the second request is read, and then a 202 would be right.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const writeStream = LocalDiskStorage.prototype.writeStream;
    const holding = vi
      .spyOn(LocalDiskStorage.prototype, 'writeStream')
      .mockImplementation(async function (this: LocalDiskStorage, ...args) {
        await held;
        return writeStream.apply(this, args);
      });
    let answers: Response[];
    try {
      answers = await Promise.all([
        organizer('/api/admin/keepsake', 'POST', { names: 'none', paper: 'LETTER' }),
        organizer('/api/admin/keepsake', 'POST', { names: 'none', paper: 'LETTER' }),
      ]);
    } finally {
      release();
      holding.mockRestore();
    }
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(((await refused.json()) as { message: string }).message).toBe(
      KEEPSAKE_MESSAGES.alreadyRunning,
    );
    expect((await organizer('/api/admin/keepsake', 'POST', { names: 'bogus' })).status).toBe(400);
    expect((await fetch(`${app.url}/api/admin/keepsake`, { method: 'POST' })).status).toBe(401);

    const job = await finished();
    expect(job.state).toBe('done');
    const zip = await downloadZip();
    const data = keepsakeDataSchema.parse(JSON.parse(zip.get('data.json')!.toString()));
    expect(data.moments.every((m) => m.author === null)).toBe(true);
    expect(data.podium.every((p) => p.author === null)).toBe(true);
    expect(data.moments.find((m) => m.id === ids.video)!.video!.path).toMatch(
      /^originals\/guest-1\/001-.*\.mp4$/,
    );
    expect(data.photos[0].original).toMatch(/^originals\/guest-1\/002-/);
    expect(data.missing[0].key).toMatch(/^originals\/guest-2\/001-/);
    const text = [...zip]
      // fonts.css is the shipped fonts as base64 (site/fonts.ts): no words of anyone's.
      .filter(([name]) => /\.(json|html|css|txt)$/.test(name) && name !== 'fonts.css')
      .map(([, body]) => body.toString())
      .join('\n');
    for (const name of ['Ana', 'Ben', 'Carla', 'Eva']) expect(text).not.toContain(name);
    // Only the latest ZIP is kept; none is reachable through the public uploads address.
    const jobs = await KeepsakeJobModel.find({ state: 'done' }).lean();
    const kept = await Promise.all(jobs.map((j) => storage.head(j.storageKey)));
    expect(kept.filter(Boolean)).toHaveLength(1);
    for (const j of jobs)
      expect((await fetch(`${app.url}/uploads/${j.storageKey}`)).status).toBe(404);
  });

  it('takes over a build whose process died, from the beginning, in a new app instance', async () => {
    const jobId = new mongoose.Types.ObjectId();
    const partialKey = `keepsake/${jobId.toString()}-0.zip`;
    await storage.write(partialKey, Buffer.from('PK partial'), 'application/zip');
    await KeepsakeJobModel.create({
      _id: jobId,
      state: 'running',
      phase: 'originals',
      done: 1,
      total: 2,
      options: { names: 'full', paper: 'A4' },
      startedAt: new Date(),
      storageKey: partialKey,
      leaseUntil: new Date(Date.now() - 1_000),
    });
    await KeepsakeLockModel.updateOne(
      { _id: KEEPSAKE_LOCK_ID },
      { $set: { jobId } },
      { upsert: true },
    );
    expect((await organizer('/api/admin/keepsake', 'POST', {})).status).toBe(409);

    const second = await startTestApp({ DATA_DIR: dataDir });
    try {
      const job = await finished(second.url);
      expect(job).toMatchObject({ id: jobId.toString(), state: 'done', restarts: 1 });
      expect(await storage.head(partialKey)).toBeNull();
      const zip = await downloadZip();
      const data = keepsakeDataSchema.parse(JSON.parse(zip.get('data.json')!.toString()));
      expect(data.names).toBe('full');
      expect(data.photos[0].author).toBe('Ana Maria Lopez');
      expect(data.photos[0].original).toMatch(/^originals\/ana-maria-lopez\/002-/);
    } finally {
      await second.close();
    }
  });
});
