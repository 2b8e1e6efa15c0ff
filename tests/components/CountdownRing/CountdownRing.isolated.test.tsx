import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { CountdownRing, ThemeProvider } from 'spend-ui';

const announceMock = vi.hoisted(() => vi.fn());
vi.mock('../../../components/internal/announce.js', () => ({ announce: announceMock }));

describe('CountdownRing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-05T12:00:00Z'));
    announceMock.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders at most once a second while the ring sweeps', () => {
    const onRender = vi.fn();
    render(
      <ThemeProvider>
        <Profiler id="countdown" onRender={onRender}>
          <CountdownRing duration={900} label="Quote expires in" />
        </Profiler>
      </ThemeProvider>,
    );
    const timer = screen.getByRole('timer', { name: 'Quote expires in' });
    expect(timer).toHaveTextContent('15:00');
    const afterMount = onRender.mock.calls.length;
    act(() => {
      vi.advanceTimersByTime(30_010);
    });
    expect(timer).toHaveTextContent('14:30');
    const renders = onRender.mock.calls.length - afterMount;
    expect(renders).toBeGreaterThan(0);
    expect(renders).toBeLessThanOrEqual(30);
  });

  it('does not render at all between two whole seconds', () => {
    const onRender = vi.fn();
    render(
      <ThemeProvider>
        <Profiler id="countdown" onRender={onRender}>
          <CountdownRing duration={900} />
        </Profiler>
      </ThemeProvider>,
    );
    act(() => {
      vi.advanceTimersByTime(1_010);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('14:59');
    const settled = onRender.mock.calls.length;
    act(() => {
      vi.advanceTimersByTime(900);
    });
    expect(onRender.mock.calls.length).toBe(settled);
  });

  it('announces at whole minutes and at 60 s and 10 s, never every second', () => {
    render(
      <ThemeProvider>
        <CountdownRing duration={130} />
      </ThemeProvider>,
    );
    act(() => {
      vi.advanceTimersByTime(125_000);
    });
    const messages = announceMock.mock.calls.map(([message]) => message);
    expect(messages).toEqual(['2 minutes left', '1 minute left', '10 seconds left']);
  });

  it('expires once: calls onExpire, announces it and shows the refresh action', () => {
    const onExpire = vi.fn();
    render(
      <ThemeProvider>
        <CountdownRing
          expiresAt={Date.now() + 5_000}
          duration={900}
          onExpire={onExpire}
          expiredMessage="Quote expired"
          expiredAction={<button type="button">Refresh quote</button>}
        />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Refresh quote' })).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(6_000);
    });
    expect(onExpire).toHaveBeenCalledOnce();
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(screen.getByText('Quote expired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh quote' })).toBeInTheDocument();
    expect(announceMock).toHaveBeenLastCalledWith('Quote expired', 'polite');
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('restarts when given a new expiry', () => {
    const { rerender } = render(
      <ThemeProvider>
        <CountdownRing expiresAt={Date.now() + 2_000} duration={900} />
      </ThemeProvider>,
    );
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    rerender(
      <ThemeProvider>
        <CountdownRing expiresAt={Date.now() + 900_000} duration={900} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
    act(() => {
      vi.advanceTimersByTime(1_010);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('14:59');
  });

  it('takes its time from an injected clock', () => {
    let clock = 1_000_000;
    render(
      <ThemeProvider>
        <CountdownRing expiresAt={clock + 90_000} duration={900} now={() => clock} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('01:30');
    clock += 30_000;
    act(() => {
      vi.advanceTimersByTime(1_010);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
  });
});
