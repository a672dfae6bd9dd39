import { describe, expect, it } from 'vitest';
import { csvCells, opensAsText } from '../../../../protocol/csv-test-support';
import type { QuizRunResults } from '../results-source';
import { quizResultsCsv, quizResultsFileName } from './results-csv';

const player = (rank: number, name: string, tableName: string | null, score: number) => ({
  playerId: `p${rank}`,
  name,
  tableName,
  deviceHash: String(rank).repeat(64),
  score,
  rank,
  answered: 3,
  correct: Math.round(score / 1000),
});

/** A run where tables played as teams (the seating chart published), listed out of order. */
const results: QuizRunResults = {
  run: {
    id: 'a'.repeat(24),
    quizId: 'b'.repeat(24),
    title: 'Nuestra historia: ¡sí!',
    startedAt: '2026-06-20T21:00:00.000Z',
    endedAt: '2026-06-20T21:10:00.000Z',
    players: 3,
    podium: null,
  },
  players: [
    player(2, '=HYPERLINK("https://evil.example/")', 'Lilies', 1460),
    player(1, 'Ana', 'Roses', 2730),
    player(3, 'Carla', null, 0),
  ],
  tables: [
    { tableId: 't2', name: 'Lilies', score: 1460, players: 1, rank: 2 },
    { tableId: 't1', name: '+Roses', score: 2730, players: 1, rank: 1 },
  ],
  questions: [],
};

describe("a run's results as CSV", () => {
  it('lists players by rank, then the tables under their own titles, every cell opening as text', () => {
    const csv = quizResultsCsv(results, 'en');
    expect(csv.startsWith('\uFEFFRank,Name,Table,Score,Answered,Correct\r\n')).toBe(true);
    const cells = csvCells(csv);
    expect(cells).toEqual([
      ['1', 'Ana', 'Roses', '2730', '3', '3'],
      ['2', `'=HYPERLINK("https://evil.example/")`, 'Lilies', '1460', '3', '1'],
      ['3', 'Carla', '', '0', '3', '0'],
      [''],
      ['Table rank', 'Table', 'Average score', 'Players', '', ''],
      ['1', "'+Roses", '2730', '1', '', ''],
      ['2', 'Lilies', '1460', '1', '', ''],
    ]);
    expect(cells.flat().every(opensAsText)).toBe(true);
  });

  it('writes the titles in Spanish, and no tables part when guests played alone', () => {
    const csv = quizResultsCsv({ ...results, tables: [] }, 'es');
    expect(csv.startsWith('\uFEFFPuesto,Nombre,Mesa,Puntos,Respondidas,Acertadas\r\n')).toBe(true);
    expect(csvCells(csv)).toHaveLength(3);
    expect(quizResultsCsv(results, 'es')).toContain('Puesto de la mesa,Mesa,Puntuación media,Jugadores');
  });

  it('names the file after the quiz and its day, in letters every system keeps', () => {
    expect(quizResultsFileName(results)).toBe('quiz-nuestra-historia-si-2026-06-20.csv');
    const untitled = { ...results, run: { ...results.run, title: '¿¡!?' } };
    expect(quizResultsFileName(untitled)).toBe('quiz-results-2026-06-20.csv');
  });
});
