import type { ReactNode } from 'react';

export type LegalSection = { id: string; title: string; body: ReactNode };

/** A long legal text: a table of contents, then one h2 section per article, each reachable by its anchor. */
export function LegalDocument({
  tocLabel,
  sections,
}: {
  tocLabel: string;
  sections: readonly LegalSection[];
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
      <nav aria-label={tocLabel} className="mb-8 lg:mb-0">
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-6">
          <p className="font-semibold text-ink">{tocLabel}</p>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map(({ id, title }) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="text-slate-700 underline-offset-2 hover:text-brand-dark hover:underline focus-visible:outline-2 focus-visible:outline-brand-dark"
                >
                  {title}
                </a>
              </li>
            ))}
          </ol>
        </div>
      </nav>
      <div className="max-w-3xl space-y-10">
        {sections.map(({ id, title, body }) => (
          <section key={id} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-6">
            <h2 id={`${id}-title`} className="text-xl font-bold sm:text-2xl">
              {title}
            </h2>
            <div className="mt-3 space-y-3 text-slate-700 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:ps-6">
              {body}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}

/** Paragraphs and an optional bullet list, as most legal articles are written. */
export function LegalText({
  paragraphs,
  items,
  outro,
}: {
  paragraphs: readonly string[];
  items?: readonly string[];
  outro?: string;
}) {
  return (
    <>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {items === undefined ? null : (
        <ul>
          {items.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {outro === undefined ? null : <p>{outro}</p>}
    </>
  );
}
