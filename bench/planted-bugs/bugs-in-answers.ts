/**
 * Planted bugs in what an answer says: its fields, their types and formats, its status and its error body.
 */
import {
  changeJson,
  eachRecord,
  errorAnswer,
  isRecord,
  pathOf,
  readJson,
  withJson,
  type Answer,
  type PlantedBug,
} from './bug-model';
import {
  ARTICLE_BY_SLUG,
  COMMENT_BY_ID,
  COMMENTS_OF_COURSE,
  COURSE_BY_ID,
  COURSE_BY_SLUG,
  dayMonthYear,
  idSet,
  is,
  seenComments,
  sleep,
} from './call-matchers';

export const ANSWER_BUGS: readonly PlantedBug[] = [
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
