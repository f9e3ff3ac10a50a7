import { useId } from 'react';

/** Product rules 4's task-board labels, in their order. */
export const BOARD_STATUSES = ['todo', 'inProgress', 'testing', 'done'] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];

export type BoardCard = { id: string; title: string; text: string; status: BoardStatus };

const ACCENT: Record<BoardStatus, string> = {
  todo: 'border-t-slate-400',
  inProgress: 'border-t-amber-500',
  testing: 'border-t-sky-600',
  done: 'border-t-emerald-600',
};

/**
 * A small task board: one column per status (to do, in progress, testing, done), each titled with
 * its label and how many cards it holds. Columns stack on a phone and sit side by side from 1024 px;
 * in Arabic they run from right to left like the text.
 */
export function StatusBoard({
  cards,
  label,
}: {
  cards: readonly BoardCard[];
  /** The translated label of a status, and the text of its count. */
  label: (status: BoardStatus, count: number) => { title: string; count: string };
}) {
  const id = useId();
  return (
    <div className="grid gap-4 lg:grid-cols-4">
      {BOARD_STATUSES.map((status) => {
        const column = cards.filter((card) => card.status === status);
        const { title, count } = label(status, column.length);
        return (
          <section
            key={status}
            aria-labelledby={`${id}-${status}`}
            data-status={status}
            className={`flex flex-col gap-3 rounded-xl border border-t-4 border-slate-200 bg-slate-50 p-4 ${ACCENT[status]}`}
          >
            <h3
              id={`${id}-${status}`}
              className="flex items-baseline justify-between gap-2 text-base font-bold text-ink"
            >
              {title}
              <span className="text-sm font-medium text-slate-600">{count}</span>
            </h3>
            <ul className="flex list-none! flex-col gap-3 ps-0!">
              {column.map((card) => (
                <li key={card.id} className="mt-0! rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                  <h4 className="font-semibold text-ink">{card.title}</h4>
                  <p className="mt-1! text-sm text-slate-700">{card.text}</p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
