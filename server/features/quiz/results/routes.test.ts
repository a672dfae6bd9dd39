import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCells, opensAsText } from '../../../../protocol/csv-test-support';
import { quizRunSummarySchema } from '../../../../protocol/quiz';
import { runnerFor, stopAll } from '../../../lib/jobs/test-support';
import { callApi } from '../../../test/api';
import { useTestApp } from '../../../test/fixtures';
import { quizResultsRoutes } from './routes';
import { endedRun, RunsInMemory, serveInApp } from './test-support';

// The runs come from a small in-memory QuizResultsSource (test-support.ts) until the quiz-live
// lane's door, which implements it, is merged; the app, its access checks and the CSV are real.
const app = useTestApp({}, { organizer: true });
const source = new RunsInMemory();

beforeAll(() => {
  serveInApp(app, quizResultsRoutes({ events: app.server.events, jobs: runnerFor('csv-test') }, source));
});
afterAll(stopAll);

const hash = (n: number) => n.toString(16).padStart(64, '0');

const withTables = endedRun(
  [
    { name: 'Ana', tableName: 'Roses', deviceHash: hash(1), score: 2730, answered: 3, correct: 3 },
    { name: '=HYPERLINK("https://evil.example/")', tableName: 'Lilies', deviceHash: hash(2), score: 1460, answered: 3, correct: 2 },
    { name: 'Carla', tableName: null, deviceHash: hash(3), score: 0, answered: 0, correct: 0 },
  ],
  {
    title: 'Nuestra historia',
    startedAt: '2026-06-20T21:00:00.000Z',
    tables: [
      { tableId: 't2', name: 'Lilies', score: 1460, players: 1, rank: 2 },
      { tableId: 't1', name: '+Roses', score: 2730, players: 1, rank: 1 },
    ],
  },
);
const alone = endedRun(
  [{ name: 'Dan', tableName: null, deviceHash: hash(4), score: 990, answered: 1, correct: 1 }],
  { startedAt: '2026-06-20T22:00:00.000Z' },
);
source.add(withTables);
source.add(alone);

async function download(runId: string, options: { cookie?: string; query?: string } = {}) {
  const response = await fetch(`${app.url}/api/admin/quiz-runs/${runId}/results.csv${options.query ?? ''}`, {
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  // Kept whole: response.text() would drop the byte-order mark the file must start with.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { response, text };
}

describe("the organizers' quiz results", () => {
  it('lists the runs, newest first, to organizers only', async () => {
    const { status, body } = await callApi<unknown[]>(app.url, '/api/admin/quiz-runs', { cookie: app.organizer });
    expect(status).toBe(200);
    expect(body.map((run) => quizRunSummarySchema.parse(run).id)).toEqual([alone.run.id, withTables.run.id]);
    expect((await callApi(app.url, '/api/admin/quiz-runs')).status).toBe(401);
    expect((await callApi(app.url, '/api/admin/quiz-runs', { deviceId: 'guest' })).status).toBe(401);
  });

  it('exports a run as CSV: players by rank, then the tables, every cell opening as text', async () => {
    const { response, text } = await download(withTables.run.id, { cookie: app.organizer });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename=quiz-nuestra-historia-2026-06-20.csv',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(text.startsWith('\uFEFFRank,Name,Table,Score,Answered,Correct\r\n')).toBe(true);
    const cells = csvCells(text);
    expect(cells).toEqual([
      ['1', 'Ana', 'Roses', '2730', '3', '3'],
      ['2', `'=HYPERLINK("https://evil.example/")`, 'Lilies', '1460', '3', '2'],
      ['3', 'Carla', '', '0', '0', '0'],
      [''],
      ['Table rank', 'Table', 'Average score', 'Players', '', ''],
      ['1', "'+Roses", '2730', '1', '', ''],
      ['2', 'Lilies', '1460', '1', '', ''],
    ]);
    expect(cells.flat().every(opensAsText)).toBe(true);
  });

  it('writes the column titles in Spanish when asked, and no tables part when guests played alone', async () => {
    const { text } = await download(alone.run.id, { cookie: app.organizer, query: '?lang=es' });
    expect(text.startsWith('\uFEFFPuesto,Nombre,Mesa,Puntos,Respondidas,Acertadas\r\n')).toBe(true);
    expect(csvCells(text)).toEqual([['1', 'Dan', '', '990', '1', '1']]);
  });

  it('refuses strangers, unknown runs and bad ids with a clear error', async () => {
    const stranger = await download(withTables.run.id);
    expect(stranger.response.status).toBe(401);
    expect(JSON.parse(stranger.text)).toMatchObject({ code: 'http.organizerRequired' });
    const unknown = await download('0123456789abcdef01234567', { cookie: app.organizer });
    expect(unknown.response.status).toBe(404);
    expect(JSON.parse(unknown.text)).toMatchObject({ code: 'http.notFound' });
    const bad = await download('not-an-id', { cookie: app.organizer });
    expect(bad.response.status).toBe(400);
    const lang = await download(alone.run.id, { cookie: app.organizer, query: '?lang=fr' });
    expect(lang.response.status).toBe(400);
  });
});
