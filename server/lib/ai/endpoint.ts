import OpenAI from 'openai';
import type { z } from 'zod';
import type { AppContext } from '../feature';
import { perApp } from '../per-app';

export type AiChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };
export type AiFailureReason =
  | 'timeout'
  | 'rate_limited'
  | 'provider_error'
  | 'invalid_output'
  | 'budget_exhausted';

export class AiFailure extends Error {
  constructor(
    readonly reason: AiFailureReason,
    message?: string,
  ) {
    super(message ?? reason);
    this.name = 'AiFailure';
  }
}

export interface AiEndpoint {
  readonly model: string;
  completeJson<T>(schema: z.ZodType<T>, messages: AiChatMessage[], options?: { signal?: AbortSignal }): Promise<T>;
  completeText(messages: AiChatMessage[], options?: { signal?: AbortSignal }): Promise<string>;
  streamText(messages: AiChatMessage[], options?: { signal?: AbortSignal }): AsyncIterable<string>;
}

const TIMEOUT_MS = 30_000;

function failureOf(error: unknown): AiFailure {
  if (error instanceof AiFailure) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new AiFailure('timeout');
  if (error instanceof OpenAI.RateLimitError) return new AiFailure('rate_limited');
  // A 200 whose body is not JSON reaches us as a parse error.
  if (error instanceof SyntaxError) return new AiFailure('invalid_output', error.message);
  return new AiFailure('provider_error', error instanceof Error ? error.message : String(error));
}

function parseJson<T>(schema: z.ZodType<T>, text: string): T | undefined {
  try {
    const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text);
    const parsed = schema.safeParse(JSON.parse(fenced ? fenced[1] : text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

class OpenAiEndpoint implements AiEndpoint {
  private readonly client: OpenAI;

  constructor(
    apiKey: string,
    baseURL: string | undefined,
    readonly model: string,
  ) {
    this.client = new OpenAI({ apiKey, baseURL, timeout: TIMEOUT_MS, maxRetries: 0 });
  }

  async completeText(messages: AiChatMessage[], options: { signal?: AbortSignal } = {}) {
    try {
      const completion = await this.client.chat.completions.create(
        { model: this.model, messages },
        { signal: options.signal },
      );
      return completion.choices[0]?.message?.content ?? '';
    } catch (error) {
      throw failureOf(error);
    }
  }

  async completeJson<T>(schema: z.ZodType<T>, messages: AiChatMessage[], options: { signal?: AbortSignal } = {}) {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        const value = parseJson(schema, await this.completeText(messages, options));
        if (value !== undefined) return value;
      } catch (error) {
        if (!(error instanceof AiFailure) || error.reason !== 'invalid_output') throw error;
      }
    }
    throw new AiFailure('invalid_output', 'The AI answer did not match the expected shape.');
  }

  async *streamText(messages: AiChatMessage[], options: { signal?: AbortSignal } = {}) {
    try {
      const stream = await this.client.chat.completions.create(
        { model: this.model, messages, stream: true },
        { signal: options.signal },
      );
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta?.content;
        if (delta) yield delta;
      }
    } catch (error) {
      throw failureOf(error);
    }
  }
}

const endpointOf = perApp((ctx: AppContext): AiEndpoint | null => {
  const settings = ctx.config.openai;
  return settings ? new OpenAiEndpoint(settings.apiKey, settings.baseUrl, settings.model) : null;
});

export function aiEndpointFor(ctx: AppContext): AiEndpoint | null {
  return endpointOf(ctx);
}
