import { render, screen } from '@testing-library/react';
import { X } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { IconButton, ThemeProvider } from 'spend-ui';

describe('IconButton', () => {
  it('is named by its aria-label and hides its icon', () => {
    render(
      <ThemeProvider>
        <IconButton icon={X} aria-label="Close" />
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.querySelector('[data-icon]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('does not type-check without an accessible name', () => {
    // @ts-expect-error -- `aria-label` is required: an icon alone names nothing.
    const element = <IconButton icon={X} />;
    expect(element.props).not.toHaveProperty('aria-label');
  });
});
