import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ListingBreadcrumbs } from './listing-breadcrumbs';

const car = {
  title: 'Toyota Aqua S 2016 – one owner',
  make: 'Toyota',
  model: 'Aqua',
  city: 'Kandy',
  searchIds: { makeId: 1, modelId: 7, cityId: 3 },
};

const trail = () => {
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
};

describe('ListingBreadcrumbs', () => {
  it('links home, Buy Car, and the make, model and city pages at their canonical addresses', () => {
    renderWithProviders(<ListingBreadcrumbs car={car} />);
    expect(trail()).toEqual([
      ['Home', '/'],
      ['Buy Car', '/buy-car'],
      ['Toyota', '/buy-car?brand=1'],
      ['Aqua', '/buy-car?brand=1&model=7'],
      ['Kandy', '/buy-car?brand=1&model=7&city=3'],
    ]);
    const current = screen.getByText(car.title);
    expect(current.getAttribute('aria-current')).toBe('page');
  });

  it('goes from the make to the city when the model is not in the catalogue', () => {
    renderWithProviders(
      <ListingBreadcrumbs
        car={{ ...car, model: 'Aqua G', searchIds: { makeId: 1, modelId: null, cityId: 3 } }}
      />,
    );
    expect(trail().slice(2)).toEqual([
      ['Toyota', '/buy-car?brand=1'],
      ['Kandy', '/buy-car?brand=1&city=3'],
    ]);
  });
});
