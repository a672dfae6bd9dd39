import { Download, Pencil, Trash2 } from 'lucide-react';
import type { QuizSummary } from '../../../protocol/quiz';
import { signalFailure } from '../../lib/failure-feedback';
import { QueryStatus } from '../../lib/query-status';
import { Button } from '../../lib/ui/button';
import { DataTable } from '../../lib/ui/data-table';
import { toast } from '../../lib/ui/use-toast';
import { useStrings } from '../../lib/use-strings';
import { ConfirmButton } from './ConfirmButton';
import { exportQuiz, useQuizList, useRemoveQuiz } from './useQuizzes';
import './strings';

/** The quizzes: title, questions, last change; edit, export or delete each. */
export function QuizList({ onEdit }: { onEdit: (id: string) => void }) {
  const { t, i18n } = useStrings('admin-quiz');
  const quizzes = useQuizList();
  const remove = useRemoveQuiz();
  const titleOf = (quiz: QuizSummary) =>
    (i18n.language.startsWith('es') && quiz.titleEs) || quiz.title;

  const download = (quiz: QuizSummary) =>
    exportQuiz(quiz.id, quiz.title).catch((error: unknown) =>
      signalFailure(t('list.export'), t('list.exportFailed'), error),
    );

  if (!quizzes.isSuccess)
    return (
      <QueryStatus
        query={quizzes}
        align="start"
        loadingText={t('list.loading')}
        errorText={t('list.loadError')}
        retryText={t('list.retry')}
      />
    );
  if (quizzes.data.length === 0) return <p className="text-stone-700">{t('list.empty')}</p>;
  return (
    <DataTable
      caption={t('list.caption')}
      columns={[t('list.name'), t('list.questions'), t('list.updated'), t('list.actions')]}
      tableClassName="w-full text-left"
      headClassName="border-b border-blush-100 text-sm text-stone-700"
      columnClassName="px-3 py-2 font-semibold"
    >
      {quizzes.data.map((quiz) => {
        const title = titleOf(quiz);
        return (
          <tr key={quiz.id} className="border-b border-stone-100 align-top">
            <th scope="row" className="px-3 py-2 font-medium text-stone-900">
              {title}
            </th>
            <td className="px-3 py-2">{quiz.questionCount}</td>
            <td className="px-3 py-2">
              {new Date(quiz.updatedAt).toLocaleString(i18n.language, {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
            </td>
            <td className="flex flex-wrap gap-2 px-3 py-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={t('list.editLabel', { title })}
                onClick={() => onEdit(quiz.id)}
              >
                <Pencil aria-hidden />
                {t('list.edit')}
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={t('list.exportLabel', { title })}
                onClick={() => void download(quiz)}
              >
                <Download aria-hidden />
                {t('list.export')}
              </Button>
              <ConfirmButton
                label={t('list.deleteLabel', { title })}
                question={t('list.confirmDelete', { title })}
                confirm={t('list.confirm')}
                cancel={t('list.cancel')}
                pending={remove.isPending}
                onConfirm={() =>
                  remove.mutate(quiz.id, {
                    onSuccess: () => toast({ title: t('list.deleted') }),
                    onError: (error) =>
                      signalFailure(t('list.delete'), t('list.deleteFailed'), error),
                  })
                }
              >
                <Trash2 aria-hidden />
                {t('list.delete')}
              </ConfirmButton>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
