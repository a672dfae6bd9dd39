import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { stubWeddingFetch, weddingSettingsFixture } from '../../test/wedding-fixture';
import { ContactSection } from './components/ContactSection';
import { telHref } from './contact-links';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the contact section', () => {
  it("offers the couple's e-mail and phone from the settings as links", async () => {
    stubWeddingFetch({
      ...weddingSettingsFixture,
      contact: { ...weddingSettingsFixture.contact, note: 'Sofia answers within a day.' },
    });
    renderWithProviders(<ContactSection />);
    const email = await screen.findByRole('link', { name: /Email\s*hello@example\.com/ });
    expect(email).toHaveAttribute('href', 'mailto:hello@example.com');
    expect(screen.getByRole('link', { name: /Phone\s*\(301\) 555-0142/ })).toHaveAttribute(
      'href',
      'tel:3015550142',
    );
    expect(screen.getByText('(301) 555-0142')).toBeInTheDocument();
    expect(screen.getByText('Sofia answers within a day.')).toBeInTheDocument();
  });

  it('gives a Spanish reader the note in Spanish, or the English one marked when it has none', async () => {
    stubWeddingFetch({
      ...weddingSettingsFixture,
      contact: { ...weddingSettingsFixture.contact, note: 'Sofia answers within a day.', noteEs: 'Sofia responde en un día.' },
    });
    await i18n.changeLanguage('es');
    const spanish = renderWithProviders(<ContactSection />);
    expect(await screen.findByText('Sofia responde en un día.')).toBeInTheDocument();
    expect(screen.queryByText(/Sofia answers/)).toBeNull();
    spanish.unmount();

    vi.unstubAllGlobals();
    stubWeddingFetch({
      ...weddingSettingsFixture,
      contact: { ...weddingSettingsFixture.contact, note: 'Sofia answers within a day.' },
    });
    renderWithProviders(<ContactSection />);
    const english = await screen.findByText(/^Sofia answers within a day\./);
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveTextContent('Sofia answers within a day. En inglés');
  });
});

describe('telHref', () => {
  it('keeps only digits and a leading plus', () => {
    expect(telHref('(301) 555-0142')).toBe('tel:3015550142');
    expect(telHref('+1 301-555-0142')).toBe('tel:+13015550142');
  });
});
