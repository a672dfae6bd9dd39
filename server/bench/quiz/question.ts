import type { QuizLive } from '../../../protocol/quiz';
import { closeTimeOf } from '../../features/quiz/clock';
import { seeded, sleep } from '../support/local';
import type { Arrivals, Phones } from './phones';
import type { BenchHost } from './host';
import type { ServerFigures } from './ipc';
import type { QuizServer } from './server-control';

/** What one question measured. */
export interface QuestionFigures {
  /** Answers sent before the question's close, and of those the ones the server accepted (202). */
  sentBeforeClose: number;
  acceptedBeforeClose: number;
  /** Answers sent after the close (a phone the bench could not keep on time), accepted or not. */
  sentAfterClose: number;
  /** Every answer that was not a 202, by status ('0': no answer). */
  refused: Map<string, number>;
  /**
   * The reveal reaching each phone: from the moment the server counts the answers (close + grace
   * + settle), and from its publish (the fan-out alone, as the bare broadcast is timed).
   */
  reveal: { fromCount: number[]; fromPublish: number[]; phones: number };
  /** From a bare broadcast of the same state leaving the server to each phone. */
  bare: { latencies: number[]; expected: number };
  server: { answers: ServerFigures; reveal: ServerFigures; bare: ServerFigures[] };
}

/** Resolves once `arrivals` has heard every phone, or `ms` have passed. */
async function heardByAll(arrivals: Arrivals, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!arrivals.complete && Date.now() < deadline) await sleep(5);
}

/**
 * One question: the host asks it; once every phone has it, each answers at its moment of a
 * `burstMs` burst (a seeded random choice); the server's clock closes it and reveals the answer;
 * then the same reveal is sent `bareBroadcasts` times straight to the room. The server's CPU is
 * read for the burst up to the count, for the reveal's fan-out and for each bare broadcast.
 */
export async function measureQuestion(options: {
  server: QuizServer;
  host: BenchHost;
  phones: Phones;
  questionIndex: number;
  burstMs: number;
  bareBroadcasts: number;
}): Promise<QuestionFigures> {
  const { server, host, phones, questionIndex: index } = options;
  const asked = phones.listen((live) => live.run?.phase === 'question' && live.run.questionIndex === index);
  const revealed = phones.listen((live) => live.run?.phase === 'reveal' && live.run.questionIndex === index);
  await server.phaseStart();
  const { run } = await host.act(index === 0 ? 'start' : 'next');
  if (!run?.closesAt || run.questionIndex !== index) throw new Error(`question ${index} was not asked`);
  const closesAt = Date.parse(run.closesAt);
  const countedAt = closeTimeOf(new Date(closesAt));
  await heardByAll(asked, closesAt - Date.now());
  phones.stop(asked);

  const random = seeded(index + 1);
  const burstStart = Date.now();
  const sent: { at: number; status: Promise<number> }[] = [];
  for (let phone = 0; phone < phones.count; phone += 1) {
    const wait = burstStart + (phone / phones.count) * options.burstMs - Date.now();
    if (wait > 0) await sleep(wait);
    const choice = Math.floor(random() * 4);
    sent.push({ at: Date.now(), status: phones.answer(phone, { runId: run.id, questionIndex: index, choice }) });
  }
  const statuses = await Promise.all(sent.map((answer) => answer.status));
  const refused = new Map<string, number>();
  let sentBeforeClose = 0;
  let acceptedBeforeClose = 0;
  statuses.forEach((status, phone) => {
    const before = sent[phone]!.at < closesAt;
    if (before) sentBeforeClose += 1;
    if (status === 202 && before) acceptedBeforeClose += 1;
    if (status !== 202) refused.set(String(status), (refused.get(String(status)) ?? 0) + 1);
  });

  await sleep(countedAt - Date.now());
  const answersFigures = await server.phaseEnd();
  await server.phaseStart();
  await heardByAll(revealed, 10_000);
  const revealFigures = await server.phaseEnd();
  phones.stop(revealed);

  const publishedAt = await server.revealSentAt(index);
  if (publishedAt === null) throw new Error(`the reveal of question ${index} was not seen leaving`);
  const state: QuizLive = await host.live();
  const bare: QuestionFigures['bare'] = { latencies: [], expected: 0 };
  const bareFigures: ServerFigures[] = [];
  for (let round = 0; round < options.bareBroadcasts; round += 1) {
    const marker = `bare#${index}#${round}`;
    const arrivals = phones.listen((live) => live.run?.title === marker);
    await server.phaseStart();
    const at = await server.bareBroadcast({ ...state, run: state.run && { ...state.run, title: marker } });
    await heardByAll(arrivals, 10_000);
    bareFigures.push(await server.phaseEnd());
    phones.stop(arrivals);
    bare.latencies.push(...arrivals.latencies(at));
    bare.expected += phones.count;
  }
  return {
    sentBeforeClose,
    acceptedBeforeClose,
    sentAfterClose: statuses.length - sentBeforeClose,
    refused,
    reveal: {
      fromCount: revealed.latencies(countedAt),
      fromPublish: revealed.latencies(publishedAt),
      phones: revealed.count,
    },
    bare,
    server: { answers: answersFigures, reveal: revealFigures, bare: bareFigures },
  };
}
