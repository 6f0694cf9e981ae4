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
