import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartyMember } from '../../../protocol/wedding-party';
import type { WeddingSettings } from '../../../protocol/wedding';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { weddingSettingsFixture } from '../../test/wedding-fixture';
import { HeroSection } from '../hero/HeroSection';
import { weddingPushHandlers } from '../wedding/live-wedding';
import WeddingEditorTab from './WeddingEditorTab';

const settings: WeddingSettings = {
  ...weddingSettingsFixture,
  story: [
    {
      id: 'first-meeting',
      date: '2017',
      title: 'First Meeting',
      description: 'We met.',
      icon: 'coffee',
      position: 'left',
      media: '/media/story/first-meeting.webp',
      mediaType: 'image',
    },
    {
      id: 'engagement',
      date: '2023',
      title: 'The Engagement',
      description: 'She said yes.',
      icon: 'gem',
      position: 'right',
      media: '/media/story/engagement.mp4',
      mediaType: 'video',
      poster: '/media/story/engagement-poster.webp',
    },
  ],
};
const party: PartyMember[] = [
  {
    id: 'a'.repeat(24),
    name: 'Isabella Moreno',
    role: 'Maid of Honor',
    side: 'bride',
    relationship: 'Sister of the bride',
  },
  { id: 'b'.repeat(24), name: 'Marcus Bennett', role: 'Best Man', side: 'groom' },
];

