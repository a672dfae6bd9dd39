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

export async function currentRound(): Promise<{ roundNumber: number; roundStartedAt: Date }> {
  const { roundNumber, roundStartedAt } = await readSettings();
  return { roundNumber, roundStartedAt };
}

/** Sets fields of the settings document (created on first use); answers the new settings. */
export async function saveSettings(fields: Partial<LeaderboardSettings>): Promise<LeaderboardSettings> {
  await LeaderboardSettingsModel.updateOne(
    { _id: SETTINGS_ID },
    { $set: fields },
    { upsert: true, setDefaultsOnInsert: true },
  );
  return readSettings();
}
