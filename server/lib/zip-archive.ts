import type { ZipArchive } from 'archiver';
import type { Response } from 'express';
import type { Logger } from './logger';
import { loadOnce } from './load-once';

/** archiver's ZIP writer, loaded by the first download that needs it rather than at start-up. */
export const loadZipArchive = loadOnce(async () => (await import('archiver')).ZipArchive);

/**
 * Answers `res` with a ZIP named `filename` (never cached), written by the archive this returns as
 * the caller appends to it. Should the client leave first, the archive is abandoned and
 * `aborted()` says so: the caller then stops appending and does not finalize.
 */
export async function zipAnswer(
  res: Response,
  filename: string,
  options: ConstructorParameters<typeof ZipArchive>[0],
  logger: Logger,
) {
  res.status(200);
  res.setHeader('content-type', 'application/zip');
  res.setHeader('content-disposition', `attachment; filename="${filename}"`);
  res.setHeader('cache-control', 'no-store');
  const ZipArchive = await loadZipArchive();
  const archive = new ZipArchive(options);
  archive.on('warning', (error) => logger.warn({ err: error }, 'zip warning'));
  archive.pipe(res);
  let aborted = false;
  res.on('close', () => {
    if (!res.writableFinished) {
      aborted = true;
      archive.abort();
    }
  });
  return { archive, aborted: () => aborted };
}
