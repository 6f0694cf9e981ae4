import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { NotFoundRoute } from './not-found';
import { UnexpectedErrorRoute } from './unexpected-error';

// Issue 32: the spec's error page and the not-found page in each language; English as the spec
// writes it.

describe('the error page', () => {
  it('keeps the spec’s English heading', () => {
    renderWithProviders(<UnexpectedErrorRoute error={new Error('boom')} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
  });

  it('is in Tamil on a Tamil page', () => {
    renderWithProviders(<UnexpectedErrorRoute error={new Error('boom')} />, { language: 'ta' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'எதிர்பாராத பயன்பாட்டுப் பிழை!' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'பக்கத்தை மீண்டும் ஏற்றுங்கள்' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'முகப்புக்குச் செல்லுங்கள்' })).toBeTruthy();
  });
});

describe('the not-found page', () => {
  it('is in Sinhala on a Sinhala page', () => {
    renderWithProviders(<NotFoundRoute />, { language: 'si' });
    expect(screen.getByRole('heading', { level: 1, name: 'පිටුව හමු නොවීය' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'කාර් ගන්න' })).toBeTruthy();
  });

  it('reads as before in English', () => {
    renderWithProviders(<NotFoundRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('Error 404')).toBeTruthy();
  });
});
