import type { VehicleDetail } from '@carmarket/shared/vehicle-detail';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { VehicleDetails } from './vehicle-details';
import { VehicleGallery } from './vehicle-gallery';

const car: VehicleDetail = {
  id: 7,
  title: 'Toyota Aqua S 2016',
  price: 6_450_000,
  yom: 2016,
  mileage: 42_000,
  city: 'Kandy',
  town: null,
  registration: null,
  registrationYear: null,
  owners: null,
  townId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  Transmission: { name: 'Automatic' },
  FuelType: { name: 'Hybrid' },
  Condition: { name: 'Used' },
  User: { package: 'member' },
  phoneVerified: false,
  VehicleImages: [],
  description: 'One owner.',
  descriptionFormat: 'text',
  engineCapacity: 1500,
  make: 'Toyota',
  model: 'Aqua',
  vehicleType: 'Car',
  ongoingLease: true,
  features: [],
  images: [],
  threeSixty: null,
  video: null,
  seller: {
    name: null,
    package: 'member',
    memberSince: '2025-01-01T00:00:00.000Z',
    phoneAvailable: false,
    phoneVerified: false,
    phoneVerifiedAt: null,
    email: null,
  },
  status: 'active',
  postedAt: '2026-11-20T10:00:00.000Z',
  priceHistory: [
    { price: 6_450_000, changedAt: '2026-11-22T10:00:00.000Z' },
    { price: 6_600_000, changedAt: '2026-11-20T10:00:00.000Z' },
  ],
  priceBand: null,
  dealRating: null,
  offerInsight: null,
  listedAt: '2026-11-20T10:00:00.000Z',
  confirmedAt: null,
  originality: { photosUnique: null, phoneAdCount: null, priceInBand: null },
  searchIds: { makeId: 3, modelId: 12, cityId: 11 },
};

const images = [1, 2, 3].map((n) => ({
  path: `/uploads/${n}.webp`,
  srcSet: `/uploads/${n}.webp 800w`,
  thumbnailPath: `/uploads/${n}-thumb.webp`,
  width: null,
  height: null,
}));

describe('VehicleDetails', () => {
  it('keeps its English words', async () => {
    renderWithProviders(<VehicleDetails car={car} sellerActions={null} />);
    expect(screen.getByText('Price reduced by Rs. 150,000 on 22 Nov')).toBeTruthy();
    expect(screen.getByText('Private seller')).toBeTruthy();
    expect(screen.getByText('Member since January 2025')).toBeTruthy();
    // Features and Specifications are a chunk of their own (issue 38).
    expect(await screen.findByRole('heading', { name: 'Specifications' })).toBeTruthy();
  });

  it('shows the car page in Sinhala: headings, specifications and the seller; the price as it is', async () => {
    renderWithProviders(<VehicleDetails car={car} sellerActions={null} />, { language: 'si' });
    expect(await screen.findByRole('heading', { name: 'පිරිවිතර' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'විස්තරය' })).toBeTruthy();
    expect(screen.getByText('නිෂ්පාදිත වර්ෂය')).toBeTruthy();
    expect(screen.getByText('ලීසිං පවතී').nextElementSibling?.textContent).toBe('ඔව්');
    expect(screen.getByText('පුද්ගලික විකුණුම්කරු')).toBeTruthy();
    expect(screen.getByText('Rs. 6,450,000')).toBeTruthy();
    expect(screen.getByText(/මිල Rs\. 150,000 කින් අඩු කළා/)).toBeTruthy();
  });
});

