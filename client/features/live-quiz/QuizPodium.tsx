import { useEffect, useState } from 'react';
import type { QuizPlayerStanding } from '../../../protocol/quiz';
import { cn } from '../../lib/ui/cn';
import { useStrings } from '../../lib/use-strings';
import '../leaderboard/projector/projector.css';
import { celebrate } from '../leaderboard/projector/celebrate';
import { FIRST_PLACE_PAUSE_MS } from '../leaderboard/projector/PodiumOverlay';
import { ProjectorMedal } from '../leaderboard/projector/ProjectorMedal';
import './strings';

/** Third place shows at once, second after this, first after the leaderboard's longer pause. */
export const PODIUM_STEP_MS = 1200;

const heights = ['h-[calc(var(--u)*16)]', 'h-[calc(var(--u)*11)]', 'h-[calc(var(--u)*8)]'];
const labels = ['first', 'second', 'third'] as const;

/**
 * How many places are shown, from third up: all three at once when the system asks for less
 * motion; otherwise one by one, first place with confetti, as the leaderboard's podium reveal.
 */
function useRevealedPlaces(reducedMotion: boolean): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (reducedMotion) return;
    const second = setTimeout(() => setShown(2), PODIUM_STEP_MS);
    const first = setTimeout(() => {
      setShown(3);
      void celebrate().catch(() => undefined);
    }, PODIUM_STEP_MS + FIRST_PLACE_PAUSE_MS);
    return () => {
      clearTimeout(second);
      clearTimeout(first);
    };
  }, [reducedMotion]);
  return reducedMotion ? 3 : shown;
}

function Place({
  index,
  player,
  revealed,
}: {
  index: number;
  player: QuizPlayerStanding | null;
  revealed: boolean;
}) {
  const { t } = useStrings('live-quiz');
  return (
    <div
      className="flex w-[calc(var(--u)*26)] flex-col items-center justify-end gap-[calc(var(--u)*1)]"
      data-testid={`podium-${labels[index]}`}
    >
      <div className="flex min-h-[calc(var(--u)*12)] flex-col items-center justify-end text-center">
        {!revealed ? (
          <p
            className="podium-suspense text-[calc(var(--u)*4)] font-bold text-white/80"
            aria-hidden
          >
            ?
          </p>
        ) : player ? (
          <div className="live-wall-enter">
            <p
              className="line-clamp-2 break-words text-[calc(var(--u)*3.2)] font-bold leading-tight"
              data-testid="podium-name"
            >
              {player.name}
              {player.nameTag && <span className="ml-[0.3em] text-white/75">{player.nameTag}</span>}
            </p>
            {player.tableName && (
              <p className="text-[calc(var(--u)*2)] text-white/85">{player.tableName}</p>
            )}
            <p className="text-[calc(var(--u)*2.2)] font-semibold text-gold-400">
              {t('podium.points', { count: player.score })}
            </p>
          </div>
        ) : (
          <p className="text-[calc(var(--u)*2.4)] text-white/80">{t('podium.nobody')}</p>
        )}
      </div>
      <div
        className={cn(
          'flex w-full flex-col items-center justify-start rounded-t-[calc(var(--u)*1)] bg-white/15 pt-[calc(var(--u)*1)]',
          heights[index],
        )}
      >
        <ProjectorMedal place={(index + 1) as 1 | 2 | 3} className="h-[calc(var(--u)*5)] w-auto" />
        <span className="mt-[calc(var(--u)*0.5)] text-[calc(var(--u)*1.8)] font-semibold">
          {t(`podium.${labels[index]}`)}
        </span>
      </div>
    </div>
  );
}

/**
 * The end of the quiz: the top three on their steps, revealed from third to first. The page keys
 * it by run, so another quiz's podium starts its reveal again.
 */
export function QuizPodium({
  podium,
  reducedMotion,
}: {
  podium: readonly (QuizPlayerStanding | null)[];
  reducedMotion: boolean;
}) {
  const { t } = useStrings('live-quiz');
  const shown = useRevealedPlaces(reducedMotion);
  const [first, second, third] = podium;
  return (
    <main
      aria-labelledby="quiz-podium-title"
      data-testid="quiz-podium"
      data-revealed={shown}
      className="flex min-h-0 flex-col items-center justify-center gap-[calc(var(--u)*3)]"
    >
      <h2 id="quiz-podium-title" className="font-serif text-[calc(var(--u)*4.5)] text-gold-400">
        {t('podium.title')}
      </h2>
      <div className="flex items-end gap-[calc(var(--u)*2)]" aria-live="polite">
        <Place index={1} player={second ?? null} revealed={shown >= 2} />
        <Place index={0} player={first ?? null} revealed={shown >= 3} />
        <Place index={2} player={third ?? null} revealed={shown >= 1} />
      </div>
    </main>
  );
}
