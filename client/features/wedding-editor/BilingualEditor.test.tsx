import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WeddingSettings } from '../../../protocol/wedding';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { weddingSettingsFixture } from '../../test/wedding-fixture';
import { bilingualFieldPairs, spanishPath } from './bilingual-fields';
import { settingsFormValues } from './editor-form';
import WeddingEditorTab from './WeddingEditorTab';

const settings: WeddingSettings = {
  ...weddingSettingsFixture,
  venues: {
    ...weddingSettingsFixture.venues,
    ceremony: { ...weddingSettingsFixture.venues.ceremony, descriptionEs: 'Un lugar de prueba.' },
  },
  story: [
    {
      id: 'first-meeting',
      date: '2017',
      title: 'First Meeting',
      titleEs: 'Cómo nos conocimos',
      description: 'We met.',
      icon: 'coffee',
      position: 'left',
      media: '/media/story/first-meeting.webp',
      mediaType: 'image',
    },
  ],
};

let sent: unknown[] = [];
beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      if (url === '/api/admin/wedding' && init?.method === 'PUT') {
        sent.push(JSON.parse(String(init.body)));
        return json(settings);
      }
      if (url === '/api/wedding') return json(settings);
      if (url === '/api/wedding-party') return json([]);
      return new Response('Not found', { status: 404 });
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function version(container: HTMLElement, text: RegExp, language: string) {
  return within(within(container).getByRole('group', { name: text })).getByLabelText(new RegExp(`, ${language}$`));
}

async function openEditor() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<WeddingEditorTab />);
  await screen.findByLabelText(/First partner|Primera persona/);
  return { user, form: screen.getByRole('form', { name: /Wedding details|Detalles de la boda/ }) };
}

describe('the wedding editor in two languages', { timeout: 30_000 }, () => {
  it('shows each text’s English and Spanish side by side, each input in its language', async () => {
    await openEditor();
    const ceremony = screen.getByRole('group', { name: 'Ceremony venue' });
    const english = version(ceremony, /^Description/, 'English');
    const spanish = version(ceremony, /^Description/, 'Spanish');
    expect(english).toHaveValue('A test venue.');
    expect(english).toHaveAttribute('lang', 'en');
    expect(spanish).toHaveValue('Un lugar de prueba.');
    expect(spanish).toHaveAttribute('lang', 'es');
    // The pair is one group, named after the text, marked as needing one version at least.
    expect(english.closest('fieldset')).toBe(spanish.closest('fieldset'));
    expect(english.closest('fieldset')!.querySelector('legend')).toHaveTextContent(
      'Description * required in at least one language',
    );
  });

  it('saves a Spanish-only text and the default language, and shows a Spanish text over the limit under the Spanish input', async () => {
    const { user, form } = await openEditor();
    const ceremony = screen.getByRole('group', { name: 'Ceremony venue' });
    await user.clear(version(ceremony, /^Description/, 'English'));
    const spanish = version(ceremony, /^Parking/, 'Spanish');
    await user.click(spanish);
    await user.paste('x'.repeat(1001));
    await user.selectOptions(within(form).getByLabelText('Default language'), 'es');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(spanish).toHaveAttribute('aria-invalid', 'true');
    expect(spanish).toHaveAccessibleDescription('Must be at most 1000 characters');
    expect(version(ceremony, /^Parking/, 'English')).toHaveAttribute('aria-invalid', 'false');
    expect(sent).toEqual([]);

    await user.clear(spanish);
    await user.type(spanish, 'Estacionamiento gratis.');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      defaultLanguage: 'es',
      venues: {
        ceremony: {
          description: '',
          descriptionEs: 'Un lugar de prueba.',
          parkingInfoEs: 'Estacionamiento gratis.',
        },
      },
      story: [{ titleEs: 'Cómo nos conocimos', dateEs: '' }],
    });
  });

  it('labels the two versions in the organizer’s language and translates a blank pair’s error', async () => {
    await i18n.changeLanguage('es');
    const { user, form } = await openEditor();
    const entry = within(form)
      .getByRole('heading', { name: 'Momento 1 de la historia' })
      .closest('li')!;
    await user.clear(version(entry, /^Título/, 'Inglés'));
    expect(version(entry, /^Título/, 'Español')).toHaveValue('Cómo nos conocimos');
    await user.clear(version(entry, /^Título/, 'Español'));
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    // The form validates asynchronously after the click: the message arrives a moment later.
    await waitFor(() =>
      expect(version(entry, /^Título/, 'Inglés')).toHaveAccessibleDescription(
        'Escríbelo en inglés, en español o en ambos',
      ),
    );
  });
});

describe('bilingualFieldPairs', () => {
  it('lists every text’s English and Spanish form paths for the current values', () => {
    const pairs = bilingualFieldPairs(settingsFormValues(settings));
    expect(pairs).toContainEqual(['venues.ceremony.description', 'venues.ceremony.descriptionEs']);
    expect(pairs).toContainEqual(['venues.reception.features', 'venues.reception.featuresEs']);
    expect(pairs).toContainEqual([
      'venues.ceremony.arMarkers.0.content',
      'venues.ceremony.arMarkers.0.contentEs',
    ]);
    expect(pairs).toContainEqual(['story.0.title', 'story.0.titleEs']);
    expect(pairs).toContainEqual(['parking.rules', 'parking.rulesEs']);
    expect(pairs).toContainEqual(['contact.note', 'contact.noteEs']);
    expect(pairs.some(([english]) => english.startsWith('story.1.'))).toBe(false);
    // Each English path leads to a value of the form, so a button can read and fill it.
    const values = settingsFormValues(settings) as unknown as Record<string, unknown>;
    const at = (path: string) =>
      path
        .split('.')
        .reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], values);
    for (const [english, spanish] of pairs) {
      expect(typeof at(english), english).toBe('string');
      expect(typeof at(spanish), spanish).toBe('string');
      expect(spanishPath(english)).toBe(spanish);
    }
  });
});
