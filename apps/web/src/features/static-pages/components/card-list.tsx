import { Fragment } from 'react';

export type Card = { id: string; title: string; text: string };

/**
 * A grid of titled cards under a page's h2. `list-none!`/`ps-0!` undo the bullets that
 * PageSection gives to the lists it holds. `isolated`: titles and texts are names in Latin script
 * (PMI®, ISACA®), isolated so that an Arabic page does not move their marks and brackets.
 */
export function CardList({
  items,
  ordered = false,
  isolated = false,
}: {
  items: readonly Card[];
  ordered?: boolean;
  isolated?: boolean;
}) {
  const Text = isolated ? 'bdi' : Fragment;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="grid list-none! gap-4 ps-0! sm:grid-cols-2 lg:grid-cols-3">
      {items.map(({ id, title, text }, index) => (
        <li key={id} className="mt-0! flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          {ordered ? (
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-orange-50 font-bold text-brand-dark"
            >
              {index + 1}
            </span>
          ) : null}
          <div>
            <h3 className="text-lg font-semibold text-ink">
              <Text>{title}</Text>
            </h3>
            <p className="mt-2! text-slate-700">
              <Text>{text}</Text>
            </p>
          </div>
        </li>
      ))}
    </List>
  );
}
