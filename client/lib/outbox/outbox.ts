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
import { Outbox, type OutboxOptions, type Settled } from './queue';
import type { OutboxItem, OutboxKind } from './store';
import './strings';
import { OUTBOX_COUNT_KEY } from './wake';

let instance: Outbox | undefined;

async function send(item: OutboxItem): Promise<unknown> {
  const headers = { [IDEMPOTENCY_KEY_HEADER]: item.key };
  const response = await apiRequest(item.method, item.url, item.body, headers);
  return response.json();
}

/**
 * A write's file, stored the one way every post's is (transfer.ts: a single PUT or parts, dropped
 * requests retried while online). Offline it stops at once and the outbox keeps it. Loaded with the
 * first file: the contract's schemas stay out of the outbox's chunk.
 */
const upload: NonNullable<OutboxOptions['upload']> = async (file, keep) => {
  const { transferFile } = await import('../media-upload/transfer');
  return transferFile(file.blob, file.name, {
    resume: file.parts,
    stopWhenOffline: true,
    // Kept when started (or resumed); the parts themselves are listed by the server on resume.
    onParts: (parts) => (parts ? keep(parts) : undefined),
  });
};

const abandon: NonNullable<OutboxOptions['abandon']> = (parts) =>
  void import('../media-upload/transfer')
    .then(({ abortParts }) => abortParts(parts))
    .catch(() => undefined); // the server's sweep removes what is left

/** Whether the browser's storage quota leaves room for a file (and a megabyte to spare). */
async function hasRoom(bytes: number): Promise<boolean> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (!estimate?.quota) return true; // cannot tell: the put's QuotaExceededError will
  return estimate.quota - (estimate.usage ?? 0) >= bytes + 1_048_576;
}

/** The write names an upload the server no longer has (it expired while the phone was offline). */
const uploadGone = (error: unknown) =>
  error instanceof ApiError && error.status === 404 && error.code === 'gallery.unknownUpload';

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
  const box = new Outbox(new IdbOutboxStore(), {
    transport: send,
    onSettled: tellRefusal,
    upload,
    hasRoom,
    uploadGone,
    abandon,
  });
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

/** A photo or video the write names by its upload URL in `field` (uploaded before it is sent). */
export type AttachedFile = { blob: Blob; field: string; name?: string };

/** A post's chosen file, if any, named by the body's `field`. */
export const withFile = (blob: Blob | null | undefined, field: string): AttachedFile | undefined =>
  blob ? { blob, field } : undefined;

/**
 * Calls an endpoint declared `idempotent` through the outbox: sent now when possible, otherwise
 * kept and sent later with the same Idempotency-Key. A final refusal (4xx) is thrown. With a file,
 * the file is uploaded first and the write names it; offline, the file waits with the write in
 * IndexedDB, or FileNotKept is thrown when the browser's quota has no room for it.
 */
export async function submit<E extends Endpoint>(
  kind: OutboxKind,
  endpoint: E,
  input: { params?: Record<string, string>; body?: BodyInputOf<E>; file?: AttachedFile } = {},
): Promise<SubmitAnswer<E>> {
  const { file } = input;
  const answer = await outbox().submit({
    kind,
    method: endpoint.method,
    url: buildPath(endpoint.path, input.params),
    body: input.body,
    params: input.params,
    file: file && {
      blob: file.blob,
      name: file.blob instanceof File ? file.blob.name : (file.name ?? 'photo'),
      field: file.field,
    },
  });
  if (answer.status === 'queued') return answer;
  return {
    status: 'sent',
    result: (endpoint.response as z.ZodType<ResponseOf<E>>).parse(answer.result),
  };
}
