import type { SavedSearch } from '@carmarket/shared/saved-search';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiFixture } from '../../../test/api-fixture-server';
import { signInAsMember } from '../../../test/member-session';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SavedSearchesList } from './saved-searches-list';

const search = (id: number, name: string, newMatches: number): SavedSearch => ({
  id,
  name,
  frequency: 'daily',
  params: {},
  newMatches,
  createdAt: '2026-11-01T00:00:00.000Z',
  lastSeenAt: '2026-11-01T00:00:00.000Z',
});

let fixture: Awaited<ReturnType<typeof startApiFixture>> | undefined;
afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

async function renderList(language: 'en' | 'si' | 'ta', searches: SavedSearch[]) {
  fixture = await startApiFixture({
    'GET /api/me/saved-searches': () => ({ status: 200, body: { savedSearches: searches } }),
  });
  signInAsMember();
  renderWithProviders(
    <SavedSearchesList describe={() => 'Toyota Aqua'} hrefOf={() => '/buy-car'} />,
    { language },
  );
}

const SEARCHES = [search(1, 'Aqua in Kandy', 1), search(2, 'Vitz', 120), search(3, 'Axio', 0)];

describe('Saved Searches in Sinhala and Tamil (issue 32)', () => {
  it('counts and names the searches in Sinhala', async () => {
    await renderList('si', SEARCHES);
    expect(await screen.findByText('සෙවුම් 20න් 3ක් සුරැකී ඇත.')).toBeDefined();
    expect(screen.getByText('අලුත් 1')).toBeDefined();
    expect(screen.getByText('අලුත් 99+')).toBeDefined();
    expect(screen.getByText('නව කාර් නැත')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Vitz මකන්න' })).toBeDefined();
    expect(screen.getAllByRole('option', { name: 'දිනකට වරක්' })).toHaveLength(3);
  });

  it('chooses the Tamil plural of new matches', async () => {
    await renderList('ta', SEARCHES);
    expect(await screen.findByText('1 புதியது')).toBeDefined();
    expect(screen.getByText('99+ புதியவை')).toBeDefined();
  });

  it('reads as before in English', async () => {
    await renderList('en', SEARCHES);
    expect(await screen.findByText('3 of 20 searches saved.')).toBeDefined();
    expect(screen.getByText('1 new')).toBeDefined();
    expect(screen.getByText('99+ new')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Open Aqua in Kandy' })).toBeDefined();
  });

  it('has an empty state in Tamil', async () => {
    await renderList('ta', []);
    expect(await screen.findByText('இன்னும் சேமித்த தேடல்கள் இல்லை')).toBeDefined();
    expect(screen.getByRole('link', { name: 'கார்களைத் தேடுங்கள்' })).toBeDefined();
  });
});
