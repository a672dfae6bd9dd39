import { Glasses, Star } from 'lucide-react';
import { useStrings } from '../../lib/use-strings';
import { averageRating, type ReviewVenueId, type VenueReview } from '../../../protocol/ar-venue';
import './strings';

/** A venue's reviews, newest first, with their average; new ones arrive live. */
export function VenueReviews({
  venueId,
  reviews,
  loading,
  failed,
}: {
  venueId: ReviewVenueId;
  reviews: VenueReview[] | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const { t, i18n } = useStrings('ar-venue');
  const mine = (reviews ?? []).filter((review) => review.venueId === venueId);
  const average = averageRating(mine);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section aria-labelledby="ar-reviews-title" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="ar-reviews-title" className="font-serif text-2xl text-blush-700">
          {t('reviews.title')}
        </h2>
        {average !== undefined && (
          <p className="flex items-center gap-1 font-medium text-stone-800">
            <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
            {t('reviews.average', { rating: average.toFixed(1) })} ·{' '}
            {t('reviews.count', { count: mine.length })}
          </p>
        )}
      </div>
      {loading && <p role="status">{t('reviews.loading')}</p>}
      {failed && <p role="alert">{t('reviews.loadError')}</p>}
      {!loading && !failed && mine.length === 0 && (
        <p className="text-stone-600">{t('reviews.none')}</p>
      )}
      <ul aria-labelledby="ar-reviews-title" className="grid gap-3">
        {mine.map((review) => (
          <li key={review.id}>
            <article
              aria-label={review.guestName}
              className="grid gap-1 rounded-lg border border-blush-100 bg-white p-4"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-medium text-stone-900">{review.guestName}</h3>
                <span
                  className="text-amber-600"
                  role="img"
                  aria-label={t('reviews.stars', { count: review.rating })}
                >
                  {'★'.repeat(review.rating)}
                  {'☆'.repeat(5 - review.rating)}
                </span>
              </div>
              <p className="text-stone-800">{review.comment}</p>
              <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
                <time dateTime={review.timestamp}>{date.format(new Date(review.timestamp))}</time>
                {review.isAR && (
                  <span className="inline-flex items-center gap-1 rounded bg-sage-100 px-1.5 py-0.5 text-sage-800">
                    <Glasses aria-hidden className="size-3.5" />
                    {t('reviews.arBadge')}
                  </span>
                )}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
