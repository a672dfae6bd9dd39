import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { fixtureSections } from '../../test/sections-fixture';
import { signOut } from '../guest-gate/session';
import { signIn } from '../guest-gate/sign-in';
import { stubWeddingFetch } from '../../test/wedding-fixture';
import { HomePage } from '../home/HomePage';
import { NavBar } from './NavBar';

const scrollTo = vi.mocked(window.scrollTo);

/** Places the section 1000 px below the viewport's top while the page is scrolled by 200 px. */
function placeSection(id: string) {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no section #${id}`);
  element.getBoundingClientRect = () =>
    DOMRect.fromRect({ x: 0, y: 1000, width: 360, height: 600 });
}

beforeEach(() => {
  // The home page sits behind the guest gate; these tests are about a signed-in guest.
  signIn('Maria');
  vi.useFakeTimers();
  stubWeddingFetch();
  scrollTo.mockClear();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 200 });
});

afterEach(() => {
  signOut();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function menuBar() {
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

describe('section anchors', () => {
  it('a click on a section item scrolls there after 300 ms, 80 px below the top', () => {
    renderWithProviders(<HomePage sections={fixtureSections} />);
    placeSection('venue-map');

    fireEvent.click(within(menuBar()).getByRole('link', { name: 'Venues' }));
    act(() => vi.advanceTimersByTime(299));
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1000 + 200 - 80, behavior: 'smooth' });
  });

  it('a hash present when the home page loads scrolls to that section after 500 ms', () => {
    renderWithProviders(<HomePage sections={fixtureSections} />, { route: '/#love-story' });
    placeSection('love-story');

    act(() => vi.advanceTimersByTime(499));
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith({ top: 1120, behavior: 'smooth' });
  });

  it('on another page a section item goes to the home page and then scrolls to the anchor', () => {
    renderWithProviders(
      <Routes>
        <Route path="/" element={<HomePage sections={fixtureSections} />} />
        <Route path="/other" element={<NavBar sections={fixtureSections} />} />
      </Routes>,
      { route: '/other' },
    );
    expect(screen.queryByRole('heading', { name: 'Guest book section' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Guest Book' }));

    expect(screen.getByRole('heading', { name: 'Guest book section' })).toBeInTheDocument();
    placeSection('guest-book');
    act(() => vi.advanceTimersByTime(500));
    expect(scrollTo).toHaveBeenCalledWith({ top: 1120, behavior: 'smooth' });
  });
});
