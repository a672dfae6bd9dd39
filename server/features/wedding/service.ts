import { weddingSettingsSchema, type WeddingSettings } from '../../../protocol/wedding';
import { isDuplicateKey } from '../../lib/http/errors';
import { defaultWeddingSettings } from './defaults';
import { WEDDING_SETTINGS_ID, WeddingSettingsModel } from './model';

/**
 * Writes the default facts when no settings document exists. An insert that loses to an existing
 * document (another process, or an organizer's edited copy) is a success: edits are never replaced.
 */
export async function seedWeddingSettings(
  defaults: WeddingSettings = defaultWeddingSettings,
): Promise<boolean> {
  try {
    await WeddingSettingsModel.collection.insertOne({
      _id: WEDDING_SETTINGS_ID as never,
      ...weddingSettingsSchema.parse(defaults),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/** The wedding's facts as stored, seeding them first if the document went missing. */
export async function getWeddingSettings(): Promise<WeddingSettings> {
  let stored = await WeddingSettingsModel.findById(WEDDING_SETTINGS_ID).lean();
  if (!stored) {
    await seedWeddingSettings();
    stored = await WeddingSettingsModel.findById(WEDDING_SETTINGS_ID).lean();
  }
  return weddingSettingsSchema.parse(stored);
}
