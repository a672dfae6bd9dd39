import type { Household } from '../../../protocol/households';
import type {
  EventReport,
  ReportPerson,
  RsvpChannel,
  RsvpReport,
  UnansweredHousehold,
} from '../../../protocol/rsvp-report';
import type { ContentLanguage } from '../../../protocol/localized';
import type { Config } from '../../config';
import { toE164 } from '../../lib/sms/phone';
import type { WeekendEventDocument } from './event-model';
import { mealsCsv } from './report-csv';
import { answerKey, loadReportData, type InvitedHousehold, type ReportData } from './report-data';

/**
 * When each household was last reminded to answer. The reminders (households/notify) own it; the
 * report reads it through this interface only. `noRemindersYet` stands in until their
 * `lastRemindedAt` is passed to the report's service in feature.ts.
 */
export interface ReminderLog {
  lastRemindedAt(householdIds: string[]): Promise<Map<string, Date>>;
}
export const noRemindersYet: ReminderLog = { lastRemindedAt: async () => new Map() };

/** Which ways of reaching a household this site has configured (mail, text messages). */
export interface ReachSettings {
  mail: boolean;
  sms: boolean;
  smsDefaultCountry: string;
}
export const reachSettingsOf = (config: Config): ReachSettings => ({
  // As every mail to guests: only with the site's address for its links (docs/email.md).
  mail: Boolean(config.smtp && config.publicUrl),
  sms: Boolean(config.sms),
  smsDefaultCountry: config.smsDefaultCountry,
});

export type AttendingPerson = EventReport['people'][number];

/** Each person of a household: its members (adults) first, then its companions, as pages name them. */
export function peopleOf(household: Household): ReportPerson[] {
  const householdId = household.id;
  return [
    ...household.members.map((member) => ({
      personId: member.id,
      householdId,
      name: `${member.firstName} ${member.lastName}`.trim(),
      guestOf: null,
      child: false,
    })),
    ...household.companions.map((companion) => ({
      personId: companion.id,
      householdId,
      name: companion.name,
      guestOf: companion.guestOf,
      child: companion.child,
    })),
  ];
}

const isInvited = (event: WeekendEventDocument, householdId: string) =>
  event.householdIds.some((id) => id.toString() === householdId);

function eventReport(data: ReportData, event: WeekendEventDocument): EventReport {
  const invited = data.households.filter(({ household }) => isInvited(event, household.id));
  const offered = new Set(event.meals.map((meal) => meal._id));
  const counts = new Map(event.meals.map((meal) => [meal._id, 0]));
  const attending = { adults: 0, children: 0 };
  let declined = 0;
  let notAnswered = 0;
  let mealNotChosen = 0;
  const people: AttendingPerson[] = [];
  for (const { household } of invited) {
    for (const person of peopleOf(household)) {
      const answer = data.answers.get(answerKey(event._id, person.personId));
      if (!answer) notAnswered += 1;
      else if (!answer.attending) declined += 1;
      else {
        attending[person.child ? 'children' : 'adults'] += 1;
        // A meal the event no longer offers counts as none chosen.
        const mealId = answer.mealId && offered.has(answer.mealId) ? answer.mealId : null;
        if (mealId) counts.set(mealId, (counts.get(mealId) ?? 0) + 1);
        else if (offered.size > 0) mealNotChosen += 1;
        people.push({ ...person, mealId, dietary: answer.dietary ?? '' });
      }
    }
  }
  const order = new Map(invited.map(({ household }, index) => [household.id, index]));
  const questionOrder = new Map((event.questions ?? []).map((q, index) => [q._id, index]));
  const questionAnswers = data.questionAnswers
    .filter(
      (row) =>
        row.eventId.equals(event._id) &&
        row.answer &&
        questionOrder.has(row.questionId) &&
        order.has(row.householdId.toString()),
    )
    .sort(
      (a, b) =>
        questionOrder.get(a.questionId)! - questionOrder.get(b.questionId)! ||
        order.get(a.householdId.toString())! - order.get(b.householdId.toString())!,
    )
    .map((row) => ({
      questionId: row.questionId,
      householdId: row.householdId.toString(),
      answer: row.answer,
    }));
  return {
    eventId: event._id.toString(),
    name: event.name,
    nameEs: event.nameEs,
    date: event.date,
    time: event.time,
    place: event.place,
    invited: invited.reduce((sum, { household }) => sum + peopleOf(household).length, 0),
    attending,
    declined,
    notAnswered,
    meals: event.meals.map((meal) => ({
      mealId: meal._id,
      name: meal.name,
      nameEs: meal.nameEs,
      children: meal.children,
      count: counts.get(meal._id) ?? 0,
    })),
    mealNotChosen,
    people,
    questionAnswers,
  };
}

