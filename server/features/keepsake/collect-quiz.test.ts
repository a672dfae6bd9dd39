import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { QuizRunSummary } from '../../../protocol/quiz';
import type { QuizResultsSource, QuizRunResults } from '../quiz/results-source';
import { bookStream } from './book/book';
import { readPdf } from './book/test-pdf';
import { collectQuizPodiums } from './collect-wedding';
import { keepsakeFixture } from './keepsake-fixture';
import { siteFiles } from './site/render-site';

const run = (id: string, title: string, ended: boolean): QuizRunSummary => ({
  id,
  quizId: `quiz-${id}`,
  title,
  startedAt: '2026-06-20T20:00:00.000Z',
  endedAt: ended ? '2026-06-20T20:10:00.000Z' : null,
  players: 4,
  podium: null,
});

const player = (name: string, rank: number, score: number) => ({
  playerId: `player-${name}`,
  name,
  tableName: null,
  deviceHash: 'f'.repeat(64),
  score,
  rank,
  answered: 3,
  correct: rank === 1 ? 3 : 1,
});

/** A small results source: a finished quiz of four players, and one still running. */
const source: QuizResultsSource = {
  runs: async () => [run('r2', 'Still going', false), run('r1', 'Love trivia', true)],
  results: async (runId): Promise<QuizRunResults | null> =>
    runId === 'r1'
      ? {
          run: run('r1', 'Love trivia', true),
          players: [
            player('Zoë Brontë', 2, 1800),
            player('Łukasz Żółć', 1, 2600),
            player('Ana Pérez', 4, 500),
            player('Bo Li', 3, 1200),
          ],
          tables: [],
          questions: [],
        }
      : null,
};

describe('the keepsake’s live quiz podiums', () => {
  it('takes each finished quiz’s top three, names as the build says, none without a source', async () => {
    expect(await collectQuizPodiums(undefined, 'full')).toEqual([]);
    expect(await collectQuizPodiums(source, 'first')).toEqual([
      {
        id: 'r1',
        title: 'Love trivia',
        podium: [
          { rank: 1, author: 'Łukasz', score: 2600 },
          { rank: 2, author: 'Zoë', score: 1800 },
          { rank: 3, author: 'Bo', score: 1200 },
        ],
      },
    ]);
    const none = await collectQuizPodiums(source, 'none');
    expect(none[0]!.podium.every((entry) => entry.author === null)).toBe(true);
  });

  it('prints them in the book and on the site’s podium page', async () => {
    const data = { ...keepsakeFixture(), quizzes: await collectQuizPodiums(source, 'full') };
    const { text } = await readPdf(
      await buffer(bookStream(data, { paper: 'A4' }, async () => null)),
    );
    expect(text).toContain('Live quiz: Love trivia');
    expect(text).toContain('Łukasz Żółć');
    expect(text).toContain('2600 points');
    const podium = siteFiles(data).find((file) => file.name === 'podium.es.html')!.content;
    expect(podium).toContain('Quiz en directo: Love trivia');
    expect(podium).toContain('Zoë Brontë');
  });
});
