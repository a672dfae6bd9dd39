import { olderThan, type SweepTask } from '../../lib/sweeper';
import { TextTranslationModel } from './model';

/** Cached organizer drafts older than `ageMs`: a text drafted again later is asked for again. */
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
