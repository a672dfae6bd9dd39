import {
  type GameSession,
  type GameLanguage,
  type GameType,
  type IssuedBingo,
  type IssuedTrivia,
  type Player,
  type StartGameBody,
  type sessionActionSchema,
} from '../../../protocol/games';
import { BINGO_WIN_SCORE } from '../../../protocol/game-content';
import type { z } from 'zod';
import type { Viewer } from '../../lib/auth/viewer';
import type { DomainEvents } from '../../lib/domain-events';
import { badRequest, isDuplicateKey, notFound } from '../../lib/http/errors';
import {
  awardKeys,
  awardRound,
  awardsOf,
  grantAward,
  revokeAward,
  scoreOf,
} from './awards';
import { loadWeddingFacts, type GameContentGenerator } from './generator';
import { claimedBoard } from './bingo-boards';
import { GameSessionModel, loadSession, type GameSessionDocument } from './model';
import { newBingoSession, newCollectionSession, newTriviaSession } from './new-sessions';
import { findPlayer, findPlayerId, presentPlayer, savePlayer } from './players';
import { presentSession } from './present';
import { RecentRead } from '../../lib/recent-read';
import { retryWhileBusy } from '../../lib/transient-db';
import { runOnce } from '../../lib/idempotency/idempotency';
import { withAnswersOfOpenSets } from './open-trivia-sets';
import { TriviaPlay } from './trivia-play';
import {
  collectionSessionId,
  inCurrentRound,
  itemPoints,
  rescoreCollection,
} from './collection-sessions';
import { SessionTurns } from './session-turns';

type SessionAction = z.output<typeof sessionActionSchema>;
type PlayerInput = { playerName: string; playerEmail: string | null };
type GenerateInput = PlayerInput & { language: GameLanguage };

export const SESSION_NOT_FOUND = 'This game session does not exist.';
const wrongAction = (action: string, gameType: string) =>
  badRequest(`The action ${action} does not apply to a ${gameType} game.`);

export class GamesService {
  private readonly turns: SessionTurns;
  private readonly trivia: TriviaPlay;
  /**
   * The facts boards and sets are drawn from, read at most once a second however many guests start
   * a game: an organizer's edit shows in the next second's games.
   */
  private readonly facts = new RecentRead(loadWeddingFacts);

  constructor(
    private readonly generator: GameContentGenerator,
    private readonly events: DomainEvents,
    options: { severalProcesses: boolean } = { severalProcesses: true },
  ) {
    this.turns = new SessionTurns(options.severalProcesses);
    this.trivia = new TriviaPlay(this.turns, (session) => this.scored(session));
  }

  async savePlayer(body: PlayerInput, viewer: Viewer): Promise<Player> {
    const { player, renamed } = await savePlayer(viewer, body);
    if (renamed) {
      this.trivia.sets.forgetPlayer(player._id);
      // Leaderboard rows show the player's name: a rename re-scores their latest session's row.
      const latest = await GameSessionModel.findOne({ playerId: player._id })
        .sort({ createdAt: -1 })
        .lean<GameSessionDocument>();
      if (latest) await this.scored(latest);
    }
    return presentPlayer(player);
  }

  async mySessions(viewer: Viewer): Promise<GameSession[]> {
    const player = await findPlayer(viewer);
    if (!player) return [];
    const docs = await GameSessionModel.find({ playerId: player._id })
      .sort({ createdAt: -1 })
      .limit(50)
      .lean<GameSessionDocument[]>();
    return (await withAnswersOfOpenSets(docs)).map(presentSession);
  }

