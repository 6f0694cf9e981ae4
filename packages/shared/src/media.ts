/**
 * Widths of the WebP variants made for every listing photo. The card uses the two smallest in a
 * `srcset`; the gallery and zoom use the larger ones.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** Storage key of each variant, by width. */
export type ImageVariants = Record<`${ImageVariantWidth}`, string>;
