import { describe, expect, it } from 'vitest';
import { Outbox, defaultRetryDelay, isFinalRefusal, type Settled } from './queue';
import { MemoryOutboxStore, type OutboxItem } from './store';

class HttpFailure extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** A server reached through a switchable network; it records every attempt. */
function fakeNetwork() {
  const state = {
    online: false,
    /** What the server answers next, by body text: a status to fail with. */
    refuse: new Map<string, number>(),
    serverDown: false,
    attempts: [] as { key: string; text: string }[],
    stored: new Map<string, string>(),
  };
  const transport = (item: OutboxItem) => {
    const text = (item.body as { text: string }).text;
    if (!state.online) return Promise.reject(new TypeError('Failed to fetch'));
    state.attempts.push({ key: item.key, text });
    if (state.serverDown) return Promise.reject(new HttpFailure(503));
    const refusal = state.refuse.get(text);
    if (refusal) return Promise.reject(new HttpFailure(refusal));
    // The server keeps each key once, as the real one does.
    if (!state.stored.has(item.key)) state.stored.set(item.key, text);
    return Promise.resolve({ id: `id-${item.key}`, text });
  };
  return { state, transport };
}

function setUp(store = new MemoryOutboxStore(), network = fakeNetwork()) {
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
  let clock = 1_000;
  let keys = 0;
  const outbox = new Outbox(store, {
    transport: network.transport,
    isOnline: () => network.state.online,
    schedule: (run, ms) => {
      const timer = { run, ms, cancelled: false };
      timers.push(timer);
      return () => (timer.cancelled = true);
    },
    now: () => (clock += 1),
    newKey: () => `key-${String(++keys).padStart(3, '0')}`,
  });
  const settled: Settled[] = [];
  outbox.onSettled('moment', (entry) => settled.push(entry));
  const pendingTimers = () => timers.filter((timer) => !timer.cancelled);
  return { outbox, store, network, settled, pendingTimers };
}

const moment = (text: string) => ({
  kind: 'moment' as const,
  method: 'POST',
  url: '/api/live-wedding-moments',
  body: { text },
});

