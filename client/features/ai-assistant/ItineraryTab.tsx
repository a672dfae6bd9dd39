import { useStrings } from '../../lib/use-strings';
import { Button } from '../../lib/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../lib/ui/card';
import { AnswerStatus } from './AnswerStatus';
import type { useItinerary } from './useAssistant';
import './strings';

export function ItineraryTab({ answer }: { answer: ReturnType<typeof useItinerary> }) {
  const { t } = useStrings('aiAssistant');
  const itinerary = answer.isError ? undefined : answer.data;
  return (
    <div className="grid gap-4">
      <Button className="w-fit" onClick={() => void answer.refetch()} disabled={answer.isFetching}>
        {answer.isFetching ? t('generating') : t('create')}
      </Button>
      <AnswerStatus answer={answer} source={answer.data?.source} />
      {itinerary && itinerary.personal_notes.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle className="text-xl">{t('notes')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="list-disc pl-5 text-stone-800">
              {itinerary.personal_notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
      {itinerary && (
        <Card>
          <CardHeader>
            <CardTitle className="text-xl">{t('schedule')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="grid gap-4">
              {itinerary.timeline.map((entry) => (
                <li key={`${entry.time}:${entry.activity}`} className="grid gap-1 border-l-4 border-blush-200 pl-4">
                  <p className="font-semibold text-blush-800">
                    <span>{entry.time}</span> · <span>{entry.activity}</span>
                  </p>
                  {entry.location && <p className="text-stone-700">{entry.location}</p>}
                  {entry.notes && <p className="text-stone-800">{entry.notes}</p>}
                  {entry.personalized_tip && (
                    <p className="text-sage-800">
                      <span className="font-medium">{t('tip')}</span> {entry.personalized_tip}
                    </p>
                  )}
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
