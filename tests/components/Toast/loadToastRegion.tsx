import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { ThemeProvider, ToastProvider, useToast } from 'spend-ui';

function ShowOneToast() {
  const toast = useToast();
  useEffect(() => {
    toast.show({ tone: 'info', title: 'Toast region loaded', duration: Infinity });
  }, [toast]);
  return null;
}

/**
 * Gets the toast region's code (ToastProvider fetches it with its first toast) by showing one toast and
 * waiting for it. After it, a test's toasts render in the same commit as their `show()`, so a controlled
 * clock needs no async step and a check that no toast shows cannot pass because the code is still on the way.
 */
export async function loadToastRegion() {
  const { unmount } = render(
    <ThemeProvider>
      <ToastProvider>
        <ShowOneToast />
      </ToastProvider>
    </ThemeProvider>,
  );
  await screen.findByRole('alertdialog', { name: 'Toast region loaded' });
  unmount();
}
