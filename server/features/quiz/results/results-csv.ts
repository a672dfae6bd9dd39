import { toCsv } from '../../../../protocol/csv';
import type { QuizRunResults } from '../results-source';

type Lang = 'en' | 'es';

export const QUIZ_RESULTS_COLUMNS = {
  en: ['Rank', 'Name', 'Table', 'Score', 'Answered', 'Correct'],
  es: ['Puesto', 'Nombre', 'Mesa', 'Puntos', 'Respondidas', 'Acertadas'],
} as const;

/** The second part's own header row, under a blank line: one row per table. */
export const QUIZ_TABLE_COLUMNS = {
  en: ['Table rank', 'Table', 'Average score', 'Players'],
  es: ['Puesto de la mesa', 'Mesa', 'Puntuación media', 'Jugadores'],
} as const;

/**
 * A run's results for the organizers' spreadsheet: one row per player, by rank; when tables
 * played as teams, a blank line and the tables' standings. Guests typed their names, so every cell
 * goes through the site's CSV rule (a name starting with '=' opens as text).
 */
export function quizResultsCsv(results: QuizRunResults, lang: Lang): string {
  const players = [...results.players]
    .sort((a, b) => a.rank - b.rank)
    .map((player) => [
      String(player.rank),
      player.name,
      player.tableName ?? '',
      String(player.score),
      String(player.answered),
      String(player.correct),
    ]);
  const tables = [...results.tables]
    .sort((a, b) => a.rank - b.rank)
    .map((table) => [String(table.rank), table.name, String(table.score), String(table.players)]);
  // Tables are there only when the seating chart was published (tables as teams).
  const rows = tables.length ? [...players, [], [...QUIZ_TABLE_COLUMNS[lang]], ...tables] : players;
  return toCsv({ fields: QUIZ_RESULTS_COLUMNS[lang], rows });
}

/** `quiz-<title>-<date>.csv`, in letters a file name keeps everywhere. */
export function quizResultsFileName(results: QuizRunResults): string {
  const title = results.run.title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  const day = results.run.startedAt.slice(0, 10);
  return `quiz-${title || 'results'}-${day}.csv`;
}
