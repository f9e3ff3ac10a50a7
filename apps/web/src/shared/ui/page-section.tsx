import type { ReactNode } from 'react';

/** A titled block of a content page; the id links the heading for screen readers. */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-7xl px-4 py-10">
      <h2 id={`${id}-title`} className="mb-5 text-2xl font-bold">
        {title}
      </h2>
      <div className="max-w-none text-slate-700 [&_li]:mt-1 [&_p]:mt-3 [&_ul]:list-disc [&_ul]:ps-6">
        {children}
      </div>
    </section>
  );
}
