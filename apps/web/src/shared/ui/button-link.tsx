import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonClass, type ButtonVariant } from '@/shared/ui/button-class';

/** The one link-as-button: primary (brand) or secondary (outlined). */
export function ButtonLink({
  to,
  variant = 'primary',
  children,
}: {
  to: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={`${buttonClass(variant, 'lg')} inline-block`}>
      {children}
    </Link>
  );
}
