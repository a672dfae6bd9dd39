import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import {
  POST_TOO_LONG_MESSAGE,
  POST_TRANSLATION_MAX_LENGTH,
  TRANSLATION_UNAVAILABLE_MESSAGE,
  type PostKind,
  type PostLanguage,
  type PostTranslation,
  type PostTranslationBody,
} from '../../../protocol/translate';
import { AiFailure, type AiEndpoint } from '../../lib/ai/endpoint';
import { HttpError, isDuplicateKey, notFound } from '../../lib/http/errors';
import type { Logger } from '../../lib/logger';
import { shownEntryText } from '../guestbook/door';
import { shownMomentText } from '../moments/door';
import { shownMessageText } from '../timeline/door';
import { PostTranslationModel } from './model';

const POST_NOT_FOUND = 'That post is not available.';
const languageNames: Record<PostLanguage, string> = { en: 'English', es: 'Spanish' };

/** The text of a post guests can see, or undefined (missing, pending or taken down). */
async function shownText(kind: PostKind, id: string): Promise<string | undefined> {
  const _id = new mongoose.Types.ObjectId(id);
  if (kind === 'moment') return shownMomentText(_id);
  if (kind === 'guestbook') return shownEntryText(_id);
  return shownMessageText(_id);
}

/**
 * 'See translation' for guests' posts through the AI endpoint. Each post is translated once per
 * language: later requests (on any device) are answered from MongoDB without calling the endpoint.
 */
export class TranslationService {
  /** Requests for the same translation that arrive together share one endpoint call. */
  private readonly running = new Map<string, Promise<PostTranslation>>();

  constructor(
    private readonly endpoint: AiEndpoint | null,
    private readonly logger: Logger,
  ) {}

  get available(): boolean {
    return this.endpoint !== null;
  }

  async translate({ kind, id, targetLanguage }: PostTranslationBody): Promise<PostTranslation> {
    if (!this.endpoint) throw new HttpError(503, TRANSLATION_UNAVAILABLE_MESSAGE);
    const text = await shownText(kind, id);
    if (text === undefined) throw notFound(POST_NOT_FOUND);
    if (text.length > POST_TRANSLATION_MAX_LENGTH) throw new HttpError(413, POST_TOO_LONG_MESSAGE);
    const key = `${kind}:${id}:${targetLanguage}`;
    const running = this.running.get(key);
    if (running) return running;
    const work = this.cachedOrTranslated(this.endpoint, kind, id, targetLanguage, text).finally(
      () => this.running.delete(key),
    );
    this.running.set(key, work);
    return work;
  }

  private async cachedOrTranslated(
    endpoint: AiEndpoint,
    kind: PostKind,
    id: string,
    targetLanguage: PostLanguage,
    text: string,
  ): Promise<PostTranslation> {
    const itemId = new mongoose.Types.ObjectId(id);
    const sourceHash = createHash('sha256').update(text).digest('hex');
    const cached = await PostTranslationModel.findOne({
      kind,
      itemId,
      targetLanguage,
      sourceHash,
    }).lean();
    if (cached) return { translatedText: cached.translatedText, targetLanguage };

    let translatedText: string;
    try {
      translatedText = (
        await endpoint.completeText([
          {
            role: 'system',
            content: `Translate the guest's wedding post into ${languageNames[targetLanguage]}. Keep names, emoji and hashtags as they are. If it is already in ${languageNames[targetLanguage]}, answer it unchanged. Answer with the translation only.`,
          },
          { role: 'user', content: text },
        ])
      ).trim();
    } catch (error) {
      if (!(error instanceof AiFailure)) throw error;
      this.logger.warn({ reason: error.reason }, 'post translation failed');
      // Reported the shared way (lib/http/errors): one status per reason, and the reason in the body.
      throw new AiFailure(
        error.reason,
        'The translation could not be made right now. Please try again.',
      );
    }
    if (!translatedText) {
      throw new AiFailure('invalid_output', 'The translation came back empty. Please try again.');
    }
    try {
      await PostTranslationModel.updateOne(
        { kind, itemId, targetLanguage },
        { $set: { sourceHash, translatedText, model: endpoint.model } },
        { upsert: true },
      );
    } catch (error) {
      // Another process stored the same translation first: theirs is as good as ours.
      if (!isDuplicateKey(error)) throw error;
    }
    return { translatedText, targetLanguage };
  }
}
