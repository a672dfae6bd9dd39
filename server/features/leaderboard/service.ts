import mongoose from 'mongoose';
import {
  LEADERBOARD_MAX_CHANGED,
  LEADERBOARD_PUSH_WINDOW_MS,
  LIVE_TOP,
  leaderboardQuerySchema,
  type LeaderboardResponse,
  type LeaderboardRound,
  type LeaderboardUpdate,
  type OrganizerPlayer,
  type PodiumState,
  type RankedEntry,
} from '../../../protocol/leaderboard';
import type { LiveScreenSettings, LiveScreenMode } from '../../../protocol/live-screen';
import { conflict, notFound } from '../../lib/http/errors';
import type { Logger } from '../../lib/logger';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { sessionsScoredSince } from '../games/door';
import { PushCoalescer, type PendingChanges } from './coalescer';
import { GameLeaderboardModel, LeaderboardArchiveModel, LeaderboardSettingsModel } from './model';
import { loadAllRows, loadGameStandings } from './queries';
import { PlayerRecomputer } from './recompute';
import { forgetRound, readSettings, saveSettings, type LeaderboardSettings } from './settings';
import { StandingsCache } from './standings-cache';
import type { Standings } from './standings';

type Query = ReturnType<typeof leaderboardQuerySchema.parse>;

export class LeaderboardService {
  private readonly recomputer: PlayerRecomputer;
  private readonly pushes: PushCoalescer;
  private readonly cache = new StandingsCache();

  constructor(
    private readonly hub: RealtimeHub,
    private readonly logger: Logger,
    options: { severalProcesses: boolean; pushWindowMs?: number },
  ) {
    this.recomputer = new PlayerRecomputer(options.severalProcesses);
    this.pushes = new PushCoalescer(
      options.pushWindowMs ?? LEADERBOARD_PUSH_WINDOW_MS,
      (changes) => this.push(changes),
      (error) => this.logger.error({ err: error }, 'leaderboard push failed'),
    );
  }

  private standings(): Promise<Standings> {
    return this.cache.standings();
  }

  /** Many rows changed (hidden, new round): read them again, then push. */
  private changed(players: string[], reset = false): void {
    this.cache.invalidate();
    this.pushes.add({ players, reset });
  }

  /** A game session's score changed: recompute the player's row, then push (coalesced). */
  async onScored(playerId: string, sessionId?: string): Promise<void> {
    if (!mongoose.isValidObjectId(playerId)) return;
    const { id, row } = await this.recomputer.recompute(playerId, sessionId);
    this.cache.patch(id, row);
    this.pushes.add({ players: [id] });
  }

  async leaderboard(query: Query): Promise<LeaderboardResponse> {
    const standings = query.gameType
      ? await loadGameStandings(query.gameType)
      : await this.standings();
    return {
      leaderboard: standings.top(query.sortBy, query.limit),
      stats: standings.stats(),
      recentActivity: standings.recentActivity(),
    };
  }

  live(): Promise<LeaderboardResponse> {
    return this.leaderboard({ sortBy: 'totalScore', gameType: undefined, limit: LIVE_TOP });
  }

  private async push(changes: PendingChanges): Promise<void> {
    const standings = await this.standings();
    const changed: RankedEntry[] = [];
    const removed: string[] = [];
    for (const id of changes.players) {
      const entry = standings.entry(id);
      // Hidden, or nothing left this round: only the id leaves, never the name or the score.
      if (!entry) removed.push(id);
      else changed.push({ ...entry, rank: standings.rank(id)! });
    }
    changed.sort((a, b) => a.rank - b.rank);
    const update: LeaderboardUpdate = {
      leaderboard: standings.top('totalScore', LIVE_TOP),
      stats: standings.stats(),
      recentActivity: standings.recentActivity(),
      changed: changed.slice(0, LEADERBOARD_MAX_CHANGED),
      changedTruncated: changed.length > LEADERBOARD_MAX_CHANGED,
      removed,
      reset: changes.reset,
      at: new Date().toISOString(),
    };
    this.hub.publish('leaderboard', 'leaderboard:updated', update);
  }

  // --- Podium reveal ---

  private async podiumOf(settings: LeaderboardSettings): Promise<PodiumState> {
    const standings = await this.standings();
    const revealed = settings.podiumOpen ? settings.podiumRevealed : 0;
    // [first, second, third]; third is revealed first.
    const places = [0, 1, 2].map((index) => {
      const shown = revealed >= 3 - index;
      const id = settings.podiumPlayerIds[index];
      return shown && id ? (standings.entry(id) ?? null) : null;
    });
    return { open: settings.podiumOpen, revealed, places };
  }

  async podium(): Promise<PodiumState> {
    return this.podiumOf(await readSettings());
  }

  /** Opens the podium (freezing the top three) or reveals up to `revealed` places. */
  async revealPodium(revealed: number): Promise<PodiumState> {
    const settings = await readSettings();
    const fields: Partial<LeaderboardSettings> = { podiumOpen: true, podiumRevealed: revealed };
    if (!settings.podiumOpen) {
      this.cache.invalidate();
      fields.podiumPlayerIds = (await this.standings()).top('totalScore', 3).map((entry) => entry.id);
    }
    return this.publishPodium(await saveSettings(fields));
  }

  async closePodium(): Promise<PodiumState> {
    return this.publishPodium(
      await saveSettings({ podiumOpen: false, podiumRevealed: 0, podiumPlayerIds: [] }),
    );
  }

