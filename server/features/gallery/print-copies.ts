import { makePrintCopy } from '../../lib/images/pipeline';
import type { JobRunner } from '../../lib/jobs/runner';
import type { Logger } from '../../lib/logger';
import type { ObjectStorage } from '../../lib/storage';
import { printKeyOf } from './keys';

export const PRINT_COPY_JOB = 'gallery.print-copy';

/**
 * The print copies of kept originals, for the keepsake's book, each made by a background job
 * after its upload was answered (keyed by the original: one job a photo, whichever process). The
 * book prints the large rendition of a photo whose copy is not made yet.
 */
export class PrintCopies {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly jobs: JobRunner,
    private readonly logger: Logger,
  ) {
    jobs.define<{ originalKey: string }>(
      PRINT_COPY_JOB,
      ({ originalKey }) => this.make(originalKey),
      {
        concurrency: 1,
        maxAttempts: 5,
      },
    );
  }

  /** Asks for the original's print copy; a failure to ask is logged, the photo stays posted. */
  async request(originalKey: string): Promise<void> {
    if (!printKeyOf(originalKey)) return;
    await this.jobs
      .enqueue(PRINT_COPY_JOB, { originalKey }, { key: originalKey })
      .catch((error: unknown) =>
        this.logger.warn({ err: error, originalKey }, 'gallery: print copy not asked for'),
      );
  }

  private async make(originalKey: string): Promise<void> {
    const printKey = printKeyOf(originalKey);
    // Deleted meanwhile: nothing to print.
    if (!printKey || !(await this.storage.head(originalKey))) return;
    const copy = await makePrintCopy(await this.storage.read(originalKey));
    if (!copy) return;
    await this.storage.write(printKey, copy.body, 'image/jpeg');
    // A photo deleted while its copy was made took its files but not this one, written after.
    if (!(await this.storage.head(originalKey))) await this.storage.remove([printKey]);
  }
}
