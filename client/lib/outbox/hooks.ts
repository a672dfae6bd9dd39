import { useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { outbox } from './outbox';
import type { Settled } from './queue';
import type { OutboxBody } from './kinds';
import type { OutboxItem, OutboxKind } from './store';

/** A write of one kind waiting in the outbox, with the body its endpoint takes. */
export type WaitingItem<K extends OutboxKind> = OutboxItem & { kind: K; body: OutboxBody<K> };

/**
 * The writes of one kind waiting in the outbox, oldest first; with `params`, only those sent to
 * that path (one timeline event's messages).
 */
export function useWaitingToSend<K extends OutboxKind>(
  kind: K,
  params?: Record<string, string>,
): WaitingItem<K>[] {
  const box = outbox();
  const items = useSyncExternalStore(
    (listener) => box.subscribe(listener),
    () => box.snapshot(),
  );
  const wanted = JSON.stringify(params ?? {});
  return useMemo(() => {
    const expected = JSON.parse(wanted) as Record<string, string>;
    return items.filter(
      (item): item is WaitingItem<K> =>
        item.kind === kind &&
        Object.entries(expected).every(([name, value]) => item.params?.[name] === value),
    );
  }, [items, kind, wanted]);
}

/** Hears how this kind's kept writes end: the screen adds the stored one to its list. */
export function useOutboxSettled(kind: OutboxKind, listener: (settled: Settled) => void): void {
  const listenerRef = useRef(listener);
  useLayoutEffect(() => {
    listenerRef.current = listener;
  });
  useEffect(() => outbox().onSettled(kind, (settled) => listenerRef.current(settled)), [kind]);
}
