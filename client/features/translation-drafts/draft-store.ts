import type { Control, FieldValues } from 'react-hook-form';

/**
 * Which fields of one form hold a machine draft, and the draft's text. A field stays marked while
 * its value is still exactly the draft: the organizer's first edit makes it theirs, and so does
 * saving the form (clear()). Kept per form (by its control object) outside React, so the button
 * that fills the drafts and the inputs that show the mark agree without threading props.
 */
export interface DraftStore {
  /** The draft written into `path`, while it is still marked. */
  draftAt(path: string): string | undefined;
  mark(path: string, draft: string): void;
  unmark(path: string): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  /** Changes on every mark, unmark or clear (for useSyncExternalStore). */
  version(): number;
}

function createDraftStore(): DraftStore {
  const drafts = new Map<string, string>();
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  return {
    draftAt: (path) => drafts.get(path),
    mark(path, draft) {
      drafts.set(path, draft);
      changed();
    },
    unmark(path) {
      if (drafts.delete(path)) changed();
    },
    clear() {
      if (!drafts.size) return;
      drafts.clear();
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

const stores = new WeakMap<object, DraftStore>();

/** The draft marks of the form `control` belongs to (created on first use, gone with the form). */
export function draftStoreOf<T extends FieldValues>(control: Control<T>): DraftStore {
  let store = stores.get(control);
  if (!store) {
    store = createDraftStore();
    stores.set(control, store);
  }
  return store;
}
