import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MessagesIconLink } from './chat-shell';

describe('the top bar’s messages link', () => {
  it('says how many messages are unread, in English and in Sinhala', () => {
    const { unmount } = renderWithProviders(<MessagesIconLink unread={4} />);
    expect(screen.getByRole('link', { name: 'Messages, 4 unread' })).toBeTruthy();
    unmount();
    renderWithProviders(<MessagesIconLink unread={4} />, { language: 'si' });
    expect(screen.getByRole('link', { name: 'පණිවිඩ, නොකියවූ 4' })).toBeTruthy();
  });

  it('is just Messages with nothing unread', () => {
    renderWithProviders(<MessagesIconLink unread={0} />, { language: 'ta' });
    expect(screen.getByRole('link', { name: 'செய்திகள்' })).toBeTruthy();
  });
});
