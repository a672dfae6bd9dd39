import type { Household } from '../../../../protocol/households';
import { pickVersion, type ContentLanguage } from '../../../../protocol/localized';
import type { HouseholdFacts, InvitedEvent } from './facts';

/** What every message needs besides the household: the wedding's words and where to answer. */
export interface MessageContext {
  language: ContentLanguage;
  /** The first name of the person it is written to. */
  firstName: string;
  couple: string;
  timeZone: string;
  deadline: Date | null;
  /** Where the RSVP is answered (PUBLIC_URL#rsvp), when known. */
  rsvpUrl: string | null;
}

const locale = (language: ContentLanguage) => (language === 'es' ? 'es' : 'en-US');
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** An event's day as written on the wedding's clock ('Saturday, June 12, 2027'). */
function eventDay(date: string, language: ContentLanguage): string {
  const [year, month, day] = date.split('-').map(Number);
  return plain(
    new Intl.DateTimeFormat(locale(language), { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year!, month! - 1, day!)),
    ),
  );
}

function deadlineText(context: MessageContext): string {
  return plain(
    new Intl.DateTimeFormat(locale(context.language), {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: context.timeZone,
    }).format(context.deadline!),
  );
}

const TEXTS = {
  en: {
    guestOf: (name: string) => `Guest of ${name}`,
    child: 'child',
    attending: 'attending',
    declined: 'not attending',
    noAnswer: 'no answer yet',
    confirmSubject: (couple: string) => `Your RSVP for ${couple}'s wedding`,
    hello: (name: string) => `Hi ${name},`,
    thanks: 'Thank you for answering. This is what we have for your invitation:',
    companions: 'Your companions:',
    changeUntil: (deadline: string) => `You can change your answers until ${deadline}`,
    change: 'You can change your answers',
    at: (url: string) => ` at ${url}`,
    onSite: ' on the wedding website',
    pushTitle: 'We have your RSVP',
    counted: (attending: number, all: number) => `${attending} of ${all} attending`,
    remindSubject: (couple: string) => `Please answer the RSVP for ${couple}'s wedding`,
    remindIntro: 'We have not received your answer for:',
    answerBy: (deadline: string) => `Please answer by ${deadline}`,
    answer: 'Please answer',
    remindTitle: 'Please answer our RSVP',
    smsConfirm: (name: string) => `${name}, we have your RSVP.`,
    smsRemind: (name: string, couple: string) =>
      `${name}, please answer the RSVP for ${couple}'s wedding:`,
  },
  es: {
    guestOf: (name: string) => `Invitado de ${name}`,
    child: 'niño/a',
    attending: 'asiste',
    declined: 'no asiste',
    noAnswer: 'sin respuesta todavía',
    confirmSubject: (couple: string) => `Tu respuesta para la boda de ${couple}`,
    hello: (name: string) => `Hola, ${name}:`,
    thanks: 'Gracias por responder. Esto es lo que tenemos de tu invitación:',
    companions: 'Tus acompañantes:',
    changeUntil: (deadline: string) => `Puedes cambiar tus respuestas hasta el ${deadline}`,
    change: 'Puedes cambiar tus respuestas',
    at: (url: string) => ` en ${url}`,
    onSite: ' en la web de la boda',
    pushTitle: 'Tenemos tu respuesta',
    counted: (attending: number, all: number) => `${attending} de ${all} asisten`,
    remindSubject: (couple: string) =>
      `Por favor, responde a la invitación de la boda de ${couple}`,
    remindIntro: 'Aún no hemos recibido tu respuesta para:',
    answerBy: (deadline: string) => `Por favor, responde antes del ${deadline}`,
    answer: 'Por favor, responde',
    remindTitle: 'Por favor, responde a la invitación',
    smsConfirm: (name: string) => `${name}, tenemos tu respuesta.`,
    smsRemind: (name: string, couple: string) =>
      `${name}, por favor responde a la invitación de la boda de ${couple}:`,
  },
} as const;

