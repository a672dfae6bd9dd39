/**
 * How a text message is billed: GSM-7 messages fit 160 characters in one segment, anything else
 * (an emoji, most accents outside Western Europe) is sent as UCS-2 at 70. Longer messages are
 * split into segments of 153 (GSM-7) or 67 (UCS-2) characters, the rest carrying the join header.
 */

// GSM 03.38 basic character set (the escape character itself excluded: it is not typeable).
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
// The extension table: each of these takes two septets (an escape, then the character).
const GSM7_EXTENDED = new Set('^{}\\[~]|€\f');

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSize {
  encoding: SmsEncoding;
  /** Characters as the phone counts them: septets for GSM-7, UTF-16 code units for UCS-2. */
  length: number;
  segments: number;
  /** Room left in the last segment before another one starts. */
  remaining: number;
}

export const SMS_LIMITS = {
  'GSM-7': { single: 160, multi: 153 },
  'UCS-2': { single: 70, multi: 67 },
} as const;

export function isGsm7(text: string): boolean {
  for (const char of text) if (!GSM7_BASIC.has(char) && !GSM7_EXTENDED.has(char)) return false;
  return true;
}

/** The cost of each character, in units of its encoding; an escape pair or surrogate pair never splits. */
function unitsOf(text: string, encoding: SmsEncoding): number[] {
  return [...text].map((char) =>
    encoding === 'GSM-7' ? (GSM7_EXTENDED.has(char) ? 2 : 1) : char.length,
  );
}

export function smsSize(text: string): SmsSize {
  const encoding: SmsEncoding = isGsm7(text) ? 'GSM-7' : 'UCS-2';
  const units = unitsOf(text, encoding);
  const length = units.reduce((sum, n) => sum + n, 0);
  const { single, multi } = SMS_LIMITS[encoding];
  if (length <= single)
    return { encoding, length, segments: length === 0 ? 0 : 1, remaining: single - length };
  // Fill segments greedily: a character that does not fit whole starts the next segment.
  let segments = 1;
  let used = 0;
  for (const n of units) {
    if (used + n > multi) {
      segments += 1;
      used = 0;
    }
    used += n;
  }
  return { encoding, length, segments, remaining: multi - used };
}

/** The text message of an announcement: its title, then its message. */
export function smsBodyOf(title: string, message: string): string {
  return `${title.trim()}\n${message.trim()}`;
}
