export type KeyFigure = { id: string; value: string; label: string };

/** Figures as a description list: the label is the term, the number (read left-to-right) its value. */
export function KeyFigures({ figures }: { figures: readonly KeyFigure[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 text-center sm:grid-cols-3 lg:grid-cols-6">
      {figures.map(({ id, value, label }) => (
        <div key={id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="order-first text-3xl font-extrabold text-brand-dark" dir="ltr">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
