import { loadOnce } from './load-once';

/** archiver's ZIP writer, loaded by the first download that needs it rather than at start-up. */
export const loadZipArchive = loadOnce(async () => (await import('archiver')).ZipArchive);
