import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminGuest } from '../../../protocol/admin-guests';
import { nextEvent, subscribe } from '../../test/harness';
import { useTestApp } from '../../test/fixtures';
import { GuestModel } from '../guests/model';
import { signInWithCode } from '../guests/test-support';
import { ensureHouseholds } from './migrate';
import { answerAsGuest, clearRsvp, organizerApi } from './report-test-support';
import { listedGuest } from './test-support';

const app = useTestApp({}, { organizer: true, timeout: 60_000 });
beforeEach(clearRsvp);

const statusOf = async (id: string) => (await GuestModel.findById(id).lean())?.rsvpStatus;

describe('the guest list follows a household’s answers', () => {
  it('confirms who comes, declines who said no to everything, and pushes both to the list', async () => {
    const api = organizerApi(app);
    const ana = await listedGuest('Ana');
    const luis = await listedGuest('Luis');
    await ensureHouseholds();
    const household = await api.together([ana.id, luis.id]);
    const event = (name: string) =>
      api.event({ name, date: '2027-06-20', time: '18:00', householdIds: [household.id] });
    const [ceremony, brunch] = [await event('Ceremony'), await event('Brunch')];
    const organizer = await app.connect({ cookie: app.organizer });
    await subscribe(organizer, 'guests');
    const anaCookie = await signInWithCode(app.url, ana);

    // Luis has said no to one of two events only: still pending; Ana comes.
    let saved = nextEvent(organizer, 'guests:saved');
    await answerAsGuest(app, anaCookie, ceremony.id, {
      answers: [
        { personId: ana.id, attending: true },
        { personId: luis.id, attending: false },
      ],
    });
    expect((await saved).guests.map((g: AdminGuest) => [g.id, g.rsvpStatus])).toEqual([
      [ana.id, 'confirmed'],
    ]);
    expect(await statusOf(luis.id)).toBe('pending');

    // No to the brunch as well: Luis is declined, and the list hears of him alone.
    saved = nextEvent(organizer, 'guests:saved');
    await api.answerFor(household.id, brunch.id, {
      answers: [
        { personId: ana.id, attending: true },
        { personId: luis.id, attending: false },
      ],
    });
    expect((await saved).guests.map((g: AdminGuest) => [g.id, g.rsvpStatus])).toEqual([
      [luis.id, 'declined'],
    ]);
    expect(await statusOf(ana.id)).toBe('confirmed');
  });
});
