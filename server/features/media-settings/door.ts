import { videoSettingsNow, type VideoCeilingConfig } from './settings';

export type { VideoCeilingConfig } from './settings';

/** The limits a video meets now, in bytes as the accept path and the job count them. */
export interface CurrentVideoLimits {
  /** False: the organizers turned videos off; every new one is refused (VIDEO_MESSAGES.disabled). */
  accepting: boolean;
  /** The longest clip taken (the transcode job's probe refuses a longer one). */
  maxSeconds: number;
  /** The largest file taken (the accept path refuses a larger one, 413). */
  maxBytes: number;
  /** Video one phone may share in a rolling hour. */
  bytesPerDeviceHour: number;
}

const MB = 1024 * 1024;

/**
 * The media settings' door: what the video accept path and the transcode job read at each video,
 * the organizers' settings (dashboard) within the operator's ceilings (environment).
 */
export async function currentVideoLimits(config: VideoCeilingConfig): Promise<CurrentVideoLimits> {
  const now = await videoSettingsNow(config);
  return {
    accepting: now.accepting,
    maxSeconds: now.maxSeconds,
    maxBytes: now.maxMb * MB,
    bytesPerDeviceHour: now.mbPerDeviceHour * MB,
  };
}
