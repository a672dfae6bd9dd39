import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBodySchema } from '../../../protocol/http';
import { GuestModel } from '../../features/guests/model';
import { WeddingSettingsModel } from '../../features/wedding/model';
import { useTestApp } from '../../test/fixtures';
import { isDatabaseUnavailable, isUniqueViolation } from './errors';

const app = useTestApp();
afterEach(() => {
  vi.restoreAllMocks();
});

async function errorOf(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const text = await response.text();
  return { text, body: errorBodySchema.strict().parse(JSON.parse(text)) };
}

const postJson = (path: string, body: string) =>
  fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

describe('error answers', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(`${app.url}/api/no-such-thing?x=1`);
    expect(response.status).toBe(404);
    const { body } = await errorOf(response);
    expect(body).toEqual({
      message: 'No API route for GET /api/no-such-thing',
      code: 'http.noRoute',
      params: { method: 'GET', path: '/api/no-such-thing' },
    });
  });

  it('answers a path segment that is not valid percent-encoding with a 400, not a 500', async () => {
    for (const path of ['/api/live-wedding-moments/%zz/like', '/api/admin/guests/%E0%A4%A']) {
      const response = await fetch(`${app.url}${path}`, { method: 'POST' });
      expect(response.status).toBe(400);
      const { body } = await errorOf(response);
      expect(body).toEqual({ message: 'The address is not valid.', code: 'http.badAddress' });
    }
  });

  it('answers a malformed JSON body with a 400', async () => {
    const response = await postJson('/api/admin/session', '{"password": ');
    expect(response.status).toBe(400);
    const { body } = await errorOf(response);
    // A framework's refusal carries a code too.
    expect(body).toEqual({ message: 'Request body is not valid JSON.', code: 'http.invalidJson' });
  });

  it('answers a body that fails its schema with a 400, the message and every issue', async () => {
    const response = await postJson('/api/admin/session', '{}');
    expect(response.status).toBe(400);
    const { body } = await errorOf(response);
    expect(body).toEqual({
      message: 'Password is required',
      code: 'organizer.passwordRequired',
      issues: [
        { path: 'password', message: 'Password is required', code: 'organizer.passwordRequired' },
      ],
    });
  });

  it('answers a too large body with a 413', async () => {
    const response = await postJson(
      '/api/admin/session',
      JSON.stringify({ password: 'x'.repeat(200_000) }),
    );
    expect(response.status).toBe(413);
    expect((await errorOf(response)).body).toEqual({
      message: 'Request body is too large.',
      code: 'http.tooLarge',
    });
  });

  it('answers a duplicate key with a 409 and a clear message', async () => {
    await GuestModel.create({ firstName: 'Ana', email: 'ana@example.com', inviteCode: 'ANA123' });
    const duplicate = await GuestModel.create({
      firstName: 'Ann',
      email: 'ana@example.com',
      inviteCode: 'ANN123',
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(duplicate).toMatchObject({ code: 11000 });
    // The database's own error, raised where a service would meet it.
    vi.spyOn(WeddingSettingsModel, 'findById').mockImplementation(() => {
      throw duplicate;
    });

    const response = await fetch(`${app.url}/api/wedding`);
    expect(response.status).toBe(409);
    const { body } = await errorOf(response);
    // MongoDB names the field; FerretDB does not say which index refused.
    expect(['That email is already taken.', 'That entry already exists.']).toContain(body.message);
  });

  it('answers an update that breaks a unique index with a 409 too (FerretDB says code 1)', async () => {
    await GuestModel.create({ firstName: 'Bea', email: 'bea@example.com', inviteCode: 'BEA123' });
    const other = await GuestModel.create({
      firstName: 'Ben',
      email: 'ben@example.com',
      inviteCode: 'BEN123',
    });
    const clash = await GuestModel.updateOne(
      { _id: other._id },
      { $set: { email: 'bea@example.com' } },
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(clash)).toBe(true);
    vi.spyOn(WeddingSettingsModel, 'findById').mockImplementation(() => {
      throw clash;
    });

    const response = await fetch(`${app.url}/api/wedding`);
    expect(response.status).toBe(409);
    expect(['That email is already taken.', 'That entry already exists.']).toContain(
      (await errorOf(response)).body.message,
    );
    expect((await GuestModel.findById(other._id).lean())?.email).toBe('ben@example.com');
  });

  it('answers an unexpected failure with a bare 500 that reveals nothing', async () => {
    vi.spyOn(WeddingSettingsModel, 'findById').mockImplementation(() => {
      throw new Error('connection to db-secret-host:27017 lost');
    });

    const response = await fetch(`${app.url}/api/wedding`);
    expect(response.status).toBe(500);
    const { text, body } = await errorOf(response);
    expect(body).toEqual({ message: 'Internal Server Error', code: 'http.internal' });
    expect(text).not.toMatch(/secret|stack|at .*\.ts/);
  });
});

describe('telling an unreachable database from other failures', () => {
  const named = (name: string, message = 'x', extra: object = {}) =>
    Object.assign(new Error(message), { name, ...extra });

  it('recognizes lost connections, server selection and buffering timeouts', () => {
    expect(isDatabaseUnavailable(named('MongoServerSelectionError'))).toBe(true);
    expect(isDatabaseUnavailable(named('MongooseServerSelectionError'))).toBe(true);
    expect(isDatabaseUnavailable(named('MongoNetworkError'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        named('MongooseError', 'Operation `moments.insertOne()` buffering timed out after 3000ms'),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        named('Error', 'This socket has been ended by the other party', { code: 'EPIPE' }),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        named('MongoBulkWriteError', 'x', { cause: named('MongoNetworkError') }),
      ),
    ).toBe(true);
  });

  it('leaves refused queries and bugs alone', () => {
    expect(
      isDatabaseUnavailable(named('MongoServerError', 'E11000 duplicate key', { code: 11000 })),
    ).toBe(false);
    expect(isDatabaseUnavailable(named('ValidationError'))).toBe(false);
    expect(isDatabaseUnavailable(named('MongooseError', 'Cast to ObjectId failed'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('recognizing a unique-index violation', () => {
  it('from MongoDB (11000) and from a FerretDB update (code 1, SQLite’s words)', () => {
    expect(isUniqueViolation({ code: 11000, message: 'E11000 duplicate key error' })).toBe(true);
    expect(
      isUniqueViolation({
        code: 1,
        codeName: 'InternalError',
        message: "constraint failed: UNIQUE constraint failed: index 'seating_tables_x' (2067)",
      }),
    ).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isUniqueViolation({ code: 1, message: 'constraint failed: NOT NULL' })).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
