import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFrozenList } from './frozen-list';

const item = (id: string) => ({ id });

describe('useFrozenList (the paused wall)', () => {
  it('adds nothing new while paused, still drops what was removed, and catches up on resume', () => {
    const { result, rerender } = renderHook(
      ({ list, paused }: { list: { id: string }[]; paused: boolean }) =>
        useFrozenList(list, paused),
      { initialProps: { list: [item('b'), item('a')], paused: false } },
    );
    expect(result.current).toEqual([item('b'), item('a')]);

    rerender({ list: [item('b'), item('a')], paused: true });
    rerender({ list: [item('c'), item('b'), item('a')], paused: true });
    expect(result.current).toEqual([item('b'), item('a')]);

    rerender({ list: [item('c'), item('a')], paused: true });
    expect(result.current).toEqual([item('a')]);

    rerender({ list: [item('d'), item('c'), item('a')], paused: false });
    expect(result.current).toEqual([item('d'), item('c'), item('a')]);
  });
});
