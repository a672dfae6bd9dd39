import { randomBytes } from 'node:crypto';
import { deviceFor } from '../../test/devices';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_HEADER } from '../../../protocol/http';
import { TRIVIA_POINTS_PER_ANSWER } from '../../../protocol/game-content';
import { issuedBingoSchema, issuedTriviaSchema } from '../../../protocol/games';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai';
import { startTestApp, type TestApp } from '../../test/harness';
import { AiGameContentModel } from './content-cache';
import { GameSessionModel } from './model';

const board = Array.from({ length: 25 }, (_, i) => `Square ${i + 1} at Memorial Chapel Garden`);
const quiz = {
  questions: [
    {
      question: 'Where do Sofia and Daniel marry?',
      options: ['Memorial Chapel Garden', 'City Hall', 'A beach', 'A barn'],
      correctAnswer: 0,
    },
    {
      question: 'Where is the lunch?',
      options: ['Springfield', 'The Dock Street Table'],
      correctAnswer: 1,
    },
  ],
};

let fake: FakeOpenAi;
let app: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  app = await startTestApp({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL });
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
/** Each test asks the model anew: what an earlier test had it write is forgotten. */
const forgetWrittenContent = () => AiGameContentModel.deleteMany({});
beforeEach(forgetWrittenContent);

