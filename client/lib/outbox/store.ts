import type { OutboxKind } from './kinds';

/** What a guest's write becomes while it waits: everything needed to send it later, as it was. */
export interface OutboxItem {
  /** The Idempotency-Key sent with every attempt: the server stores the write once. */
  key: string;
  /** Which list shows it while it waits (see OutboxKind). */
  kind: OutboxKind;
  method: string;
  /** The endpoint's path with its parameters filled in. */
  url: string;
  body?: unknown;
  /** Path parameters, so a list can tell which of its items (a timeline event) it belongs to. */
  params?: Record<string, string>;
  /** Milliseconds since the epoch; items are sent in this order. */
  createdAt: number;
  /** Failed attempts so far: the next waits longer. */
  attempts: number;
}

export type { OutboxKind } from './kinds';

/** Where the outbox keeps its items: IndexedDB in the browser, memory in unit tests. */
export interface OutboxStore {
  /** Every item, oldest first. */
  all(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  delete(key: string): Promise<void>;
}

const oldestFirst = (a: OutboxItem, b: OutboxItem) =>
  a.createdAt - b.createdAt || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

export function inOrder(items: OutboxItem[]): OutboxItem[] {
  return [...items].sort(oldestFirst);
}

/** The same interface over a Map: the queue's logic is tested against it. */
export class MemoryOutboxStore implements OutboxStore {
  readonly items = new Map<string, OutboxItem>();

  all(): Promise<OutboxItem[]> {
    return Promise.resolve(inOrder([...this.items.values()].map((item) => structuredClone(item))));
  }

  put(item: OutboxItem): Promise<void> {
    this.items.set(item.key, structuredClone(item));
    return Promise.resolve();
  }

  delete(key: string): Promise<void> {
    this.items.delete(key);
    return Promise.resolve();
  }
}
