import { ApiError } from '../../lib/api';
import { serverText } from '../../lib/error-text';

/** A 4xx explains itself (a full table, a number taken); anything else gets the spec's text. */
export function reasonOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.status !== 429) {
    return serverText(error) ?? fallback;
  }
  return fallback;
}
