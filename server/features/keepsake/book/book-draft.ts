import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * The book printed into a file of its own while the ZIP takes the site, the media and the
 * originals. Printing is photo conversion (sharp's threads) and the originals are disk and
 * checksum work, so side by side a build takes about the longer of the two, not their sum. The
 * file is on disk, never in memory, and is removed however the build ends.
 */
export class BookDraft {
  /** Why printing failed, once it did: the build stops at its next entry. */
  failure: unknown = null;

  private constructor(
    private readonly dir: string,
    private readonly file: string,
    private readonly source: Readable,
    /** Settles when the whole book is on disk. */
    readonly printed: Promise<void>,
  ) {
    printed.catch((error: unknown) => {
      this.failure = error;
    });
  }

  static async start(print: () => Readable): Promise<BookDraft> {
    const dir = await mkdtemp(path.join(tmpdir(), 'keepsake-book-'));
    const file = path.join(dir, 'book.pdf');
    const source = print();
    return new BookDraft(dir, file, source, pipeline(source, createWriteStream(file)));
  }

  /** The printed book, to copy into the ZIP once `printed` has settled. */
  read(): Readable {
    return createReadStream(this.file);
  }

  /** Stops printing if it still runs and removes the file. */
  async discard(): Promise<void> {
    this.source.destroy();
    await this.printed.catch(() => undefined);
    await rm(this.dir, { recursive: true, force: true });
  }
}
