import { createContext, useContext, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const RoutedContent = createContext<ReactNode>(null);

function RoutedOutlet() {
  return useContext(RoutedContent);
}

/**
 * The app's router: a data router (react-router's `createBrowserRouter`) with one splat route whose
 * element is `children` — the providers and `AppRoutes`, which keeps the route table — so it drops in
 * where `BrowserRouter` was. A data router is what lets a page block leaving it (`useBlocker`: a link,
 * the sidebar, the browser's Back or Forward) while it holds unsaved changes. The router is made once;
 * `children` reach its route through a context, so they render with the app's latest props.
 */
export function DataRouter({ children }: { children: ReactNode }) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <RoutedOutlet /> }]));
  return (
    <RoutedContent.Provider value={children}>
      <RouterProvider router={router} />
    </RoutedContent.Provider>
  );
}
