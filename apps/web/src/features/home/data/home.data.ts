import { paths } from '@/config/paths';
import { SOLUTION_PAGES, type SolutionId } from '@/shared/site/solution-pages';

/** The hero slides, in order; their words are in `home` under `hero.slides.<id>.*`. */
export const HERO_SLIDES = [
  { id: 'sessions', primaryTo: paths.sessions, secondaryTo: paths.contact },
  { id: 'certifications', primaryTo: paths.certifications, secondaryTo: paths.calendar },
  { id: 'custom', primaryTo: featuredSolutionPath('formations-sur-mesure'), secondaryTo: paths.contact },
] as const;
export type HeroSlideId = (typeof HERO_SLIDES)[number]['id'];

/** Auto-advance delay of the hero slides (only without a reduced-motion preference). */
export const HERO_INTERVAL_MS = 7000;

/** The solution pages shown on the home; their words are in `home` under `solutions.items.<id>.*`. */
export const FEATURED_SOLUTION_IDS = [
  'sessions-presentiel',
  'sessions-en-ligne',
  'parcours-certifiants',
  'formations-sur-mesure',
  'coaching-individuel',
  'modules-e-learning',
] as const satisfies readonly SolutionId[];
export type FeaturedSolutionId = (typeof FEATURED_SOLUTION_IDS)[number];

export function featuredSolutionPath(id: FeaturedSolutionId): string {
  return SOLUTION_PAGES.find((page) => page.id === id)?.path ?? paths.solutions;
}

/** The stars of each testimonial of `reviews.items`, in the same order. */
export const REVIEW_RATINGS = [5, 5, 5, 4, 5] as const;

/** Product rules 1: about 95 reviews on a maps service, 96 % satisfaction. */
export const REVIEW_CLAIMS = { reviews: '95', satisfaction: '96 %' } as const;

/** The look of each photo tile of `photos.items`, in the same order. */
export const PHOTO_TILES = [
  { gradient: 'from-orange-200 via-orange-100 to-amber-50', icon: 'room' },
  { gradient: 'from-sky-200 via-sky-100 to-white', icon: 'screen' },
  { gradient: 'from-emerald-200 via-emerald-100 to-white', icon: 'group' },
  { gradient: 'from-amber-200 via-orange-50 to-white', icon: 'coffee' },
  { gradient: 'from-slate-200 via-slate-100 to-white', icon: 'exam' },
  { gradient: 'from-rose-200 via-rose-100 to-white', icon: 'coach' },
] as const;
export type PhotoIcon = (typeof PHOTO_TILES)[number]['icon'];
