import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { ThemeProvider, ToastProvider, useToast, type ShowToastOptions, type ToastApi } from 'spend-ui';
import {
  DEFAULT_TOAST_DURATION_MS,
  MAX_VISIBLE_TOASTS,
  resolveToastTimeout,
} from '../../../components/Toast/toastQueue.js';
import { preloadToastRegion } from '../../../components/Toast/ToastProvider.js';

describe('resolveToastTimeout', () => {
  it('defaults to 5 seconds', () => {
    expect(DEFAULT_TOAST_DURATION_MS).toBe(5000);
    expect(resolveToastTimeout(undefined)).toBe(5000);
  });

  it("takes the provider's default when the caller gives no duration, by the same rules", () => {
    expect(resolveToastTimeout(undefined, 8000)).toBe(8000);
    expect(resolveToastTimeout(undefined, Infinity)).toBeUndefined();
    expect(resolveToastTimeout(3000, Infinity)).toBe(3000);
  });

  it('keeps any positive duration a timer can honour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (ms) => {
        expect(resolveToastTimeout(ms)).toBe(ms);
      }),
    );
  });

  it('never auto-hides for non-finite, non-positive or too-large durations', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(Number.NaN, Infinity, -Infinity, 0),
          fc.double({ max: 0, noNaN: true }),
          fc.double({ min: 2_147_483_648, noNaN: true }),
        ),
        (ms) => {
          expect(resolveToastTimeout(ms)).toBeUndefined();
        },
      ),
    );
  });

  it('always returns a whole, positive, timer-safe delay or nothing', () => {
    fc.assert(
      fc.property(fc.double(), (ms) => {
        const timeout = resolveToastTimeout(ms);
        if (timeout !== undefined) {
          expect(Number.isInteger(timeout)).toBe(true);
          expect(timeout).toBeGreaterThan(0);
          expect(timeout).toBeLessThanOrEqual(2_147_483_647);
        }
      }),
    );
  });
});

/** Renders a provider and hands the test its `useToast()` API. */
function renderProvider(defaultDuration?: number): ToastApi {
  let api: ToastApi | undefined;
  function Capture() {
    const toast = useToast();
    useEffect(() => {
      api = toast;
    }, [toast]);
    return <button type="button">Outside</button>;
  }
  render(
    <ThemeProvider>
      <ToastProvider defaultDuration={defaultDuration}>
        <Capture />
      </ToastProvider>
    </ThemeProvider>,
  );
  if (!api) throw new Error('useToast() did not provide an API');
  return api;
}

function show(api: ToastApi, options: ShowToastOptions): string {
  let id = '';
  act(() => {
    id = api.show(options);
  });
  return id;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const toastNames = () => screen.queryAllByRole('alertdialog').map((el) => el.textContent);

describe('ToastProvider queue rules (controlled clock)', () => {
  // The region's code arrives asynchronously with the first toast; these tests start once it is here.
  beforeAll(preloadToastRegion);
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hides a toast after 5 seconds by default', () => {
    const api = renderProvider();
    show(api, { tone: 'success', title: 'Changes saved' });
    expect(screen.getByRole('alertdialog', { name: 'Changes saved' })).toBeInTheDocument();
    advance(4999);
    expect(screen.getByRole('alertdialog', { name: 'Changes saved' })).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('alertdialog', { name: 'Changes saved' })).not.toBeInTheDocument();
  });

  it("keeps a toast without a duration of its own for the provider's default: Infinity until it is closed", () => {
    const api = renderProvider(Infinity);
    show(api, { tone: 'danger', title: 'Quotes are paused' });
    show(api, { tone: 'success', title: 'Copied', duration: 2000 });
    advance(60_000);
    expect(toastNames()).toEqual(['Quotes are paused']);
  });

  it('honours a per-toast duration such as 10 seconds', () => {
    const api = renderProvider();
    show(api, { tone: 'info', title: 'Export started', duration: 10_000 });
    advance(9999);
    expect(screen.getByRole('alertdialog', { name: 'Export started' })).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps a toast without auto-hide until it is dismissed', () => {
    const api = renderProvider();
    const onClose = vi.fn();
    const id = show(api, { tone: 'danger', title: 'Payment failed', duration: Infinity, onClose });
    advance(60_000);
    expect(screen.getByRole('alertdialog', { name: 'Payment failed' })).toBeInTheDocument();
    act(() => api.dismiss(id));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows at most 3 toasts, newest first, and brings queued ones back as others close', () => {
    const api = renderProvider();
    expect(MAX_VISIBLE_TOASTS).toBe(3);
    const ids = ['One', 'Two', 'Three', 'Four'].map((title) => show(api, { tone: 'info', title, duration: Infinity }));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(3);
    expect(toastNames()).toEqual(['Four', 'Three', 'Two']);
    act(() => api.dismiss(ids[3] ?? ''));
    expect(toastNames()).toEqual(['Three', 'Two', 'One']);
  });

  it('announces each toast through an alert live region', () => {
    const api = renderProvider();
    show(api, { tone: 'warning', title: 'Card frozen', description: 'Unfreeze it from the card page.' });
    advance(0);
    const toast = screen.getByRole('alertdialog', { name: 'Card frozen' });
    expect(toast).toHaveAccessibleDescription('Unfreeze it from the card page.');
    expect(screen.getByRole('alert')).toHaveTextContent('Card frozen');
  });

  it('pauses every timer while focus is inside the toasts, then resumes with the time left', () => {
    const api = renderProvider();
    show(api, { tone: 'success', title: 'First', duration: 5000 });
    advance(2000);
    act(() => screen.getByRole('alertdialog', { name: 'First' }).focus());
    show(api, { tone: 'success', title: 'Second', duration: 1000 });
    advance(30_000);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(2);
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    advance(999);
    expect(screen.getByRole('alertdialog', { name: 'Second' })).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('alertdialog', { name: 'Second' })).not.toBeInTheDocument();
    advance(1999);
    expect(screen.getByRole('alertdialog', { name: 'First' })).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('pauses while the pointer is over the toasts', () => {
    const api = renderProvider();
    show(api, { tone: 'info', title: 'Hover me', duration: 1000 });
    const region = screen.getByRole('region', { name: 'Notifications' });
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    advance(10_000);
    expect(screen.getByRole('alertdialog', { name: 'Hover me' })).toBeInTheDocument();
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    advance(1000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('announces as an alert by default, politely as a status, or not at all when the caller announces', () => {
    const api = renderProvider();
    show(api, { tone: 'info', title: 'Loud' });
    show(api, { tone: 'info', title: 'Quiet', announce: 'polite' });
    show(api, { tone: 'info', title: 'Silent', announce: 'off' });
    const content = (name: string) => screen.getByText(name).parentElement;
    expect(content('Loud')).toHaveAttribute('role', 'alert');
    expect(content('Quiet')).toHaveAttribute('role', 'status');
    expect(content('Quiet')).toHaveAttribute('aria-live', 'polite');
    expect(content('Silent')).not.toHaveAttribute('role');
    expect(screen.getByRole('alertdialog', { name: 'Silent' })).toBeInTheDocument();
  });

  it('closes with the close button and calls onClose once', () => {
    const api = renderProvider();
    const onClose = vi.fn();
    show(api, { tone: 'success', title: 'Saved', onClose });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('throws a clear error outside a provider', () => {
    function Orphan() {
      useToast();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow(/inside a <ToastProvider>/);
  });
});
