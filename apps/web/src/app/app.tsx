import { RouterProvider } from 'react-router';
import { router } from './router.tsx';

/**
 * The router is the root. The store, its persistence gate and the toasts wrap only the routes
 * that need them (app/store-root.tsx), so the marketing pages stay light.
 */
export function App() {
  return <RouterProvider router={router} />;
}
