/**
 * `npm run bench -- quiz [--phones 1000] [--burst 2] [--limit 5] [--questions 1] [--bare 3]
 *   [--timeout 600]`
 *
 * The live quiz's moment of truth: the real server in a child process (against MONGODB_URI, on
 * this machine, or an embedded MongoDB), N phones in this one, each an issued device identity and
 * a Socket.IO client on `quiz` acknowledging the server's pings, joined through quizApi.join. An
 * organizer writes a quiz of four-answer questions (`--limit` seconds each) and hosts it over HTTP
 * as the host page does. For each question:
 *  - once every phone has it, each answers at its moment of a `--burst`-second burst;
 *  - it prints the answers accepted against those sent before the close (target: all);
 *  - the server's clock closes the question and counts the answers at close + 500 ms of grace +
 *    500 ms for writes in flight (server/features/quiz/clock.ts), stores the scores and publishes
 *    the reveal; its delivery to each phone is timed from that count (what the room waits for)
 *    and from the publish (the fan-out alone), p50 and p99;
 *  - the same reveal is then sent `--bare` times straight to the topic's room (no HTTP, no
 *    database, no schema check): the floor, to the same sockets in the same run (target: the
 *    reveal's fan-out p99 ≤ 1.3× the bare broadcast's; the ratio from the count is printed too);
 *  - the server's CPU: during the burst up to the count, during the reveal's fan-out, during a
 *    bare broadcast.
 * Use a small `--phones` (e.g. 100) to check the script; the full scale is 1000.
 */
import { randomBytes } from 'node:crypto';
import { QUIZ_LIMITS } from '../../protocol/quiz';
import { countOption, parseBenchArgs, timeoutOption, type BenchOptionSpecs } from './support/cli';
import { benchDbName, benchRun } from './support/connect';
import { localMongoUri, ms, percentile } from './support/local';
import { BenchHost } from './quiz/host';
import type { ServerFigures } from './quiz/ipc';
import { Phones } from './quiz/phones';
import { measureQuestion, type QuestionFigures } from './quiz/question';
import { QuizServer } from './quiz/server-control';

const OPTIONS = {
  phones: countOption('--phones', 1000, 5000),
  burstSeconds: { flag: '--burst', default: 2, min: 0.1, max: 30, range: '--burst: seconds, 0.1 to 30' },
  limitSeconds: {
    flag: '--limit',
    default: QUIZ_LIMITS.secondsMin,
    min: QUIZ_LIMITS.secondsMin,
    max: QUIZ_LIMITS.secondsMax,
    whole: true,
    range: `--limit: the question's seconds, ${QUIZ_LIMITS.secondsMin} to ${QUIZ_LIMITS.secondsMax}`,
  },
  questions: countOption('--questions', 1, 20),
  bare: countOption('--bare', 3, 20),
  timeoutSeconds: timeoutOption(600),
} satisfies BenchOptionSpecs;

const REVEAL_TARGET = 1.3;

const cpu = (figures: ServerFigures[]) => {
  const cpuMs = figures.reduce((sum, entry) => sum + entry.cpuMs, 0);
  const wallMs = figures.reduce((sum, entry) => sum + entry.wallMs, 0);
  const loop = Math.max(...figures.map((entry) => entry.eventLoopDelayP99Ms));
  return `${cpuMs.toFixed(0)} ms CPU over ${wallMs.toFixed(0)} ms (${wallMs ? ((cpuMs / wallMs) * 100).toFixed(0) : 0} % of a core), event-loop delay p99 ${ms(loop)}`;
};

