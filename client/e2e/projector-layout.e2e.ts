import { MongoClient, ObjectId } from 'mongodb';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEVICE_HEADER } from '../../protocol/http';
import { deviceFor } from '../../server/test/devices';
import { describeE2E, newPage, withAppAndBrowser } from './helpers';
import { overflowsOf, overlapsOf, saveArtifact, textBelow } from './layout-checks';

/**
 * 32 px at 1080p (1.6667 of the wall's unit): the smallest body text still legible from 5 m.
 * No allowlist: every text on both screens, the connection badge included, is at least this.
 */
const MIN_TEXT_AT_1080P = 32;
const SCREENS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
] as const;

/** The longest player or moment name the app takes (80 characters), accents included. */
const longName = (n: number) =>
  `${n} María José Ñúñez-Fernández de la Peña y Ángeles Ibáñez Ørsted Çelik Dvořák Wœrth`
    .padEnd(80, 'é')
    .slice(0, 80);
const MEDAL_EMOJI = /[\u{1F947}-\u{1F949}]/u;

describeE2E('the projector screens from the back of the room', () => {
  const e2e = withAppAndBrowser();
  let database: MongoClient;
  beforeAll(async () => {
    database = await new MongoClient(e2e.app.mongoUri).connect();
    // Ten players with the longest names and four-digit scores, as stored after a long evening.
    const now = new Date();
    await database
      .db()
      .collection('game_leaderboard')
      .insertMany(
        Array.from({ length: 10 }, (_, index) => {
          const id = new ObjectId();
          return {
            _id: id,
            playerId: id,
            playerName: longName(index + 1),
            playerEmail: null,
            totalScore: 9999 - index * 37,
            gamesCompleted: 7 + index,
            lastPlayedAt: now,
            hidden: false,
            createdAt: now,
          };
        }),
      );
    // Five moments from five phones: long names, long text, hashtags and a place.
    for (let index = 0; index < 5; index++) {
      const response = await fetch(`${e2e.app.url}/api/live-wedding-moments`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [DEVICE_HEADER]: await deviceFor(e2e.app.url, `e2e-projector-layout-${index}`),
        },
        body: JSON.stringify({
          guestName: longName(index + 1),
          content: `Moment ${index + 1}: ${'the first dance under the fairy lights, everyone singing along and crying happy tears '.repeat(4)}`,
          hashtags: ['JustMarried', 'FirstDance', 'BestDayEver', 'LoveWins'],
          location: 'The old oak terrace beside the vineyard, past the fountain',
        }),
      });
      expect(response.status).toBe(201);
    }
  });
  afterAll(() => database?.close());

  async function open(path: string, viewport: { width: number; height: number }): Promise<Page> {
    const page = await newPage(e2e.browser, { viewport, reducedMotion: 'reduce' });
    await page.goto(`${e2e.app.url}${path}`);
    await page.locator('[data-connection="live"]').waitFor({ timeout: 15_000 });
    await page.evaluate(() => document.fonts.ready);
    return page;
  }

  for (const screen of SCREENS) {
    const size = `${screen.width}x${screen.height}`;
    const minPx = (MIN_TEXT_AT_1080P * screen.height) / 1080;

    test(`/live/leaderboard at ${size}: ten long names stay in their rows, legible, with drawn medals`, async () => {
      for (const lang of ['en', 'es']) {
        const page = await open(`/live/leaderboard?lang=${lang}`, screen);
        const rows = page.getByTestId('projector-row');
        await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(10);
        await expect.poll(() => rows.first().getByTestId('projector-score').textContent()).toBe('9999');
        await saveArtifact(page, `leaderboard-${lang}-${size}`);

        // Each row holds its rank, name, games and score; no row runs into the next.
        expect(await overflowsOf(page, '[data-testid="projector-row"]')).toEqual([]);
        expect(await overlapsOf(page, '[data-testid="projector-row"]')).toEqual([]);
        expect(await overflowsOf(page, '[data-testid="projector-list"], aside, header')).toEqual([]);
        // The 80-character name is cut with an ellipsis; the score is whole.
        const boxes = await rows.evaluateAll((items) =>
          items.map((row) => {
            const name = row.querySelector<HTMLElement>('[data-testid="projector-name"]')!;
            const score = row.querySelector<HTMLElement>('[data-testid="projector-score"]')!;
            return {
              nameCut: name.scrollWidth > name.clientWidth && getComputedStyle(name).textOverflow === 'ellipsis',
              scoreWhole: score.scrollWidth <= score.clientWidth && /^\d{4}$/.test(score.textContent ?? ''),
            };
          }),
        );
        expect(boxes).toEqual(Array(10).fill({ nameCut: true, scoreWhole: true }));

        expect(await textBelow(page, minPx)).toEqual([]);

        // Medals are drawn, not emoji a projector laptop may lack, and named for screen readers.
        expect(await page.locator('body').innerText()).not.toMatch(MEDAL_EMOJI);
        const medals = ['Gold medal, 1st place', 'Silver medal, 2nd place', 'Bronze medal, 3rd place'];
        const medalsEs = ['Medalla de oro, 1.er puesto', 'Medalla de plata, 2.º puesto', 'Medalla de bronce, 3.er puesto'];
        for (const [index, label] of (lang === 'en' ? medals : medalsEs).entries()) {
          const medal = rows.nth(index).getByRole('img', { name: label });
          expect(await medal.evaluate((node) => node.tagName.toLowerCase())).toBe('svg');
          expect((await medal.boundingBox())!.height).toBeGreaterThan(minPx);
        }
        expect(await rows.nth(3).getByRole('img').count()).toBe(0);
        await page.context().close();
      }
    }, 60_000);

    test(`/live at ${size}: moments, names, stats and the join panel are legible and fit their boxes`, async () => {
      const page = await open('/live', screen);
      await expect.poll(() => page.locator('article').count(), { timeout: 10_000 }).toBe(5);
      await page.getByText(/5 moments/).waitFor();
      await saveArtifact(page, `live-wall-${size}`);

      expect(await textBelow(page, minPx)).toEqual([]);
      expect(await overflowsOf(page, 'article, aside, header, main')).toEqual([]);
      // No line of a moment and no tag is cut in half: shown whole or not at all.
      const cuts = await page.locator('article').evaluateAll((articles) =>
        articles.flatMap((article) => {
          const text = article.querySelector('p')!;
          const lines = text.clientHeight / parseFloat(getComputedStyle(text).lineHeight);
          const list = article.querySelector('ul')!.getBoundingClientRect();
          const halfTags = [...article.querySelectorAll('li')].filter((tag) => {
            const box = tag.getBoundingClientRect();
            return box.top < list.bottom - 0.5 && box.bottom > list.bottom + 0.5;
          });
          return [
            ...(Math.abs(lines - Math.round(lines)) > 0.1 ? [`${lines.toFixed(2)} lines`] : []),
            ...halfTags.map((tag) => `half of ${tag.textContent}`),
          ];
        }),
      );
      expect(cuts).toEqual([]);
      await page.context().close();
    }, 60_000);
  }
});
