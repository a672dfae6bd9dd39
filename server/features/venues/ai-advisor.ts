import { createHash } from 'node:crypto';
import mongoose, { Schema } from 'mongoose';
import { z } from 'zod';
import type { ContentLanguage } from '../../../protocol/localized';
import type { GuestType, RecommendationsResponse } from '../../../protocol/venues';
import type { WeddingSettings } from '../../../protocol/wedding';
import { AiFailure, type AiChatMessage, type AiEndpoint } from '../../lib/ai/endpoint';
import { isDuplicateKey } from '../../lib/http/errors';
import type { Logger } from '../../lib/logger';
import { builtInVenueAdvisor } from './advisor';
import { weddingFacts } from './wedding-facts';

/**
 * AI-written venue tips, one set per guest type and language. The key carries a hash of the prompt,
 * which holds the venues' texts as they stand: an organizer editing the settings gets new tips,
 * every other guest of that type and language is served what the AI already wrote, without spending
 * the assistant's share of the budget again.
 */
const venueTipsSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** 'guestType:language': the older sets of the same one are dropped when a new one is stored. */
    kind: { type: String, required: true },
    tips: { type: [String], required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'ai_venue_tips', versionKey: false },
);
venueTipsSchema.index({ kind: 1 });
export const AiVenueTipsModel = mongoose.model('AiVenueTips', venueTipsSchema);

const answerSchema = z.object({ tips: z.array(z.string().trim().min(1)).min(3).max(8) });

const guestDescriptions: Record<GuestType, string> = {
  'elderly-family': 'an elderly family member',
  'out-of-town': 'a guest travelling from out of town',
  'parent-with-children': 'a parent coming with young children',
  'international-guest': 'a guest coming from abroad',
  'mobility-assistance': 'a guest who needs mobility assistance',
};
const languageRules: Record<ContentLanguage, string> = {
  en: 'Write the tips in English.',
  es: 'Write the tips in natural Spanish, addressing the guest as "usted"; keep names, addresses and times exactly as given.',
};

/** Venues' texts with their Spanish versions (`<field>Es`) when the settings carry them. */
function venueFacts(venue: WeddingSettings['venues']['ceremony']) {
  const { lat: _lat, lng: _lng, photos: _photos, arMarkers: _markers, capacity: _capacity, rating: _rating, ...texts } =
    venue;
  return texts;
}

function messagesFor(guestType: GuestType, settings: WeddingSettings, language: ContentLanguage): AiChatMessage[] {
  const facts = weddingFacts(settings);
  const wedding = {
    date: facts.dayLabel,
    timeZone: facts.zoneLabel,
    ceremony: { ...venueFacts(settings.venues.ceremony), time: facts.ceremonyTime },
    reception: { ...venueFacts(settings.venues.reception), times: facts.receptionTimes },
    milesBetweenVenues: Math.round(facts.milesBetweenVenues),
    parking: { ...settings.parking, closestLot: facts.closest && { name: facts.closest.name, walk: facts.closest.walkingTime } },
    contact: settings.contact,
  };
  return [
    {
      role: 'system',
      content:
        `You help the guests of a wedding on its venues page. Write 4 to 6 short, practical tips about the venues, ` +
        `parking, timing and accessibility for ${guestDescriptions[guestType]}. Use only the facts given; never ` +
        `invent times, places, names or phone numbers. ${languageRules[language]} Answer with one JSON object ` +
        '{"tips": string[]} and nothing else.',
    },
    { role: 'user', content: JSON.stringify(wedding) },
  ];
}

const keyOf = (kind: string, messages: AiChatMessage[]) => {
  const hash = createHash('sha256');
  for (const message of messages) hash.update(`${message.role}\n${message.content}\n`);
  return `${kind}:${hash.digest('hex')}`;
};

/**
 * Venue tips written by the AI endpoint (the assistant's share of the budget), cached; the built-in
 * tips, marked as such, when the AI fails or its share is spent, so the card never claims AI for
 * what the site's rules wrote. A failure is not cached: the AI is asked again next time.
 */
export class AiVenueAdvisor {
  private readonly running = new Map<string, Promise<RecommendationsResponse>>();

  constructor(
    private readonly endpoint: AiEndpoint,
    private readonly logger: Logger,
  ) {}

  tips(guestType: GuestType, settings: WeddingSettings, language: ContentLanguage): Promise<RecommendationsResponse> {
    const kind = `${guestType}:${language}`;
    const messages = messagesFor(guestType, settings, language);
    const key = keyOf(kind, messages);
    const running = this.running.get(key);
    if (running) return running;
    const work = this.cachedOrWritten(key, kind, messages)
      .catch(async (error: unknown) => {
        if (!(error instanceof AiFailure)) throw error;
        this.logger.warn({ reason: error.reason, guestType, language }, 'AI venue tips failed; built-in tips served');
        const recommendations = await builtInVenueAdvisor.recommend({ guestType, settings, language });
        return { recommendations, source: 'built-in' as const };
      })
      .finally(() => this.running.delete(key));
    this.running.set(key, work);
    return work;
  }

  private async cachedOrWritten(key: string, kind: string, messages: AiChatMessage[]): Promise<RecommendationsResponse> {
    const cached = await AiVenueTipsModel.findById(key).lean<{ tips: string[] }>();
    if (cached) return { recommendations: cached.tips, source: 'ai' };
    const { tips } = await this.endpoint.completeJson(answerSchema, messages);
    try {
      await AiVenueTipsModel.create({ _id: key, kind, tips, createdAt: new Date() });
    } catch (error) {
      // Another process stored the same tips first: theirs are as good as ours.
      if (!isDuplicateKey(error)) throw error;
    }
    // Tips for settings since edited are never asked for again: nothing piles up.
    await AiVenueTipsModel.deleteMany({ kind, _id: { $ne: key } });
    return { recommendations: tips, source: 'ai' };
  }
}
