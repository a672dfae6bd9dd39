import {
  QUIZ_LIMITS,
  QUIZ_MESSAGES,
  quizQuestionBodySchema,
  type QuizQuestionBody,
  type QuizQuestionInput,
} from '../../../protocol/quiz';
import { QUIZ_AUTHORING_MESSAGES } from '../../../protocol/quiz-authoring';
import { AiFailure, type AiEndpoint } from '../../lib/ai/endpoint';
import { conflict } from '../../lib/http/errors';
import {
  bilingualTrivia,
  loadWeddingFacts,
  shuffled,
  weddingTriviaPool,
  type TriviaSeed,
} from '../games/door';

type Random = () => number;

/** Drafts that fit a quiz's question (lengths, answers): the others are left out. */
function fitting(drafts: QuizQuestionInput[]): QuizQuestionBody[] {
  return drafts.flatMap((draft) => {
    const parsed = quizQuestionBodySchema.safeParse(draft);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * One question in both languages from the trivia's two pools, paired by the question's key (the
 * template and the fact, whatever the language). The wrong answers are the same positions of
 * both pools' decoys (each language words the same list in the same order); a pair whose lists
 * differ in length (a language cannot say some of them) is left out rather than mismatched.
 */
function paired(en: TriviaSeed, es: TriviaSeed, random: Random): QuizQuestionInput | null {
  if (en.distractors.length !== es.distractors.length) return null;
  const wrong = shuffled(
    en.distractors.map((_, index) => index),
    random,
  ).slice(0, QUIZ_LIMITS.answersMax - 1);
  const answers = shuffled(
    [
      { text: en.answer, textEs: es.answer, right: true },
      ...wrong.map((i) => ({ text: en.distractors[i]!, textEs: es.distractors[i]!, right: false })),
    ],
    random,
  );
  return {
    text: en.question,
    textEs: es.question,
    answers: answers.map(({ text, textEs }) => ({ text, textEs })),
    correctIndex: answers.findIndex((answer) => answer.right),
    limitSeconds: QUIZ_LIMITS.secondsDefault,
    picture: null,
  };
}

/**
 * Questions from the wedding's own facts, through the games' built-in trivia: the generator words
 * each question in English and in Spanish; the two are paired by the question's key.
 */
export async function weddingFactDrafts(
  count: number,
  random: Random = Math.random,
): Promise<QuizQuestionBody[]> {
  const facts = await loadWeddingFacts();
  const spanish = new Map(weddingTriviaPool(facts, 'es').map((seed) => [seed.key, seed]));
  const drafts = weddingTriviaPool(facts, 'en').flatMap((en) => {
    const es = spanish.get(en.key);
    const draft = es ? paired(en, es, random) : null;
    return draft ? [draft] : [];
  });
  const questions = fitting(shuffled(drafts, random)).slice(0, count);
  if (questions.length === 0) throw conflict(QUIZ_MESSAGES.generateUnavailable);
  return questions;
}

/**
 * Questions the games' AI generator writes in both languages, where AI is configured (else a
 * clear 409); its failures answer as every AI failure does (`ai.<reason>`).
 */
export async function aiDrafts(ai: AiEndpoint | null, count: number): Promise<QuizQuestionBody[]> {
  if (!ai) throw conflict(QUIZ_AUTHORING_MESSAGES.aiUnavailable);
  const written = await bilingualTrivia(ai, await loadWeddingFacts(), count);
  const questions = fitting(
    written.map((q) => ({
      text: q.question,
      textEs: q.questionEs,
      answers: q.options.map((text, index) => ({ text, textEs: q.optionsEs[index] ?? '' })),
      correctIndex: q.correctAnswer,
      limitSeconds: QUIZ_LIMITS.secondsDefault,
      picture: null,
    })),
  ).slice(0, count);
  // Every question it wrote was too long or malformed for a quiz: as unusable as bad JSON.
  if (questions.length === 0) throw new AiFailure('invalid_output');
  return questions;
}
