import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS, useSettledText } from '../../../features/page/useSettledText.js';

// The pause itself is checked here, on a fake clock: the stories type on a real one, where a loaded
// machine may let more than the pause pass between two keystrokes.
describe('useSettledText', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands on only the last text of keystrokes closer than the pause, once typing pauses', () => {
    const settled: string[] = [];
    const { rerender } = renderHook(
      ({ text }) => {
        const value = useSettledText(text);
        if (settled.at(-1) !== value) settled.push(value);
        return value;
      },
      { initialProps: { text: '' } },
    );
    for (const text of ['O', 'Ol', 'Oli', 'Oliv', 'Olivi', 'Olivia']) {
      rerender({ text });
      act(() => {
        vi.advanceTimersByTime(SEARCH_DELAY_MS - 1);
      });
    }
    expect(settled).toEqual(['']);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(settled).toEqual(['', 'Olivia']);
  });

  it('hands on the text so far when typing pauses midway, and a cleared box at once', () => {
    const { result, rerender } = renderHook(({ text }) => useSettledText(text), { initialProps: { text: 'Stap' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DELAY_MS);
    });
    expect(result.current).toBe('Stap');
    rerender({ text: 'Staples' });
    expect(result.current).toBe('Stap');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DELAY_MS);
    });
    expect(result.current).toBe('Staples');
    rerender({ text: '' });
    expect(result.current).toBe('');
  });
});
