// @vitest-environment node
// The feedback and status components render on a server (no window, no document).
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import {
  Badge,
  EmptyState,
  InlineAlert,
  LoadingScreen,
  ProgressBar,
  Skeleton,
  Spinner,
  ThemeProvider,
  ToastProvider,
} from 'spend-ui';

describe('feedback components on the server', () => {
  it('render to HTML without touching the DOM', () => {
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <ThemeProvider>
        <ToastProvider>
          <LoadingScreen message="Preparing Your Dashboard" />
          <InlineAlert tone="warning" title="Low balance" onDismiss={() => {}}>
            Top up soon.
          </InlineAlert>
          <Spinner label="Loading cards" />
          <EmptyState title="No cards yet" />
          <ProgressBar label="Limit used" value={250} />
          <Skeleton label="Loading transactions" lines={2} />
          <Badge count={120} label="120 unread" />
        </ToastProvider>
      </ThemeProvider>,
    );
    expect(html).toContain('Preparing Your Dashboard');
    expect(html).toContain('aria-valuenow="100"');
    expect(html).toContain('99+');
    expect(html).toContain('role="status"');
  });
});
