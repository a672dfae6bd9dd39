import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGuestSession } from '../../../protocol/guest-session';
import type { SignedInGuest } from '../../../protocol/guests';
import { rsvpBodySchema, type RsvpBody, type RsvpSaved } from '../../../protocol/rsvp';
import { toast } from '../../lib/ui/use-toast';
import { renderWithProviders } from '../../test/render';
import { GUEST_STORAGE_KEY, resetGuestSessionCache } from '../guest-gate/session';
import { RsvpSection } from './components/RsvpSection';

let sent: RsvpBody[];
let postStatus: number;
/** The invite-code session the server knows (GET /api/guest-auth), or null when signed out. */
let sessionGuest: SignedInGuest | null;

beforeEach(() => {
  localStorage.clear();
  resetGuestSessionCache();
  sent = [];
  postStatus = 200;
  sessionGuest = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/guest-auth' && (init?.method ?? 'GET') === 'GET') {
        return new Response(JSON.stringify({ guest: sessionGuest }), { status: 200 });
      }
      if (url === '/api/rsvp' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as RsvpBody;
        sent.push(body);
        if (postStatus !== 200)
          return new Response(JSON.stringify({ message: 'Down' }), { status: postStatus });
        // The server's own rules: only a signed-in guest's answer replaces an earlier one (their
        // own); an answer without a session is always stored as new, whatever its e-mail.
        const answer = rsvpBodySchema.parse(body);
        const updated = sessionGuest !== null && sent.length > 1;
        const now = new Date().toISOString();
        const saved: RsvpSaved = {
          rsvp: { id: 'c'.repeat(24), ...answer, createdAt: now, updatedAt: now },
          updated,
        };
        return new Response(JSON.stringify(saved), { status: 200 });
      }
      return new Response('Not found', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toast({ title: 'reset' }).dismiss());
});

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  values: { attending: boolean; guests?: string },
) {
  await user.type(screen.getByLabelText(/First Name/), 'Ana');
  await user.type(screen.getByLabelText(/Last Name/), 'López');
  await user.type(screen.getByLabelText(/^Email/), 'Ana@Example.com');
  await user.click(screen.getByRole('radio', { name: values.attending ? /Yes/ : /Sorry/ }));
  if (values.guests) {
    await user.clear(screen.getByLabelText(/Number of Guests/));
    await user.type(screen.getByLabelText(/Number of Guests/), values.guests);
  }
}

describe('the RSVP form', () => {
  it('asks for names, a valid e-mail and an answer, with clear messages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RsvpSection />);
    await user.type(screen.getByLabelText(/^Email/), 'ana');
    await user.click(screen.getByRole('button', { name: 'Send RSVP' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please tell us whether you will attend')).toBeInTheDocument();
    expect(screen.getByLabelText(/First Name/)).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('counts 1 guest by default and refuses more than 10', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RsvpSection />);
    expect(screen.getByLabelText(/Number of Guests/)).toHaveValue(1);
    await fillIn(user, { attending: true, guests: '11' });
    await user.click(screen.getByRole('button', { name: 'Send RSVP' }));
    expect(await screen.findByText('Number of guests cannot be more than 10')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('is a keyboard-operable yes/no radio group', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RsvpSection />);
    const group = screen.getByRole('group', { name: /Will you attend/ });
    const [yes, no] = within(group).getAllByRole('radio');
    await user.click(yes);
    expect(yes).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(no).toBeChecked();
    // Someone who declines brings nobody: the guest count is not asked.
    expect(screen.queryByLabelText(/Number of Guests/)).not.toBeInTheDocument();
  });

  it('confirms a first answer, and a second one from the same e-mail as received again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RsvpSection />);
    await fillIn(user, { attending: true, guests: '2' });
    await user.type(screen.getByLabelText(/Dietary Restrictions/), 'Vegetarian');
    await user.click(screen.getByRole('button', { name: 'Send RSVP' }));

    const heading = await screen.findByRole('heading', { name: 'Thank you, Ana!' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('We have received your RSVP.')).toBeInTheDocument();
    expect(screen.getByText(/celebrating with you: 2 guests/)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      firstName: 'Ana',
      email: 'ana@example.com',
      attending: true,
      guestCount: 2,
    });

    await user.click(screen.getByRole('button', { name: 'Change my answer' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('Ana@Example.com');
    await user.click(screen.getByRole('radio', { name: /Sorry/ }));
    await user.click(screen.getByRole('button', { name: 'Send RSVP' }));
    expect(await screen.findByText(/We will miss you/)).toBeInTheDocument();
    // Without a session nothing says whether that address had answered before.
    expect(screen.getByText('We have received your RSVP.')).toBeInTheDocument();
    expect(screen.queryByText('Your RSVP has been updated.')).not.toBeInTheDocument();
  });

  it('tells a visitor the answer is matched to the guest list', () => {
    renderWithProviders(<RsvpSection />);
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      /We match your answer to the guest list/,
    );
  });

  it('lets a guest signed in with their code change their own answer, and says so', async () => {
    sessionGuest = {
      id: 'a'.repeat(24),
      firstName: 'Ana',
      lastName: 'López',
      email: 'ana@example.com',
    };
    const user = userEvent.setup();
    renderWithProviders(<RsvpSection />);
    // Signed in, the household's page is asked first (its own chunk); without one, this form.
    await waitFor(
      () =>
        expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
          'Signed in with your invitation: answering again changes your answer.',
        ),
      { timeout: 10_000 },
    );
    for (const [label, value] of [
      [/First Name/, 'Ana'],
      [/Last Name/, 'López'],
      [/^Email/, 'ana@example.com'],
    ] as const) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByRole('radio', { name: /Yes/ }));
    await user.click(screen.getByRole('button', { name: 'Send RSVP' }));
    expect(await screen.findByText('We have received your RSVP.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change my answer' }));
    await user.click(screen.getByRole('radio', { name: /Sorry/ }));
    await user.click(screen.getByRole('button', { name: 'Send RSVP' }));
    expect(await screen.findByText('Your RSVP has been updated.')).toBeInTheDocument();
  });

  it('starts with the signed-in guest’s first name', () => {
    localStorage.setItem(GUEST_STORAGE_KEY, JSON.stringify(createGuestSession('Lucía')));
    renderWithProviders(<RsvpSection />);
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Lucía');
  });

  it('keeps the answer and shows an error toast when it cannot be sent', async () => {
    postStatus = 500;
    const user = userEvent.setup();
    renderWithProviders(<RsvpSection />);
    await fillIn(user, { attending: true });
    await user.click(screen.getByRole('button', { name: 'Send RSVP' }));
    const notifications = within(screen.getByRole('region', { name: 'Notifications (F8)' }));
    expect(
      await notifications.findByText('Failed to send your RSVP. Please try again.'),
    ).toBeInTheDocument();
    expect(notifications.getByText('Error')).toBeInTheDocument();
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Ana');
  });
});
