/** One megabyte as upload limits count it. */
export const MB = 1024 * 1024;

/** "15 MB": how upload limits read in messages, on the web and from the API alike. */
export function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / MB)} MB`;
}

/**
 * Widths of the WebP variants made for every listing photo. The card uses the two smallest in a
 * `srcset`; the gallery and zoom use the larger ones.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** Storage key of each variant, by width. */
export type ImageVariants = Record<`${ImageVariantWidth}`, string>;