/** Each person with a dietary note once: their notes (distinct, by event) and the events they attend. */
function dietaryList(events: EventReport[]): RsvpReport['dietary'] {
  const byPerson = new Map<string, { person: ReportPerson; notes: string[]; eventIds: string[] }>();
  for (const event of events) {
    for (const { mealId: _meal, dietary, ...person } of event.people) {
      const entry = byPerson.get(person.personId) ?? { person, notes: [], eventIds: [] };
      entry.eventIds.push(event.eventId);
      const note = dietary.trim();
      if (note && !entry.notes.includes(note)) entry.notes.push(note);
      byPerson.set(person.personId, entry);
    }
  }
  return [...byPerson.values()]
    .filter((entry) => entry.notes.length > 0)
    .map(({ person, notes, eventIds }) => ({ ...person, note: notes.join('; '), eventIds }));
}

/** How a reminder would reach the household now: what is configured, and what its members gave. */
export function reachableBy(household: InvitedHousehold, settings: ReachSettings): RsvpChannel[] {
  const channels: RsvpChannel[] = [];
  if (settings.mail && household.contacts.some((contact) => contact.email?.trim())) {
    channels.push('email');
  }
  const hasPhone = household.contacts.some(
    (contact) => contact.phone && toE164(contact.phone, settings.smsDefaultCountry) !== null,
  );
  if (settings.sms && hasPhone) channels.push('sms');
  if (household.hasPush) channels.push('push');
  return channels;
}

function unansweredHouseholds(
  data: ReportData,
  reminded: Map<string, Date>,
  settings: ReachSettings,
): UnansweredHousehold[] {
  return data.households.flatMap((entry) => {
    const people = peopleOf(entry.household);
    const eventIds = data.events
      .filter((event) => isInvited(event, entry.household.id))
      .filter((event) => people.some((p) => !data.answers.has(answerKey(event._id, p.personId))))
      .map((event) => event._id.toString());
    if (eventIds.length === 0) return [];
    return [
      {
        householdId: entry.household.id,
        name: entry.name,
        eventIds,
        lastRemindedAt: reminded.get(entry.household.id)?.toISOString() ?? null,
        reachableBy: reachableBy(entry, settings),
      },
    ];
  });
}

/** The report from what was read, without another read. */
export function computeReport(
  data: ReportData,
  reminded: Map<string, Date>,
  settings: ReachSettings,
): RsvpReport {
  const events = data.events.map((event) => eventReport(data, event));
  return {
    events,
    dietary: dietaryList(events),
    unanswered: unansweredHouseholds(data, reminded, settings),
  };
}

/**
 * The organizers' RSVP report (issue 51), recomputed from the stored answers on each read: the
 * organizers' pages read it again on every push of the `households` topic.
 */
export class RsvpReportService {
  constructor(
    private readonly settings: ReachSettings,
    private readonly reminders: ReminderLog = noRemindersYet,
  ) {}

  async report(): Promise<RsvpReport> {
    const data = await loadReportData();
    const reminded = await this.reminders.lastRemindedAt(
      data.households.map(({ household }) => household.id),
    );
    return computeReport(data, reminded, this.settings);
  }

  /** The caterer's CSV: the report's attending people, with their households' names. */
  async mealsCsv(lang: ContentLanguage): Promise<string> {
    const data = await loadReportData();
    const names = new Map(data.households.map((entry) => [entry.household.id, entry.name]));
    return mealsCsv(computeReport(data, new Map(), this.settings), names, lang);
  }
}
