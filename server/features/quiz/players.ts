import { createHash, randomBytes } from 'node:crypto';
import { QUIZ_MESSAGES, type MyQuiz } from '../../../protocol/quiz';
import type { Viewer } from '../../lib/auth/viewer';
import { badRequest, isDuplicateKey, notFound } from '../../lib/http/errors';
import { retryWhileBusy } from '../../lib/transient-db';
import { publishedTableOf } from '../seating/door';
import {
  QuizAnswerModel,
  QuizPlayerModel,
  type AnswerDocument,
  type PlayerDocument,
  type RunDocument,
} from './model';
import { scoresOf } from './scoring';
import { placeOf } from './standings';

/** The device this request comes from: its keyed hash (never its id) and the games' hash. */
export function deviceOf(viewer: Viewer): { deviceKey: string; deviceHash: string } {
  if (!viewer.deviceId || !viewer.deviceKey) throw badRequest(QUIZ_MESSAGES.deviceRequired);
  return {
    deviceKey: viewer.deviceKey,
    deviceHash: createHash('sha256').update(viewer.deviceId).digest('hex'),
  };
}

export const playerKeyOf = (runId: string, deviceKey: string) => `${runId}:${deviceKey}`;

/**
 * Joins the device to the run, or finds it again: one player per device identity, so a phone that
 * reloads or lost the Wi-Fi comes back as the same player with its score. A new name renames it.
 * Answers whether a player was added or renamed (the lobby's roster changed).
 */
export async function joinRun(
  run: RunDocument,
  viewer: Viewer,
  name: string,
): Promise<{ player: PlayerDocument; changed: boolean }> {
  const { deviceKey, deviceHash } = deviceOf(viewer);
  const _id = playerKeyOf(run._id, deviceKey);
  const before = await QuizPlayerModel.findById(_id).lean<PlayerDocument>();
  if (before) {
    if (before.name === name) return { player: before, changed: false };
    await retryWhileBusy(() => QuizPlayerModel.updateOne({ _id }, { $set: { name } }));
    return { player: { ...before, name }, changed: true };
  }
  const table = await publishedTableOf(viewer.guestId);
  const player: PlayerDocument = {
    _id,
    runId: run._id,
    playerId: randomBytes(8).toString('hex'),
    deviceKey,
    deviceHash,
    name,
    guestId: viewer.guestId ?? null,
    tableId: table?.tableId ?? null,
    tableName: table?.tableName ?? null,
    joinedAt: new Date(),
  };
  try {
    await retryWhileBusy(() => QuizPlayerModel.collection.insertOne(player as never));
  } catch (error) {
    // Two first taps of one phone raced: the other one's player stands.
    if (!isDuplicateKey(error)) throw error;
    return joinRun(run, viewer, name);
  }
  return { player, changed: true };
}

/** A phone's own place: its player, score and rank, and its answer to the current question. */
export async function myQuiz(run: RunDocument | null, viewer: Viewer): Promise<MyQuiz> {
  if (!run) return { runId: null, player: null, answer: null };
  if (!viewer.deviceKey) return { runId: run._id, player: null, answer: null };
  const deviceKey = viewer.deviceKey;
  const index = run.questionIndex;
  const asking = index >= 0 && run.phase !== 'lobby' && run.phase !== 'podium';
  const [player, scores, answer] = await Promise.all([
    QuizPlayerModel.findById(playerKeyOf(run._id, deviceKey)).lean<PlayerDocument>(),
    scoresOf(run._id, run.scoredThrough),
    asking
      ? QuizAnswerModel.findById(`${run._id}:${index}:${deviceKey}`).lean<AnswerDocument>()
      : null,
  ]);
  if (!player) return { runId: run._id, player: null, answer: null };
  const place = placeOf(scores, deviceKey);
  // Right or wrong, and the points, only once the question has closed.
  const closed = run.scoredThrough >= index;
  return {
    runId: run._id,
    player: {
      playerId: player.playerId,
      name: player.name,
      tableName: player.tableName,
      score: place.score,
      rank: place.rank,
    },
    answer: answer
      ? {
          questionIndex: index,
          choice: answer.choice,
          correct: closed ? answer.correct : null,
          points: closed ? answer.points : null,
        }
      : null,
  };
}

/** Refuses a join when no run is open. */
export function openRunOrThrow(run: RunDocument | null): RunDocument {
  if (!run) throw notFound(QUIZ_MESSAGES.noQuiz);
  return run;
}
