import type { PartsState } from '../media-upload/transfer';
import type { OutboxFile, OutboxItem, OutboxKind, OutboxStore } from './store';
import { randomHex } from '../random-id';
import { FileNotKept } from './file-not-kept';
import { bodyToSend, UploadGone, uploaded, withoutUpload } from './file-items';

/** How one item's send ended, told to its kind's listeners. */
export type Settled =
  | { outcome: 'sent'; item: OutboxItem; result: unknown }
  | { outcome: 'rejected'; item: OutboxItem; error: unknown };

export type SettledListener = (settled: Settled) => void;

export type Submitted<T> = { status: 'sent'; result: T } | { status: 'queued'; item: OutboxItem };

export interface OutboxOptions {
  /** Sends one item (with its key as Idempotency-Key); throws on a failure. */
  transport: (item: OutboxItem) => Promise<unknown>;
  /** Whether the browser believes it is online (navigator.onLine). */
  isOnline?: () => boolean;
  /** The wait before the next attempt after `attempts` failures. */
  retryDelay?: (attempts: number) => number;
  schedule?: (run: () => void, ms: number) => () => void;
  now?: () => number;
  newKey?: () => string;
  /** Hears every outcome, of every kind (the page tells the guest of refusals here). */
  onSettled?: SettledListener;
  /**
   * Stores a write's file and answers its upload URL; `keep` saves a multipart upload's state
   * (awaited before its parts are sent) so that a reload resumes it.
   */
  upload?: (file: OutboxFile, keep: (parts: PartsState) => Promise<void>) => Promise<string>;
  /** Whether the browser's storage has room for this many more bytes (true when it cannot tell). */
  hasRoom?: (bytes: number) => Promise<boolean>;
  /** The write's answer says its upload is gone (expired before the write was sent): upload again. */
  uploadGone?: (error: unknown) => boolean;
  /** Gives up a file's upload in parts that will not be sent (its parts are removed). */
  abandon?: (parts: PartsState) => void;
}

/**
 * The answer says the write will never be taken as sent (bad input, gone, refused): a 4xx other
 * than 408 (timeout) and 429 (too many writes). A failure to reach the server, a 5xx, 408 and 429
 * are worth trying again later; the idempotency key makes trying again safe.
 */
export function isFinalRefusal(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return (
    typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429
  );
}

/** 2 s, 4 s, 8 s... up to a minute between attempts. */
export const defaultRetryDelay = (attempts: number) => Math.min(60_000, 1_000 * 2 ** attempts);

/** 32 random hex characters: a fresh Idempotency-Key (crypto.randomUUID needs HTTPS). */
export const randomKey = (): string => randomHex(16);

type NewItem = Pick<OutboxItem, 'kind' | 'method' | 'url' | 'body' | 'params' | 'file'>;

/**
 * Guests' writes that could not be sent yet, kept in a store and sent in the order they were made
 * once the connection is back. An item leaves the outbox when the server took it (its answer goes
 * to its kind's listeners) or refused it for good (a 4xx: the listeners tell the guest why). After
 * any other failure the outbox stops, keeping the order, and tries again after a growing pause or
 * as soon as `flush()` is called (back online, the live connection back, a page load).
 */
export class Outbox {
  private items: readonly OutboxItem[] = [];
  private readonly loaded: Promise<void>;
  private readonly changeListeners = new Set<() => void>();
  private readonly settledListeners = new Map<OutboxKind, Set<SettledListener>>();
  /** Outcomes no listener of their kind has heard yet (its screen is not loaded): kept for it. */
  private readonly unheard: Settled[] = [];
  private flushing: Promise<void> | undefined;
  private flushAgain = false;
  private unavailable = false;
  private cancelRetry: (() => void) | undefined;
  private readonly isOnline: () => boolean;
  private readonly retryDelay: (attempts: number) => number;
  private readonly schedule: (run: () => void, ms: number) => () => void;
  private readonly now: () => number;
  private readonly newKey: () => string;

  constructor(
    private readonly store: OutboxStore,
    private readonly options: OutboxOptions,
  ) {
    this.isOnline = options.isOnline ?? (() => navigator.onLine);
    this.retryDelay = options.retryDelay ?? defaultRetryDelay;
    this.schedule =
      options.schedule ??
      ((run, ms) => {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      });
    this.now = options.now ?? Date.now;
    this.newKey = options.newKey ?? randomKey;
    this.loaded = store.all().then(
      (items) => this.replaceItems(items),
      () => {
        // No IndexedDB (blocked, or an old private mode): nothing can be kept, so nothing is
        // promised; writes are sent directly and fail as they always did.
        this.unavailable = true;
      },
    );
  }

  /** The items waiting, oldest first (a stable array until something changes). */
  snapshot(): readonly OutboxItem[] {
    return this.items;
  }

