import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { TimelineParticipation } from '../../protocol/timeline';
import { seriousAccessibilityViolations } from './axe';
import { collectPageErrors, describeE2E, goOffline, newPage, withAppAndBrowser } from './helpers';
import { enterAsGuest, homeSection, openTimelineAsGuest } from './guest';
import { organizerCookie } from './organizer';
import { overflowsOf } from './layout-checks';
import { jpegFile } from './photo-files';

/** The seeded schedule's event that takes guests' photos (allowPhotoUploads). */
const PHOTO_EVENT = 'Photos with the Couple';
const CAPTION = 'Group photo by the fountain';

describeE2E('photos on the wedding-day timeline', () => {
  const e2e = withAppAndBrowser();

  async function openTimeline(name: string, touch = false): Promise<Page> {
    const page = await openTimelineAsGuest(e2e.browser, e2e.app.url, name, {
      event: PHOTO_EVENT,
      touch,
    });
    await page.getByText(/^Live: new messages and reactions/).waitFor({ timeout: 15_000 });
    return page;
  }

  async function hideAsOrganizer(id: string): Promise<void> {
    const cookie = await organizerCookie(e2e.app.url);
    const hidden = await fetch(`${e2e.app.url}/api/moderation/items/timeline/${id}/hide`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(hidden.status).toBe(200);
  }

  test('a photo shared on one phone’s timeline reaches another phone and the home gallery live; a hide removes it', async () => {
    const home = await newPage(e2e.browser);
    await home.goto(`${e2e.app.url}/#photo-upload`);
    await enterAsGuest(home, 'Carla');
    const gallery = await homeSection(home, 'photo-upload');
    await gallery.getByText('No photos yet. Share the first one!').waitFor({ timeout: 15_000 });
    const ben = await openTimeline('Ben');
    const ana = await openTimeline('Ana', true);
    const errors = [
      ...collectPageErrors(home),
      ...collectPageErrors(ben),
      ...collectPageErrors(ana),
    ];
    const card = (page: Page) => page.getByRole('article', { name: PHOTO_EVENT });

    // Only the event whose organizers allow photos offers it.
    expect(await ana.getByRole('button', { name: 'Share a Photo' }).count()).toBe(1);
    await card(ana).getByRole('button', { name: 'Share a Photo' }).tap();
    const dialog = ana.getByRole('dialog', { name: 'Share a Photo' });
    await dialog.waitFor();
    expect(await dialog.getByLabel(/^Your Name/).inputValue()).toBe('Ana');
    await dialog
      .getByLabel(/^Your photo/)
      .setInputFiles(await jpegFile('fountain.jpg', '#7090c0', { width: 1200, height: 900 }));
    await dialog.getByText('fountain.jpg').waitFor();
    await dialog.getByLabel(/^Caption/).fill(CAPTION);
    expect(await seriousAccessibilityViolations(ana)).toEqual([]);
    expect(await overflowsOf(ana, '[role="dialog"]')).toEqual([]);

    await dialog.getByRole('button', { name: 'Share Photo' }).tap();
    await ana
      .getByText('Your photo has been added to the timeline and the gallery.', { exact: true })
      .waitFor({ timeout: 20_000 });

    // On the other phone's card and in the home page's gallery, with no reload.
    const shown = card(ben).getByRole('img', { name: CAPTION });
    await shown.waitFor({ timeout: 10_000 });
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const tile = gallery.getByRole('button', { name: `Open photo by Ana: ${CAPTION}` });
    await tile.waitFor({ timeout: 10_000 });
    expect(await seriousAccessibilityViolations(ben)).toEqual([]);

    const posted = (await (
      await fetch(`${e2e.app.url}/api/timeline/participations`)
    ).json()) as TimelineParticipation[];
    const photo = posted.find((p) => p.participationType === 'photo' && p.content === CAPTION);
    await hideAsOrganizer(photo!.id);
    for (const page of [ana, ben])
      await card(page)
        .getByRole('img', { name: CAPTION })
        .waitFor({ state: 'detached', timeout: 5_000 });
    await tile.waitFor({ state: 'detached', timeout: 5_000 });
    expect(errors).toEqual([]);

    // Offline, the photo waits on the phone with its caption and is sent once back online.
    await card(ana).getByRole('button', { name: 'Share a Photo' }).tap();
    await goOffline(ana);
    await dialog
      .getByLabel(/^Your photo/)
      .setInputFiles(await jpegFile('cake.jpg', '#c07090', { width: 800, height: 600 }));
    await dialog.getByLabel(/^Caption/).fill('The cake, offline');
    await dialog.getByRole('button', { name: 'Share Photo' }).tap();
    const waiting = card(ana).locator('[data-outbox="waiting"]');
    await waiting.getByText('Waiting to send', { exact: true }).waitFor({ timeout: 10_000 });
    await waiting.getByRole('img', { name: 'Waiting to send: cake.jpg' }).waitFor();
    await ana.context().setOffline(false);
    await card(ben).getByRole('img', { name: 'The cake, offline' }).waitFor({ timeout: 20_000 });
    await waiting.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await card(ben).getByRole('img', { name: 'The cake, offline' }).count()).toBe(1);
  });
});
