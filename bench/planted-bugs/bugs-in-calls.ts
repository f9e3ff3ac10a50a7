/**
 * Planted bugs in what a call does: what it refuses, whom it lets in, what it carries from one call to the next.
 */
import {
  changeJson,
  errorAnswer,
  isRecord,
  jsonAnswer,
  pathOf,
  queryOf,
  readJson,
  type PlantedBug,
} from './bug-model';
import { idSet, is, JWT_SHAPE, SIGNED_IN_READS } from './call-matchers';

export const CALL_BUGS: readonly PlantedBug[] = [
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
];
