/**
 * The soak's mix as autocannon requests: the loop of 20 requests each connection repeats (one learner of
 * the seed per connection, with its token, its comment and its favorite), and what each answer counts.
 */
import type autocannon from 'autocannon';

import { LEARNERS, type Course } from './seeded-data';

export type Kind = 'browse' | 'sign-in' | 'comment' | 'enroll+favorite';
export const KINDS: readonly Kind[] = ['browse', 'sign-in', 'comment', 'enroll+favorite'];

/** One connection's state: autocannon keeps it for the whole sequence (see SEQUENCE_LOOPS). */
interface Connection {
  slot?: number;
  token?: string;
  userId?: number;
  commentId?: number | undefined;
  favorite?: boolean;
  loop?: number;
  sentAt?: number;
}

/** What one stage of the load saw; each connection takes the next slot (its learner, its course). */
export interface StageStats {
  latencies: Record<Kind, number[]>;
  /** Non-2xx answers other than an enrollment's expected 409, by kind and status. */
  unexpected: Map<string, number>;
  expected409: number;
  nextSlot: number;
}

export const newStats = (): StageStats => ({
  latencies: { browse: [], 'sign-in': [], comment: [], 'enroll+favorite': [] },
  unexpected: new Map(),
  expected409: 0,
  nextSlot: 0,
});

const count = (stats: StageStats, key: string) =>
  stats.unexpected.set(key, (stats.unexpected.get(key) ?? 0) + 1);

let commentNumber = 0;

const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

export interface Step {
  kind: Kind;
  build: (c: Connection) => autocannon.Request;
  /** Whether a status is a success for this step (2xx, or an enrollment's 409). */
  expected?: (status: number) => 'ok' | '409' | 'error';
  after?: (c: Connection, status: number, body: string) => void;
}

const json = (body: unknown) => ({ body: JSON.stringify(body) });
const auth = (c: Connection) => ({
  'content-type': 'application/json',
  authorization: `Bearer ${c.token ?? ''}`,
});

/** The loop of 20 requests each connection repeats. */
export function steps(
  courses: readonly Course[],
  openCourses: readonly Course[],
  articles: readonly string[],
): Step[] {
  const browse = (path: () => string): Step => ({
    kind: 'browse',
    build: () => ({ method: 'GET', path: path() }),
  });
  const list = browse(() => '/courses/AllCourses?status=PUBLISHED');
  const bySlug = browse(() => `/courses/slug/${pick(courses).slug}`);
  const comments = browse(() => `/comments/course/${pick(courses).id}`);
  const related = browse(() => `/courses/${pick(courses).id}/related`);
  const blog = browse(() => '/blog');
  const article = browse(() => `/blog/${pick(articles)}`);
  const search = browse(() => '/search/index');

  const signIn: Step = {
    kind: 'sign-in',
    build: (c) => ({
      method: 'POST',
      path: '/auth/login',
      headers: { 'content-type': 'application/json' },
      ...json(LEARNERS[(c.slot ?? 0) % LEARNERS.length]),
    }),
    after: (c, status, body) => {
      if (status !== 200) return;
      const reply = JSON.parse(body) as { user: { id: number }; token: { access_token: string } };
      c.token = reply.token.access_token;
      c.userId = reply.user.id;
    },
  };
  const createComment: Step = {
    kind: 'comment',
    build: (c) => ({
      method: 'POST',
      path: '/comments',
      headers: auth(c),
      ...json({ courseId: pick(courses).id, content: `Avis de charge n° ${++commentNumber}`, rate: 4 }),
    }),
    after: (c, status, body) => {
      c.commentId = status === 201 ? (JSON.parse(body) as { id: number }).id : undefined;
    },
  };
  const deleteComment: Step = {
    kind: 'comment',
    // Only one's own comment, just created; a create that failed is already counted as an error.
    build: (c) =>
      c.commentId === undefined
        ? { method: 'GET', path: `/comments/course/${pick(courses).id}` }
        : // No content-type without a body: Fastify answers 400 and closes the connection.
          {
            method: 'DELETE',
            path: `/comments/${c.commentId}`,
            headers: { authorization: `Bearer ${c.token ?? ''}` },
          },
    after: (c) => {
      c.commentId = undefined;
    },
  };
  const enroll: Step = {
    kind: 'enroll+favorite',
    build: (c) => {
      const learner = LEARNERS[(c.slot ?? 0) % LEARNERS.length];
      const course = openCourses[((c.slot ?? 0) * 7 + (c.loop ?? 0)) % openCourses.length];
      return {
        method: 'POST',
        path: '/enrollments',
        headers: auth(c),
        ...json({
          courseId: course?.id,
          fullName: 'Apprenant Charge',
          email: learner?.email,
          appointmentTime: '2026-11-23T10:00:00.000Z',
          paymentMethod: 'onsite',
        }),
      };
    },
    // Enrolled already, or the session filled up: the answers a learner meets.
    expected: (status) => (status === 409 ? '409' : status >= 200 && status < 300 ? 'ok' : 'error'),
  };
  const favorite: Step = {
    kind: 'enroll+favorite',
    // Each connection toggles a course of its own: no two connections race on one favorite.
    build: (c) => {
      const course = courses[(c.slot ?? 0) % courses.length];
      return {
        method: c.favorite === true ? 'DELETE' : 'POST',
        path: `/favorites/${course?.id ?? 0}`,
        headers: auth(c),
        ...json({ userId: c.userId }),
      };
    },
    after: (c, status) => {
      if (status >= 200 && status < 300) c.favorite = c.favorite !== true;
    },
  };
  const endOfLoop: Step = {
    ...bySlug,
    after: (c) => {
      c.loop = (c.loop ?? 0) + 1;
    },
  };
  // 20 requests: 14 browse, 2 sign-in, 2 comment, 2 enrollment and favorite.
  return [
    signIn,
    list,
    bySlug,
    comments,
    createComment,
    deleteComment,
    blog,
    search,
    bySlug,
    enroll,
    signIn,
    comments,
    list,
    article,
    bySlug,
    related,
    favorite,
    comments,
    search,
    endOfLoop,
  ];
}

/**
 * autocannon forgets a connection's context each time its sequence wraps; a sequence long enough for any
 * stage keeps each connection one learner with its token, its comment and its favorite throughout.
 */
const SEQUENCE_LOOPS = 5000;

/** The loop repeated, each answer recorded in `stats`. */
export function sequence(loop: readonly Step[], stats: StageStats): autocannon.Request[] {
  const requests = loop.map((step): autocannon.Request => ({
    setupRequest: (request, context) => {
      const c = context as Connection;
      c.slot ??= stats.nextSlot++;
      c.sentAt = performance.now();
      return { ...request, ...step.build(c) };
    },
    onResponse: (status, body, context, headers) => {
      const c = context as Connection;
      if (c.sentAt !== undefined) stats.latencies[step.kind].push(performance.now() - c.sentAt);
      const verdict = step.expected?.(status) ?? (status >= 200 && status < 300 ? 'ok' : 'error');
      if (verdict === '409') stats.expected409 += 1;
      if (verdict === 'error') count(stats, `${step.kind} ${status}`);
      // autocannon pairs answers with requests in order: a connection the server closes can shift
      // that pairing, so it is counted (and should never happen).
      if (headers?.connection === 'close') count(stats, 'connection closed by the server');
      try {
        step.after?.(c, status, body);
      } catch {
        count(stats, `${step.kind} unreadable answer`);
      }
    },
  }));
  return Array.from({ length: SEQUENCE_LOOPS }, () => requests).flat();
}
