/** A favorite, added now (201) or already there (200): listed, or removed again. */
const FROM_FAVORITE = {
  'favorites.listForUser': { userId: '/userId' },
  'favorites.remove': { courseId: '/courseId', 'body.userId': '/userId' },
};

/**
 * The flows of the site as OpenAPI 3.1 links: which value of an answer the next call takes, so that
 * tools which follow flows (Schemathesis' stateful tests, docs UIs) chain the calls.
 *
 * By answer ("operationId status"), the operations it leads to, each with its values: a path or
 * query parameter of the next call by name, or a field of its JSON body as `body.<field>`, each
 * taken at a JSON pointer into the answer's body (written `$response.body#<pointer>`).
 *
 * Body fields are written `x-request-body`, not `requestBody`: OpenAPI lets requestBody be any value,
 * but swagger-parser (Specmatic, openapi-generator) reads it as text only, and Specmatic then refuses
 * the whole document.
 */
export const LINKS: Record<string, Record<string, Record<string, string>>> = {
  // The catalogue: a course of the list, then its page, its comments and related courses.
  'courses.list 200': {
    'courses.byId': { id: '/0/id' },
    'courses.bySlug': { slug: '/0/slug' },
    'comments.listForCourse': { courseId: '/0/id' },
    'courses.related': { id: '/0/id' },
  },
  'courses.bySlug 200': {
    'courses.byId': { id: '/id' },
    'comments.listForCourse': { courseId: '/id' },
    'courses.related': { id: '/id' },
  },
  'courses.byId 200': { 'courses.bySlug': { slug: '/slug' }, 'comments.listForCourse': { courseId: '/id' } },
  'courses.related 200': { 'courses.bySlug': { slug: '/0/slug' } },
  'blog.list 200': {
    'blog.bySlug': { slug: '/results/0/slug' },
    'blog.bySlugShape': { slug: '/results/0/slug' },
  },
  // The author edits or deletes the comment just written.
  'comments.create 201': {
    'comments.update': { id: '/id' },
    'comments.remove': { id: '/id' },
    'comments.listForCourse': { courseId: '/courseId' },
  },
  'comments.update 200': { 'comments.remove': { id: '/id' } },
  // Sign-up: the code mailed to the new account's address is checked, or sent again.
  'auth.register 201': {
    'auth.verifyEmail': { 'body.email': '/user/email' },
    'auth.resendCode': { 'body.email': '/user/email' },
  },
  // Signed in (with the token of the same answer): the user's own data.
  'auth.login 200': {
    'users.profile': { id: '/user/id' },
    'favorites.listForUser': { userId: '/user/id' },
    'users.update': { id: '/user/id' },
    'users.changePassword': { id: '/user/id' },
  },
  'users.profile 200': { 'users.update': { id: '/id' } },
  'favorites.add 200': FROM_FAVORITE,
  'favorites.add 201': FROM_FAVORITE,
  // Enrollment, the advisor's call-back, then payment.
  'enrollments.create 201': {
    'payments.onsite': { 'body.enrollmentId': '/id' },
    'payments.hasPayment': { userId: '/userId', courseId: '/courseId' },
    'courses.byId': { id: '/courseId' },
    'enrollments.connectionUser': {
      'body.fullName': '/fullName',
      'body.email': '/email',
      'body.appointmentTime': '/appointmentTime',
      'body.courseId': '/courseId',
      'body.enrollmentId': '/id',
    },
  },
  'payments.onsite 201': { 'payments.byId': { id: '/id' } },
  'payments.online 201': { 'payments.byId': { id: '/id' } },
};

/** A link as the document writes it on the answer. */
export type LinkObject = {
  operationId: string;
  description: string;
  parameters?: Record<string, string>;
  /** The next call's JSON body fields, each a runtime expression. */
  'x-request-body'?: Record<string, string>;
};

/** The links of one answer ("operationId status"), each named for the operation it leads to. */
export function linksOf(
  answer: string,
  summaryOf: (operationId: string) => string,
): Record<string, LinkObject> {
  return Object.fromEntries(
    Object.entries(LINKS[answer] ?? {}).map(([operationId, values]) => {
      const parameters: Record<string, string> = {};
      const bodyFields: Record<string, string> = {};
      for (const [name, pointer] of Object.entries(values)) {
        const expression = `$response.body#${pointer}`;
        if (name.startsWith('body.')) bodyFields[name.slice('body.'.length)] = expression;
        else parameters[name] = expression;
      }
      const taken = Object.entries(values).map(([name, pointer]) => `${name} from ${pointer}`);
      return [
        operationId,
        {
          operationId,
          description: `${summaryOf(operationId)}; ${taken.join(', ')} of this answer.`,
          ...(Object.keys(parameters).length === 0 ? {} : { parameters }),
          ...(Object.keys(bodyFields).length === 0 ? {} : { 'x-request-body': bodyFields }),
        },
      ];
    }),
  );
}
