import type { ReactNode } from 'react';
import { Link } from 'react-router';

const STYLES = {
  primary: 'bg-brand-dark text-white hover:bg-brand-deep focus-visible:outline-brand-dark',
  secondary:
    'border border-slate-300 bg-white text-ink hover:border-brand-dark focus-visible:outline-brand-dark',
} as const;

/** The one link-as-button: primary (brand) or secondary (outlined). */
export function ButtonLink({
  to,
  variant = 'primary',
  children,
}: {
  to: string;
  variant?: keyof typeof STYLES;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={`inline-block rounded-lg px-5 py-3 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 ${STYLES[variant]}`}
    >
      {children}
    </Link>
  );
}
