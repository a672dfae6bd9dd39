import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../protocol/http';
import { partyMemberSchema } from '../../../protocol/wedding-party';
import { weddingSettingsSchema, type WeddingSettings } from '../../../protocol/wedding';
import { nextEvent, recordEvents, subscribe } from '../../test/harness';
import { useTestApp } from '../../test/fixtures';
import { defaultWeddingSettings } from './defaults';

const app = useTestApp({}, { organizer: true });

async function current(): Promise<WeddingSettings> {
  return weddingSettingsSchema.parse(await (await fetch(`${app.url}/api/wedding`)).json());
}

function put(path: string, body: unknown, withCookie = true) {
  return fetch(`${app.url}${path}`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      ...(withCookie ? { cookie: app.organizer } : {}),
    },
    body: JSON.stringify(body),
  });
}

const edited = (change: (settings: WeddingSettings) => void): WeddingSettings => {
  const copy = structuredClone(defaultWeddingSettings);
  change(copy);
  return copy;
};

describe('PUT /api/admin/wedding', () => {
  it('refuses without the organizer session and changes nothing', async () => {
    const response = await put(
      '/api/admin/wedding',
      edited((s) => (s.couple.displayName = 'Ana & Luis')),
      false,
    );
    expect(response.status).toBe(401);
    expect((await current()).couple.displayName).toBe('Sofia & Daniel');
  });

  it.each([
    [
      'an unknown time zone',
      (s: WeddingSettings) => (s.timeZone = 'Mars/Olympus'),
      'timeZone',
      'Enter an IANA time zone such as America/New_York',
    ],
    [
      'a latitude off the globe',
      (s: WeddingSettings) => (s.venues.ceremony.lat = 91),
      'venues.ceremony.lat',
      'Latitude must be between -90 and 90',
    ],
    [
      'a longitude off the globe',
      (s: WeddingSettings) => (s.venues.reception.lng = -181),
      'venues.reception.lng',
      'Longitude must be between -180 and 180',
    ],
    [
      'a registry link without https',
      (s: WeddingSettings) => (s.registry.registryUrl = 'http://zola.com/x'),
      'registry.registryUrl',
      'Enter a full https:// address',
    ],
    [
      'an impossible date',
      (s: WeddingSettings) => (s.ceremonyStart = '2026-02-30T10:00'),
      'ceremonyStart',
      'Enter the date and time as YYYY-MM-DDTHH:mm',
    ],
    [
      'an empty couple name',
      (s: WeddingSettings) => (s.couple.partnerOne = '  '),
      'couple.partnerOne',
      'This field is required',
    ],
    [
      'a bad contact e-mail',
      (s: WeddingSettings) => (s.contact.email = 'sofia@'),
      'contact.email',
      'Invalid email address',
    ],
  ])(
    'refuses %s with a message on the field, storing nothing',
    async (_, change, path, message) => {
      const events = recordEvents(app.sockets[0], 'wedding:updated');
      await subscribe(app.sockets[0], 'wedding');
      const response = await put(
        '/api/admin/wedding',
        edited((s) => {
          s.couple.displayName = 'Should Not Be Stored';
          change(s);
        }),
      );
      expect(response.status).toBe(400);
      const body = errorBodySchema.parse(await response.json());
      expect(body.message).toBe(message);
      expect(body.issues).toContainEqual(expect.objectContaining({ path, message }));
      expect((await current()).couple.displayName).toBe('Sofia & Daniel');
      expect(events).toEqual([]);
    },
  );

  it('stores an edit and pushes it to a guest page subscribed to the wedding topic', async () => {
    const guest = app.sockets[1];
    expect((await subscribe(guest, 'wedding')).subscribed).toEqual(['wedding']);
    const pushed = nextEvent(guest, 'wedding:updated');
    const edit = edited((s) => {
      s.couple = { partnerOne: 'Ana', partnerTwo: 'Luis', displayName: 'Ana & Luis' };
      s.ceremonyStart = '2027-06-12T16:30';
      s.timeZone = 'Europe/Madrid';
      s.venues.ceremony.lat = 40.4168;
      s.venues.ceremony.lng = -3.7038;
      s.venues.ceremony.note = '';
      s.story = [s.story[1], s.story[0]];
    });
    const response = await put('/api/admin/wedding', edit);
    expect(response.status).toBe(200);
    const saved = weddingSettingsSchema.parse(await response.json());
    expect(saved.couple.displayName).toBe('Ana & Luis');

    const payload = await pushed;
    expect(payload.couple.displayName).toBe('Ana & Luis');
    expect(payload.ceremonyStart).toBe('2027-06-12T16:30');
    expect(payload.timeZone).toBe('Europe/Madrid');

    const stored = await current();
    expect(stored).toEqual(payload);
    expect(stored.venues.ceremony).toMatchObject({ lat: 40.4168, lng: -3.7038 });
    expect(stored.venues.ceremony.note).toBeUndefined();
    expect(stored.story.map((event) => event.id)).toEqual(['reconnection', 'first-meeting']);
    // The venue endpoints read the same document.
    const venue = (await (await fetch(`${app.url}/api/venues/ceremony`)).json()) as {
      name: string;
    };
    expect(venue.name).toBe(stored.venues.ceremony.name);
  });
});

