import { BrowserRouter } from 'react-router';
import { SessionGate } from '../components/layout/session-gate';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppProvider>
      <SessionGate>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SessionGate>
    </AppProvider>
  );
}
