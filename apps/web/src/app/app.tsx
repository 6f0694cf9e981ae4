import { RouterProvider } from 'react-router/dom';
import { SessionGate } from '../components/layout/session-gate';
import { AppProvider } from './provider';
import { router } from './router';

export function App() {
  return (
    <AppProvider>
      <SessionGate>
        <RouterProvider router={router} />
      </SessionGate>
    </AppProvider>
  );
}
