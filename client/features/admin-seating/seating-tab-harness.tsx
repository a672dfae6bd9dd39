import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { json, type SentRequest } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render';
import { SeatingTab } from './SeatingTab';
import { stubSeatingApi, type SeatingAnswer, type SeatingData } from './seating-fixture';

/** What a test of the Seating Chart tab sees of the API: what was sent, and what it answers. */
export type SeatingApi = {
  requests: SentRequest<unknown>[];
  /** Answers before the served records; a test sets it, each test starts with none. */
  answer: SeatingAnswer;
  /** The requests that change something (every method but GET). */
  writes: () => SentRequest<unknown>[];
  /** A 500 to `method` on every url starting with `prefix`. */
  failWith500: (method: string, prefix: string) => void;
};

/**
 * For each test of the file: the seating API serving `data` (and whatever the test answers first),
 * then the page back in English.
 */
export function serveSeatingApi(data: SeatingData): SeatingApi {
  const api: SeatingApi = {
    requests: [],
    answer: () => undefined,
    writes: () => api.requests.filter((r) => r.method !== 'GET'),
    failWith500: (method, prefix) => {
      api.answer = (m, url) =>
        m === method && url.startsWith(prefix) ? json({ message: 'boom' }, 500) : undefined;
    },
  };
  beforeEach(() => {
    api.answer = () => undefined;
    api.requests = stubSeatingApi(data, () => api.answer);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });
  return api;
}

/** An answer to one call only: `make(body)` to `method url`, nothing to the others. */
export const answerTo =
  (method: string, url: string, make: (body: unknown) => Response): SeatingAnswer =>
  (m, u, body) =>
    m === method && u === url ? make(body) : undefined;

/** The tab, then the dialog one of its buttons opens (found by its name when given). */
export async function openFromTab(button: string, dialogName?: string) {
  const user = userEvent.setup();
  renderWithProviders(<SeatingTab />);
  await user.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', dialogName ? { name: dialogName } : undefined);
  return { user, dialog };
}
