/**
 * The planted bugs: one table, each row a realistic backend defect (name, description, the contract's
 * call that reaches it, the transform). `clean` forwards every call untouched.
 */
import {
  changeJson,
  eachRecord,
  errorAnswer,
  isRecord,
  jsonAnswer,
  pathOf,
  queryOf,
  readJson,
  withJson,
  type Answer,
  type Call,
  type PlantedBug,
} from './bug-model';

const COMMENTS_OF_COURSE = /^\/comments\/course\/(\d+)$/;
const COMMENT_BY_ID = /^\/comments\/(\d+)$/;
const COURSE_BY_ID = /^\/courses\/\d+$/;
const COURSE_BY_SLUG = /^\/courses\/slug\/[^/]+$/;
const ARTICLE_BY_SLUG = /^\/blog\/(?:slug\/)?[^/]+$/;
const SIGNED_IN_READS = [
  /^\/enrollments\/me$/,
  /^\/favorites\/\d+$/,
  /^\/users\/profile\/\d+$/,
  /^\/payments\/has-payment$/,
];
/** Three base64url parts: what a backend that only decodes a JWT accepts. */
const JWT_SHAPE = /^Bearer [\w-]+\.[\w-]+\.[\w-]*$/;

const is = (call: Call, method: string, path: RegExp | string): boolean =>
  call.method === method && (typeof path === 'string' ? pathOf(call) === path : path.test(pathOf(call)));

