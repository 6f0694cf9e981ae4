import {
  EditableAdSchema,
  EditAdResponseSchema,
  type EditableAd,
  type EditAdResponse,
} from '@carmarket/shared/ad-lifecycle';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client';

/** GET /api/me/listings/:id/edit: the ad's step 1 as text, or the edit waiting for staff. */
export function getEditableAd(id: number, signal?: AbortSignal): Promise<EditableAd> {
  return apiGet(`/me/listings/${id}/edit`, EditableAdSchema, signal ? { signal } : {});
}

export function getEditableAdQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['me', 'listings', id, 'edit'],
    queryFn: ({ signal }) => getEditableAd(id, signal),
  });
}

export function useEditableAd(id: number) {
  return useQuery(getEditableAdQueryOptions(id));
}

/** PUT /api/me/listings/:id: the wizard's step 1 as JSON text; photos stay as they are. */
export function editAd(id: number, fields: Record<string, string>): Promise<EditAdResponse> {
  return apiRequest(`/me/listings/${id}`, EditAdResponseSchema, { method: 'PUT', body: fields });
}

export function useEditAd(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: Record<string, string>) => editAd(id, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me', 'listings'] }),
  });
}
