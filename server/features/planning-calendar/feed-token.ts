import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isDuplicateKey } from '../../lib/http/errors';
import { CalendarSettingsModel } from './model';

const SETTINGS_ID = 'calendar';

/** 32 random bytes, URL-safe: the feed's address cannot be guessed. */
const newToken = () => randomBytes(32).toString('base64url');

/** The feed's current secret, made on first use. */
export async function currentFeedToken(): Promise<string> {
  const existing = await CalendarSettingsModel.findById(SETTINGS_ID).lean();
  if (existing) return existing.feedToken;
  try {
    await CalendarSettingsModel.create({ _id: SETTINGS_ID, feedToken: newToken() });
  } catch (error) {
    // Another request made it first: theirs is the one.
    if (!isDuplicateKey(error)) throw error;
  }
  const made = await CalendarSettingsModel.findById(SETTINGS_ID).lean();
  if (!made) throw new Error('The calendar settings could not be stored');
  return made.feedToken;
}

/** A new secret; every address given out before stops working. */
export async function rotateFeedToken(): Promise<string> {
  const feedToken = newToken();
  await CalendarSettingsModel.updateOne(
    { _id: SETTINGS_ID },
    { $set: { feedToken } },
    { upsert: true },
  );
  return feedToken;
}

/** Whether `given` is the current secret (compared in constant time). */
export async function isFeedToken(given: string): Promise<boolean> {
  const expected = Buffer.from(await currentFeedToken());
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
