import type { RsvpReport } from '../../../protocol/rsvp-report';
import type { ReportWords } from './report-words';

/** Each person's dietary note once, with the events they attend. Guest-typed: rendered as text. */
export function DietaryList({ report, words }: { report: RsvpReport; words: ReportWords }) {
  const { t, personName, eventName } = words;
  const eventsById = new Map(report.events.map((event) => [event.eventId, event]));
  return (
    <section aria-labelledby="rsvp-report-dietary" className="grid gap-3">
      <div>
        <h3 id="rsvp-report-dietary" className="font-serif text-2xl text-blush-700">
          {t('dietary.title')}
        </h3>
        <p className="text-stone-600">{t('dietary.intro')}</p>
      </div>
      {report.dietary.length === 0 ? (
        <p className="rounded-lg bg-white p-4 text-stone-700">{t('dietary.none')}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-blush-100 bg-white">
          <table className="w-full border-collapse text-left" aria-labelledby="rsvp-report-dietary">
            <thead>
              <tr className="border-b border-stone-300">
                <th scope="col" className="p-2 font-medium">
                  {t('dietary.person')}
                </th>
                <th scope="col" className="p-2 font-medium">
                  {t('dietary.note')}
                </th>
                <th scope="col" className="p-2 font-medium">
                  {t('dietary.events')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.dietary.map((person) => (
                <tr
                  key={person.personId}
                  className="border-b border-stone-200"
                  data-testid="dietary-row"
                >
                  <th scope="row" className="p-2 font-normal">
                    {personName(person)}
                    {person.child && ` (${t('child')})`}
                  </th>
                  <td className="whitespace-pre-line break-words p-2">{person.note}</td>
                  <td className="p-2 text-sm text-stone-700">
                    {person.eventIds
                      .map((id) => eventsById.get(id))
                      .filter((event) => event !== undefined)
                      .map((event) => eventName(event).text)
                      .join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
