import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Chat Completions server on loopback for the real `openai` client (OPENAI_BASE_URL). */
export type FakeOpenAiReply =
  | { content: string; stream?: boolean }
  | { status: number; message?: string }
  | { malformed: true };

type FakeRequest = {
  model: string;
  messages: Array<{ role: string; content: string }>;
  stream?: boolean;
};

export interface FakeOpenAi {
  readonly baseURL: string;
  readonly requests: FakeRequest[];
  enqueue(...replies: FakeOpenAiReply[]): void;
  fallback: (request: FakeRequest) => FakeOpenAiReply;
  close(): Promise<void>;
}

const completion = (model: string, content: string) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});

const chunk = (model: string, delta: Record<string, string>, finish: string | null = null) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion.chunk',
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [{ index: 0, delta, finish_reason: finish }],
});

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queue: FakeOpenAiReply[] = [];
  const requests: FakeRequest[] = [];
  const fake = {
    baseURL: '',
    requests,
    enqueue: (...replies: FakeOpenAiReply[]) => void queue.push(...replies),
    fallback: (() => ({ content: 'OK' })) as FakeOpenAi['fallback'],
    close: async () => {},
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (data: Buffer) => (raw += data.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Not found' } }));
        return;
      }
      const request = JSON.parse(raw) as FakeRequest;
      requests.push(request);
      const reply = queue.shift() ?? fake.fallback(request);
      if ('malformed' in reply) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"id": "chatcmpl-fake", "choices": [');
      } else if ('status' in reply) {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: reply.message ?? `Error ${reply.status}`, type: 'fake' } }));
      } else if (request.stream) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const word of reply.content.match(/\S+\s*/g) ?? []) {
          res.write(`data: ${JSON.stringify(chunk(request.model, { content: word }))}\n\n`);
        }
        res.write(`data: ${JSON.stringify(chunk(request.model, {}, 'stop'))}\n\n`);
        res.end('data: [DONE]\n\n');
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(completion(request.model, reply.content)));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return fake;
}
