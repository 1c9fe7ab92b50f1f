import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './AppProviders';
import { routes } from './router/routes';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
