/**
 * `npx tsx server/tools/readme-screenshots.ts`: the README's two pictures, taken from the built app
 * (`npm run build` first) with a database of its own on `MONGODB_URI`, in Chromium (`CHROMIUM_PATH`,
 * default /usr/bin/chromium): a guest's phone on the home page, and the reception's projector wall
 * with a few moments on it. Writes docs/images/home-phone.jpg and docs/images/projector-wall.jpg.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startIsolatedApp } from '../test/built-app';
import { deviceFor } from '../test/devices';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const images = path.join(root, 'docs/images');

const app = await startIsolatedApp({
  root,
  mongoUri: process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/',
  dbPrefix: 'screenshots',
  env: { ADMIN_PASSWORD: 'screenshots only' },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
try {
  const posts = [
    ['Lucía', '¡Qué bonita ceremonia! Mamá no ha parado de llorar 😊'],
    ['Tom', 'The first dance was perfect. Save some cake for us!'],
    ['Abuela Carmen', 'Os quiero mucho. ¡Que viva el amor!'],
  ];
  for (const [guestName, content] of posts) {
    const response = await fetch(`${app.url}/api/live-wedding-moments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-device-id': await deviceFor(app.url, guestName),
      },
      body: JSON.stringify({ guestName, content }),
    });
    if (!response.ok) throw new Error(`posting a moment: ${response.status}`);
  }

  const phone = await browser.newPage({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
  });
  await phone.goto(`${app.url}/`);
  await phone.getByLabel('Your First Name').fill('Ana');
  await phone.getByRole('button', { name: 'Enter Wedding Website' }).click();
  await phone.getByText('Welcome, Ana').first().waitFor();
  // The sign-in toast would cover the navigation bar.
  await phone
    .getByText("Hello Ana! You're now authenticated.", { exact: true })
    .waitFor({ state: 'hidden', timeout: 15_000 });
  await phone.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await phone.evaluate(() => window.scrollTo(0, 0));
  await phone.screenshot({ path: path.join(images, 'home-phone.jpg'), type: 'jpeg', quality: 80 });

  const projector = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await projector.goto(`${app.url}/admin`);
  await projector.getByLabel('Password').fill('screenshots only');
  await projector.getByRole('button', { name: 'Admin Access' }).click();
  await projector.getByRole('tab').first().waitFor();
  await projector.goto(`${app.url}/live`);
  await projector.getByText('Os quiero mucho').first().waitFor();
  await projector.screenshot({
    path: path.join(images, 'projector-wall.jpg'),
    type: 'jpeg',
    quality: 80,
  });
  console.log('wrote docs/images/home-phone.jpg and docs/images/projector-wall.jpg');
} finally {
  await browser.close();
  await app.stop();
}
