import { spanishKey } from '../../../protocol/localized';
import type { WeddingSettings } from '../../../protocol/wedding';
import { defaultWeddingSettings } from './defaults';

/*
 * Settings stored before texts had Spanish versions hold the sample wedding's English texts with no
 * Spanish beside them. Where a stored English text is still exactly the shipped one, its shipped
 * Spanish is served with it: the organizer never changed it, so its translation still fits. A text
 * the organizer rewrote, or a Spanish version already stored (even a blank one: the editor stores
 * a cleared Spanish text as empty), is left alone. It reads the stored document before the protocol
 * parses it, as the parse gives every missing Spanish list an empty one.
 */

type TextRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is TextRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fillTexts(stored: TextRecord, shipped: TextRecord, keys: readonly string[]): void {
  for (const key of keys) {
    const es = spanishKey(key);
    if (stored[es] !== undefined || shipped[es] === undefined) continue;
    if (stored[key] === shipped[key]) stored[es] = shipped[es];
  }
}

function fillLists(stored: TextRecord, shipped: TextRecord, keys: readonly string[]): void {
  for (const key of keys) {
    const es = spanishKey(key);
    if (stored[es] !== undefined || !Array.isArray(shipped[es])) continue;
    if (JSON.stringify(stored[key]) === JSON.stringify(shipped[key])) stored[es] = shipped[es];
  }
}

/** Items of a list (story entries, AR markers) are matched with the shipped ones by id. */
function fillById(stored: unknown, shipped: readonly { id: string }[], keys: readonly string[]) {
  if (!Array.isArray(stored)) return;
  for (const item of stored) {
    const original = isRecord(item) && shipped.find((candidate) => candidate.id === item.id);
    if (original) fillTexts(item as TextRecord, original as unknown as TextRecord, keys);
  }
}

/**
 * A stored settings document with the shipped Spanish beside every untouched sample text (changed
 * in place); anything not shaped as settings is left for the protocol's parse to refuse.
 */
export function withShippedSpanish<T>(
  stored: T,
  shipped: WeddingSettings = defaultWeddingSettings,
): T {
  if (!isRecord(stored)) return stored;
  const venues = isRecord(stored.venues) ? stored.venues : {};
  for (const key of ['ceremony', 'reception'] as const) {
    const venue = venues[key];
    const original = shipped.venues[key] as unknown as TextRecord;
    if (!isRecord(venue)) continue;
    fillTexts(venue, original, ['label', 'description', 'note', 'parkingInfo', 'accessibility']);
    fillLists(venue, original, ['features']);
    fillById(venue.arMarkers, shipped.venues[key].arMarkers, ['name', 'content']);
  }
  const shippedRecord = shipped as unknown as Record<string, TextRecord>;
  if (isRecord(stored.parking)) {
    fillTexts(stored.parking, shippedRecord.parking, ['directions']);
    fillLists(stored.parking, shippedRecord.parking, ['freeLots', 'rules']);
  }
  fillById(stored.story, shipped.story, ['date', 'title', 'description']);
  if (isRecord(stored.contact)) fillTexts(stored.contact, shippedRecord.contact, ['note']);
  return stored;
}
