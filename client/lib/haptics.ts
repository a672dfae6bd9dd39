import { VIBRATION_PATTERNS } from '../../protocol/constants';

export const hapticPatterns = VIBRATION_PATTERNS;
export type HapticKind = keyof typeof hapticPatterns;

/** Vibrates with the named pattern; does nothing on devices (and browsers) without vibration. */
export function haptic(kind: HapticKind): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return false;
  const pattern = hapticPatterns[kind];
  return navigator.vibrate(typeof pattern === 'number' ? pattern : [...pattern]);
}
