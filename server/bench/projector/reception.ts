import { BenchPhone } from '../leaderboard/players';
import { organizerSignIn, seeded, sleep } from '../support/local';

/**
 * Guests playing trivia on their phones through the evening: a game starts every 1/rate seconds
 * (open loop) on the next phone in turn that is not already playing (in turn, so that no phone
 * goes past a guest's write allowance of 20 a minute). Scores only ever come from the games'
 * endpoints, as the projector sees them at a reception.
 */
export class GuestPhones {
  private readonly phones: BenchPhone[];
  private readonly busy = new Set<number>();
  private readonly random = seeded(11);
  private turn = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly running = new Set<Promise<void>>();
  gamesCompleted = 0;
  failures: string[] = [];

  constructor(url: string, players: number) {
    this.phones = Array.from({ length: players }, (_, i) => new BenchPhone(url, `Guest ${i + 1}`, this.random));
  }

  start(gamesPerSecond: number): void {
    this.timer = setInterval(() => this.startGame(), 1000 / gamesPerSecond);
  }

  private startGame(): void {
    const index = this.turn;
    this.turn = (this.turn + 1) % this.phones.length;
    if (this.busy.has(index)) return;
    this.busy.add(index);
    const game = this.phones[index]!.playTrivia()
      .then(() => void (this.gamesCompleted += 1))
      .catch((error: unknown) => void this.failures.push(error instanceof Error ? error.message : String(error)))
      .finally(() => {
        this.busy.delete(index);
        this.running.delete(game);
      });
    this.running.add(game);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all(this.running);
  }
}

/** The organizer's Games tab: the podium at the end of a round, a new round, hiding a name. */
export class OrganizerDesk {
  private constructor(
    private readonly url: string,
    private readonly cookie: string,
  ) {}

  static async signIn(url: string, password: string): Promise<OrganizerDesk> {
    return new OrganizerDesk(url, await organizerSignIn(url, password));
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: { cookie: this.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** 3rd, 2nd, then 1st a few seconds apart, a moment on the winner, then the board again. */
  async revealPodium(pauseMs: number): Promise<void> {
    for (const revealed of [0, 1, 2, 3]) {
      await this.call('PUT', '/api/games/leaderboard/podium', { revealed });
      await sleep(pauseMs);
    }
    await this.call('DELETE', '/api/games/leaderboard/podium');
  }

  async newRound(): Promise<void> {
    await this.call('POST', '/api/games/leaderboard/rounds');
  }

  /** Hides the current leader for a while, as an organizer would an offensive name, then shows it again. */
  async hideLeaderFor(ms: number): Promise<void> {
    const players = await this.call<{ id: string; hidden: boolean; totalScore: number }[]>('GET', '/api/games/leaderboard/players');
    const leader = players.filter((player) => !player.hidden).sort((a, b) => b.totalScore - a.totalScore)[0];
    if (!leader) return;
    await this.call('PUT', `/api/games/leaderboard/players/${leader.id}/hidden`, { hidden: true });
    await sleep(ms);
    await this.call('PUT', `/api/games/leaderboard/players/${leader.id}/hidden`, { hidden: false });
  }

  /** The first row of the live leaderboard, as the server ranks it. */
  async liveLeader(): Promise<string | undefined> {
    const board = await this.call<{ leaderboard: { id: string }[] }>('GET', '/api/games/leaderboard/live');
    return board.leaderboard[0]?.id;
  }
}
