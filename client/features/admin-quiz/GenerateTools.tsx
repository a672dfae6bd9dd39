import { useQuery } from '@tanstack/react-query';
import { Sparkles, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { QUIZ_LIMITS, type QuizQuestionBody } from '../../../protocol/quiz';
import { translateApi } from '../../../protocol/translate';
import { call, queryKeyOf } from '../../lib/api';
import { serverText } from '../../lib/error-text';
import { signalFailure } from '../../lib/failure-feedback';
import { Button } from '../../lib/ui/button';
import { TitledDialog } from '../../lib/ui/dialog';
import { toast } from '../../lib/ui/use-toast';
import { useStrings } from '../../lib/use-strings';
import { answerLetter } from './quiz-form';
import { useGenerateQuestions } from './useQuizzes';
import './strings-tools';

type Props = {
  /** Questions the quiz still has room for. */
  room: number;
  onAdd: (questions: QuizQuestionBody[]) => void;
};

/**
 * Questions proposed from the wedding's facts (the trivia generator) or by AI where the site has
 * an AI endpoint: shown for review, and only the ticked ones join the quiz being edited.
 */
export function GenerateTools({ room, onAdd }: Props) {
  const { t } = useStrings('admin-quiz');
  const generate = useGenerateQuestions();
  // The site's AI capability, as the translation drafts read it: no AI endpoint, no AI button.
  const capabilities = useQuery({
    queryKey: queryKeyOf(translateApi.capabilities),
    queryFn: () => call(translateApi.capabilities),
  });
  const [drafts, setDrafts] = useState<QuizQuestionBody[] | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());

  const run = (source: 'wedding-facts' | 'ai') =>
    generate.mutate(source, {
      onSuccess: ({ questions }) => {
        setChosen(new Set());
        setDrafts(questions);
      },
      onError: (error) =>
        signalFailure(t('generate.title'), serverText(error) ?? t('generate.failed'), error),
    });
  const toggle = (index: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  const add = () => {
    const picked = (drafts ?? []).filter((_, index) => chosen.has(index)).slice(0, room);
    onAdd(picked);
    toast({ title: t('generate.added', { count: picked.length }) });
    setDrafts(null);
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        variant="outline"
        disabled={generate.isPending || room === 0}
        onClick={() => run('wedding-facts')}
      >
        <Wand2 aria-hidden />
        {generate.isPending && generate.variables === 'wedding-facts'
          ? t('generate.working')
          : t('generate.facts')}
      </Button>
      {capabilities.data?.translation && (
        <Button
          type="button"
          variant="outline"
          disabled={generate.isPending || room === 0}
          onClick={() => run('ai')}
        >
          <Sparkles aria-hidden />
          {generate.isPending && generate.variables === 'ai'
            ? t('generate.working')
            : t('generate.ai')}
        </Button>
      )}
      <TitledDialog
        open={drafts !== null}
        onOpenChange={(open) => !open && setDrafts(null)}
        title={t('generate.title')}
        description={t('generate.description')}
        className="max-w-2xl"
      >
        {drafts?.length === 0 && <p>{t('generate.none')}</p>}
        {chosen.size > room && (
          <p role="alert" className="text-sm text-red-700">
            {t('generate.full', { max: QUIZ_LIMITS.questionsMax })}
          </p>
        )}
        <ul className="grid gap-3">
          {drafts?.map((draft, index) => (
            <li key={index} className="rounded-lg border border-stone-200 p-3">
              <label className="flex items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-1 size-5 accent-blush-600"
                  checked={chosen.has(index)}
                  onChange={() => toggle(index)}
                />
                <span className="grid gap-1">
                  <span className="font-medium text-stone-900">{draft.text}</span>
                  {draft.textEs && (
                    <span lang="es" className="text-sm text-stone-700">
                      {draft.textEs}
                    </span>
                  )}
                </span>
              </label>
              <ol className="ml-8 mt-2 grid gap-1 text-sm text-stone-800">
                {draft.answers.map((answer, at) => (
                  <li
                    key={at}
                    className={
                      at === draft.correctIndex ? 'font-semibold text-green-800' : undefined
                    }
                  >
                    {answerLetter(at)}. {answer.text}
                    {answer.textEs && <span lang="es"> / {answer.textEs}</span>}
                    {at === draft.correctIndex && <> ({t('generate.right')})</>}
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => setDrafts(null)}>
            {t('generate.cancel')}
          </Button>
          <Button type="button" disabled={chosen.size === 0} onClick={add}>
            {t('generate.add', { count: chosen.size })}
          </Button>
        </div>
      </TitledDialog>
    </div>
  );
}
