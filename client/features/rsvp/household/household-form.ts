import type {
  EventAnswersBody,
  HouseholdEvent,
  Meal,
  PersonAnswer,
} from '../../../../protocol/household-events';
import type { Household } from '../../../../protocol/households';

/** Someone who answers for an event: a member of the household or one of its companions. */
export interface Person {
  id: string;
  /** How pages name them; an unnamed companion is worded after `guestOf` by `nameOf`. */
  name: string | null;
  guestOf: string | null;
  child: boolean;
}

/** Members first (as the server sorts them), then the companions in the household's order. */
export function peopleOf(household: Household): Person[] {
  return [
    ...household.members.map((member) => ({
      id: member.id,
      name: [member.firstName, member.lastName].filter(Boolean).join(' '),
      guestOf: null,
      child: false,
    })),
    ...household.companions.map((companion) => ({
      id: companion.id,
      name: companion.name,
      guestOf: companion.guestOf,
      child: companion.child,
    })),
  ];
}

/** A person's name as shown: their own, or "Guest of Ana" until the household names them. */
export function nameOf(person: Person, guestOf: (host: string) => string): string {
  return person.name ?? guestOf(person.guestOf ?? '');
}

/** One person's answer being edited: `attending` null until they choose. */
export interface PersonDraft {
  attending: boolean | null;
  mealId: string | null;
  dietary: string;
}

/** What the guest changed on an event's form and has not saved yet (the rest is the server's). */
export interface EventEdits {
  people: Record<string, PersonDraft>;
  questions: Record<string, string>;
}

export const noEdits: EventEdits = { people: {}, questions: {} };

/** The person's answer as the server has it, or a blank one. */
export function storedDraft(answers: PersonAnswer[], personId: string): PersonDraft {
  const answer = answers.find((a) => a.personId === personId);
  return answer
    ? { attending: answer.attending, mealId: answer.mealId, dietary: answer.dietary }
    : { attending: null, mealId: null, dietary: '' };
}

/** What the form shows for a person: the guest's edit if any, else what was sent. */
export function draftOf(event: HouseholdEvent, edits: EventEdits, personId: string): PersonDraft {
  return edits.people[personId] ?? storedDraft(event.answers, personId);
}

export function questionDraftOf(
  event: HouseholdEvent,
  edits: EventEdits,
  questionId: string,
): string {
  return (
    edits.questions[questionId] ??
    event.questionAnswers.find((answer) => answer.questionId === questionId)?.answer ??
    ''
  );
}

/**
 * The body of PUT /api/households/mine/events/:eventId, or null when nobody has answered yet.
 * People who have not chosen yes or no are left out (the server keeps them unanswered); a person
 * who declines sends no meal.
 */
export function answersBody(
  event: HouseholdEvent,
  edits: EventEdits,
  people: Person[],
): EventAnswersBody | null {
  const answers = people.flatMap((person) => {
    const draft = draftOf(event, edits, person.id);
    if (draft.attending === null) return [];
    const mealId =
      draft.attending && draft.mealId && event.event.meals.some((meal) => meal.id === draft.mealId)
        ? draft.mealId
        : undefined;
    return [
      {
        personId: person.id,
        attending: draft.attending,
        ...(mealId ? { mealId } : {}),
        dietary: draft.attending ? draft.dietary.trim() : '',
      },
    ];
  });
  if (answers.length === 0) return null;
  return {
    answers,
    questionAnswers: event.event.questions.map((question) => ({
      questionId: question.id,
      answer: questionDraftOf(event, edits, question.id).trim(),
    })),
  };
}

/** The event's meals for this person: a child sees the children's options first. */
export function mealsFor(meals: Meal[], child: boolean): Meal[] {
  if (!child) return meals;
  return [...meals.filter((meal) => meal.children), ...meals.filter((meal) => !meal.children)];
}
