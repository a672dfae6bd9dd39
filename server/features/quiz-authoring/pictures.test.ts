import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { quizUploadedPictureSchema } from '../../../protocol/quiz-authoring';
import { useTestApp } from '../../test/fixtures';
import { fetchImage, GuestPhone, phoneJpeg, storedFiles } from '../gallery/test-support';
import { QuizPictureModel } from './model';
import { createQuiz, question, quizBody } from './test-support';

const dataDir = mkdtempSync(path.join(tmpdir(), 'quiz-pictures-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const app = useTestApp(() => ({ DATA_DIR: dataDir }), { organizer: true });

/** The organizers' browser: the same presigned upload as every picture, then kept for quizzes. */
async function uploadPicture(body: Buffer) {
  const browser = new GuestPhone(app.url, undefined, app.organizer);
  const upload = await browser.presign('image/jpeg', body.length);
  expect((await browser.put(upload, body)).status).toBe(200);
  const kept = await browser.request('/api/admin/quiz-pictures', {
    method: 'POST',
    body: { uploadURL: upload.uploadURL },
  });
  return { browser, upload, kept };
}

describe('pictures uploaded for a quiz', () => {
  it('go through the photo pipeline, stay out of the gallery, and show with their question', async () => {
    const { browser, upload, kept } = await uploadPicture(await phoneJpeg(1200, 800));
    expect(kept.status, await kept.clone().text()).toBe(201);
    const picture = quizUploadedPictureSchema.parse(await kept.json());
    // The phone's sideways JPEG, turned upright by the pipeline, metadata gone.
    const served = await fetchImage(app.url, picture.url);
    expect(served.meta.format).toBe('webp');
    expect(served.meta.exif).toBeUndefined();
    expect(storedFiles(dataDir).some((file) => file.startsWith('incoming/'))).toBe(false);

    const gallery = await fetch(`${app.url}/api/gallery-photos`);
    expect(JSON.stringify(await gallery.json())).not.toContain(picture.url);

    const quiz = await createQuiz(
      app,
      quizBody('Guess the place', [question('Where is this?', { picture: picture.picture })]),
    );
    expect(quiz.questions[0]!.pictureUrl).toBe(picture.url);

    // Kept once: the same upload again is gone, and only an organizer may keep one.
    const again = await browser.request('/api/admin/quiz-pictures', {
      method: 'POST',
      body: { uploadURL: upload.uploadURL },
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 'gallery.unknownUpload' });
    const stranger = await fetch(`${app.url}/api/admin/quiz-pictures`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uploadURL: upload.uploadURL }),
    });
    expect(stranger.status).toBe(401);
  });

  it('refuse a file that is not a picture, and a link that is not this site’s upload', async () => {
    const before = await QuizPictureModel.countDocuments();
    const { kept } = await uploadPicture(Buffer.from('not a picture at all'));
    expect(kept.status).toBe(415);
    const browser = new GuestPhone(app.url, undefined, app.organizer);
    const elsewhere = await browser.request('/api/admin/quiz-pictures', {
      method: 'POST',
      body: { uploadURL: 'https://example.com/cat.jpg' },
    });
    expect(elsewhere.status).toBe(404);
    expect(await QuizPictureModel.countDocuments()).toBe(before);
  });

  it('are swept, files and all, once no quiz names them and they are old enough', async () => {
    const named = quizUploadedPictureSchema.parse(
      await (await uploadPicture(await phoneJpeg(600, 400))).kept.json(),
    );
    const unused = quizUploadedPictureSchema.parse(
      await (await uploadPicture(await phoneJpeg(600, 400))).kept.json(),
    );
    await createQuiz(app, quizBody('Named', [question('This one', { picture: named.picture })]));
    const key = (url: string) => url.split('/uploads/')[1]!;
    expect(storedFiles(dataDir)).toContain(key(unused.url));

    await app.server.sweeper.runOnce(new Date());
    expect(await QuizPictureModel.exists({ _id: unused.picture.key })).not.toBeNull();

    await app.server.sweeper.runOnce(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000));
    expect(await QuizPictureModel.exists({ _id: unused.picture.key })).toBeNull();
    expect(await QuizPictureModel.exists({ _id: named.picture.key })).not.toBeNull();
    expect(storedFiles(dataDir)).not.toContain(key(unused.url));
    expect(storedFiles(dataDir)).toContain(key(named.url));
  });
});
