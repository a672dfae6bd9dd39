import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_MESSAGES, type NewsletterStatus } from '../../../protocol/newsletter';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { NewsletterAdminNotice } from './NewsletterAdminNotice';

function answerStatus(status: NewsletterStatus) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(status), { status: 200 })),
  );
}
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the organizers’ e-mail notice', () => {
  it('says e-mail is off because PUBLIC_URL is not set', async () => {
    answerStatus({ configured: false, offReason: 'public-url', confirmed: 0, pending: 0 });
    renderWithProviders(<NewsletterAdminNotice />);
    expect(await screen.findByText(NEWSLETTER_MESSAGES.publicUrlMissing)).toBeInTheDocument();
  });

  it('says so in Spanish on a Spanish page', async () => {
    await i18n.changeLanguage('es');
    answerStatus({ configured: false, offReason: 'public-url', confirmed: 0, pending: 0 });
    renderWithProviders(<NewsletterAdminNotice />);
    expect(await screen.findByText(/define PUBLIC_URL en el servidor/)).toBeInTheDocument();
  });

  it('still names SMTP when that is what is missing', async () => {
    answerStatus({ configured: false, offReason: 'smtp', confirmed: 0, pending: 0 });
    renderWithProviders(<NewsletterAdminNotice />);
    expect(await screen.findByText(NEWSLETTER_MESSAGES.notConfigured)).toBeInTheDocument();
  });
});
