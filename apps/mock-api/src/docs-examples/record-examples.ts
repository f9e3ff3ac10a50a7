import type { MockServer } from '../fastify/fastify-app';
import { buildTestApp, DEMO, injectAs, login, type SignedIn } from '../testing/test-app';

/** What a call of the OpenAPI document shows as examples: its request body and its answer. */
export type OperationExamples = { request?: unknown; responses: Record<string, unknown> };

/** Examples by operation, keyed "METHOD /contract/:path". */
export type SeedExamples = Record<string, OperationExamples>;

const COURSE = 'pmp-preparation-certification';
const OPEN_COURSE = 'product-owner-pspo-i';
const ARTICLE = 'reussir-examen-pmp-conseils-formateurs';
/** Tokens change with the signing secret: the examples show one of the right shape instead. */
const SAMPLE_TOKEN = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

type Call = {
  /** The contract's route: method and path (":id" form). */
  route: string;
  url: string;
  body?: Record<string, unknown>;
  signedIn?: boolean;
};

/** The calls whose bodies the document shows, in an order the seed allows (sign up before…). */
function calls(ids: { course: number; openCourse: number; learner: number }): Call[] {
  return [
    { route: 'POST /auth/login', url: '/auth/login', body: { ...DEMO.learner } },
    {
      route: 'POST /auth/register',
      url: '/auth/register',
      body: {
        fullName: 'Nour Ben Ali',
        email: 'nour.benali@example.tn',
        phoneNumber: '+216 98765432',
        password: 'Formation2026!',
      },
    },
    { route: 'GET /courses/AllCourses', url: '/courses/AllCourses?status=PUBLISHED' },
    { route: 'GET /courses/slug/:slug', url: `/courses/slug/${COURSE}` },
    { route: 'GET /comments/course/:courseId', url: `/comments/course/${String(ids.course)}` },
    {
      route: 'POST /comments',
      url: '/comments',
      body: { courseId: ids.course, content: 'Formation claire, exercices utiles pour l’examen.', rate: 5 },
      signedIn: true,
    },
    { route: 'GET /blog', url: '/blog?limit=2&page=1' },
    { route: 'GET /blog/slug/:slug', url: `/blog/slug/${ARTICLE}` },
    {
      route: 'POST /favorites/:courseId',
      url: `/favorites/${String(ids.course)}`,
      body: { userId: ids.learner },
      signedIn: true,
    },
    { route: 'GET /favorites/:userId', url: `/favorites/${String(ids.learner)}`, signedIn: true },
    { route: 'GET /users/profile/:id', url: `/users/profile/${String(ids.learner)}`, signedIn: true },
    {
      route: 'POST /coupon-usage/verify',
      url: '/coupon-usage/verify',
      body: { code: 'BIENVENUE15', courseId: ids.openCourse },
      signedIn: true,
    },
    {
      route: 'POST /enrollments',
      url: '/enrollments',
      body: {
        courseId: ids.openCourse,
        fullName: 'Amira Ben Salah',
        email: DEMO.learner.email,
        appointmentTime: '2026-11-23T10:00:00.000Z',
        paymentMethod: 'onsite',
      },
      signedIn: true,
    },
    { route: 'GET /enrollments/me', url: '/enrollments/me', signedIn: true },
    {
      route: 'GET /payments/has-payment',
      url: `/payments/has-payment?userId=${String(ids.learner)}&courseId=${String(ids.openCourse)}`,
      signedIn: true,
    },
    { route: 'POST /newsletter', url: '/newsletter', body: { email: 'lectrice@example.tn' } },
    {
      route: 'POST /contact',
      url: '/contact',
      body: {
        role: 'enterprise',
        name: 'Karim Jaziri',
        email: 'karim@societe.tn',
        subject: 'Devis PMP',
        message: 'Bonjour, nous souhaitons un devis pour former 8 personnes à la certification PMP.',
        category: 'quote',
      },
    },
    { route: 'GET /courses/slug/:slug', url: '/courses/slug/formation-inconnue' },
  ];
}

/** Long lists shortened to two items, tokens replaced by a sample: an example, not a dump. */
function shortened(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.slice(0, 2).map((item) => shortened(item));
  if (typeof value === 'string' && (key === 'access_token' || key === 'token')) return SAMPLE_TOKEN;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, shortened(item, name)]));
}

async function idOf(app: MockServer, slug: string): Promise<number> {
  return (await app.inject({ method: 'GET', url: `/courses/slug/${slug}` })).json<{ id: number }>().id;
}

/** Runs the calls on a freshly seeded mock with its fixed clock: the same examples every time. */
export async function recordSeedExamples(): Promise<SeedExamples> {
  const app = await buildTestApp();
  try {
    const learner: SignedIn = await login(app, 'learner');
    const ids = {
      course: await idOf(app, COURSE),
      openCourse: await idOf(app, OPEN_COURSE),
      learner: learner.userId,
    };
    const examples: SeedExamples = {};
    for (const call of calls(ids)) {
      const method = call.route.split(' ')[0] ?? 'GET';
      const reply = await injectAs(app, call.signedIn === true ? learner : null, {
        method: method,
        url: call.url,
        ...(call.body === undefined ? {} : { payload: call.body }),
      });
      const entry = (examples[call.route] ??=
        call.body === undefined ? { responses: {} } : { request: call.body, responses: {} });
      entry.responses[String(reply.statusCode)] = shortened(reply.json());
    }
    return examples;
  } finally {
    await app.close();
  }
}