async function generate(
  kind: 'bingo' | 'trivia',
  language?: 'en' | 'es',
  phone = randomBytes(12).toString('hex'),
) {
  const response = await fetch(`${app.url}/api/games/generate-${kind}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [DEVICE_HEADER]: await deviceFor(app.url, phone),
    },
    body: JSON.stringify({ playerName: 'Ana', language }),
  });
  expect(response.status).toBe(201);
  return response.json() as Promise<unknown>;
}

describe('bingo and trivia from the AI endpoint', () => {
  it('issues the model’s board, asked with the wedding’s facts, and says the AI made it', async () => {
    fake.enqueue({ content: JSON.stringify({ items: board }) });
    const issued = issuedBingoSchema.parse(await generate('bingo'));
    expect(issued).toMatchObject({ items: board, source: 'ai' });
    const prompt = fake.requests
      .at(-1)!
      .messages.map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('Sofia and Daniel');
    expect(prompt).toContain('Memorial Chapel Garden');
    expect(prompt).toContain('in English');
    expect(prompt).not.toContain('Spanish');
  });

  it('asks the model to write in Spanish for a Spanish page, and falls back to Spanish built-in questions', async () => {
    const spanishQuiz = {
      questions: [
        {
          question: '¿Dónde se casan Sofia y Daniel?',
          options: ['Memorial Chapel Garden', 'El Ayuntamiento'],
          correctAnswer: 0,
        },
      ],
    };
    fake.enqueue({ content: JSON.stringify(spanishQuiz) });
    const issued = issuedTriviaSchema.parse(await generate('trivia', 'es'));
    expect(issued).toMatchObject({
      source: 'ai',
      questions: [{ question: '¿Dónde se casan Sofia y Daniel?' }],
    });
    const messages = fake.requests.at(-1)!.messages;
    expect(messages.map((m) => m.content).join('\n')).toContain('Memorial Chapel Garden');
    const said = (role: string) =>
      messages
        .filter((m) => m.role === role)
        .map((m) => m.content)
        .join('\n');
    expect(said('system')).toContain('Write everything you answer in Spanish');
    expect(said('user')).toContain('Write the text in Spanish');

    await forgetWrittenContent();
    fake.enqueue({ status: 500 });
    const fallback = issuedTriviaSchema.parse(await generate('trivia', 'es'));
    expect(fallback.source).toBe('built-in');
    expect(fallback.questions.every((q) => q.question.startsWith('¿'))).toBe(true);
  });

  it('issues the model’s questions without their answers, scored from what was stored', async () => {
    fake.enqueue({ content: JSON.stringify(quiz) });
    const issued = issuedTriviaSchema.parse(await generate('trivia'));
    expect(issued.source).toBe('ai');
    expect(issued.questions.map((q) => q.question)).toEqual(quiz.questions.map((q) => q.question));
    expect(JSON.stringify(issued.questions)).not.toContain('correctAnswer');
  });

  it('falls back to the built-in board after two unusable answers, and says so', async () => {
    fake.enqueue({ content: '{"items": ["too few"]}' }, { malformed: true });
    const before = fake.requests.length;
    const issued = issuedBingoSchema.parse(await generate('bingo'));
    expect(fake.requests.length).toBe(before + 2);
    expect(issued.source).toBe('built-in');
    expect(issued.items).toHaveLength(25);
    expect(issued.items).not.toContain('too few');
  });

  it('falls back to the built-in questions when the provider fails', async () => {
    fake.enqueue({ status: 500 });
    const issued = issuedTriviaSchema.parse(await generate('trivia'));
    expect(issued.source).toBe('built-in');
    expect(issued.questions.length).toBeGreaterThan(0);
  });

  it('counts an AI question once per player, however the AI words it in the next set', async () => {
    const phone = 'reworded-player';
    const reworded = {
      questions: [
        {
          question: 'At which venue will Sofia and Daniel say their vows?',
          options: ['A barn', 'memorial  chapel garden!', 'City Hall', 'A beach'],
          correctAnswer: 1,
        },
        {
          question: 'Lunch is served at…',
          options: ['The Dock Street Table', 'Springfield'],
          correctAnswer: 0,
        },
      ],
    };
    for (const set of [quiz, reworded]) {
      // As after the organizers edit the facts: the next set is written anew.
      await forgetWrittenContent();
      fake.enqueue({ content: JSON.stringify(set) });
      const { session } = issuedTriviaSchema.parse(await generate('trivia', 'en', phone));
      const stored = await GameSessionModel.findById(session.id).lean();
      const issued = (stored?.issued as { questions: { correctAnswer: number }[] }).questions;
      for (const [index, question] of issued.entries()) {
        const answered = await fetch(`${app.url}/api/games/sessions/${session.id}`, {
          method: 'PUT',
          headers: {
            'content-type': 'application/json',
            [DEVICE_HEADER]: await deviceFor(app.url, phone),
          },
          body: JSON.stringify({
            action: 'answer',
            questionIndex: index,
            answer: question.correctAnswer,
          }),
        });
        expect(answered.status).toBe(200);
      }
    }
    const mine = await fetch(`${app.url}/api/games/sessions`, {
      headers: { [DEVICE_HEADER]: await deviceFor(app.url, phone) },
    });
    const sessions = (await mine.json()) as { score: number }[];
    expect(sessions).toHaveLength(2);
    // Both facts scored in the first set; the reworded second set asks the same two facts.
    expect(sessions.map((played) => played.score).sort()).toEqual([
      0,
      2 * TRIVIA_POINTS_PER_ANSWER,
    ]);
  });

  it('serves a second board of the same kind from what the AI wrote, without calling it again', async () => {
    fake.enqueue({ content: JSON.stringify({ items: board }) });
    const first = issuedBingoSchema.parse(await generate('bingo'));
    const asked = fake.requests.length;
    const second = issuedBingoSchema.parse(await generate('bingo'));
    expect(fake.requests.length).toBe(asked);
    expect(second.source).toBe('ai');
    // The same squares, dealt anew for this player.
    expect([...second.items].sort()).toEqual([...first.items].sort());

    // Another language is another kind of board: the model writes it.
    fake.enqueue({ content: JSON.stringify({ items: board.map((item) => `ES ${item}`) }) });
    const spanish = issuedBingoSchema.parse(await generate('bingo', 'es'));
    expect(fake.requests.length).toBe(asked + 1);
    expect(spanish.items[0]).toMatch(/^ES /);
  });

  it('serves a second trivia set from what the AI wrote, without calling it again', async () => {
    fake.enqueue({ content: JSON.stringify(quiz) });
    await generate('trivia');
    const asked = fake.requests.length;
    const again = issuedTriviaSchema.parse(await generate('trivia'));
    expect(fake.requests.length).toBe(asked);
    expect(again).toMatchObject({ source: 'ai' });
    expect(again.questions.map((q) => q.question)).toEqual(quiz.questions.map((q) => q.question));
  });
});
