import { beforeAll, describe, expect, it } from 'vitest';
import { csvCells, opensAsText } from '../../../../protocol/csv-test-support';
import { quizRunSummarySchema, type QuizRun } from '../../../../protocol/quiz';
import { callApi } from '../../../test/api';
import { useTestApp } from '../../../test/fixtures';
import { act, hostAction, phoneOn, stateWhere, storedQuiz } from '../test-support';

// A real run, played over HTTP and Socket.IO and ended by its host; its results read through the
// quiz's own source, as the organizers' dashboard reads them.
const app = useTestApp({}, { organizer: true });
const FORMULA = '=HYPERLINK("https://evil.example/")';
let run: QuizRun;
let anaScore: number;

beforeAll(async () => {
  const quizId = await storedQuiz([3], 3);
  run = (await hostAction(app.url, app.organizer, { action: 'open', quizId })).body.run!;
  const ana = await phoneOn(app.url, 'csv-ana');
  const mallory = await phoneOn(app.url, 'csv-mallory');
  const carla = await phoneOn(app.url, 'csv-carla');
  for (const [phone, name] of [[ana, 'Ana'], [mallory, FORMULA], [carla, 'Carla']] as const)
    expect((await phone.join(name)).status).toBe(200);
  const asked = stateWhere(ana.socket, (r) => r?.phase === 'question');
  run = await act(app.url, app.organizer, run, 'start');
  await asked;
  const revealed = stateWhere(ana.socket, (r) => r?.phase === 'reveal');
  expect(await ana.answer(run.id, 0, 3)).toBe(202);
  expect(await mallory.answer(run.id, 0, 0)).toBe(202);
  run = (await revealed).run!;
  anaScore = (await ana.mine()).player!.score;
  run = await act(app.url, app.organizer, run, 'end');
  for (const phone of [ana, mallory, carla]) phone.socket.disconnect();
}, 60_000);

async function download(runId: string, options: { cookie?: string; query?: string } = {}) {
  const response = await fetch(`${app.url}/api/admin/quiz-runs/${runId}/results.csv${options.query ?? ''}`, {
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  // Kept whole: response.text() would drop the byte-order mark the file must start with.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { response, text };
}

describe("the organizers' quiz results", () => {
  it('lists the runs to organizers only', async () => {
    const { status, body } = await callApi<unknown[]>(app.url, '/api/admin/quiz-runs', { cookie: app.organizer });
    expect(status).toBe(200);
    expect(body.map((entry) => quizRunSummarySchema.parse(entry))).toEqual([
      expect.objectContaining({ id: run.id, title: 'Our story', players: 3 }),
    ]);
    expect((await callApi(app.url, '/api/admin/quiz-runs')).status).toBe(401);
    expect((await callApi(app.url, '/api/admin/quiz-runs', { deviceId: 'csv-ana' })).status).toBe(401);
  });

  it("exports a run's players as CSV, by rank, a guest's formula opening as text", async () => {
    const { response, text } = await download(run.id, { cookie: app.organizer });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=quiz-our-story-\d{4}-\d\d-\d\d\.csv$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(text.startsWith('\uFEFFRank,Name,Table,Score,Answered,Correct\r\n')).toBe(true);
    const cells = csvCells(text);
    expect(cells[0]).toEqual(['1', 'Ana', '', String(anaScore), '1', '1']);
    expect(cells.slice(1).map((row) => row.slice(1))).toEqual(
      expect.arrayContaining([
        [`'${FORMULA}`, '', '0', '1', '0'],
        ['Carla', '', '0', '0', '0'],
      ]),
    );
    expect(cells).toHaveLength(3);
    expect(cells.flat().every(opensAsText)).toBe(true);
  });

  it('writes the column titles in Spanish when asked', async () => {
    const { text } = await download(run.id, { cookie: app.organizer, query: '?lang=es' });
    expect(text.startsWith('\uFEFFPuesto,Nombre,Mesa,Puntos,Respondidas,Acertadas\r\n')).toBe(true);
  });

  it('refuses strangers, unknown runs and bad input with a clear error', async () => {
    const stranger = await download(run.id);
    expect(stranger.response.status).toBe(401);
    expect(JSON.parse(stranger.text)).toMatchObject({ code: 'http.organizerRequired' });
    const unknown = await download('0123456789abcdef01234567', { cookie: app.organizer });
    expect(unknown.response.status).toBe(404);
    expect(JSON.parse(unknown.text)).toMatchObject({ code: 'http.notFound' });
    expect((await download('not-an-id', { cookie: app.organizer })).response.status).toBe(400);
    expect((await download(run.id, { cookie: app.organizer, query: '?lang=fr' })).response.status).toBe(400);
  });
});
