import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoryEvent } from '../../../protocol/wedding';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { stubWeddingFetch, weddingSettingsFixture } from '../../test/wedding-fixture';
import { LoveStorySection } from './LoveStorySection';
import { AUTO_TOUR_STEP_MS } from './useAutoTour';

const story: StoryEvent[] = [
  ['first-meeting', '2017', 'First Meeting', 'coffee', 'left'],
  ['reconnection', '2022', 'Reconnection', 'message-circle-heart', 'right'],
  ['falling-in-love', '2022–2023', 'Falling in Love', 'heart', 'left'],
  ['engagement', 'July 2023', 'The Engagement', 'gem', 'right'],
  ['arrival', 'March 2024', 'The Arrival of Our Daughter', 'baby', 'left'],
  ['wedding-day', 'Aug 31, 2025', 'Wedding Day', 'church', 'right'],
].map(([id, date, title, icon, position]) => ({
  id,
  date,
  title,
  description: `About ${title}.`,
  icon,
  position: position as 'left' | 'right',
  media: id === 'engagement' ? '/media/story/engagement.mp4' : `/media/story/${id}.webp`,
  mediaType: id === 'engagement' ? ('video' as const) : ('image' as const),
  ...(id === 'engagement' ? { poster: '/media/story/engagement-poster.webp' } : {}),
}));

/** An IntersectionObserver the test drives: `show(element, ratio)` reports it on screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  static show(target: Element, ratio: number) {
    for (const observer of FakeObserver.all.filter((o) => o.targets.has(target))) {
      const entry = { target, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

const scrolled: string[] = [];

beforeEach(() => {
  FakeObserver.all = [];
  scrolled.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this.querySelector('h3')?.textContent ?? '');
  });
  stubWeddingFetch({ ...weddingSettingsFixture, story });
});
afterEach(async () => {
  await i18n.changeLanguage('en');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderStory() {
  renderWithProviders(<LoveStorySection />);
  await screen.findByText('First Meeting');
  return document.getElementById('love-story')!;
}

function highlighted(): string[] {
  return [...document.querySelectorAll('[data-highlighted] h3')].map((h) => h.textContent ?? '');
}

describe('Our Story', () => {
  it('shows the six events in order with date, title, description and lazy media', async () => {
    const section = await renderStory();
    expect(within(section).getByRole('heading', { level: 2, name: 'Our Story' })).toBeInTheDocument();
    const titles = within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(story.map((event) => event.title));
    expect(within(section).getByText('July 2023')).toBeInTheDocument();
    expect(within(section).getByText('About Reconnection.')).toBeInTheDocument();

    const image = within(section).getByRole('img', { name: 'First Meeting' });
    expect(image).toHaveAttribute('src', '/media/story/first-meeting.webp');
    expect(image).toHaveAttribute('loading', 'lazy');

    const video = section.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/media/story/engagement.mp4');
    expect(video).toHaveAttribute('poster', '/media/story/engagement-poster.webp');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('playsinline');
  });

  it('fades a card in once it scrolls into view', async () => {
    const section = await renderStory();
    const card = within(section).getByText('About Falling in Love.').closest('article')!;
    expect(card).toHaveClass('opacity-0');
    act(() => FakeObserver.show(card, 0.5));
    expect(card).toHaveClass('opacity-100');
  });

  it('tours the events every 4 seconds while at least 30% of the section is visible, and stops when it is not', async () => {
    const section = await renderStory();
    vi.useFakeTimers();
    act(() => FakeObserver.show(section, 0.2));
    act(() => vi.advanceTimersByTime(AUTO_TOUR_STEP_MS * 2));
    expect(highlighted()).toEqual([]);

    act(() => FakeObserver.show(section, 0.3));
    act(() => vi.advanceTimersByTime(AUTO_TOUR_STEP_MS - 1));
    expect(highlighted()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(highlighted()).toEqual(['First Meeting']);
    act(() => vi.advanceTimersByTime(AUTO_TOUR_STEP_MS));
    expect(highlighted()).toEqual(['Reconnection']);
    expect(scrolled).toEqual(['First Meeting', 'Reconnection']);

    act(() => FakeObserver.show(section, 0));
    act(() => vi.advanceTimersByTime(AUTO_TOUR_STEP_MS * 3));
    expect(highlighted()).toEqual([]);
    expect(scrolled).toHaveLength(2);
  });

  it('pauses the tour as soon as the guest scrolls by themselves', async () => {
    const section = await renderStory();
    vi.useFakeTimers();
    act(() => FakeObserver.show(section, 0.6));
    act(() => vi.advanceTimersByTime(AUTO_TOUR_STEP_MS));
    expect(scrolled).toHaveLength(1);
    act(() => {
      window.dispatchEvent(new Event('wheel'));
    });
    act(() => vi.advanceTimersByTime(AUTO_TOUR_STEP_MS * 3));
    expect(scrolled).toHaveLength(1);
  });

  it('does not tour or animate when the guest prefers reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('prefers-reduced-motion'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const section = await renderStory();
    const card = within(section).getByText('About Wedding Day.').closest('article')!;
    expect(card).toHaveClass('opacity-100');
    vi.useFakeTimers();
    act(() => FakeObserver.show(section, 1));
    act(() => vi.advanceTimersByTime(AUTO_TOUR_STEP_MS * 2));
    expect(highlighted()).toEqual([]);
    expect(scrolled).toEqual([]);
    expect(section.querySelector('video')).toHaveAttribute('controls');
  });

  it('tells the story in Spanish on a Spanish page, each missing translation in English and marked', async () => {
    const [first, second, ...rest] = story;
    stubWeddingFetch({
      ...weddingSettingsFixture,
      story: [
        { ...first, dateEs: '2017', titleEs: 'Cómo nos conocimos', descriptionEs: 'Una silla prestada.' },
        { ...second, titleEs: 'El reencuentro' },
        ...rest,
      ],
    });
    await i18n.changeLanguage('es');
    renderWithProviders(<LoveStorySection />);
    const firstCard = (await screen.findByRole('heading', { level: 3, name: 'Cómo nos conocimos' })).closest(
      'article',
    )!;
    expect(within(firstCard).getByText('Una silla prestada.')).toBeInTheDocument();
    expect(within(firstCard).queryByText(/En inglés/)).toBeNull();

    const secondCard = screen.getByRole('heading', { level: 3, name: 'El reencuentro' }).closest('article')!;
    const description = within(secondCard).getByText('About Reconnection.');
    expect(description).toHaveAttribute('lang', 'en');
    expect(description).toHaveTextContent('About Reconnection. En inglés');
  });
});
