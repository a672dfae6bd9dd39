import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftRequest } from '../../../protocol/translate';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { MachineDraftTag, MachineDraftsProvider, TranslateMissingButton, type FieldPair } from '.';

type Values = Record<string, string>;
const pairs: FieldPair<Values>[] = [
  ['title', 'titleEs'],
  ['message', 'messageEs'],
  ['dressCode', 'dressCodeEs'],
  ['notes', 'notesEs'],
];

/** A small organizer form: each pair's two inputs, each with its draft mark, and a save button. */
function TestForm({ defaults, onSave = () => undefined }: { defaults: Values; onSave?: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: defaults });
  const fields = Object.keys(defaults);
  return (
    <MachineDraftsProvider form={form}>
      <form onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
        {fields.map((name) => (
          <label key={name}>
            {name}
            <input {...form.register(name)} />
            <MachineDraftTag path={name} />
          </label>
        ))}
        <TranslateMissingButton form={form} pairs={pairs.filter(([en]) => fields.includes(en))} />
        <button type="submit">Save</button>
      </form>
    </MachineDraftsProvider>
  );
}

let capability = true;
let sent: DraftRequest[][];
/** The answer to the next /api/translate call; a test may hold it back to type meanwhile. */
let answer: (texts: DraftRequest[]) => Promise<Response>;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const marking = (texts: DraftRequest[]) =>
  Promise.resolve(json({ translations: texts.map(({ text, targetLanguage }) => `${targetLanguage.toUpperCase()}: ${text}`) }));

beforeEach(() => {
  capability = true;
  sent = [];
  answer = marking;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/ai/capabilities') return json({ translation: capability });
      if (url === '/api/translate') {
        const { texts } = JSON.parse(String(init?.body)) as { texts: DraftRequest[] };
        sent.push(texts);
        return answer(texts);
      }
      return json({ message: 'Not found' }, 404);
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const marks = () => [...document.querySelectorAll('[data-machine-draft]')].map((el) => el.getAttribute('data-machine-draft'));

describe('TranslateMissingButton', () => {
  it('drafts only the empty side of pairs with exactly one side written, in one request', async () => {
    renderWithProviders(
      <TestForm
        defaults={{ title: 'Our Story', titleEs: '', message: '', messageEs: 'Bienvenidos', dressCode: 'Formal', dressCodeEs: 'Etiqueta', notes: '', notesEs: '' }}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Translate the missing ones' }));
    await screen.findByText('2 drafts filled in. Review them before saving.');
    expect(sent).toEqual([
      [
        { text: 'Our Story', sourceLanguage: 'en', targetLanguage: 'es' },
        { text: 'Bienvenidos', sourceLanguage: 'es', targetLanguage: 'en' },
      ],
    ]);
    expect(field('titleEs').value).toBe('ES: Our Story');
    expect(field('message').value).toBe('EN: Bienvenidos');
    expect([field('dressCode').value, field('dressCodeEs').value, field('notes').value, field('notesEs').value]).toEqual([
      'Formal',
      'Etiqueta',
      '',
      '',
    ]);
    expect(marks().sort()).toEqual(['message', 'titleEs']);
    expect(screen.getAllByText('Machine draft — review before saving')).toHaveLength(2);
  });

  it('never overwrites what the organizer typed while the drafts were on their way', async () => {
    let release!: () => void;
    answer = (texts) => new Promise((resolve) => (release = () => resolve(marking(texts))));
    renderWithProviders(<TestForm defaults={{ title: 'Our Story', titleEs: '', message: 'Welcome', messageEs: '' }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Translate the missing ones' }));
    await screen.findByRole('button', { name: 'Translating…' });
    await userEvent.type(field('titleEs'), 'Nuestra historia');
    release();
    await screen.findByText('1 draft filled in. Review it before saving.');
    expect(field('titleEs').value).toBe('Nuestra historia');
    expect(field('messageEs').value).toBe('ES: Welcome');
    expect(marks()).toEqual(['messageEs']);
  });

  it('drops the mark once the organizer edits the draft, and all marks once the form is saved', async () => {
    const onSave = vi.fn();
    renderWithProviders(
      <TestForm defaults={{ title: 'Our Story', titleEs: '', message: 'Welcome', messageEs: '' }} onSave={onSave} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Translate the missing ones' }));
    await waitFor(() => expect(marks().sort()).toEqual(['messageEs', 'titleEs']));
    await userEvent.type(field('titleEs'), '!');
    await waitFor(() => expect(marks()).toEqual(['messageEs']));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toMatchObject({ titleEs: 'ES: Our Story!', messageEs: 'ES: Welcome' });
    await waitFor(() => expect(marks()).toEqual([]));
  });

  it('sends 50 texts a batch and fills nothing until every batch has answered', async () => {
    const defaults: Values = {};
    const many: FieldPair<Values>[] = [];
    for (let i = 0; i < 60; i += 1) {
      defaults[`t${i}`] = `Text ${i}`;
      defaults[`t${i}Es`] = '';
      many.push([`t${i}`, `t${i}Es`]);
    }
    const held: { values?: () => Values } = {};
    function ManyForm() {
      const form = useForm<Values>({ defaultValues: defaults });
      useEffect(() => {
        held.values = () => form.getValues();
      });
      return <TranslateMissingButton form={form} pairs={many} />;
    }
    answer = (texts) => (sent.length === 2 ? Promise.resolve(json({ message: 'x', reason: 'provider_error' }, 502)) : marking(texts));
    renderWithProviders(<ManyForm />);
    await userEvent.click(await screen.findByRole('button', { name: 'Translate the missing ones' }));
    await screen.findByText('The drafts could not be made right now. Nothing was changed; please try again.');
    expect(sent.map((batch) => batch.length)).toEqual([50, 10]);
    // The first batch's drafts came back, but the second failed: no field was written.
    expect(Object.entries(held.values!()).filter(([name, value]) => name.endsWith('Es') && value)).toEqual([]);
  });

  it('says the allowance is spent in the page’s language and leaves every field as it was', async () => {
    await i18n.changeLanguage('es');
    answer = () => Promise.resolve(json({ message: 'Over budget', reason: 'budget_exhausted' }, 503));
    renderWithProviders(<TestForm defaults={{ title: 'Our Story', titleEs: '' }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Traducir los que faltan' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Ya se usaron las traducciones con IA de hoy/);
    expect(field('titleEs').value).toBe('');
    expect(marks()).toEqual([]);
  });

  it('says translations are typed by hand, in both languages, when the site has no AI endpoint', async () => {
    capability = false;
    renderWithProviders(<TestForm defaults={{ title: 'Our Story', titleEs: '' }} />);
    await screen.findByText('Translations are typed by hand on this site (no AI endpoint is configured).');
    expect(screen.queryByRole('button', { name: 'Translate the missing ones' })).toBeNull();
    await i18n.changeLanguage('es');
    await screen.findByText('En este sitio las traducciones se escriben a mano (no hay un servicio de IA configurado).');
    expect(sent).toEqual([]);
  });
});
