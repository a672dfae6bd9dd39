import { useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import {
  REVIEW_RATING,
  createVenueReviewBodySchema,
  type ReviewVenueId,
} from '../../../protocol/ar-venue';
import { ApiError } from '../../lib/api';
import { Button } from '../../lib/ui/button';
import { Textarea } from '../../lib/ui/textarea';
import { toast } from '../../lib/ui/use-toast';
import { guestDisplayName, useGuestIdentity } from '../guest-gate/signed-in-guest';
import { useSubmitReview } from './useVenueReviews';
import './strings';
import { LabeledField, TextInputField } from '../../lib/ui/labeled-field';

const ratings = Array.from(
  { length: REVIEW_RATING.max - REVIEW_RATING.min + 1 },
  (_, index) => REVIEW_RATING.max - index,
);

/** Name, rating 1 to 5 (default 5) and comment; isAR tells the review was written in AR mode. */
export function ReviewForm({ venueId, isAR }: { venueId: ReviewVenueId; isAR: boolean }) {
  const { t } = useStrings('ar-venue');
  const signedInName = guestDisplayName(useGuestIdentity());
  const [typedName, setName] = useState<string | null>(null);
  const name = typedName ?? signedInName;
  const [rating, setRating] = useState<number>(REVIEW_RATING.default);
  const [comment, setComment] = useState('');
  const submit = useSubmitReview();

  const onSubmit = async () => {
    const body = { venueId, guestName: name, rating, comment, isAR };
    // The server checks the same schema; a blank name or comment is never sent.
    if (!createVenueReviewBodySchema.safeParse(body).success) {
      toast({
        variant: 'destructive',
        title: t('toast.missingTitle'),
        description: t('toast.missingDescription'),
      });
      return;
    }
    try {
      const saved = await submit.mutateAsync(body);
      toast({
        title: t('toast.submitted'),
        description: t(saved.pending ? 'toast.waitingDescription' : 'toast.submittedDescription'),
      });
      setComment('');
      setRating(REVIEW_RATING.default);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('toast.errorTitle'),
        description:
          error instanceof ApiError && error.status === 400 && error.serverMessage
            ? error.serverMessage
            : t('toast.failed'),
      });
    }
  };

  return (
    <form
      aria-labelledby="ar-review-form-title"
      className="grid gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <h3 id="ar-review-form-title" className="font-serif text-xl text-blush-700">
        {t('form.title')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <TextInputField
          id="ar-review-name"
          label={t('form.name')}
          value={name}
          autoComplete="name"
          maxLength={80}
          onValueChange={setName}
        />
        <LabeledField id="ar-review-rating" label={t('form.rating')}>
          <select
            id="ar-review-rating"
            value={rating}
            onChange={(event) => setRating(Number(event.target.value))}
            className="min-h-11 rounded-md border border-stone-300 bg-white px-3 text-base text-stone-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-200"
          >
            {ratings.map((stars) => (
              <option key={stars} value={stars}>
                {'★'.repeat(stars)} {t('form.ratingOption', { count: stars })}
              </option>
            ))}
          </select>
        </LabeledField>
      </div>
      <LabeledField id="ar-review-comment" label={t('form.comment')}>
        <Textarea
          id="ar-review-comment"
          value={comment}
          rows={3}
          maxLength={1000}
          placeholder={t('form.commentPlaceholder')}
          onChange={(event) => setComment(event.target.value)}
        />
      </LabeledField>
      {isAR && <p className="text-sm text-stone-600">{t('form.inAr')}</p>}
      <Button type="submit" disabled={submit.isPending} className="justify-self-start">
        {submit.isPending ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
