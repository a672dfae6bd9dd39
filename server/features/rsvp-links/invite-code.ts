import { randomInt } from 'node:crypto';

/** Upper case letters and digits without look-alikes (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

export function newInviteCode(): string {
  return Array.from(
    { length: INVITE_CODE_LENGTH },
    () => ALPHABET[randomInt(ALPHABET.length)],
  ).join('');
}
