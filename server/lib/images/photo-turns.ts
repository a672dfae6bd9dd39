import { availableParallelism } from 'node:os';
import sharp from 'sharp';

/**
 * Photos processed at once: one per core. More in parallel would only multiply the pixels held in
 * memory and make every photo wait longer; the rest wait their turn, first come first served.
 */
const MAX_AT_ONCE = availableParallelism();
// One libvips thread per photo and one photo per core: many uploads at once (the wedding's
// peak) go faster than each photo spread thin over every core.
sharp.concurrency(1);
// No operation cache: no photo is processed twice, and cached pixels would only hold memory.
sharp.cache(false);
let running = 0;
let backgroundRunning = 0;
const waiting: (() => void)[] = [];
const waitingInBackground: (() => void)[] = [];

/**
 * Runs `work` when a place is free. Background work (print copies) waits while any upload waits,
 * and takes at most one place, so a guest's photo never queues behind the keepsake's copies.
 */
export async function inTurn<T>(work: () => Promise<T>, background = false): Promise<T> {
  const free = () =>
    running < MAX_AT_ONCE && (!background || (backgroundRunning === 0 && !waiting.length));
  if (free()) running += 1;
  else
    await new Promise<void>((resolve) =>
      (background ? waitingInBackground : waiting).push(resolve),
    );
  if (background) backgroundRunning += 1;
  try {
    return await work();
  } finally {
    if (background) backgroundRunning -= 1;
    handOn();
  }
}

/** A finishing photo hands its place straight to the next in line, uploads first. */
function handOn(): void {
  const next =
    waiting.shift() ?? (backgroundRunning === 0 ? waitingInBackground.shift() : undefined);
  if (next) next();
  else running -= 1;
}
