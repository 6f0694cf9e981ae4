import type {
  AdminPackageRequest,
  AdminPackageRequestsResponse,
  MyPackage,
  MyPackageResponse,
  PackageRequestCreatedResponse,
} from '@carmarket/shared/package-request';
import type { PackageName } from '@carmarket/shared/packages';
import type {
  PaymentInstructions,
  PaymentInstructionsResponse,
} from '@carmarket/shared/payment-instructions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, expectJson, noContent } from '../../../lib/api-client';

const myPackageKey = ['me', 'package'] as const;

/** GET /api/me/package: the package held, its limits, usage, any request and how to pay. */
export function useMyPackage() {
  return useQuery({
    queryKey: myPackageKey,
    queryFn: async ({ signal }): Promise<MyPackage> =>
      (await apiGet('/me/package', expectJson<MyPackageResponse>(), { signal })).package,
  });
}

/** POST /api/me/package-requests: asks for the upgrade; staff confirm the payment and switch it. */
export function useRequestPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pkg: PackageName) =>
      apiRequest('/me/package-requests', expectJson<PackageRequestCreatedResponse>(), {
        method: 'POST',
        body: { package: pkg },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPackageKey }),
  });
}

const adminRequestsKey = ['me', 'admin', 'package-requests'] as const;

/** GET /api/admin/package-requests: requests waiting for staff. */
export function usePendingPackageRequests({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: adminRequestsKey,
    queryFn: async ({ signal }): Promise<AdminPackageRequest[]> =>
      (
        await apiGet('/admin/package-requests', expectJson<AdminPackageRequestsResponse>(), {
          signal,
        })
      ).requests,
  });
}

/** POST /api/admin/package-requests/:id/approve or /reject. */
export function useDecidePackageRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
      apiRequest(`/admin/package-requests/${id}/${decision}`, noContent, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRequestsKey }),
  });
}

/** PUT /api/admin/payment-instructions: staff change the bank details every seller reads. */
export function useSavePaymentInstructions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: PaymentInstructions) =>
      apiRequest('/admin/payment-instructions', expectJson<PaymentInstructionsResponse>(), {
        method: 'PUT',
        body: details,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPackageKey }),
  });
}
