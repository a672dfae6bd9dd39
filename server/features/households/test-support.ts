import { expect } from 'vitest';
import { z } from 'zod';
import { householdSchema, type Household } from '../../../protocol/households';
import { generateInviteCode } from '../guests/invite-code';
import { seedGuest } from '../guests/seed';
import { HouseholdMemberModel, HouseholdModel } from './model';

let counter = 0;

/** A guest on the list as an older version left them (a party, a plus-one), not yet in a household. */
export async function listedGuest(
  firstName: string,
  fields: { partySize?: number; plusOne?: boolean } = {},
): Promise<{ id: string; email: string; inviteCode: string }> {
  counter += 1;
  const email = `${firstName.toLowerCase()}.${counter}@example.com`;
  const inviteCode = generateInviteCode();
  const id = await seedGuest({ firstName, lastName: 'Ruiz', email, inviteCode, ...fields });
  return { id, email, inviteCode };
}

export async function call(
  url: string,
  method: string,
  path: string,
  cookie: string | undefined,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

export async function expectHousehold(
  result: Promise<{ status: number; body: unknown }>,
  status = 200,
): Promise<Household> {
  const { status: got, body } = await result;
  expect(got, JSON.stringify(body)).toBe(status);
  return householdSchema.parse(body);
}

export const householdsIn = (body: unknown) => z.array(householdSchema).parse(body);

export async function clearHouseholds(): Promise<void> {
  await Promise.all([HouseholdModel.deleteMany({}), HouseholdMemberModel.deleteMany({})]);
}

export const storedHouseholds = () => HouseholdModel.find().lean();
export const storedMembers = () => HouseholdMemberModel.find().lean();
