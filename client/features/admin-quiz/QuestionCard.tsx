import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2, X } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { QUIZ_LIMITS, type QuizPicture } from '../../../protocol/quiz';
import { BilingualField } from '../../lib/bilingual-field';
import { InputField } from '../../lib/form-field';
import { messageText } from '../../lib/error-text';
import { Button } from '../../lib/ui/button';
import { useStrings } from '../../lib/use-strings';
import { PictureField } from './PictureField';
import { answerLetter, type QuizFields, type QuizForm } from './quiz-form';
import './strings';

type Props = {
  form: QuizForm;
  field: QuizFields;
  index: number;
  count: number;
  /** The row's stable key (ids stay with the question through reorders). */
  rowKey: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** The drag handle's listeners and attributes (dnd-kit's useSortable). */
  handle: HTMLAttributes<HTMLButtonElement>;
  previews: Record<string, string>;
  onPicture: (picture: QuizPicture | null, previewUrl?: string) => void;
};

/** One question: its text in both languages, 2 to 4 answers with the right one, time and picture. */
export function QuestionCard({
  form,
  field,
  index,
  count,
  rowKey,
  onMove,
  onRemove,
  handle,
  ...picture
}: Props) {
  const { t } = useStrings('admin-quiz');
  const number = index + 1;
  const base = `questions.${index}` as const;
  const answers = useFieldArray({ control: form.control, name: `${base}.answers` });
  const correct = useWatch({ control: form.control, name: `${base}.correctIndex` });
  const errors = form.formState.errors.questions?.[index];
  const answersError = messageText(errors?.answers?.message ?? errors?.answers?.root?.message);
  const correctError = messageText(errors?.correctIndex?.message);
  const revalidate = form.formState.isSubmitted;

  const setCorrect = (value: number) =>
    form.setValue(`${base}.correctIndex`, value, { shouldDirty: true, shouldValidate: revalidate });
  const removeAnswer = (at: number) => {
    answers.remove(at);
    // The right answer keeps pointing at the same text once the ones before it are gone.
    if (correct !== undefined && correct >= at)
      setCorrect(Math.max(0, correct === at ? 0 : correct - 1));
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="cursor-grab touch-none"
            aria-label={t('editor.drag', { number })}
            {...handle}
          >
            <GripVertical aria-hidden className="size-5" />
          </Button>
          <h4 className="font-semibold text-stone-900">{t('editor.question', { number })}</h4>
        </div>
        <div className="flex gap-2">
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={t('editor.moveUp', { number })}
            title={t('editor.moveUp', { number })}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUp aria-hidden className="size-4" />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={t('editor.moveDown', { number })}
            title={t('editor.moveDown', { number })}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDown aria-hidden className="size-4" />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={t('editor.remove', { number })}
            title={t('editor.remove', { number })}
            disabled={count === 1}
            onClick={() => onRemove(index)}
          >
            <Trash2 aria-hidden className="size-4" />
          </Button>
        </div>
      </div>
      <BilingualField
        legend={t('editor.questionText')}
        name={t('editor.question', { number })}
        english={{ ...field.required(`${base}.text`, ''), maxLength: QUIZ_LIMITS.questionMax }}
        spanish={{ ...field.optional(`${base}.textEs`, ''), maxLength: QUIZ_LIMITS.questionMax }}
        multiline
        rows={2}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold text-stone-900">{t('editor.answers')}</legend>
        {answersError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {answersError}
          </p>
        )}
        {answers.fields.map((answer, at) => {
          const letter = answerLetter(at);
          return (
            <div
              key={answer.id}
              className="grid gap-2 rounded-lg border border-stone-200 p-3 sm:grid-cols-[auto_1fr_auto] sm:items-start"
            >
              <label className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
                <input
                  type="radio"
                  name={`quiz-question-${rowKey}-right`}
                  className="size-5 accent-blush-600"
                  checked={correct === at}
                  onChange={() => setCorrect(at)}
                  aria-label={t('editor.rightLabel', { letter })}
                />
                <span aria-hidden>{correct === at ? t('editor.rightAnswer') : letter}</span>
              </label>
              <BilingualField
                legend={t('editor.answer', { letter })}
                name={`${t('editor.question', { number })}, ${t('editor.answer', { letter })}`}
                className=""
                english={{
                  ...field.required(`${base}.answers.${at}.text`, ''),
                  maxLength: QUIZ_LIMITS.answerMax,
                }}
                spanish={{
                  ...field.optional(`${base}.answers.${at}.textEs`, ''),
                  maxLength: QUIZ_LIMITS.answerMax,
                }}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`${t('editor.removeAnswer', { letter })} (${t('editor.question', { number })})`}
                disabled={answers.fields.length <= QUIZ_LIMITS.answersMin}
                onClick={() => removeAnswer(at)}
              >
                <X aria-hidden className="size-4" />
              </Button>
            </div>
          );
        })}
        {correctError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {correctError}
          </p>
        )}
        {answers.fields.length < QUIZ_LIMITS.answersMax && (
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => answers.append({ text: '', textEs: '' }, { shouldFocus: false })}
          >
            <Plus aria-hidden />
            {t('editor.addAnswer')}
            <span className="sr-only"> ({t('editor.question', { number })})</span>
          </Button>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <InputField
          {...field.required(`${base}.limitSeconds`, t('editor.seconds'), { valueAsNumber: true })}
          type="number"
          inputMode="numeric"
          min={QUIZ_LIMITS.secondsMin}
          max={QUIZ_LIMITS.secondsMax}
          hint={t('editor.secondsHint')}
        />
        <PictureField form={form} index={index} number={number} {...picture} />
      </div>
    </div>
  );
}
