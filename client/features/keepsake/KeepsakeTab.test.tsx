import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type SentRequest } from '../../test/fake-fetch';
import {
  KEEPSAKE_MESSAGES,
  type KeepsakeJob,
  type KeepsakeStatus,
} from '../../../protocol/keepsake';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { KeepsakeTab } from './KeepsakeTab';
import { keepsakeJob } from './keepsake-fixture';

/** The handlers the tab gave useTopic, so a test can push as the server would. */
const topicHandlers = new Map<string, Record<string, (payload: unknown) => void>>();
vi.mock('../../lib/realtime/useTopic', () => ({
  useTopic: (topic: string, handlers: Record<string, (payload: unknown) => void>) => {
    topicHandlers.set(topic, handlers);
  },
}));
const push = (job: KeepsakeJob) =>
  act(async () => {
    topicHandlers.get('keepsake')?.['keepsake:progress']?.(job);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const job = keepsakeJob;

let status: KeepsakeStatus;
/** When set, starting answers 409 with the server's words. */
let conflict: string | null;
let requests: SentRequest[];

beforeEach(() => {
  topicHandlers.clear();
  status = { job: null, settings: { guestDownloads: false } };
  conflict = null;
  requests = stubFetch(async (method, url, body) => {
    if (url === '/api/admin/keepsake' && method === 'GET') return json(status);
    if (url === '/api/admin/keepsake' && method === 'POST') {
      if (conflict) return json({ message: conflict }, 409);
      const options = body as KeepsakeJob['options'];
      // Each build is a new job, started after the previous one.
      const started = job({ options, id: 'd'.repeat(24), startedAt: '2026-06-21T11:00:00.000Z' });
      status = { ...status, job: started };
      return json(status.job, 202);
    }
    if (url === '/api/admin/keepsake/settings' && method === 'PUT') {
      status = { ...status, settings: body as KeepsakeStatus['settings'] };
      return json(status.settings);
    }
    return json({ message: 'not here' }, 404);
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

// Whole builds clicked through on a shared machine: more than vitest's default 5 s.
describe('the Keepsake tab', { timeout: 20_000 }, () => {
  it('builds with the chosen options and shows the pushed progress, then the download', async () => {
    const user = userEvent.setup();
    renderWithProviders(<KeepsakeTab />);
    await user.click(await screen.findByRole('radio', { name: 'First names only' }));
    await user.click(screen.getByRole('radio', { name: 'Letter' }));
    await user.click(screen.getByRole('checkbox', { name: 'Print shop copy of the book' }));
    await user.click(screen.getByRole('button', { name: 'Build the keepsake' }));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      names: 'first',
      paper: 'LETTER',
      bleed: true,
    });
    expect(await screen.findByText('Collecting the posts and photos')).toBeInTheDocument();
    // Nothing counted yet: an indeterminate bar, not "0 of 0".
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
    expect(screen.queryByText('0 of 0')).toBeNull();
    expect(screen.queryByRole('button', { name: /Build/ })).toBeNull();
    expect(screen.getByRole('radio', { name: 'First names only' })).toBeDisabled();

    const building = { id: 'd'.repeat(24), startedAt: '2026-06-21T11:00:00.000Z' };
    await push(job({ ...building, phase: 'originals', done: 3, total: 12, restarts: 1 }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Building the keepsake: Adding the original photos and videos',
    );
    const bar = screen.getByRole('progressbar', { name: /Adding the original photos and videos/ });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '12');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 12');
    expect(
      screen.getByText('The server restarted once; the build carried on.'),
    ).toBeInTheDocument();

    // A late, older view of the same build does not move the bar back.
    await push(job({ ...building, phase: 'site', done: 1, total: 2, restarts: 1 }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');

    await push(
      job({
        ...building,
        state: 'done',
        phase: 'finishing',
        done: 1,
        total: 1,
        finishedAt: '2026-06-21T10:05:00.000Z',
        sizeBytes: 12_345_678,
        missingFiles: 3,
      }),
    );
    expect(screen.getByRole('heading', { name: 'The keepsake is ready' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The keepsake is ready');
    expect(screen.getByText(/^12\.3 MB, built /)).toBeInTheDocument();
    expect(
      screen.getByText('3 photos were missing and are listed in MISSING.txt.'),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Download the keepsake' });
    expect(link).toHaveAttribute('href', '/api/admin/keepsake/download');
    expect(link).toHaveAttribute('download');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("shows the server's message when a build is already running", async () => {
    conflict = KEEPSAKE_MESSAGES.alreadyRunning;
    const user = userEvent.setup();
    renderWithProviders(<KeepsakeTab />);
    await user.click(await screen.findByRole('button', { name: 'Build the keepsake' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(KEEPSAKE_MESSAGES.alreadyRunning);
  });

  it('shows a failed build with its error and retries with the same options', async () => {
    status.job = job({
      state: 'failed',
      error: 'Storage refused the upload.',
      options: { names: 'none', paper: 'A4' },
    });
    const user = userEvent.setup();
    renderWithProviders(<KeepsakeTab />);
    const failed = await screen.findByRole('alert');
    expect(within(failed).getByText('Storage refused the upload.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'No names' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ names: 'none', paper: 'A4' });
    expect(screen.getByRole('checkbox', { name: 'Print shop copy of the book' })).not.toBeChecked();
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });

  it("turns guests' downloads on and says what they get", async () => {
    const user = userEvent.setup();
    renderWithProviders(<KeepsakeTab />);
    const toggle = await screen.findByRole('switch', {
      name: 'Let guests download their own posts',
    });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText(/^Off: guests see/)).toBeInTheDocument();
    await user.click(toggle);
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ guestDownloads: true });
    expect(await screen.findByText(/^On: each guest can download/)).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('speaks Spanish, the 409 included', async () => {
    await i18n.changeLanguage('es');
    conflict = KEEPSAKE_MESSAGES.alreadyRunning;
    const user = userEvent.setup();
    renderWithProviders(<KeepsakeTab />);
    expect(
      await screen.findByRole('radio', { name: 'Solo el nombre de pila' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Permitir que los invitados/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear el recuerdo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ya se está creando un recuerdo. Espere a que termine.',
    );
  });

  it('shows a running build in Spanish, accessibly (axe)', async () => {
    await i18n.changeLanguage('es');
    status = {
      job: job({ phase: 'book', done: 4, total: 10, restarts: 2 }),
      settings: { guestDownloads: true },
    };
    renderWithProviders(<KeepsakeTab />);
    const bar = await screen.findByRole('progressbar', { name: /Imprimiendo el libro/ });
    expect(bar).toHaveAttribute('aria-valuetext', '4 de 10');
    expect(
      screen.getByText('El servidor se reinició 2 veces; la creación continuó.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Activado: cada invitado/)).toBeInTheDocument();
    expect((await axe.run(document.body)).violations).toEqual([]);
  }, 30_000);
});
