import { useTranslation } from 'react-i18next';

import { PHOTO_TILES, type PhotoIcon } from '@/features/home/data/home.data';

/** Simple line drawings standing for each space of the centre (decorative). */
const ICON_PATHS: Record<PhotoIcon, string> = {
  room: 'M3 5h18v10H3zM8 19h8M12 15v4',
  screen: 'M3 4h18v12H3zM8 20h8M12 16v4M10 8l4 2-4 2z',
  group:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 3-5 6-5s6 2 6 5M12 20c0-3 2-5 4-5s6 2 6 5',
  coffee: 'M4 9h12v6a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zM16 10h2a2 2 0 0 1 0 4h-2M8 3v3M12 3v3',
  exam: 'M6 3h9l4 4v14H6zM9 12l2 2 4-4M9 17h7',
  coach: 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-7 8-7s8 3 8 7',
};

/** A small gallery of the training centre, drawn with CSS: no external image. */
export function CentrePhotos() {
  const { t } = useTranslation('home');
  const captions = t('photos.items', { returnObjects: true });
  return (
    <section aria-labelledby="photos-title" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="photos-title" className="text-2xl font-bold">
        {t('photos.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t('photos.intro')}</p>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {PHOTO_TILES.map((tile, index) => (
          <li key={tile.icon}>
            <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              <div
                aria-hidden="true"
                className={`relative flex aspect-[4/3] items-center justify-center bg-gradient-to-br ${tile.gradient}`}
              >
                <span className="absolute inset-x-6 bottom-6 h-3 rounded-full bg-white/60" />
                <span className="absolute start-6 top-6 size-10 rounded-lg bg-white/50" />
                <svg
                  viewBox="0 0 24 24"
                  className="size-16 text-brand-dark"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={ICON_PATHS[tile.icon]} />
                </svg>
              </div>
              <figcaption className="px-4 py-3 font-semibold text-ink">{captions[index]}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
