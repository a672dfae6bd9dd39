import { randomBytes } from 'node:crypto';
import { deviceFor } from '../../test/devices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedTriviaSchema } from '../../../protocol/games';
import { TRIVIA_POINTS_PER_ANSWER } from '../../../protocol/game-content';
import { DEVICE_HEADER } from '../../../protocol/http';
import { startTestApp, type TestApp } from '../../test/harness';
import { GameSessionModel, TriviaAnswerModel } from './model';

const redisUrl = process.env.REDIS_TEST_URL;

/**
 * With REDIS_URL (several processes) a session's writes are conditional on the revision read, and
 * each trivia answer is recorded once by its unique id, whichever process knew the set as it was:
 * two apps sharing the database and Redis stand for two processes behind a load balancer.
 */
describe.skipIf(!redisUrl)('games served by several processes', () => {
  let apps: [TestApp, TestApp];
  beforeAll(async () => {
    apps = [
      await startTestApp({ REDIS_URL: redisUrl! }),
      await startTestApp({ REDIS_URL: redisUrl! }),
    ];
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  const call = async (
    app: TestApp,
    path: string,
    deviceId: string,
    method = 'GET',
    body?: unknown,
  ) => {
    const response = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        // Issued by the first process, honoured by both (one secret for the site).
        [DEVICE_HEADER]: await deviceFor(apps[0].url, deviceId),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('plays a trivia set answered through both in turn: each answer recorded once, scored by the server', async () => {
    // A fresh phone every run: with REDIS_URL its write allowance is counted in Redis, which outlives the run.
    const phone = `dev_two_${randomBytes(8).toString('hex')}`;
    const generated = await call(apps[0], '/api/games/generate-trivia', phone, 'POST', {
      playerName: 'Ana',
    });
    expect(generated.status).toBe(201);
    const { session } = issuedTriviaSchema.parse(generated.body);
    const issued = (await GameSessionModel.findById(session.id).lean())!.issued as {
      questions: { correctAnswer: number }[];
    };

    for (const [index, question] of issued.questions.entries()) {
      const answer = { action: 'answer', questionIndex: index, answer: question.correctAnswer };
      const answered = await call(
        apps[index % 2]!,
        `/api/games/sessions/${session.id}`,
        phone,
        'PUT',
        answer,
      );
      expect(answered.status).toBe(200);
      // The other process reads the session after that write: the same answer again is refused.
      const replay = await call(
        apps[(index + 1) % 2]!,
        `/api/games/sessions/${session.id}`,
        phone,
        'PUT',
        answer,
      );
      expect(replay.status).toBe(409);
    }

    const stored = await GameSessionModel.findById(session.id).lean();
    expect(stored).toMatchObject({
      completed: true,
      score: TRIVIA_POINTS_PER_ANSWER * issued.questions.length,
      // Written once, by the answer that completed the set.
      rev: 1,
    });
    // Each answer recorded once, none twice.
    const recorded = await TriviaAnswerModel.find({ sessionId: session.id }).sort({ questionIndex: 1 }).lean();
    expect(recorded.map((row) => [row.questionIndex, row.answer])).toEqual(
      issued.questions.map((question, index) => [index, question.correctAnswer]),
    );
  });
});
