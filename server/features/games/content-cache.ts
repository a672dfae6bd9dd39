import { createHash } from 'node:crypto';
import mongoose, { Schema } from 'mongoose';
import type { z } from 'zod';
import { isDuplicateKey } from '../../lib/http/errors';
import type { AiChatMessage } from '../../lib/ai/endpoint';

/**
 * AI-written bingo items and trivia sets, kept for reuse: one per kind and prompt. The prompt
 * carries the language and the wedding's facts as they stand, so its hash is the key: an organizer
 * editing the facts (or a guest on a Spanish page) gets new content, every other request is served
 * what the AI already wrote, without spending the day's budget again. One variant per key is
 * enough: bingo boards are shuffled per player, and everyone answering the same trivia questions
 * is what makes the leaderboard fair.
 */
const contentSchema = new Schema(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    content: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'ai_game_content', versionKey: false },
);
contentSchema.index({ kind: 1 });
export const AiGameContentModel = mongoose.model('AiGameContent', contentSchema);

export type ContentKind = 'bingo' | 'trivia';

export function contentKey(kind: ContentKind, messages: AiChatMessage[]): string {
  const hash = createHash('sha256');
  for (const message of messages) hash.update(`${message.role}\n${message.content}\n`);
  return `${kind}:${hash.digest('hex')}`;
}

/** The stored content under `key`, if it still passes `schema` (a changed schema writes anew). */
export async function cachedContent<T>(key: string, schema: z.ZodType<T>): Promise<T | null> {
  const row = await AiGameContentModel.findById(key).lean<{ content: unknown }>();
  if (!row) return null;
  const parsed = schema.safeParse(row.content);
  return parsed.success ? parsed.data : null;
}

/**
 * Keeps `content` under `key` (the first writer wins a race) and drops the kind's content of other
 * keys in the same language: facts once edited are never asked for again, so nothing piles up.
 */
export async function storeContent(
  key: string,
  kind: ContentKind,
  language: string,
  content: unknown,
): Promise<void> {
  try {
    await AiGameContentModel.create({
      _id: key,
      kind: `${kind}:${language}`,
      content,
      createdAt: new Date(),
    });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  await AiGameContentModel.deleteMany({ kind: `${kind}:${language}`, _id: { $ne: key } });
}
