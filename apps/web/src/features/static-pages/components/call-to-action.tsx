import { useId, type ReactNode } from 'react';

/** The closing block of a page: an h2, a sentence and the actions (ButtonLink or links). */
export function CallToAction({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-7xl px-4 py-10">
      <div className="rounded-xl bg-orange-50 p-6 sm:p-10">
        <h2 id={titleId} className="text-2xl font-bold">
          {title}
        </h2>
        <p className="mt-3 max-w-2xl text-slate-700">{text}</p>
        <div className="mt-6 flex flex-wrap items-center gap-3">{children}</div>
      </div>
    </section>
  );
}
