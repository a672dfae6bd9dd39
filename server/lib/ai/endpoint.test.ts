import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai';
import { SlotModel } from '../slots';
import { requestsTaken, takeDailyRequest } from './budget';
import { AiFailure, OpenAiEndpoint } from './endpoint';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.requests.length = 0;
  fake.chunkDelayMs = 0;
  await SlotModel.deleteMany({});
});

const endpoint = (settings: Partial<ConstructorParameters<typeof OpenAiEndpoint>[0]> = {}) =>
  new OpenAiEndpoint({
    apiKey: 'sk-test',
    baseUrl: fake.baseURL,
    model: 'fake-model',
    timeoutMs: 5_000,
    dailyRequestLimit: 100,
    ...settings,
  });

const ask = [{ role: 'user' as const, content: 'Say hello' }];
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected an AiFailure');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(AiFailure);
      return (error as AiFailure).reason;
    },
  );

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const parts: string[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

describe('the OpenAI-compatible endpoint, through the real openai client', () => {
  it('answers text and sends the model and the messages', async () => {
    fake.enqueue({ content: 'Hello, Sofia and Daniel!' });
    expect(await endpoint().completeText(ask)).toBe('Hello, Sofia and Daniel!');
    expect(fake.requests).toEqual([
      expect.objectContaining({ model: 'fake-model', messages: ask }),
    ]);
  });

  it('streams the text in the chunks the provider sends', async () => {
    fake.enqueue({ content: 'To love and laughter, now and always, my friends.' });
    const parts = await collect(endpoint().streamText(ask));
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.join('')).toBe('To love and laughter, now and always, my friends.');
    expect(fake.requests[0].stream).toBe(true);
  });

  it('maps a 429 to rate_limited and a 500 to provider_error, without retrying', async () => {
    fake.enqueue({ status: 429, message: 'Slow down' }, { status: 500 }, { status: 503 });
    expect(await failureOf(endpoint().completeText(ask))).toBe('rate_limited');
    expect(await failureOf(endpoint().completeText(ask))).toBe('provider_error');
    expect(await failureOf(collect(endpoint().streamText(ask)))).toBe('provider_error');
    expect(fake.requests).toHaveLength(3);
  });

  it('validates JSON answers with the schema, retrying once on an invalid one', async () => {
    const schema = z.object({ items: z.array(z.string()).length(2) });
    fake.enqueue(
      { content: '{"items": ["only one"]}' },
      { content: '```json\n{"items": ["cake", "dance"]}\n```' },
    );
    expect(await endpoint().completeJson(schema, ask)).toEqual({ items: ['cake', 'dance'] });
    expect(fake.requests).toHaveLength(2);
    // The retry tells the model what was wrong with its answer.
    expect(fake.requests[1].messages.at(-1)?.content).toMatch(/not usable.*items/);
    // The schema travels with the question.
    expect(fake.requests[0].messages[0].content).toContain('"items"');
  });

  it('retries a malformed body once, then gives up with invalid_output', async () => {
    const schema = z.object({ ok: z.boolean() });
    fake.enqueue({ malformed: true }, { content: '{"ok": true}' });
    expect(await endpoint().completeJson(schema, ask)).toEqual({ ok: true });

    fake.enqueue({ malformed: true }, { malformed: true });
    expect(await failureOf(endpoint().completeJson(schema, ask))).toBe('invalid_output');
    expect(fake.requests).toHaveLength(4);

    fake.enqueue({ malformed: true });
    expect(await failureOf(collect(endpoint().streamText(ask)))).toBe('invalid_output');
  });

  it('times out a provider that does not answer in time', async () => {
    fake.chunkDelayMs = 1_500;
    fake.enqueue({ content: 'one two three four five six seven' });
    expect(await failureOf(collect(endpoint({ timeoutMs: 500 }).streamText(ask)))).toBe('timeout');
  });

  it('stops streaming when the caller aborts', async () => {
    fake.chunkDelayMs = 100;
    fake.enqueue({ content: 'a b c d e f g h i j k l m n o p q r s t u v w x y z' });
    const controller = new AbortController();
    const parts: string[] = [];
    await expect(
      (async () => {
        for await (const part of endpoint().streamText(ask, { signal: controller.signal })) {
          parts.push(part);
          if (parts.length === 2) controller.abort();
        }
      })(),
    ).rejects.not.toBeInstanceOf(AiFailure);
    expect(parts).toHaveLength(2);
  });

  it('refuses once the day’s budget is spent, before asking the provider', async () => {
    const limited = endpoint({ dailyRequestLimit: 2 });
    fake.enqueue({ content: 'one' }, { content: 'two' });
    await limited.completeText(ask);
    await limited.completeText(ask);
    expect(await failureOf(limited.completeText(ask))).toBe('budget_exhausted');
    expect(await failureOf(collect(limited.streamText(ask)))).toBe('budget_exhausted');
    expect(fake.requests).toHaveLength(2);
  });
});

describe('the daily request budget', () => {
  it('grants exactly the limit to many concurrent requests', async () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const granted = await Promise.all(Array.from({ length: 25 }, () => takeDailyRequest(10, now)));
    expect(granted.filter(Boolean)).toHaveLength(10);
    expect(await requestsTaken(now)).toBe(10);
  });

  it('starts afresh each UTC day and clears earlier days', async () => {
    const monday = new Date('2026-11-23T23:59:00Z');
    const tuesday = new Date('2026-11-24T00:01:00Z');
    expect(await takeDailyRequest(1, monday)).toBe(true);
    expect(await takeDailyRequest(1, monday)).toBe(false);
    expect(await takeDailyRequest(1, tuesday)).toBe(true);
    expect(await requestsTaken(monday)).toBe(0);
  });
});
