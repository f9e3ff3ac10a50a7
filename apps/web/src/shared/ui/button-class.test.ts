import { describe, expect, it } from 'vitest';

import { buttonClass } from '@/shared/ui/button-class';

describe('buttonClass', () => {
  it('draws a primary button of middle size by default', () => {
    expect(buttonClass()).toBe(buttonClass('primary', 'md'));
    expect(buttonClass().split(' ')).toEqual(
      expect.arrayContaining(['bg-brand-dark', 'text-white', 'px-5', 'py-2.5', 'focus-visible:outline-3']),
    );
  });

  it('gives each variant its colours and each size its padding', () => {
    expect(buttonClass('secondary', 'sm').split(' ')).toEqual(
      expect.arrayContaining(['border-slate-300', 'bg-white', 'px-3', 'py-2', 'text-sm']),
    );
    expect(buttonClass('primary-on-dark', 'lg').split(' ')).toEqual(
      expect.arrayContaining(['focus-visible:outline-white', 'py-3']),
    );
    expect(buttonClass('primary-on-dark')).not.toContain('outline-brand-dark');
    expect(buttonClass('outline', 'field').split(' ')).toEqual(
      expect.arrayContaining(['border-brand-dark', 'text-brand-dark', 'px-4', 'py-2']),
    );
    expect(buttonClass('danger').split(' ')).toEqual(expect.arrayContaining(['bg-red-700', 'text-white']));
  });

  it('draws a disabled button as waiting, except an inactive one, which is only greyed', () => {
    expect(buttonClass('secondary')).toContain('disabled:cursor-wait');
    expect(buttonClass('inactive', 'lg')).not.toContain('disabled:');
    expect(buttonClass('inactive', 'lg').split(' ')).toEqual(
      expect.arrayContaining(['bg-slate-100', 'text-slate-600', 'py-3']),
    );
  });

  it('keeps the same height for every variant of a size: each has a 1 px border', () => {
    for (const variant of [
      'primary',
      'primary-on-dark',
      'secondary',
      'outline',
      'danger',
      'inactive',
    ] as const) {
      expect(buttonClass(variant).split(' ')).toContain('border');
    }
  });
});
