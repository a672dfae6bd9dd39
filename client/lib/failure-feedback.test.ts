import { afterEach, describe, expect, it } from 'vitest';
import { TOO_MANY_WRITES_MESSAGE } from '../../protocol/http';
import { ApiError } from './api';
import { failureText } from './failure-feedback';
import { i18n } from './i18n';

const formWords = { title: 'Error', description: 'Failed to send your RSVP. Please try again.' };
const refused = new ApiError(429, `429: ${TOO_MANY_WRITES_MESSAGE}`, {
  message: TOO_MANY_WRITES_MESSAGE,
});

afterEach(() => i18n.changeLanguage('en'));

describe('failureText', () => {
  it("keeps the form's own words for an ordinary failure", () => {
    expect(failureText(new ApiError(500, '500: boom'), formWords)).toEqual(formWords);
    expect(failureText(new TypeError('Failed to fetch'), formWords)).toEqual(formWords);
  });

  it('asks the guest to wait a moment when the server refused a write for coming too fast', async () => {
    expect(failureText(refused, formWords)).toEqual({
      title: 'One moment, please',
      description: TOO_MANY_WRITES_MESSAGE,
    });
    await i18n.changeLanguage('es');
    expect(failureText(refused, formWords)).toEqual({
      title: 'Un momento, por favor',
      description:
        'Está enviando cosas más rápido de lo que podemos atender. Espere un momento y vuelva a intentarlo.',
    });
  });
});
