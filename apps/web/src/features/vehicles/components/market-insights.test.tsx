import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import {
  DaysOnMarket,
  markerPosition,
  OriginalityPanel,
  originalityLines,
  PriceBandPanel,
} from './market-insights';

const BAND = { low: 6_200_000, high: 6_900_000, count: 34 };
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

describe('PriceBandPanel (issue 37)', () => {
  it('gives the typical price, how many cars it is from, and where this price sits in words', () => {
    renderWithProviders(
      <PriceBandPanel price={6_450_000} band={BAND} rating="good" offerInsight={null} />,
    );
    expect(screen.getByText('Typical price Rs. 6.2M – 6.9M')).toBeTruthy();
    expect(screen.getByText('(based on 34 similar cars)')).toBeTruthy();
    expect(screen.getByText('Good price')).toBeTruthy();
    expect(screen.getByText('This price is in the lower half of the typical range.')).toBeTruthy();
    // The bar repeats the sentence for the eye; a screen reader has the sentence.
    const marker = screen.getByTestId('price-marker');
    expect(marker.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(marker.style.left).toBe(`${markerPosition(6_450_000, BAND)}%`);
  });

  it('places the marker inside the band for a price in it and at the ends for one outside', () => {
    expect(markerPosition(6_200_000, BAND)).toBe(20);
    expect(markerPosition(6_900_000, BAND)).toBe(80);
    expect(markerPosition(6_550_000, BAND)).toBeCloseTo(50);
    expect(markerPosition(3_000_000, BAND)).toBe(3);
    expect(markerPosition(20_000_000, BAND)).toBe(97);
  });

  it('gives the accepted-offer insight, alone when there is no band', () => {
    renderWithProviders(
      <PriceBandPanel
        price={6_450_000}
        band={null}
        rating={null}
        offerInsight={{ lowPct: 92, highPct: 97, count: 12 }}
      />,
    );
    expect(
      screen.getByText('Offers on similar cars were accepted at 92–97% of the asking price'),
    ).toBeTruthy();
    expect(screen.queryByText(/Typical price/)).toBeNull();
    expect(screen.queryByTestId('price-marker')).toBeNull();
  });

  it('draws nothing without a band or an insight', () => {
    const { container } = renderWithProviders(
      <PriceBandPanel price={6_450_000} band={null} rating={null} offerInsight={null} />,
    );
    expect(container.textContent).toBe('');
  });

  it('says it in Sinhala and Tamil, the prices as they are', () => {
    const panel = (
      <PriceBandPanel
        price={7_500_000}
        band={BAND}
        rating="high"
        offerInsight={{ lowPct: 92, highPct: 97, count: 12 }}
      />
    );
    const { unmount } = renderWithProviders(panel, { language: 'si' });
    expect(screen.getByText('සාමාන්‍ය මිල Rs. 6.2M – 6.9M')).toBeTruthy();
    expect(screen.getByText('මෙම මිල සාමාන්‍ය පරාසයට වඩා වැඩිය.')).toBeTruthy();
    unmount();
    renderWithProviders(panel, { language: 'ta' });
    expect(screen.getByText('வழக்கமான விலை Rs. 6.2M – 6.9M')).toBeTruthy();
    expect(screen.getByText('(34 ஒத்த கார்களின் அடிப்படையில்)')).toBeTruthy();
    expect(screen.getByText('சந்தைக்கு மேல்')).toBeTruthy();
  });
});

describe('DaysOnMarket (issue 37)', () => {
  it('says how long ago the ad went live and how often its price came down', () => {
    const { unmount } = renderWithProviders(<DaysOnMarket listedAt={daysAgo(18)} priceDrops={2} />);
    expect(screen.getByText('Listed 18 days ago · price reduced 2 times')).toBeTruthy();
    unmount();
    renderWithProviders(<DaysOnMarket listedAt={daysAgo(18)} priceDrops={1} />);
    expect(screen.getByText('Listed 18 days ago · price reduced once')).toBeTruthy();
  });

  it('leaves out the reductions for a price never lowered', () => {
    renderWithProviders(<DaysOnMarket listedAt={daysAgo(3)} priceDrops={0} />);
    expect(screen.getByText('Listed 3 days ago')).toBeTruthy();
  });

  it('says it in Tamil', () => {
    renderWithProviders(<DaysOnMarket listedAt={daysAgo(18)} priceDrops={1} />, {
      language: 'ta',
    });
    expect(
      screen.getByText('பட்டியலிடப்பட்டது 18 நாட்களுக்கு முன் · விலை ஒரு முறை குறைக்கப்பட்டது'),
    ).toBeTruthy();
  });
});

describe('OriginalityPanel (issue 37)', () => {
  it('shows each line its data supports', () => {
    renderWithProviders(
      <OriginalityPanel originality={{ photosUnique: true, phoneAdCount: 1, priceInBand: true }} />,
    );
    expect(screen.getByRole('heading', { name: 'About this ad' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Photos not found on other ads',
      'Phone used on 1 ad',
      'Price within the market band',
    ]);
  });

  it('leaves out a line whose data is missing or does not support it', () => {
    renderWithProviders(
      <OriginalityPanel
        originality={{ photosUnique: false, phoneAdCount: 3, priceInBand: null }}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Phone used on 3 ads',
    ]);
  });

  it('is not drawn at all when no line applies', () => {
    const none = { photosUnique: null, phoneAdCount: null, priceInBand: false };
    expect(originalityLines(none)).toEqual([]);
    const { container } = renderWithProviders(<OriginalityPanel originality={none} />);
    expect(container.textContent).toBe('');
  });

  it('says its lines in Sinhala', () => {
    renderWithProviders(
      <OriginalityPanel originality={{ photosUnique: true, phoneAdCount: 2, priceInBand: true }} />,
      { language: 'si' },
    );
    expect(screen.getByText('ඡායාරූප වෙනත් දැන්වීම්වල හමු නොවීය')).toBeTruthy();
    expect(screen.getByText('දුරකථනය දැන්වීම් 2ක භාවිත වේ')).toBeTruthy();
  });
});
