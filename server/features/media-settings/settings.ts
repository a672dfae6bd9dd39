import {
  overCeilings,
  type VideoCeilings,
  type VideoSettings,
} from '../../../protocol/video-status';
import type { Config } from '../../config';
import { badRequest } from '../../lib/http/errors';
import { RecentRead } from '../../lib/recent-read';
import { VIDEO_SETTINGS_ID, VideoSettingsModel } from './model';

/** What a feature needs of the configuration to know the operator's ceilings. */
export type VideoCeilingConfig = Pick<Config, 'video' | 'videoBytesPerDeviceHour'>;

const MB = 1024 * 1024;

/** The environment's values, in the dashboard's units. */
export function videoCeilings(config: VideoCeilingConfig): VideoCeilings {
  return {
    maxSeconds: config.video.maxSeconds,
    maxMb: Math.floor(config.video.maxBytes / MB),
    mbPerDeviceHour: Math.floor(config.videoBytesPerDeviceHour / MB),
  };
}

type Stored = Partial<VideoSettings>;

async function readStored(): Promise<Stored> {
  const doc = await VideoSettingsModel.findById(VIDEO_SETTINGS_ID).lean();
  if (!doc) return {};
  const { accepting, maxSeconds, maxMb, mbPerDeviceHour } = doc;
  return Object.fromEntries(
    Object.entries({ accepting, maxSeconds, maxMb, mbPerDeviceHour }).filter(
      ([, value]) => value !== undefined && value !== null,
    ),
  ) as Stored;
}

/**
 * Every video sent asks, so the stored document is trusted for a second per process (refreshed
 * ahead while videos keep coming): a change made here applies at once, another process's within
 * two seconds. No push is needed: a setting matters only when the next video arrives.
 */
const stored = new RecentRead(readStored, 1_000, 1_000);

/**
 * What applies now: the organizers' choice, never above the operator's ceilings (an environment
 * lowered after a save lowers the limit too).
 */
export async function videoSettingsNow(config: VideoCeilingConfig): Promise<VideoSettings> {
  const ceilings = videoCeilings(config);
  const chosen = await stored.get();
  return {
    accepting: chosen.accepting ?? true,
    maxSeconds: Math.min(chosen.maxSeconds ?? ceilings.maxSeconds, ceilings.maxSeconds),
    maxMb: Math.min(chosen.maxMb ?? ceilings.maxMb, ceilings.maxMb),
    mbPerDeviceHour: Math.min(
      chosen.mbPerDeviceHour ?? ceilings.mbPerDeviceHour,
      ceilings.mbPerDeviceHour,
    ),
  };
}

/** Saves the organizers' settings; a value above its ceiling refuses the whole save (400). */
export async function saveVideoSettings(
  config: VideoCeilingConfig,
  settings: VideoSettings,
): Promise<VideoSettings> {
  const over = overCeilings(settings, videoCeilings(config));
  if (over.length > 0) throw badRequest(over[0]!.message, over);
  const { accepting, maxSeconds, maxMb, mbPerDeviceHour } = settings;
  await VideoSettingsModel.updateOne(
    { _id: VIDEO_SETTINGS_ID },
    { $set: { accepting, maxSeconds, maxMb, mbPerDeviceHour } },
    { upsert: true },
  );
  stored.set({ accepting, maxSeconds, maxMb, mbPerDeviceHour });
  return videoSettingsNow(config);
}
