import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_TOKEN_PATTERN } from '../../../protocol/device-token';
import { DEVICE_HEADER } from '../../../protocol/endpoint';
import { KEEPSAKE_MESSAGES } from '../../../protocol/keepsake';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { MyPostsPage } from './MyPostsPage';

type Info = {
  enabled: boolean;
  moments: number;
  photos: number;
  guestBook: number;
  timelineMessages: number;
};
/** What the server answers for this guest: their counts, or a refusal with its message. */
let answer: Info | { status: number; message: string };
let saved: string[];
/** What the download request carried. */
let downloadHeaders: Record<string, string> | undefined;

beforeEach(() => {
  answer = { enabled: true, moments: 3, photos: 1, guestBook: 0, timelineMessages: 2 };
  saved = [];
  downloadHeaders = undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const json = (value: unknown, status = 200) =>
        new Response(JSON.stringify(value), { status });
      if (url === '/api/keepsake/mine')
        return 'status' in answer ? json({ message: answer.message }, answer.status) : json(answer);
      if (url === '/api/keepsake/mine/download') {
        downloadHeaders = init.headers as Record<string, string>;
        return new Response(new Uint8Array([80, 75, 3, 4]), {
          headers: { 'content-type': 'application/zip' },
        });
      }
      return json({ message: 'not here' }, 404);
    }),
  );
  vi.stubGlobal('URL', { ...URL, createObjectURL: () => 'blob:mine', revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    // The page's own link is clicked by the test; only the generated one saves a file.
    if (this.href.startsWith('blob:')) saved.push(this.download);
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('the My photos and posts page', () => {
  it('says so when the couple has not turned downloads on', async () => {
    answer = { enabled: false, moments: 0, photos: 0, guestBook: 0, timelineMessages: 0 };
    renderWithProviders(<MyPostsPage />);
    expect(
      await screen.findByText(/The couple has not turned on personal downloads yet/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
  });

  it('counts what this guest shared and downloads it with their identity', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MyPostsPage />);
    const link = await screen.findByRole('link', { name: 'Download my photos and posts' });
    expect(screen.getByText('3 live moments')).toBeInTheDocument();
    expect(screen.getByText('1 photo')).toBeInTheDocument();
    expect(screen.getByText('0 guest-book notes')).toBeInTheDocument();
    expect(screen.getByText('2 timeline messages')).toBeInTheDocument();
    expect(link).toHaveAttribute('href', '/api/keepsake/mine/download');
    await user.click(link);
    expect(await screen.findByText('Your ZIP is downloading.')).toBeInTheDocument();
    expect(saved).toEqual(['my-wedding-posts.zip']);
    // A guest without an invitation is known by this device's identity, which a bare link lacks.
    expect(downloadHeaders?.[DEVICE_HEADER]).toMatch(DEVICE_TOKEN_PATTERN);
  });

  it("shows the server's identity message", async () => {
    answer = { status: 401, message: KEEPSAKE_MESSAGES.noIdentity };
    renderWithProviders(<MyPostsPage />);
    expect(await screen.findByText(KEEPSAKE_MESSAGES.noIdentity)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with your invitation' })).toHaveAttribute(
      'href',
      '/guest-login',
    );
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderWithProviders(<MyPostsPage />);
    expect(
      await screen.findByRole('link', { name: 'Descargar mis fotos y publicaciones' }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 momentos en vivo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Mis fotos y publicaciones',
    );
    expect((await axe.run(document.body)).violations).toEqual([]);
  }, 30_000);
});
