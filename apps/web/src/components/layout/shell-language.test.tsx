import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { CountBadge } from '../ui/count-badge';
import { Pager } from '../ui/pager';
import { PlanCard } from '../ui/plan-card';
import { Footer } from './footer';
import { TopBar } from './top-bar';

// Issue 32: the shell every page shares reads in the page's language; English stays as it was.

const noCitySelector = () => null;

describe('the top bar', () => {
  it('names its links, the heart and the account button in Tamil', () => {
    renderWithProviders(
      <TopBar
        renderCitySelector={noCitySelector}
        wishlist={{ to: '/saved-cars', count: 3 }}
        renderMessages={null}
      />,
      { language: 'ta' },
    );
    const nav = screen.getByRole('navigation', { name: 'முதன்மை' });
    expect(within(nav).getByRole('link', { name: 'முகப்பு' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'கார் வாங்க' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'விருப்பப் பட்டியல், சேமித்த 3 கார்கள்' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'உள்நுழைக' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'மெனுவைத் திற' })).toBeTruthy();
  });

  it('says one saved car and many in English as before', () => {
    renderWithProviders(
      <TopBar
        renderCitySelector={noCitySelector}
        wishlist={{ to: '/saved-cars', count: 1 }}
        renderMessages={null}
      />,
    );
    expect(screen.getByRole('link', { name: 'Wishlist, 1 saved car' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
  });
});

describe('the footer', () => {
  it('is in Sinhala, with the brand and the contact details as they are', () => {
    renderWithProviders(<Footer />, { language: 'si' });
    expect(screen.getByRole('heading', { name: 'ප්‍රයෝජනවත් සබැඳි' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'කාර් එකක් ගන්න' })).toBeTruthy();
    expect(screen.getByText('© 2025 CarMarket. සියලු හිමිකම් ඇවිරිණි.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hello@carmarket.lk' })).toBeTruthy();
  });
});

describe('the shared pieces', () => {
  it('page through a list in Tamil', () => {
    renderWithProviders(<Pager page={2} pageCount={5} onPage={() => {}} />, { language: 'ta' });
    expect(screen.getByText('5 பக்கங்களில் பக்கம் 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'அடுத்து' })).toBeTruthy();
  });

  it('read a count out with its words in Sinhala', () => {
    renderWithProviders(<CountBadge value={2} phrase="නව පණිවිඩ 2ක්" />, { language: 'si' });
    expect(screen.getByText(', නව පණිවිඩ 2ක්')).toBeTruthy();
  });

  it('show a plan card in Sinhala', () => {
    renderWithProviders(<PlanCard tier="vip" recommended action={null} />, { language: 'si' });
    expect(screen.getByText('නිර්දේශිත')).toBeTruthy();
    expect(screen.getByText('දැන්වීමකට')).toBeTruthy();
  });
});
