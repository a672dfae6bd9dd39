import { useCallback, useRef, useState } from 'react';
import type { AiFailureReason } from '../../../protocol/ai-failure';
import type { SpeechRequest, SpeechResponse, SpeechSource } from '../../../protocol/speech';
import { streamSpeech } from './stream-speech';

export type FailureKind = AiFailureReason | 'network';

export type WriterState =
  | { status: 'idle' }
  | { status: 'writing'; text: string; source?: SpeechSource; model?: string }
  | { status: 'done'; speech: SpeechResponse; restored: boolean }
  | { status: 'failed'; failure: FailureKind; text: string }
  | { status: 'cancelled'; text: string; source?: SpeechSource; model?: string };

/** Thrown when a speech could not be written, so the form shows its failure toast. */
export class SpeechFailure extends Error {
  constructor(readonly failure: FailureKind) {
    super(`The speech could not be written (${failure}).`);
    this.name = 'SpeechFailure';
  }
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The speech being written: its text grows as the server streams it, `cancel()` stops it (what was
 * written stays on screen), and a failure keeps its reason for the page to explain.
 */
export function useSpeechWriter(restored?: SpeechResponse) {
  const [state, setState] = useState<WriterState>(
    restored ? { status: 'done', speech: restored, restored: true } : { status: 'idle' },
  );
  const controller = useRef<AbortController | null>(null);

  const write = useCallback(
    async (request: SpeechRequest): Promise<SpeechResponse | null> => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const previous = state;
      let current: Extract<WriterState, { status: 'writing' }> = { status: 'writing', text: '' };
      setState(current);
      let outcome: SpeechResponse | FailureKind | null = null;
      try {
        await streamSpeech(
          request,
          (event) => {
            if (event.type === 'start')
              current = { ...current, source: event.source, model: event.model };
            else if (event.type === 'delta')
              current = { ...current, text: current.text + event.text };
            else if (event.type === 'done') outcome = event.speech;
            else outcome = event.reason;
            setState(current);
          },
          abort.signal,
        );
      } catch (error) {
        if (abort.signal.aborted || isAbort(error)) {
          setState({
            status: 'cancelled',
            text: current.text,
            source: current.source,
            model: current.model,
          });
          return null;
        }
        if (error instanceof TypeError) outcome = 'network';
        else {
          // Refused before writing (a form the server would not take, too many requests).
          setState(previous.status === 'writing' ? { status: 'idle' } : previous);
          throw error;
        }
      } finally {
        if (controller.current === abort) controller.current = null;
      }
      const result = outcome as SpeechResponse | FailureKind | null;
      if (result && typeof result === 'object') {
        setState({ status: 'done', speech: result, restored: false });
        return result;
      }
      const failure: FailureKind = result ?? 'network';
      setState({ status: 'failed', failure, text: current.text });
      throw new SpeechFailure(failure);
    },
    [state],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { state, write, cancel };
}
