import { performance } from 'node:perf_hooks';
import type { LeaderboardEntry, LeaderboardUpdate } from '../../../protocol/leaderboard';
import { connectMany, openSocket } from '../support/connect';

export const clock = () => performance.timeOrigin + performance.now();

/**
 * What each of V viewers holds about P players, from the pushes alone (each viewer's total and
 * last-played time per player, in flat typed arrays so 1000 viewers stay small), and a log of when
 * each viewer's total of each player changed: a score's total is only known once the server has
 * computed it, so when a viewer first held it is looked up afterwards (heldSince).
 */
export class ViewerStates {
  private readonly index = new Map<string, number>();
  private readonly totals: Int32Array;
  private readonly lastPlayed: Float64Array;
  /** Every change of a (viewer, player) total: slot, new total, arrival time, in arrival order. */
  private readonly log: { slot: number[]; total: number[]; at: number[] } = {
    slot: [],
    total: [],
    at: [],
  };
  private bySlot: { start: Int32Array; order: Int32Array } | undefined;
  readonly pushCounts: Uint32Array;
  /** Arrival times of every push at viewer 0 (all viewers get the same pushes). */
  readonly firstViewerPushes: number[] = [];
  /** Every push's delivery: from the server building it (its `at`) to a viewer holding it, in ms. */
  readonly deliveries: number[] = [];

  constructor(
    readonly playerIds: string[],
    readonly viewers: number,
  ) {
    const players = playerIds.length;
    playerIds.forEach((id, i) => this.index.set(id, i));
    this.totals = new Int32Array(viewers * players).fill(-1);
    this.lastPlayed = new Float64Array(viewers * players);
    this.pushCounts = new Uint32Array(viewers);
  }

  /** The player's index, learnt from the server's id for it (the player id comes with its first game). */
  setPlayerId(player: number, id: string): void {
    this.playerIds[player] = id;
    this.index.set(id, player);
  }

  private take(viewer: number, entry: LeaderboardEntry, at: number): void {
    const player = this.index.get(entry.id);
    if (player === undefined) return;
    const slot = viewer * this.playerIds.length + player;
    if (this.totals[slot] !== entry.totalScore) {
      this.log.slot.push(slot);
      this.log.total.push(entry.totalScore);
      this.log.at.push(at);
      this.bySlot = undefined; // indexed again on the next look-up
    }
    this.totals[slot] = entry.totalScore;
    this.lastPlayed[slot] = Date.parse(entry.lastPlayedAt);
  }

  onPush(viewer: number, update: LeaderboardUpdate): void {
    const at = clock();
    this.deliveries.push(Date.now() - Date.parse(update.at));
    this.pushCounts[viewer] = (this.pushCounts[viewer] ?? 0) + 1;
    if (viewer === 0) this.firstViewerPushes.push(at);
    for (const entry of update.changed) this.take(viewer, entry, at);
    for (const entry of update.leaderboard) this.take(viewer, entry, at);
    for (const id of update.removed) {
      const player = this.index.get(id);
      if (player !== undefined) this.totals[viewer * this.playerIds.length + player] = -1;
    }
  }

  /** When viewer `viewer` first held a total of at least `total` for `player` (NaN: never). */
  heldSince(viewer: number, player: number, total: number): number {
    const slots = this.viewers * this.playerIds.length;
    if (!this.bySlot) {
      // Counting sort of the log by slot, keeping arrival order within a slot.
      const start = new Int32Array(slots + 1);
      for (const slot of this.log.slot) start[slot + 1]! += 1;
      for (let i = 0; i < slots; i += 1) start[i + 1]! += start[i]!;
      const next = start.slice(0, slots);
      const order = new Int32Array(this.log.slot.length);
      this.log.slot.forEach((slot, i) => (order[next[slot]!++] = i));
      this.bySlot = { start, order };
    }
    const slot = viewer * this.playerIds.length + player;
    for (let k = this.bySlot.start[slot]!; k < this.bySlot.start[slot + 1]!; k += 1) {
      const i = this.bySlot.order[k]!;
      if (this.log.total[i]! >= total) return this.log.at[i]!;
    }
    return Number.NaN;
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
export async function connectViewers(
  url: string,
  states: ViewerStates,
): Promise<{ close(): void }> {
  return connectMany(states.viewers, (index) =>
    openSocket(url, ['leaderboard'], {
      who: `viewer ${index}`,
      listen: (socket) =>
        socket.on('leaderboard:updated', (update) => states.onPush(index, update)),
    }),
  );
}
