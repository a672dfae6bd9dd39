import { Radio } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PAGES } from '../../../protocol/pages';
import { useStrings } from '../../lib/use-strings';
import { buttonVariants } from '../../lib/ui/button-variants';
import { cn } from '../../lib/ui/cn';
import { useLiveQuiz, useLiveQuizPushes } from './useLiveQuiz';
import './strings';

/** While the connection is down, the home page looks for a quiz this often. */
const ENTRY_POLL_MS = 30_000;

/** The home page's way into the live quiz: shown while a run is open, live as the host opens it. */
export function LiveQuizEntry() {
  const { t } = useStrings('quiz');
  useLiveQuizPushes({ withMine: false });
  const run = useLiveQuiz({ pollMs: ENTRY_POLL_MS, retry: 0 }).data?.run;
  if (!run) return null;
  return (
    <div className="mt-8 grid gap-3 rounded-2xl border-2 border-blush-200 bg-white p-5 text-center shadow-sm">
      <p className="flex items-center justify-center gap-2 text-xl font-semibold text-stone-900">
        <Radio aria-hidden className="size-6 text-blush-600" />
        {t('entry.title')}
      </p>
      <p className="text-stone-700">{t('entry.text')}</p>
      <Link
        to={PAGES.quiz}
        className={cn(buttonVariants({ size: 'lg' }), 'min-h-14 whitespace-normal text-xl')}
      >
        {t('entry.join')}
      </Link>
    </div>
  );
}