describe('the seller’s phone badge (issue 36)', () => {
  const verified: VehicleDetail = {
    ...car,
    phoneVerified: true,
    seller: { ...car.seller, phoneVerified: true, phoneVerifiedAt: '2026-12-12T04:00:00.000Z' },
  };
  const badge = () => screen.getByText(/Phone verified|දුරකථනය|தொலைபேசி/).parentElement;

  it('says "Phone verified" and since when, with an icon beside the words', () => {
    renderWithProviders(<VehicleDetails car={verified} sellerActions={null} />);
    const seller = screen.getByRole('region', { name: 'Seller' });
    expect(seller.textContent).toContain('Phone verified · since December 2026');
    expect(badge()?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('says nothing of the phone of a seller who has not verified it', () => {
    renderWithProviders(<VehicleDetails car={car} sellerActions={null} />);
    expect(screen.queryByText(/Phone verified/)).toBeNull();
  });

  it('says it in Sinhala and Tamil', () => {
    const { unmount } = renderWithProviders(
      <VehicleDetails car={verified} sellerActions={null} />,
      { language: 'si' },
    );
    expect(screen.getByText('දුරකථනය තහවුරු කළා')).toBeTruthy();
    expect(screen.getByText(/2026 දෙසැම්බර් සිට|දෙසැම්බර් 2026 සිට/)).toBeTruthy();
    unmount();
    renderWithProviders(<VehicleDetails car={verified} sellerActions={null} />, {
      language: 'ta',
    });
    expect(screen.getByText('தொலைபேசி சரிபார்க்கப்பட்டது')).toBeTruthy();
    expect(screen.getByText(/முதல்$/)).toBeTruthy();
  });
});

describe('the ad’s market insights (issue 37)', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
  const insightful: VehicleDetail = {
    ...car,
    listedAt: daysAgo(18),
    priceHistory: [
      { price: 6_450_000, changedAt: daysAgo(4) },
      { price: 6_600_000, changedAt: daysAgo(18) },
    ],
    priceBand: { low: 6_200_000, high: 6_900_000, count: 34 },
    dealRating: 'good',
    offerInsight: { lowPct: 92, highPct: 97, count: 11 },
    confirmedAt: daysAgo(2),
    originality: { photosUnique: true, phoneAdCount: 1, priceInBand: true },
  };

  it('shows the band, the offers, days on market, the confirmation and the originality panel', async () => {
    renderWithProviders(<VehicleDetails car={insightful} sellerActions={null} />);
    expect(await screen.findByText('Typical price Rs. 6.2M – 6.9M')).toBeTruthy();
    expect(screen.getByText('(based on 34 similar cars)')).toBeTruthy();
    expect(
      screen.getByText('Offers on similar cars were accepted at 92–97% of the asking price'),
    ).toBeTruthy();
    expect(screen.getByText('Listed 18 days ago · price reduced once')).toBeTruthy();
    expect(screen.getByText('Confirmed available 2 days ago')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'About this ad' })).toBeTruthy();
  });

  it('shows none of them for an ad without the data, but how long it has been listed', async () => {
    renderWithProviders(<VehicleDetails car={car} sellerActions={null} />);
    expect(await screen.findByText(/^Listed .* · price reduced once$/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Market price' })).toBeNull();
    expect(screen.queryByText(/Confirmed available/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'About this ad' })).toBeNull();
    expect(screen.getByText(/^Listed .* · price reduced once$/)).toBeTruthy();
  });
});

describe('VehicleGallery in Tamil', () => {
  it('counts and names the photos in Tamil', () => {
    renderWithProviders(
      <VehicleGallery images={images} title="Toyota Aqua" threeSixty={null} video={null} />,
      {
        language: 'ta',
      },
    );
    expect(screen.getByText('புகைப்படம் 1 / 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'அடுத்த புகைப்படம்' })).toBeTruthy();
    expect(screen.getByAltText('Toyota Aqua, புகைப்படம் 1 / 3')).toBeTruthy();
  });
});

describe('the local facts row (issue 38)', () => {
  it('shows registration, year of registration, previous owners and town, with the town by the city', async () => {
    renderWithProviders(
      <VehicleDetails
        car={{
          ...car,
          registration: 'registered',
          registrationYear: 2017,
          owners: 2,
          town: 'Peradeniya',
          townId: 5,
        }}
        sellerActions={null}
      />,
    );
    // The row comes with the page's lazy market signals (first-load budget).
    await screen.findByText('Previous owners');
    const facts = new Map(
      [...document.querySelectorAll('dt')].map((term) => [
        term.textContent?.trim(),
        term.nextElementSibling?.textContent?.trim(),
      ]),
    );
    expect(facts.get('Registration')).toBe('Registered');
    expect(facts.get('Year of registration')).toBe('2017');
    expect(facts.get('Previous owners')).toBe('2');
    expect(facts.get('Town')).toBe('Peradeniya');
    expect(screen.getByText('Peradeniya, Kandy')).toBeTruthy();
  });

  it('shows no row for an ad that states none of them', () => {
    renderWithProviders(<VehicleDetails car={car} sellerActions={null} />);
    expect(screen.queryByText('Previous owners')).toBeNull();
    expect(screen.queryByText('Registration')).toBeNull();
  });
});
