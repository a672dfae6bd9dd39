import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type SentRequest } from '../../test/fake-fetch';
import type { OrganizerRsvp, Rsvp } from '../../../protocol/rsvp';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { pushTo, resetAfterTest } from '../../test/topic-pushes';
import { dora, unmatchedRsvpRoutes } from '../admin-access/unmatched-rsvps-fixture';
import { report } from '../admin-rsvp-report/report-fixture';
import { RsvpsTab } from './RsvpsTab';

// The tab renders the report's events, tables and lists beside the answers: on a busy 2-core
// machine the first render of a file takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });

vi.mock('../../lib/realtime/useTopic', () => import('../../test/topic-pushes'));

const ben: OrganizerRsvp = {
  id: 'r0',
  firstName: 'Ben',
  lastName: 'Carter',
  email: 'ben@example.com',
  attending: true,
  guestCount: 3,
  dietaryRestrictions: 'No nuts',
  message: '<img src=x onerror=alert(1)> See you there!',
  createdAt: '2025-07-30T10:00:00.000Z',
  updatedAt: '2025-07-30T10:00:00.000Z',
  guest: { id: 'g2', firstName: 'Ben', lastName: 'Carter' },
};

let requests: SentRequest[];
let all: OrganizerRsvp[];
beforeEach(() => {
  all = [{ ...dora, guest: null }, ben];
  const unmatchedRsvps = unmatchedRsvpRoutes();
  requests = stubFetch(async (_method, url) => {
    if (url === '/api/rsvp') return json(all);
    if (url === '/api/admin/rsvp-report') return json(report());
    if (url === '/api/admin/rsvp-reminders') return json([]);
    return unmatchedRsvps(url) ?? json({ message: 'Not found' }, 404);
  });
});
afterEach(resetAfterTest);

const allList = () => screen.getByRole('list', { name: 'RSVPs' });
const row = (name: string) => within(allList()).getByRole('listitem', { name });

describe('the RSVPs tab', { timeout: 20_000 }, () => {
  it('shows every answer with its message, party size, diet and guest, as plain text', async () => {
    renderWithProviders(<RsvpsTab />);
    await screen.findByRole('list', { name: 'RSVPs' });
    expect(screen.getByTestId('rsvp-summary')).toHaveTextContent('2 answers · 5 attending');
    const benRow = row('Ben Carter');
    expect(within(benRow).getByText('Attending, 3 people')).toBeInTheDocument();
    expect(within(benRow).getByText('No nuts')).toBeInTheDocument();
    expect(within(benRow).getByText('Guest list: Ben Carter')).toBeInTheDocument();
    // Guest-typed text stays text: no element is made of it.
    expect(within(benRow).getByLabelText('Message')).toHaveTextContent(
      '<img src=x onerror=alert(1)> See you there!',
    );
    expect(benRow.querySelector('img')).toBeNull();
    expect(within(row('Dora Evans')).getByText(/Not on the guest list yet/)).toBeInTheDocument();
  });

  it('adds an answer the moment it is pushed, and shows its guest once linked', async () => {
    renderWithProviders(<RsvpsTab />);
    await screen.findByRole('list', { name: 'RSVPs' });
    const fay: Rsvp = {
      id: 'r9',
      firstName: 'Fay',
      lastName: 'Gomez',
      email: 'fay@example.com',
      attending: false,
      guestCount: 0,
      message: 'Sorry, we are abroad',
      createdAt: '2025-08-02T10:00:00.000Z',
      updatedAt: '2025-08-02T10:00:00.000Z',
    };
    pushTo('rsvp', 'rsvp:saved', fay);
    const fayRow = await within(allList()).findByRole('listitem', { name: 'Fay Gomez' });
    expect(within(fayRow).getByText('Not attending')).toBeInTheDocument();
    expect(within(fayRow).getByText('Sorry, we are abroad')).toBeInTheDocument();
    expect(within(allList()).getAllByRole('listitem')[0]).toBe(fayRow);

    pushTo('rsvp', 'rsvp:linked', {
      ...fay,
      guest: { id: 'g7', firstName: 'Fay', lastName: 'Gomez' },
    });
    expect(await within(row('Fay Gomez')).findByText('Guest list: Fay Gomez')).toBeInTheDocument();
  });

  it('links an unmatched answer to the chosen guest with the existing controls', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RsvpsTab />);
    const waiting = await screen.findByRole('region', { name: 'Unmatched RSVPs' });
    const item = (await within(waiting).findByText('Dora Evans')).closest('li')!;
    await user.selectOptions(
      await within(item).findByLabelText('Guest for Dora Evans'),
      'Cleo Diaz',
    );
    await user.click(within(item).getByRole('button', { name: 'Link to guest' }));
    expect(
      await screen.findByText("Cleo Diaz's RSVP status has been updated."),
    ).toBeInTheDocument();
    expect(requests).toContainEqual({
      method: 'POST',
      url: '/api/admin/rsvp/r1/link',
      body: { guestId: 'g3' },
    });
    expect(
      within(waiting).getByText('Every RSVP matches a guest on the list.'),
    ).toBeInTheDocument();
  });

  it('adds the person of an unmatched answer as a guest', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RsvpsTab />);
    const waiting = await screen.findByRole('region', { name: 'Unmatched RSVPs' });
    await within(waiting).findByText('Dora Evans');
    await user.click(within(waiting).getByRole('button', { name: 'Add as guest' }));
    expect(
      await screen.findByText('The guest has been successfully added to the list.'),
    ).toBeInTheDocument();
  });

  it('shows the households’ report per event above the answers', async () => {
    renderWithProviders(<RsvpsTab />);
    const answers = await screen.findByRole('list', { name: 'RSVPs' });
    const perEvent = await screen.findByRole('list', { name: 'Answers per event' });
    expect(
      within(perEvent).getAllByRole('listitem', { name: /Ceremony and dinner|Sunday brunch/ }),
    ).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'RSVP report' })).toContainElement(perEvent);
    expect(
      perEvent.compareDocumentPosition(answers) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('reads in Spanish', async () => {
    await i18n.changeLanguage('es');
    renderWithProviders(<RsvpsTab />);
    expect(await screen.findByText('Asistirá, 3 personas')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Respuestas' })).toBeInTheDocument();
    expect(screen.getByText('Lista de invitados: Ben Carter')).toBeInTheDocument();
  });
});
