import { randomInt } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_GENERATED_LENGTH } from '../../../protocol/admin-guests';
import { isUniqueViolation } from '../../lib/http/errors';

/** A fresh invite code: crypto-random, upper case, no look-alike characters. */
export function generateInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_GENERATED_LENGTH; i += 1) {
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  }
  return code;
}

/** Whether a unique violation is about the invite code (MongoDB keyValue, or the index name). */
export function isInviteCodeClash(error: unknown): boolean {
  if (!isUniqueViolation(error)) return false;
  const { keyValue, message } = error as { keyValue?: Record<string, unknown>; message?: string };
  if (keyValue) return 'inviteCode' in keyValue;
  return /inviteCode/.test(message ?? '');
}

/** 31^8 codes make a clash rare; a few fresh draws make a failure practically impossible. */
export const INVITE_CODE_ATTEMPTS = 5;

/**
 * Runs a write that stores a new invite code, drawing another code while the unique index
 * reports a clash. Other errors (a duplicate e-mail) pass through.
 */
export async function withFreshInviteCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write(generateInviteCode());
    } catch (error) {
      if (!isInviteCodeClash(error) || attempt >= INVITE_CODE_ATTEMPTS) throw error;
    }
  }
}
