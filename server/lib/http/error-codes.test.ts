import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../protocol/http';
import { UNKNOWN_MESSAGE_CODE } from '../../../protocol/messages';
import { RSVP_MESSAGES, rsvpBodySchema } from '../../../protocol/rsvp';
import { SEATING_MESSAGES } from '../../../protocol/seating';
import type { Logger } from '../logger';
import { badRequest, conflict, described, errorHandler } from './errors';

const quiet = { error: () => {}, warn: () => {} } as unknown as Logger;

let url: string;
let close: () => void;
beforeAll(async () => {
  const app = express();
  app.get('/full', () => {
    throw conflict(SEATING_MESSAGES.tableFull(3, 'Rose', 8));
  });
  app.get('/plain', () => {
    throw badRequest(RSVP_MESSAGES.attendingRequired);
  });
  app.get('/zod', () => {
    rsvpBodySchema.parse({
      firstName: '',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      attending: true,
    });
  });
  app.get('/words', () => {
    throw badRequest('Words no catalog declares');
  });
  app.use(errorHandler(quiet));
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const bodyOf = async (path: string) =>
  errorBodySchema.strict().parse(await (await fetch(`${url}${path}`)).json());

describe('error codes on the wire', () => {
  it('sends an HttpError with its catalog code and the values it was worded with', async () => {
    expect(await bodyOf('/full')).toEqual({
      message: 'Table 3 (Rose) is full: it seats 8.',
      code: 'seating.tableFull',
      params: { number: 3, name: 'Rose', capacity: 8 },
    });
    expect(await bodyOf('/plain')).toEqual({
      message: RSVP_MESSAGES.attendingRequired,
      code: 'rsvp.attendingRequired',
    });
  });

  it('sends each zod issue with its code', async () => {
    const body = await bodyOf('/zod');
    expect(body).toMatchObject({
      message: 'First name is required',
      code: 'rsvp.firstNameRequired',
    });
    expect(body.issues).toEqual([
      { path: 'firstName', message: 'First name is required', code: 'rsvp.firstNameRequired' },
    ]);
  });

  it('sends words no catalog declares as they are, with the generic code', async () => {
    expect(await bodyOf('/words')).toEqual({
      message: 'Words no catalog declares',
      code: UNKNOWN_MESSAGE_CODE,
    });
  });

  it('gives a shared limit its one code and its value', () => {
    expect(described(SEATING_MESSAGES.tooLong(80))).toEqual({
      message: 'Must be at most 80 characters',
      code: 'field.tooLong',
      params: { max: 80 },
    });
  });
});
