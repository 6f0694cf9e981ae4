import { MutationCache, QueryClient } from '@tanstack/react-query';
import { toast } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The mutation shows its own error (and undoes its optimistic change), so no toast here. */
      handlesOwnError?: boolean;
    };
  }
}

/**
 * The app's one QueryClient. A failed change shows the server's message as an error toast, set
 * here once for every mutation instead of in each form. The message is the toast's id, so the
 * same refusal repeated (ten mistyped passwords) shows once instead of a stack over the form.
 */
export function createQueryClient() {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handlesOwnError) toast.error(error.message, { id: error.message });
      },
    }),
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
