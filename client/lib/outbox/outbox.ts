import type { NsKey } from '../use-strings';
import { subscribe as watch } from 'valtio/vanilla';
import type { z } from 'zod';
import {
  buildPath,
  type BodyInputOf,
  type Endpoint,
  type ResponseOf,
} from '../../../protocol/endpoint';
import { IDEMPOTENCY_KEY_HEADER } from '../../../protocol/idempotency';
import { ApiError, apiRequest } from '../api';
import { i18n } from '../i18n';
import { connection } from '../realtime/connection';
import { toast } from '../ui/use-toast';
import { IdbOutboxStore } from './idb-store';
import { Outbox, type Settled } from './queue';
import type { OutboxItem, OutboxKind } from './store';
import './strings';
import { OUTBOX_COUNT_KEY } from './wake';

let instance: Outbox | undefined;

async function send(item: OutboxItem): Promise<unknown> {
  const headers = { [IDEMPOTENCY_KEY_HEADER]: item.key };
  const response = await apiRequest(item.method, item.url, item.body, headers);
  return response.json();
}

/** A refused write leaves the outbox; the guest learns why, in their language. */
function tellRefusal(settled: Settled): void {
  if (settled.outcome !== 'rejected') return;
  const reason = settled.error instanceof ApiError ? settled.error.serverMessage : undefined;
  toast({
    variant: 'destructive',
    title: i18n.t('outbox:rejectedTitle' satisfies NsKey<'outbox'>),
    description: reason
      ? i18n.t('outbox:rejected' satisfies NsKey<'outbox'>, { reason })
      : i18n.t('outbox:rejectedNoReason' satisfies NsKey<'outbox'>),
  });
}

/**
 * The page's outbox, in IndexedDB. Sends what it holds now (a page load), whenever the browser
 * comes back online and whenever the live connection comes back (Wi-Fi that was up but useless).
 */
export function outbox(): Outbox {
  if (instance) return instance;
  const box = new Outbox(new IdbOutboxStore(), { transport: send, onSettled: tellRefusal });
  box.subscribe(() => {
    try {
      localStorage.setItem(OUTBOX_COUNT_KEY, String(box.snapshot().length));
    } catch {
      // Only the wake-up on the next page load needs it; the outbox itself is in IndexedDB.
    }
  });
  window.addEventListener('online', () => void box.flush());
  let status = connection.status;
  watch(connection, () => {
    if (connection.status === 'connected' && status !== 'connected') void box.flush();
    status = connection.status;
  });
  void box.flush();
  instance = box;
  return box;
}

export type SubmitAnswer<E extends Endpoint> =
  { status: 'sent'; result: ResponseOf<E> } | { status: 'queued'; item: OutboxItem };

/**
 * Calls an endpoint declared `idempotent` through the outbox: sent now when possible, otherwise
 * kept and sent later with the same Idempotency-Key. A final refusal (4xx) is thrown.
 */
export async function submit<E extends Endpoint>(
  kind: OutboxKind,
  endpoint: E,
  input: { params?: Record<string, string>; body?: BodyInputOf<E> } = {},
): Promise<SubmitAnswer<E>> {
  const answer = await outbox().submit({
    kind,
    method: endpoint.method,
    url: buildPath(endpoint.path, input.params),
    body: input.body,
    params: input.params,
  });
  if (answer.status === 'queued') return answer;
  return {
    status: 'sent',
    result: (endpoint.response as z.ZodType<ResponseOf<E>>).parse(answer.result),
  };
}
