import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '../../../lib/ui/card';
import '../strings';
import { useLiveMoments } from '../useMoments';
import { MomentsFeed } from './MomentsFeed';
import { MomentsStats } from './MomentsStats';
import { ShareMomentForm } from './ShareMomentForm';

/** #live-wedding-moments: share a moment, see everyone's as they happen. */
export function MomentsSection() {
  const { t } = useTranslation('moments');
  useLiveMoments();
  return (
    <section
      id="live-wedding-moments"
      aria-labelledby="live-wedding-moments-title"
      className="scroll-mt-20 bg-white/60 px-4 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-5xl">
        <h2
          id="live-wedding-moments-title"
          className="text-center font-serif text-3xl text-blush-700 sm:text-4xl"
        >
          {t('title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-base text-stone-600 sm:text-lg">
          {t('intro')}
        </p>
        <div className="mt-8">
          <MomentsStats />
        </div>
        <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_3fr]">
          <Card className="self-start">
            <CardContent className="pt-5 sm:pt-6">
              <ShareMomentForm />
            </CardContent>
          </Card>
          <MomentsFeed />
        </div>
      </div>
    </section>
  );
}
