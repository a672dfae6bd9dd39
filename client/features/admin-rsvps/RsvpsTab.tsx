import { useStrings } from '../../lib/use-strings';
import type { OrganizerRsvp } from '../../../protocol/rsvp';
import { Badge } from '../../lib/ui/badge';
import { Button } from '../../lib/ui/button';
import { UnmatchedRsvps } from '../admin-access/UnmatchedRsvps';
import { RsvpReport } from '../admin-rsvp-report/RsvpReport';
import { attendingPeople } from './rsvps-cache';
import './strings';
import { useRsvps } from './useRsvps';

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** One answer. Everything in it was typed by a guest: it is rendered as text, never as markup. */
function RsvpRow({ rsvp }: { rsvp: OrganizerRsvp }) {
  const { t, i18n } = useStrings('adminRsvps');
  const headingId = `rsvp-${rsvp.id}-name`;
  return (
    <li
      aria-labelledby={headingId}
      data-testid="rsvp-row"
      className="grid gap-2 rounded-xl border border-blush-100 bg-white p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-serif text-xl text-blush-700">
          {fullName(rsvp)}
        </h3>
        {rsvp.attending ? (
          <Badge>{t('attending', { count: rsvp.guestCount })}</Badge>
        ) : (
          <Badge variant="outline">{t('declined')}</Badge>
        )}
      </div>
      <p className="break-all text-sm text-stone-600">{rsvp.email}</p>
      <p className="text-sm font-medium text-stone-800">
        {rsvp.guest ? t('linkedTo', { guest: fullName(rsvp.guest) }) : t('notLinked')}
      </p>
      {rsvp.dietaryRestrictions && (
        <p className="text-sm text-stone-800">
          <span className="font-medium">{t('dietary')}: </span>
          {rsvp.dietaryRestrictions}
        </p>
      )}
      {rsvp.message ? (
        <blockquote
          aria-label={t('message')}
          className="whitespace-pre-line break-words border-l-4 border-blush-200 pl-3 text-stone-800"
        >
          {rsvp.message}
        </blockquote>
      ) : (
        <p className="text-sm italic text-stone-600">{t('noMessage')}</p>
      )}
      <p className="text-sm text-stone-600">
        <time dateTime={rsvp.updatedAt}>
          {t('answeredAt', {
            time: new Date(rsvp.updatedAt).toLocaleString(i18n.resolvedLanguage, {
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          })}
        </time>
      </p>
    </li>
  );
}

function AllRsvps() {
  const { t } = useStrings('adminRsvps');
  const rsvps = useRsvps();
  return (
    <section aria-labelledby="all-rsvps-title" className="grid gap-3">
      <h2 id="all-rsvps-title" className="font-serif text-2xl font-semibold text-blush-700">
        {t('title')}
      </h2>
      <p className="text-base text-stone-700">{t('description')}</p>
      {rsvps.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : rsvps.isError ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p>{t('loadFailed')}</p>
          <Button variant="outline" onClick={() => void rsvps.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : rsvps.data.length === 0 ? (
        <p className="rounded-lg bg-white p-4 text-stone-700">{t('none')}</p>
      ) : (
        <>
          <p className="font-medium text-stone-800" data-testid="rsvp-summary">
            {t('summary', { count: rsvps.data.length, people: attendingPeople(rsvps.data) })}
          </p>
          <ul className="grid gap-3" aria-labelledby="all-rsvps-title">
            {rsvps.data.map((rsvp) => (
              <RsvpRow key={rsvp.id} rsvp={rsvp} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * The /admin 'RSVPs' tab: the households' report per event first (counts, meals, the caterer's
 * sheet, dietary notes, reminders), then the answers waiting for a guest of the list (linked
 * there, with the same controls as ever), then every answer with what the guest wrote.
 */
export function RsvpsTab() {
  return (
    <div className="grid gap-8">
      <RsvpReport />
      <UnmatchedRsvps />
      <AllRsvps />
    </div>
  );
}
