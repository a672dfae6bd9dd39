import type { z } from 'zod';

type JsonAnswer<T> = { success: true; data: T } | { success: false; problem: string };

/**
 * Reads a model's JSON answer: the object itself, or wrapped in a ```json fence or a sentence as
 * some models do, then validated with the protocol's schema.
 */
export function parseJsonAnswer<T>(schema: z.ZodType<T>, content: string): JsonAnswer<T> {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content)?.[1];
  const text = (fenced ?? content).trim();
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end < start) return { success: false, problem: 'no JSON object in the answer' };
  let value: unknown;
  try {
    value = JSON.parse(text.slice(start, end + 1));
  } catch (error) {
    return { success: false, problem: `not valid JSON (${(error as Error).message})` };
  }
  const result = schema.safeParse(value);
  if (result.success) return { success: true, data: result.data };
  const issue = result.error.issues[0];
  return {
    success: false,
    problem: `it does not match the expected shape (${issue?.path.join('.') || 'answer'}: ${issue?.message})`,
  };
}
