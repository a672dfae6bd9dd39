// Zod-free on purpose: the client's outbox reads these without loading a schema library.
import { defineMessages } from './messages';

/**
 * The header a client sets on a write it may send more than once (an offline outbox retrying it):
 * a key it made itself, unique per write. The server stores each key once and answers a replay
 * with the original result, so a write sent twice is stored and announced once.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** 16 to 100 letters, digits, dashes or underscores: a random UUID fits. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

export const IDEMPOTENCY_MESSAGES = defineMessages('idempotency', {
  invalidKey:
    'The Idempotency-Key header must be 16 to 100 letters, digits, dashes or underscores.',
  reusedKey: 'This Idempotency-Key was already used for a different request.',
  stillSaving: 'This request is still being saved; please try again in a moment.',
});
