import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'spend-ui';
import { RouteErrorBoundary } from '../../host/StatusScreens.js';

let shouldThrow = true;
function Flaky() {
  const [label] = useState('Loaded page');
  if (shouldThrow) throw new Error('render failed');
  return <p>{label}</p>;
}

describe('RouteErrorBoundary', () => {
  it('shows the spec fallback and recovers with Try again', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldThrow = true;
    render(
      <ThemeProvider>
        <RouteErrorBoundary>
          <Flaky />
        </RouteErrorBoundary>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Sorry ... Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Please try again later or contact support.')).toBeInTheDocument();
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Loaded page')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
