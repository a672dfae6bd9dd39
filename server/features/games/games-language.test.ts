import { describe, expect, it } from 'vitest';
import { issuedBingoSchema } from '../../../protocol/games';
import { awardKeys } from './awards';
import { loadWeddingFacts } from './generator';
import type { IssuedQuestion } from './issued';
import { GameAwardModel, GameSessionModel } from './model';
import { device, gamesTestApp } from './test-support';
import { triviaPool } from './wedding-pools';

const { api, act, newTrivia, storedTrivia, totalOf } = gamesTestApp();

describe("content in the page's language", () => {
  const storedQuestions = async (id: string) =>
    ((await GameSessionModel.findById(id).lean())?.issued as { questions: IssuedQuestion[] }).questions;
  /** Answers every question of a trivia session right; the session's final score. */
  const playRight = async (phone: string, id: string) => {
    let response;
    for (const [index, question] of (await storedQuestions(id)).entries()) {
      response = await act(phone, id, { action: 'answer', questionIndex: index, answer: question.correctAnswer });
    }
    return response?.body.score as number;
  };

  it('writes the board and the questions in Spanish for a Spanish page, English by default', async () => {
    const phone = device('spanish1');
    const board = await api('/api/games/generate-bingo', { method: 'POST', deviceId: phone, body: { playerName: 'Lucía', language: 'es' } });
    expect(board.status).toBe(201);
    const items = issuedBingoSchema.parse(board.body).items;
    expect(items.filter((item) => /^(Alguien|Un invitado|Charla con|Una anécdota)/.test(item)).length).toBeGreaterThanOrEqual(5);
    expect(items.filter((item) => /^(Someone|A guest|Chat with|A story)/.test(item))).toEqual([]);
    const spanish = await newTrivia(phone, 'Lucía', 'es');
    expect(spanish.questions.every((q) => q.question.startsWith('¿'))).toBe(true);
    expect((await storedQuestions(spanish.session.id)).every((q) => typeof q.key === 'string')).toBe(true);
    const english = await newTrivia(phone, 'Lucía');
    expect(english.questions.some((q) => q.question.startsWith('¿'))).toBe(false);
    const french = await api('/api/games/generate-trivia', { method: 'POST', deviceId: phone, body: { playerName: 'Lucía', language: 'fr' } });
    expect(french.status).toBe(400);
    expect(french.body.message).toMatch(/language must be 'en' or 'es'/);
  });

  it('counts a question once per player whatever language it was asked in', async () => {
    const phone = device('spanish2');
    const english = await newTrivia(phone, 'Lucía', 'en');
    const englishQuestions = await storedQuestions(english.session.id);
    expect(await playRight(phone, english.session.id)).toBe(englishQuestions.length * 10);

    // A Spanish set asking the same questions (their Spanish twins, found by key) and one more.
    const spanishPool = triviaPool(await loadWeddingFacts(), 'es');
    const asked = new Set(englishQuestions.map((q) => q.key));
    const twins = spanishPool.filter((seed) => asked.has(seed.key));
    const fresh = spanishPool.find((seed) => !asked.has(seed.key))!;
    expect(twins.length).toBeGreaterThanOrEqual(3);
    const questions: IssuedQuestion[] = [...twins, fresh].map((seed) => ({
      key: seed.key,
      question: seed.question,
      options: [seed.answer, ...seed.distractors.slice(0, 2)],
      correctAnswer: 0,
    }));
    expect(questions.some((q) => englishQuestions.some((e) => e.question === q.question))).toBe(false);
    const spanish = await storedTrivia(phone, questions, 'Lucía');
    expect(await playRight(phone, spanish)).toBe(10);
    expect(await totalOf(phone)).toBe((englishQuestions.length + 1) * 10);
  });

  it('still counts a question issued before keys (none stored) by its text', async () => {
    const phone = device('spanish3');
    const { session: issued } = await newTrivia(phone, 'Lucía');
    const keyless = (await storedQuestions(issued.id)).map(({ question, options, correctAnswer }) => ({ question, options, correctAnswer }));
    const older = await storedTrivia(phone, keyless, 'Lucía');
    expect(await playRight(phone, older)).toBe(keyless.length * 10);
    const keys = (await GameAwardModel.find({ sessionId: older }).lean()).map((award) => award.key).sort();
    expect(keys).toEqual(keyless.map((q) => awardKeys.trivia(q.question)).sort());
    // The same text again, in an older session too, scores nothing.
    expect(await playRight(phone, await storedTrivia(phone, keyless, 'Lucía'))).toBe(0);
  });
});
