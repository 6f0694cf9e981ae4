/**
 * Text inputs, selects and textareas share these; invalid fields turn red through aria-invalid.
 * Apart from form-field.tsx, so a page with one search box does not load the form field
 * (decision 091).
 */
export const inputStyles =
  'block w-full min-w-0 rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-500 hover:border-slate-400 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/30 focus-visible:outline-none aria-invalid:border-red-600 aria-invalid:focus-visible:ring-red-600/30';
