import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { KeepsakeJob, KeepsakeOptions } from '../../../protocol/keepsake';

type KeepsakePhase = KeepsakeJob['phase'];
import type { Logger } from '../../lib/logger';
import type { ObjectStorage } from '../../lib/storage';
import { bookStream } from './book/book';
import { BookDraft } from './book/book-draft';
import { collectKeepsake, type ZipFile } from './collect';
import { siteFontsCss } from './site/fonts';
import { renderSite, siteFileCount } from './site/render-site';
import { loadZipArchive } from '../../lib/zip-archive';
import type { QuizResultsSource } from '../quiz/results-source';

/** What the build tells its job as it goes (job-runner.ts writes and publishes it, throttled). */
export interface BuildProgress {
  phase(phase: KeepsakePhase, total: number): Promise<void>;
  step(): void;
  /** Set when another process took the build over: stop at the next entry. */
  readonly lost: boolean;
}

export class BuildLostError extends Error {
  constructor() {
    super('the keepsake build was taken over by another process');
  }
}

/** What the book and the site are drawn with, and the licences that ask to be named. */
const KEEPSAKE_CREDITS = `The book and this site are set in the Noto fonts (Google), under the SIL Open Font License 1.1.
Colour emoji in the book: Twemoji, Copyright 2020 Twitter, Inc and other contributors, licensed under
CC-BY 4.0 (https://creativecommons.org/licenses/by/4.0/).
`;

/**
 * Builds the keepsake ZIP straight into storage under `key`: data.json, the site, the media, the
 * originals by guest, the book (printed meanwhile into a file of its own), MISSING.txt. One entry
 * at a time (the next file is opened only once the archive took the previous one), photos stored
 * as they are (they do not shrink), so memory stays flat whatever the wedding's size. A file that
 * cannot be read is listed as missing.
 */
export async function buildKeepsakeZip(
  key: string,
  options: KeepsakeOptions,
  storage: ObjectStorage,
  progress: BuildProgress,
  logger: Logger,
  quizResults?: QuizResultsSource,
): Promise<{ missingFiles: number }> {
  await progress.phase('collecting', 0);
  const { data, media, originals } = await collectKeepsake(
    storage,
    options,
    () => {
      // A closing process or a lost lease stops the collection too, not only the writing.
      if (progress.lost) throw new BuildLostError();
      progress.step();
    },
    quizResults,
  );
  const missingLines = data.missing.map((item) => `${item.key}\t(${item.kind} ${item.id})`);

  // The book prints alongside the rest (book-draft.ts) and goes in last. It embeds a photo's
  // print copy as it is; a picture without one (a GIF, a photo from before print copies) is
  // converted from its large rendition.
  const fileOf = new Map(media.map((file) => [file.path, file]));
  const loadImage = async (path: string) => {
    const stored = fileOf.get(path);
    if (!stored) return null;
    if (stored.localFile) return readFile(stored.localFile).catch(() => null);
    const print = stored.printKey ? await storage.read(stored.printKey).catch(() => null) : null;
    return print ?? storage.read(stored.key).catch(() => null);
  };
  const ZipArchive = await loadZipArchive();
  // Characters no shipped font has: printed as a mark, listed in MISSING.txt.
  let missingCharacters: string[] = [];
  const book = await BookDraft.start(() =>
    bookStream(data, { paper: options.paper, bleed: options.bleed }, loadImage, (characters) => {
      missingCharacters = characters;
    }),
  );

  const archive = new ZipArchive({ zlib: { level: 6 } });
  archive.on('warning', (error) => logger.warn({ err: error }, 'keepsake zip warning'));
  const upload = storage.writeStream(key, archive, 'application/zip');
  // An upload that fails (disk full, S3 refused) ends the build at the next entry, not in a hang.
  let uploadError: unknown;
  const uploadFailed = upload.then(
    () => new Promise<never>(() => {}),
    (error: unknown) => {
      uploadError = error;
      throw error;
    },
  );
  uploadFailed.catch(() => {});

  const add = async (
    source: Buffer | string | Readable,
    name: string,
    store: boolean,
    date?: Date,
  ) => {
    if (progress.lost) throw new BuildLostError();
    if (uploadError) throw uploadError;
    if (book.failure) throw book.failure;
    const added = once(archive, 'entry');
    archive.append(source, { name, store, date });
    await Promise.race([added, uploadFailed]);
    progress.step();
  };
  const addStored = async (file: ZipFile, kind: string) => {
    let stream: Readable;
    try {
      stream = file.localFile
        ? createReadStream(file.localFile)
        : await storage.readStream(file.key);
    } catch (error) {
      // Gone since it was checked: listed, and the build goes on.
      logger.warn({ err: error, path: file.path }, 'keepsake file missing');
      missingLines.push(`${file.path}\t(${kind}, missing when read)`);
      progress.step();
      return;
    }
    await add(stream, file.path, true, file.date);
  };

  try {
    await progress.phase('site', 3 + siteFileCount(data) + media.length);
    await add(`${JSON.stringify(data, null, 2)}\n`, 'data.json', false);
    // One page rendered at a time, the event loop free between them (a big site takes seconds).
    for (const page of renderSite(data)) await add(page.content, page.name, false);
    await add(await siteFontsCss(data), 'fonts.css', false);
    await add(KEEPSAKE_CREDITS, 'CREDITS.txt', false);
    for (const file of media) await addStored(file, 'media');

    await progress.phase('originals', originals.length);
    for (const file of originals) await addStored(file, file.kind ?? 'original');

    await progress.phase('book', 1);
    await Promise.race([book.printed, uploadFailed]);
    await add(book.read(), 'book.pdf', true);

    await progress.phase('finishing', 1);
    for (const character of missingCharacters) {
      missingLines.push(`${character}\t(character no font of the book has, printed as \uFFFD)`);
    }
    if (missingLines.length > 0) {
      const text = `Files missing from storage, and characters no font of the book has, when the keepsake was built:\n${missingLines.join('\n')}\n`;
      await add(text, 'MISSING.txt', false);
    }
    await archive.finalize();
    await upload;
  } catch (error) {
    archive.abort();
    await upload.catch(() => {});
    throw error;
  } finally {
    await book.discard();
  }
  return { missingFiles: missingLines.length };
}
