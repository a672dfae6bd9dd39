import type { ErrorBody } from '../../../protocol/http';
import {
  speechApi,
  speechStreamEventSchema,
  type SpeechRequest,
  type SpeechStreamEvent,
} from '../../../protocol/speech';
import { DEVICE_HEADER } from '../../../protocol/endpoint';
import { ApiError } from '../../lib/api';
import { deviceHeaders } from '../../lib/device';

/**
 * Asks the server for a speech and hands each event to `onEvent` as it arrives: the answer is
 * newline-delimited JSON read from the response's stream. Aborting `signal` cancels the writing.
 * A refused request (a 400, a 429) throws an ApiError, as call() does.
 */
export async function streamSpeech(
  body: SpeechRequest,
  onEvent: (event: SpeechStreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(speechApi.stream.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await deviceHeaders(DEVICE_HEADER)) },
    body: JSON.stringify(body),
    credentials: 'include',
    signal,
  });
  if (!response.ok || !response.body) {
    const text = await response.text();
    let error: ErrorBody | undefined;
    try {
      error = JSON.parse(text) as ErrorBody;
    } catch {
      // Not JSON: the status says enough.
    }
    throw new ApiError(response.status, `${response.status}: ${text}`, error);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (value) pending += value;
    const lines = pending.split('\n');
    pending = done ? '' : (lines.pop() ?? '');
    for (const line of lines) {
      if (line.trim()) onEvent(speechStreamEventSchema.parse(JSON.parse(line)));
    }
    if (done) return;
  }
}
