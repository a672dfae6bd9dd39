import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  QUIZ_MESSAGES,
  type Quiz,
  type QuizBody,
  type QuizQuestionBody,
} from '../../../protocol/quiz';
import { errorText } from '../../lib/error-text';
import { json, stubFetch, type SentRequest } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render';
import { i18n } from '../../lib/i18n';
import { toast } from '../../lib/ui/use-toast';
import QuizTab from './QuizTab';
import { PictureUploadContext, type UploadPicture } from './picture-upload';
import { quizId, storedQuiz, summaryOf } from './quiz-test-support';

// The machine running the suite may be busy: a first render can take more than a second.
configure({ asyncUtilTimeout: 5000 });

vi.mock('../../lib/realtime/useTopic', () => ({ useTopic: () => undefined }));

let stored: Quiz;
let aiConfigured: boolean;
let requests: SentRequest[];
const drafts: QuizQuestionBody[] = [1, 2, 3].map((n) => ({
  text: `Draft ${n}?`,
  textEs: `¿Borrador ${n}?`,
  answers: [
    { text: `Yes ${n}`, textEs: `Sí ${n}` },
    { text: `No ${n}`, textEs: `No ${n}` },
  ],
  correctIndex: 1,
  limitSeconds: 20,
  picture: null,
}));

