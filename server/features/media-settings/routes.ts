import { Router } from 'express';
import { videoStatusApi, type VideoSettings } from '../../../protocol/video-status';
import type { Config } from '../../config';
import { mount } from '../../lib/http/route';
import { videoSetup } from '../../lib/video';
import { saveVideoSettings, videoCeilings, videoSettingsNow } from './settings';

export function mediaSettingsRoutes(config: Config): Router {
  const router = Router();
  const status = (settings: VideoSettings) => ({
    // Looked for at each ask: an ffmpeg installed after the start shows at the next reload.
    videos: videoSetup(config) ? ('on' as const) : ('off' as const),
    settings,
    ceilings: videoCeilings(config),
  });
  mount(router, videoStatusApi.status, async () => status(await videoSettingsNow(config)));
  mount(router, videoStatusApi.saveSettings, async ({ body }) =>
    status(await saveVideoSettings(config, body)),
  );
  return router;
}
