import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  announcementSchema,
  publicAnnouncementSchema,
  type PublicAnnouncement,
} from '../../../protocol/announcements';
import { pickField, type ContentLanguage } from '../../../protocol/localized';
import { nextEvent, subscribe } from '../../test/harness';
import { changeStoredGuests } from '../guests/seed';
import { changeStoredWeddingSettings } from '../wedding/seed';
import { AnnouncementModel, SmsOutboxModel } from './model';
import { useAnnouncementsApp } from './test-app';
import { addGuest, guestCookie } from './test-support';

const { app, twilio, api } = useAnnouncementsApp();
let cookie: string;
beforeAll(() => {
  cookie = app.organizer;
});
beforeEach(() => setWeddingDefault('en'));

async function setWeddingDefault(language: ContentLanguage) {
  // Read once so the settings document exists, then change only its language.
  await api('/api/wedding');
  await changeStoredWeddingSettings({ defaultLanguage: language });
}

const both = {
  title: 'Shuttle',
  titleEs: 'Autobús',
  message: 'The bus leaves at 17:00.',
  messageEs: 'El autobús sale a las 17:00.',
};

const draft = (body: Record<string, unknown>) =>
  api('/api/announcements', { method: 'POST', cookie, body });

async function sendNew(body: Record<string, unknown>) {
  const created = await draft(body);
  expect(created.status).toBe(201);
  const sent = await api(`/api/announcements/${String(created.body.id)}/send`, {
    method: 'POST',
    cookie,
  });
  expect(sent.status).toBe(200);
  return announcementSchema.parse(sent.body);
}

describe('an announcement in two languages', () => {
  it('needs title and message in at least one language, each within its limits', async () => {
    expect(await draft({ title: ' ', titleEs: '', message: 'M' })).toMatchObject({
      status: 400,
      body: { message: 'Title is required', issues: [{ path: 'title' }] },
    });
    expect(await draft({ title: 'T', messageEs: '  ' })).toMatchObject({
      status: 400,
      body: { message: 'Message is required', issues: [{ path: 'message' }] },
    });
    expect(await draft({ ...both, titleEs: 'x'.repeat(121) })).toMatchObject({
      status: 400,
      body: {
        message: 'Title must be at most 120 characters',
        issues: [{ path: 'titleEs', message: 'Title must be at most 120 characters' }],
      },
    });
    expect(await draft({ ...both, messageEs: 'x'.repeat(1601) })).toMatchObject({
      status: 400,
      body: {
        message: 'Message must be at most 1600 characters',
        issues: [{ path: 'messageEs', message: 'Message must be at most 1600 characters' }],
      },
    });
    expect(await AnnouncementModel.countDocuments()).toBe(0);

    // Spanish alone is a whole announcement; editing keeps both versions.
    const spanishOnly = await draft({ titleEs: 'Autobús', messageEs: 'Sale a las 17:00.' });
    expect(spanishOnly).toMatchObject({
      status: 201,
      body: { title: '', titleEs: 'Autobús', message: '', messageEs: 'Sale a las 17:00.' },
    });
    const edited = await api(`/api/announcements/${String(spanishOnly.body.id)}`, {
      method: 'PUT',
      cookie,
      body: { ...both, titleEs: 'x'.repeat(121) },
    });
    expect(edited.status).toBe(400);
    expect(await AnnouncementModel.findById(spanishOnly.body.id).lean()).toMatchObject({
      title: '',
      titleEs: 'Autobús',
    });
  });

  it('reaches an English and a Spanish guest socket with both, each reading its language', async () => {
    const englishId = await addGuest('Emma', undefined, 'pending', 'en');
    const spanishId = await addGuest('Sofía', undefined, 'pending', 'es');
    const pages: { language: ContentLanguage; heard: Promise<PublicAnnouncement> }[] = [];
    for (const [id, language] of [
      [englishId, 'en'],
      [spanishId, 'es'],
    ] as const) {
      const socket = await app.connect({ cookie: await guestCookie(app.url, id) });
      await subscribe(socket, 'notices');
      pages.push({ language, heard: nextEvent(socket, 'announcement:sent') });
    }

    await sendNew(both);

    const shown = await Promise.all(
      pages.map(async ({ language, heard }) => {
        const notice = publicAnnouncementSchema.parse(await heard);
        return [pickField(notice, 'title', language), pickField(notice, 'message', language)];
      }),
    );
    expect(shown).toEqual([
      [
        { text: 'Shuttle', language: 'en', isFallback: false },
        { text: 'The bus leaves at 17:00.', language: 'en', isFallback: false },
      ],
      [
        { text: 'Autobús', language: 'es', isFallback: false },
        { text: 'El autobús sale a las 17:00.', language: 'es', isFallback: false },
      ],
    ]);
  });

  it("texts each guest in their language, else the wedding's, else the version there is", async () => {
    await setWeddingDefault('es');
    await addGuest('Emma', '+14155550101', 'pending', 'en');
    await addGuest('Sofia', '+14155550102', 'pending', 'es');
    // Never chose: the wedding's default language, Spanish here.
    await addGuest('Nadie', '+14155550103');

    await sendNew(both);

    expect(twilio.bodiesTo('+14155550101')).toEqual(['Shuttle\nThe bus leaves at 17:00.']);
    expect(twilio.bodiesTo('+14155550102')).toEqual(['Autobús\nEl autobús sale a las 17:00.']);
    expect(twilio.bodiesTo('+14155550103')).toEqual(['Autobús\nEl autobús sale a las 17:00.']);
    // The outbox keeps the text each guest was sent.
    const outbox = await SmsOutboxModel.find().sort({ to: 1 }).lean();
    expect(outbox.map(({ to, body }) => [to, body])).toEqual([
      ['+14155550101', 'Shuttle\nThe bus leaves at 17:00.'],
      ['+14155550102', 'Autobús\nEl autobús sale a las 17:00.'],
      ['+14155550103', 'Autobús\nEl autobús sale a las 17:00.'],
    ]);

    // English only: the Spanish guest gets the English text rather than a blank one.
    twilio.reset();
    await sendNew({ title: 'Cake', message: 'Cake in the garden.' });
    expect(twilio.bodiesTo('+14155550102')).toEqual(['Cake\nCake in the garden.']);
  });

  it('retries a failed text in the language it was first sent in', async () => {
    await addGuest('Sofia', '+14155550102', 'pending', 'es');
    twilio.failPermanently('+14155550102');
    const sent = await sendNew(both);
    expect(sent.delivery).toMatchObject({ failed: 1 });
    // The guest switches to English meanwhile; the retry resends the text that failed.
    await changeStoredGuests({}, { language: 'en' });
    twilio.reset();
    const retried = await api(`/api/announcements/${sent.id}/retry`, { method: 'POST', cookie });
    expect(retried.status).toBe(200);
    expect(twilio.bodiesTo('+14155550102')).toEqual(['Autobús\nEl autobús sale a las 17:00.']);
    expect(await SmsOutboxModel.findOne({ to: '+14155550102' }).lean()).toMatchObject({
      status: 'sent',
      body: 'Autobús\nEl autobús sale a las 17:00.',
    });
  });
});
