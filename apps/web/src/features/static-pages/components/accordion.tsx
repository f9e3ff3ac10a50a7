import { useId, useState } from 'react';

export type AccordionItem = { id: string; question: string; answer: string };

/**
 * Questions as buttons that show and hide their answer (aria-expanded/aria-controls). Native
 * buttons answer Enter and Space; any number of answers may be open at once.
 */
export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());

  function toggle(id: string) {
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
      {items.map(({ id, question, answer }) => {
        const expanded = open.has(id);
        const buttonId = `${baseId}-${id}-button`;
        const panelId = `${baseId}-${id}-panel`;
        return (
          <div key={id}>
            <h3 className="text-base font-semibold text-ink">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => {
                  toggle(id);
                }}
                className="flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-start hover:bg-orange-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-dark"
              >
                <span>{question}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  fill="currentColor"
                  className={`size-5 shrink-0 text-brand-dark transition-transform motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`}
                >
                  <path
                    fillRule="evenodd"
                    d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
                    clipRule="evenodd"
                  />
                </svg>
              </button>
            </h3>
            <div id={panelId} hidden={!expanded} className="px-5 pb-5">
              <p className="max-w-3xl text-slate-700">{answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
