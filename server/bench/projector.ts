/**
 * `npm run bench -- projector [--minutes 20] [--players 200] [--games-per-second 1] [--round-minutes 5]
 *   [--sample-seconds 30]`
 *
 * Whether the reception's projector keeps flat memory over hours. The built app in its own process,
 * headless Chromium on `/live/leaderboard` at 1920×1080 (never touched or reloaded), and an evening
 * played against it: P guests' phones complete trivia games over HTTP at R games a second (open
 * loop), and at the end of every round the organizer reveals the podium (3rd, 2nd, 1st, close),
 * starts a new round, and hides then shows the leader, all through the real endpoints.
 * Every S seconds it forces a garbage collection in the page and samples its JS heap, DOM nodes and
 * event listeners over the DevTools protocol. It prints the samples, the growth per hour over the
 * second half of the run (after warm-up), and checks at the end that the page still shows the
 * server's leader, was never reloaded and logged no error.
 */
import { randomBytes } from 'node:crypto';
import { chromium } from 'playwright-core';
import { ensureBuilt } from '../lib/build';
import { CHROMIUM_ARGS, findChromium } from '../test/chromium';
import { PageMemory, slopePerHour, type PageMemorySample } from './projector/page-memory';
import { GuestPhones, OrganizerDesk } from './projector/reception';
import { benchMongo, projectRoot, startBenchApp } from './support/app';
import { sleep } from './support/local';

interface Options {
  minutes: number;
  players: number;
  gamesPerSecond: number;
  roundMinutes: number;
  sampleSeconds: number;
}

const USAGE = 'use --minutes 20 --players 200 --games-per-second 1 --round-minutes 5 --sample-seconds 30';

