import { randomBytes } from 'node:crypto';
import { deviceFor } from '../../test/devices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_HEADER } from '../../../protocol/http';
import { speechStreamEventSchema, type SpeechStreamEvent } from '../../../protocol/speech';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai';
import { startTestApp, type TestApp } from '../../test/harness';
import { speechForm } from './test-support';

const newDevice = () => randomBytes(12).toString('hex');

async function post(app: TestApp, path: string, body: unknown, device = newDevice()) {
  return fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [DEVICE_HEADER]: await deviceFor(app.url, device),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The events of a streamed answer, each checked against the protocol. */
async function streamEvents(response: Response): Promise<SpeechStreamEvent[]> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/x-ndjson');
  const text = await response.text();
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => speechStreamEventSchema.parse(JSON.parse(line)));
}

describe('speeches without an AI endpoint', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ AI_LIMIT_PER_DEVICE: '3' });
  });
  afterAll(() => app.close());

  it('writes one with the built-in writer, from the wedding in the database, and says so', async () => {
    const response = await post(app, '/api/speech/generate', speechForm);
    expect(response.status).toBe(200);
    const speech = (await response.json()) as Record<string, unknown>;
    expect(speech).toMatchObject({ source: 'built-in' });
    expect(speech).not.toHaveProperty('model');
    expect(speech.content).toContain('Sofia');
    expect(speech.content).toContain('The road trip to Maine in 2019');
    expect(speech.content).toContain('Sunday, August 31, 2025');
    expect((speech.tips as string[]).length).toBeGreaterThan(2);
  });

  it('streams the built-in speech as start, text and done', async () => {
    const events = await streamEvents(await post(app, '/api/speech/stream', speechForm));
    expect(events.map((event) => event.type)).toEqual(['start', 'delta', 'done']);
    expect(events[0]).toEqual({ type: 'start', source: 'built-in' });
    const done = events[2] as Extract<SpeechStreamEvent, { type: 'done' }>;
    expect(done.speech.content).toBe((events[1] as { text: string }).text);
  });

  it('refuses incomplete and oversize forms with the spec’s messages, before writing', async () => {
    const missing = await post(app, '/api/speech/stream', {
      ...speechForm,
      wishesForCouple: 'short',
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      message: 'Please share your wishes for the couple',
    });
    const long = await post(app, '/api/speech/generate', {
      ...speechForm,
      keyMemories: 'x'.repeat(2001),
    });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ message: 'Must be at most 2000 characters' });
    const huge = await post(app, '/api/speech/generate', {
      ...speechForm,
      funnyStory: 'x'.repeat(200_000),
    });
    expect(huge.status).toBe(413);
  });

  it('limits each device to its allowance of AI calls', async () => {
    const device = newDevice();
    for (let i = 0; i < 3; i += 1) {
      expect((await post(app, '/api/speech/generate', speechForm, device)).status).toBe(200);
    }
    const refused = await post(app, '/api/speech/stream', speechForm, device);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    // Another phone is not held back by this one.
    expect((await post(app, '/api/speech/generate', speechForm)).status).toBe(200);
  });
});

describe('speeches through an OpenAI-compatible endpoint', () => {
  let fake: FakeOpenAi;
  let app: TestApp;
  const aiSpeech =
    'Good evening, everyone. Sofia and Daniel, you make love look easy. To the couple!';
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    app = await startTestApp({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_MODEL: 'fake-speechwriter',
      // The speech writer's share (30%) is six requests a day.
      AI_DAILY_REQUEST_LIMIT: '20',
    });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('streams the model’s text as it comes, asked with the wedding’s own facts', async () => {
    fake.enqueue({ content: aiSpeech });
    const events = await streamEvents(await post(app, '/api/speech/stream', speechForm));
    expect(events[0]).toEqual({ type: 'start', source: 'ai', model: 'fake-speechwriter' });
    const deltas = events.filter((event) => event.type === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.map((event) => event.text).join('')).toBe(aiSpeech);
    expect(events.at(-1)).toMatchObject({
      type: 'done',
      speech: { content: aiSpeech, source: 'ai', model: 'fake-speechwriter', wordCount: 14 },
    });
    const prompt = fake.requests
      .at(-1)!
      .messages.map((m) => m.content)
      .join('\n');
    for (const fact of [
      'Sofia',
      'Daniel',
      'Sunday, August 31, 2025',
      'Memorial Chapel Garden',
      'The Dock Street Table',
      'The road trip to Maine in 2019',
      'between 130 and 260 words',
    ]) {
      expect(prompt).toContain(fact);
    }
    // Not the fixed context that contradicts the home page.
    expect(prompt).not.toMatch(/Garden chapel|3:00 PM/);
  });

  it('reports a rate limit and a provider error as failed events, and as statuses on the JSON route', async () => {
    fake.enqueue({ status: 429 }, { status: 500 });
    const limited = await streamEvents(await post(app, '/api/speech/stream', speechForm));
    expect(limited.at(-1)).toMatchObject({ type: 'failed', reason: 'rate_limited' });
    const broken = await post(app, '/api/speech/generate', speechForm);
    expect(broken.status).toBe(502);
    expect(await broken.json()).toMatchObject({ reason: 'provider_error' });
  });

  it('writes with the built-in writer when asked, without calling the model', async () => {
    const before = fake.requests.length;
    const events = await streamEvents(
      await post(app, '/api/speech/stream', { ...speechForm, builtIn: true }),
    );
    expect(events[0]).toEqual({ type: 'start', source: 'built-in' });
    expect(fake.requests.length).toBe(before);
  });

  it('stops at the day’s budget with budget_exhausted', async () => {
    fake.fallback = () => ({ content: aiSpeech });
    const answers: number[] = [];
    for (let i = 0; i < 4; i += 1)
      answers.push((await post(app, '/api/speech/generate', speechForm)).status);
    // Three of the six requests went above; the fourth here is the seventh of the day.
    expect(answers).toEqual([200, 200, 200, 503]);
    const events = await streamEvents(await post(app, '/api/speech/stream', speechForm));
    expect(events.at(-1)).toMatchObject({ type: 'failed', reason: 'budget_exhausted' });
  });
});