function report(figures: QuestionFigures[], phones: number): void {
  const sum = (pick: (entry: QuestionFigures) => number) => figures.reduce((n, entry) => n + pick(entry), 0);
  const refused = new Map<string, number>();
  for (const entry of figures) for (const [status, n] of entry.refused) refused.set(status, (refused.get(status) ?? 0) + n);
  const sentBefore = sum((entry) => entry.sentBeforeClose);
  const accepted = sum((entry) => entry.acceptedBeforeClose);
  console.log(
    `answers: ${accepted}/${sentBefore} sent before the close accepted (target: all: ${accepted === sentBefore ? 'met' : 'NOT met'})` +
      `; ${sum((entry) => entry.sentAfterClose)} sent after the close` +
      `; not accepted: ${refused.size ? [...refused].map(([status, n]) => `${n} × ${status}`).join(', ') : 'none'}`,
  );
  const sorted = (pick: (entry: QuestionFigures) => number[]) =>
    figures.flatMap(pick).sort((a, b) => a - b);
  const fromCount = sorted((entry) => entry.reveal.fromCount);
  const fromPublish = sorted((entry) => entry.reveal.fromPublish);
  const bare = sorted((entry) => entry.bare.latencies);
  const line = (name: string, values: number[], expected: number) =>
    console.log(
      `${name}: p50 ${ms(percentile(values, 50))}, p99 ${ms(percentile(values, 99))}, max ${ms(values.at(-1) ?? NaN)} (${values.length}/${expected} deliveries)`,
    );
  line('reveal, from the count to each phone  ', fromCount, figures.length * phones);
  line('reveal, from its publish to each phone', fromPublish, figures.length * phones);
  line('bare broadcast of the same state      ', bare, sum((entry) => entry.bare.expected));
  const ratio = (values: number[], p: number) => percentile(values, p) / percentile(bare, p);
  const fanOut = ratio(fromPublish, 99);
  console.log(
    `reveal's fan-out / bare broadcast: p50 ${ratio(fromPublish, 50).toFixed(2)}×, p99 ${fanOut.toFixed(2)}× (target ≤ ${REVEAL_TARGET}×: ${fanOut <= REVEAL_TARGET ? 'met' : 'NOT met'}); ` +
      `from the count: p99 ${ratio(fromCount, 99).toFixed(2)}× (the close's own work included)`,
  );
  console.log(`server, answer burst to the count: ${cpu(figures.map((entry) => entry.server.answers))}`);
  console.log(`server, reveal's fan-out:          ${cpu(figures.map((entry) => entry.server.reveal))}`);
  console.log(`server, bare broadcasts:           ${cpu(figures.flatMap((entry) => entry.server.bare))}`);
}

export default async function bench(args: string[]): Promise<void> {
  const options = parseBenchArgs(args, OPTIONS);
  const burstMs = options.burstSeconds * 1000;
  if (burstMs >= options.limitSeconds * 1000)
    throw new Error('--burst: shorter than the question (--limit), so that answers arrive before its close');
  const mongoUri = localMongoUri();
  const run = benchRun('quiz', options.timeoutSeconds);
  const password = randomBytes(12).toString('hex');
  const { server, port } = await QuizServer.start(
    run.env(benchDbName('quiz'), mongoUri, { BENCH_ADMIN_PASSWORD: password }),
  );
  run.watch(server.child);
  const url = `http://127.0.0.1:${port}`;
  let phones: Phones | undefined;
  try {
    const host = await BenchHost.signIn(url, password);
    const quizId = await host.createQuiz(options.questions, options.limitSeconds);
    await host.open(quizId);
    phones = await Phones.connect(url, options.phones);
    const refusedJoins = await phones.joinAll();
    if (refusedJoins.length) throw new Error(`${refusedJoins.length} joins refused: ${refusedJoins[0]}`);
    const { run: lobby } = await host.live();
    console.log(
      `quiz bench: ${phones.count} phones joined (${lobby?.players ?? 0} players), ${options.questions} question(s) of ${options.limitSeconds} s, answers within ${options.burstSeconds} s`,
    );
    const cpuAtStart = process.cpuUsage();
    const startedAt = Date.now();
    const figures: QuestionFigures[] = [];
    for (let index = 0; index < options.questions; index += 1) {
      if (index > 0) await host.act('next'); // the reveal → the standings
      figures.push(
        await measureQuestion({ server, host, phones, questionIndex: index, burstMs, bareBroadcasts: options.bare }),
      );
    }
    report(figures, phones.count);
    const used = process.cpuUsage(cpuAtStart);
    const benchPercent = ((used.user + used.system) / 1000 / (Date.now() - startedAt)) * 100;
    console.log(`bench process (the phones): ${benchPercent.toFixed(0)} % of a core (near 100 %, the phones lag)`);
  } finally {
    phones?.close();
    await server.stop();
    run.finish();
  }
}
