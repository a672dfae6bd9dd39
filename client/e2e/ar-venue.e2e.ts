import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { FAKE_CAMERA_ARGS } from '../../server/test/chromium';
import { seriousAccessibilityViolations } from './axe';
import { collectPageErrors, describeE2E, newPage, withAppAndBrowser } from './helpers';

const overlay = (page: Page) => page.getByRole('list', { name: 'Points of Interest' });

async function openArVenue(page: Page, url: string) {
  await page.goto(`${url}/ar-venue`);
  await page.getByRole('heading', { name: 'AR Venue Experience' }).waitFor();
  await page.getByRole('heading', { name: 'Memorial Chapel Garden' }).waitFor();
  await page.getByText('Loading reviews...').waitFor({ state: 'detached' });
}

describeE2E('the AR venue page', () => {
  // Chromium's test camera; a page may use it only where its context was granted the camera.
  const e2e = withAppAndBrowser({ browserArgs: FAKE_CAMERA_ARGS });

  test('lays the markers over the camera, and a review written in AR reaches another page live', async () => {
    const guest = await newPage(e2e.browser, { permissions: ['camera'] });
    const other = await newPage(e2e.browser);
    const errors = [...collectPageErrors(guest), ...collectPageErrors(other)];
    await Promise.all([openArVenue(guest, e2e.app.url), openArVenue(other, e2e.app.url)]);
    await other.getByText('No reviews yet. Be the first!').waitFor();

    // The marker list shows about the first 60 characters of each marker.
    await guest
      .getByText('Where Sofia and Daniel say their vows, under the arch of whi...')
      .waitFor();

    await guest.getByRole('button', { name: 'Start AR' }).click();
    await guest.getByLabel('Camera view').waitFor();
    await guest.waitForFunction(() => {
      const video = document.querySelector('video');
      return Boolean(video && video.readyState >= 2 && video.videoWidth > 0);
    });
    const altar = overlay(guest).getByRole('button', { name: 'Garden Altar' });
    await altar.waitFor();
    expect(await seriousAccessibilityViolations(guest)).toEqual([]);

    // A marker's detail on tap; Close clears it.
    await altar.click();
    const detail = guest.getByRole('region', { name: 'Garden Altar' });
    await detail.getByText('under the arch of white roses', { exact: false }).waitFor();
    await detail.getByRole('button', { name: 'Close' }).click();
    await detail.waitFor({ state: 'detached' });

    // No motion sensor here: dragging the view to the left looks right, so markers move left.
    const before = (await altar.boundingBox())!;
    const view = (await guest
      .locator('[role="presentation"][title="Drag to look around"]')
      .boundingBox())!;
    await guest.mouse.move(view.x + view.width * 0.8, view.y + 20);
    await guest.mouse.down();
    await guest.mouse.move(view.x + view.width * 0.6, view.y + 20, { steps: 5 });
    await guest.mouse.up();
    const after = (await altar.boundingBox())!;
    expect(after.x).toBeLessThan(before.x - view.width * 0.1);

    // A blank comment is refused with the spec's words and nothing is sent.
    await guest.getByLabel('Your Name').fill('Lucía');
    await guest.getByRole('button', { name: 'Submit Review' }).click();
    await guest
      .getByText('Please provide your name and review comment', { exact: true })
      .first()
      .waitFor();

    await guest.getByText('This review will be marked as written in AR.').waitFor();
    await guest.getByLabel('Rating').selectOption('4');
    await guest.getByLabel('Your Review').fill('The garden was magical');
    await guest.getByRole('button', { name: 'Submit Review' }).click();
    await guest.getByText('Review Submitted!', { exact: true }).first().waitFor();

    const review = other.getByRole('article', { name: 'Lucía' });
    await review.waitFor({ timeout: 10_000 });
    await review.getByText('The garden was magical').waitFor();
    await review.getByText('Written in AR').waitFor();
    await other.getByText('Average rating: 4.0 of 5', { exact: false }).waitFor();
    // It is the ceremony's review: the reception has none.
    await other.getByRole('button', { name: 'Reception' }).click();
    await other.getByRole('heading', { name: 'The Dock Street Table' }).waitFor();
    await other.getByText('No reviews yet. Be the first!').waitFor();

    await guest.getByRole('button', { name: 'Stop AR' }).click();
    await guest.getByLabel('Camera view').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await Promise.all([guest.context().close(), other.context().close()]);
  });

  test('a refused camera gets the spec’s toast and the markers without camera, in English and Spanish', async () => {
    const page = await newPage(e2e.browser);
    await openArVenue(page, e2e.app.url);
    await page.getByRole('button', { name: 'Start AR' }).click();
    await page.getByText('Camera Access Required', { exact: true }).first().waitFor();
    await page
      .getByText('Please allow camera access to use AR features', { exact: true })
      .first()
      .waitFor();
    await page
      .getByText('Without the camera: drag the view to look around the markers.', {
        exact: false,
      })
      .waitFor();
    await overlay(page).getByRole('button', { name: 'Garden Altar' }).waitFor();
    expect(await page.getByLabel('Camera view').count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { name: 'La Boda en Realidad Aumentada' }).waitFor();
    await page.getByRole('button', { name: 'Detener RA' }).click();
    await page.getByRole('button', { name: 'Iniciar RA' }).click();
    await page
      .getByText('Permita el acceso a la cámara para usar las funciones de RA', { exact: true })
      .first()
      .waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });
});
