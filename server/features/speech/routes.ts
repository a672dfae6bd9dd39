import { Router, type Response } from 'express';
import {
  SPEECH_STREAM_CONTENT_TYPE,
  speechApi,
  type SpeechStreamEvent,
} from '../../../protocol/speech';
import { mount } from '../../lib/http/route';
import type { Logger } from '../../lib/logger';
import type { SpeechService } from './service';

/** An AbortSignal that fires when the guest goes away (Cancel, a closed tab) before the answer ends. */
function abandoned(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

export function speechRoutes(service: SpeechService, logger: Logger): Router {
  const router = Router();
  mount(router, speechApi.generate, ({ body, res }) => service.generate(body, abandoned(res)));
  mount(router, speechApi.stream, async ({ body, res }) => {
    const write = await service.prepareStream(body);
    const signal = abandoned(res);
    res.writeHead(200, {
      'content-type': `${SPEECH_STREAM_CONTENT_TYPE}; charset=utf-8`,
      // no-transform keeps compression from holding chunks back; proxies should not buffer either.
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    res.flushHeaders();
    const emit = (event: SpeechStreamEvent) => {
      if (!res.writableEnded) res.write(`${JSON.stringify(event)}\n`);
    };
    try {
      await write(emit, signal);
    } catch (error) {
      // Headers are sent: the guest hears of it as a failed event, not an error status.
      logger.error({ err: error }, 'speech stream failed');
      emit({
        type: 'failed',
        reason: 'provider_error',
        message: 'The speech could not be written.',
      });
    }
    res.end();
    // mount() sends nothing more once the answer has started.
    return undefined as never;
  });
  return router;
}
