import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FIRST_PLACE_PAUSE_MS } from '../leaderboard/projector/PodiumOverlay';
import { PODIUM_STEP_MS, QuizPodium } from './QuizPodium';
import { standing } from './test-support';

// jsdom draws no canvas: the confetti is watched, not drawn.
const confetti = vi.hoisted(() => vi.fn());
vi.mock('canvas-confetti', () => ({ default: confetti }));

beforeEach(() => {
  confetti.mockClear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const podium = [
  standing(1, { name: 'Maria' }),
  standing(2, { name: 'Leo' }),
  standing(3, { name: 'Eva' }),
];
const nameIn = (place: string) =>
  within(screen.getByTestId(`podium-${place}`)).queryByTestId('podium-name')?.textContent ?? null;

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('the quiz podium', () => {
  it('reveals third, then second, then first with confetti', async () => {
    renderWithProviders(<QuizPodium podium={podium} reducedMotion={false} />);
    expect([nameIn('third'), nameIn('second'), nameIn('first')]).toEqual(['Eva', null, null]);
    await advance(PODIUM_STEP_MS);
    expect([nameIn('second'), nameIn('first')]).toEqual(['Leo', null]);
    expect(confetti).not.toHaveBeenCalled();
    await advance(FIRST_PLACE_PAUSE_MS);
    expect(nameIn('first')).toBe('Maria');
    await vi.waitFor(() => expect(confetti).toHaveBeenCalled());
  });

  it('shows all three at once and throws no confetti when the system asks for less motion', async () => {
    renderWithProviders(<QuizPodium podium={podium} reducedMotion />);
    expect([nameIn('third'), nameIn('second'), nameIn('first')]).toEqual(['Eva', 'Leo', 'Maria']);
    await advance(PODIUM_STEP_MS + FIRST_PLACE_PAUSE_MS + 1000);
    expect(confetti).not.toHaveBeenCalled();
  });
});
