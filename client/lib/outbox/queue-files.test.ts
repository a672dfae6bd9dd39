import { describe, expect, it } from 'vitest';
import type { PartsState } from '../media-upload/transfer';
import { failureText } from '../failure-feedback';
import { i18n } from '../i18n';
import { FileNotKept } from './file-not-kept';
import { Outbox, type Settled } from './queue';
import { MemoryOutboxStore, type OutboxFile, type OutboxItem } from './store';

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly code?: string,
  ) {
    super(`HTTP ${status}`);
  }
}

const GONE = 'gallery.unknownUpload';

/**
 * A server and its storage behind a switchable network. Uploads are recorded (with the parts
 * state they resumed from); the server keeps each write once by its key and accepts an upload URL
 * once, as the real one does.
 */
function fakeServer() {
  const state = {
    online: false,
    /** The next upload stops after starting its parts (the connection drops mid-file). */
    dropMidUpload: false,
    /** The next post fails for the network (a reload or a drop between upload and post). */
    dropNextPost: false,
    /** Upload URLs the server has forgotten (expired while the phone was offline). */
    expired: new Set<string>(),
    /** The next upload never ends after starting its parts (the page is reloaded meanwhile). */
    hangMidUpload: false,
    /** The next upload is refused for good (a proxy's 413). */
    refuseUpload: false,
    uploads: [] as { name: string; resumedFrom?: PartsState }[],
    posts: [] as { key: string; body: Record<string, unknown> }[],
    stored: new Map<string, Record<string, unknown>>(),
    abandoned: [] as PartsState[],
  };
  let uploadCount = 0;
  const upload = async (file: OutboxFile, keep: (parts: PartsState) => Promise<void>) => {
    if (!state.online) throw new TypeError('Failed to fetch');
    state.uploads.push({ name: file.name, resumedFrom: file.parts });
    if (state.refuseUpload) throw new HttpFailure(413);
    const parts = file.parts ?? { key: `incoming/${++uploadCount}`, uploadId: 'u', partSize: 4 };
    await keep(parts);
    if (state.hangMidUpload) {
      state.hangMidUpload = false;
      await new Promise(() => undefined);
    }
    if (state.dropMidUpload) {
      state.dropMidUpload = false;
      throw new TypeError('The connection was lost');
    }
    return `/storage/${parts.key}`;
  };
  const transport = (item: OutboxItem) => {
    if (!state.online) return Promise.reject(new TypeError('Failed to fetch'));
    const body = item.body as Record<string, unknown>;
    state.posts.push({ key: item.key, body });
    if (state.dropNextPost) {
      state.dropNextPost = false;
      return Promise.reject(new TypeError('Failed to fetch'));
    }
    const url = body.mediaUploadURL as string | undefined;
    if (!state.stored.has(item.key) && url && state.expired.has(url))
      return Promise.reject(new HttpFailure(404, GONE));
    if (!state.stored.has(item.key)) state.stored.set(item.key, body);
    return Promise.resolve({ id: `id-${item.key}`, ...state.stored.get(item.key) });
  };
  return { state, upload, transport };
}

function setUp(store = new MemoryOutboxStore(), server = fakeServer(), room = Infinity) {
  let keys = 0;
  let clock = 1_000;
  const outbox = new Outbox(store, {
    transport: server.transport,
    upload: server.upload,
    isOnline: () => server.state.online,
    hasRoom: (bytes) => Promise.resolve(bytes <= room),
    uploadGone: (error) => error instanceof HttpFailure && error.code === GONE,
    abandon: (parts) => server.state.abandoned.push(parts),
    schedule: () => () => undefined,
    now: () => (clock += 1),
    newKey: () => `key-${++keys}`,
  });
  const settled: Settled[] = [];
  outbox.onSettled('moment', (entry) => settled.push(entry));
  return { outbox, store, server, settled };
}

const photo = (text: string, bytes = 10) => ({
  kind: 'moment' as const,
  method: 'POST',
  url: '/api/live-wedding-moments',
  body: { text, momentType: 'photo' },
  file: {
    blob: new Blob(['x'.repeat(bytes)], { type: 'image/jpeg' }),
    name: `${text}.jpg`,
    field: 'mediaUploadURL',
  },
});

