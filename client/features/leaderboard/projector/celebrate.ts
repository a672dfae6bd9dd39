/**
 * Confetti from both sides, then the middle, for a first place (the leaderboard's podium and the
 * live quiz's). None when the system asks for less motion.
 */
export async function celebrate(): Promise<void> {
  const { default: confetti } = await import('canvas-confetti');
  const burst = (originX: number) =>
    confetti({
      particleCount: 160,
      spread: 80,
      startVelocity: 55,
      origin: { x: originX, y: 0.7 },
      disableForReducedMotion: true,
    });
  burst(0.2);
  burst(0.8);
  setTimeout(() => burst(0.5), 400);
}
