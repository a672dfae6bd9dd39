import { processPhoto } from '../../lib/images/pipeline';
import type { Logger } from '../../lib/logger';
import type { ObjectStorage } from '../../lib/storage';

/** The storage keys of one processed picture (a gallery photo, a moment's media, an avatar). */
export interface MediaKeys {
  originalKey: string;
  thumbKey: string;
  largeKey: string;
}

/**
 * A post's served files while it is taken down. Only renditions are ever served (the original
 * is private), so removing them makes the post unreachable at once, on disk and on S3; bringing
 * the post back makes them again from the original.
 */
export class Renditions {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly logger: Logger,
  ) {}

  /** Idempotent: a retried hide removes whatever a failed one left. */
  withdraw(keys: Pick<MediaKeys, 'thumbKey' | 'largeKey'>): Promise<void> {
    return this.storage.remove([keys.thumbKey, keys.largeKey].filter(Boolean));
  }

  async restore(keys: MediaKeys): Promise<void> {
    const processed = await processPhoto(() => this.storage.read(keys.originalKey));
    const [thumb, large] = processed.renditions;
    await Promise.all([
      this.storage.write(keys.thumbKey, thumb!.body, thumb!.contentType),
      this.storage.write(keys.largeKey, large!.body, large!.contentType),
    ]);
    this.logger.info({ key: keys.largeKey }, 'renditions made again for a restored post');
  }
}