describe('the outbox with files', () => {
  it('keeps a photo posted offline with its file, then uploads it and posts the write once', async () => {
    const { outbox, store, server, settled } = setUp();
    const answer = await outbox.submit(photo('cake'));
    expect(answer.status).toBe('queued');
    const kept = [...store.items.values()][0];
    expect(kept.file?.name).toBe('cake.jpg');
    expect(kept.file?.blob.size).toBe(10);
    expect(outbox.snapshot()[0].file?.name).toBe('cake.jpg');

    server.state.online = true;
    await outbox.flush();
    expect(server.state.uploads.map((each) => each.name)).toEqual(['cake.jpg']);
    expect(server.state.posts).toEqual([
      {
        key: 'key-1',
        body: { text: 'cake', momentType: 'photo', mediaUploadURL: '/storage/incoming/1' },
      },
    ]);
    expect(settled.map((entry) => entry.outcome)).toEqual(['sent']);
    expect(store.items.size).toBe(0);
  });

  it('sends at once when online: the same upload, then the write', async () => {
    const { outbox, store, server } = setUp();
    server.state.online = true;
    const answer = await outbox.submit(photo('now'));
    expect(answer).toMatchObject({
      status: 'sent',
      result: { id: 'id-key-1', mediaUploadURL: '/storage/incoming/1' },
    });
    expect(server.state.uploads).toHaveLength(1);
    expect(store.items.size).toBe(0);
  });

  it('after a reload between the upload and the write, posts without uploading again', async () => {
    const store = new MemoryOutboxStore();
    const server = fakeServer();
    const before = setUp(store, server);
    server.state.online = true;
    server.state.dropNextPost = true;
    expect((await before.outbox.submit(photo('toast'))).status).toBe('queued');
    expect([...store.items.values()][0].file?.uploadURL).toBe('/storage/incoming/1');

    const after = setUp(store, server);
    await after.outbox.flush();
    expect(server.state.uploads).toHaveLength(1);
    expect(server.state.posts.map((post) => post.key)).toEqual(['key-1', 'key-1']);
    expect([...server.state.stored.keys()]).toEqual(['key-1']);
    expect(after.settled.map((entry) => entry.outcome)).toEqual(['sent']);
    expect(store.items.size).toBe(0);
  });

  it('after a reload mid-upload, resumes the upload in parts it had started', async () => {
    const store = new MemoryOutboxStore();
    const server = fakeServer();
    const before = setUp(store, server);
    await before.outbox.submit(photo('dance', 12));
    server.state.online = true;
    server.state.dropMidUpload = true;
    await before.outbox.flush();
    const kept = [...store.items.values()][0];
    expect(kept.file?.parts).toEqual({ key: 'incoming/1', uploadId: 'u', partSize: 4 });
    expect(kept.attempts).toBe(1);

    const after = setUp(store, server);
    await after.outbox.flush();
    expect(server.state.uploads.map((each) => each.resumedFrom)).toEqual([
      undefined,
      { key: 'incoming/1', uploadId: 'u', partSize: 4 },
    ]);
    expect([...server.state.stored.values()]).toEqual([
      { text: 'dance', momentType: 'photo', mediaUploadURL: '/storage/incoming/1' },
    ]);
    expect(store.items.size).toBe(0);
  });

  it('writes a file sent at once as it goes: a reload mid-upload resumes it from the store', async () => {
    const store = new MemoryOutboxStore();
    const server = fakeServer();
    const before = setUp(store, server);
    server.state.online = true;
    server.state.hangMidUpload = true;
    void before.outbox.submit(photo('vows', 12));
    await expect.poll(() => store.items.get('key-1')?.file?.parts).toBeDefined();
    // Not in this page's queue (it is being sent): the page is reloaded before it ends.
    expect(before.outbox.snapshot()).toEqual([]);

    const after = setUp(store, server);
    await after.outbox.flush();
    expect(server.state.uploads.map((each) => each.resumedFrom)).toEqual([
      undefined,
      { key: 'incoming/1', uploadId: 'u', partSize: 4 },
    ]);
    expect([...server.state.stored.keys()]).toEqual(['key-1']);
    expect(after.settled.map((entry) => entry.outcome)).toEqual(['sent']);
    expect(store.items.size).toBe(0);
  });

  it('uploads again under the same key when the upload expired before the write was sent', async () => {
    const { outbox, server, store, settled } = setUp();
    server.state.online = true;
    server.state.dropNextPost = true;
    await outbox.submit(photo('late'));
    server.state.expired.add('/storage/incoming/1');
    await outbox.flush();
    // The refused write left the file in the outbox, without its spent upload.
    expect([...store.items.values()][0].file?.uploadURL).toBeUndefined();
    await outbox.flush();
    expect(server.state.uploads).toHaveLength(2);
    expect([...server.state.stored.entries()]).toEqual([
      ['key-1', { text: 'late', momentType: 'photo', mediaUploadURL: '/storage/incoming/2' }],
    ]);
    expect(settled.map((entry) => entry.outcome)).toEqual(['sent']);
  });

  it('drops a file refused for good and tells why, removing its parts', async () => {
    const { outbox, server, settled, store } = setUp();
    await outbox.submit(photo('huge'));
    server.state.online = true;
    server.state.refuseUpload = true;
    await outbox.flush();
    expect(settled.map((entry) => entry.outcome)).toEqual(['rejected']);
    expect(server.state.posts).toEqual([]);
    expect(store.items.size).toBe(0);
  });
});

