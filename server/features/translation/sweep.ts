import { olderThan, type SweepTask } from '../../lib/sweeper';
import { TextTranslationModel } from './model';

/** Cached page-string translations older than `ageMs`: a string still shown is translated again. */
export function textTranslationsSweep(ageMs: number): SweepTask {
  return {
    name: 'text_translations',
    async sweep(now) {
      const { deletedCount } = await TextTranslationModel.deleteMany({
        createdAt: { $lt: olderThan(now, ageMs) },
      });
      return deletedCount;
    },
  };
}
