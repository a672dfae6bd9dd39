import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { gameSessionSchema, type GameSession } from '../../../protocol/games';
import { grantAwards } from './awards';
import { GameAwardModel, GameSessionModel, TriviaAnswerModel } from './model';
import { device, gamesTestApp } from './test-support';

const { emitted, act, newTrivia, storedTrivia, listMine } = gamesTestApp();

describe('a trivia set\'s awards, granted in one insert', () => {
  it('count again for the session that holds them (a repeated request), never for another', async () => {
    const playerId = new mongoose.Types.ObjectId();
    const sessionId = new mongoose.Types.ObjectId();
    const award = (key: string, session = sessionId) => ({ playerId, round: 1, key, sessionId: session, points: 10 });
    expect((await grantAwards([award('trivia:a'), award('trivia:b')])).map((given) => given.key)).toEqual(['trivia:a', 'trivia:b']);
    // The same request again (its answer was lost): both still count for this session, plus a new one.
    expect((await grantAwards([award('trivia:a'), award('trivia:b'), award('trivia:c')])).map((given) => given.key)).toEqual([
      'trivia:a',
      'trivia:b',
      'trivia:c',
    ]);
    // Another session of the player earns nothing for questions already scored this round.
    const other = new mongoose.Types.ObjectId();
    expect(await grantAwards([award('trivia:a', other), award('trivia:d', other)])).toEqual([award('trivia:d', other)]);
    expect(await GameAwardModel.countDocuments({ playerId })).toBe(4);
  });
});

