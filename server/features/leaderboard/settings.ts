import { LeaderboardSettingsModel, type LeaderboardSettingsDocument } from './model';

const SETTINGS_ID = 'current';

export type LeaderboardSettings = Omit<LeaderboardSettingsDocument, '_id'>;

const defaults = (): LeaderboardSettings => ({
  roundNumber: 1,
  roundStartedAt: new Date(0),
  podiumOpen: false,
  podiumRevealed: 0,
  podiumPlayerIds: [],
  liveMode: 'moments',
  liveRotateSeconds: 30,
});

/** The settings document, with defaults until an organizer changes something. */
export async function readSettings(): Promise<LeaderboardSettings> {
  const stored = await LeaderboardSettingsModel.findById(SETTINGS_ID).lean<LeaderboardSettings>();
  return { ...defaults(), ...(stored ?? {}) };
}

/** How long this process trusts the round it read (another process may start a new round). */
const ROUND_MAX_AGE_MS = 1000;
let knownRound: { value: Promise<{ roundNumber: number; roundStartedAt: Date }>; at: number } | undefined;

/**
 * The current round, read at most once a second: every score needs it twice. A new round started
 * by this process is seen at once (forgetRound); one started by another process within a second.
 * Rows written meanwhile with the old round are put right by the next score or the round's reset.
 */
export function currentRound(): Promise<{ roundNumber: number; roundStartedAt: Date }> {
  if (!knownRound || Date.now() - knownRound.at > ROUND_MAX_AGE_MS) {
    const value = readSettings().then(({ roundNumber, roundStartedAt }) => ({ roundNumber, roundStartedAt }));
    knownRound = { value, at: Date.now() };
    value.catch(() => (knownRound = undefined));
  }
  return knownRound.value;
}

export function forgetRound(): void {
  knownRound = undefined;
}

/** Sets fields of the settings document (created on first use); answers the new settings. */
export async function saveSettings(fields: Partial<LeaderboardSettings>): Promise<LeaderboardSettings> {
  await LeaderboardSettingsModel.updateOne(
    { _id: SETTINGS_ID },
    { $set: fields },
    { upsert: true, setDefaultsOnInsert: true },
  );
  forgetRound();
  return readSettings();
}
