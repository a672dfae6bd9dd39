import type { PassThrough } from 'node:stream';

/** Waits while the reader (the ZIP) has a full buffer, so pages do not pile up in memory. */
export async function readerCaughtUp(out: PassThrough): Promise<void> {
  if (out.destroyed) throw new Error('the book’s reader went away');
  if (!out.writableNeedDrain) return;
  await new Promise<void>((resolve, reject) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', closed);
      resolve();
    };
    const closed = () => {
      out.off('drain', done);
      reject(new Error('the book’s reader went away'));
    };
    out.once('drain', done);
    out.once('close', closed);
  });
}
