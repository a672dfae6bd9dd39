import { QueryStatus } from '../../lib/query-status';
import { CaterersSheetPanel } from './CaterersSheet';
import { DietaryList } from './DietaryList';
import { EventCounts } from './EventCounts';
import { RemindersPanel } from './RemindersPanel';
import { useReportWords } from './report-words';
import { useQuestionLookups } from './useQuestionLookups';
import { useRsvpReport } from './useRsvpReport';

/**
 * The organizers' RSVP report (issue 51), live: per weekend event who comes, who declined and who
 * has not answered, with the meals; the caterer's sheet (printed or CSV); the dietary notes per
 * person; the households still to answer, with reminders.
 */
export function RsvpReport() {
  const words = useReportWords();
  const { t } = words;
  const report = useRsvpReport();
  const lookups = useQuestionLookups(report.data);
  return (
    <section aria-labelledby="rsvp-report-title" className="grid gap-8">
      <div>
        <h2 id="rsvp-report-title" className="font-serif text-3xl font-semibold text-blush-700">
          {t('title')}
        </h2>
        <p className="mt-1 text-base text-stone-700">{t('intro')}</p>
      </div>
      <QueryStatus
        query={report}
        align="start"
        loadingText={t('loading')}
        errorText={t('loadFailed')}
        retryText={t('retry')}
      />
      {report.data && (
        <>
          <EventCounts events={report.data.events} words={words} lookups={lookups} />
          <CaterersSheetPanel report={report.data} words={words} />
          <DietaryList report={report.data} words={words} />
          <RemindersPanel report={report.data} words={words} />
        </>
      )}
    </section>
  );
}
