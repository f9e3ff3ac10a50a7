import type { ReactNode } from 'react';

/**
 * The top of every content page: an eyebrow, the page's one h1, a lead paragraph, optional actions.
 * `lang` is the language of those texts when it is not the page's (a course's own words are French
 * on every page), so they keep their own direction.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  lang,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  lang?: string;
  children?: ReactNode;
}) {
  const own = lang === undefined ? {} : { lang, dir: 'auto' };
  return (
    <section className="bg-gradient-to-br from-orange-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        {eyebrow === undefined ? null : (
          <p className="font-semibold text-brand-dark" {...own}>
            {eyebrow}
          </p>
        )}
        <h1 className="mt-2 max-w-3xl text-3xl font-extrabold leading-tight sm:text-4xl" {...own}>
          {title}
        </h1>
        {lead === undefined ? null : (
          <p className="mt-4 max-w-3xl text-lg text-slate-700" {...own}>
            {lead}
          </p>
        )}
        {children === undefined ? null : <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}