describe('a file that does not fit', () => {
  it('is not kept when the quota has no room, and the guest is told (FileNotKept)', async () => {
    const { outbox, store, server } = setUp(undefined, undefined, 5);
    await expect(outbox.submit(photo('big', 6))).rejects.toBeInstanceOf(FileNotKept);
    expect(store.items.size).toBe(0);
    expect(outbox.snapshot()).toEqual([]);
    expect(server.state.posts).toEqual([]);
    // A text write still waits as before.
    const { file: _none, ...text } = photo('words');
    expect((await outbox.submit(text)).status).toBe('queued');
  });

  it('is not kept when the store refuses it (QuotaExceededError), nothing half-kept', async () => {
    class FullStore extends MemoryOutboxStore {
      override put(item: OutboxItem): Promise<void> {
        if (item.file) return Promise.reject(new DOMException('full', 'QuotaExceededError'));
        return super.put(item);
      }
    }
    const { outbox, store } = setUp(new FullStore());
    const failure = outbox.submit(photo('big'));
    await expect(failure).rejects.toBeInstanceOf(FileNotKept);
    await expect(failure).rejects.toMatchObject({ cause: { name: 'QuotaExceededError' } });
    expect(store.items.size).toBe(0);
  });

  it('gives up the parts of an upload that dropped and cannot be kept', async () => {
    const { outbox, store, server } = setUp(undefined, undefined, 5);
    server.state.online = true;
    server.state.dropMidUpload = true;
    await expect(outbox.submit(photo('video', 12))).rejects.toBeInstanceOf(FileNotKept);
    expect(server.state.abandoned).toEqual([{ key: 'incoming/1', uploadId: 'u', partSize: 4 }]);
    expect(store.items.size).toBe(0);
  });

  it('is explained by every form, in English and Spanish', async () => {
    const fallback = { title: 'Could not share', description: 'Please try again.' };
    expect(failureText(new FileNotKept(), fallback)).toEqual({
      title: 'Too large to keep on this phone',
      description:
        'This file does not fit in the space your browser lets this site use, so it cannot wait on this phone. Please send it again when you are back online.',
    });
    await i18n.changeLanguage('es');
    try {
      expect(failureText(new FileNotKept(), fallback).description).toBe(
        'Este archivo no cabe en el espacio que su navegador deja a este sitio, así que no puede esperar en este teléfono. Vuelva a enviarlo cuando tenga conexión.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(failureText(new Error('other'), fallback)).toBe(fallback);
  });
});
