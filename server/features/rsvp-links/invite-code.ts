import { randomInt } from 'node:crypto';
import {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_GENERATED_LENGTH,
} from '../../../protocol/admin-guests';

/** A fresh code in the guest list's format (protocol/admin-guests.ts); uniqueness is the index's job. */
export function newInviteCode(): string {
  return Array.from(
    { length: INVITE_CODE_GENERATED_LENGTH },
    () => INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)],
  ).join('');
}
