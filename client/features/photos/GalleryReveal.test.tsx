import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryPhoto } from '../../../protocol/gallery';
import type { MyGallery, RevealSettings, RevealState } from '../../../protocol/gallery-reveal';
import { i18n } from '../../lib/i18n';
import { connection } from '../../lib/realtime/connection';
import { json, stubFetch, type SentRequest } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render';
import { weddingSettingsFixture } from '../../test/wedding-fixture';
import { RevealPanel } from '../admin-moderation/RevealPanel';
import { PhotoGallery } from './PhotoGallery';

const live = vi.hoisted(() => ({ handlers: {} as Record<string, (payload: unknown) => void> }));
vi.mock('../../lib/realtime/useTopic', () => ({
  useTopic: (_topic: string, handlers: Record<string, (payload: unknown) => void>) => {
    live.handlers = handlers;
  },
}));

const photo = (id: string, caption: string): GalleryPhoto => ({
  id: id.padStart(24, '0'),
  url: `/uploads/photos/${id}/1600.webp`,
  thumbUrl: `/uploads/photos/${id}/480.webp`,
  width: 1600,
  height: 1200,
  caption,
  uploaderName: 'Ana',
  createdAt: '2026-06-20T20:15:00.000Z',
});

const revealAt = '2026-06-20T23:00:00.000Z';
let state: RevealState;
let everyone: GalleryPhoto[];
let settings: RevealSettings;
let sent: SentRequest[];

beforeEach(() => {
  connection.status = 'connected';
  state = { hidden: true, revealAt, waiting: 7, shotsPerGuest: null };
  everyone = [];
  settings = { revealAt: null, shotsPerGuest: null };
  sent = stubFetch((method, url, body) => {
    if (url === '/api/gallery/reveal') return json(state);
    if (url === '/api/gallery-photos') return json(everyone);
    if (url === '/api/gallery/mine')
      return json({ photos: [photo('1', 'My cake')], shotsLeft: null } satisfies MyGallery);
    if (url === '/api/admin/gallery/reveal' && method === 'GET') return json(settings);
    if (url === '/api/admin/gallery/reveal' && method === 'PUT') {
      settings = { ...settings, ...(body as Partial<RevealSettings>) };
      const hidden = settings.revealAt !== null && Date.parse(settings.revealAt) > Date.now();
      state = { hidden, revealAt: settings.revealAt, waiting: hidden ? 3 : 0, shotsPerGuest: null };
      return json(settings);
    }
    if (url === '/api/wedding')
      return json({ ...weddingSettingsFixture, timeZone: 'America/New_York' });
    return undefined;
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  connection.status = 'connecting';
  await i18n.changeLanguage('en');
});

describe('the gallery while it waits for the reveal', () => {
  it('shows when it opens, how many wait, and only this phone’s own photos', async () => {
    renderWithProviders(<PhotoGallery />);
    expect(await screen.findByText('7 photos are waiting for the reveal.')).toBeInTheDocument();
    expect(screen.getByText('The gallery opens at the reveal')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'My cake' })).toBeInTheDocument();
    expect(screen.queryByTestId('gallery-grid')).not.toBeInTheDocument();
    expect((await axe.run(document.body)).violations).toEqual([]);
  });

  it('shows everyone’s photos when the reveal is pushed', async () => {
    renderWithProviders(<PhotoGallery />);
    await screen.findByText('7 photos are waiting for the reveal.');
    everyone = [photo('2', 'First dance'), photo('1', 'My cake')];
    await act(async () => {
      live.handlers['gallery:reveal']?.({ ...state, hidden: false, waiting: 0 });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByTestId('gallery-grid')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Open photo by Ana/ })).toHaveLength(2);
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderWithProviders(<PhotoGallery />);
    expect(await screen.findByText('7 fotos esperan la revelación.')).toBeInTheDocument();
  });
});

describe('the organizers’ reveal settings', () => {
  it('saves a reveal time in the wedding’s zone and shots per guest, then reveals now', async () => {
    state = { hidden: false, revealAt: null, waiting: 0, shotsPerGuest: null };
    const user = userEvent.setup();
    renderWithProviders(<RevealPanel />);
    expect(await screen.findByText('The gallery is open to everyone.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reveal the gallery at'), '2099-06-20T23:30');
    await user.type(screen.getByLabelText('Shots per guest'), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
        // 23:30 in New York in June is 03:30 the next day in UTC.
        revealAt: '2099-06-21T03:30:00.000Z',
        shotsPerGuest: 12,
      }),
    );
    expect(
      await screen.findByText(/^Hidden from guests until .*; 3 waiting\.$/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reveal now' }));
    expect(await screen.findByText('The gallery is open to everyone.')).toBeInTheDocument();
    const last = sent.filter((request) => request.method === 'PUT').at(-1);
    expect(Date.parse(String(last?.body?.revealAt))).toBeLessThanOrEqual(Date.now());
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});
