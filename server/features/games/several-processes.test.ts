import { randomBytes } from 'node:crypto';
import { deviceFor } from '../../test/devices';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { issuedTriviaSchema } from '../../../protocol/games';
import { TRIVIA_POINTS_PER_ANSWER } from '../../../protocol/game-content';
import { DEVICE_HEADER } from '../../../protocol/http';
import { startAppProcesses, type AppProcess } from '../../test/app-process';
import { describeWithRedis, dropRedisKeys, testRedisUrl } from '../../test/redis';
import { GameSessionModel, TriviaAnswerModel } from './model';

const redisUrl = testRedisUrl();

/**
 * With REDIS_URL (several processes) a session's writes are conditional on the revision read, and
 * each trivia answer is recorded once by its unique id, whichever process knew the set as it was:
 * two app processes sharing the database and Redis, as behind a load balancer.
 */
describeWithRedis('games served by several processes', () => {
  const keyPrefix = `test_games_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let apps: [AppProcess, AppProcess];
  beforeAll(async () => {
    apps = (await startAppProcesses(2, {
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
    })) as [AppProcess, AppProcess];
  }, 120_000);
  afterAll(async () => {
    await Promise.all((apps ?? []).map((app) => app.stop()));
    await dropRedisKeys(redisUrl, keyPrefix);
  });

  const call = async (
    app: AppProcess,
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
