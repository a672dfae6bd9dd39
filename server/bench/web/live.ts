/**
 * The projector screens on a desktop: `/live` and `/live/leaderboard` with data the bench seeds (a
 * few moments, a few players), measured as Lighthouse's desktop preset sees them, and the time from
 * navigation start to the first live data painted (a seeded moment, a leaderboard row).
 */
import { randomBytes } from 'node:crypto';
import { MongoClient, ObjectId } from 'mongodb';
import { chromium as playwright } from 'playwright-core';
import { DEVICE_HEADER } from '../../../protocol/http';
import { deviceFor } from '../../test/devices';
import { median } from '../support/app';

export const LIVE_SCREENS = [
  { path: '/live', marker: 'Bench moment 1' },
  { path: '/live/leaderboard', marker: 'Bench Player 1' },
] as const;

/** Five moments from five phones and five players on the board, as a live evening has. */
export async function seedLiveData(appUrl: string, mongoUri: string): Promise<void> {
  for (let index = 1; index <= 5; index++) {
    const response = await fetch(`${appUrl}/api/live-wedding-moments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [DEVICE_HEADER]: await deviceFor(appUrl, `bench-web-${randomBytes(4).toString('hex')}`),
      },
      body: JSON.stringify({
        guestName: `Guest ${index}`,
        content: `Bench moment ${index}: the first dance under the fairy lights`,
        hashtags: ['FirstDance'],
      }),
    });
    if (response.status !== 201) throw new Error(`seeding a moment: ${response.status}`);
  }
  const client = await new MongoClient(mongoUri).connect();
  try {
    const now = new Date();
    await client
      .db()
      .collection('game_leaderboard')
      .insertMany(
        Array.from({ length: 5 }, (_, index) => {
          const id = new ObjectId();
          return {
            _id: id,
            playerId: id,
            playerName: `Bench Player ${index + 1}`,
            playerEmail: null,
            totalScore: 900 - index * 50,
            gamesCompleted: 3,
            lastPlayedAt: now,
            hidden: false,
            createdAt: now,
          };
        }),
      );
  } finally {
    await client.close();
  }
}

/**
 * Milliseconds from navigation start until the text `marker` is on screen and a frame has been
 * drawn with it, in a fresh desktop page; the median of `runs` loads.
 */
export async function firstLiveDataMs(
  chromiumPath: string,
  args: readonly string[],
  url: string,
  marker: string,
  runs: number,
): Promise<number> {
  const browser = await playwright.launch({ executablePath: chromiumPath, args: [...args] });
  try {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
      const page = await context.newPage();
      // A string, not a function: the bench's loader would wrap a function's inner names.
      await page.addInitScript(`(() => {
        const text = ${JSON.stringify(marker)};
        window.__liveDataAt = new Promise((resolve) => {
          const check = () => {
            if (!document.body || !document.body.innerText.includes(text)) return false;
            // The frame that shows it: after the next animation frame's paint.
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
            return true;
          };
          const observer = new MutationObserver(() => {
            if (check()) observer.disconnect();
          });
          observer.observe(document, { childList: true, subtree: true, characterData: true });
        });
      })();`);
      await page.goto(url);
      times.push(
        await page.evaluate(
          () => (window as unknown as { __liveDataAt: Promise<number> }).__liveDataAt,
        ),
      );
      await context.close();
    }
    return median(times);
  } finally {
    await browser.close();
  }
}
