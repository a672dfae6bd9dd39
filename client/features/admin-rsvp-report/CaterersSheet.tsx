import { Download, Printer } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import type { EventReport, RsvpReport } from '../../../protocol/rsvp-report';
import { Button } from '../../lib/ui/button';
import { buttonVariants } from '../../lib/ui/button-variants';
import { Label } from '../../lib/ui/label';
import { MealsTable } from './MealsTable';
import './print.css';
import { defaultPaper, type Paper } from './report-cache';
import type { ReportWords } from './report-words';
import { mealsCsvUrl, PRINTING_CLASS } from './sheet-print';

/** One event's page: where and when, the meal counts, then everyone coming with meal and note. */
function EventPage({ event, words }: { event: EventReport; words: ReportWords }) {
  const { t, eventName, personName, mealName, when, moment } = words;
  const headingId = `caterers-${event.eventId}`;
  return (
    <article className="rsvp-caterers-event" aria-labelledby={headingId}>
      <header>
        <p>{t('sheet.heading')}</p>
        <h1 id={headingId}>{eventName(event).text}</h1>
        <p>{[when(event), event.place].filter(Boolean).join(' · ')}</p>
        <p data-testid="sheet-totals">
          {t('sheet.totals', {
            adults: t('events.adults', { count: event.attending.adults }),
            children: t('events.children', { count: event.attending.children }),
          })}
        </p>
        {/* Which version the caterer holds, when the counts change after printing. */}
        <p>{t('sheet.printedAt', { time: moment(new Date().toISOString()) })}</p>
      </header>
      <MealsTable event={event} words={words} />
      <table>
        <caption>{t('sheet.peopleCaption', { event: eventName(event).text })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sheet.person')}</th>
            <th scope="col">{t('sheet.meal')}</th>
            <th scope="col">{t('sheet.dietary')}</th>
          </tr>
        </thead>
        <tbody>
          {event.people.map((person) => (
            <tr key={person.personId} data-testid="sheet-person">
              <th scope="row">
                {personName(person)}
                {person.child && ` (${t('child')})`}
              </th>
              <td>{mealName(event, person.mealId) || t('sheet.noMeal')}</td>
              <td>{person.dietary}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

/** The printed sheet: every event on its own page(s), on the paper chosen. */
export function CaterersSheet({
  report,
  paper,
  words,
}: {
  report: RsvpReport;
  paper: Paper;
  words: ReportWords;
}) {
  return (
    <div className="rsvp-caterers-sheet" data-paper={paper} data-testid="caterers-sheet">
      {report.events.map((event) => (
        <EventPage key={event.eventId} event={event} words={words} />
      ))}
    </div>
  );
}

/**
 * The caterer's sheet, printed from the tab: the paper size, the print button and the CSV. While
 * printing, the sheet is put straight in <body> and the print stylesheet shows nothing else.
 */
export function CaterersSheetPanel({ report, words }: { report: RsvpReport; words: ReportWords }) {
  const { t, language } = words;
  const paperId = useId();
  const [paper, setPaper] = useState<Paper>(() => defaultPaper(navigator.languages ?? []));
  // Which press of the print button is printing (0: none): pressing again prints again.
  const [printRun, setPrintRun] = useState(0);
  const printing = printRun > 0;

  useEffect(() => {
    if (!printRun) return;
    document.body.classList.add(PRINTING_CLASS);
    // A print() that blocks (Chromium, Firefox) has fired `afterprint` when it returns; Safari's
    // returns at once and fires it when its dialog closes: the sheet stays until then.
    const done = () => setPrintRun(0);
    window.addEventListener('afterprint', done, { once: true });
    // After React has put the sheet in the page.
    const frame = requestAnimationFrame(() => window.print());
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', done);
      document.body.classList.remove(PRINTING_CLASS);
    };
  }, [printRun]);

  return (
    <section aria-labelledby="rsvp-report-sheet" className="grid gap-3">
      <div>
        <h3 id="rsvp-report-sheet" className="font-serif text-2xl text-blush-700">
          {t('sheet.title')}
        </h3>
        <p className="text-stone-600">{t('sheet.hint')}</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor={paperId}>{t('sheet.paper')}</Label>
          <select
            id={paperId}
            value={paper}
            onChange={(event) => setPaper(event.target.value as Paper)}
            className="h-11 rounded-md border border-stone-300 bg-white px-3 text-base"
          >
            <option value="a4">{t('sheet.a4')}</option>
            <option value="letter">{t('sheet.letter')}</option>
          </select>
        </div>
        <Button
          variant="outline"
          onClick={() => setPrintRun((run) => run + 1)}
          disabled={report.events.length === 0}
        >
          <Printer aria-hidden /> {t('sheet.print')}
        </Button>
        <a
          href={mealsCsvUrl(language)}
          download="meals.csv"
          className={buttonVariants({ variant: 'outline' })}
        >
          <Download aria-hidden /> {t('sheet.csv')}
        </a>
      </div>
      {printing &&
        createPortal(<CaterersSheet report={report} paper={paper} words={words} />, document.body)}
    </section>
  );
}
