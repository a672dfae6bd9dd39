import mongoose from 'mongoose';
import {
  AI_FAILURE_STATUS,
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
import { GuestModel, type GuestDocument } from '../guests/model';
import { builtInItinerary, builtInRecommendations } from './built-in';
import { itineraryMessages, recommendationMessages } from './prompts';
import { guestProfileOf, loadWeddingDay, type WeddingDay } from './wedding-day';

const failureMessages: Record<AiFailure['reason'], string> = {
  timeout: 'The assistant took too long to answer. Please try again.',
  rate_limited: 'The assistant is busy right now. Please wait a moment and try again.',
  provider_error: 'The assistant could not answer right now. Please try again.',
  invalid_output: 'The assistant gave an answer we could not read. Please try again.',
  budget_exhausted: 'The assistant has answered all it can for today. Please come back tomorrow.',
};

/** Recommendations and an itinerary for the signed-in guest, by the AI endpoint or the built-in rules. */
export class AssistantService {
  constructor(
    private readonly endpoint: AiEndpoint | null,
    private readonly logger: Logger,
  ) {}

  private async guestAndDay(guestId: string | undefined): Promise<{ profile: GuestProfile; day: WeddingDay }> {
    const doc =
      guestId && mongoose.isValidObjectId(guestId)
        ? await GuestModel.findById(guestId).lean<GuestDocument>()
        : null;
    if (!doc) throw new HttpError(401, ASSISTANT_SIGN_IN_MESSAGE);
    const day = await loadWeddingDay();
    return { profile: guestProfileOf(doc, day.facts), day };
  }

  private async ask<T>(run: (endpoint: AiEndpoint) => Promise<T>): Promise<T> {
    try {
      return await run(this.endpoint!);
    } catch (error) {
      if (!(error instanceof AiFailure)) throw error;
      this.logger.warn({ reason: error.reason, err: error.message }, 'assistant AI call failed');
      throw new HttpError(AI_FAILURE_STATUS[error.reason], failureMessages[error.reason]);
    }
  }

  async recommendations(guestId: string | undefined, language: AssistantLanguage): Promise<RecommendationsResponse> {
    const { profile, day } = await this.guestAndDay(guestId);
    if (!this.endpoint) {
      return { recommendations: builtInRecommendations(profile, day, language), source: 'built-in' };
    }
    const answer = await this.ask((ai) =>
      ai.completeJson(personalizedRecommendationsSchema, recommendationMessages(profile, day, language)),
    );
    return { ...answer, source: 'ai' };
  }

  async itinerary(guestId: string | undefined, language: AssistantLanguage): Promise<ItineraryResponse> {
    const { profile, day } = await this.guestAndDay(guestId);
    if (!this.endpoint) return { ...builtInItinerary(profile, day, language), source: 'built-in' };
    const answer = await this.ask((ai) =>
      ai.completeJson(itinerarySchema, itineraryMessages(profile, day, language)),
    );
    return { ...answer, source: 'ai' };
  }
}
