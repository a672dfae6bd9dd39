import { z } from 'zod';
import {
  oneWayDelayMs,
  QUIZ_LIMITS,
  QUIZ_MESSAGES,
  quizPoints,
  type quizAnswerBodySchema,
} from '../../../protocol/quiz';
import type { Viewer } from '../../lib/auth/viewer';
import { badRequest, conflict, forbidden, isDuplicateKey, notFound } from '../../lib/http/errors';
import { retryWhileBusy } from '../../lib/transient-db';
import { SETTLE_MS } from './clock';
import type { LatencyStore } from './latency';
import { QuizAnswerModel, QuizPlayerModel, type AnswerDocument, type RunDocument } from './model';
import { deviceOf, playerKeyOf } from './players';

type AnswerBody = z.infer<typeof quizAnswerBodySchema>;

/** Why this answer cannot count now (a clear 4xx, nothing stored), or the run it is for. */
function check(run: RunDocument | null, body: AnswerBody, receivedAt: number): RunDocument {
  if (!run || run._id !== body.runId) throw notFound(QUIZ_MESSAGES.noQuiz);
  const current = run.questionIndex;
  const asked = body.questionIndex;
  if (asked < current || (asked === current && run.phase !== 'question' && run.phase !== 'lobby')) {
    throw conflict(QUIZ_MESSAGES.questionClosed);
  }
  if (asked > current || run.phase !== 'question' || run.paused || !run.closesAt) {
    throw conflict(QUIZ_MESSAGES.questionNotOpen);
  }
  if (receivedAt > run.closesAt.getTime() + QUIZ_LIMITS.graceMs) {
    throw conflict(QUIZ_MESSAGES.questionClosed);
  }
  if (body.choice >= run.questions[current]!.answers.length) {
    throw badRequest(QUIZ_MESSAGES.choiceInvalid);
  }
  return run;
}

/**
 * Players known to this process (a player is never removed from a run): an answer does not read
 * its player again.
 */
const joined = new Set<string>();

async function isJoined(runId: string, deviceKey: string): Promise<boolean> {
  const key = playerKeyOf(runId, deviceKey);
  if (joined.has(key)) return true;
  if (!(await QuizPlayerModel.exists({ _id: key }))) return false;
  if (joined.size > 50_000) joined.clear();
  joined.add(key);
  return true;
}

/**
 * Records a phone's answer, scored as it arrives: t is the time from the question's emission
 * (`openedAt`, moved by pauses) to the answer's arrival, less the phone's one-way delay. The
 * first answer of a device to a question is the one: its id is `<run>:<question>:<device>`.
 */
export async function recordAnswer(
  openRun: (fresh: boolean) => Promise<RunDocument | null>,
  latency: LatencyStore,
  viewer: Viewer,
  body: AnswerBody,
  receivedAt: number,
): Promise<{ run: RunDocument; answer: AnswerDocument }> {
  const { deviceKey } = deviceOf(viewer);
  let run: RunDocument;
  try {
    run = check(await openRun(false), body, receivedAt);
  } catch {
    // The run as read a moment ago may be behind (a question just opened): read it again.
    run = check(await openRun(true), body, receivedAt);
  }
  if (!(await isJoined(run._id, deviceKey))) throw forbidden(QUIZ_MESSAGES.notJoined);
  const question = run.questions[run.questionIndex]!;
  const oneWay = oneWayDelayMs(await latency.get(deviceKey));
  const elapsedMs = Math.max(0, receivedAt - run.openedAt!.getTime() - oneWay);
  const correct = body.choice === question.correctIndex;
  const answer: AnswerDocument = {
    _id: `${run._id}:${run.questionIndex}:${deviceKey}`,
    runId: run._id,
    questionIndex: run.questionIndex,
    deviceKey,
    choice: body.choice,
    receivedAt: new Date(receivedAt),
    elapsedMs,
    oneWayDelayMs: oneWay,
    correct,
    points: correct ? quizPoints(elapsedMs, question.limitSeconds * 1000) : 0,
  };
  try {
    await retryWhileBusy(() => QuizAnswerModel.collection.insertOne(answer as never));
  } catch (error) {
    if (isDuplicateKey(error)) throw conflict(QUIZ_MESSAGES.alreadyAnswered);
    throw error;
  }
  // The reveal counts what is stored SETTLE_MS after the close and grace; a write that ended this
  // late might be missed, so it is taken back and refused: what is accepted is what counts.
  if (Date.now() > run.closesAt!.getTime() + QUIZ_LIMITS.graceMs + SETTLE_MS / 2) {
    await QuizAnswerModel.deleteOne({ _id: answer._id });
    throw conflict(QUIZ_MESSAGES.questionClosed);
  }
  return { run, answer };
}
