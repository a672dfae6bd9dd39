import { useStrings } from '../../../lib/use-strings';
import type { ContentSource } from '../../../../protocol/game-content';
import type { GameSession } from '../../../../protocol/games';
import '../strings';

/** What a game the server generated for this guest (a bingo board, a trivia set) is opened with. */
export type GeneratedGameProps = {
  session: GameSession;
  /** Who produced the game's content (said under the title: nothing claims AI when none ran). */
  source?: ContentSource;
  onClose: () => void;
};

/** The line under a generated game's title saying who produced its content. */
export function ContentSourceNote({ source }: { source?: ContentSource }) {
  const { t } = useStrings('games');
  if (!source) return null;
  return <p className="text-xs text-stone-500">{t(`source.${source}`)}</p>;
}
