import { Route, Routes, useLocation } from 'react-router';
import type { Language } from '@carmarket/shared/i18n/languages';
import { CarSearch } from '../features/vehicles/components/car-search';
import { renderWithProviders } from './render-with-providers';
import { CITIES } from './search-answers';

/** The address the page is at, for a test to read (getByTestId('address')). */
function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

/** Buy Car below its title at `path`, with All Cities in the top bar. */
export function renderBuyCar(path: string, language: Language = 'en') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/buy-car"
        element={
          <>
            <Address />
            <CarSearch topBarCityId={0} cities={CITIES} />
          </>
        }
      />
    </Routes>,
    { path, language },
  );
}
