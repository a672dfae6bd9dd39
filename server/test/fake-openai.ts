import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible Chat Completions server on loopback, for tests that run the real `openai`
 * client (pointed here with OPENAI_BASE_URL): normal answers, answers streamed as server-sent
 * event chunks, error answers (429, 500...) in OpenAI's error format, and 200s whose body is not
 * JSON.
 */
export type FakeOpenAiReply =
  | { content: string; stream?: boolean }
  | { status: number; message?: string }
  | { malformed: true };

export interface FakeOpenAiRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  stream?: boolean;
}

export interface FakeOpenAi {
  /** Base URL to give as OPENAI_BASE_URL (ends with /v1). */
  readonly baseURL: string;
  /** The request bodies received, oldest first. */
  readonly requests: FakeOpenAiRequest[];
  /** Answers the next requests with these replies in order; when the queue is empty, with `fallback`. */
  enqueue(...replies: FakeOpenAiReply[]): void;
  fallback: (request: FakeOpenAiRequest) => FakeOpenAiReply;
  /** Pause between two streamed chunks (default 0), so a reader can watch the text grow. */
  chunkDelayMs: number;
  /** Words per streamed chunk (default 3). */
  wordsPerChunk: number;
  close(): Promise<void>;
}

const completion = (model: string, content: string) => ({
  id: `chatcmpl-fake-${Date.now()}`,
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [
    { index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop' },
  ],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
});

const chunk = (model: string, delta: Record<string, string>, finish: string | null = null) => ({
  id: 'chatcmpl-fake-stream',
  object: 'chat.completion.chunk',
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [{ index: 0, delta, finish_reason: finish }],
});

/** The text cut into pieces of a few words, each keeping its spacing, so joined they are the text. */
function pieces(text: string, words: number): string[] {
  const tokens = text.match(/\S+\s*|\s+/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i += words) out.push(tokens.slice(i, i + words).join(''));
  return out;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queue: FakeOpenAiReply[] = [];
  const requests: FakeOpenAiRequest[] = [];

  const fake = {
    baseURL: '',
    requests,
    enqueue: (...replies: FakeOpenAiReply[]) => void queue.push(...replies),
    fallback: (() => ({ content: 'Hello from the fake model.' })) as FakeOpenAi['fallback'],
    chunkDelayMs: 0,
    wordsPerChunk: 3,
    close: () => Promise.resolve(),
  };

  async function answer(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    if (req.method !== 'POST' || !req.url?.endsWith('/v1/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: { message: `Unknown path ${req.url}`, type: 'invalid_request_error' },
        }),
      );
      return;
    }
    const request = JSON.parse(body) as FakeOpenAiRequest;
    requests.push(request);
    const reply = queue.shift() ?? fake.fallback(request);
    if ('malformed' in reply && request.stream) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('data: {"id": "chatcmpl-broken", "choices": [{"delta": \n\n');
      return;
    }
    if ('malformed' in reply) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"id": "chatcmpl-broken", "choices": [{"message": ');
      return;
    }
    if ('status' in reply) {
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: {
            message: reply.message ?? `Fake error ${reply.status}`,
            type: reply.status === 429 ? 'rate_limit_exceeded' : 'server_error',
            code: null,
          },
        }),
      );
      return;
    }
    if (!request.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(completion(request.model, reply.content)));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
    send(chunk(request.model, { role: 'assistant', content: '' }));
    for (const piece of pieces(reply.content, fake.wordsPerChunk)) {
      if (res.destroyed) return;
      if (fake.chunkDelayMs) await pause(fake.chunkDelayMs);
      send(chunk(request.model, { content: piece }));
    }
    send(chunk(request.model, {}, 'stop'));
    res.end('data: [DONE]\n\n');
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (part: string) => (body += part));
    req.on('end', () => {
      answer(req, res, body).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500);
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseURL = `http://127.0.0.1:${port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
