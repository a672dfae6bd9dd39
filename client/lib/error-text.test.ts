import { afterEach, describe, expect, it } from 'vitest';
import { RSVP_MESSAGES } from '../../protocol/rsvp';
import { SEATING_MESSAGES } from '../../protocol/seating';
import '../features/admin-seating/strings';
import '../features/rsvp/strings';
import { ApiError } from './api';
import { errorText, messageText, serverText } from './error-text';
import './form-strings';
import { i18n } from './i18n';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('error text', () => {
  it('shows the Spanish text of a code, worded with its values', async () => {
    await i18n.changeLanguage('es');
    expect(
      errorText({
        message: 'Table 3 (Rose) is full: it seats 8.',
        code: 'seating.tableFull',
        params: { number: 3, name: 'Rose', capacity: 8 },
      }),
    ).toBe('La mesa 3 (Rose) está completa: tiene 8 sitios.');
    const refused = new ApiError(400, '400', {
      message: RSVP_MESSAGES.attendingRequired,
      code: 'rsvp.attendingRequired',
    });
    expect(serverText(refused)).toBe('Díganos si asistirá');
  });

  it('shows the server’s English words when the code is unknown or untranslated', async () => {
    await i18n.changeLanguage('es');
    expect(errorText({ message: 'Something new happened.', code: 'unknown' })).toBe(
      'Something new happened.',
    );
    expect(errorText({ message: 'A word from the future.', code: 'future.word' })).toBe(
      'A word from the future.',
    );
  });

  it('says a schema’s message (client-side validation) through the same codes', async () => {
    expect(messageText(RSVP_MESSAGES.firstNameRequired)).toBe('First name is required');
    await i18n.changeLanguage('es');
    expect(messageText(RSVP_MESSAGES.firstNameRequired)).toBe('El nombre es obligatorio');
    expect(messageText(SEATING_MESSAGES.tooLong(80))).toBe(
      'Debe tener como máximo 80 caracteres',
    );
  });

  it('keeps English as the catalog says it', () => {
    expect(
      errorText({
        message: 'Table 3 (Rose) is full: it seats 8.',
        code: 'seating.tableFull',
        params: { number: 3, name: 'Rose', capacity: 8 },
      }),
    ).toBe('Table 3 (Rose) is full: it seats 8.');
  });
});
