import {
  countWords,
  type SpeechRequest,
  type SpeechResponse,
  type SpeechStreamEvent,
} from '../../../protocol/speech';
import { AiFailure, type AiEndpoint } from '../../lib/ai/endpoint';
import { writeBuiltInSpeech } from './built-in-speech';
import type { SpeechWedding } from './phrasebook';
import { speechPrompt } from './prompt';
import { loadSpeechWedding } from './speech-wedding';
import { speechTips } from './tips';

/**
 * Writes speeches: through the AI endpoint when one is configured (and the guest did not ask for
 * the built-in writer), otherwise with the built-in writer. Every answer says which wrote it.
 */
export class SpeechService {
  constructor(
    private readonly ai: AiEndpoint | null,
    private readonly loadWedding: (
      language: SpeechRequest['language'],
    ) => Promise<SpeechWedding> = loadSpeechWedding,
  ) {}

  private usesAi(form: SpeechRequest): AiEndpoint | null {
    return form.builtIn ? null : this.ai;
  }

  private finished(form: SpeechRequest, content: string, model?: string): SpeechResponse {
    const text = content.trim();
    const wordCount = countWords(text);
    return {
      content: text,
      tips: speechTips(form, wordCount),
      wordCount,
      ...(model ? { source: 'ai', model } : { source: 'built-in' }),
    };
  }

  /** The whole speech at once (POST /api/speech/generate); an AI failure is thrown as AiFailure. */
  async generate(form: SpeechRequest, signal?: AbortSignal): Promise<SpeechResponse> {
    const wedding = await this.loadWedding(form.language);
    const ai = this.usesAi(form);
    if (!ai) return this.finished(form, writeBuiltInSpeech(form, wedding));
    const content = await ai.completeText(speechPrompt(form, wedding), { signal });
    return this.finished(form, content, ai.model);
  }

  /**
   * Loads what the speech needs before anything is sent (so a database failure is still an
   * ordinary error answer), then answers a writer that emits the speech's events as it is written.
   */
  async prepareStream(
    form: SpeechRequest,
  ): Promise<(emit: (event: SpeechStreamEvent) => void, signal: AbortSignal) => Promise<void>> {
    const wedding = await this.loadWedding(form.language);
    const ai = this.usesAi(form);
    if (!ai) {
      const content = writeBuiltInSpeech(form, wedding);
      return async (emit) => {
        emit({ type: 'start', source: 'built-in' });
        emit({ type: 'delta', text: content });
        emit({ type: 'done', speech: this.finished(form, content) });
      };
    }
    return async (emit, signal) => {
      emit({ type: 'start', source: 'ai', model: ai.model });
      let content = '';
      try {
        for await (const text of ai.streamText(speechPrompt(form, wedding), { signal })) {
          content += text;
          emit({ type: 'delta', text });
        }
      } catch (error) {
        if (signal.aborted) return;
        if (!(error instanceof AiFailure)) throw error;
        emit({ type: 'failed', reason: error.reason, message: error.message });
        return;
      }
      emit({ type: 'done', speech: this.finished(form, content, ai.model) });
    };
  }
}
