import { WEDDING_SETTINGS_ID, WeddingSettingsModel } from './model';

/**
 * The wedding's settings document as tests of other features change and read it behind the app's
 * back (as another process of the site would). Product code of other features reads through
 * door.ts instead.
 */

/** Sets fields of the stored settings (dotted paths allowed), as another process's edit would. */
export const changeStoredWeddingSettings = async (
  fields: Record<string, unknown>,
): Promise<void> => {
  await WeddingSettingsModel.updateOne({ _id: WEDDING_SETTINGS_ID }, { $set: fields });
};

/** The stored settings document, in the shape the caller reads it as. */
export const storedWeddingSettings = <T>() =>
  WeddingSettingsModel.findById(WEDDING_SETTINGS_ID).lean<T>();
