import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  TRANSLATION_UNAVAILABLE_MESSAGE,
  type DraftRequest,
  type PostLanguage,
  type TranslateBody,
  type TranslateResponse,
} from '../../../protocol/translate';
import { AiFailure, type AiEndpoint } from '../../lib/ai/endpoint';
import { HttpError, isDuplicateKey } from '../../lib/http/errors';
import type { Logger } from '../../lib/logger';
import { TextTranslationModel } from './model';

const languageNames: Record<PostLanguage, string> = { en: 'English', es: 'Spanish' };
export const TEXT_TRANSLATION_FAILED =
  'The drafts could not be made right now. Nothing was changed; please try again.';
export const TEXT_TRANSLATION_OVER_BUDGET =
  "Today's allowance of AI translations is used up. Nothing was changed; type the translations by hand or try again tomorrow.";

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');
/** The cache's key: the same text drafted into the same language is the same draft. */
const keyOf = (hash: string, targetLanguage: PostLanguage) => `${targetLanguage}:${hash}`;

/** What the model must answer: exactly one non-empty draft per text sent. */
const answerSchema = (count: number) =>
  z.object({ translations: z.array(z.string().trim().min(1)).length(count) });

function messagesFor(items: DraftRequest[]) {
  const asked = items.map(({ text, sourceLanguage, targetLanguage }) => ({
    from: languageNames[sourceLanguage],
    to: languageNames[targetLanguage],
    text,
  }));
  return [
    {
      role: 'system' as const,
      content:
        "Translate each item of the JSON array from its 'from' language into its 'to' language. They are " +
        "texts a wedding's organizers wrote for their guests (headings, announcements, descriptions, " +
        'directions). Keep the tone, line breaks, names, emoji, numbers, times, addresses and links as they ' +
        'are. Answer with one JSON object {"translations": string[]} holding one translation per item, in ' +
        'the same order, and nothing else.',
    },
    { role: 'user' as const, content: JSON.stringify(asked) },
  ];
}

type Missing = DraftRequest & { hash: string };

/**
 * Organizers' drafts of their texts in the other language, made through the AI endpoint of the
 * translation share (aiEndpointFor(ctx, 'translation')): every request it makes is taken from that
 * share, and a spent share fails the batch with 'budget_exhausted' before the model is asked.
 * Each draft is cached in MongoDB by the text's hash and the target language; a batch sends the
 * model, in one request, only the texts neither stored nor already being drafted for another
 * request, so the same text is never paid for twice.
 */
export class TextTranslationService {
  private readonly running = new Map<string, Promise<string>>();

  constructor(
    private readonly endpoint: AiEndpoint | null,
    private readonly logger: Logger,
  ) {}

  async translate({ texts }: TranslateBody): Promise<TranslateResponse> {
    const endpoint = this.endpoint;
    if (!endpoint) throw new HttpError(503, TRANSLATION_UNAVAILABLE_MESSAGE);
    const keys = texts.map((item) => keyOf(hashOf(item.text), item.targetLanguage));
    const stored = await TextTranslationModel.find(
      {
        $or: (['en', 'es'] as const).map((targetLanguage) => ({
          targetLanguage,
          textHash: {
            $in: texts.filter((item) => item.targetLanguage === targetLanguage).map((item) => hashOf(item.text)),
          },
        })),
      },
      { textHash: 1, targetLanguage: 1, translatedText: 1 },
    ).lean();
    const known = new Map<string, string | Promise<string>>(
      stored.map((doc) => [keyOf(doc.textHash, doc.targetLanguage), doc.translatedText]),
    );

    // From here to the Promise.all below nothing awaits, so the in-flight map cannot change under us.
    const missing: Missing[] = [];
    const queued = new Set<string>();
    texts.forEach((item, i) => {
      const key = keys[i];
      if (known.has(key) || queued.has(key)) return;
      const inFlight = this.running.get(key);
      if (inFlight) known.set(key, inFlight);
      else {
        queued.add(key);
        missing.push({ ...item, hash: hashOf(item.text) });
      }
    });
    if (missing.length) {
      const batch = this.translateBatch(endpoint, missing);
      missing.forEach((item, i) => {
        const key = keyOf(item.hash, item.targetLanguage);
        const one = batch.then((translations) => translations[i]);
        known.set(key, one);
        this.running.set(key, one);
        one.finally(() => this.running.delete(key)).catch(() => undefined);
      });
    }
    return { translations: await Promise.all(keys.map((key) => known.get(key)!)) };
  }

  private async translateBatch(endpoint: AiEndpoint, missing: Missing[]): Promise<string[]> {
    let translations: string[];
    try {
      ({ translations } = await endpoint.completeJson(answerSchema(missing.length), messagesFor(missing)));
    } catch (error) {
      if (!(error instanceof AiFailure)) throw error;
      this.logger.warn({ reason: error.reason, count: missing.length }, 'organizer drafts failed');
      // Reported the shared way (lib/http/errors): one status per reason, and the reason in the body.
      const message = error.reason === 'budget_exhausted' ? TEXT_TRANSLATION_OVER_BUDGET : TEXT_TRANSLATION_FAILED;
      throw new AiFailure(error.reason, message);
    }
    await Promise.all(
      missing.map(async ({ hash, targetLanguage }, i) => {
        try {
          await TextTranslationModel.updateOne(
            { textHash: hash, targetLanguage },
            { $setOnInsert: { translatedText: translations[i], model: endpoint.model } },
            { upsert: true },
          );
        } catch (error) {
          // Another process stored the same draft first: theirs is as good as ours.
          if (!isDuplicateKey(error)) throw error;
        }
      }),
    );
    return translations;
  }
}
