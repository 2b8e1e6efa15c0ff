// Another team's app: no router at all. It mounts one spend-ui component and one feature page, whose
// navigation it keeps in a state of its own and whose API calls go to a fake client.
import 'spend-ui/fonts';
import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, GlobalStyles, ThemeProvider, ToastProvider } from 'spend-ui';
import { ApiProvider, NavigationProvider, ViewerProvider, type Navigation, type User } from 'spend-ui/features';
import { ReceiptApprovalPage } from 'spend-ui/features/receipts';
import { createFakeClient } from './fakeClient.js';

const client = createFakeClient({
  '/card/card/transaction/receipt/approval': [
    {
      id: 7,
      requested_by: { name: 'Robin Fairweather' },
      rejected: false,
      transaction: { id: 70, merchant_name: 'Paper Mill', transaction_date: '2026-11-02', transaction_amount: 42.5 },
    },
  ],
});

const approver: User = { id: 1, name: 'Alex Admin', permission_level: 1, role: 1, dashboard_ready: true };

function App() {
  const [pathname, setPathname] = useState('/receipt-approval');
  const [pressed, setPressed] = useState(0);
  const navigation = useMemo<Navigation>(
    () => ({
      pathname,
      searchParams: new URLSearchParams(),
      params: {},
      navigate: (href) => setPathname(href),
      back: (fallbackHref) => setPathname(fallbackHref),
    }),
    [pathname],
  );
  return (
    <ThemeProvider>
      <GlobalStyles />
      <ToastProvider>
        <main>
          <Button variant="primary" onPress={() => setPressed((count) => count + 1)}>
            {`Pressed ${pressed} times`}
          </Button>
          <ApiProvider client={client}>
            <NavigationProvider navigation={navigation}>
              <ViewerProvider user={approver}>
                <ReceiptApprovalPage />
              </ViewerProvider>
            </NavigationProvider>
          </ApiProvider>
        </main>
      </ToastProvider>
    </ThemeProvider>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
