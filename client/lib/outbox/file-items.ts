import type { OutboxFile, OutboxItem } from './store';

// What the outbox does with a write's file, apart from the queue's order and retries.

/** A write's upload expired before it was sent: tried again (not a final refusal). */
export class UploadGone extends Error {
  constructor(cause: unknown) {
    super('The upload expired before the write was sent', { cause });
    this.name = 'UploadGone';
  }
}

/** The body as sent: the file's upload URL in its field once the file is stored. */
export function bodyToSend(item: OutboxItem): unknown {
  const file = item.file;
  if (!file?.uploadURL) return item.body;
  return { ...(item.body as Record<string, unknown> | undefined), [file.field]: file.uploadURL };
}

/** An upload's state is dropped with it once the file is stored. */
export const uploaded = (file: OutboxFile, uploadURL: string): OutboxFile => ({
  ...withoutUpload(file),
  uploadURL,
});

/** The file as chosen, to upload again (its upload expired). */
export const withoutUpload = ({ blob, name, field }: OutboxFile): OutboxFile => ({
  blob,
  name,
  field,
});