describe('trivia', () => {
  it('serves questions without answers and scores 10 per correct answer, answering each', async () => {
    const phone = device('trivia1');
    const { questions, session } = await newTrivia(phone);
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(questions)).not.toMatch(/correctAnswer/);
    const issued = (await GameSessionModel.findById(session.id).lean())?.issued as {
      questions: { correctAnswer: number; options: string[] }[];
    };
    let last: GameSession | undefined;
    for (const [index, question] of issued.questions.entries()) {
      // Right on the even questions, wrong on the odd ones.
      const answer = index % 2 === 0 ? question.correctAnswer : (question.correctAnswer + 1) % question.options.length;
      const response = await act(phone, session.id, { action: 'answer', questionIndex: index, answer, score: 1000 });
      expect(response.status).toBe(200);
      last = gameSessionSchema.parse(response.body);
      expect(last.answers?.[index]).toEqual({
        questionIndex: index,
        answer,
        correct: index % 2 === 0,
        correctAnswer: question.correctAnswer,
      });
      if (index < issued.questions.length - 1) expect(last.completed).toBe(false);
    }
    const rightAnswers = Math.ceil(issued.questions.length / 2);
    expect(last).toMatchObject({ completed: true, score: rightAnswers * 10 });
    expect(emitted.filter((event) => event.sessionId === session.id)).toEqual([
      expect.objectContaining({ gameType: 'trivia', storedScore: rightAnswers * 10 }),
    ]);
    const replay = await act(phone, session.id, { action: 'answer', questionIndex: 0, answer: 0 });
    expect(replay.status).toBe(409);
  });

  it('refuses answers out of order, twice, or off the options', async () => {
    const phone = device('trivia2');
    const { session } = await newTrivia(phone);
    expect((await act(phone, session.id, { action: 'answer', questionIndex: 1, answer: 0 })).status).toBe(400);
    expect((await act(phone, session.id, { action: 'answer', questionIndex: 0, answer: 9 })).status).toBe(400);
    const results = await Promise.all([
      act(phone, session.id, { action: 'answer', questionIndex: 0, answer: 0 }),
      // The same session written with its id in capitals still waits its turn.
      act(phone, session.id.toUpperCase(), { action: 'answer', questionIndex: 0, answer: 1 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    // One answer stands, as the player's own list of games shows it.
    const mine = await listMine(phone);
    expect(mine.find((item) => item.id === session.id)?.answers).toHaveLength(1);
    expect(await TriviaAnswerModel.countDocuments({ sessionId: session.id })).toBe(1);
  });

  it('shows an open set\'s answers in the player\'s games, and scores a set whose last answer was recorded but never scored', async () => {
    const phone = device('trivia4');
    const { session } = await newTrivia(phone);
    const issued = (await GameSessionModel.findById(session.id).lean())?.issued as {
      questions: { correctAnswer: number }[];
    };
    const last = issued.questions.length - 1;
    for (let index = 0; index < last; index += 1) {
      const response = await act(phone, session.id, { action: 'answer', questionIndex: index, answer: issued.questions[index]!.correctAnswer });
      expect(response.status).toBe(200);
    }
    const open = (await listMine(phone)).find((item) => item.id === session.id);
    expect(open).toMatchObject({ completed: false, score: 0 });
    expect(open?.answers?.map((given) => given.correct)).toEqual(Array.from({ length: last }, () => true));

    // The last answer's request died after its answer was recorded: the set stays open, unscored.
    await TriviaAnswerModel.create({
      _id: `${session.id}:${last}`,
      sessionId: session.id,
      questionIndex: last,
      answer: issued.questions[last]!.correctAnswer,
    });
    // The phone sends it again: the set is scored from what was recorded, once.
    const again = await act(phone, session.id, { action: 'answer', questionIndex: last, answer: issued.questions[last]!.correctAnswer });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ completed: true, score: issued.questions.length * 10 });
    expect((await act(phone, session.id, { action: 'answer', questionIndex: last, answer: 0 })).status).toBe(409);
    expect(emitted.filter((event) => event.sessionId === session.id)).toHaveLength(1);
  });

  it('answers an answer sent again with its key (its reply was lost) as recorded, and scores the set once', async () => {
    const phone = device('trivia5');
    const { session } = await newTrivia(phone);
    const issued = (await GameSessionModel.findById(session.id).lean())?.issued as {
      questions: { correctAnswer: number }[];
    };
    const keys = issued.questions.map((_, index) => `answer-key-${index}-${session.id}`);
    const replies = [];
    for (const [index, question] of issued.questions.entries()) {
      const body = { action: 'answer', questionIndex: index, answer: question.correctAnswer };
      const reply = await act(phone, session.id, body, keys[index]);
      expect(reply.status).toBe(200);
      replies.push(reply.body);
      // The outbox sends the same answer again with the same key: the same reply.
      expect(await act(phone, session.id, body, keys[index])).toEqual({ status: 200, body: reply.body });
    }
    const full = issued.questions.length * 10;
    expect(replies.at(-1)).toMatchObject({ completed: true, score: full });
    // The first answer again, with its key, after the set was scored: the set as it stands.
    const first = { action: 'answer', questionIndex: 0, answer: issued.questions[0]!.correctAnswer };
    expect(await act(phone, session.id, first, keys[0])).toMatchObject({ status: 200, body: { completed: true, score: full } });
    // Another key (another tap), or none: refused, as an answered question.
    expect((await act(phone, session.id, first, `another-key-${session.id}`)).status).toBe(409);
    expect((await act(phone, session.id, first)).status).toBe(409);
    expect(emitted.filter((event) => event.sessionId === session.id)).toHaveLength(1);
    expect(await GameAwardModel.countDocuments({ sessionId: session.id })).toBe(issued.questions.length);
  });

  it('goes on with a set half answered before answers had their own records (kept in the session)', async () => {
    const phone = device('trivia6');
    const { session: issued } = await newTrivia(phone);
    const questions = (await GameSessionModel.findById(issued.id).lean())?.issued as {
      questions: { question: string; options: string[]; correctAnswer: number; key?: string }[];
    };
    // As the previous version stored a set with its first answer (right) recorded in the session.
    const older = await storedTrivia(phone, questions.questions);
    await GameSessionModel.updateOne(
      { _id: older },
      { $set: { progress: { answers: [{ answer: questions.questions[0]!.correctAnswer, correct: true }] }, rev: 1 } },
    );
    expect((await act(phone, older, { action: 'answer', questionIndex: 0, answer: 0 })).status).toBe(409);
    let last;
    for (let index = 1; index < questions.questions.length; index += 1) {
      last = await act(phone, older, { action: 'answer', questionIndex: index, answer: questions.questions[index]!.correctAnswer });
      expect(last.status).toBe(200);
    }
    expect(last?.body).toMatchObject({ completed: true, score: questions.questions.length * 10 });
    expect((last?.body.answers as unknown[]).length).toBe(questions.questions.length);
  });

  it('counts a question once per player: the same set played again scores nothing', async () => {
    const phone = device('trivia3');
    const play = async () => {
      const { session } = await newTrivia(phone);
      const issued = (await GameSessionModel.findById(session.id).lean())?.issued as {
        questions: { correctAnswer: number; question: string }[];
      };
      let response;
      for (const [index, question] of issued.questions.entries()) {
        response = await act(phone, session.id, { action: 'answer', questionIndex: index, answer: question.correctAnswer });
      }
      return { score: response?.body.score as number, questions: issued.questions.map((q) => q.question) };
    };
    const first = await play();
    expect(first.score).toBe(first.questions.length * 10);
    // Replay until a set overlaps the first one; its known questions score 0.
    const second = await play();
    const fresh = second.questions.filter((question) => !first.questions.includes(question));
    expect(second.score).toBe(fresh.length * 10);
  });
});
