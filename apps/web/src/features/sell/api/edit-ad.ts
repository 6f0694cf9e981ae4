import { AD_FILE_FIELDS } from '@carmarket/shared/ad';
import {
  EDIT_KEEP_PHOTOS_FIELD,
  type EditAdResponse,
  type EditableAd,
} from '@carmarket/shared/ad-lifecycle';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, expectJson } from '../../../lib/api-client';

/** GET /api/me/listings/:id/edit: the ad's step 1 as text, or the edit waiting for staff. */
export function getEditableAd(id: number, signal?: AbortSignal): Promise<EditableAd> {
  return apiGet(`/me/listings/${id}/edit`, expectJson<EditableAd>(), signal ? { signal } : {});
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

/** An edit: the wizard's step 1 as text, and the photos when the seller changed them. */
export interface AdEdit {
  fields: Record<string, string>;
  /** Left out when the photos stay as they are. */
  photos?: {
    /** Every photo in order: a kept one's key, or a new one's part name (img1 for `add[0]`…). */
    order: string[];
    /** New photos, sent as img1…imgN. */
    add: File[];
  };
}

/**
 * PUT /api/me/listings/:id: as JSON when the photos stay as they are, as multipart (the fields,
 * `keepPhotos`, the photos' order, and new img1..imgN) when they change (decision 081).
 */
export function editAd(id: number, edit: AdEdit): Promise<EditAdResponse> {
  const url = `/me/listings/${id}`;
  if (!edit.photos) {
    return apiRequest(url, expectJson<EditAdResponse>(), { method: 'PUT', body: edit.fields });
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(edit.fields)) form.set(name, value);
  form.set(EDIT_KEEP_PHOTOS_FIELD, edit.photos.order.join(','));
  edit.photos.add.forEach((file, index) => form.set(AD_FILE_FIELDS.photo(index + 1), file));
  return apiRequest(url, expectJson<EditAdResponse>(), { method: 'PUT', body: form });
}

export function useEditAd(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: AdEdit) => editAd(id, edit),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me', 'listings'] }),
  });
}