describe('PUT /api/admin/wedding-party', () => {
  async function party() {
    return partyMemberSchema
      .array()
      .parse(await (await fetch(`${app.url}/api/wedding-party`)).json());
  }

  it('refuses without the organizer session', async () => {
    const before = await party();
    const response = await put('/api/admin/wedding-party', { members: [] }, false);
    expect(response.status).toBe(401);
    expect(await party()).toEqual(before);
  });

  it('refuses a member without a name or with a non-https photo, storing nothing', async () => {
    const before = await party();
    const response = await put('/api/admin/wedding-party', {
      members: [
        { name: 'Rosa', role: 'Bridesmaid', side: 'bride', photoUrl: 'ftp://x.org/a.jpg' },
        ...before.slice(1),
      ],
    });
    expect(response.status).toBe(400);
    const body = errorBodySchema.parse(await response.json());
    expect(body.issues).toContainEqual(
      expect.objectContaining({
        path: 'members.0.photoUrl',
        message: 'Enter a full https:// address or a path starting with /',
      }),
    );
    expect(await party()).toEqual(before);
  });

  it('refuses an unknown member id with 404, storing nothing', async () => {
    const before = await party();
    const response = await put('/api/admin/wedding-party', {
      members: [{ id: 'a'.repeat(24), name: 'Ghost', role: 'Groomsman', side: 'groom' }],
    });
    expect(response.status).toBe(404);
    expect(await party()).toEqual(before);
  });

  it('adds, edits, removes and reorders members, and pushes the party to guests', async () => {
    const before = await party();
    const guest = app.sockets[0];
    await subscribe(guest, 'wedding');
    const pushed = nextEvent(guest, 'wedding:party-updated');
    const [first, second] = before;
    const response = await put('/api/admin/wedding-party', {
      members: [
        { ...second, photoUrl: '/media/party/second.jpg' },
        { ...first, relationship: '' },
        { name: 'Rosa Díaz', role: 'Bridesmaid', side: 'bride', relationship: 'Cousin' },
      ],
    });
    expect(response.status).toBe(200);
    const after = await party();
    expect(after).toHaveLength(3);
    expect(await pushed).toEqual(after);
    const byName = (name: string) => after.find((member) => member.name === name);
    expect(byName(second.name)?.photoUrl).toBe('/media/party/second.jpg');
    expect(byName(first.name)?.relationship).toBeUndefined();
    expect(byName('Rosa Díaz')).toMatchObject({ role: 'Bridesmaid', relationship: 'Cousin' });
    expect(byName(before[2].name)).toBeUndefined();
  });
});
