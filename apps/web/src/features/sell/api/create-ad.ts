import { AD_FILE_FIELDS, type NewAdResponse } from '@carmarket/shared/ad';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload, expectJson, type UploadProgress } from '../../../lib/api-client';

export interface NewAd {
  /** The text parts exactly as the API reads them (flags as '0' or '1'). */
  fields: Record<string, string>;
  photos: File[];
  threeSixty: File | null;
  video: File | null;
}

/** POST /api/vehicles/new-ad as multipart: fields, img1..imgN, threeSixty and video. */
export function createAd(ad: NewAd, onProgress: UploadProgress): Promise<NewAdResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ad.fields)) form.set(name, value);
  ad.photos.forEach((photo, index) => form.set(AD_FILE_FIELDS.photo(index + 1), photo));
  if (ad.threeSixty) form.set(AD_FILE_FIELDS.threeSixty, ad.threeSixty);
  if (ad.video) form.set(AD_FILE_FIELDS.video, ad.video);
  return apiUpload('/vehicles/new-ad', expectJson<NewAdResponse>(), form, onProgress);
}

export function useCreateAd(onProgress: UploadProgress) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ad: NewAd) => createAd(ad, onProgress),
    // The wizard closes its progress dialog as it shows the error.
    meta: { handlesOwnError: true },
    // My Listings counts change with a new pending ad.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me', 'listings'] }),
    // The new ads left today (GET /api/me/package) change with every submission, refused or not.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me', 'package'] }),
  });
}
