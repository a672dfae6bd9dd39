import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { stubWeddingFetch } from '../../test/wedding-fixture';
import { HeroSection } from './HeroSection';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the home page hero', () => {
  it.each([
    ['2025-08-01T16:00:00Z', "We're getting married", 'Countdown to Our Special Day'],
    ['2025-08-31T14:00:00Z', "We're getting married today", "Today's the day!"],
    ['2025-09-12T16:00:00Z', 'We got married', 'Happily Married'],
  ])('at %s reads "%s" above the couple and "%s" in its card', async (now, eyebrow, card) => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
    stubWeddingFetch();
    renderWithProviders(<HeroSection />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sofia & Daniel' })).toBeInTheDocument();
    expect(screen.getByText(eyebrow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(card);
    expect(screen.getByText(/August 31, 2025 · College Park, MD/)).toBeInTheDocument();
  });
});
