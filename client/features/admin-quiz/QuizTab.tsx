import { ExternalLink, Plus } from 'lucide-react';
import { useState } from 'react';
import { PAGES } from '../../../protocol/pages';
import { QueryStatus } from '../../lib/query-status';
import { AdminSection } from '../../lib/ui/admin-section';
import { Button } from '../../lib/ui/button';
import { useStrings } from '../../lib/use-strings';
import { HostLinks } from './HostLinks';
import { ImportQuiz } from './ImportQuiz';
import { QuizEditor } from './QuizEditor';
import { QuizList } from './QuizList';
import { QuizResults } from './QuizResults';
import { useQuiz } from './useQuizzes';
import './strings';

/** 'new', a stored quiz's id, or null for the list. */
type Editing = 'new' | string | null;

function StoredQuizEditor({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useStrings('admin-quiz');
  const quiz = useQuiz(id);
  if (!quiz.isSuccess)
    return (
      <div className="grid justify-items-start gap-3">
        <QueryStatus
          query={quiz}
          align="start"
          loadingText={t('editor.loading')}
          errorText={t('editor.loadError')}
          retryText={t('list.retry')}
        />
        <Button type="button" variant="outline" onClick={onDone}>
          {t('editor.back')}
        </Button>
      </div>
    );
  return <QuizEditor key={id} quiz={quiz.data} onDone={onDone} />;
}

function ScreenLink({ href, children }: { href: string; children: string }) {
  const { t } = useStrings('admin-quiz');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-11 items-center gap-2 rounded-md border border-blush-200 px-3 font-medium text-blush-700 hover:bg-blush-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-500"
    >
      <ExternalLink aria-hidden className="size-4" />
      {children}
      <span className="sr-only"> {t('tab.newTab')}</span>
    </a>
  );
}

/** /admin?tab=quiz: the live quiz's quizzes, its host links and its results. */
export default function QuizTab() {
  const { t } = useStrings('admin-quiz');
  const [editing, setEditing] = useState<Editing>(null);
  const done = () => setEditing(null);

  return (
    <AdminSection
      titleId="admin-quiz-title"
      title={t('tab.title')}
      intro={t('tab.intro')}
      actions={
        <div className="flex flex-wrap gap-2">
          <ScreenLink href={PAGES.liveQuiz}>{t('tab.projector')}</ScreenLink>
          <ScreenLink href={PAGES.liveQuizHost}>{t('tab.host')}</ScreenLink>
        </div>
      }
    >
      {editing === 'new' ? (
        <QuizEditor onDone={done} />
      ) : editing ? (
        <StoredQuizEditor id={editing} onDone={done} />
      ) : (
        <section aria-labelledby="admin-quiz-list" className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 id="admin-quiz-list" className="text-xl font-semibold text-stone-900">
              {t('list.title')}
            </h3>
            <div className="flex flex-wrap gap-2">
              <Button type="button" onClick={() => setEditing('new')}>
                <Plus aria-hidden />
                {t('list.create')}
              </Button>
              <ImportQuiz />
            </div>
          </div>
          <QuizList onEdit={setEditing} />
        </section>
      )}
      <HostLinks />
      <QuizResults />
    </AdminSection>
  );
}
