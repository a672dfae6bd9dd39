import { Car, CircleParking, TriangleAlert } from 'lucide-react';
import { useStrings } from '../../lib/use-strings';
import type { WeddingSettings } from '../../../protocol/wedding';
import type { LocalizedText } from '../../../protocol/localized';
import { Localized, LocalizedSpan } from '../../lib/localized';
import { Card, CardContent, CardHeader, CardTitle } from '../../lib/ui/card';
import { useLocalized } from '../../lib/use-localized';
import './strings';

/**
 * The free lots as one phrase ('Lot Y, Lot C and Lot L'), each lot in the page's language or the
 * other one, marked, where it has no version in it.
 */
function LotList({ lots, language }: { lots: LocalizedText[]; language: string }) {
  const parts = new Intl.ListFormat(language, { type: 'conjunction' }).formatToParts(
    lots.map((_, index) => String(index)),
  );
  return parts.map((part, index) =>
    part.type === 'element' ? (
      <LocalizedSpan key={index} value={lots[Number(part.value)]} />
    ) : (
      part.value
    ),
  );
}

/** 'Parking & Directions': the drive, the free lots and the rules, all from the settings. */
export function ParkingDirections({ parking }: { parking: WeddingSettings['parking'] }) {
  const { t } = useStrings('weddingDetails');
  const { language, pickList } = useLocalized();
  const freeLots = pickList(parking.freeLots, parking.freeLotsEs);
  const rules = pickList(parking.rules, parking.rulesEs);
  return (
    <Card className="bg-sage-100/50">
      <CardHeader>
        <CardTitle id="parking-directions-title" className="flex items-center gap-2 text-xl sm:text-2xl">
          <Car className="size-6 text-sage-600" aria-hidden />
          {t('parkingTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5 text-stone-700 md:grid-cols-2">
        <div>
          <h4 className="font-semibold text-stone-800">{t('drivingTitle')}</h4>
          <Localized
            as="p"
            en={parking.directions}
            es={parking.directionsEs}
            className="mt-1 leading-relaxed"
          />
        </div>
        <div className="grid content-start gap-4">
          {freeLots.length > 0 && (
            <div>
              <h4 className="flex items-center gap-2 font-semibold text-stone-800">
                <CircleParking className="size-5 text-sage-600" aria-hidden />
                {t('freeParkingTitle')}
              </h4>
              <p className="mt-1">
                {t('freeLotsLead')} <LotList lots={freeLots} language={language} />.
              </p>
            </div>
          )}
          {rules.length > 0 && (
            <div>
              <h4 className="flex items-center gap-2 font-semibold text-stone-800">
                <TriangleAlert className="size-5 text-gold-400" aria-hidden />
                {t('rulesTitle')}
              </h4>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {rules.map((rule, index) => (
                  <LocalizedSpan key={index} as="li" value={rule} />
                ))}
              </ul>
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
