import { beforeEach, describe, expect, it } from 'vitest';
import {
  eventsDelivered,
  nextEvent,
  recordEvents,
  subscribe,
  type TestSocket,
} from '../../test/harness';
import { organizerSocket, useTestApp } from '../../test/fixtures';
import { signInWithCode } from '../guests/test-support';
import { ensureHouseholds } from './migrate';
import { answerAsGuest, clearRsvp, organizerApi } from './report-test-support';
import { call, listedGuest } from './test-support';

const app = useTestApp({}, { organizer: true, timeout: 60_000 });
beforeEach(clearRsvp);

/** A guest's page: signed in with their code, following their own household. */
async function pageOf(guest: { email: string; inviteCode: string }) {
  const cookie = await signInWithCode(app.url, guest);
  const socket = await app.connect({ cookie });
  const { subscribed } = await subscribe(socket, 'my-household');
  expect(subscribed).toEqual(['my-household']);
  return { cookie, socket };
}

/** Resolves once the socket hears that this household changed (other households' news skipped). */
function hears(socket: TestSocket, householdId: string, ms = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no news of ${householdId} in ${ms} ms`)), ms);
    const listener = (payload: { householdId: string }) => {
      if (payload.householdId !== householdId) return;
      clearTimeout(timer);
      socket.off('my-household:changed', listener);
      resolve();
    };
    socket.on('my-household:changed', listener);
  });
}

/** Ana and Eva in one household, Ben with a plus-one, Dan alone; the dinner invites the first two. */
async function weekend() {
  const api = organizerApi(app);
  const [ana, eva, ben, dan] = [
    await listedGuest('Ana'),
    await listedGuest('Eva'),
    await listedGuest('Ben', { plusOne: true }),
    await listedGuest('Dan'),
  ];
  await ensureHouseholds();
  const home = await api.together([ana.id, eva.id]);
  const bens = await api.householdOf(ben.id);
  const dans = await api.householdOf(dan.id);
  const dinner = await api.event({
    name: 'Dinner',
    date: '2027-06-12',
    time: '20:00',
    householdIds: [home.id, bens.id],
  });
  const pages = {
    ana: await pageOf(ana),
    eva: await pageOf(eva),
    ben: await pageOf(ben),
    dan: await pageOf(dan),
  };
  return { api, ana, eva, ben, dan, home, bens, dans, dinner, pages };
}

describe('a guest’s own household, live', { timeout: 60_000 }, () => {
  it('tells the organizers and the other members of an answer, and no other household', async () => {
    const w = await weekend();
    const organizer = await organizerSocket(app, 'households');
    const organizers = nextEvent(organizer, 'households:answers');
    const eva = nextEvent(w.pages.eva.socket, 'my-household:changed');
    const ben = recordEvents(w.pages.ben.socket, 'my-household:changed');
    await answerAsGuest(app, w.pages.ana.cookie, w.dinner.id, {
      answers: [
        { personId: w.ana.id, attending: true },
        { personId: w.eva.id, attending: false },
      ],
    });
    expect(await organizers).toMatchObject({ householdId: w.home.id, eventId: w.dinner.id });
    expect(await eva).toEqual({ householdId: w.home.id });
    // Everything sent to Ben's page until now has arrived, and none of it was Ana's news.
    await eventsDelivered(app, w.pages.ben.socket);
    expect(ben).toEqual([]);
  });

  it('tells a household of an organizer’s answer, its companions, its name and a reopening', async () => {
    const w = await weekend();
    const { socket } = w.pages.eva;
    const changes: [string, () => Promise<unknown>][] = [
      [
        'an organizer’s answer',
        () =>
          w.api.answerFor(w.home.id, w.dinner.id, {
            answers: [{ personId: w.eva.id, attending: true }],
          }),
      ],
      [
        'companions allowed',
        () =>
          w.api.admin('PUT', `/api/admin/households/${w.home.id}/companions-allowed`, {
            companionsAllowed: 1,
          }),
      ],
      [
        'a companion named by Ana',
        () =>
          call(app.url, 'PUT', '/api/households/mine/companions', w.pages.ana.cookie, {
            companions: [{ name: 'Lucía' }],
          }),
      ],
      [
        'a new name',
        () => w.api.admin('PUT', `/api/admin/households/${w.home.id}/name`, { name: 'Home' }),
      ],
      ['a reopening', () => w.api.admin('POST', `/api/admin/households/${w.home.id}/reopen`)],
    ];
    for (const [what, change] of changes) {
      const heard = hears(socket, w.home.id).catch(() => {
        throw new Error(`Eva's page did not hear of ${what}`);
      });
      await change();
      await heard;
    }
    const dan = recordEvents(w.pages.dan.socket, 'my-household:changed');
    await eventsDelivered(app, w.pages.dan.socket);
    expect(dan).toEqual([]);
  });

  it('follows a member moved to another household', async () => {
    const w = await weekend();
    const eva = w.pages.eva.socket;
    const told = Promise.all([
      hears(eva, w.bens.id),
      hears(eva, w.home.id),
      hears(w.pages.ana.socket, w.home.id),
    ]);
    const moved = await w.api.admin('POST', `/api/admin/households/${w.bens.id}/members`, {
      guestId: w.eva.id,
    });
    expect(moved.status).toBe(200);
    await told;
    // Eva's page joined the topic in her old household; her new one's news still reaches it.
    const ana = recordEvents(w.pages.ana.socket, 'my-household:changed');
    const heard = hears(eva, w.bens.id);
    await w.api.answerFor(w.bens.id, w.dinner.id, {
      answers: [{ personId: w.eva.id, attending: true }],
    });
    await heard;
    await eventsDelivered(app, w.pages.ana.socket);
    expect(ana).toEqual([]);
  });

  it('tells the households an edited event invites and the ones it no longer invites', async () => {
    const w = await weekend();
    const dan = recordEvents(w.pages.dan.socket, 'my-household:changed');
    const heard = Promise.all([
      hears(w.pages.eva.socket, w.home.id),
      hears(w.pages.ben.socket, w.bens.id),
    ]);
    const edited = await w.api.admin('PUT', `/api/admin/weekend-events/${w.dinner.id}`, {
      name: 'Dinner',
      date: '2027-06-12',
      time: '21:00',
      householdIds: [w.home.id],
    });
    expect(edited.status).toBe(200);
    await heard;
    await eventsDelivered(app, w.pages.dan.socket);
    expect(dan).toEqual([]);
  });
});
