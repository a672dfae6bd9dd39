import { screen } from '@testing-library/react';
import { twMerge } from 'tailwind-merge';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_STORAGE_KEY, resetGuestSessionCache } from '../../features/guest-gate/session';
import { HeroSection } from '../../features/hero/HeroSection';
import { HomePage } from '../../features/home/HomePage';
import { createGuestSession } from '../../../protocol/guest-session';
import { renderWithProviders } from '../../test/render';
import { fixtureSections } from '../../test/sections-fixture';
import { stubWeddingFetch } from '../../test/wedding-fixture';

// Every class list cn() joins, kept as joined (no merge): what the first screen renders before
// tailwind-merge has arrived.
const joined = vi.hoisted(() => [] as string[]);
vi.mock('./cn', async () => {
  const { clsx } = await import('clsx');
  return {
    classMergeReady: Promise.resolve(),
    cn: (...inputs: Parameters<typeof clsx>) => {
      const classes = clsx(inputs);
      joined.push(classes);
      return classes;
    },
  };
});

// The live settings topic loads the socket layer on demand; not what these tests are about.
vi.mock('../../lib/realtime/socket', async () => {
  const { realtimeStub } = await import('../../test/realtime-stub');
  return realtimeStub;
});

// The real hero, the fixture's other sections.
const sections = fixtureSections.map((section) =>
  section.id === 'home' ? { ...section, Component: HeroSection } : section,
);

function conflicts(): { joined: string; merged: string }[] {
  return joined
    .map((classes) => ({ joined: classes, merged: twMerge(classes) }))
    .filter(({ joined, merged }) => joined !== merged);
}

beforeEach(() => {
  joined.length = 0;
  localStorage.clear();
  resetGuestSessionCache();
  stubWeddingFetch();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetGuestSessionCache();
});

describe('the classes of the first screen, before tailwind-merge arrives', () => {
  it('never conflict on the welcome card', async () => {
    renderWithProviders(<HomePage sections={fixtureSections} />);
    expect(await screen.findByRole('button', { name: /enter/i })).toBeInTheDocument();
    expect(joined.length).toBeGreaterThan(0);
    expect(conflicts()).toEqual([]);
  });

  it("never conflict on a signed-in guest's home page (nav bar, hero, countdown)", async () => {
    localStorage.setItem(GUEST_STORAGE_KEY, JSON.stringify(createGuestSession('Ana')));
    renderWithProviders(<HomePage sections={sections} onSignOut={() => {}} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sofia & Daniel' }),
    ).toBeInTheDocument();
    expect(conflicts()).toEqual([]);
  });
});
