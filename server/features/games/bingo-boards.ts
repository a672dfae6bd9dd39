import { BINGO_CELLS, hasBingo } from '../../../protocol/game-content';
import { badRequest } from '../../lib/http/errors';
import { issuedBingo } from './issued';
import type { GameSessionDocument } from './model';

export const NO_BINGO_YET = 'No bingo yet: check a full row, column or diagonal of your board.';

const checkedItems = (checkedCells: number[]) =>
  Array.from({ length: BINGO_CELLS }, (_, cell) => checkedCells.includes(cell));

/** A bingo session's progress, and its legacy gameData mirror, with these cells checked. */
export function bingoBoard(playerName: string, items: string[], checkedCells: number[]) {
  return {
    progress: { checkedCells: [...checkedCells].sort((a, b) => a - b) },
    gameData: JSON.stringify({ playerName, items, checkedItems: checkedItems(checkedCells) }),
  };
}

/**
 * The board a claim records, checked over the board the server issued (never the client's): a
 * claim without a full row, column or diagonal of it is refused and changes nothing.
 */
export function claimedBoard(session: GameSessionDocument, checkedCells: number[]) {
  const { items } = issuedBingo(session);
  if (items.length !== BINGO_CELLS || !hasBingo(checkedItems(checkedCells)))
    throw badRequest(NO_BINGO_YET);
  return bingoBoard(session.playerName, items, checkedCells);
}
