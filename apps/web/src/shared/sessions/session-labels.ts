import type { Level, SessionState } from '@formation/contract';
import type { SessionFormat, SessionSort, SessionTimeOfDay } from '@formation/domain';

// The typed lists through which enum values become translation keys (never built from free text).

export const FORMAT_LABEL = {
  online: 'labels.format.online',
  onsite: 'labels.format.onsite',
  hybrid: 'labels.format.hybrid',
} as const satisfies Record<SessionFormat, string>;

export const TIME_LABEL = {
  afterwork: 'labels.time.afterwork',
  weekends: 'labels.time.weekends',
  weekdays: 'labels.time.weekdays',
} as const satisfies Record<SessionTimeOfDay, string>;

export const LEVEL_LABEL = {
  beginner: 'labels.level.beginner',
  intermediate: 'labels.level.intermediate',
  advanced: 'labels.level.advanced',
  expert: 'labels.level.expert',
} as const satisfies Record<Level, string>;

export const SORT_LABEL = {
  date: 'labels.sort.date',
  'price-asc': 'labels.sort.priceAsc',
  'price-desc': 'labels.sort.priceDesc',
  rating: 'labels.sort.rating',
} as const satisfies Record<SessionSort, string>;

export const STATE_LABEL = {
  guaranteed: 'labels.state.guaranteed',
  'last-seats': 'labels.state.lastSeats',
  future: 'labels.state.future',
  past: 'labels.state.past',
  full: 'labels.state.full',
} as const satisfies Record<SessionState, string>;

/** Legend and badge colours of each state (text stays dark on light tints for contrast). */
export const STATE_STYLE: Record<SessionState, string> = {
  guaranteed: 'bg-emerald-50 text-emerald-800 border-emerald-300',
  'last-seats': 'bg-amber-50 text-amber-900 border-amber-300',
  future: 'bg-sky-50 text-sky-900 border-sky-300',
  past: 'bg-slate-100 text-slate-700 border-slate-300',
  full: 'bg-rose-50 text-rose-800 border-rose-300',
};

/** Order of the calendar legend: the product rules' four states, then full. */
export const LEGEND_STATES: readonly SessionState[] = ['guaranteed', 'last-seats', 'future', 'past', 'full'];
