import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { QUIZ_LIMITS, quizBodySchema, type Quiz, type QuizPicture } from '../../../protocol/quiz';
import { BilingualField } from '../../lib/bilingual-field';
import { messageText, serverText } from '../../lib/error-text';
import { SubmitButton } from '../../lib/form-field';
import { useProtocolForm } from '../../lib/protocol-form';
import { Button } from '../../lib/ui/button';
import { toast } from '../../lib/ui/use-toast';
import { useStrings } from '../../lib/use-strings';
import { ConfirmButton } from './ConfirmButton';
import { GenerateTools } from './GenerateTools';
import { QuestionList } from './QuestionList';
import { emptyQuestion, pictureKey, quizFormValues, storedPreviews } from './quiz-form';
import { useSaveQuiz } from './useQuizzes';
import './strings';

type Props = {
  /** The stored quiz, or none for a new one. */
  quiz?: Quiz;
  onDone: () => void;
};

/**
 * A quiz's title and questions, each text in English and Spanish side by side. The protocol's
 * quizBodySchema checks it here as the server does, so both say the same words; nothing is stored
 * until Save (generated questions included).
 */
export function QuizEditor({ quiz, onDone }: Props) {
  const { t } = useStrings('admin-quiz');
  const save = useSaveQuiz(quiz?.id ?? null);
  const [previews, setPreviews] = useState(() => storedPreviews(quiz));
  const { form, field, onSubmit, pending } = useProtocolForm({
    schema: quizBodySchema,
    idPrefix: quiz ? `quiz-${quiz.id}` : 'quiz-new',
    defaultValues: quizFormValues(quiz),
    failure: (error) => serverText(error) ?? t('editor.failed'),
    submit: (values) => save.mutateAsync(values),
    onSuccess: () => {
      toast({ title: t('editor.saved') });
      onDone();
    },
    onInvalid: () => toast({ variant: 'destructive', title: t('editor.fix') }),
  });
  const questions = useFieldArray({ control: form.control, name: 'questions', keyName: 'rowKey' });
  const listError = form.formState.errors.questions;
  const listMessage = messageText(listError?.message ?? listError?.root?.message);
  const titleId = quiz ? `quiz-editor-${quiz.id}` : 'quiz-editor-new';
  const room = QUIZ_LIMITS.questionsMax - questions.fields.length;

  // Leaving asks first only when something typed would be lost.
  const leave = (label: string) => (
    <ConfirmButton
      label={label}
      question={t('editor.discard')}
      confirm={t('editor.discardConfirm')}
      cancel={t('editor.keepEditing')}
      ask={form.formState.isDirty}
      onConfirm={onDone}
    >
      {label}
    </ConfirmButton>
  );

  const setPicture = (index: number) => (picture: QuizPicture | null, previewUrl?: string) => {
    if (picture && previewUrl)
      setPreviews((current) => ({ ...current, [pictureKey(picture)]: previewUrl }));
    form.setValue(`questions.${index}.picture`, picture, { shouldDirty: true });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={titleId} className="font-serif text-2xl text-blush-700">
          {quiz ? t('editor.editTitle') : t('editor.newTitle')}
        </h3>
        {leave(t('editor.back'))}
      </div>
      <BilingualField
        legend={t('editor.title')}
        english={{ ...field.required('title', ''), maxLength: QUIZ_LIMITS.titleMax }}
        spanish={{ ...field.optional('titleEs', ''), maxLength: QUIZ_LIMITS.titleMax }}
      />
      <section aria-labelledby={`${titleId}-questions`} className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id={`${titleId}-questions`} className="text-xl font-semibold text-stone-900">
            {t('editor.questionsTitle', { count: questions.fields.length })}
          </h3>
          <GenerateTools
            room={room}
            onAdd={(drafts) => questions.append(drafts, { shouldFocus: false })}
          />
        </div>
        <p className="text-sm text-stone-600">{t('editor.dragHint')}</p>
        {listMessage && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {listMessage}
          </p>
        )}
        <QuestionList
          form={form}
          field={field}
          rowKeys={questions.fields.map((question) => question.rowKey)}
          onMove={questions.move}
          onRemove={questions.remove}
          previews={previews}
          onPictureAt={setPicture}
        />
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={room <= 0}
          onClick={() => questions.append(emptyQuestion(), { shouldFocus: false })}
        >
          <Plus aria-hidden />
          {t('editor.addQuestion')}
        </Button>
      </section>
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending} pendingText={t('editor.saving')} className="">
          {t('editor.save')}
        </SubmitButton>
        {leave(t('editor.cancel'))}
      </div>
    </form>
  );
}
