// Zod-free on purpose: the client's outbox and first screen read these without a schema library.
import { SIGN_IN_REQUIRED_MESSAGE, TOO_MANY_WRITES_MESSAGE } from './endpoint';
import { defineMessages, withParams } from './messages';

/** What any endpoint may answer, whatever its feature: the error presenter's own words. */
export const HTTP_MESSAGES = defineMessages('http', {
  signInRequired: SIGN_IN_REQUIRED_MESSAGE,
  organizerRequired: 'Sign in as an organizer to do this.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found',
  noRoute: withParams(
    ['method', 'path'],
    (method: string, path: string) => `No API route for ${method} ${path}`,
  ),
  fieldTaken: withParams(['field'], (field: string) => `That ${field} is already taken.`),
  entryExists: 'That entry already exists.',
  databaseWrite: 'The site cannot save right now; please try again in a moment.',
  databaseRead: 'The site cannot load this right now; please try again in a moment.',
  tooLarge: 'Request body is too large.',
  badAddress: 'The address is not valid.',
  invalidJson: 'Request body is not valid JSON.',
  invalidRequest: 'Invalid request',
  invalidId: 'Invalid id',
  /** A framework's refusal with no words of ours: its status and the status's name. */
  refused: withParams(['status'], (_status: number, name: string) => name),
  tooManyWrites: TOO_MANY_WRITES_MESSAGE,
  crossSite:
    'Cross-site request refused: changes can only be made from the wedding website itself.',
  internal: 'Internal Server Error',
});
