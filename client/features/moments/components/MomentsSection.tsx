import { useStrings } from '../../../lib/use-strings';
import { Card, CardContent } from '../../../lib/ui/card';
import { HomeSectionShell } from '../../home/HomeSection';
import '../strings';
import { useLiveMoments } from '../useMoments';
import { MomentsFeed } from './MomentsFeed';
import { MomentsStats } from './MomentsStats';
import { ShareMomentForm } from './ShareMomentForm';

/** #live-wedding-moments: share a moment, see everyone's as they happen. */
export function MomentsSection() {
  const { t } = useStrings('moments');
  useLiveMoments();
  return (
    <HomeSectionShell id="live-wedding-moments" title={t('title')} intro={t('intro')} tone="tinted">
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
    </HomeSectionShell>
  );
}
