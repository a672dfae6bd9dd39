import type { LegacyKeySource } from '../gallery/legacy-originals';
import { GuestProfileModel } from './model';

/** Where a profile keeps its avatar's keys, for the gallery's move of old public originals. */
export const profileLegacyKeys: LegacyKeySource = {
  find: (filter) => GuestProfileModel.find(filter).lean<Record<string, unknown>[]>(),
  updateOne: async (filter, update) =>
    (await GuestProfileModel.updateOne(filter, update)).modifiedCount,
};
