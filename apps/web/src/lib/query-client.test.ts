import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { loadToast } from './toast';

vi.mock('react-hot-toast', () => ({ default: { error: vi.fn() } }));

afterEach(() => {
  vi.mocked(toast.error).mockClear();
});

async function runFailingMutation(meta?: { handlesOwnError: boolean }) {
  const client = createQueryClient();
  const mutation = client.getMutationCache().build(client, {
    mutationFn: () => Promise.reject(new Error('Offer must be at least Rs. 1,000')),
    ...(meta ? { meta } : {}),
  });
  await expect(mutation.execute(undefined)).rejects.toThrow();
  // The toast library loads on first use (lib/toast.ts); a toast fired before waits for it.
  await loadToast();
}

describe('createQueryClient', () => {
  it('toasts the message of any failed mutation', async () => {
    await runFailingMutation();
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Offer must be at least Rs. 1,000', {
      id: 'Offer must be at least Rs. 1,000',
    });
  });

  it('stays quiet for a mutation that handles its own error', async () => {
    await runFailingMutation({ handlesOwnError: true });
    expect(toast.error).not.toHaveBeenCalled();
  });
});
