import { beforeAll, describe, expect, it } from 'vitest';
import { adminGuestSchema } from '../../../protocol/admin-guests';
import { useTestApp } from '../../test/fixtures';
import { apiClient } from '../announcements/test-support';
import { GuestModel } from './model';

let api: ReturnType<typeof apiClient>;

const app = useTestApp({}, { organizer: true });
beforeAll(async () => {
  api = apiClient(app.url);
});

describe("an organizer sets a guest's language", () => {
  it("stores it, shows it in the list, and clears it back to the wedding's default", async () => {
    const created = await api('/api/admin/guests', {
      method: 'POST',
      cookie: app.organizer,
      body: { name: 'Sofia Ruiz', email: 'sofia@example.com', language: 'es' },
    });
    expect(created.status).toBe(201);
    const guest = adminGuestSchema.parse(created.body);
    expect(guest.language).toBe('es');
    expect((await GuestModel.findById(guest.id).lean())?.language).toBe('es');

    const toEnglish = await api(`/api/admin/guests/${guest.id}`, {
      method: 'PUT',
      cookie: app.organizer,
      body: { name: 'Sofia Ruiz', email: 'sofia@example.com', language: 'en' },
    });
    expect(adminGuestSchema.parse(toEnglish.body).language).toBe('en');

    // The form's "wedding's default": no language of their own.
    const cleared = await api(`/api/admin/guests/${guest.id}`, {
      method: 'PUT',
      cookie: app.organizer,
      body: { name: 'Sofia Ruiz', email: 'sofia@example.com', language: '' },
    });
    expect(cleared.status).toBe(200);
    expect(adminGuestSchema.parse(cleared.body)).not.toHaveProperty('language');
    expect((await GuestModel.findById(guest.id).lean())?.language).toBeUndefined();
  });

  it('refuses a language the site does not speak, changing nothing', async () => {
    const created = await api('/api/admin/guests', {
      method: 'POST',
      cookie: app.organizer,
      body: { name: 'Emma Lee', email: 'emma@example.com', language: 'en' },
    });
    const { id } = adminGuestSchema.parse(created.body);
    const refused = await api(`/api/admin/guests/${id}`, {
      method: 'PUT',
      cookie: app.organizer,
      body: { name: 'Emma Lee', email: 'emma@example.com', language: 'fr' },
    });
    expect(refused.status).toBe(400);
    expect((await GuestModel.findById(id).lean())?.language).toBe('en');
  });

  it('imports it from a CSV column, an empty cell clearing it', async () => {
    const importRows = (rows: unknown[]) =>
      api('/api/admin/guests/import', { method: 'POST', cookie: app.organizer, body: { rows } });
    expect(
      (await importRows([{ name: 'Luz Mar', email: 'luz@example.com', language: 'ES' }])).status,
    ).toBe(200);
    expect((await GuestModel.findOne({ email: 'luz@example.com' }).lean())?.language).toBe('es');
    await importRows([{ name: 'Luz Mar', email: 'luz@example.com', language: '' }]);
    expect(
      (await GuestModel.findOne({ email: 'luz@example.com' }).lean())?.language,
    ).toBeUndefined();
    const refused = await importRows([
      { name: 'Luz Mar', email: 'luz@example.com', language: 'fr' },
    ]);
    expect(refused.body).toMatchObject({
      refused: [{ row: 1, reason: "language must be 'en' or 'es'" }],
    });
  });
});
