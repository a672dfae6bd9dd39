import { useStrings } from '../../lib/use-strings';
import './strings';

/** Shown while a lazily loaded page's code arrives. */
export function PageLoading() {
  const { t } = useStrings('chrome');
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center bg-blush-50 p-4">
      <span
        className="size-8 animate-spin rounded-full border-4 border-blush-200 border-t-blush-600"
        aria-hidden
      />
      <span className="sr-only">{t('page.loading')}</span>
    </div>
  );
}
