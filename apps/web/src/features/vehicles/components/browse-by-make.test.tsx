import { LoadSpecsResponseSchema } from '@carmarket/shared/reference';
import { ModelsResponseSchema } from '@carmarket/shared/vehicle-search';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiFixture } from '../../../test/api-fixture-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { BrowseByMake } from './browse-by-make';

const specs = LoadSpecsResponseSchema.parse({
  conditions: [],
  fuelTypes: [],
  transmissions: [],
  brands: [
    { id: 1, name: 'Toyota' },
    { id: 2, name: 'Honda' },
    { id: 3, name: 'Lada' },
  ],
  types: [],
  minPrice: 1_000_000,
  maxPrice: 9_000_000,
});
const models = ModelsResponseSchema.parse({
  models: [
    { id: 7, name: 'Aqua', makeId: 1, count: 1200 },
    { id: 9, name: 'Vitz', makeId: 1, count: 34 },
    { id: 8, name: 'Fit', makeId: 2, count: 1 },
    { id: 10, name: 'Niva', makeId: 3, count: 0 },
  ],
});

let fixture: Awaited<ReturnType<typeof startApiFixture>> | undefined;
afterEach(async () => {
  cleanup();
  await fixture?.close();
});

describe('BrowseByMake', () => {
  it('links every make with live ads to its Buy Car page, with its count', async () => {
    fixture = await startApiFixture({
      'GET /api/vehicles/load-specs': () => ({ status: 200, body: specs }),
      'GET /api/vehicles/models': () => ({ status: 200, body: models }),
    });
    renderWithProviders(<BrowseByMake />);
    const section = await screen.findByRole('region', { name: 'Find cars by make' });
    const links = within(section)
      .getAllByRole('link')
      .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]);
    expect(links).toEqual([
      ['Toyota, 1,234 cars', '/buy-car?brand=1'],
      ['Honda, 1 car', '/buy-car?brand=2'],
    ]);
  });
});
