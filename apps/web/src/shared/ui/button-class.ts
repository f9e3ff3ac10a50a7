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
  // An action that belongs to a field (apply a promo code): brand-coloured outline.
  outline: 'border border-brand-dark text-brand-dark hover:bg-orange-50 focus-visible:outline-brand-dark',
  // The confirmation of something that cannot be undone (delete).
  danger: 'border border-transparent bg-red-700 text-white hover:bg-red-800 focus-visible:outline-brand-dark',
  // An action that cannot be taken here (a session full or ended): always disabled, greyed, not waiting.
  inactive: 'border border-slate-300 bg-slate-100 text-slate-600',
} as const;

const SIZES = {
  sm: 'px-3 py-2 text-sm',
  // Beside a text field, the field's own height.
  field: 'px-4 py-2',
  md: 'px-5 py-2.5',
  lg: 'px-5 py-3',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** A disabled button is one waiting for its request, except the inactive kind. */
const WAITING = 'disabled:cursor-wait disabled:opacity-70';

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  const waiting = variant === 'inactive' ? '' : ` ${WAITING}`;
  return `rounded-lg font-semibold focus-visible:outline-3 focus-visible:outline-offset-2${waiting} ${VARIANTS[variant]} ${SIZES[size]}`;
}
