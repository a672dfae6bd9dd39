import { CalendarDays, CheckCircle2, MapPin } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { WEEKEND_LIMITS, type HouseholdEvent } from '../../../../protocol/household-events';
import { serverText } from '../../../lib/error-text';
import '../../../lib/households-error-texts';
import { Localized, LocalizedSpan } from '../../../lib/localized';
import { Button } from '../../../lib/ui/button';
import { Input } from '../../../lib/ui/input';
import { Label } from '../../../lib/ui/label';
import { useContentLanguage, useLocalized } from '../../../lib/use-localized';
import { useStrings } from '../../../lib/use-strings';
import { formatEventTime } from './event-time';
import {
  answersBody,
  draftOf,
  nameOf,
  noEdits,
  questionDraftOf,
  type EventEdits,
  type Person,
} from './household-form';
import { PersonAnswerFields } from './PersonAnswerFields';
import { SentAnswers } from './SentAnswers';
import './strings';
import { useAnswerEvent } from './useHouseholdRsvp';

type Status = { ok: boolean; text: string } | null;

/**
 * One event of the weekend as its own card: what, when and where, then each person's answer and
 * the event's questions, saved together. Once answers can no longer change, the answers as sent.
 */
export function EventCard({
  item,
  people,
  guestId,
  canChange,
  offline,
}: {
  item: HouseholdEvent;
  people: Person[];
  guestId: string;
  canChange: boolean;
  offline: boolean;
}) {
  const { t } = useStrings('household-rsvp');
  const language = useContentLanguage();
  const { pick } = useLocalized();
  const headingId = useId();
  const { event } = item;
  const eventName = pick(event.name, event.nameEs);
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-blush-100 bg-white p-5 shadow-sm"
    >
      <header className="grid gap-2">
        <h3 id={headingId} className="font-serif text-2xl text-blush-700">
          <LocalizedSpan value={eventName} />
        </h3>
        <p className="flex items-start gap-2 text-lg text-stone-800">
          <CalendarDays aria-hidden className="mt-1 size-5 shrink-0 text-blush-600" />
          <span>
            <span className="sr-only">{t('event.when')}: </span>
            {formatEventTime(event.date, event.time, language)}
          </span>
        </p>
        {event.place && (
          <p className="flex items-start gap-2 text-lg text-stone-800">
            <MapPin aria-hidden className="mt-1 size-5 shrink-0 text-blush-600" />
            <span>
              <span className="sr-only">{t('event.where')}: </span>
              {event.place}
            </span>
          </p>
        )}
        {(event.details || event.detailsEs) && (
          <Localized
            as="p"
            en={event.details}
            es={event.detailsEs}
            className="whitespace-pre-line text-base text-stone-700"
          />
        )}
      </header>
      {canChange ? (
        <EventAnswersForm
          item={item}
          people={people}
          guestId={guestId}
          eventName={eventName.text}
          offline={offline}
        />
      ) : (
        <SentAnswers item={item} people={people} />
      )}
    </section>
  );
}

function EventAnswersForm({
  item,
  people,
  guestId,
  eventName,
  offline,
}: {
  item: HouseholdEvent;
  people: Person[];
  guestId: string;
  eventName: string;
  offline: boolean;
}) {
  const { t } = useStrings('household-rsvp');
  const { pick } = useLocalized();
  const idPrefix = useId();
  // Only what the guest changed: the rest follows the server, pushes from elsewhere included.
  const [edits, setEdits] = useState<EventEdits>(noEdits);
  const [status, setStatus] = useState<Status>(null);
  const save = useAnswerEvent(guestId, item.event.id);
  const guestOf = (host: string) => t('household.guestOf', { name: host });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = answersBody(item, edits, people);
    if (!body) {
      setStatus({ ok: false, text: t('event.nobody') });
      return;
    }
    setStatus(null);
    try {
      await save.mutateAsync(body);
      setEdits(noEdits);
      setStatus({ ok: true, text: t('event.saved', { event: eventName }) });
    } catch (error) {
      setStatus({ ok: false, text: serverText(error) ?? t('event.failed') });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-4"
      aria-label={eventName}
    >
      {people.map((person, index) => (
        <PersonAnswerFields
          key={person.id}
          idPrefix={`${idPrefix}-${index}`}
          personName={nameOf(person, guestOf)}
          child={person.child}
          meals={item.event.meals}
          draft={draftOf(item, edits, person.id)}
          onChange={(draft) => {
            setStatus(null);
            setEdits((current) => ({
              ...current,
              people: { ...current.people, [person.id]: draft },
            }));
          }}
        />
      ))}
      {item.event.questions.length > 0 && (
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-xl font-medium text-stone-900">
            {t('event.questions')}
          </legend>
          {item.event.questions.map((question) => {
            const inputId = `${idPrefix}-question-${question.id}`;
            return (
              <div key={question.id} className="grid gap-1.5">
                <Label htmlFor={inputId}>
                  <LocalizedSpan value={pick(question.prompt, question.promptEs)} />
                </Label>
                <Input
                  id={inputId}
                  value={questionDraftOf(item, edits, question.id)}
                  maxLength={WEEKEND_LIMITS.answer}
                  onChange={(event) => {
                    setStatus(null);
                    setEdits((current) => ({
                      ...current,
                      questions: { ...current.questions, [question.id]: event.target.value },
                    }));
                  }}
                />
              </div>
            );
          })}
        </fieldset>
      )}
      {offline && <p className="text-base font-medium text-stone-700">{t('event.offline')}</p>}
      <Button
        type="submit"
        size="lg"
        disabled={save.isPending || offline}
        className="w-full sm:w-auto"
      >
        {save.isPending ? t('event.saving') : t('event.save', { event: eventName })}
      </Button>
      <div aria-live="polite">
        {status && (
          <p
            role={status.ok ? 'status' : 'alert'}
            className={
              status.ok
                ? 'flex items-center gap-2 text-lg font-medium text-sage-600'
                : 'text-lg font-medium text-red-700'
            }
          >
            {status.ok && <CheckCircle2 aria-hidden className="size-6 shrink-0" />}
            {status.text}
          </p>
        )}
      </div>
    </form>
  );
}
