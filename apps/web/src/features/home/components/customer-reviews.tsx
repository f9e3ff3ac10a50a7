import { useTranslation } from 'react-i18next';

import { REVIEW_CLAIMS, REVIEW_RATINGS } from '@/features/home/data/home.data';
import { TaggedText } from '@/shared/i18n/tagged-text';

interface Review {
  name: string;
  role: string;
  text: string;
}

const MAX_STARS = 5;

function Stars({ value }: { value: number }) {
  const { t } = useTranslation('home');
  return (
    <span role="img" aria-label={t('reviews.rating', { value })} className="flex gap-0.5">
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <svg
          key={index}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-5 ${index < value ? 'text-amber-500' : 'text-slate-300'}`}
          fill="currentColor"
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  );
}

/** Testimonials, with the firm's review and satisfaction claims (product rules 1). */
export function CustomerReviews() {
  const { t } = useTranslation('home');
  const reviews = t('reviews.items', { returnObjects: true }) as Review[];
  return (
    <section aria-labelledby="reviews-title" className="bg-orange-50">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="reviews-title" className="text-2xl font-bold">
          {t('reviews.title')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          <TaggedText
            text={t('reviews.summary', REVIEW_CLAIMS)}
            tags={{
              ltr: (claim) => (
                <strong dir="ltr" className="text-brand-dark">
                  {claim}
                </strong>
              ),
            }}
          />
        </p>
        <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {reviews.map((review, index) => (
            <li key={review.name}>
              <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <Stars value={REVIEW_RATINGS[index] ?? MAX_STARS} />
                <blockquote className="mt-3 text-slate-700">
                  <p>{review.text}</p>
                </blockquote>
                <figcaption className="mt-auto flex items-center gap-3 pt-4">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-dark font-bold text-white"
                  >
                    {review.name.charAt(0)}
                  </span>
                  <span>
                    <span className="block font-semibold text-ink">{review.name}</span>
                    <span className="block text-sm text-slate-600">{review.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
