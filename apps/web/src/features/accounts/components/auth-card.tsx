import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

/** The frame of the sign-in pages: a centred card with the page's one h1 and a small link home. */
export function AuthCard({
  title,
  lead,
  homeLabel,
  children,
  footer,
}: {
  title: string;
  lead?: ReactNode;
  homeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-br from-orange-50 to-white px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md">
        <Link
          to={paths.home}
          className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-slate-700 hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand-dark"
        >
          <span aria-hidden="true" className="rtl:rotate-180">
            ←
          </span>
          {homeLabel}
        </Link>
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{title}</h1>
          {lead === undefined ? null : <div className="mt-2 text-slate-700">{lead}</div>}
          <div className="mt-6">{children}</div>
        </section>
        {footer === undefined ? null : (
          <div className="mt-6 text-center text-sm text-slate-700">{footer}</div>
        )}
      </div>
    </div>
  );
}

export const textLinkClass =
  'rounded font-semibold text-brand-dark underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-dark';
