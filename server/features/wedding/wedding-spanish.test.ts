import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../protocol/http';
import { weddingSettingsSchema, type WeddingSettings } from '../../../protocol/wedding';
import { recordEvents, subscribe } from '../../test/harness';
import { useTestApp } from '../../test/fixtures';
import { defaultWeddingSettings } from './defaults';
import { WEDDING_SETTINGS_ID, WeddingSettingsModel } from './model';

const app = useTestApp({}, { organizer: true });

async function current(): Promise<WeddingSettings> {
  const response = await fetch(`${app.url}/api/wedding`);
  expect(response.status).toBe(200);
  return weddingSettingsSchema.parse(await response.json());
}

function save(body: unknown) {
  return fetch(`${app.url}/api/admin/wedding`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: app.organizer },
    body: JSON.stringify(body),
  });
}

const edited = (change: (settings: WeddingSettings) => void): WeddingSettings => {
  const copy = structuredClone(defaultWeddingSettings);
  change(copy);
  return copy;
};

describe('the sample wedding in Spanish', () => {
  it('ships every text guests read in both languages', async () => {
    const settings = await current();
    for (const venue of [settings.venues.ceremony, settings.venues.reception]) {
      for (const key of ['label', 'description', 'note', 'parkingInfo', 'accessibility'] as const)
        expect(venue[`${key}Es`], `${venue.key}.${key}Es`).toMatch(/\S/);
      expect(venue.featuresEs).toHaveLength(venue.features.length);
      for (const marker of venue.arMarkers) {
        expect(marker.nameEs, marker.id).toMatch(/\S/);
        expect(marker.contentEs, marker.id).toMatch(/\S/);
      }
    }
    expect(settings.venues.ceremony.descriptionEs).toMatch(/Una ceremonia en el jardín/);
    expect(settings.parking.directionsEs).toMatch(/toma la salida 25/);
    expect(settings.parking.rulesEs).toHaveLength(settings.parking.rules.length);
    expect(settings.parking.freeLotsEs).toHaveLength(settings.parking.freeLots.length);
    for (const event of settings.story) {
      expect(event.titleEs, event.id).toMatch(/\S/);
      expect(event.descriptionEs, event.id).toMatch(/\S/);
      expect(event.dateEs, event.id).toMatch(/\S/);
    }
    expect(settings.contact.noteEs).toMatch(/Escríbele/);
  });

  it('serves settings stored before texts had Spanish versions, with the shipped Spanish only where the English is untouched', async () => {
    // A document as an install before this change stored it: English only, no Spanish keys.
    const legacy = JSON.parse(
      JSON.stringify(defaultWeddingSettings, (key: string, value: unknown) =>
        key.endsWith('Es') ? undefined : value,
      ),
    ) as WeddingSettings;
    legacy.venues.reception.description = 'Our own words about the lunch.';
    legacy.story[0].title = 'How We Met';
    await WeddingSettingsModel.collection.replaceOne(
      { _id: WEDDING_SETTINGS_ID as never },
      { ...legacy, createdAt: new Date(), updatedAt: new Date() },
    );

    const settings = await current();
    expect(settings.venues.ceremony.descriptionEs).toBe(
      defaultWeddingSettings.venues.ceremony.descriptionEs,
    );
    expect(settings.venues.ceremony.featuresEs).toEqual(
      defaultWeddingSettings.venues.ceremony.featuresEs,
    );
    expect(settings.parking.rulesEs).toEqual(defaultWeddingSettings.parking.rulesEs);
    // Rewritten texts have no Spanish yet: the shipped one would translate other words.
    expect(settings.venues.reception.description).toBe('Our own words about the lunch.');
    expect(settings.venues.reception.descriptionEs).toBeUndefined();
    expect(settings.story[0].titleEs).toBeUndefined();
    expect(settings.story[0].descriptionEs).toBe(defaultWeddingSettings.story[0].descriptionEs);
  });
});

