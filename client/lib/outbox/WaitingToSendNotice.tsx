import { useStrings } from '../use-strings';
import './strings';

/** The words under a write that waits on this phone. */
export function WaitingToSendNotice() {
  const { t } = useStrings('outbox');
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-700">
      <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900">
        {t('waiting')}
      </span>
      <span>{t('savedOnPhone')}</span>
    </p>
  );
}
