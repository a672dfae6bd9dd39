import { DEVICE_HEADER } from '../../../protocol/http';
import { QUIZ_PING_EVENT, type QuizLive } from '../../../protocol/quiz';
import { deviceFor } from '../../test/devices';
import { connectMany, jsonCall, openSocket, type BenchSocket } from '../support/connect';

/** When each phone first heard a state `matches` accepted (Date.now(): the server's clock too). */
export class Arrivals {
  private readonly at: (number | undefined)[];
  private heard = 0;

  constructor(
    phones: number,
    private readonly matches: (live: QuizLive) => boolean,
  ) {
    this.at = new Array<number | undefined>(phones);
  }

  hear(phone: number, live: QuizLive, arrived: number): void {
    if (this.at[phone] !== undefined || !this.matches(live)) return;
    this.at[phone] = arrived;
    this.heard += 1;
  }

  get complete(): boolean {
    return this.heard === this.at.length;
  }

  get count(): number {
    return this.heard;
  }

  /** Each arrival's delay after `since`, sorted. */
  latencies(since: number): number[] {
    return this.at.filter((at): at is number => at !== undefined).map((at) => at - since).sort((a, b) => a - b);
  }
}

/**
 * N guests' phones: each an issued device identity, a real Socket.IO client on `quiz` that
 * acknowledges the server's pings (the one-way delay its answers are timed with), joined through
 * quizApi.join under a name of its own. Every state each one hears goes to the listening Arrivals.
 */
export class Phones {
  private listening: Arrivals[] = [];

  private constructor(
    private readonly url: string,
    readonly identities: string[],
    private readonly sockets: BenchSocket[],
  ) {}

  static async connect(url: string, count: number): Promise<Phones> {
    const identities: string[] = [];
    const phones = new Phones(url, identities, []);
    const opened = await connectMany(count, async (index) => {
      const identity = await deviceFor(url, `bench-quiz-phone-${index.toString().padStart(6, '0')}`);
      identities[index] = identity;
      return openSocket(url, ['quiz'], {
        auth: { deviceId: identity },
        who: `phone ${index}`,
        listen: (socket) => {
          socket.on('quiz:state', (live) => {
            const arrived = Date.now();
            for (const arrivals of phones.listening) arrivals.hear(index, live, arrived);
          });
          socket.on(QUIZ_PING_EVENT, (ack) => ack());
        },
      });
    });
    phones.sockets.push(...opened.sockets);
    return phones;
  }

  get count(): number {
    return this.sockets.length;
  }

  /** Starts recording the states `matches` accepts (stops with `stop`). */
  listen(matches: (live: QuizLive) => boolean): Arrivals {
    const arrivals = new Arrivals(this.count, matches);
    this.listening.push(arrivals);
    return arrivals;
  }

  stop(arrivals: Arrivals): void {
    this.listening = this.listening.filter((entry) => entry !== arrivals);
  }

  /** Every phone joins the open run, 50 at a time; answers the refusals' statuses. */
  async joinAll(): Promise<string[]> {
    const refused: string[] = [];
    for (let start = 0; start < this.count; start += 50) {
      await Promise.all(
        this.identities.slice(start, start + 50).map(async (identity, offset) => {
          const response = await jsonCall(`${this.url}/api/quiz/players`, 'POST',
            { name: `Guest ${start + offset + 1}` }, { [DEVICE_HEADER]: identity });
          if (response.status !== 200) refused.push(`${response.status} ${await response.text()}`);
          else await response.arrayBuffer();
        }),
      );
    }
    return refused;
  }

  /** Phone `index` answers; resolves with the status (0 when the request failed). */
  async answer(index: number, body: { runId: string; questionIndex: number; choice: number }): Promise<number> {
    try {
      const response = await jsonCall(`${this.url}/api/quiz/answers`, 'POST', body, {
        [DEVICE_HEADER]: this.identities[index]!,
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 0;
    }
  }

  close(): void {
    for (const socket of this.sockets) socket.disconnect();
  }
}
