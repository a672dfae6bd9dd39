import { Calendar, Camera, Car, Clock, Gift, MapPin, Sparkles, Utensils, type LucideIcon } from 'lucide-react';
import { useStrings } from '../../lib/use-strings';
import type { Recommendation, RecommendationCategory } from '../../../protocol/ai';
import { Badge } from '../../lib/ui/badge';
import { Button } from '../../lib/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../lib/ui/card';
import { AnswerStatus } from './AnswerStatus';
import type { useRecommendations } from './useAssistant';
import './strings';

const icons: Record<RecommendationCategory, LucideIcon> = {
  venue: MapPin,
  parking: Car,
  dining: Utensils,
  activities: Sparkles,
  timeline: Clock,
  photos: Camera,
  gifts: Gift,
};

const priorityVariant = { high: 'default', medium: 'outline', low: 'secondary' } as const;

function RecommendationCard({ item }: { item: Recommendation }) {
  const { t } = useStrings('aiAssistant');
  const Icon = icons[item.category] ?? Calendar;
  return (
    <Card>
      <CardHeader className="flex-row items-start gap-3">
        <Icon className="mt-1 size-6 shrink-0 text-blush-600" aria-label={t(`category.${item.category}`)} role="img" />
        <div className="grid flex-1 gap-2">
          <CardTitle className="text-xl">{item.title}</CardTitle>
          <Badge variant={priorityVariant[item.priority]} className="w-fit">
            {t(`priority.${item.priority}`)}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3 text-stone-800">
        <p>{item.description}</p>
        <div className="rounded-md bg-blush-50 p-3">
          <p className="font-medium text-blush-800">{t('why')}</p>
          <p>{item.personalization_reason}</p>
        </div>
        {item.actionable_tips.length > 0 && (
          <div>
            <p className="font-medium">{t('steps')}</p>
            <ul className="list-disc pl-5">
              {item.actionable_tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

export function RecommendationsTab({ answer }: { answer: ReturnType<typeof useRecommendations> }) {
  const { t } = useStrings('aiAssistant');
  return (
    <div className="grid gap-4">
      <Button className="w-fit" onClick={() => void answer.refetch()} disabled={answer.isFetching}>
        {answer.isFetching ? t('generating') : t('refresh')}
      </Button>
      <AnswerStatus answer={answer} source={answer.data?.source} />
      {answer.data && !answer.isError && (
        <div className="grid gap-4 md:grid-cols-2">
          {answer.data.recommendations.map((item) => (
            <RecommendationCard key={`${item.category}:${item.title}`} item={item} />
          ))}
        </div>
      )}
    </div>
  );
}
