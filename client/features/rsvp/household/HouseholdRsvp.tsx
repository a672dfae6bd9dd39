import { Mail, Phone } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { Household } from '../../../../protocol/households';
import type { MyEvents } from '../../../../protocol/household-events';
import { ApiError } from '../../../lib/api';
import { Localized } from '../../../lib/localized';
import { Button } from '../../../lib/ui/button';
import { useContentLanguage } from '../../../lib/use-localized';
import { useStrings } from '../../../lib/use-strings';
import { telHref } from '../../contact/contact-links';
import { useWeddingSettings } from '../../wedding/useWeddingSettings';
import { EventCard } from './EventCard';
import { formatDeadline } from './event-time';
import { HouseholdPeople } from './HouseholdPeople';
import { peopleOf } from './household-form';
import './strings';
import { useMyEvents, useMyHousehold, useMyHouseholdLive } from './useHouseholdRsvp';
import { useOnline } from './use-online';

/** The server has no household page for this guest: the spec's form is theirs. */
const notForThisGuest = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * The RSVP of a guest signed in with their invite code, for their whole household (issue 51): its
 * people and companions, then each of its weekend events to answer. A household with no events
 * (or no household page at all) gets `fallback`, the spec's one-form RSVP.
 */
export function HouseholdRsvp({ guestId, fallback }: { guestId: string; fallback: ReactNode }) {
  const { t } = useStrings('household-rsvp');
  const events = useMyEvents(guestId);
  const household = useMyHousehold(guestId);

  if (events.isError || household.isError) {
    if (notForThisGuest(events.error) || notForThisGuest(household.error)) return fallback;
    return (
      <div className="grid justify-items-center gap-3 text-center">
        <p role="alert" className="text-lg text-stone-800">
          {t('loadError')}
        </p>
        <Button
          variant="outline"
          onClick={() => void Promise.all([events.refetch(), household.refetch()])}
        >
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (!events.data || !household.data) {
    return (
      <p role="status" className="text-center text-lg text-stone-600">
        {t('loading')}
      </p>
    );
  }
  if (events.data.events.length === 0) return fallback;
  return <HouseholdAnswers guestId={guestId} mine={events.data} household={household.data} />;
}

function HouseholdAnswers({
  guestId,
  mine,
  household,
}: {
  guestId: string;
  mine: MyEvents;
  household: Household;
}) {
  const { t } = useStrings('household-rsvp');
  const language = useContentLanguage();
  const settings = useWeddingSettings().data;
  const offline = !useOnline();
  // When the page opened: the reopening's note is for a household past the deadline.
  const [openedAt] = useState(Date.now);
  useMyHouseholdLive(guestId);
  const people = peopleOf(household);
  const { canChange, deadline } = mine;

  return (
    <div className="grid gap-6">
      {/* On the wedding's clock only: the phone's own zone would say another hour. */}
      {canChange && deadline && settings && (
        <p className="rounded-lg bg-blush-50 p-4 text-center text-lg font-medium text-stone-900">
          {t('deadline', { date: formatDeadline(deadline, settings.timeZone, language) })}
        </p>
      )}
      {canChange && household.reopened && deadline && Date.parse(deadline) < openedAt && (
        <p className="rounded-lg bg-sage-100 p-4 text-center text-lg text-stone-900">
          {t('reopened')}
        </p>
      )}
      {!canChange && (
        <div className="grid gap-4 rounded-lg bg-blush-50 p-4">
          <p className="text-lg font-medium text-stone-900">{t('deadlinePassed')}</p>
          <CoupleContact />
        </div>
      )}
      <HouseholdPeople
        household={household}
        guestId={guestId}
        canChange={canChange}
        offline={offline}
      />
      {mine.events.map((item) => (
        <EventCard
          key={item.event.id}
          item={item}
          people={people}
          guestId={guestId}
          canChange={canChange}
          offline={offline}
        />
      ))}
    </div>
  );
}

/** How to reach the couple once answers are closed: the wedding's contact, as the Contact section. */
function CoupleContact() {
  const { t } = useStrings('household-rsvp');
  const headingId = useId();
  const contact = useWeddingSettings().data?.contact;
  if (!contact) return null;
  const link =
    'flex min-h-11 items-center gap-3 rounded-md border border-blush-100 bg-white px-4 py-3 text-lg text-stone-800 hover:bg-blush-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-500';
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-lg font-medium text-blush-700">
        {t('contact.title')}: {contact.name}
      </h3>
      {(contact.note || contact.noteEs) && (
        <Localized
          as="p"
          en={contact.note}
          es={contact.noteEs}
          className="text-base text-stone-700"
        />
      )}
      <ul className="grid gap-2">
        <li>
          <a href={`mailto:${contact.email}`} className={link}>
            <Mail aria-hidden className="size-5 shrink-0 text-blush-600" />
            <span className="sr-only">{t('contact.email')}: </span>
            <span className="break-all">{contact.email}</span>
          </a>
        </li>
        <li>
          <a href={telHref(contact.phone)} className={link}>
            <Phone aria-hidden className="size-5 shrink-0 text-blush-600" />
            <span className="sr-only">{t('contact.phone')}: </span>
            {contact.phone}
          </a>
        </li>
      </ul>
    </section>
  );
}