describe('saving texts in both languages', () => {
  it('refuses a Spanish text over the limit with the English field’s message on the Spanish path, storing nothing', async () => {
    await save(defaultWeddingSettings);
    const before = await current();
    const events = recordEvents(app.sockets[0], 'wedding:updated');
    await subscribe(app.sockets[0], 'wedding');
    const response = await save(
      edited((s) => {
        s.couple.displayName = 'Should Not Be Stored';
        s.venues.ceremony.descriptionEs = 'x'.repeat(1001);
      }),
    );
    expect(response.status).toBe(400);
    const body = errorBodySchema.parse(await response.json());
    expect(body.issues).toContainEqual(
      expect.objectContaining({
        path: 'venues.ceremony.descriptionEs',
        message: 'Must be at most 1000 characters',
      }),
    );
    expect(await current()).toEqual(before);
    expect(events).toEqual([]);
  });

  it.each([
    [
      'a story title',
      (s: WeddingSettings) => (s.story[1].titleEs = 'y'.repeat(121)),
      'story.1.titleEs',
      120,
    ],
    [
      'a marker name',
      (s: WeddingSettings) => (s.venues.reception.arMarkers[0].nameEs = 'z'.repeat(81)),
      'venues.reception.arMarkers.0.nameEs',
      80,
    ],
    [
      'a parking rule',
      (s: WeddingSettings) => (s.parking.rulesEs = ['r'.repeat(301)]),
      'parking.rulesEs.0',
      300,
    ],
    [
      'the contact note',
      (s: WeddingSettings) => (s.contact.noteEs = 'n'.repeat(501)),
      'contact.noteEs',
      500,
    ],
  ])('refuses %s too long in Spanish on its Spanish path', async (_, change, path, max) => {
    const response = await save(edited(change));
    expect(response.status).toBe(400);
    const body = errorBodySchema.parse(await response.json());
    expect(body.issues).toContainEqual(
      expect.objectContaining({ path, message: `Must be at most ${max} characters` }),
    );
  });

  it('accepts a required text written only in Spanish, and stores it as the guests read it', async () => {
    const response = await save(
      edited((s) => {
        s.venues.ceremony.description = '';
        s.venues.ceremony.descriptionEs = 'Solo en español: el jardín de la capilla.';
        s.story[0].title = '  ';
        s.story[0].titleEs = 'Cómo nos conocimos';
        s.parking.directions = '';
        s.parking.directionsEs = 'Toma la US-1 hacia el sur.';
        s.defaultLanguage = 'es';
      }),
    );
    expect(response.status).toBe(200);
    const stored = await current();
    expect(stored.venues.ceremony.description).toBe('');
    expect(stored.venues.ceremony.descriptionEs).toBe('Solo en español: el jardín de la capilla.');
    expect(stored.story[0]).toMatchObject({ title: '', titleEs: 'Cómo nos conocimos' });
    expect(stored.parking).toMatchObject({
      directions: '',
      directionsEs: 'Toma la US-1 hacia el sur.',
    });
    expect(stored.defaultLanguage).toBe('es');
  });

  it('accepts texts written only in English, and keeps the default language when an older editor leaves it out', async () => {
    const response = await save(
      edited((s) => {
        s.venues.reception.description = 'English only, for now.';
        s.venues.reception.descriptionEs = '';
        s.venues.reception.featuresEs = [];
        delete (s as Partial<WeddingSettings>).defaultLanguage;
      }),
    );
    expect(response.status).toBe(200);
    const stored = await current();
    expect(stored.venues.reception.description).toBe('English only, for now.');
    // Cleared on purpose: the shipped Spanish does not come back for it.
    expect(stored.venues.reception.descriptionEs).toBe('');
    expect(stored.venues.reception.featuresEs).toEqual([]);
    expect(stored.defaultLanguage).toBe('es');
  });

  it('refuses a required text blank in both languages, with the message on the English field', async () => {
    const before = await current();
    const response = await save(
      edited((s) => {
        s.venues.reception.accessibility = ' ';
        s.venues.reception.accessibilityEs = '';
      }),
    );
    expect(response.status).toBe(400);
    const body = errorBodySchema.parse(await response.json());
    expect(body.issues).toContainEqual(
      expect.objectContaining({
        path: 'venues.reception.accessibility',
        message: 'Write this in English, in Spanish or in both',
      }),
    );
    expect(await current()).toEqual(before);
  });
});
