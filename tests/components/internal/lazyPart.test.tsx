import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, usePreloadPart } from '../../../components/internal/lazyPart.js';

const Popup = () => null;

describe('usePreloadPart', () => {
  it('fetches the part once on mount, and not again on focus or hover once it is there', async () => {
    const load = vi.fn(() => Promise.resolve(Popup));
    const part = lazyPart(load);
    const { result } = renderHook(() => usePreloadPart(part));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => {
      result.current.onFocus();
      result.current.onPointerEnter();
      await part.preload();
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again on focus and on hover while the fetches before failed', async () => {
    const load = vi
      .fn<() => Promise<typeof Popup>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('still offline'))
      .mockResolvedValue(Popup);
    const part = lazyPart(load);
    const { result } = renderHook(() => usePreloadPart(part));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // the failure on mount has settled: focus fetches again (and fails again)
    await act(async () => {
      await Promise.resolve();
      result.current.onFocus();
    });
    expect(load).toHaveBeenCalledTimes(2);
    // hover fetches again, and this time the part comes
    await act(async () => {
      await Promise.resolve();
      result.current.onPointerEnter();
    });
    expect(load).toHaveBeenCalledTimes(3);
    await expect(part.preload()).resolves.toBe(Popup);
  });
});