type Answer = { status: number; body: unknown };
let putAnswer: (body: unknown) => Answer;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  putAnswer = (body) => ({ status: 200, body });
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const reply = ({ status, body }: Answer) => new Response(JSON.stringify(body), { status });
    if (init?.method === 'PUT') return reply(putAnswer(JSON.parse(String(init.body))));
    if (url === '/api/wedding') return reply({ status: 200, body: settings });
    if (url === '/api/wedding-party') return reply({ status: 200, body: party });
    return new Response('Not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const puts = (path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === path && (init as RequestInit | undefined)?.method === 'PUT')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);

async function openEditor() {
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(<WeddingEditorTab />);
  await screen.findByLabelText(/First partner/);
  const settingsForm = screen.getByRole('form', { name: 'Wedding details' });
  return { user, view, settingsForm };
}

/** One language's input of a text the editor has in both (a group named after the text). */
function version(container: HTMLElement, text: RegExp, language: 'English' | 'Spanish') {
  return within(within(container).getByRole('group', { name: text })).getByLabelText(new RegExp(`, ${language}$`));
}

async function replace(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  value: string,
) {
  await user.clear(field);
  // Pasted, not typed: the editor is one long form, and a re-render per keystroke in jsdom costs
  // seconds a field. What is checked is what the field holds and what is sent.
  if (value) await user.paste(value);
}

// A long form in jsdom on a shared machine: typing into it takes seconds, not milliseconds.
describe('the wedding editor', { timeout: 30_000 }, () => {
  it('refuses invalid facts on their fields and sends nothing', async () => {
    const { user, settingsForm } = await openEditor();
    const form = within(settingsForm);
    await replace(user, form.getByLabelText(/First partner/), '');
    await replace(user, form.getByLabelText(/Time zone/), 'Mars/Olympus');
    await replace(
      user,
      within(screen.getByRole('group', { name: 'Ceremony venue' })).getByLabelText(/Latitude/),
      '95',
    );
    await replace(user, form.getByLabelText(/Registry link/), 'http://zola.com/x');
    await user.click(form.getByRole('button', { name: 'Save changes' }));

    expect(await form.findByText('This field is required')).toBeInTheDocument();
    expect(form.getByText('Enter an IANA time zone such as America/New_York')).toBeInTheDocument();
    expect(form.getByText('Latitude must be between -90 and 90')).toBeInTheDocument();
    expect(form.getByText('Enter a full https:// address')).toBeInTheDocument();
    expect(form.getByLabelText(/First partner/)).toHaveAttribute('aria-invalid', 'true');
    expect(puts('/api/admin/wedding')).toEqual([]);
  });

  it('saves the edited facts, lists as arrays, and says Saved', async () => {
    const { user, settingsForm } = await openEditor();
    const form = within(settingsForm);
    await replace(user, form.getByLabelText(/Name shown on the site/), 'Ana & Luis');
    fireEvent.change(form.getByLabelText(/Ceremony date and time/), {
      target: { value: '2027-06-12T16:30' },
    });
    await replace(user, form.getByLabelText(/Time zone/), 'Europe/Madrid');
    await replace(user, version(settingsForm, /Free parking lots/, 'English'), 'North lot\n\nSouth lot');
    await user.click(form.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const [sent] = puts('/api/admin/wedding');
    expect(sent).toMatchObject({
      couple: { displayName: 'Ana & Luis' },
      ceremonyStart: '2027-06-12T16:30',
      timeZone: 'Europe/Madrid',
      parking: { freeLots: ['North lot', 'South lot'] },
    });
    expect((sent.venues as WeddingSettings['venues']).ceremony.features).toEqual([
      'Wheelchair accessible',
    ]);
    expect((sent.venues as WeddingSettings['venues']).ceremony.lat).toBe(38.9869);
  });

  it('adds, reorders and removes story entries', async () => {
    const { user, settingsForm } = await openEditor();
    const form = within(settingsForm);
    await user.click(form.getByRole('button', { name: 'Move story entry 2 up' }));
    await user.click(form.getByRole('button', { name: 'Add a story entry' }));
    const third = within(
      form.getByRole('heading', { name: 'Story entry 3' }).closest('li') as HTMLElement,
    );
    const entry = third.getByText('Story entry 3').closest('li')!;
    await replace(user, version(entry, /^Title/, 'English'), 'Our Daughter');
    await replace(user, version(entry, /^Date/, 'English'), '2024');
    await replace(user, version(entry, /^Description/, 'English'), 'She arrived in spring.');
    await replace(user, third.getByLabelText(/Photo or video/), '/media/story/arrival.webp');
    await user.click(form.getByRole('button', { name: 'Add a story entry' }));
    await user.click(form.getByRole('button', { name: 'Remove story entry 4' }));
    await user.click(form.getByRole('button', { name: 'Save changes' }));

    await screen.findByText('Saved');
    const [sent] = puts('/api/admin/wedding');
    expect((sent.story as { title: string }[]).map((event) => event.title)).toEqual([
      'The Engagement',
      'First Meeting',
      'Our Daughter',
    ]);
  });

  it('edits a venue’s AR markers, refusing a position off the view', async () => {
    const { user, settingsForm } = await openEditor();
    const reception = within(screen.getByRole('group', { name: 'Reception venue' }));
    await user.click(reception.getByRole('button', { name: 'AR markers (1)' }));
    await user.click(reception.getByRole('button', { name: 'Add a marker' }));
    const second = within(
      reception.getByRole('heading', { name: 'Marker 2' }).closest('li') as HTMLElement,
    );
    const marker = second.getByText('Marker 2').closest('li')!;
    await replace(user, version(marker, /^Name/, 'English'), 'Dance Floor');
    await replace(user, version(marker, /What guests read/, 'English'), 'The band starts at 2 PM.');
    await user.selectOptions(second.getByLabelText('Kind'), 'amenity');
    await user.selectOptions(second.getByLabelText('Icon'), 'music');
    await replace(user, second.getByLabelText(/^x/), '9');
    await user.click(within(settingsForm).getByRole('button', { name: 'Save changes' }));
    expect(await second.findByText('Position must be between -6 and 6')).toBeInTheDocument();
    expect(puts('/api/admin/wedding')).toEqual([]);

    await replace(user, second.getByLabelText(/^x/), '-2.5');
    await user.click(within(settingsForm).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved');
    const [sent] = puts('/api/admin/wedding');
    // A Spanish version never written goes as an empty text.
    expect((sent.venues as WeddingSettings['venues']).reception.arMarkers).toEqual([
      { ...settings.venues.reception.arMarkers[0], nameEs: '', contentEs: '' },
      expect.objectContaining({
        name: 'Dance Floor',
        type: 'amenity',
        icon: 'music',
        content: 'The band starts at 2 PM.',
        position: { x: -2.5, y: 0, z: -3 },
      }),
    ]);
  });

  it('shows the server’s refusal on the field it names', async () => {
    putAnswer = () => ({
      status: 400,
      body: {
        message: 'Invalid email address',
        issues: [{ path: 'contact.email', message: 'Invalid email address' }],
      },
    });
    const { user, settingsForm } = await openEditor();
    await user.click(within(settingsForm).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Not saved')).toBeInTheDocument();
    const email = within(settingsForm).getByLabelText(/^Email/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Invalid email address');
  });

  it('saves the wedding party in its new order with a new member', async () => {
    const { user } = await openEditor();
    const partyForm = within(screen.getByRole('form', { name: 'Wedding party' }));
    await user.click(partyForm.getByRole('button', { name: 'Move member 2 up' }));
    await user.click(partyForm.getByRole('button', { name: 'Add a member' }));
    const third = within(
      partyForm.getByRole('heading', { name: 'Member 3' }).closest('li') as HTMLElement,
    );
    await replace(user, third.getByLabelText(/^Name/), 'Rosa Díaz');
    await replace(user, third.getByLabelText(/^Role/), 'Bridesmaid');
    await replace(user, third.getByLabelText(/Photo URL/), 'ftp://example.com/rosa.jpg');
    await user.click(partyForm.getByRole('button', { name: 'Save the wedding party' }));
    expect(
      await partyForm.findByText('Enter a full https:// address or a path starting with /'),
    ).toBeInTheDocument();
    expect(puts('/api/admin/wedding-party')).toEqual([]);

    await replace(user, third.getByLabelText(/Photo URL/), 'https://example.com/rosa.jpg');
    await user.click(partyForm.getByRole('button', { name: 'Save the wedding party' }));
    await waitFor(() => expect(puts('/api/admin/wedding-party')).toHaveLength(1));
    expect(puts('/api/admin/wedding-party')[0]).toEqual({
      members: [
        { id: 'b'.repeat(24), name: 'Marcus Bennett', role: 'Best Man', side: 'groom' },
        {
          id: 'a'.repeat(24),
          name: 'Isabella Moreno',
          role: 'Maid of Honor',
          side: 'bride',
          relationship: 'Sister of the bride',
        },
        // A new member has no id: the server gives it one.
        {
          name: 'Rosa Díaz',
          role: 'Bridesmaid',
          side: 'bride',
          photoUrl: 'https://example.com/rosa.jpg',
        },
      ],
    });
  });

  it('speaks Spanish, errors included', async () => {
    await i18n.changeLanguage('es');
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<WeddingEditorTab />);
    const form = within(await screen.findByRole('form', { name: 'Detalles de la boda' }));
    await replace(user, form.getByLabelText(/Zona horaria/), 'Nowhere');
    await user.click(form.getByRole('button', { name: 'Guardar cambios' }));
    expect(
      await form.findByText('Escribe una zona horaria IANA como America/New_York'),
    ).toBeInTheDocument();
  });

  it('refuses a video on another site on its field, in Spanish too, and sends nothing', async () => {
    await i18n.changeLanguage('es');
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<WeddingEditorTab />);
    const form = within(await screen.findByRole('form', { name: 'Detalles de la boda' }));
    const video = within(
      form.getByRole('heading', { name: 'Momento 2 de la historia' }).closest('li') as HTMLElement,
    );
    await replace(user, video.getByLabelText(/Foto o vídeo/), 'https://videos.example.com/a.mp4');
    await user.click(form.getByRole('button', { name: 'Guardar cambios' }));
    expect(
      await video.findByText(
        'El vídeo debe estar en este sitio: escribe su ruta, que empieza por /. Los vídeos de otros sitios no se pueden reproducir aquí.',
      ),
    ).toBeInTheDocument();
    expect(puts('/api/admin/wedding')).toEqual([]);
  });

  it('has no accessibility violation axe can find without layout', async () => {
    const { view } = await openEditor();
    await screen.findByRole('form', { name: 'Wedding party' });
    const results = await axe.run(view.container, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`),
    ).toEqual([]);
  });
});

describe('a guest page after an organizer’s edit', () => {
  it('shows the new couple and date in the hero and countdown without a reload', async () => {
    vi.setSystemTime(new Date('2026-01-01T12:00:00Z'));
    const { queryClient } = renderWithProviders(<HeroSection />);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sofia & Daniel'),
    );
    expect(screen.getAllByText(/August 31, 2025/).length).toBeGreaterThan(0);

    act(() =>
      weddingPushHandlers(queryClient)['wedding:updated']?.({
        ...settings,
        couple: { partnerOne: 'Ana', partnerTwo: 'Luis', displayName: 'Ana & Luis' },
        ceremonyStart: '2027-06-12T16:30',
        timeZone: 'Europe/Madrid',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ana & Luis'),
    );
    expect(screen.getAllByText(/June 12, 2027/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/August 31, 2025/)).not.toBeInTheDocument();
    vi.useRealTimers();
  });
});
