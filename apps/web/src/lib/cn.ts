import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge, told about the theme's own tokens (index.css): without them it would read
 * `shadow-card` as a shadow colour and drop it next to a real one.
 */
const twMerge = extendTailwindMerge({
  extend: { theme: { shadow: ['card', 'float'], radius: ['card'] } },
});

/**
 * Joins class names, skipping falsy values, and lets a later class win over an earlier one for
 * the same property, so `buttonStyles({ className: 'h-9 px-3' })` really is 36 px tall.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return twMerge(classes);
}
