import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ShareListing } from './share-listing';

const car = { id: 42, title: 'Honda Fit', yom: 2014, city: 'Kandy', price: 4_250_000 };

afterEach(() => vi.restoreAllMocks());

describe('ShareListing', () => {
  it('opens its menu (loaded after the page, not with it) with WhatsApp, Facebook and Copy link', async () => {
    renderWithProviders(<ShareListing car={car} />);
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: 'Share this car' })).toBeNull();
    await userEvent.click(share);
    const menu = await screen.findByRole('list', { name: 'Share this car' });
    expect(share.getAttribute('aria-expanded')).toBe('true');
    expect(share.getAttribute('aria-controls')).toBe(menu.parentElement?.id);
    const whatsapp = new URL(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')!);
    expect(whatsapp.searchParams.get('text')).toMatch(
      /^Honda Fit – Rs\. 4,250,000 http.*\/cars\/42-honda-fit-2014-kandy$/,
    );
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('target')).toBe('_blank');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Share this car' })).toBeNull();
    expect(document.activeElement).toBe(share);
  });

  it('shows the link in a field, selected (the browser focuses it), when the browser refuses to copy it', async () => {
    renderWithProviders(<ShareListing car={car} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByRole('list', { name: 'Share this car' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    const field = await screen.findByRole('textbox', { name: 'Link to this car' });
    expect((field as HTMLInputElement).value).toMatch(/^http.*\/cars\/42/);
    const input = field as HTMLInputElement;
    await waitFor(() =>
      expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]),
    );
  });
});
