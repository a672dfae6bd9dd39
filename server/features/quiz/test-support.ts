import { afterEach, expect } from 'vitest';
import type { QuizLive, QuizRun } from '../../../protocol/quiz';
import { QUIZ_PING_EVENT } from '../../../protocol/quiz';
import { callApi } from '../../test/api';
import { deviceFor } from '../../test/devices';
import { useTestApp } from '../../test/fixtures';
import { openPage } from '../../test/app-process';
import type { TestSocket } from '../../test/harness';
import { subscribe } from '../../test/harness';
import { QuizModel } from '../quiz-authoring/model';

/**
 * A quiz written straight into the authoring collection (the authoring lane owns its API): one
 * question per right answer given, four answers each. Limits below the editor's 5 s keep the
 * tests short; the run reads whatever is stored.
 */
export async function storedQuiz(correct: number[], limitSeconds = 3): Promise<string> {
  const doc = await QuizModel.create({
    title: 'Our story',
    titleEs: 'Nuestra historia',
    questions: correct.map((correctIndex, index) => ({
      text: `Question ${index + 1}`,
      textEs: `Pregunta ${index + 1}`,
      answers: ['A', 'B', 'C', 'D'].map((letter) => ({ text: letter, textEs: letter })),
      correctIndex,
      limitSeconds,
    })),
  });
  return doc._id.toString();
}

/**
 * The app of a file of live-quiz tests, an organizer signed in, and `openRun` to open a stored
 * quiz's lobby as the host. Whatever run a test leaves open is ended after it, so that the next
 * one can open its own (only one run may be open at a time).
 */
export function useLiveQuizApp() {
  const app = useTestApp({ WRITE_LIMIT_PER_DEVICE: '200' }, { organizer: true });

  afterEach(async () => {
    for (let round = 0; round < 2; round += 1) {
      const { body } = await callApi<QuizLive>(app.url, '/api/quiz/live');
      if (!body.run) return;
      await hostAction(app.url, app.organizer, {
        action: 'end',
        runId: body.run.id,
        revision: body.run.revision,
      });
    }
  });

  async function openRun(correct: number[], limitSeconds = 3): Promise<QuizRun> {
    const quizId = await storedQuiz(correct, limitSeconds);
    const opened = await hostAction(app.url, app.organizer, { action: 'open', quizId });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    return opened.body.run!;
  }

  return { app, openRun };
}

/** A host action, as the host page sends it (an organizer session here). */
export function hostAction(url: string, cookie: string, body: Record<string, unknown>) {
  return callApi<QuizLive & { code?: string }>(url, '/api/quiz/host/actions', {
    method: 'POST',
    cookie,
    body,
  });
}

/** Moves the run on from the revision the host saw, and answers the new run. */
export async function act(url: string, cookie: string, run: QuizRun, action: string) {
  const done = await hostAction(url, cookie, { action, runId: run.id, revision: run.revision });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.run!;
}

/** Resolves with the first `quiz:state` whose run satisfies `check`. */
export function stateWhere(
  socket: TestSocket,
  check: (run: QuizRun | null) => boolean,
  ms = 15_000,
): Promise<QuizLive> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('quiz:state', listener);
      reject(new Error(`no such quiz:state within ${ms} ms`));
    }, ms);
    const listener = (live: QuizLive) => {
      if (!check(live.run)) return;
      clearTimeout(timer);
      socket.off('quiz:state', listener);
      resolve(live);
    };
    socket.on('quiz:state', listener);
  });
}

/** Whether any key named `key` is anywhere in `value`. */
export function hasKey(value: unknown, key: string): boolean {
  if (Array.isArray(value)) return value.some((item) => hasKey(item, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([name, item]) => name === key || hasKey(item, key));
  }
  return false;
}

export interface Phone {
  label: string;
  socket: TestSocket;
  /** Every payload this phone's socket received, in order. */
  received: { event: string; payload: unknown }[];
  join(name: string): Promise<{ status: number; body: Record<string, unknown> }>;
  answer(runId: string, questionIndex: number, choice: number, url?: string): Promise<number>;
  mine(
    at?: string,
  ): Promise<{ player: { score: number; rank: number | null } | null; answer: unknown }>;
}

/** A guest's phone on `url`: its own device identity, a socket on `quiz` that answers pings. */
export async function phoneOn(url: string, name: string, ackPings = true): Promise<Phone> {
  // One identity, issued where the phone first came: honoured by every process of the site.
  const label = await deviceFor(url, name);
  const socket = await openPage(url, { deviceId: label });
  const received: Phone['received'] = [];
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  if (ackPings) socket.on(QUIZ_PING_EVENT, (ack: () => void) => ack());
  const { subscribed } = await subscribe(socket, 'quiz');
  expect(subscribed).toEqual(['quiz']);
  return {
    label,
    socket,
    received,
    join: (name) =>
      callApi(url, '/api/quiz/players', { method: 'POST', deviceId: label, body: { name } }),
    async answer(runId, questionIndex, choice, at = url) {
      const { status } = await callApi(at, '/api/quiz/answers', {
        method: 'POST',
        deviceId: label,
        body: { runId, questionIndex, choice },
      });
      return status;
    },
    async mine(at = url) {
      const { body } = await callApi<Awaited<ReturnType<Phone['mine']>>>(at, '/api/quiz/me', {
        deviceId: label,
      });
      return body;
    },
  };
}
