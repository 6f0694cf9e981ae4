import hotToast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { loadToast, toast } from './toast';

vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

describe('toast', () => {
  it('hands toasts fired before the library has loaded to it, in the order they were fired', async () => {
    const calls: string[] = [];
    vi.mocked(hotToast.error).mockImplementation((message) => {
      calls.push(`error ${String(message)}`);
      return '';
    });
    vi.mocked(hotToast.success).mockImplementation((message) => {
      calls.push(`success ${String(message)}`);
      return '';
    });

    toast.error('We could not reach CarMarket.', { id: 'offline' });
    toast.success('Saved');
    toast.error('Try again');
    expect(calls).toEqual([]); // nothing is shown synchronously: the library is still loading

    await loadToast();
    expect(calls).toEqual([
      'error We could not reach CarMarket.',
      'success Saved',
      'error Try again',
    ]);
    expect(hotToast.error).toHaveBeenCalledWith('We could not reach CarMarket.', { id: 'offline' });
  });
});