function parseOptions(args: string[]): Options {
  const options: Options = { minutes: 20, players: 200, gamesPerSecond: 1, roundMinutes: 5, sampleSeconds: 30 };
  const names: Record<string, keyof Options> = {
    '--minutes': 'minutes',
    '--players': 'players',
    '--games-per-second': 'gamesPerSecond',
    '--round-minutes': 'roundMinutes',
    '--sample-seconds': 'sampleSeconds',
  };
  for (let i = 0; i < args.length; i += 2) {
    const key = names[args[i]!];
    const value = Number(args[i + 1]);
    if (!key) throw new Error(`unknown option ${args[i]}; ${USAGE}`);
    if (!(value > 0) || !Number.isFinite(value)) throw new Error(`${args[i]}: a positive number; ${USAGE}`);
    options[key] = value;
  }
  if (!Number.isInteger(options.players)) throw new Error('--players: a whole number');
  return options;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const minutesOf = (sample: PageMemorySample) => (sample.atMs / 60_000).toFixed(1);

function printSamples(samples: PageMemorySample[]): void {
  console.log('\n  minute   JS heap used   DOM nodes   listeners   documents');
  for (const sample of samples) {
    console.log(
      `  ${minutesOf(sample).padStart(6)}   ${mb(sample.jsHeapUsedBytes).padStart(12)}   ${String(sample.domNodes).padStart(9)}   ` +
        `${String(sample.jsEventListeners).padStart(9)}   ${String(sample.documents).padStart(9)}`,
    );
  }
}

function printGrowth(samples: PageMemorySample[]): void {
  const warm = samples.slice(Math.floor(samples.length / 2));
  const range = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)}`;
  const heaps = warm.map((sample) => sample.jsHeapUsedBytes);
  console.log(`\nSecond half of the run (${warm.length} samples, from minute ${minutesOf(warm[0]!)}):`);
  console.log(`  JS heap used ${mb(Math.min(...heaps))}–${mb(Math.max(...heaps))}, growth ${mb(slopePerHour(warm, (s) => s.jsHeapUsedBytes))} per hour`);
  console.log(`  DOM nodes ${range(warm.map((s) => s.domNodes))}, growth ${slopePerHour(warm, (s) => s.domNodes).toFixed(0)} per hour`);
  console.log(`  event listeners ${range(warm.map((s) => s.jsEventListeners))}, growth ${slopePerHour(warm, (s) => s.jsEventListeners).toFixed(0)} per hour`);
}

export default async function projector(args: string[]): Promise<void> {
  const options = parseOptions(args);
  const chromiumPath = findChromium();
  if (!('path' in chromiumPath)) throw new Error(`The projector bench needs Chromium: ${chromiumPath.missing}`);
  if (ensureBuilt(projectRoot, { quiet: true })) console.log('Built the app (npm run build).');

  const adminPassword = randomBytes(12).toString('hex');
  const mongo = await benchMongo();
  const app = await startBenchApp(mongo.uri, { env: { ADMIN_PASSWORD: adminPassword } });
  const browser = await chromium.launch({ executablePath: chromiumPath.path, headless: true, args: CHROMIUM_ARGS });
  const phones = new GuestPhones(app.url, options.players);
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && pageErrors.push(message.text())));
    let loads = 0;
    page.on('load', () => void (loads += 1));
    await page.goto(`${app.url}/live/leaderboard`);
    await page.locator('[data-connection="live"]').waitFor({ timeout: 30_000 });
    const memory = await PageMemory.attach(page);
    const organizer = await OrganizerDesk.signIn(app.url, adminPassword);

    console.log(
      `Projector on /live/leaderboard (1920×1080) for ${options.minutes} min: ${options.players} guests, ` +
        `${options.gamesPerSecond} trivia games a second, podium + new round + a hidden leader every ${options.roundMinutes} min.`,
    );
    const samples: PageMemorySample[] = [await memory.sample()];
    phones.start(options.gamesPerSecond);
    const endAt = Date.now() + options.minutes * 60_000;
    let nextSample = Date.now() + options.sampleSeconds * 1000;
    let nextRound = Date.now() + options.roundMinutes * 60_000;
    let rounds = 0;
    while (Date.now() < endAt) {
      await sleep(Math.max(0, Math.min(nextSample, nextRound, endAt) - Date.now()));
      if (Date.now() >= nextRound && Date.now() < endAt) {
        await organizer.hideLeaderFor(5_000);
        await organizer.revealPodium(3_000);
        await organizer.newRound();
        rounds += 1;
        nextRound += options.roundMinutes * 60_000;
      }
      if (Date.now() >= nextSample) {
        const sample = await memory.sample();
        samples.push(sample);
        process.stdout.write(`  minute ${minutesOf(sample)}: ${mb(sample.jsHeapUsedBytes)}, ${sample.domNodes} nodes, ${phones.gamesCompleted} games\n`);
        // A round's podium can take longer than a sample's interval: no catching up in a burst.
        nextSample = Math.max(nextSample + options.sampleSeconds * 1000, Date.now() + 1000);
      }
    }
    await phones.stop();

    // The page must still be live: after the last scores have settled, its first row is the server's leader.
    await sleep(2_000);
    const leader = await organizer.liveLeader();
    const shown = await page.locator('[data-testid="projector-row"][data-rank="1"]').first().getAttribute('data-player-id', { timeout: 5_000 }).catch(() => null);
    samples.push(await memory.sample());

    printSamples(samples);
    printGrowth(samples);
    console.log(`\nGames completed: ${phones.gamesCompleted} (failed: ${phones.failures.length}${phones.failures[0] ? `, first: ${phones.failures[0]}` : ''}); rounds: ${rounds}`);
    console.log(`Projector's first row is the server's leader: ${leader === undefined ? 'no scores' : shown === leader ? 'yes' : `NO (page ${shown}, server ${leader})`}`);
    console.log(`Page loads: ${loads} (1 = never reloaded); page errors: ${pageErrors.length}${pageErrors[0] ? ` (first: ${pageErrors[0]})` : ''}`);
  } catch (error) {
    console.error(`The app's last output:\n${app.output().slice(-4_000)}`);
    throw error;
  } finally {
    await phones.stop();
    await browser.close();
    await app.stop();
    await mongo.stop();
  }
}
