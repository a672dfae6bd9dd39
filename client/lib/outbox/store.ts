import type { PartsState } from '../media-upload/transfer';
import type { OutboxKind } from './kinds';

/**
 * A photo or video a write names, kept with it: uploaded first when the write is sent, then named
 * in the body's `field` by its upload URL.
 */
export interface OutboxFile {
  /** The file itself (IndexedDB keeps a Blob as it is, within the browser's quota). */
  blob: Blob;
  name: string;
  /** The body's field that names the upload (`mediaUploadURL`, `photoUploadURL`). */
  field: string;
  /** The upload in parts under way: after a reload it resumes with the parts the server lists. */
  parts?: PartsState;
  /** Set once the file is stored: the write is then sent without uploading it again. */
  uploadURL?: string;
}

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
  file?: OutboxFile;
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

/** A copy as a store gives it back: the file's Blob is the same (immutable) one. */
const copy = (item: OutboxItem): OutboxItem => {
  const { file, ...rest } = item;
  return file
    ? {
        ...structuredClone(rest),
        file: { ...structuredClone({ ...file, blob: undefined }), blob: file.blob },
      }
    : structuredClone(rest);
};

/** The same interface over a Map: the queue's logic is tested against it. */
export class MemoryOutboxStore implements OutboxStore {
  readonly items = new Map<string, OutboxItem>();

  all(): Promise<OutboxItem[]> {
    return Promise.resolve(inOrder([...this.items.values()].map(copy)));
  }

  put(item: OutboxItem): Promise<void> {
    this.items.set(item.key, copy(item));
    return Promise.resolve();
  }

  delete(key: string): Promise<void> {
    this.items.delete(key);
    return Promise.resolve();
  }
}
