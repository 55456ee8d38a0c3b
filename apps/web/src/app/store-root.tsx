import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { Outlet } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { PathLoading } from '../components/ui/loading-screen.tsx';
import { Toaster } from '../components/ui/toaster.tsx';
import { AppStatus } from '../features/pwa/components/app-status.tsx';
import { persistor, store } from './store.ts';

/**
 * Wraps every route that talks to the API: the store, the wait for the persisted auth state
 * (redux-persist gives up after 5000 ms) and the toasts. It is its own chunk so the marketing
 * pages load without Redux, RTK Query and Radix.
 */
export default function StoreRoot() {
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={<PathLoading />}>
        <AppStatus />
        <Suspense fallback={<PathLoading />}>
          <Outlet />
        </Suspense>
        <Toaster />
      </PersistGate>
    </Provider>
  );
}
