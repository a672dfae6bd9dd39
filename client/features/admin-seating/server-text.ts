import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';
import { validationText } from '../../lib/validation-text';
import { SEATING_MESSAGES } from '../../../protocol/seating';

/** The server's refusals that carry details, as patterns of their English text. */
const PATTERNS: [RegExp, string, string[]][] = [
  [
    /^Table (\d+) \((.*)\) is full: it seats (\d+)\.$/,
    'server.tableFull',
    ['number', 'name', 'capacity'],
  ],
  [
    /^(\d+) guests are seated at Table (\d+): its capacity cannot be lower than \d+\.$/,
    'server.capacityBelowSeated',
    ['seated', 'number'],
  ],
  [/^(.*) already has a seat\. Move the assignment instead\.$/, 'server.alreadySeated', ['name']],
  [
    /^Table (\d+) has (\d+) free seats; the selected guests need (\d+)\.$/,
    'server.notEnoughSeats',
    ['number', 'free', 'needed'],
  ],
  [/^Table (\d+) already exists\.$/, 'server.tableNumberTaken', ['number']],
];

const MESSAGES: Record<string, string> = Object.fromEntries(
  Object.entries(SEATING_MESSAGES).filter(([, value]) => typeof value === 'string'),
) as Record<string, string>;

/** A seating message (schema or server) in the organizer's language. */
export function seatingText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  for (const [pattern, key, names] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return t(key, Object.fromEntries(names.map((name, i) => [name, match[i + 1]])));
  }
  return validationText(t, MESSAGES, message);
}

/** A 4xx explains itself (a full table, a number taken); anything else gets the spec's text. */
export function reasonOf(t: TFunction, error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    error.status < 500 &&
    error.status !== 429 &&
    error.serverMessage
  ) {
    return seatingText(t, error.serverMessage) ?? fallback;
  }
  return fallback;
}
