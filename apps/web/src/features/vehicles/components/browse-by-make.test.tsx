import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiFixture } from '../../../test/api-fixture-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SEARCH_ROUTES } from '../../../test/search-answers';
import { BrowseByMake } from './browse-by-make';

let fixture: Awaited<ReturnType<typeof startApiFixture>> | undefined;
afterEach(async () => {
  cleanup();
  await fixture?.close();
});

describe('BrowseByMake', () => {
  it('links every make with live ads to its Buy Car page, with its count', async () => {
    // Toyota: 1,200 Aquas and 34 Vitzes; Honda: one Fit; Lada: no car for sale.
    fixture = await startApiFixture(SEARCH_ROUTES);
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
