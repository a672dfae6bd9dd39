import { useQuery, useQueryClient } from '@tanstack/react-query';
import { weekendEventsApi } from '../../../protocol/household-events';
import { householdsApi, type Household } from '../../../protocol/households';
import type { RsvpReport } from '../../../protocol/rsvp-report';
import { call, queryKeyOf } from '../../lib/api';
import { useTopic } from '../../lib/realtime/useTopic';

const eventsKey = queryKeyOf(weekendEventsApi.list);
const householdsKey = queryKeyOf(householdsApi.list);

/** The questions' prompts and the households' names, which the report refers to by id. */
export type QuestionLookups = {
  prompts: Map<string, { prompt: string; promptEs: string }>;
  households: Map<string, Household>;
};

/**
 * The events' questions and the households, read only when some household answered a question
 * (a song request); kept live on the same `households` topic as the report.
 */
export function useQuestionLookups(report: RsvpReport | undefined): QuestionLookups | undefined {
  const queryClient = useQueryClient();
  const enabled = !!report?.events.some((event) => event.questionAnswers.length > 0);
  const refetchEvents = () => void queryClient.invalidateQueries({ queryKey: eventsKey });
  const refetchHouseholds = () => void queryClient.invalidateQueries({ queryKey: householdsKey });
  useTopic(
    'households',
    {
      'households:event-saved': refetchEvents,
      'households:saved': refetchHouseholds,
      'households:removed': refetchHouseholds,
    },
    () => {
      refetchEvents();
      refetchHouseholds();
    },
  );
  const events = useQuery({
    queryKey: eventsKey,
    queryFn: () => call(weekendEventsApi.list),
    enabled,
  });
  const households = useQuery({
    queryKey: householdsKey,
    queryFn: () => call(householdsApi.list),
    enabled,
  });
  if (!events.data || !households.data) return undefined;
  return {
    prompts: new Map(
      events.data.flatMap((event) => event.questions.map((question) => [question.id, question])),
    ),
    households: new Map(households.data.map((household) => [household.id, household])),
  };
}
