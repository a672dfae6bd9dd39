import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimelineEventForm } from '../../../protocol/timeline';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { EventForm } from './EventForm';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** The form's error for a control: the text its aria-describedby points at. */
const errorOf = (control: HTMLElement) => {
  const ids = control.getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean)
    .join(' ');
};

describe('the event form in two languages', () => {
  it('shows English and Spanish side by side, each input in its language', () => {
    renderWithProviders(<EventForm onSave={vi.fn()} onDone={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'New Event' });
    for (const field of ['Title', 'Location', 'Description']) {
      const group = within(form).getByRole('group', { name: field });
      expect(within(group).getByLabelText(new RegExp(`^${field}, English`))).toHaveAttribute('lang', 'en');
      expect(within(group).getByLabelText(new RegExp(`^${field}, Spanish`))).toHaveAttribute('lang', 'es');
    }
  });

  it('takes an event written in Spanish only', async () => {
    const onSave = vi.fn<(body: TimelineEventForm) => Promise<unknown>>(async () => ({}));
    renderWithProviders(<EventForm onSave={onSave} onDone={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'New Event' });
    await userEvent.type(within(form).getByLabelText('Title, Spanish'), 'Primer baile');
    await userEvent.type(within(form).getByLabelText(/^Location, Spanish/), 'La pista');
    await userEvent.type(within(form).getByLabelText(/^Start time/), '20:30');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Event' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toMatchObject({
      title: '',
      titleEs: 'Primer baile',
      locationEs: 'La pista',
      location: undefined,
      time: '20:30',
    });
  });

  it('puts a Spanish text’s error under the Spanish input, in the UI’s language', async () => {
    await i18n.changeLanguage('es');
    const onSave = vi.fn(async () => ({}));
    renderWithProviders(<EventForm onSave={onSave} onDone={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Nuevo Evento' });
    const english = within(form).getByLabelText('Título, Inglés');
    const spanish = within(form).getByLabelText('Título, Español');
    await userEvent.type(english, 'Toasts');
    await userEvent.click(spanish);
    await userEvent.paste('b'.repeat(121));
    await userEvent.type(within(form).getByLabelText(/^Hora de inicio/), '16:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar Evento' }));
    await vi.waitFor(() => expect(spanish).toHaveAttribute('aria-invalid', 'true'));
    expect(errorOf(spanish)).toBe('Debe tener como máximo 120 caracteres');
    expect(english).toHaveAttribute('aria-invalid', 'false');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('needs the title in one language, said in the UI’s language', async () => {
    await i18n.changeLanguage('es');
    renderWithProviders(<EventForm onSave={vi.fn()} onDone={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Nuevo Evento' });
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar Evento' }));
    expect(await within(form).findByText('El título es obligatorio')).toBeInTheDocument();
  });
});
