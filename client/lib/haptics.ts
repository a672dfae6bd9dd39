// Spec guest-site §9: vibration feedback patterns, in milliseconds.
export const hapticPatterns = {
  light: 10,
  medium: 20,
  heavy: 40,
  success: [10, 50, 10],
  warning: [20, 100, 20],
  error: [50, 100, 50, 100, 50],
} as const satisfies Record<string, VibratePattern>;

export type HapticKind = keyof typeof hapticPatterns;

/** Vibrates with the named pattern; does nothing on devices (and browsers) without vibration. */
export function haptic(kind: HapticKind): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return false;
  const pattern = hapticPatterns[kind];
  return navigator.vibrate(typeof pattern === 'number' ? pattern : [...pattern]);
}
