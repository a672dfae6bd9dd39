import { quizLiveSchema, type QuizInput, type QuizLive } from '../../../protocol/quiz';
import { jsonCall } from '../support/connect';
import { organizerSignIn } from '../support/local';

/** The organizer who writes the bench's quiz and hosts it, over the same HTTP as the host page. */
export class BenchHost {
  private constructor(
    private readonly url: string,
    private readonly cookie: string,
  ) {}

  static async signIn(url: string, password: string): Promise<BenchHost> {
    return new BenchHost(url, await organizerSignIn(url, password));
  }

  private async call(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await jsonCall(`${this.url}${path}`, method, body, { cookie: this.cookie });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  }

  /** A quiz of `questions` questions of four answers, each open `limitSeconds`; answers its id. */
  async createQuiz(questions: number, limitSeconds: number): Promise<string> {
    const quiz: QuizInput = {
      title: 'Bench quiz',
      questions: Array.from({ length: questions }, (_, index) => ({
        text: `Question ${index + 1}: where did the couple meet?`,
        answers: ['At school', 'At work', 'On a train', 'At a wedding'].map((text) => ({ text })),
        correctIndex: index % 4,
        limitSeconds,
      })),
    };
    const created = (await this.call('POST', '/api/admin/quizzes', quiz)) as { id: string };
    return created.id;
  }

  /** The run as everyone sees it now. */
  async live(): Promise<QuizLive> {
    return quizLiveSchema.parse(await this.call('GET', '/api/quiz/live'));
  }

  async open(quizId: string): Promise<QuizLive> {
    return quizLiveSchema.parse(await this.call('POST', '/api/quiz/host/actions', { action: 'open', quizId }));
  }

  /** `start`, `next`, `end`…, naming the revision the run is at now. */
  async act(action: 'start' | 'next' | 'end'): Promise<QuizLive> {
    const { run } = await this.live();
    if (!run) throw new Error('no quiz is open');
    const body = { action, runId: run.id, revision: run.revision };
    return quizLiveSchema.parse(await this.call('POST', '/api/quiz/host/actions', body));
  }
}
