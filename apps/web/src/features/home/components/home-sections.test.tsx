import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { FeatureCards } from './feature-cards';
import { HeroCarousel } from './hero-carousel';
import HomeStories from './home-stories';

describe('the home page sections', () => {
  it('show the hero in Sinhala, its controls named in Sinhala', () => {
    renderWithProviders(<HeroCarousel />, { language: 'si' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'ශ්‍රී ලංකාවේ පාවිච්චි කළ කාර් වෙළඳපොළ' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'කාර් බලන්න' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ඊළඟ ස්ලයිඩය' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '3 න් 2 වන ස්ලයිඩය පෙන්වන්න' })).toBeTruthy();
  });

  it('keep the hero’s English names for the slides', () => {
    renderWithProviders(<HeroCarousel />);
    expect(screen.getByRole('group', { name: '1 of 3: Buy a car' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show slide 2 of 3' })).toBeTruthy();
  });

  it('show the steps, promises and stories in Tamil, brand names in Latin script', () => {
    renderWithProviders(
      <>
        <FeatureCards />
        <HomeStories />
      </>,
      { language: 'ta' },
    );
    expect(screen.getByText('ஏன் CarMarket')).toBeTruthy();
    expect(screen.getByText('தேடலிலிருந்து சாவி வரை நான்கு படிகளில்')).toBeTruthy();
    expect(screen.getByText('அதே நாளில் நிதி ஒப்புதல்')).toBeTruthy();
    expect(screen.getByText(/Honda Vezel விற்றார்/)).toBeTruthy();
    expect(screen.getAllByRole('img', { name: '5-க்கு 5 மதிப்பீடு' })).toHaveLength(3);
  });
});
