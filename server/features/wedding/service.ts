import { weddingSettingsSchema, type WeddingSettings } from '../../../protocol/wedding';
import { isDuplicateKey } from '../../lib/http/errors';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { defaultArMarkers } from './ar-marker-defaults';
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
  return weddingSettingsSchema.parse(withMarkers(stored));
}

/**
 * Settings stored before venues had AR markers get the default ones; a venue whose markers an
 * organizer removed keeps its empty list.
 */
function withMarkers<T>(stored: T): T {
  const venues = (stored as { venues?: Record<string, Record<string, unknown>> }).venues;
  if (!venues) return stored;
  for (const key of ['ceremony', 'reception'] as const) {
    const venue = venues[key];
    if (venue && !('arMarkers' in venue)) venue.arMarkers = defaultArMarkers[key];
  }
  return stored;
}

/** Drops undefined fields: the driver would store them as null, which the protocol refuses. */
function withoutUndefined<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * Replaces the wedding's facts with an organizer's validated edit and pushes them on the public
 * `wedding` topic once stored, so open guest pages show the new couple, date and venues at once.
 */
export async function updateWeddingSettings(
  edit: Omit<WeddingSettings, 'siteAccess'>,
  hub: RealtimeHub,
): Promise<WeddingSettings> {
  // Site access has its own switch (site-access.ts): the editor never resets it.
  const settings = weddingSettingsSchema.omit({ siteAccess: true }).parse(withoutUndefined(edit));
  const now = new Date();
  // $set of the top-level keys replaces each section whole (a removed note or story entry goes).
  await WeddingSettingsModel.collection.updateOne(
    { _id: WEDDING_SETTINGS_ID as never },
    { $set: { ...settings, updatedAt: now }, $setOnInsert: { createdAt: now } },
    { upsert: true },
  );
  const stored = await getWeddingSettings();
  hub.publish('wedding', 'wedding:updated', stored);
  return stored;
}