/** `2026-10-19T08:30:00.000Z` → `19/10/2026`. */
function dayMonthYear(iso: unknown): unknown {
  if (typeof iso !== 'string' || iso.length < 10) return iso;
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

function seenComments(memory: Map<string, unknown>): Map<number, Record<string, unknown>> {
  let seen = memory.get('comments') as Map<number, Record<string, unknown>> | undefined;
  if (seen === undefined) {
    seen = new Map();
    memory.set('comments', seen);
  }
  return seen;
}

function idSet(memory: Map<string, unknown>, key: string): Set<number> {
  let ids = memory.get(key) as Set<number> | undefined;
  if (ids === undefined) {
    ids = new Set();
    memory.set(key, ids);
  }
  return ids;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const CLEAN: PlantedBug = {
  name: 'clean',
  description: 'no bug: every call and answer forwarded untouched',
  operations: [],
};

export const PLANTED_BUGS: readonly PlantedBug[] = [
  {
    name: 'contact-long-name-500',
    description:
      'a valid request whose name is over 100 characters (the contract allows 160) fails on insert: 500',
    operations: ['POST /contact'],
    answer: (call, answer) => {
      if (!is(call, 'POST', '/contact') || answer.status !== 201) return answer;
      const body = readJson(call);
      return isRecord(body) && typeof body.name === 'string' && body.name.trim().length > 100
        ? errorAnswer(500, 'Internal Server Error', 'value too long for type character varying(100)')
        : answer;
    },
  },
  {
    name: 'newsletter-invalid-email',
    description: 'an address the email rule refuses is subscribed: 201 where the contract wants 400',
    operations: ['POST /newsletter'],
    answer: (call, answer) => {
      if (!is(call, 'POST', '/newsletter') || answer.status !== 400) return answer;
      // Refused for its address alone: the backend that does not check the address accepts it.
      const sent = readJson(call);
      const refusal = readJson(answer);
      const details =
        isRecord(refusal) && Array.isArray(refusal.details) ? (refusal.details as unknown[]) : [];
      const onlyTheAddress =
        details.length > 0 && details.every((detail) => isRecord(detail) && detail.path === 'body.email');
      return isRecord(sent) && typeof sent.email === 'string' && onlyTheAddress
        ? jsonAnswer(201, { status: 'subscribed', email: sent.email.trim().toLowerCase() })
        : answer;
    },
  },
  {
    name: 'signed-in-read-without-token',
    description: "a signed-in read without a token answers 200 with the demo learner's data",
    operations: [
      'GET /enrollments/me',
      'GET /favorites/{}',
      'GET /users/profile/{}',
      'GET /payments/has-payment',
    ],
    needsToken: true,
    request: (call, context) => {
      if (call.method !== 'GET' || call.headers.authorization !== undefined) return call;
      if (!SIGNED_IN_READS.some((route) => route.test(pathOf(call)))) return call;
      return { ...call, headers: { ...call.headers, authorization: `Bearer ${context.token}` } };
    },
  },
  {
    name: 'tampered-token-accepted',
    description: 'a token whose signature does not verify is accepted (the payload is only decoded)',
    operations: ['*'],
    // A call with a forged token that was not refused: contract:check's `auth` kind, or a 401 expected.
    symptom: /\bauth\b|tampered|\b401\b/,
    needsToken: true,
    answer: async (call, answer, context) => {
      const auth = call.headers.authorization ?? '';
      if (answer.status !== 401 || !JWT_SHAPE.test(auth) || auth === `Bearer ${context.token}`) return answer;
      return context.forward({
        ...call,
        headers: { ...call.headers, authorization: `Bearer ${context.token}` },
      });
    },
  },
  {
    name: 'comment-create-200',
    description: 'creating a comment answers 200 where the contract declares 201',
    operations: ['POST /comments'],
    answer: (call, answer) =>
      is(call, 'POST', '/comments') && answer.status === 201 ? { ...answer, status: 200 } : answer,
  },
  {
    name: 'blog-page-2-repeats-page-1',
    description: 'the page parameter is ignored: page 2 of the blog lists page 1 again (with "page": 2)',
    operations: ['GET /blog'],
    request: (call) => {
      if (!is(call, 'GET', '/blog')) return call;
      // A valid page past the first (the backend checks the parameter, then forgets it).
      const url = new URL(call.url, 'http://proxy');
      const page = url.searchParams.get('page') ?? '1';
      if (!/^\d{1,6}$/.test(page) || Number(page) < 2 || Number(page) > 100_000) return call;
      url.searchParams.set('page', '1');
      return { ...call, url: `${url.pathname}${url.search}` };
    },
    answer: (call, answer) => {
      if (!is(call, 'GET', '/blog')) return answer;
      const asked = Number(queryOf(call).get('page') ?? '1');
      return changeJson(answer, (body) => (isRecord(body) ? { ...body, page: asked } : body));
    },
  },
  {
    name: 'enrollment-not-in-my-courses',
    description: 'an enrollment is created (201) but never shows in "my courses"',
    operations: ['POST /enrollments', 'GET /enrollments/me'],
    answer: (call, answer, context) => {
      const created = idSet(context.memory, 'enrollments');
      if (is(call, 'POST', '/enrollments') && answer.status === 201) {
        const body = readJson(answer);
        if (isRecord(body) && typeof body.id === 'number') created.add(body.id);
        return answer;
      }
      if (!is(call, 'GET', '/enrollments/me')) return answer;
      return changeJson(answer, (body) =>
        Array.isArray(body)
          ? body.filter((item) => !(isRecord(item) && typeof item.id === 'number' && created.has(item.id)))
          : body,
      );
    },
  },
  {
    name: 'comment-date-dmy',
    description: "a comment's createdAt is written 19/10/2026, not ISO 8601",
    operations: ['GET /comments/course/{}'],
    answer: (call, answer) =>
      is(call, 'GET', COMMENTS_OF_COURSE)
        ? changeJson(answer, (body) =>
            eachRecord(body, (item) => ({ ...item, createdAt: dayMonthYear(item.createdAt) })),
          )
        : answer,
  },
  {
    name: 'course-missing-title',
    description: 'one course (by id or slug) comes without its required title',
    operations: ['GET /courses/{}', 'GET /courses/slug/{}'],
    answer: (call, answer) =>
      is(call, 'GET', COURSE_BY_ID) || is(call, 'GET', COURSE_BY_SLUG)
        ? changeJson(answer, (body) => eachRecord(body, ({ title: _title, ...rest }) => rest))
        : answer,
  },
  {
    name: 'course-extra-field',
    description: 'every course of the list carries a field the contract does not declare',
    operations: ['GET /courses/AllCourses'],
    answer: (call, answer) =>
      is(call, 'GET', '/courses/AllCourses')
        ? changeJson(answer, (body) => eachRecord(body, (item) => ({ ...item, internalCode: 'FRM-2026-A' })))
        : answer,
  },
  {
    name: 'price-as-string',
    description: 'originalPrice is written as a string ("1200.000") in the course list',
    operations: ['GET /courses/AllCourses'],
    answer: (call, answer) =>
      is(call, 'GET', '/courses/AllCourses')
        ? changeJson(answer, (body) =>
            eachRecord(body, (item) => ({
              ...item,
              originalPrice:
                typeof item.originalPrice === 'number' ? item.originalPrice.toFixed(3) : item.originalPrice,
            })),
          )
        : answer,
  },
  {
    name: 'unknown-course-200-empty',
    description: 'a course id that does not exist answers 200 with an empty body instead of 404',
    operations: ['GET /courses/{}'],
    answer: (call, answer): Answer =>
      is(call, 'GET', COURSE_BY_ID) && answer.status === 404
        ? {
            status: 200,
            headers: { 'content-type': 'application/json; charset=utf-8' },
            body: Buffer.alloc(0),
          }
        : answer,
  },
  {
    name: 'unknown-article-500',
    description: 'an article slug that does not exist answers 500 instead of 404',
    operations: ['GET /blog/{}', 'GET /blog/slug/{}'],
    answer: (call, answer) =>
      is(call, 'GET', ARTICLE_BY_SLUG) && answer.status === 404
        ? errorAnswer(500, 'Internal Server Error', "Cannot read properties of null (reading 'title')")
        : answer,
  },
  {
    name: 'error-body-other-shape',
    description: 'every 4xx answer has the body { "error": "…" }, not the one error shape',
    operations: ['*'],
    // The bug changes bodies, never statuses: a finding about a status is not its symptom.
    symptom: /^(?!.*(?:\| status |\] status $| status $))/,
    answer: (_call, answer) => {
      if (answer.status < 400 || answer.status > 499) return answer;
      const body = readJson(answer);
      const error = isRecord(body) && typeof body.error === 'string' ? body.error : 'error';
      return withJson(answer, { error });
    },
  },
  {
    name: 'slow-course-list',
    description: 'the course list answers after 3 s',
    operations: ['GET /courses/AllCourses'],
    answer: async (call, answer) => {
      if (is(call, 'GET', '/courses/AllCourses')) await sleep(3000);
      return answer;
    },
  },
  {
    name: 'deleted-comment-listed',
    description: "a deleted comment (200 { deleted: true }) stays in its course's list",
    operations: ['DELETE /comments/{}', 'GET /comments/course/{}'],
    answer: (call, answer, context) => {
      const seen = seenComments(context.memory);
      const deleted = idSet(context.memory, 'deleted-comments');
      const remember = (item: Record<string, unknown>) => {
        if (typeof item.id === 'number') seen.set(item.id, item);
        return item;
      };
      if ((is(call, 'POST', '/comments') || is(call, 'PUT', COMMENT_BY_ID)) && answer.status < 300) {
        eachRecord(readJson(answer), remember);
        return answer;
      }
      const deletedId = COMMENT_BY_ID.exec(pathOf(call))?.[1];
      if (call.method === 'DELETE' && deletedId !== undefined && answer.status === 200) {
        deleted.add(Number(deletedId));
        return answer;
      }
      const courseId = COMMENTS_OF_COURSE.exec(pathOf(call))?.[1];
      if (call.method !== 'GET' || courseId === undefined) return answer;
      return changeJson(answer, (body) => {
        if (!Array.isArray(body)) return body;
        const list = body as unknown[];
        const listed = new Set(list.map((item) => (isRecord(item) ? remember(item).id : undefined)));
        const ghosts = [...deleted]
          .filter((id) => !listed.has(id))
          .map((id) => seen.get(id))
          .filter((item) => item !== undefined && item.courseId === Number(courseId));
        return [...ghosts, ...list];
      });
    },
  },
  {
    name: 'course-status-outside-enum',
    description: 'courses of the list have status "ACTIVE" (the contract: PUBLISHED, DRAFT, ARCHIVED)',
    operations: ['GET /courses/AllCourses'],
    answer: (call, answer) =>
      is(call, 'GET', '/courses/AllCourses')
        ? changeJson(answer, (body) => eachRecord(body, (item) => ({ ...item, status: 'ACTIVE' })))
        : answer,
  },
];