  private async publishPodium(settings: LeaderboardSettings): Promise<PodiumState> {
    const state = await this.podiumOf(settings);
    this.hub.publish('leaderboard', 'leaderboard:podium', state);
    return state;
  }

  // --- Rounds ---

  async rounds(): Promise<LeaderboardRound[]> {
    const [settings, standings, archives] = await Promise.all([
      readSettings(),
      this.standings(),
      LeaderboardArchiveModel.find({}).sort({ roundNumber: -1 }).limit(50).lean(),
    ]);
    const current: LeaderboardRound = {
      roundNumber: settings.roundNumber,
      startedAt: settings.roundStartedAt.toISOString(),
      endedAt: null,
      players: standings.stats().totalPlayers,
      top: standings.top('totalScore', 3),
    };
    const archived = archives.map<LeaderboardRound>((archive) => {
      const visible = archive.standings.filter((row) => !row.hidden);
      return {
        roundNumber: archive.roundNumber,
        startedAt: archive.startedAt.toISOString(),
        endedAt: archive.endedAt.toISOString(),
        players: visible.length,
        top: [...visible]
          .sort((a, b) => (b.totalScore ?? 0) - (a.totalScore ?? 0))
          .slice(0, 3)
          .map((row) => ({
            id: row.playerId ?? '',
            playerName: row.playerName ?? '',
            nameTag: null,
            totalScore: row.totalScore ?? 0,
            gamesCompleted: row.gamesCompleted ?? 0,
            lastPlayedAt: (row.lastPlayedAt ?? archive.endedAt).toISOString(),
          })),
      };
    });
    return [current, ...archived];
  }

  /**
   * Archives the current standings and starts a new round: sessions scored before now no longer
   * count. The round number is changed conditionally, so a double click starts one round, not two.
   */
  async newRound(): Promise<LeaderboardRound> {
    await LeaderboardSettingsModel.updateOne(
      { _id: 'current' },
      { $setOnInsert: { roundNumber: 1, roundStartedAt: new Date(0) } },
      { upsert: true },
    );
    const settings = await readSettings();
    const now = new Date();
    const claimed = await LeaderboardSettingsModel.updateOne(
      { _id: 'current', roundNumber: settings.roundNumber },
      {
        $set: {
          roundNumber: settings.roundNumber + 1,
          roundStartedAt: now,
          podiumOpen: false,
          podiumRevealed: 0,
          podiumPlayerIds: [],
        },
      },
    );
    forgetRound();
    if (claimed.modifiedCount !== 1) throw conflict('A new round was just started.');
    const rows = await GameLeaderboardModel.find({}).lean();
    const firstPlayed = rows.reduce<Date | undefined>(
      (first, row) => (!first || row.createdAt < first ? row.createdAt : first),
      undefined,
    );
    await LeaderboardArchiveModel.create({
      roundNumber: settings.roundNumber,
      startedAt: settings.roundStartedAt.getTime() > 0 ? settings.roundStartedAt : (firstPlayed ?? now),
      endedAt: now,
      standings: rows.map((row) => ({
        playerId: row.playerId.toString(),
        playerName: row.playerName,
        playerEmail: row.playerEmail ?? null,
        totalScore: row.totalScore,
        gamesCompleted: row.gamesCompleted,
        lastPlayedAt: row.lastPlayedAt,
        hidden: row.hidden,
      })),
    });
    // Hidden players keep an empty row, so they stay hidden in the new round.
    await GameLeaderboardModel.deleteMany({ hidden: { $ne: true } });
    await GameLeaderboardModel.updateMany({ hidden: true }, { $set: { totalScore: 0, gamesCompleted: 0 } });
    // Sessions scored between the new round's start and the reset lost their rows with it (a score
    // writes only its own session's part of a row): count their players again, from every session.
    const raced = await sessionsScoredSince<{ playerId: mongoose.Types.ObjectId }>(now, { playerId: 1 });
    for (const playerId of new Set(raced.map((session) => session.playerId.toString()))) await this.onScored(playerId);
    this.changed([], true);
    await this.publishPodium(await readSettings());
    return {
      roundNumber: settings.roundNumber + 1,
      startedAt: now.toISOString(),
      endedAt: null,
      players: 0,
      top: [],
    };
  }

  // --- Hiding players ---

  async players(): Promise<OrganizerPlayer[]> {
    const { standings, hidden } = await loadAllRows();
    return standings
      .top('totalScore', 500)
      .map((entry) => ({ ...entry, hidden: hidden.has(entry.id) }));
  }

  async setHidden(id: string, hidden: boolean): Promise<OrganizerPlayer> {
    const result = await GameLeaderboardModel.updateOne({ playerId: id }, { $set: { hidden } });
    if (result.matchedCount === 0) throw notFound('Player not found on the leaderboard');
    this.changed([id]);
    const settings = await readSettings();
    if (settings.podiumOpen && settings.podiumPlayerIds.includes(id)) await this.publishPodium(settings);
    const player = (await this.players()).find((entry) => entry.id === id);
    if (!player) throw notFound('Player not found on the leaderboard');
    return player;
  }

  // --- What /live shows ---

  async liveScreen(): Promise<LiveScreenSettings> {
    const settings = await readSettings();
    return { mode: settings.liveMode as LiveScreenMode, rotateSeconds: settings.liveRotateSeconds };
  }

  async saveLiveScreen(screen: LiveScreenSettings): Promise<LiveScreenSettings> {
    await saveSettings({ liveMode: screen.mode, liveRotateSeconds: screen.rotateSeconds });
    const saved = await this.liveScreen();
    this.hub.publish('live', 'live:screen', saved);
    return saved;
  }
}
