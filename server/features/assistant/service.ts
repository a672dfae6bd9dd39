import mongoose from 'mongoose';
import {
  ASSISTANT_SIGN_IN_MESSAGE,
  itinerarySchema,
  personalizedRecommendationsSchema,
  type AssistantLanguage,
  type GuestProfile,
  type ItineraryResponse,
  type RecommendationsResponse,
} from '../../../protocol/ai';
import { AiFailure, type AiEndpoint } from '../../lib/ai/endpoint';
import { HttpError } from '../../lib/http/errors';
import type { Logger } from '../../lib/logger';
import { findGuest } from '../guests/door';
import { builtInItinerary, builtInRecommendations } from './built-in';
import { itineraryMessages, recommendationMessages } from './prompts';
import { guestProfileOf, loadWeddingDay, type WeddingDay } from './wedding-day';

/** Recommendations and an itinerary for the signed-in guest, by the AI endpoint or the built-in rules. */
export class AssistantService {
  constructor(
    private readonly endpoint: AiEndpoint | null,
    private readonly logger: Logger,
  ) {}

  private async guestAndDay(
    guestId: string | undefined,
    language: AssistantLanguage,
  ): Promise<{ profile: GuestProfile; day: WeddingDay }> {
    const doc = guestId && mongoose.isValidObjectId(guestId) ? await findGuest(guestId) : null;
    if (!doc) throw new HttpError(401, ASSISTANT_SIGN_IN_MESSAGE);
    const day = await loadWeddingDay(language);
    return { profile: guestProfileOf(doc, day.facts), day };
  }

  /**
   * Runs an AI call. An AiFailure is logged and rethrown as is: the error handler answers its
   * status with `{ message, reason }`, and the page words the reason in the guest's language.
   */
  private async ask<T>(run: (endpoint: AiEndpoint) => Promise<T>): Promise<T> {
    try {
      return await run(this.endpoint!);
    } catch (error) {
      if (error instanceof AiFailure) {
        this.logger.warn({ reason: error.reason, err: error.message }, 'assistant AI call failed');
      }
      throw error;
    }
  }

  async recommendations(
    guestId: string | undefined,
    language: AssistantLanguage,
  ): Promise<RecommendationsResponse> {
    const { profile, day } = await this.guestAndDay(guestId, language);
    if (!this.endpoint) {
      return {
        recommendations: builtInRecommendations(profile, day, language),
        source: 'built-in',
      };
    }
    const answer = await this.ask((ai) =>
      ai.completeJson(
        personalizedRecommendationsSchema,
        recommendationMessages(profile, day, language),
      ),
    );
    return { ...answer, source: 'ai' };
  }

  async itinerary(
    guestId: string | undefined,
    language: AssistantLanguage,
  ): Promise<ItineraryResponse> {
    const { profile, day } = await this.guestAndDay(guestId, language);
    if (!this.endpoint) return { ...builtInItinerary(profile, day, language), source: 'built-in' };
    const answer = await this.ask((ai) =>
      ai.completeJson(itinerarySchema, itineraryMessages(profile, day, language)),
    );
    return { ...answer, source: 'ai' };
  }
}
