import type { QuizAnswered, QuizRoster, QuizRun } from '../../../protocol/quiz';
import { Localized } from '../../lib/localized';
import { useDocumentTitle } from '../../lib/ui/use-document-title';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';
import { useStrings } from '../../lib/use-strings';
import '../live-wall/live-wall.css';
import { useLanguageFromUrl } from '../live-wall/useLanguageFromUrl';
import { usePublicUrl } from '../live-wall/useLiveWallConfig';
import { useScreenWakeLock } from '../live-wall/useWakeLock';
import { WallConnectionBadge } from '../live-wall/WallConnectionBadge';
import { useWeddingSettings } from '../wedding/useWeddingSettings';
import './live-quiz.css';
import { QuizLobby } from './QuizLobby';
import { QuizPodium } from './QuizPodium';
import { QuizQuestionView } from './QuizQuestionView';
import { QuizRevealChart } from './QuizRevealChart';
import { QuizStandingsView } from './QuizStandingsView';
import { useQuizLive, useQuizScreenPushes } from './useQuizScreen';
import './strings';

/** No quiz open: the couple's names and a calm line, so the screen can stay up all evening. */
function QuizWaiting({ couple }: { couple: string | undefined }) {
  const { t } = useStrings('live-quiz');
  return (
    <main className="flex min-h-0 flex-col items-center justify-center gap-[calc(var(--u)*2)] text-center">
      {couple && (
        <p className="font-serif text-[calc(var(--u)*5)] text-gold-400" data-testid="quiz-couple">
          {couple}
        </p>
      )}
      <h2 className="font-serif text-[calc(var(--u)*4)]">{t('waiting.line')}</h2>
      <p className="text-[calc(var(--u)*2.2)] text-white/85">{t('waiting.hint')}</p>
    </main>
  );
}

function RunPhase({
  run,
  offsetMs,
  roster,
  answered,
  publicUrl,
  reducedMotion,
}: {
  run: QuizRun;
  offsetMs: number;
  roster: QuizRoster | null;
  answered: QuizAnswered | null;
  publicUrl: string;
  reducedMotion: boolean;
}) {
  switch (run.phase) {
    case 'lobby':
      return <QuizLobby run={run} roster={roster} publicUrl={publicUrl} />;
    case 'question':
      return run.question ? (
        <QuizQuestionView
          run={run}
          question={run.question}
          offsetMs={offsetMs}
          answered={answered}
        />
      ) : null;
    case 'reveal':
      return run.question && run.reveal ? (
        <QuizRevealChart question={run.question} reveal={run.reveal} />
      ) : null;
    case 'standings':
      return run.standings ? <QuizStandingsView standings={run.standings} /> : null;
    case 'podium':
      return (
        <QuizPodium
          key={run.id}
          podium={run.podium ?? [null, null, null]}
          reducedMotion={reducedMotion}
        />
      );
  }
}

/**
 * /live/quiz: the reception projector during the live quiz, full-screen 16:9 with no interaction.
 * The server's pushes move it from phase to phase; its countdown runs on the server's clock.
 */
export function LiveQuizPage() {
  const { t } = useStrings('live-quiz');
  useLanguageFromUrl();
  useScreenWakeLock();
  const reducedMotion = usePrefersReducedMotion();
  const live = useQuizLive();
  const run = live.data?.run ?? null;
  const { roster, answered } = useQuizScreenPushes(run?.id);
  const settings = useWeddingSettings();
  const publicUrl = usePublicUrl();
  const couple = settings.data?.couple.displayName;

  useDocumentTitle(t('documentTitle'));

  return (
    <div
      data-phase={run?.phase ?? (live.data ? 'none' : 'loading')}
      className="live-wall fixed inset-0 grid cursor-none grid-rows-[auto_minmax(0,1fr)] gap-[calc(var(--u)*1.5)] overflow-hidden bg-gradient-to-br from-stone-950 via-blush-700 to-stone-950 p-[calc(var(--u)*2)] text-white"
    >
      <header className="flex items-center justify-between gap-[calc(var(--u)*2)]">
        <div className="flex min-w-0 items-baseline gap-[calc(var(--u)*1.5)]">
          <h1 className="shrink-0 font-serif text-[calc(var(--u)*2.6)] leading-tight">
            {run ? <Localized en={run.title} es={run.titleEs} /> : t('title')}
          </h1>
          {run && couple && (
            <p className="truncate font-serif text-[calc(var(--u)*1.8)] text-gold-400">{couple}</p>
          )}
        </div>
        <WallConnectionBadge />
      </header>
      {run && live.data ? (
        <RunPhase
          run={run}
          offsetMs={live.data.offsetMs}
          roster={roster}
          answered={answered}
          publicUrl={publicUrl}
          reducedMotion={reducedMotion}
        />
      ) : live.data ? (
        <QuizWaiting couple={couple} />
      ) : (
        // Still loading (or the server is not reachable yet): the connection badge says which.
        <div />
      )}
    </div>
  );
}
