import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WeddingSettings } from '../../../protocol/wedding';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { weddingSettingsFixture } from '../../test/wedding-fixture';
import WeddingEditorTab from './WeddingEditorTab';

const KEPT = 'a'.repeat(24);
const settings: WeddingSettings = structuredClone(weddingSettingsFixture);
settings.venues.ceremony.photos = [
  { id: KEPT, url: '/uploads/photos/kept/1600.webp', thumbUrl: '/uploads/photos/kept/480.webp', width: 1600, height: 1067 },
];
const UPLOAD_URL = 'http://localhost/uploads/incoming/AAAAAAAAAAAAAAAAAAAAAAAA.jpg?signature=x';

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let saveAnswer: { status: number; body: unknown } | undefined;

beforeEach(() => {
  calls = [];
  saveAnswer = undefined;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }));
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
      calls.push({ url, method, body });
      const reply = (status: number, answer: unknown) =>
        Promise.resolve(new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } }));
      if (url === '/api/wedding') return reply(200, settings);
      if (url === '/api/wedding-party') return reply(200, []);
      if (url === '/api/objects/upload')
        return reply(200, {
          uploadURL: UPLOAD_URL,
          key: 'incoming/AAAAAAAAAAAAAAAAAAAAAAAA.jpg',
          method: 'PUT',
          headers: { 'content-type': 'image/jpeg' },
          expiresAt: new Date(Date.now() + 900_000).toISOString(),
        });
      if (url === UPLOAD_URL) return Promise.resolve(new Response(null, { status: 200 }));
      if (url === '/api/admin/wedding') return reply(saveAnswer?.status ?? 200, saveAnswer?.body ?? settings);
      return reply(404, { message: 'Not found' });
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

async function openCeremony() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<WeddingEditorTab />);
  await screen.findByLabelText(/First partner/);
  return { user, venue: within(screen.getByRole('group', { name: 'Ceremony venue' })) };
}
const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'chapel.jpg', { type: 'image/jpeg' });
const saved = () => calls.filter((call) => call.url === '/api/admin/wedding' && call.method === 'PUT');

describe('venue photos in the wedding editor', { timeout: 30_000 }, () => {
  it('uploads a new photo at once, reorders and removes, and saves references, never links', async () => {
    const { user, venue } = await openCeremony();
    expect(venue.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', '/uploads/photos/kept/480.webp');

    await user.upload(venue.getByLabelText('Add photos'), jpeg());
    expect(await venue.findByRole('img', { name: 'Photo 2' })).toHaveAttribute('src', 'blob:preview');
    expect(calls.find((call) => call.url === '/api/objects/upload')?.body).toEqual({ contentType: 'image/jpeg', size: 3 });
    expect(calls.some((call) => call.url === UPLOAD_URL && call.method === 'PUT')).toBe(true);
    // Nothing is saved until the organizer says so.
    expect(saved()).toEqual([]);

    await user.click(venue.getByRole('button', { name: 'Move photo 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    const sent = saved()[0].body as WeddingSettings;
    expect(sent.venues.ceremony.photos).toEqual([{ uploadURL: UPLOAD_URL }, { id: KEPT }]);
    expect(sent.venues.reception.photos).toEqual([]);

    // Saved: the form now holds what the server answered (here, the kept photo alone).
    await screen.findByText('Saved');
    const again = within(screen.getByRole('group', { name: 'Ceremony venue' }));
    await user.click(await again.findByRole('button', { name: 'Remove photo 1' }));
    expect(again.queryByRole('img', { name: 'Photo 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved()).toHaveLength(2));
    expect((saved()[1].body as WeddingSettings).venues.ceremony.photos).toEqual([]);
  });

  it('refuses a file that is not a photo before uploading, in the organizer’s language', async () => {
    await i18n.changeLanguage('es');
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderWithProviders(<WeddingEditorTab />);
    const group = within(await screen.findByRole('group', { name: 'Lugar de la ceremonia' }));
    await user.upload(group.getByLabelText('Añadir fotos'), new File(['x'], 'menu.pdf', { type: 'application/pdf' }));
    expect(await group.findByRole('alert')).toHaveTextContent('menu.pdf no es una foto (JPG, PNG, GIF, WebP o HEIC).');
    expect(calls.some((call) => call.url === '/api/objects/upload')).toBe(false);
  });

  it('says why the server refused the save (a photo removed meanwhile), in Spanish', async () => {
    await i18n.changeLanguage('es');
    saveAnswer = {
      status: 409,
      body: { message: 'A photo of this venue was removed meanwhile. Reload the editor and try again.' },
    };
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<WeddingEditorTab />);
    await screen.findByRole('group', { name: 'Lugar de la ceremonia' });
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(
      await screen.findByText('Alguien quitó una foto de este lugar mientras tanto. Vuelve a cargar el editor e inténtalo de nuevo.'),
    ).toBeInTheDocument();
  });
});
