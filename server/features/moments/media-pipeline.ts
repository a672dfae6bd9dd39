import type { Viewer } from '../../lib/auth/viewer';
import type { MediaKeys } from '../gallery/renditions';
import type { StoredMedia } from '../gallery/uploads';

/**
 * The photo pipeline as moments use it (gallery/uploads.ts): one upload path for every picture a
 * guest shares, and the files to delete with a moment.
 */
export interface MomentMediaPipeline {
  accept<T>(
    uploadURL: string,
    viewer: Viewer,
    record: (stored: StoredMedia) => Promise<T>,
  ): Promise<T>;
  removeFiles(keys: string[]): Promise<void>;
  /** Stops serving a withheld moment's files (its renditions); the private original stays. */
  withdraw(keys: MediaKeys): Promise<void>;
  /** Serves them again: the renditions made anew from the original. */
  restore(keys: MediaKeys): Promise<void>;
}
