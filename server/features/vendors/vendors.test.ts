import { beforeEach, describe, expect, it } from 'vitest';
import { csvCells, FORMULA_TRIGGERS, opensAsText } from '../../../protocol/csv-test-support';
import type { Vendor } from '../../../protocol/planning';
import { json, nextEvent, subscribe } from '../../test/harness';
import { useTestApp } from '../../test/fixtures';
import { VendorModel } from './model';

const app = useTestApp({}, { organizer: true });
beforeEach(() => VendorModel.deleteMany({}));

function send(method: string, path: string, body?: unknown) {
  return fetch(`${app.url}${path}`, {
    method,
    headers: {
      cookie: app.organizer,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const addVendor = async (body: Record<string, unknown>) => {
  const response = await send('POST', '/api/vendors', body);
  expect(response.status).toBe(201);
  return json<Vendor>(response);
};

/** The body as sent, its byte-order mark kept (Response.text() drops it). */
async function withBom(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

describe('vendors', () => {
  it('adds, edits and deletes a vendor, pushing each change to another organizer screen', async () => {
    const other = await app.connect({ cookie: app.organizer });
    await subscribe(other, 'vendors');

    const saved = nextEvent(other, 'vendor:saved');
    const florist = await addVendor({
      name: 'Flores Lucía',
      category: 'Florist',
      contactName: 'Lucía Peña',
      phone: '+1 (555) 201-3344',
      email: 'Lucia@Flores.example',
      icon: 'flower',
    });
    expect(florist).toMatchObject({ name: 'Flores Lucía', email: 'lucia@flores.example' });
    expect(await saved).toEqual(florist);

    const edited = nextEvent(other, 'vendor:saved');
    const response = await send('PUT', `/api/vendors/${florist.id}`, {
      name: 'Flores Lucía',
      category: 'Florist',
      contactName: 'Lucía Peña',
      phone: '',
      email: '',
      icon: 'flower',
    });
    expect(response.status).toBe(200);
    const updated = await json<Vendor>(response);
    expect(updated.phone).toBeUndefined();
    expect(updated.email).toBeUndefined();
    expect(await edited).toEqual(updated);

    const deleted = nextEvent(other, 'vendor:deleted');
    expect((await send('DELETE', `/api/vendors/${florist.id}`)).status).toBe(200);
    expect(await deleted).toEqual({ id: florist.id });
    expect(await VendorModel.countDocuments()).toBe(0);
    expect((await send('DELETE', `/api/vendors/${florist.id}`)).status).toBe(404);
  });

  it('refuses bad input with the field’s message and stores nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ', category: 'Cake' }, 'name', 'Name is required'],
      [{ name: 'Sweet', category: '' }, 'category', 'Category is required'],
      [
        { name: 'Sweet', category: 'Cake', email: 'sweet@' },
        'email',
        'Please enter a valid email address',
      ],
      [
        { name: 'Sweet', category: 'Cake', phone: 'call me' },
        'phone',
        'Please enter a valid phone number',
      ],
      [
        { name: 'Sweet', category: 'Cake', icon: 'skull' },
        'icon',
        'Choose one of the listed icons',
      ],
    ];
    for (const [body, path, message] of cases) {
      const response = await send('POST', '/api/vendors', body);
      expect(response.status).toBe(400);
      const answer = await json<{ message: string; issues: { path: string; message: string }[] }>(
        response,
      );
      expect(answer.issues).toContainEqual(expect.objectContaining({ path, message }));
    }
    expect(await VendorModel.countDocuments()).toBe(0);
  });

  it('exports a CSV that Excel opens with accents, quoting commas, quotes and line breaks', async () => {
    await addVendor({
      name: 'Pastelería "La Dulce", S.L.',
      category: 'Cake',
      phone: '+34 600 123 456',
    });
    await addVendor({ name: 'José Núñez', category: 'Música', contactName: 'Line one\nline two' });
    await addVendor({ name: '=HYPERLINK("x")', category: 'Venue' });

    const response = await send('GET', '/api/vendors/export.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('vendors.csv');
    expect(await withBom(response)).toBe(
      '\uFEFFName,Category,Contact,Phone,Email\r\n' +
        '"Pastelería ""La Dulce"", S.L.",Cake,,+34 600 123 456,\r\n' +
        'José Núñez,Música,"Line one\nline two",,\r\n' +
        `"'=HYPERLINK(""x"")",Venue,,,`,
    );

    const filtered = await send('GET', '/api/vendors/export.csv?category=musica&lang=es');
    expect(await withBom(filtered)).toBe(
      '\uFEFFNombre,Categoría,Contacto,Teléfono,Correo electrónico\r\nJosé Núñez,Música,"Line one\nline two",,',
    );
    const searched = await send('GET', '/api/vendors/export.csv?q=dulce');
    expect((await searched.text()).split('\r\n')).toHaveLength(2);
  });

  it('opens a cell starting with any formula character as text, keeping a valid phone’s +', async () => {
    for (const [i, trigger] of FORMULA_TRIGGERS.entries()) {
      await addVendor({ name: `Vendor ${i}`, category: 'Band', contactName: `${trigger}1+1` });
    }
    await addVendor({ name: 'Zed', category: 'Cake', contactName: '-5', phone: '+34 600 000 000' });
    await addVendor({ name: 'Zoe', category: 'Cake', phone: '-555-0101' });

    const rows = csvCells(await withBom(await send('GET', '/api/vendors/export.csv')));
    const byName = new Map(rows.map((row) => [row[0], row]));
    for (const [i, trigger] of FORMULA_TRIGGERS.entries()) {
      // The form trims a leading tab or line break away; the others reach the file.
      const expected = trigger.trim() ? `'${trigger}1+1` : '1+1';
      expect(byName.get(`Vendor ${i}`)![2]).toBe(expected);
    }
    expect(byName.get('Zed')!.slice(2, 4)).toEqual(["'-5", '+34 600 000 000']);
    expect(byName.get('Zoe')![3]).toBe("'-555-0101");
    expect(rows.flat().filter((cell) => !opensAsText(cell))).toEqual(['+34 600 000 000']);
  });
});
