import { useState } from 'react';
import { useStrings } from '../../../lib/use-strings';
import type { TriviaAnswerResult } from '../../../../protocol/games';
import { TRIVIA_POINTS_PER_ANSWER } from '../../../../protocol/game-content';
import { signalFailure } from '../../../lib/failure-feedback';
import { haptic } from '../../../lib/haptics';
import { TitledDialog } from '../../../lib/ui/dialog';
import { toast } from '../../../lib/ui/use-toast';
import { tellKeptOnPhone, useSessionAction } from '../useGames';
import '../strings';
import { ContentSourceNote, type GeneratedGameProps } from './generated-game';

const letter = (index: number) => String.fromCharCode(65 + index);

/**
 * One question at a time; tapping an option sends it, the server says whether it was right (shown
 * above the next question) and, after the last one, the set's score (spec: the dialog then closes).
 */
export function TriviaDialog({ session, source, onClose }: GeneratedGameProps) {
  const { t } = useStrings('games');
  const questions = session.questions ?? [];
  const [current, setCurrent] = useState(session.answers?.length ?? 0);
  const [lastResult, setLastResult] = useState<TriviaAnswerResult>();
  const answer = useSessionAction();
  const question = questions[current];
  const total = questions.length;

  const choose = async (option: number) => {
    if (answer.isPending) return;
    try {
      const sent = await answer.mutateAsync({
        id: session.id,
        action: { action: 'answer', questionIndex: current, answer: option },
      });
      if (sent.status === 'queued') {
        // Scored once sent; the next question can be answered meanwhile (they go in order).
        tellKeptOnPhone(t);
        setLastResult(undefined);
        if (current + 1 >= total) onClose();
        else setCurrent(current + 1);
        return;
      }
      const scored = sent.result;
      const result = scored.answers?.[current];
      setLastResult(result);
      haptic(result?.correct ? 'success' : 'warning');
      if (scored.completed) {
        toast({
          title: t('toast.triviaTitle'),
          description: t('toast.triviaDescription', {
            score: scored.score,
            total: total * TRIVIA_POINTS_PER_ANSWER,
          }),
        });
        onClose();
        return;
      }
      setCurrent(current + 1);
    } catch {
      signalFailure(t('toast.errorTitle'), t('toast.errorDescription'));
    }
  };

  const previous = lastResult ? questions[lastResult.questionIndex] : undefined;
  return (
    <TitledDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('trivia.title')}
      description={t('trivia.progress', { current: Math.min(current + 1, total), total })}
      note={<ContentSourceNote source={source} />}
    >
      <div
        role="progressbar"
        aria-label={t('trivia.progress', { current: Math.min(current + 1, total), total })}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={current}
        className="h-2 w-full overflow-hidden rounded-full bg-blush-100"
      >
        <div
          className="h-full bg-blush-600 transition-all"
          style={{ width: `${total ? (current / total) * 100 : 0}%` }}
        />
      </div>
      <p aria-live="polite" className="min-h-6 text-base font-medium">
        {lastResult &&
          (lastResult.correct
            ? t('trivia.correct')
            : t('trivia.wrong', { answer: previous?.options[lastResult.correctAnswer] ?? '' }))}
      </p>
      {question && (
        <fieldset className="grid gap-3" disabled={answer.isPending}>
          <legend className="mb-2 text-lg font-semibold text-stone-800">{question.question}</legend>
          {question.options.map((option, index) => (
            <button
              key={`${current}-${index}`}
              type="button"
              onClick={() => void choose(index)}
              className="flex min-h-12 items-center gap-3 rounded-md border border-blush-200 bg-white px-4 py-2 text-left text-base hover:border-blush-500 hover:bg-blush-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-500 disabled:opacity-60"
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blush-100 font-bold text-blush-700">
                {letter(index)}
              </span>
              <span className="sr-only">: </span>
              <span>{option}</span>
            </button>
          ))}
        </fieldset>
      )}
      {answer.isPending && current === total - 1 && (
        <p className="text-sm text-stone-600">{t('trivia.finishing')}</p>
      )}
    </TitledDialog>
  );
}
