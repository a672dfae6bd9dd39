import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { outbox } from './outbox';
import type { Settled } from './queue';
import type { OutboxItem, OutboxKind } from './store';
import './strings';

/**
 * The writes of one kind waiting in the outbox, oldest first; with `params`, only those sent to
 * that path (one timeline event's messages).
 */
export function useWaitingToSend(kind: OutboxKind, params?: Record<string, string>): OutboxItem[] {
  const box = outbox();
  const items = useSyncExternalStore(
    (listener) => box.subscribe(listener),
    () => box.snapshot(),
  );
  const wanted = JSON.stringify(params ?? {});
  return useMemo(() => {
    const expected = JSON.parse(wanted) as Record<string, string>;
    return items.filter(
      (item) =>
        item.kind === kind &&
        Object.entries(expected).every(([name, value]) => item.params?.[name] === value),
    );
  }, [items, kind, wanted]);
}

/** Hears how this kind's kept writes end: the screen adds the stored one to its list. */
export function useOutboxSettled(kind: OutboxKind, listener: (settled: Settled) => void): void {
  const listenerRef = useRef(listener);
  listenerRef.current = listener;
  useEffect(() => outbox().onSettled(kind, (settled) => listenerRef.current(settled)), [kind]);
}

/** The words under a write that waits on this phone. */
export function WaitingToSendNotice() {
  const { t } = useTranslation('outbox');
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-700">
      <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900">
        {t('waiting')}
      </span>
      <span>{t('savedOnPhone')}</span>
    </p>
  );
}