  /** The device's photo-challenge or scavenger-hunt game, created on first start. */
  async startCollection(body: StartGameBody & PlayerInput, viewer: Viewer): Promise<GameSession> {
    const { player } = await savePlayer(viewer, body);
    const gameType = body.gameType as GameType;
    const _id = collectionSessionId(player._id, gameType);
    try {
      await GameSessionModel.create(newCollectionSession(_id, player, gameType));
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    return presentSession(await this.turns.run(_id.toString(), () => inCurrentRound(_id)));
  }

  async generateBingo(body: GenerateInput, viewer: Viewer): Promise<IssuedBingo> {
    const { player } = await savePlayer(viewer, body);
    const { items, source } = await this.generator.bingo(await this.facts.get(), body.language);
    const created = await retryWhileBusy(() =>
      GameSessionModel.create(newBingoSession(player, items)),
    );
    return { items, source, session: presentSession(created.toObject() as GameSessionDocument) };
  }

  async generateTrivia(body: GenerateInput, viewer: Viewer): Promise<IssuedTrivia> {
    const { player } = await savePlayer(viewer, body);
    const { questions, source } = await this.generator.trivia(
      await this.facts.get(),
      body.language,
    );
    const created = await retryWhileBusy(() =>
      GameSessionModel.create(newTriviaSession(player, questions)),
    );
    const stored = created.toObject() as GameSessionDocument;
    // Its first answer follows without reading it back.
    this.trivia.sets.keep(stored);
    const session = presentSession(stored);
    return { questions: session.questions ?? [], source, session };
  }

  /**
   * A trivia answer, a bingo claim or a marked item: recorded once per idempotency key (a trivia
   * answer by its own record, which keeps its key; the others by a claim of the key).
   */
  act(
    id: string,
    action: SessionAction,
    viewer: Viewer,
    idempotencyKey?: string,
  ): Promise<GameSession> {
    const run = () => this.turns.run(id, () => this.actNow(id, action, viewer, idempotencyKey));
    if (action.action === 'answer') return run();
    return runOnce(
      { scope: 'games.session-action', key: idempotencyKey, request: { id, action } },
      run,
    );
  }

  private async actNow(
    id: string,
    action: SessionAction,
    viewer: Viewer,
    idempotencyKey?: string,
  ): Promise<GameSession> {
    const playerId = await findPlayerId(viewer);
    // A trivia answer reads the set as this process knows it, unless it does not follow from that.
    const session =
      action.action === 'answer'
        ? await this.trivia.sets.session(id, action.questionIndex)
        : await GameSessionModel.findById(id).lean<GameSessionDocument>();
    // Another device's session answers exactly as a missing one: its existence is not disclosed.
    if (!playerId || !session || !session.playerId.equals(playerId))
      throw notFound(SESSION_NOT_FOUND);
    switch (action.action) {
      case 'claim-bingo':
        if (session.gameType !== 'bingo') throw wrongAction(action.action, session.gameType);
        return this.claimBingo(session, action.checkedCells);
      case 'answer':
        if (session.gameType !== 'trivia') throw wrongAction(action.action, session.gameType);
        return this.trivia.answer(session, action.questionIndex, action.answer, idempotencyKey);
      case 'mark':
        if (session.gameType !== 'photo_challenge' && session.gameType !== 'scavenger_hunt') {
          throw wrongAction(action.action, session.gameType);
        }
        return this.mark(session, action.itemId, action.completed);
    }
  }

  private async scored(
    session: Pick<GameSessionDocument, '_id' | 'playerId' | 'gameType'>,
  ): Promise<void> {
    await this.events.emit('game.scored', {
      playerId: session.playerId.toString(),
      sessionId: session._id.toString(),
      gameType: session.gameType,
    });
  }

  /** A winning claim scores the bingo award (once per round); a replayed claim changes nothing. */
  private async claimBingo(
    session: GameSessionDocument,
    checkedCells: number[],
  ): Promise<GameSession> {
    if (session.completed) return presentSession(session);
    const board = claimedBoard(session, checkedCells);
    const round = await awardRound();
    await grantAward({
      playerId: session.playerId,
      round,
      key: awardKeys.bingo(),
      sessionId: session._id,
      points: BINGO_WIN_SCORE,
    });
    const now = new Date();
    const score = scoreOf(await awardsOf(session._id, round));
    const { matchedCount } = await GameSessionModel.updateOne(this.turns.openSession(session), {
      $set: {
        ...board,
        score,
        completed: true,
        completedAt: now,
        scoredAt: now,
      },
      $inc: { rev: 1 },
    });
    if (matchedCount === 1) await this.scored(session);
    return presentSession(await loadSession(session._id));
  }

  /** Marks or un-marks one item; a replay (already marked, already un-marked) changes nothing. */
  private async mark(
    session: GameSessionDocument,
    itemId: string,
    completed: boolean,
  ): Promise<GameSession> {
    const { key, points } = await itemPoints(session.gameType, itemId, completed);
    const round = await awardRound();
    const changed = completed
      ? await grantAward({ playerId: session.playerId, round, key, sessionId: session._id, points })
      : await revokeAward(session.playerId, round, key);
    if (!changed) return presentSession(await loadSession(session._id));
    await rescoreCollection(session._id, round);
    await this.scored(session);
    return presentSession(await loadSession(session._id));
  }
}
