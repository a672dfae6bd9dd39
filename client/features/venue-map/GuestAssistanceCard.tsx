import { Lightbulb, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import { guestTypes, type GuestType } from '../../../protocol/venues';
import { Button } from '../../lib/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../lib/ui/card';
import { Label } from '../../lib/ui/label';
import { useContentLanguage } from '../../lib/use-localized';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../lib/ui/select';
import './strings';
import { useGuestRecommendations } from './useVenues';

/** 'AI Guest Assistance': tips about the venues for one kind of guest. */
export function GuestAssistanceCard() {
  const { t } = useStrings('venueMap');
  const [guestType, setGuestType] = useState<GuestType | ''>('');
  const recommendations = useGuestRecommendations();
  const language = useContentLanguage();
  const selectId = useId();
  // Tips asked for in the other language are not shown: the guest asks again in theirs.
  const answer = recommendations.variables?.language === language ? recommendations.data : undefined;
  const tips = answer?.recommendations;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl sm:text-2xl">
          <Sparkles className="size-6 text-gold-400" aria-hidden />
          {t('assistance.title')}
        </CardTitle>
        <CardDescription>{t('assistance.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end sm:gap-3">
          <div className="grid gap-2">
            <Label htmlFor={selectId}>{t('assistance.guestTypeLabel')}</Label>
            <Select
              value={guestType}
              onValueChange={(value) => {
                setGuestType(value as GuestType);
                recommendations.reset();
              }}
            >
              <SelectTrigger id={selectId}>
                <SelectValue placeholder={t('assistance.placeholder')} />
              </SelectTrigger>
              <SelectContent>
                {guestTypes.map((type) => (
                  <SelectItem key={type} value={type}>
                    {t(`guestTypes.${type}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button
            disabled={!guestType || recommendations.isPending}
            onClick={() => guestType && recommendations.mutate({ guestType, language })}
            className="whitespace-normal"
          >
            {recommendations.isPending ? t('assistance.pending') : t('assistance.submit')}
          </Button>
        </div>
        <div aria-live="polite">
          {recommendations.isError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
              {t('assistance.failed')}
            </p>
          )}
          {tips && tips.length > 0 && (
            <div className="rounded-lg bg-blush-50 p-4">
              <h4 className="flex items-center gap-2 font-semibold text-stone-800">
                <Lightbulb className="size-5 text-gold-400" aria-hidden />
                {t('assistance.tipsTitle')}
              </h4>
              <ul className="mt-2 list-disc space-y-2 pl-5 text-stone-700">
                {tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
              {/* Who wrote them: the card never claims AI for what the site's own rules wrote. */}
              <p className="mt-3 text-sm text-stone-600">
                {answer.source === 'ai' ? t('assistance.byAi') : t('assistance.builtIn')}
              </p>
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
