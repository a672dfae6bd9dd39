import { randomUUID, createHash } from 'node:crypto';
import { deviceFor } from '../../test/devices';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEVICE_HEADER } from '../../../protocol/http';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_MESSAGES } from '../../../protocol/idempotency';
import { AUTHOR_TOKEN_HEADER } from '../../../protocol/moments';
import { quickReactionBody, type TimelineEvent } from '../../../protocol/timeline';
import { GameAwardModel, TriviaAnswerModel } from '../../features/games/model';
import { GuestBookEntryModel } from '../../features/guestbook/model';
import { MomentLikeModel, MomentModel } from '../../features/moments/model';
import { TimelineParticipationModel } from '../../features/timeline/model';
import { nextEvent, recordEvents, subscribe } from '../../test/harness';
import { useTestApp } from '../../test/fixtures';
import { runOnce } from './idempotency';
import { IdempotencyRecordModel } from './model';

const app = useTestApp({ WRITE_LIMIT_PER_DEVICE: '500' });
beforeAll(async () => {
  await subscribe(app.sockets[0], 'moments', 'guestbook', 'timeline');
});

const phone = 'idempotency_phone_device'.padEnd(24, 'x');

async function send(
  method: string,
  path: string,
  body: unknown,
  key?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      [DEVICE_HEADER]: await deviceFor(app.url, phone),
      ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const moment = (content: string) => ({ guestName: 'Ana', content, momentType: 'text' });

/**
 * Proves that nothing else was pushed on a topic: an unkeyed write made afterwards is pushed, so
 * every push before it has arrived by then.
 */
async function settlePushes(): Promise<void> {
  const barrier = nextEvent(app.sockets[0], 'guestbook:entry-added');
  await send('POST', '/api/guest-book', { guestName: 'Barrier', message: 'Barrier entry' });
  await barrier;
}

describe('a write replayed with its Idempotency-Key', () => {
  it('stores and pushes a moment once and answers the original moment and author token', async () => {
    const pushes = recordEvents(app.sockets[0], 'moment:created');
    const key = randomUUID();
    const body = moment(`Replayed moment ${key}`);
    const first = await send('POST', '/api/live-wedding-moments', body, key);
    const replay = await send('POST', '/api/live-wedding-moments', body, key);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(await MomentModel.countDocuments({ content: body.content })).toBe(1);
    await settlePushes();
    expect(pushes.filter((pushed) => pushed.content === body.content)).toHaveLength(1);

    // The replayed token is the real one: it deletes the moment.
    const removed = await fetch(`${app.url}/api/live-wedding-moments/${first.body.id as string}`, {
      method: 'DELETE',
      headers: { [AUTHOR_TOKEN_HEADER]: first.body.authorToken as string },
    });
    expect(removed.status).toBe(200);
  });

  it('stores a guest book entry once', async () => {
    const key = randomUUID();
    const body = { guestName: 'Lucía', message: `Replayed wishes ${key}` };
    const pushes = recordEvents(app.sockets[0], 'guestbook:entry-added');
    const first = await send('POST', '/api/guest-book', body, key);
    const replay = await send('POST', '/api/guest-book', body, key);
    expect([first.status, replay.status]).toEqual([201, 201]);
    expect(replay.body.id).toBe(first.body.id);
    expect(await GuestBookEntryModel.countDocuments({ message: body.message })).toBe(1);
    await settlePushes();
    expect(pushes.filter((pushed) => pushed.message === body.message)).toHaveLength(1);
  });

  it('stores a timeline message and a reaction once each', async () => {
    const events = (await (
      await fetch(`${app.url}/api/timeline/events`)
    ).json()) as TimelineEvent[];
    const open = events.find((event) => event.isInteractive && event.allowGuestMessages)!;
    const path = `/api/timeline/${open.id}/participate`;
    const pushes = recordEvents(app.sockets[0], 'timeline:participation');
    const message = {
      guestName: 'Ana',
      participationType: 'message',
      content: `Hi ${randomUUID()}`,
    };
    const reaction = quickReactionBody('Ana', 'love');
    const messageKey = randomUUID();
    const reactionKey = randomUUID();
    const answers = [
      await send('POST', path, message, messageKey),
      await send('POST', path, message, messageKey),
      await send('POST', path, reaction, reactionKey),
      await send('POST', path, reaction, reactionKey),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(answers[1].body).toEqual(answers[0].body);
    expect(answers[3].body).toEqual(answers[2].body);
    expect(await TimelineParticipationModel.countDocuments({ content: message.content })).toBe(1);
    expect(
      await TimelineParticipationModel.countDocuments({ _id: answers[2].body.id as string }),
    ).toBe(1);
    expect(
      await TimelineParticipationModel.countDocuments({
        timelineEventId: open.id,
        participationType: 'reaction',
      }),
    ).toBe(1);
    await settlePushes();
    expect(pushes.filter((pushed) => pushed.timelineEventId === open.id)).toHaveLength(2);
  });

  it('counts a like once and answers the same count', async () => {
    const created = await send('POST', '/api/live-wedding-moments', moment('Like me'));
    const id = created.body.id as string;
    const key = randomUUID();
    const first = await send('POST', `/api/live-wedding-moments/${id}/like`, {}, key);
    const replay = await send('POST', `/api/live-wedding-moments/${id}/like`, {}, key);
    expect(first.body).toEqual({ id, likes: 1 });
    expect(replay).toEqual({ status: 200, body: { id, likes: 1 } });
    expect(await MomentLikeModel.countDocuments({ momentId: id })).toBe(1);
  });

  it('records a trivia answer and a scavenger hunt item once, and answers the original session', async () => {
    const trivia = await send('POST', '/api/games/generate-trivia', { playerName: 'Ana' });
    const sessionId = (trivia.body.session as { id: string }).id;
    const answerKey = randomUUID();
    const answer = { action: 'answer', questionIndex: 0, answer: 0 };
    const first = await send('PUT', `/api/games/sessions/${sessionId}`, answer, answerKey);
    const replay = await send('PUT', `/api/games/sessions/${sessionId}`, answer, answerKey);
    expect(first.status).toBe(200);
    // Without the key this replay would be refused as 'already answered'.
    expect(replay).toEqual(first);
    expect(await TriviaAnswerModel.countDocuments({ sessionId })).toBe(1);

    const hunt = await send('POST', '/api/games/sessions', {
      gameType: 'scavenger_hunt',
      playerName: 'Ana',
    });
    const huntId = hunt.body.id as string;
    const markKey = randomUUID();
    const mark = { action: 'mark', itemId: '2', completed: true };
    const marked = await send('PUT', `/api/games/sessions/${huntId}`, mark, markKey);
    // Un-marked meanwhile: the late replay of the mark answers the original and changes nothing.
    await send('PUT', `/api/games/sessions/${huntId}`, { ...mark, completed: false }, randomUUID());
    const lateReplay = await send('PUT', `/api/games/sessions/${huntId}`, mark, markKey);
    expect(lateReplay).toEqual(marked);
    expect(await GameAwardModel.countDocuments({ sessionId: huntId })).toBe(0);
  });
});

describe('keys', () => {
  it('store one of two concurrent requests with the same key, and both answer it', async () => {
    const key = randomUUID();
    const body = moment(`Concurrent moment ${key}`);
    const entry = { guestName: 'Lucía', message: `Concurrent wishes ${key}` };
    const entryKey = randomUUID();
    const answers = await Promise.all([
      send('POST', '/api/live-wedding-moments', body, key),
      send('POST', '/api/live-wedding-moments', body, key),
      send('POST', '/api/guest-book', entry, entryKey),
      send('POST', '/api/guest-book', entry, entryKey),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(answers[1].body).toEqual(answers[0].body);
    expect(answers[3].body).toEqual(answers[2].body);
    expect(await MomentModel.countDocuments({ content: body.content })).toBe(1);
    expect(await GuestBookEntryModel.countDocuments({ message: entry.message })).toBe(1);
  });

  it('refuse a malformed key (400) and a key reused for another request (422), storing nothing', async () => {
    const malformed = await send(
      'POST',
      '/api/guest-book',
      { guestName: 'Ana', message: 'Bad key entry' },
      'short',
    );
    expect(malformed).toMatchObject({ status: 400, body: { message: IDEMPOTENCY_MESSAGES.invalidKey } });
    expect(await GuestBookEntryModel.countDocuments({ message: 'Bad key entry' })).toBe(0);

    const key = randomUUID();
    const first = await send(
      'POST',
      '/api/guest-book',
      { guestName: 'Ana', message: 'The first use' },
      key,
    );
    expect(first.status).toBe(201);
    const reused = await send(
      'POST',
      '/api/guest-book',
      { guestName: 'Ana', message: 'The second use' },
      key,
    );
    expect(reused).toMatchObject({ status: 422, body: { message: IDEMPOTENCY_MESSAGES.reusedKey } });
    expect(await GuestBookEntryModel.countDocuments({ message: 'The second use' })).toBe(0);
  });

  it('are released when the write fails, so the next attempt runs it', async () => {
    const key = randomUUID();
    const write = { scope: 'test.release', key, request: { n: 1 } };
    await expect(runOnce(write, () => Promise.reject(new Error('disk full')))).rejects.toThrow(
      'disk full',
    );
    expect(await IdempotencyRecordModel.countDocuments({ scope: 'test.release' })).toBe(0);
    expect(await runOnce(write, () => Promise.resolve({ ok: 2 }))).toEqual({ ok: 2 });
    expect(await runOnce(write, () => Promise.resolve({ ok: 3 }))).toEqual({ ok: 2 });
  });

  it('take over a claim left pending by a process that died', async () => {
    const key = randomUUID();
    const write = { scope: 'test.stale', key, request: {} };
    let finish: (value: { ok: number }) => void = () => {};
    const abandoned = runOnce(
      write,
      () => new Promise<{ ok: number }>((resolve) => (finish = resolve)),
    );
    await vi.waitFor(async () =>
      expect(await IdempotencyRecordModel.countDocuments({ scope: 'test.stale' })).toBe(1),
    );
    // A replay while the first is running waits, then gives up with 503 (the client retries).
    await expect(
      runOnce(write, () => Promise.resolve({ ok: 2 }), { waitMs: 200 }),
    ).rejects.toMatchObject({
      status: 503,
    });
    // Once the claim is older than staleMs it is taken over.
    expect(await runOnce(write, () => Promise.resolve({ ok: 3 }), { staleMs: 0 })).toEqual({
      ok: 3,
    });
    finish({ ok: 1 });
    await abandoned;
    // The first run finished after all: the takeover's answer stands.
    expect(await runOnce(write, () => Promise.resolve({ ok: 4 }))).toEqual({ ok: 3 });
  });

  it('answer keys claimed before their ids followed from them', async () => {
    const key = randomUUID();
    const write = { scope: 'test.legacy', key, request: { n: 1 } };
    const keyHash = createHash('sha256').update(key).digest('hex');
    const requestHash = createHash('sha256').update('{"n":1}').digest('hex');
    await IdempotencyRecordModel.collection.insertOne({
      scope: 'test.legacy',
      keyHash,
      requestHash,
      state: 'done',
      claimedAt: new Date(),
      response: { ok: 'kept before' },
    });
    expect(await runOnce(write, () => Promise.resolve({ ok: 'ran again' }))).toEqual({
      ok: 'kept before',
    });
  });
});
