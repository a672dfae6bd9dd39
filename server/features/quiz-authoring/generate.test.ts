import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizGeneratedSchema } from '../../../protocol/quiz';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai';
import { useTestApp } from '../../test/fixtures';
import { loadWeddingFacts, weddingTriviaPool } from '../games/door';
import { QuizModel } from './model';
import { organizerCall } from './test-support';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

const app = useTestApp({}, { organizer: true });
const withAi = useTestApp(() => ({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL }), {
  organizer: true,
});

const generate = (on: typeof app, body: unknown) =>
  organizerCall(on, '/api/admin/quizzes/generate', { method: 'POST', body });

describe('questions from the wedding’s facts', () => {
  it('are drafts in both languages, each with its right answer, and nothing is stored', async () => {
    const before = await QuizModel.countDocuments();
    const answer = await generate(app, { source: 'wedding-facts', count: 6 });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const { questions } = quizGeneratedSchema.parse(await answer.json());
    expect(questions).toHaveLength(6);
    expect(await QuizModel.countDocuments()).toBe(before);

    // Each pairs the English and the Spanish wording of one trivia question (the same key).
    const facts = await loadWeddingFacts();
    const english = weddingTriviaPool(facts, 'en');
    const spanish = new Map(weddingTriviaPool(facts, 'es').map((seed) => [seed.key, seed]));
    for (const question of questions) {
      const en = english.find((seed) => seed.question === question.text)!;
      const es = spanish.get(en.key)!;
      expect(question.textEs).toBe(es.question);
      expect(question.answers[question.correctIndex]).toEqual({
        text: en.answer,
        textEs: es.answer,
      });
      for (const wrong of question.answers.filter((_, i) => i !== question.correctIndex)) {
        const at = en.distractors.indexOf(wrong.text);
        expect(at).toBeGreaterThanOrEqual(0);
        expect(wrong.textEs).toBe(es.distractors[at]);
      }
      expect(question.answers.length).toBeGreaterThanOrEqual(3);
      expect(question.picture).toBeNull();
    }
    const texts = questions.map((q) => `${q.text} ${q.textEs}`).join('\n');
    expect(texts).toContain('¿');
  });

  it('answer a clear 4xx to a bad request or to AI where none is configured', async () => {
    const tooMany = await generate(app, { source: 'wedding-facts', count: 21 });
    expect(tooMany.status).toBe(400);
    const noAi = await generate(app, { source: 'ai' });
    expect(noAi.status).toBe(409);
    expect(await noAi.json()).toMatchObject({ code: 'quizAuthoring.aiUnavailable' });
    const stranger = await organizerCall(app, '/api/admin/quizzes/generate', {
      method: 'POST',
      body: { source: 'wedding-facts' },
      cookie: null,
    });
    expect(stranger.status).toBe(401);
  });
});

describe('questions the AI writes', () => {
  const written = {
    questions: [
      {
        question: 'Where do Sofia and Daniel marry?',
        questionEs: '¿Dónde se casan Sofia y Daniel?',
        options: ['Memorial Chapel Garden', 'City Hall', 'A beach'],
        optionsEs: ['Memorial Chapel Garden', 'El Ayuntamiento', 'Una playa'],
        correctAnswer: 0,
      },
    ],
  };

  it('are drafts in both languages from the wedding’s facts', async () => {
    fake.enqueue({ content: JSON.stringify(written) });
    const answer = await generate(withAi, { source: 'ai', count: 3 });
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(quizGeneratedSchema.parse(await answer.json()).questions).toEqual([
      {
        text: 'Where do Sofia and Daniel marry?',
        textEs: '¿Dónde se casan Sofia y Daniel?',
        answers: [
          { text: 'Memorial Chapel Garden', textEs: 'Memorial Chapel Garden' },
          { text: 'City Hall', textEs: 'El Ayuntamiento' },
          { text: 'A beach', textEs: 'Una playa' },
        ],
        correctIndex: 0,
        limitSeconds: 20,
        picture: null,
      },
    ]);
    const prompt = fake.requests
      .at(-1)!
      .messages.map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('Memorial Chapel Garden');
    expect(prompt).toContain('Spanish');
  });

  it('report the AI’s failures as every AI feature does', async () => {
    fake.enqueue({ status: 500 });
    const failed = await generate(withAi, { source: 'ai' });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ code: 'ai.provider_error' });

    const unusable = { content: JSON.stringify({ questions: [{ question: 'No answers' }] }) };
    fake.enqueue(unusable, unusable);
    const invalid = await generate(withAi, { source: 'ai' });
    expect(invalid.status).toBe(502);
    expect(await invalid.json()).toMatchObject({ code: 'ai.invalid_output' });
  });
});
