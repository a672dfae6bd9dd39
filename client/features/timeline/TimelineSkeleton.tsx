import { useStrings } from '../../lib/use-strings';
import './strings';

/** Three placeholder cards while the day loads (spec §9). */
export function TimelineSkeleton() {
  const { t } = useStrings('timeline');
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">{t('loading')}</span>
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          data-testid="timeline-skeleton-card"
          aria-hidden
          className="grid animate-pulse gap-3 rounded-xl border border-blush-100 bg-white p-5"
        >
          <div className="h-6 w-1/2 rounded bg-blush-100" />
          <div className="h-4 w-1/3 rounded bg-blush-100" />
          <div className="h-12 rounded bg-blush-50" />
        </div>
      ))}
    </div>
  );
}
