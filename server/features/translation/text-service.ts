import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  TRANSLATION_UNAVAILABLE_MESSAGE,
  type PostLanguage,
  type TranslateBody,
  type TranslateResponse,
} from '../../../protocol/translate';
import { AiFailure, type AiEndpoint } from '../../lib/ai/endpoint';
import { HttpError, isDuplicateKey } from '../../lib/http/errors';
import type { Logger } from '../../lib/logger';
import { TextTranslationModel } from './model';

const languageNames: Record<PostLanguage, string> = { en: 'English', es: 'Spanish' };
export const TEXT_TRANSLATION_FAILED = 'The page could not be translated right now. Please try again.';

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** What the model must answer: exactly one non-empty translation per text sent. */
const answerSchema = (count: number) =>
  z.object({ translations: z.array(z.string().trim().min(1)).length(count) });

function messagesFor(texts: string[], targetLanguage: PostLanguage) {
  const language = languageNames[targetLanguage];
  return [
    {
      role: 'system' as const,
      content:
        `Translate each string of the JSON array into ${language}. They are texts of a wedding website ` +
        '(headings, buttons, sentences). Keep names, emoji, numbers, times and addresses as they are; a string ' +
        `already in ${language} stays unchanged. Answer with one JSON object {"translations": string[]} holding ` +
        'one translation per string, in the same order, and nothing else.',
    },
    { role: 'user' as const, content: JSON.stringify(texts) },
  ];
}

/**
 * Page strings translated through the AI endpoint, each cached in MongoDB by its hash and the
 * target language. A batch sends the endpoint only the strings neither stored nor already being
 * translated for another request, so a repeated string never costs a second call.
 */
export class TextTranslationService {
  private readonly running = new Map<string, Promise<string>>();

  constructor(
    private readonly endpoint: AiEndpoint | null,
    private readonly logger: Logger,
  ) {}

  async translate({ texts, targetLanguage }: TranslateBody): Promise<TranslateResponse> {
    const endpoint = this.endpoint;
    if (!endpoint) throw new HttpError(503, TRANSLATION_UNAVAILABLE_MESSAGE);
    const hashes = texts.map(hashOf);
    const stored = await TextTranslationModel.find(
      { targetLanguage, textHash: { $in: [...new Set(hashes)] } },
      { textHash: 1, translatedText: 1 },
    ).lean();
    const known = new Map<string, string | Promise<string>>(stored.map((doc) => [doc.textHash, doc.translatedText]));

    // From here to the Promise.all below nothing awaits, so the in-flight map cannot change under us.
    const missing: { text: string; hash: string }[] = [];
    const queued = new Set<string>();
    texts.forEach((text, i) => {
      const hash = hashes[i];
      if (known.has(hash) || queued.has(hash)) return;
      const inFlight = this.running.get(`${targetLanguage}:${hash}`);
      if (inFlight) known.set(hash, inFlight);
      else {
        queued.add(hash);
        missing.push({ text, hash });
      }
    });
    if (missing.length) {
      const batch = this.translateBatch(endpoint, missing, targetLanguage);
      missing.forEach(({ hash }, i) => {
        const key = `${targetLanguage}:${hash}`;
        const one = batch.then((translations) => translations[i]);
        known.set(hash, one);
        this.running.set(key, one);
        one.finally(() => this.running.delete(key)).catch(() => undefined);
      });
    }
    return { translations: await Promise.all(hashes.map((hash) => known.get(hash)!)) };
  }

  private async translateBatch(
    endpoint: AiEndpoint,
    missing: { text: string; hash: string }[],
    targetLanguage: PostLanguage,
  ): Promise<string[]> {
    let translations: string[];
    try {
      const texts = missing.map((item) => item.text);
      ({ translations } = await endpoint.completeJson(answerSchema(texts.length), messagesFor(texts, targetLanguage)));
    } catch (error) {
      if (!(error instanceof AiFailure)) throw error;
      this.logger.warn({ reason: error.reason, count: missing.length }, 'page translation failed');
      // Reported the shared way (lib/http/errors): one status per reason, and the reason in the body.
      throw new AiFailure(error.reason, TEXT_TRANSLATION_FAILED);
    }
    await Promise.all(
      missing.map(async ({ hash }, i) => {
        try {
          await TextTranslationModel.updateOne(
            { textHash: hash, targetLanguage },
            { $setOnInsert: { translatedText: translations[i], model: endpoint.model } },
            { upsert: true },
          );
        } catch (error) {
          // Another process stored the same string first: theirs is as good as ours.
          if (!isDuplicateKey(error)) throw error;
        }
      }),
    );
    return translations;
  }
}
