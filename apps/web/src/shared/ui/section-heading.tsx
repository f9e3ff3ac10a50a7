import { Link } from 'react-router';

/** A section's title with its "see all" link (home and domain pages). */
export function SectionHeading({
  id,
  title,
  allLabel,
  allTo,
}: {
  id: string;
  title: string;
  allLabel: string;
  allTo: string;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <Link
        to={allTo}
        className="font-semibold text-brand-dark hover:underline focus-visible:outline-2 focus-visible:outline-brand-dark"
      >
        {allLabel}
      </Link>
    </div>
  );
}
