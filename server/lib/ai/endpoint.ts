import type OpenAI from 'openai';
import { z } from 'zod';
import { AI_FEATURES, type AiFeature } from '../../env-schema';
import type { AppContext } from '../feature';
import { loadOnce } from '../load-once';
import { perApp } from '../per-app';
import { takeDailyRequest } from './budget';
import { AiFailure, isAbort, toAiFailure } from './failure';
import { parseJsonAnswer } from './json-answer';

export { AiFailure, type AiFailureReason } from './failure';

export type AiChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };
type CallOptions = { signal?: AbortSignal };

export interface AiEndpoint {
  readonly model: string;
  /** JSON answer parsed and validated with `schema`; one retry on invalid output, then AiFailure('invalid_output'). */
  completeJson<T>(
    schema: z.ZodType<T>,
    messages: AiChatMessage[],
    options?: CallOptions,
  ): Promise<T>;
  completeText(messages: AiChatMessage[], options?: CallOptions): Promise<string>;
  /** Text deltas as the provider streams them. */
  streamText(messages: AiChatMessage[], options?: CallOptions): AsyncIterable<string>;
}

export interface OpenAiEndpointSettings {
  apiKey: string;
  baseUrl?: string;
  model: string;
  timeoutMs: number;
  dailyRequestLimit: number;
  /** Whose share of the day the requests are taken from (budget.ts). */
  feature?: AiFeature;
  /** The clock the budget's day is read from (AppContext.clock). */
  now?: () => Date;
}

const loadOpenAi = loadOnce(async () => (await import('openai')).default);

const abortError = () => new DOMException('The request was cancelled.', 'AbortError');

/** What completeJson tells the model about the answer's shape. */
function jsonInstruction(schema: z.ZodType): string {
  let shape = '';
  try {
    shape = ` matching this JSON Schema:\n${JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any' }))}`;
  } catch {
    // A schema JSON Schema cannot express: the prompt's own description has to do.
  }
  return `Answer with one JSON object only, no prose and no code fences${shape}`;
}

/**
 * The openai client pointed at any OpenAI-compatible server. The client's own retries are off: a
 * 429 or a 5xx is reported at once (the guest sees it and may retry), and every request the
 * provider receives is one taken from the day's budget.
 */
export class OpenAiEndpoint implements AiEndpoint {
  readonly model: string;
  /** The client and its module's error classes, made on the first request. */
  private readonly connect: () => Promise<{ openai: typeof OpenAI; client: OpenAI }>;

  constructor(private readonly settings: OpenAiEndpointSettings) {
    this.model = settings.model;
    this.connect = loadOnce(async () => {
      const openai = await loadOpenAi();
      const client = new openai({
        // A local server (Ollama, vLLM) needs no key, but the client wants one.
        apiKey: settings.apiKey || 'no-key',
        baseURL: settings.baseUrl,
        timeout: settings.timeoutMs,
        maxRetries: 0,
      });
      return { openai, client };
    });
  }

  private async takeBudget(): Promise<void> {
    const { dailyRequestLimit, feature, now = () => new Date() } = this.settings;
    if (!(await takeDailyRequest(dailyRequestLimit, now(), feature))) {
      throw new AiFailure('budget_exhausted');
    }
  }

  private async complete(
    messages: AiChatMessage[],
    options: CallOptions & { json?: boolean } = {},
  ): Promise<string> {
    const { openai, client } = await this.connect();
    await this.takeBudget();
    try {
      const completion = await client.chat.completions.create(
        {
          model: this.model,
          messages,
          ...(options.json ? { response_format: { type: 'json_object' as const } } : {}),
        },
        { signal: options.signal },
      );
      const content: unknown = completion?.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim()) {
        throw new AiFailure('invalid_output', 'The AI service answered without any text.');
      }
      return content;
    } catch (error) {
      throw toAiFailure(error, openai);
    }
  }

  completeText(messages: AiChatMessage[], options: CallOptions = {}): Promise<string> {
    return this.complete(messages, options);
  }

  async completeJson<T>(
    schema: z.ZodType<T>,
    messages: AiChatMessage[],
    options: CallOptions = {},
  ): Promise<T> {
    const asked: AiChatMessage[] = [
      { role: 'system', content: jsonInstruction(schema) },
      ...messages,
    ];
    let lastProblem = '';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const conversation: AiChatMessage[] = lastProblem
        ? [
            ...asked,
            {
              role: 'user',
              content: `Your last answer was not usable: ${lastProblem}. Answer again with the JSON object only.`,
            },
          ]
        : asked;
      let content: string;
      try {
        content = await this.complete(conversation, { ...options, json: true });
      } catch (error) {
        if (!(error instanceof AiFailure) || error.reason !== 'invalid_output') throw error;
        lastProblem = error.message;
        continue;
      }
      const parsed = parseJsonAnswer(schema, content);
      if (parsed.success) return parsed.data;
      lastProblem = parsed.problem;
    }
    throw new AiFailure(
      'invalid_output',
      `The AI service gave an answer that could not be used, twice (${lastProblem}).`,
    );
  }

  async *streamText(messages: AiChatMessage[], options: CallOptions = {}): AsyncIterable<string> {
    const { openai, client } = await this.connect();
    await this.takeBudget();
    // A watchdog instead of the client's timeout (which would end the stream quietly): it fires
    // when the answer does not start, or stops for a while half-way, within the timeout.
    const stalled = new AbortController();
    const signal = options.signal
      ? AbortSignal.any([options.signal, stalled.signal])
      : stalled.signal;
    let timer: NodeJS.Timeout | undefined;
    const watch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => stalled.abort(), this.settings.timeoutMs);
    };
    try {
      watch();
      const stream = await client.chat.completions.create(
        { model: this.model, messages, stream: true },
        { signal, timeout: 10 * this.settings.timeoutMs },
      );
      let wrote = false;
      for await (const chunk of stream) {
        watch();
        const delta = chunk.choices?.[0]?.delta?.content;
        if (delta) {
          wrote = true;
          yield delta;
        }
      }
      // The client ends a stream quietly when its signal fires: say why it ended.
      if (options.signal?.aborted) throw abortError();
      if (stalled.signal.aborted) throw new AiFailure('timeout');
      if (!wrote)
        throw new AiFailure('invalid_output', 'The AI service answered without any text.');
    } catch (error) {
      if (options.signal?.aborted) throw abortError();
      if (stalled.signal.aborted) throw new AiFailure('timeout');
      if (isAbort(error, openai)) throw error;
      throw toAiFailure(error, openai);
    } finally {
      clearTimeout(timer);
    }
  }
}

const endpointsPerApp = perApp<Record<AiFeature, AiEndpoint> | null>(
  ({ config, clock }: AppContext) => {
    const { openai, ai } = config;
    if (!openai) return null;
    const endpoints = {} as Record<AiFeature, AiEndpoint>;
    for (const feature of AI_FEATURES) {
      endpoints[feature] = new OpenAiEndpoint({
        ...openai,
        timeoutMs: ai.timeoutMs,
        dailyRequestLimit: ai.dailyShares[feature],
        feature,
        now: clock,
      });
    }
    return endpoints;
  },
);

/**
 * The endpoint configured by OPENAI_API_KEY / OPENAI_BASE_URL / OPENAI_MODEL for one feature,
 * spending only that feature's share of the day (AI_DAILY_SHARES); null when neither key nor base
 * URL is set (the features then use their built-in generators).
 */
export function aiEndpointFor(ctx: AppContext, feature: AiFeature): AiEndpoint | null {
  return endpointsPerApp(ctx)?.[feature] ?? null;
}
