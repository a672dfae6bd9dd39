import { BellRing } from 'lucide-react';
import { RSVP_REMINDER_GAP_DAYS, type RsvpReport } from '../../../protocol/rsvp-report';
import { ApiError } from '../../lib/api';
import { serverText } from '../../lib/error-text';
import '../../lib/households-error-texts';
import { QueryStatus } from '../../lib/query-status';
import { Button } from '../../lib/ui/button';
import type { ReportWords } from './report-words';
import { useReminders, useSendReminders } from './useRsvpReport';

const days = RSVP_REMINDER_GAP_DAYS;

/** A refusal the server explains (409: nobody left to remind) in its words; else our own. */
function failureOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.status !== 429) {
    return serverText(error) ?? fallback;
  }
  return fallback;
}

/** The households with an invited person still to answer, with how a reminder would reach them. */
function Unanswered({ report, words }: { report: RsvpReport; words: ReportWords }) {
  const { t, eventName, moment } = words;
  const eventsById = new Map(report.events.map((event) => [event.eventId, event]));
  if (report.unanswered.length === 0) {
    return <p className="rounded-lg bg-white p-4 text-stone-700">{t('unanswered.none')}</p>;
  }
  return (
    <ul className="grid gap-2" aria-labelledby="rsvp-report-unanswered">
      {report.unanswered.map((household) => {
        const events = household.eventIds
          .map((id) => eventsById.get(id))
          .filter((event) => event !== undefined)
          .map((event) => eventName(event).text);
        return (
          <li
            key={household.householdId}
            data-testid="unanswered-household"
            className="grid gap-0.5 rounded-lg border border-blush-100 bg-white p-3"
          >
            <span className="font-medium text-stone-900">{household.name}</span>
            <span className="text-sm text-stone-700">
              {t('unanswered.events', { events: events.join(', ') })}
            </span>
            <span className="text-sm text-stone-700">
              {household.lastRemindedAt
                ? t('unanswered.lastReminded', { time: moment(household.lastRemindedAt) })
                : t('unanswered.neverReminded')}
            </span>
            <span className="text-sm text-stone-700">
              {household.reachableBy.length
                ? t('unanswered.reachableBy', {
                    channels: household.reachableBy.map((c) => t(`channels.${c}`)).join(', '),
                  })
                : t('unanswered.unreachable')}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** "Send reminders" and what it did: whom it reminded, whom it skipped and why. */
function SendReminders({ words, disabled }: { words: ReportWords; disabled: boolean }) {
  const { t } = words;
  const send = useSendReminders();
  const result = send.data;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => send.mutate()} disabled={disabled || send.isPending}>
          <BellRing aria-hidden /> {send.isPending ? t('send.sending') : t('send.button')}
        </Button>
        <p className="text-sm text-stone-600">{t('send.hint', { days })}</p>
      </div>
      {send.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          {failureOf(send.error, t('send.failed'))}
        </p>
      )}
      {result && (
        <div
          role="status"
          aria-labelledby="rsvp-report-send-result"
          className="grid gap-2 rounded-lg border border-sage-100 bg-white p-3"
        >
          <h4 id="rsvp-report-send-result" className="font-semibold text-stone-900">
            {t('send.resultTitle')}
          </h4>
          <p>{t('send.reminded', { count: result.reminded.length })}</p>
          {result.reminded.length > 0 && (
            <ul className="list-disc pl-5" data-testid="reminded-now">
              {result.reminded.map((household) => (
                <li key={household.householdId}>{household.name}</li>
              ))}
            </ul>
          )}
          {result.skipped.length > 0 && (
            <>
              <p>{t('send.skipped', { count: result.skipped.length })}</p>
              <ul className="list-disc pl-5" data-testid="skipped-now">
                {result.skipped.map((household) => (
                  <li key={household.householdId}>
                    {t('send.skippedItem', {
                      name: household.name,
                      reason: t(`send.reasons.${household.reason}`, { days }),
                    })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}

/** The reminders sent, newest first, each with the channels it went by and how each went. */
function SentReminders({ words }: { words: ReportWords }) {
  const { t, moment } = words;
  const reminders = useReminders();
  return (
    <section aria-labelledby="rsvp-report-reminders" className="grid gap-2">
      <h4 id="rsvp-report-reminders" className="text-lg font-semibold text-stone-900">
        {t('reminders.title')}
      </h4>
      <QueryStatus
        query={reminders}
        align="start"
        loadingText={t('loading')}
        errorText={t('reminders.loadFailed')}
        retryText={t('retry')}
      />
      {reminders.data &&
        (reminders.data.length === 0 ? (
          <p className="text-stone-600">{t('reminders.none')}</p>
        ) : (
          <ul className="grid gap-2" aria-labelledby="rsvp-report-reminders">
            {reminders.data.map((reminder) => (
              <li
                key={reminder.id}
                data-testid="reminder"
                className="grid gap-0.5 rounded-lg border border-blush-100 bg-white p-3"
              >
                <span className="font-medium text-stone-900">{reminder.name}</span>
                <time dateTime={reminder.at} className="text-sm text-stone-600">
                  {t('reminders.sentAt', { time: moment(reminder.at) })}
                </time>
                {reminder.channels.length === 0 ? (
                  <span className="text-sm text-stone-700">{t('reminders.noChannel')}</span>
                ) : (
                  <ul className="text-sm text-stone-700">
                    {reminder.channels.map((channel) => (
                      <li key={channel.channel} data-outcome={channel.outcome}>
                        {t('reminders.channel', {
                          channel: t(`channels.${channel.channel}`),
                          to: channel.to,
                          outcome: t(`reminders.outcomes.${channel.outcome}`),
                        })}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

/** Who has not answered, "Send reminders", and the reminders sent with whom each reached. */
export function RemindersPanel({ report, words }: { report: RsvpReport; words: ReportWords }) {
  const { t } = words;
  return (
    <section aria-labelledby="rsvp-report-unanswered" className="grid gap-4">
      <h3 id="rsvp-report-unanswered" className="font-serif text-2xl text-blush-700">
        {t('unanswered.title')}
      </h3>
      <Unanswered report={report} words={words} />
      <SendReminders words={words} disabled={report.unanswered.length === 0} />
      <SentReminders words={words} />
    </section>
  );
}
