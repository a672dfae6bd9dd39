import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rsvpReportApi, type Reminder, type RsvpReport } from '../../../protocol/rsvp-report';
import { call, queryKeyOf } from '../../lib/api';
import { useFallbackPolling } from '../../lib/realtime/connection';
import { useTopic } from '../../lib/realtime/useTopic';
import { withReminder, withReminderInReport } from './report-cache';

export const reportKey = queryKeyOf(rsvpReportApi.report);
export const remindersKey = queryKeyOf(rsvpReportApi.reminders);
const FALLBACK_POLL_MS = 30_000;

/**
 * The organizers' report, live on the `households` topic. The server computes it from every
 * household, event and answer, so any change to those makes the client read it again; a reminder
 * only moves one household's "last reminded", patched in place.
 */
export function useRsvpReport() {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: reportKey });
  const stale = () => void refetch();
  useTopic(
    'households',
    {
      'households:saved': stale,
      'households:removed': stale,
      'households:event-saved': stale,
      'households:answers': stale,
      'households:reminder': (reminder) =>
        queryClient.setQueryData<RsvpReport>(reportKey, (report) =>
          report ? withReminderInReport(report, reminder) : report,
        ),
    },
    refetch,
  );
  return useQuery({
    queryKey: reportKey,
    queryFn: () => call(rsvpReportApi.report),
    refetchInterval: useFallbackPolling(FALLBACK_POLL_MS),
  });
}

/**
 * The reminders sent, newest first. Each one's deliveries run in the background: the server pushes
 * the reminder again as each channel's outcome is known, and the push replaces it by id.
 */
export function useReminders() {
  const queryClient = useQueryClient();
  useTopic(
    'households',
    {
      'households:reminder': (reminder: Reminder) =>
        // Not loaded yet: the first read will have it.
        queryClient.setQueryData<Reminder[]>(remindersKey, (list) =>
          list ? withReminder(list, reminder) : list,
        ),
    },
    () => queryClient.invalidateQueries({ queryKey: remindersKey }),
  );
  return useQuery({ queryKey: remindersKey, queryFn: () => call(rsvpReportApi.reminders) });
}

/** "Send reminders": the households reminded now and those skipped, with why. */
export function useSendReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(rsvpReportApi.sendReminders),
    // The pushes bring each reminder; reading both again covers a socket that was down meanwhile.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reportKey });
      void queryClient.invalidateQueries({ queryKey: remindersKey });
    },
  });
}
