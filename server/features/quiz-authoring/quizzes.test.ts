import { describe, expect, it } from 'vitest';
import {
  QUIZ_EXPORT_FORMAT,
  QUIZ_LIMITS,
  QUIZ_MESSAGES,
  quizExportSchema,
  quizImportedSchema,
  quizSchema,
  quizSummarySchema,
  type QuizPicture,
} from '../../../protocol/quiz';
import type { AppContext } from '../../lib/feature';
import { useTestApp } from '../../test/fixtures';
import { seedGalleryPhoto } from '../gallery/seed';
import { quizSourceOf } from './door';
import { QuizModel } from './model';
import { createQuiz, organizerCall, question, quizBody } from './test-support';

const app = useTestApp({}, { organizer: true });

const galleryPhoto = (fields: Record<string, unknown> = {}) =>
  seedGalleryPhoto({
    url: '/uploads/photos/p-large.webp',
    thumbUrl: '/uploads/photos/p-thumb.webp',
    largeKey: 'photos/p-large.webp',
    ...fields,
  });

describe('writing quizzes', () => {
  it('are created, read, listed, updated and removed by organizers only', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/quizzes'],
      ['POST', '/api/admin/quizzes'],
      ['GET', '/api/admin/quizzes/0123456789abcdef01234567'],
    ] as const) {
      const body = method === 'GET' ? undefined : quizBody('X');
      const refused = await organizerCall(app, path, { method, cookie: null, body });
      expect(refused.status).toBe(401);
    }
    const created = quizSchema.parse(
      await createQuiz(app, quizBody('Our story', [question('Where did we meet?')])),
    );
    expect(created).toMatchObject({
      title: 'Our story',
      titleEs: 'Our story (es)',
      questions: [{ text: 'Where did we meet?', correctIndex: 0, picture: null, pictureUrl: null }],
    });
    const read = await organizerCall(app, `/api/admin/quizzes/${created.id}`);
    expect(quizSchema.parse(await read.json())).toEqual(created);
    const listed = await organizerCall(app, '/api/admin/quizzes');
    expect(quizSummarySchema.array().parse(await listed.json())).toContainEqual(
      expect.objectContaining({ id: created.id, questionCount: 1 }),
    );

    const updated = await organizerCall(app, `/api/admin/quizzes/${created.id}`, {
      method: 'PUT',
      body: quizBody('Our story, again', [question('Where did we meet?'), question('When?')]),
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ title: 'Our story, again', questions: [{}, {}] });

    const removed = await organizerCall(app, `/api/admin/quizzes/${created.id}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    const gone = await organizerCall(app, `/api/admin/quizzes/${created.id}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ code: 'quiz.quizNotFound' });
    expect((await organizerCall(app, '/api/admin/quizzes/nope')).status).toBe(400);
  });

  it('keep each question’s id through edits and reorders', async () => {
    const quiz = await createQuiz(
      app,
      quizBody('Ids', [question('A'), question('B'), question('C')]),
    );
    const [a, b, c] = quiz.questions;
    const save = async (questions: ReturnType<typeof question>[]) => {
      const answer = await organizerCall(app, `/api/admin/quizzes/${quiz.id}`, {
        method: 'PUT',
        body: quizBody('Ids', questions),
      });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as typeof quiz).questions.map((q) => q.id);
    };
    // Sent back with their ids: moved and reworded, each keeps its own.
    expect(
      await save([
        question('C reworded', { id: c!.id }),
        question('A', { id: a!.id }),
        question('B', { id: b!.id }),
      ]),
    ).toEqual([c!.id, a!.id, b!.id]);
    // Without ids (an older editor): matched by their wording; a new one gets a new id.
    const [first, second, third, fourth] = await save([
      question('B'),
      question('New'),
      question('A'),
      question('C reworded'),
    ]);
    expect([first, third, fourth]).toEqual([b!.id, a!.id, c!.id]);
    expect([a!.id, b!.id, c!.id]).not.toContain(second);
    // An id of another quiz, or one claimed twice, is not taken.
    const other = await createQuiz(app, quizBody('Other'));
    const ids = await save([
      question('X', { id: other.questions[0]!.id }),
      question('Y', { id: a!.id }),
      question('Z', { id: a!.id }),
    ]);
    expect(ids[0]).not.toBe(other.questions[0]!.id);
    expect(ids[1]).toBe(a!.id);
    expect(ids[2]).not.toBe(a!.id);
  });

  it('refuse a bad question with its field’s message, storing nothing', async () => {
    const before = await QuizModel.countDocuments();
    const cases = [
      [{ ...quizBody('X'), title: ' ' }, QUIZ_MESSAGES.titleRequired],
      [
        quizBody('X', [question('Q', { answers: [{ text: 'Only', textEs: '' }] })]),
        QUIZ_MESSAGES.answersCount(2, 4),
      ],
      [quizBody('X', [question('Q', { correctIndex: 2 })]), QUIZ_MESSAGES.correctIndex],
      [quizBody('X', [question('Q', { limitSeconds: 61 })]), QUIZ_MESSAGES.seconds(5, 60)],
      [quizBody('X', []), QUIZ_MESSAGES.questionsCount(50)],
    ] as const;
    for (const [body, message] of cases) {
      const refused = await organizerCall(app, '/api/admin/quizzes', { method: 'POST', body });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ message });
    }
    expect(await QuizModel.countDocuments()).toBe(before);
  });

  it('take only pictures the gallery shows, and give where phones load them', async () => {
    const shown = await galleryPhoto();
    const hidden = await galleryPhoto({ status: 'hidden', url: '' });
    const quiz = await createQuiz(
      app,
      quizBody('Pictures', [question('Which?', { picture: { kind: 'gallery', photoId: shown } })]),
    );
    expect(quiz.questions[0]!.pictureUrl).toBe('/uploads/photos/p-large.webp');
    // What the live run reads (made per app; the app's context is not needed to read it).
    const source = quizSourceOf({} as AppContext);
    const stored = await source.quiz(quiz.id);
    expect(stored?.questions[0]).toMatchObject({ correctIndex: 0 });
    expect(await source.pictureUrl({ kind: 'gallery', photoId: shown })).toBe(
      '/uploads/photos/p-large.webp',
    );
    expect(await source.pictureUrl({ kind: 'gallery', photoId: hidden })).toBeNull();
    expect(await source.pictureUrl({ kind: 'upload', key: 'made-up' })).toBeNull();

    const missing: QuizPicture[] = [
      { kind: 'gallery', photoId: hidden },
      { kind: 'gallery', photoId: '0123456789abcdef01234567' },
      { kind: 'upload', key: '0123456789abcdef01234567' },
    ];
    for (const picture of missing) {
      const refused = await organizerCall(app, `/api/admin/quizzes/${quiz.id}`, {
        method: 'PUT',
        body: quizBody('Pictures', [question('Ok'), question('Which?', { picture })]),
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        code: 'quiz.pictureNotFound',
        issues: [{ path: 'questions.1.picture', code: 'quiz.pictureNotFound' }],
      });
    }
  });

  it('export to a file and import from one, leaving out the pictures this site lacks', async () => {
    const shown = await galleryPhoto();
    const quiz = await createQuiz(
      app,
      quizBody('Travel', [
        question('Where?', { picture: { kind: 'gallery', photoId: shown } }),
        question('When?'),
      ]),
    );
    const exported = await organizerCall(app, `/api/admin/quizzes/${quiz.id}/export`);
    const file = quizExportSchema.parse(await exported.json());
    expect(file).toMatchObject({ format: QUIZ_EXPORT_FORMAT, version: 1, title: 'Travel' });
    expect(JSON.stringify(file)).not.toMatch(/"_?id"/);

    const elsewhere = {
      ...file,
      questions: [
        ...file.questions,
        question('From another site', {
          picture: { kind: 'gallery', photoId: 'fedcba9876543210fedcba98' },
        }),
      ],
    };
    const imported = await organizerCall(app, '/api/admin/quizzes/import', {
      method: 'POST',
      body: elsewhere,
    });
    expect(imported.status).toBe(201);
    const copy = quizImportedSchema.parse(await imported.json());
    expect(copy.droppedPictures).toBe(1);
    expect(copy.id).not.toBe(quiz.id);
    expect(copy.questions.map((q) => q.picture)).toEqual([
      { kind: 'gallery', photoId: shown },
      null,
      null,
    ]);
    expect(copy.questions.map((q) => q.id)).not.toContain(quiz.questions[0]!.id);
  });

  it('refuse a file that is not an export, storing nothing', async () => {
    const before = await QuizModel.countDocuments();
    const notOurs = await organizerCall(app, '/api/admin/quizzes/import', {
      method: 'POST',
      body: { ...quizBody('Kahoot'), format: 'kahoot', version: 1 },
    });
    expect(notOurs.status).toBe(400);
    expect(await notOurs.json()).toMatchObject({ code: 'quiz.importInvalid' });
    const badQuestion = await organizerCall(app, '/api/admin/quizzes/import', {
      method: 'POST',
      body: {
        ...quizBody('Bad', [question('Q', { correctIndex: 7 })]),
        format: QUIZ_EXPORT_FORMAT,
        version: 1,
      },
    });
    expect(badQuestion.status).toBe(400);
    expect(await badQuestion.json()).toMatchObject({ message: QUIZ_MESSAGES.correctIndex });
    expect(await QuizModel.countDocuments()).toBe(before);
  });

  it(`stop at ${QUIZ_LIMITS.quizzesMax} quizzes`, async () => {
    const have = await QuizModel.countDocuments();
    const room = QUIZ_LIMITS.quizzesMax - have - 1;
    await QuizModel.insertMany(
      Array.from({ length: room }, (_, i) => ({
        title: `Filler ${i}`,
        questions: [
          { text: 'Q', answers: [{ text: 'a' }, { text: 'b' }], correctIndex: 0, limitSeconds: 20 },
        ],
      })),
    );
    await createQuiz(app, quizBody('The last one'));
    const refused = await organizerCall(app, '/api/admin/quizzes', {
      method: 'POST',
      body: quizBody('One too many'),
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      message: QUIZ_MESSAGES.tooManyQuizzes(QUIZ_LIMITS.quizzesMax),
    });
    expect(await QuizModel.countDocuments()).toBe(QUIZ_LIMITS.quizzesMax);
  });
});
