import type { WallState } from '../../../protocol/moderation';
import { ModerationSettingsModel } from './model';

const SETTINGS_ID = 'current';

export async function readWallState(): Promise<WallState> {
  const stored = await ModerationSettingsModel.findById(SETTINGS_ID)
    .select({ wallPaused: 1, wallPausedAt: 1 })
    .lean();
  return stored?.wallPaused
    ? { paused: true, ...(stored.wallPausedAt ? { since: stored.wallPausedAt.toISOString() } : {}) }
    : { paused: false };
}

/**
 * Pauses or resumes. Answers whether it changed anything, so a second 'pause' neither moves the
 * time it was paused at nor fills the log.
 */
export async function saveWallState(
  paused: boolean,
): Promise<{ state: WallState; changed: boolean }> {
  const filter = paused
    ? { _id: SETTINGS_ID, wallPaused: { $ne: true } }
    : { _id: SETTINGS_ID, wallPaused: true };
  const update = paused
    ? { $set: { wallPaused: true, wallPausedAt: new Date() } }
    : { $set: { wallPaused: false }, $unset: { wallPausedAt: 1 } };
  if (paused) {
    // Creates the settings document on first use; a concurrent second pause loses on the _id.
    const exists = await ModerationSettingsModel.exists({ _id: SETTINGS_ID });
    if (!exists) {
      try {
        await ModerationSettingsModel.create({ _id: SETTINGS_ID });
      } catch {
        // Another request created it: the conditional update below decides.
      }
    }
  }
  const { modifiedCount } = await ModerationSettingsModel.updateOne(filter, update);
  return { state: await readWallState(), changed: modifiedCount > 0 };
}
