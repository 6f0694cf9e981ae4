import { describe, expect, it } from 'vitest';
import { buttonStyles } from '../components/ui/button-styles';
import { cn } from './cn';

describe('cn', () => {
  it('skips falsy values', () => {
    expect(cn('px-4', false, null, undefined, '', 'text-sm')).toBe('px-4 text-sm');
  });

  it('lets a later class win over an earlier one for the same property', () => {
    expect(cn('h-11 px-5', 'h-9 px-3')).toBe('h-9 px-3');
  });

  it('keeps classes that set different properties', () => {
    expect(cn('h-11 text-sm', 'w-full font-semibold')).toBe('h-11 text-sm w-full font-semibold');
  });

  it('knows the theme shadows and radius, so they merge like the built-in ones', () => {
    expect(cn('shadow-sm', 'shadow-card')).toBe('shadow-card');
    expect(cn('rounded-xl', 'rounded-card')).toBe('rounded-card');
    expect(cn('shadow-card', 'shadow-brand-100')).toBe('shadow-card shadow-brand-100');
  });
});

describe('buttonStyles', () => {
  it('lets the caller override the size', () => {
    const classes = buttonStyles({ className: 'h-9 px-3' }).split(' ');
    expect(classes).toContain('h-9');
    expect(classes).toContain('px-3');
    expect(classes).not.toContain('h-11');
    expect(classes).not.toContain('px-5');
  });

  it('lets the caller override the colour of a variant', () => {
    const classes = buttonStyles({ variant: 'secondary', className: 'text-rose-700' }).split(' ');
    expect(classes).toContain('text-rose-700');
    expect(classes).not.toContain('text-slate-800');
  });
});

// Our own merge (decision 091): each group the codebase overrides, unrelated classes kept in order.
describe('cn, group by group', () => {
  it('keeps unrelated classes and their order', () => {
    expect(cn('rounded-full font-semibold', 'text-sm shadow-sm', 'w-full sm:w-auto')).toBe(
      'rounded-full font-semibold text-sm shadow-sm w-full sm:w-auto',
    );
  });

  it('keeps classes it does not know, and the same class twice only once', () => {
    expect(cn('group peer quill', 'prose flex', 'flex')).toBe('group peer quill prose flex');
  });

  // The overrides the codebase makes (callers' className over a helper's defaults, and
  // conditional classes over a component's own): the later class wins, the rest stay in place.
  it.each([
    ['h-11 px-5 text-sm', 'h-9 px-3', 'text-sm h-9 px-3'],
    ['h-11 px-5 text-sm', 'w-full', 'h-11 px-5 text-sm w-full'],
    [
      'bg-brand-700 text-white hover:bg-brand-800',
      'bg-rose-700 hover:bg-rose-800',
      'text-white bg-rose-700 hover:bg-rose-800',
    ],
    [
      'border border-slate-300 text-slate-800',
      'text-rose-700',
      'border border-slate-300 text-rose-700',
    ],
    ['mt-4 mb-2', 'mt-8', 'mb-2 mt-8'],
    ['flex', 'hidden', 'hidden'],
    ['hidden', 'sm:flex', 'hidden sm:flex'],
    ['px-2 pt-1', 'p-4', 'p-4'],
    ['p-4', 'px-2', 'p-4 px-2'],
    ['rounded-t-xl rounded-full', 'rounded-lg', 'rounded-lg'],
    ['border-2 border-slate-200', 'border-brand-600', 'border-2 border-brand-600'],
    ['border border-slate-200', 'border-t-0', 'border border-slate-200 border-t-0'],
    ['text-sm leading-6 text-slate-600', 'text-base', 'text-slate-600 text-base'],
    ['text-sm', 'text-center', 'text-sm text-center'],
    ['font-semibold', 'font-bold font-mono', 'font-bold font-mono'],
    ['shadow-sm', 'shadow-card', 'shadow-card'],
    ['shadow-card', 'shadow-slate-900/5', 'shadow-card shadow-slate-900/5'],
    ['ring-2 ring-brand-600', 'ring-white', 'ring-2 ring-white'],
    ['ring-offset-2', 'ring-offset-brand-950', 'ring-offset-2 ring-offset-brand-950'],
    ['size-9', 'w-full', 'size-9 w-full'],
    ['w-10 h-10', 'size-12', 'size-12'],
    ['absolute top-0 left-0', 'inset-0', 'absolute inset-0'],
    ['relative', 'sticky top-16', 'sticky top-16'],
    ['overflow-x-auto', 'overflow-hidden', 'overflow-hidden'],
    ['shrink-0 grow', 'flex-1', 'flex-1'],
    ['flex-col', 'flex-row flex-wrap', 'flex-row flex-wrap'],
    ['items-center justify-between', 'items-start', 'justify-between items-start'],
    ['gap-x-2 gap-y-4', 'gap-6', 'gap-6'],
    ['opacity-60', 'opacity-100', 'opacity-100'],
    ['-translate-y-[200%]', 'translate-y-0', 'translate-y-0'],
    ['from-brand-950 from-40%', 'from-slate-900', 'from-40% from-slate-900'],
    ['block overflow-hidden', 'line-clamp-2', 'line-clamp-2'],
    ['sm:w-auto', 'sm:w-1/2', 'sm:w-1/2'],
    ['hover:sm:bg-white', 'sm:hover:bg-slate-50', 'sm:hover:bg-slate-50'],
    ['focus-visible:ring-2', 'focus-visible:ring-0', 'focus-visible:ring-0'],
    ['!mt-2', 'mt-4', '!mt-2 mt-4'],
    ['text-[13px]', 'text-xs', 'text-xs'],
    ['bg-white', 'bg-[#0f172a]', 'bg-[#0f172a]'],
    ['bg-cover bg-center', 'bg-slate-100', 'bg-cover bg-center bg-slate-100'],
    ['outline-none', 'outline-2 outline-brand-600', 'outline-none outline-2 outline-brand-600'],
  ])('%s then %s gives %s', (first, second, merged) => {
    expect(cn(first, second)).toBe(merged);
  });
});
