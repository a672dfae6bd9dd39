import { useMemo, useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import { Link } from 'react-router-dom';
import { Card, CardContent } from '../../lib/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../lib/ui/tabs';
import { useInViewOnce } from '../../lib/use-in-view';
import { HomeSectionShell } from '../home/HomeSection';
import { useWeddingSettings } from '../wedding/useWeddingSettings';
import { GuestAssistanceCard } from './GuestAssistanceCard';
import { mapVenues } from './map-venues';
import './strings';
import { useVenues } from './useVenues';
import { VenueInfoPanel } from './VenueInfoPanel';
import { VenueMap } from './VenueMap';

type VenueTab = 'ceremony' | 'reception';

/** #venue-map, 'Interactive Venue Map': both venues in tabs, a real map, and tips per kind of guest. */
export function VenueMapSection() {
  const { t } = useStrings('venueMap');
  const [sectionRef, seen] = useInViewOnce<HTMLElement>('200px 0px');
  const venues = useVenues(seen);
  const { data: settings } = useWeddingSettings();
  const markers = useMemo(() => (settings ? mapVenues(settings) : []), [settings]);
  const [tab, setTab] = useState<VenueTab>('ceremony');

  return (
    <HomeSectionShell ref={sectionRef} id="venue-map" title={t('title')} intro={t('intro')}>
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <Tabs value={tab} onValueChange={(value) => setTab(value as VenueTab)}>
              <TabsList aria-label={t('tabsLabel')} className="grid w-full grid-cols-2">
                <TabsTrigger value="ceremony">{t('tabs.ceremony')}</TabsTrigger>
                <TabsTrigger value="reception">{t('tabs.reception')}</TabsTrigger>
              </TabsList>
              <TabsContent value="ceremony">
                <VenueInfoPanel venueKey="ceremony" query={venues.ceremony} />
              </TabsContent>
              <TabsContent value="reception">
                <VenueInfoPanel venueKey="reception" query={venues.reception} />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        <div>{seen && markers.length > 0 && <VenueMap venues={markers} />}</div>
      </div>
      <p className="mt-6 text-center">
        <Link
          to="/ar-venue"
          className="font-medium text-blush-700 underline underline-offset-4 hover:no-underline"
        >
          {t('arLink')}
        </Link>
      </p>
      <div className="mt-6">
        <GuestAssistanceCard />
      </div>
    </HomeSectionShell>
  );
}