/** Each person of the household by id, named as pages name them ("Guest of Ana"). */
function peopleOf(household: Household, language: ContentLanguage) {
  const t = TEXTS[language];
  return [
    ...household.members.map((member) => ({
      id: member.id,
      name: `${member.firstName} ${member.lastName}`.trim(),
    })),
    ...household.companions.map((companion) => ({
      id: companion.id,
      name:
        (companion.name ?? t.guestOf(companion.guestOf)) + (companion.child ? ` (${t.child})` : ''),
    })),
  ];
}

const eventName = (entry: InvitedEvent, language: ContentLanguage) =>
  pickVersion(entry.event.name, entry.event.nameEs, language).text;

function eventHeading(entry: InvitedEvent, language: ContentLanguage): string {
  const { event } = entry;
  const place = event.place ? `, ${event.place}` : '';
  return `${eventName(entry, language)}: ${eventDay(event.date, language)}, ${event.time}${place}`;
}

/** One line per person: their answer and meal (the meal's name in this language). */
function answerLines(entry: InvitedEvent, household: Household, language: ContentLanguage) {
  const t = TEXTS[language];
  const meals = new Map(
    entry.event.meals.map((meal) => [meal._id, pickVersion(meal.name, meal.nameEs, language).text]),
  );
  return peopleOf(household, language).map((person) => {
    const answer = entry.answers.get(person.id);
    if (!answer) return `  - ${person.name}: ${t.noAnswer}`;
    if (!answer.attending) return `  - ${person.name}: ${t.declined}`;
    const meal = answer.mealId ? meals.get(answer.mealId) : undefined;
    const dietary = answer.dietary ? ` (${answer.dietary})` : '';
    return `  - ${person.name}: ${t.attending}${meal ? `, ${meal}` : ''}${dietary}`;
  });
}

function howToChange(context: MessageContext, answerNow: boolean): string {
  const t = TEXTS[context.language];
  const lead = context.deadline
    ? (answerNow ? t.answerBy : t.changeUntil)(deadlineText(context))
    : answerNow
      ? t.answer
      : t.change;
  return `${lead}${context.rsvpUrl ? t.at(context.rsvpUrl) : t.onSite}.`;
}

const attendingOf = (entry: InvitedEvent) =>
  [...entry.answers.values()].filter((answer) => answer.attending).length;

/** The summary after answering: every event with each person's answer, companions, deadline. */
export function confirmationMessages(facts: HouseholdFacts, context: MessageContext) {
  const { language } = context;
  const t = TEXTS[language];
  const { household } = facts;
  const named = household.companions.filter((companion) => companion.name);
  const text = [
    t.hello(context.firstName),
    '',
    t.thanks,
    '',
    ...facts.events.flatMap((entry) => [
      eventHeading(entry, language),
      ...answerLines(entry, household, language),
      '',
    ]),
    ...(named.length
      ? [
          `${t.companions} ${named.map((c) => c.name + (c.child ? ` (${t.child})` : '')).join(', ')}`,
          '',
        ]
      : []),
    howToChange(context, false),
    '',
    context.couple,
  ].join('\n');
  const counts = facts.events
    .map(
      (entry) =>
        `${eventName(entry, language)}: ${t.counted(attendingOf(entry), household.members.length + household.companions.length)}`,
    )
    .join(' · ');
  return {
    email: { subject: t.confirmSubject(context.couple), text },
    sms: `${t.smsConfirm(context.firstName)} ${counts}. ${howToChange(context, false)}`,
    push: { title: t.pushTitle, body: counts },
  };
}

/** The reminder: the events not answered yet, and by when and where to answer. */
export function reminderMessages(unanswered: InvitedEvent[], context: MessageContext) {
  const { language } = context;
  const t = TEXTS[language];
  const names = unanswered.map((entry) => eventName(entry, language));
  const text = [
    t.hello(context.firstName),
    '',
    t.remindIntro,
    ...unanswered.map((entry) => `  - ${eventHeading(entry, language)}`),
    '',
    howToChange(context, true),
    '',
    context.couple,
  ].join('\n');
  return {
    email: { subject: t.remindSubject(context.couple), text },
    sms: `${t.smsRemind(context.firstName, context.couple)} ${names.join(', ')}. ${howToChange(context, true)}`,
    push: { title: t.remindTitle, body: `${names.join(', ')}. ${howToChange(context, true)}` },
  };
}