  /** Calls `listener` whenever the waiting items change. */
  subscribe(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Hears how items of one kind end, including those that ended before it listened. */
  onSettled(kind: OutboxKind, listener: SettledListener): () => void {
    let listeners = this.settledListeners.get(kind);
    if (!listeners) this.settledListeners.set(kind, (listeners = new Set()));
    listeners.add(listener);
    for (const settled of this.unheard.filter((entry) => entry.item.kind === kind)) {
      this.unheard.splice(this.unheard.indexOf(settled), 1);
      listener(settled);
    }
    return () => listeners.delete(listener);
  }

  /**
   * Sends a write now if nothing is waiting ahead of it and the browser is online; otherwise, or
   * when it fails for the network, keeps it (with the key of the failed attempt) to send later.
   * A final refusal is thrown, as a direct call would.
   */
  async submit<T>(request: NewItem): Promise<Submitted<T>> {
    await this.loaded;
    let item: OutboxItem = { ...request, key: this.newKey(), createdAt: this.now(), attempts: 0 };
    // Sent at once, a file's progress (its upload started, then stored) is written to the store
    // as it goes, without joining the queue here: a reload mid-upload finds it there and resumes.
    let written = false;
    const attempt = async () => {
      const result = await this.send(item, async (next) => {
        item = next;
        if (!this.unavailable) written = (await this.writeQuietly(next, written)) || written;
      });
      if (written) await this.store.delete(item.key);
      return { status: 'sent', result: result as T } as const;
    };
    if (this.unavailable) return attempt();
    if (this.items.length === 0 && this.isOnline()) {
      try {
        return await attempt();
      } catch (error) {
        if (isFinalRefusal(error)) {
          this.abandonParts(item);
          if (written) await this.store.delete(item.key);
          throw error;
        }
        item = { ...item, attempts: 1 };
      }
    }
    await this.keep(item);
    this.replaceItems([...this.items, item]);
    if (item.attempts > 0) this.retryLater(item.attempts);
    else void this.flush();
    return { status: 'queued', item };
  }

  /**
   * Stores a write to send later. One with a file is kept whole or not at all: when the browser's
   * quota has no room for it (or the store refuses it), FileNotKept is thrown and nothing stays.
   */
  private async keep(item: OutboxItem): Promise<void> {
    if (!item.file) return this.store.put(item);
    let refusal: unknown;
    try {
      const room = (await this.options.hasRoom?.(item.file.blob.size)) ?? true;
      if (room) return await this.store.put(item);
    } catch (error) {
      refusal = error;
    }
    // Nothing half-kept: neither a record written while it was being sent nor its parts.
    await this.store.delete(item.key).catch(() => undefined);
    this.abandonParts(item);
    throw new FileNotKept(refusal);
  }

  /**
   * Writes the progress of a file sent at once, when the quota has room for it (asked the first
   * time): answers whether it is in the store. Not kept is no failure here: the send goes on.
   */
  private async writeQuietly(item: OutboxItem, before: boolean): Promise<boolean> {
    if (!item.file) return false;
    if (!before && !((await this.options.hasRoom?.(item.file.blob.size)) ?? true)) return false;
    try {
      await this.store.put(item);
      return true;
    } catch {
      return false;
    }
  }

  private abandonParts(item: OutboxItem): void {
    if (item.file?.parts) this.options.abandon?.(item.file.parts);
  }

  /**
   * Sends one write: its file first (unless already stored), the upload URL then saved with the
   * item through `save` before the write goes, so a reload in between never uploads twice; the
   * write always carries the item's key, so the server stores it once.
   */
  private async send(
    item: OutboxItem,
    save: (item: OutboxItem) => Promise<void>,
  ): Promise<unknown> {
    let current = item;
    const file = current.file;
    if (file && !file.uploadURL) {
      if (!this.options.upload) throw new Error('This outbox cannot upload files');
      const uploadURL = await this.options.upload(file, async (parts) => {
        current = { ...current, file: { ...file, parts } };
        await save(current);
      });
      current = { ...current, file: uploaded(file, uploadURL) };
      await save(current);
    }
    try {
      return await this.options.transport({ ...current, body: bodyToSend(current) });
    } catch (error) {
      if (current.file?.uploadURL && this.options.uploadGone?.(error)) {
        // The upload expired before the write reached the server (a long time offline): the
        // write was not stored, so the file goes again under the same key on the next attempt.
        await save({ ...current, file: withoutUpload(current.file) });
        throw new UploadGone(error);
      }
      throw error;
    }
  }

  /**
   * Sends what is waiting, in order. One flush runs at a time: a call during one makes it go round
   * once more when done (the running one may have looked before the connection came back).
   */
  flush(): Promise<void> {
    if (this.flushing) {
      this.flushAgain = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      do {
        this.flushAgain = false;
        await this.sendWaiting();
      } while (this.flushAgain);
    })().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private async sendWaiting(): Promise<void> {
    await this.loaded;
    if (this.unavailable) return;
    this.cancelRetry?.();
    this.cancelRetry = undefined;
    while (this.items.length > 0 && this.isOnline()) {
      let item = this.items[0];
      let settled: Settled;
      try {
        const result = await this.send(item, async (next) => {
          item = next;
          await this.store.put(next);
          this.replaceItems(this.items.map((each) => (each.key === next.key ? next : each)));
        });
        settled = { outcome: 'sent', item, result };
      } catch (error) {
        if (!isFinalRefusal(error)) {
          const failed = { ...item, attempts: item.attempts + 1 };
          await this.store.put(failed);
          this.replaceItems(this.items.map((each) => (each.key === item.key ? failed : each)));
          this.retryLater(failed.attempts);
          return;
        }
        this.abandonParts(item);
        settled = { outcome: 'rejected', item, error };
      }
      // The answer reaches its screen before the 'waiting' copy leaves it: no flicker, no gap.
      this.tell(settled);
      await this.store.delete(item.key);
      this.replaceItems(this.items.filter((each) => each.key !== item.key));
    }
  }

  private retryLater(attempts: number): void {
    this.cancelRetry?.();
    this.cancelRetry = this.schedule(() => {
      this.cancelRetry = undefined;
      void this.flush();
    }, this.retryDelay(attempts));
  }

  private tell(settled: Settled): void {
    this.options.onSettled?.(settled);
    const listeners = this.settledListeners.get(settled.item.kind);
    if (!listeners?.size) {
      this.unheard.push(settled);
      return;
    }
    for (const listener of listeners) listener(settled);
  }

  private replaceItems(items: OutboxItem[]): void {
    this.items = items;
    for (const listener of this.changeListeners) listener();
  }
}