describe('the outbox', () => {
  it('keeps writes made offline, shows them, and sends them in order once online', async () => {
    const { outbox, store, network, settled } = setUp();
    const answers = [];
    for (const text of ['one', 'two', 'three']) answers.push(await outbox.submit(moment(text)));
    expect(answers.map((answer) => answer.status)).toEqual(['queued', 'queued', 'queued']);
    expect(outbox.snapshot().map((item) => (item.body as { text: string }).text)).toEqual([
      'one',
      'two',
      'three',
    ]);
    expect(store.items.size).toBe(3);
    expect(network.state.attempts).toEqual([]);

    network.state.online = true;
    await outbox.flush();
    expect(network.state.attempts.map((attempt) => attempt.text)).toEqual(['one', 'two', 'three']);
    expect(settled.map((entry) => entry.outcome)).toEqual(['sent', 'sent', 'sent']);
    expect(settled[0]).toMatchObject({ result: { id: 'id-key-001', text: 'one' } });
    expect(outbox.snapshot()).toEqual([]);
    expect(store.items.size).toBe(0);
  });

  it('sends at once when online and nothing waits ahead', async () => {
    const { outbox, network, store } = setUp();
    network.state.online = true;
    const answer = await outbox.submit(moment('now'));
    expect(answer).toEqual({ status: 'sent', result: { id: 'id-key-001', text: 'now' } });
    expect(store.items.size).toBe(0);
  });

  it('keeps a write whose request failed for the network with the key of that attempt', async () => {
    const { outbox, network, pendingTimers, settled } = setUp();
    network.state.online = true;
    network.state.serverDown = true;
    const answer = await outbox.submit(moment('flaky'));
    expect(answer).toMatchObject({ status: 'queued', item: { key: 'key-001', attempts: 1 } });
    expect(pendingTimers().map((timer) => timer.ms)).toEqual([defaultRetryDelay(1)]);

    network.state.serverDown = false;
    pendingTimers()[0].run();
    await outbox.flush();
    // Both attempts carried the same key: the server stored it once.
    expect(network.state.attempts.map((attempt) => attempt.key)).toEqual(['key-001', 'key-001']);
    expect([...network.state.stored.values()]).toEqual(['flaky']);
    expect(settled).toHaveLength(1);
  });

  it('stops at a failure, keeping the order, and waits longer after each failed attempt', async () => {
    const { outbox, network, pendingTimers } = setUp();
    await outbox.submit(moment('first'));
    await outbox.submit(moment('second'));
    network.state.online = true;
    network.state.serverDown = true;
    await outbox.flush();
    await outbox.flush();
    expect(network.state.attempts.map((attempt) => attempt.text)).toEqual(['first', 'first']);
    expect(outbox.snapshot().map((item) => item.attempts)).toEqual([2, 0]);
    // Each flush replaced the previous retry: one timer waits, with the longer delay.
    expect(pendingTimers().map((timer) => timer.ms)).toEqual([defaultRetryDelay(2)]);
    expect(defaultRetryDelay(2)).toBeGreaterThan(defaultRetryDelay(1));
    expect(defaultRetryDelay(30)).toBe(60_000);
  });

  it('drops a write the server refuses for good (4xx) and tells why, then sends the rest', async () => {
    const { outbox, network, settled } = setUp();
    network.state.refuse.set('too rude', 400);
    await outbox.submit(moment('too rude'));
    await outbox.submit(moment('kind words'));
    network.state.online = true;
    await outbox.flush();
    expect(settled.map((entry) => entry.outcome)).toEqual(['rejected', 'sent']);
    expect((settled[0] as { error: HttpFailure }).error.status).toBe(400);
    expect(outbox.snapshot()).toEqual([]);
  });

  it('throws a direct 4xx as a plain call would, keeping nothing', async () => {
    const { outbox, network, store } = setUp();
    network.state.online = true;
    network.state.refuse.set('bad', 422);
    await expect(outbox.submit(moment('bad'))).rejects.toMatchObject({ status: 422 });
    expect(store.items.size).toBe(0);
  });

  it('survives a reload: a new outbox over the same store sends what the old one kept', async () => {
    const store = new MemoryOutboxStore();
    const network = fakeNetwork();
    const before = setUp(store, network);
    await before.outbox.submit(moment('kept'));

    const after = setUp(store, network);
    await after.outbox.flush();
    expect(after.outbox.snapshot().map((item) => item.key)).toEqual(['key-001']);
    network.state.online = true;
    await after.outbox.flush();
    expect([...network.state.stored.values()]).toEqual(['kept']);
    expect(after.settled.map((entry) => entry.outcome)).toEqual(['sent']);
  });

  it('sends each item once however many triggers arrive together', async () => {
    const { outbox, network } = setUp();
    for (const text of ['a', 'b']) await outbox.submit(moment(text));
    network.state.online = true;
    await Promise.all([outbox.flush(), outbox.flush(), outbox.flush()]);
    expect(network.state.attempts.map((attempt) => attempt.text)).toEqual(['a', 'b']);
  });

  it('keeps outcomes for a screen that is not loaded yet', async () => {
    const { outbox, network } = setUp();
    await outbox.submit({ ...moment('entry'), kind: 'guestbook-entry' });
    network.state.online = true;
    await outbox.flush();
    const heard: Settled[] = [];
    outbox.onSettled('guestbook-entry', (entry) => heard.push(entry));
    expect(heard.map((entry) => entry.outcome)).toEqual(['sent']);
    const again: Settled[] = [];
    outbox.onSettled('guestbook-entry', (entry) => again.push(entry));
    expect(again).toEqual([]);
  });
});

describe('isFinalRefusal', () => {
  it('gives up on 4xx answers but not on timeouts, rate limits, server errors or the network', () => {
    expect(
      [400, 403, 404, 409, 422].map((status) => isFinalRefusal(new HttpFailure(status))),
    ).toEqual([true, true, true, true, true]);
    expect([408, 429, 500, 503].map((status) => isFinalRefusal(new HttpFailure(status)))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(isFinalRefusal(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('without a place to keep writes', () => {
  it('sends directly and lets a network failure through instead of promising to send later', async () => {
    const broken = {
      all: () => Promise.reject(new Error('IndexedDB is blocked')),
      put: () => Promise.reject(new Error('IndexedDB is blocked')),
      delete: () => Promise.reject(new Error('IndexedDB is blocked')),
    };
    const network = fakeNetwork();
    const outbox = new Outbox(broken, { transport: network.transport, isOnline: () => true });
    await expect(outbox.submit(moment('lost'))).rejects.toThrow('Failed to fetch');
    network.state.online = true;
    expect(await outbox.submit(moment('sent'))).toMatchObject({ status: 'sent' });
  });
});
