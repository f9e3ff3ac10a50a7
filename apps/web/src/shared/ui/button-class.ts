/**
 * How a link or a button that looks like a button is drawn: the one place for its colours, sizes
 * and focus ring. Layout (width, margins, flex) is the caller's, added after.
 */
const VARIANTS = {
  // A transparent border keeps a primary and a secondary button of one size the same height.
  primary:
    'border border-transparent bg-brand-dark text-white hover:bg-brand-deep focus-visible:outline-brand-dark',
  // On the footer's dark background the focus ring is white.
  'primary-on-dark':
    'border border-transparent bg-brand-dark text-white hover:bg-brand-deep focus-visible:outline-white',
  secondary:
    'border border-slate-300 bg-white text-ink hover:border-brand-dark hover:text-brand-dark focus-visible:outline-brand-dark',
} as const;

const SIZES = {
  sm: 'px-3 py-2 text-sm',
  md: 'px-5 py-2.5',
  lg: 'px-5 py-3',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return `rounded-lg font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 disabled:cursor-wait disabled:opacity-70 ${VARIANTS[variant]} ${SIZES[size]}`;
}