beforeEach(() => {
  stored = storedQuiz(3);
  aiConfigured = false;
  requests = stubFetch(async (method, url, body) => {
    if (url === '/api/admin/quizzes' && method === 'GET') return json([summaryOf(stored)]);
    if (url === `/api/admin/quizzes/${quizId}` && method === 'GET') return json(stored);
    if (url === '/api/ai/capabilities') return json({ translation: aiConfigured });
    if (url === '/api/admin/quizzes/generate') return json({ questions: drafts });
    if (url === '/api/admin/quizzes' || url === `/api/admin/quizzes/${quizId}`) {
      const saved = body as unknown as QuizBody;
      const questions = saved.questions.map((q, n) => ({ ...q, id: `s${n}`, pictureUrl: null }));
      return json({ ...stored, ...saved, questions }, method === 'POST' ? 201 : 200);
    }
    if (url === '/api/gallery-photos')
      return json([
        {
          id: 'p1',
          url: '/photos/p1.webp',
          thumbUrl: '/photos/p1-thumb.webp',
          width: 800,
          height: 600,
          caption: 'First dance',
          uploaderName: 'Ana',
          createdAt: '2026-06-20T18:00:00.000Z',
        },
      ]);
    if (url === '/api/admin/quiz-host-links' || url === '/api/admin/quiz-runs') return json([]);
    return undefined;
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  act(() => toast({ title: 'reset' }).dismiss());
  await i18n.changeLanguage('en');
});

const writes = () => requests.filter((r) => r.method !== 'GET' && !r.url.endsWith('/generate'));
const questionTexts = () =>
  screen
    .getAllByLabelText(/^Question \d+, English/)
    .map((input) => (input as HTMLTextAreaElement).value);

async function openStored() {
  const user = userEvent.setup();
  renderWithProviders(<QuizTab />);
  await user.click(await screen.findByRole('button', { name: 'Edit How well do you know them?' }));
  await screen.findByRole('form', { name: 'Edit quiz' });
  return user;
}

describe('the quiz editor', { timeout: 60_000 }, () => {
  it('checks a new quiz with the protocol’s words, then saves both languages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuizTab />);
    await user.click(await screen.findByRole('button', { name: 'New quiz' }));
    const form = screen.getByRole('form', { name: 'New quiz' });
    await user.click(within(form).getByRole('button', { name: 'Save quiz' }));
    expect(await within(form).findByText('Give the quiz a title.')).toBeInTheDocument();
    expect(within(form).getByText('Write the question.')).toBeInTheDocument();
    expect(within(form).getAllByText('Write every answer, or remove the empty ones.')).toHaveLength(
      2,
    );
    expect(writes()).toEqual([]);

    await user.type(within(form).getByLabelText(/^Quiz title, English/), 'Our quiz');
    await user.type(within(form).getByLabelText(/^Quiz title, Spanish/), 'Nuestro quiz');
    await user.type(within(form).getByLabelText(/^Question 1, English/), 'Where did they meet?');
    await user.type(within(form).getByLabelText(/^Question 1, Spanish/), '¿Dónde se conocieron?');
    await user.type(within(form).getByLabelText(/^Question 1, Answer A, English/), 'Paris');
    await user.type(within(form).getByLabelText(/^Question 1, Answer A, Spanish/), 'París');
    await user.type(within(form).getByLabelText(/^Question 1, Answer B, English/), 'Rome');
    await user.type(within(form).getByLabelText(/^Question 1, Answer B, Spanish/), 'Roma');
    await user.click(within(form).getByRole('button', { name: /^Add an answer/ }));
    await user.type(within(form).getByLabelText(/^Question 1, Answer C, English/), 'Lima');
    await user.click(within(form).getByRole('radio', { name: 'Answer C is the right one' }));
    const seconds = within(form).getByLabelText(/^Time limit/);
    await user.clear(seconds);
    await user.type(seconds, '90');
    await user.click(within(form).getByRole('button', { name: 'Save quiz' }));
    expect(await within(form).findByText('The time limit is 5 to 60 seconds.')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.clear(seconds);
    await user.type(seconds, '30');
    await user.click(within(form).getByRole('button', { name: 'Save quiz' }));
    expect(await screen.findByText('Quiz saved')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/api/admin/quizzes',
        body: {
          title: 'Our quiz',
          titleEs: 'Nuestro quiz',
          questions: [
            {
              text: 'Where did they meet?',
              textEs: '¿Dónde se conocieron?',
              answers: [
                { text: 'Paris', textEs: 'París' },
                { text: 'Rome', textEs: 'Roma' },
                { text: 'Lima', textEs: '' },
              ],
              correctIndex: 2,
              limitSeconds: 30,
              picture: null,
            },
          ],
        },
      },
    ]);
    // Back to the list once saved.
    expect(
      await screen.findByRole('table', {
        name: 'The quizzes, with their questions and last change',
      }),
    ).toBeInTheDocument();
  });

  it('shows the protocol’s words in Spanish', async () => {
    await i18n.changeLanguage('es');
    const user = userEvent.setup();
    renderWithProviders(<QuizTab />);
    await user.click(await screen.findByRole('button', { name: 'Nuevo quiz' }));
    await user.click(screen.getByRole('button', { name: 'Guardar el quiz' }));
    const spanish = (message: string) => {
      const text = errorText({ message });
      expect(text).not.toBe(message);
      return text;
    };
    expect(await screen.findByText(spanish(QUIZ_MESSAGES.titleRequired))).toBeInTheDocument();
    expect(screen.getByText(spanish(QUIZ_MESSAGES.questionRequired))).toBeInTheDocument();
  });

  it('reorders questions with the Move up and Move down buttons', async () => {
    const user = await openStored();
    expect(questionTexts()).toEqual(['Question text 1', 'Question text 2', 'Question text 3']);
    expect(screen.getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move question 1 down' }));
    await user.click(screen.getByRole('button', { name: 'Move question 3 up' }));
    expect(questionTexts()).toEqual(['Question text 2', 'Question text 3', 'Question text 1']);
    expect(screen.getByRole('button', { name: 'Move question 3 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Save quiz' }));
    await screen.findByText('Quiz saved');
    const put = writes()[0]!;
    expect(put.method).toBe('PUT');
    expect(
      (put.body as unknown as QuizBody).questions.map((q) => [q.text, q.answers[0]!.textEs]),
    ).toEqual([
      ['Question text 2', 'Bien 2'],
      ['Question text 3', 'Bien 3'],
      ['Question text 1', 'Bien 1'],
    ]);
  });

  it('adds only the generated drafts the organizer ticks, and saves nothing until Save', async () => {
    const user = await openStored();
    expect(screen.queryByRole('button', { name: 'With AI' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'From the wedding’s facts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review the proposed questions' });
    expect(within(dialog).getByRole('button', { name: /^Add 0 questions/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /Draft 1\?/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Draft 3\?/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 2 questions' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(questionTexts()).toEqual([
      'Question text 1',
      'Question text 2',
      'Question text 3',
      'Draft 1?',
      'Draft 3?',
    ]);
    expect(requests.find((r) => r.url.endsWith('/generate'))?.body).toEqual({
      source: 'wedding-facts',
      count: 5,
    });
    expect(writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save quiz' }));
    await screen.findByText('Quiz saved');
    const saved = writes()[0]!.body as unknown as QuizBody;
    expect(saved.questions.slice(3)).toEqual([drafts[0], drafts[2]]);
  });

  it('offers AI drafts only where the site has an AI endpoint', async () => {
    aiConfigured = true;
    const user = await openStored();
    await user.click(await screen.findByRole('button', { name: 'With AI' }));
    await screen.findByRole('dialog', { name: 'Review the proposed questions' });
    expect(requests.find((r) => r.url.endsWith('/generate'))?.body).toEqual({
      source: 'ai',
      count: 5,
    });
  });

  it('gives a question a photo from the gallery, and is axe clean', async () => {
    const user = await openStored();
    await user.click(screen.getAllByRole('button', { name: /^Choose from the gallery/ })[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a photo' });
    await user.click(
      await within(dialog).findByRole('button', { name: 'Choose photo 1: First dance' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      screen.getByRole('img', { name: 'The question’s picture (Question 2)' }),
    ).toHaveAttribute('src', '/photos/p1-thumb.webp');
    const { violations } = await axe.run(document.body);
    expect(violations.map((v) => v.id)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save quiz' }));
    await screen.findByText('Quiz saved');
    const saved = writes()[0]!.body as unknown as QuizBody;
    expect(saved.questions.map((q) => q.picture)).toEqual([
      null,
      { kind: 'gallery', photoId: 'p1' },
      null,
    ]);
  });

  it('uploads a question’s picture, refusing a file that is not one', async () => {
    const uploaded: File[] = [];
    const upload: UploadPicture = async (file) => {
      uploaded.push(file);
      return {
        picture: { kind: 'upload', key: 'quiz-pictures/k1' },
        previewUrl: '/photos/k1.webp',
      };
    };
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(
      <PictureUploadContext.Provider value={upload}>
        <QuizTab />
      </PictureUploadContext.Provider>,
    );
    await user.click(
      await screen.findByRole('button', { name: 'Edit How well do you know them?' }),
    );
    const field = await screen.findByLabelText('Upload a picture (Question 1)');
    await user.upload(field, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only photos can be shared here');
    expect(uploaded).toEqual([]);

    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'cake.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(field, photo);
    expect(
      await screen.findByRole('img', { name: 'The question’s picture (Question 1)' }),
    ).toHaveAttribute('src', '/photos/k1.webp');
    expect(uploaded).toEqual([photo]);
    await user.click(screen.getByRole('button', { name: 'Save quiz' }));
    await screen.findByText('Quiz saved');
    const saved = writes()[0]!.body as unknown as QuizBody;
    expect(saved.questions[0]!.picture).toEqual({ kind: 'upload', key: 'quiz-pictures/k1' });
  });

  it('asks before leaving the editor only when changes would be lost', async () => {
    const user = await openStored();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('table', { name: /^The quizzes/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit How well do you know them?' }));
    await user.type(await screen.findByLabelText(/^Quiz title, Spanish/), '!');
    await user.click(screen.getByRole('button', { name: 'Back to the quizzes' }));
    expect(screen.getByText('Leave without saving your changes?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText(/^Quiz title, Spanish/)).toHaveValue('¿Cuánto los conoce?!');
    await user.click(screen.getByRole('button', { name: 'Back to the quizzes' }));
    await user.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('table', { name: /^The quizzes/ })).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });
});
