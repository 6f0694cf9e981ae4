import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApiFixture } from '../../../test/api-fixture-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CITIES } from '../../../test/search-answers';
import { CitySelector } from './city-selector';

let fixture: Awaited<ReturnType<typeof startApiFixture>>;
beforeEach(async () => {
  fixture = await startApiFixture({
    'GET /api/cities': () => ({ status: 200, body: { cities: CITIES } }),
  });
});
afterEach(async () => {
  cleanup();
  await fixture.close();
});

describe('CitySelector', () => {
  it('names its button and its list in Tamil', async () => {
    renderWithProviders(<CitySelector />, { language: 'ta' });
    await userEvent.click(screen.getByRole('button', { name: /^நகரத்தைத் தேர்ந்தெடுங்கள்: / }));
    expect(await screen.findByRole('listbox', { name: 'நகரங்கள்' })).toBeTruthy();
  });

  it('keeps its English name', async () => {
    renderWithProviders(<CitySelector />);
    expect(screen.getByRole('button', { name: 'Choose city: All Cities' })).toBeTruthy();
    await waitFor(() => expect(fixture.received).toHaveLength(1));
  });
});
