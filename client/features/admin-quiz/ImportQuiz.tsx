import { Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { quizExportSchema, type QuizExport } from '../../../protocol/quiz';
import { ApiError } from '../../lib/api';
import { errorText, serverText, type Described } from '../../lib/error-text';
import { Button } from '../../lib/ui/button';
import { ImportDialog } from '../../lib/ui/import-dialog';
import { Input } from '../../lib/ui/input';
import { Label } from '../../lib/ui/label';
import { toast } from '../../lib/ui/use-toast';
import { useStrings, type Translate } from '../../lib/use-strings';
import { answerLetter } from './quiz-form';
import { useImportQuiz } from './useQuizzes';
import './strings';
import './strings-tools';

/** What is wrong and where: a schema's issue, or the server's (with its code and values). */
type Problem = { path: readonly PropertyKey[] | string } & Described;

/** Where in the quiz a problem is, in the organizer's words ('Question 2, Answer B'). */
function whereOf(path: readonly PropertyKey[] | string, t: Translate<'admin-quiz'>): string {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  const words: string[] = [];
  for (let at = 0; at < parts.length; at++) {
    const part = parts[at]!;
    const next = Number(parts[at + 1]);
    if (part === 'title' || part === 'titleEs') words.push(t('editor.title'));
    else if (part === 'questions' && Number.isInteger(next)) {
      words.push(t('editor.question', { number: next + 1 }));
      at++;
    } else if (part === 'answers' && Number.isInteger(next)) {
      words.push(t('editor.answer', { letter: answerLetter(next) }));
      at++;
    } else if (part === 'limitSeconds') words.push(t('editor.seconds'));
    else if (part === 'correctIndex') words.push(t('editor.rightAnswer'));
  }
  return words.join(', ');
}

function ImportSteps({ onDone }: { onDone: () => void }) {
  const { t } = useStrings('admin-quiz');
  const importQuiz = useImportQuiz();
  const fileId = useId();
  const [file, setFile] = useState<QuizExport | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    setFile(null);
    setProblems([]);
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    let json: unknown;
    try {
      json = JSON.parse(await chosen.text());
    } catch {
      setProblems([{ path: [], message: t('importing.notJson') }]);
      return;
    }
    const parsed = quizExportSchema.safeParse(json);
    if (parsed.success) setFile(parsed.data);
    else setProblems(parsed.error.issues.map(({ path, message }) => ({ path, message })));
  };

  // The same words once: a file of another kind fails its format and its version alike.
  const lines = [
    ...new Set(
      problems.map((problem) => {
        const message = errorText(problem);
        const where = whereOf(problem.path, t);
        return where ? t('importing.at', { where, message }) : message;
      }),
    ),
  ];

  const submit = () => {
    if (!file) return;
    importQuiz.mutate(file, {
      onSuccess: ({ droppedPictures }) => {
        toast({
          title: t('importing.done'),
          ...(droppedPictures
            ? { description: t('importing.droppedPictures', { count: droppedPictures }) }
            : {}),
        });
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.issues.length) setProblems(error.issues);
        else setProblems([{ path: [], message: serverText(error) ?? t('importing.failed') }]);
      },
    });
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={fileId}>{t('importing.file')}</Label>
        <Input
          id={fileId}
          type="file"
          accept="application/json,.json"
          onChange={(event) => void choose(event)}
        />
      </div>
      {lines.length > 0 && (
        <div
          role="alert"
          className="grid gap-1 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <p className="font-semibold">{t('importing.problems')}</p>
          <ul className="list-disc pl-5">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('importing.cancel')}
        </Button>
        <Button type="button" disabled={!file || importQuiz.isPending} onClick={submit}>
          {importQuiz.isPending ? t('importing.working') : t('importing.submit')}
        </Button>
      </div>
    </div>
  );
}

/** Import a quiz from the JSON file another quiz was exported to: checked here, then by the server. */
export function ImportQuiz() {
  const { t } = useStrings('admin-quiz');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <Upload aria-hidden />
        {t('list.import')}
      </Button>
      <ImportDialog
        open={open}
        onOpenChange={setOpen}
        title={t('importing.title')}
        description={t('importing.description')}
      >
        <ImportSteps onDone={() => setOpen(false)} />
      </ImportDialog>
    </>
  );
}
