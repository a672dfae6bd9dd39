import { performance } from 'node:perf_hooks';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../../protocol/events';
import type { LeaderboardEntry, LeaderboardUpdate } from '../../../protocol/leaderboard';

type BenchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export const clock = () => performance.timeOrigin + performance.now();

/**
 * What each of V viewers holds about P players, from the pushes alone (each viewer's total and
 * last-played time per player, in flat typed arrays so 1000 viewers stay small), and when each
 * viewer first held the total a given score produced.
 */
export class ViewerStates {
  private readonly index = new Map<string, number>();
  private readonly totals: Int32Array;
  private readonly lastPlayed: Float64Array;
  /** Per score: the total that score brings its player to. */
  private readonly scoreTotal: Int32Array;
  /** Per player, their scores in order; per (viewer, player), the next one not yet seen. */
  private readonly scoresOfPlayer: number[][];
  private readonly nextScore: Uint16Array;
  /** Per (viewer, score): when the viewer first held that total (NaN: never). */
  readonly heldAt: Float64Array;
  readonly pushCounts: Uint32Array;
  /** Arrival times of every push at viewer 0 (all viewers get the same pushes). */
  readonly firstViewerPushes: number[] = [];

  constructor(
    readonly playerIds: string[],
    readonly viewers: number,
    scores: { player: number; total: number }[],
  ) {
    const players = playerIds.length;
    playerIds.forEach((id, i) => this.index.set(id, i));
    this.totals = new Int32Array(viewers * players).fill(-1);
    this.lastPlayed = new Float64Array(viewers * players);
    this.scoreTotal = Int32Array.from(scores.map((score) => score.total));
    this.scoresOfPlayer = playerIds.map(() => []);
    scores.forEach((score, seq) => this.scoresOfPlayer[score.player]!.push(seq));
    this.nextScore = new Uint16Array(viewers * players);
    this.heldAt = new Float64Array(viewers * scores.length).fill(Number.NaN);
    this.pushCounts = new Uint32Array(viewers);
  }

  private take(viewer: number, entry: LeaderboardEntry, at: number): void {
    const player = this.index.get(entry.id);
    if (player === undefined) return;
    const slot = viewer * this.playerIds.length + player;
    this.totals[slot] = entry.totalScore;
    this.lastPlayed[slot] = Date.parse(entry.lastPlayedAt);
    const queue = this.scoresOfPlayer[player]!;
    let next = this.nextScore[slot]!;
    while (next < queue.length && this.scoreTotal[queue[next]!]! <= entry.totalScore) {
      this.heldAt[viewer * this.scoreTotal.length + queue[next]!] = at;
      next += 1;
    }
    this.nextScore[slot] = next;
  }

  onPush(viewer: number, update: LeaderboardUpdate): void {
    const at = clock();
    this.pushCounts[viewer] = (this.pushCounts[viewer] ?? 0) + 1;
    if (viewer === 0) this.firstViewerPushes.push(at);
    for (const entry of update.changed) this.take(viewer, entry, at);
    for (const entry of update.leaderboard) this.take(viewer, entry, at);
    for (const id of update.removed) {
      const player = this.index.get(id);
      if (player !== undefined) this.totals[viewer * this.playerIds.length + player] = -1;
    }
  }

  /** The viewer's standings, ranked as every screen ranks them (total, who got there first, id). */
  ranking(viewer: number): string[] {
    const players = this.playerIds.length;
    const known: number[] = [];
    for (let i = 0; i < players; i += 1) if (this.totals[viewer * players + i]! >= 0) known.push(i);
    const slot = (i: number) => viewer * players + i;
    known.sort(
      (a, b) =>
        this.totals[slot(b)]! - this.totals[slot(a)]! ||
        this.lastPlayed[slot(a)]! - this.lastPlayed[slot(b)]! ||
        (this.playerIds[a]! < this.playerIds[b]! ? -1 : 1),
    );
    return known.map((i) => this.playerIds[i]!);
  }

  /** The total viewer `viewer` holds for a player (-1: none). */
  totalOf(viewer: number, id: string): number {
    const player = this.index.get(id);
    return player === undefined ? -1 : this.totals[viewer * this.playerIds.length + player]!;
  }
}

/** V real Socket.IO clients over WebSocket, each a projector or phone subscribed to `leaderboard`. */
export async function connectViewers(url: string, states: ViewerStates): Promise<{ close(): void }> {
  const sockets: BenchSocket[] = [];
  const connectOne = async (index: number) => {
    const socket: BenchSocket = connectSocket(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      timeout: 20_000,
    });
    sockets.push(socket);
    socket.on('leaderboard:updated', (update) => states.onPush(index, update));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const result = await socket.timeout(20_000).emitWithAck('subscribe', ['leaderboard']);
    if (!result.subscribed.includes('leaderboard')) throw new Error(`viewer ${index} could not subscribe`);
  };
  const batch = 50;
  for (let start = 0; start < states.viewers; start += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, states.viewers - start) }, (_, offset) => connectOne(start + offset)),
    );
  }
  return {
    close() {
      for (const socket of sockets) socket.disconnect();
    },
  };
}
