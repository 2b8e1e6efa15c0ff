import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider, ToastProvider, useToast } from 'spend-ui';

// Counts the imports of the toast region's module (each test file starts with a fresh module graph).
const regionModule = vi.hoisted(() => ({ imports: 0 }));
vi.mock('../../../components/Toast/Toast.js', async (importOriginal) => {
  regionModule.imports += 1;
  return importOriginal();
});

function SaveButton() {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() => {
        toast.show({ tone: 'success', title: 'Changes saved', description: 'Your profile is up to date.' });
        toast.show({ tone: 'info', title: 'Export started' });
      }}
    >
      Save
    </button>
  );
}

describe('ToastProvider loads its region with the first toast', () => {
  it('renders the page without the region, then shows and announces every toast queued while it loads', async () => {
    render(
      <ThemeProvider>
        <ToastProvider>
          <SaveButton />
        </ToastProvider>
      </ThemeProvider>,
    );
    expect(regionModule.imports).toBe(0);

    const mutations: MutationRecord[] = [];
    const observer = new MutationObserver((records) => mutations.push(...records));
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(regionModule.imports).toBe(1);
    const first = within(region).getByRole('alertdialog', { name: 'Changes saved' });
    expect(first).toHaveAccessibleDescription('Your profile is up to date.');
    expect(within(region).getByRole('alertdialog', { name: 'Export started' })).toBeInTheDocument();

    // The first toast's alert is inserted hidden and revealed once in the DOM, which is what makes screen
    // readers announce it (react-aria's useToast); the lazy load must not skip that step.
    const alert = within(first).getByRole('alert');
    expect(alert).toHaveTextContent('Changes saved');
    observer.disconnect();
    expect(
      mutations.some(
        (record) => record.type === 'attributes' && record.target === alert && record.attributeName === 'aria-hidden',
      ),
    ).toBe(true);
    expect(alert).not.toHaveAttribute('aria-hidden');
  });
});
