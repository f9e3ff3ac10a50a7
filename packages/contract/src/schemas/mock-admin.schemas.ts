import { z } from 'zod';

import { ERROR_STATUSES, ErrorCodeSchema } from '../errors.js';
import { definedByUs } from '../responses.js';
import { EmailAddressSchema, IdSchema, IsoDateTimeSchema } from './common.schemas.js';

export const SCENARIOS = ['default', 'empty', 'sold-out', 'many'] as const;
export const ScenarioSchema = z.enum(SCENARIOS);
export type Scenario = z.infer<typeof ScenarioSchema>;

/**
 * What the mock answers: `full`, the documented fields and ours (the richer screens); `spec`, only
 * what the product rules document, as the real backend owes it.
 */
export const MOCK_PROFILES = ['full', 'spec'] as const;
export const MockProfileSchema = z.enum(MOCK_PROFILES);
export type MockProfile = z.infer<typeof MockProfileSchema>;

export const MockStateSchema = z.object({
  scenario: ScenarioSchema,
  now: IsoDateTimeSchema.describe('The mock clock'),
  session: z.string().describe('The x-mock-session data set this answer concerns ("default" if none)'),
});
export type MockState = z.infer<typeof MockStateSchema>;

/** What a data set folder's manifest.json says it is. */
export const DATA_SET_FORMAT = 'formation-mock-data-set';
export const DATA_SET_VERSION = 1;
/** The largest picture a data set's images.json holds (a recording made with --with-images). */
export const DATA_SET_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** A data set folder's manifest.json: what the folder is, where its data comes from, and when. */
export const DataSetManifestSchema = z
  .object({
    format: z.literal(DATA_SET_FORMAT),
    version: z.literal(DATA_SET_VERSION),
    source: z
      .string()
      .min(1)
      .describe('Where the data comes from: the mock and its scenario, or the backend a recording read'),
    takenAt: IsoDateTimeSchema.describe(
      "The data set's time: a mock loading it starts its clock there unless MOCK_NOW says otherwise",
    ),
    counts: z.record(z.string(), z.number().int().nonnegative()).describe('Rows per file'),
    seedAccounts: z
      .boolean()
      .optional()
      .describe(
        "True for a folder without accounts of its own (a recording): the seed's accounts and promo codes are added when it is loaded",
      ),
    learner: EmailAddressSchema.optional().describe(
      "With seedAccounts: the e-mail of the account a recording signed in as, among its users; it signs in with the seed's password",
    ),
    leftOut: z
      .array(z.object({ what: z.string(), why: z.string() }).strict())
      .optional()
      .describe('What a recording did not keep, and why'),
    personalData: z
      .enum(['replaced', 'kept'])
      .optional()
      .describe("Whether a recording kept people's names and photos, or replaced them"),
  })
  .strict();
export type DataSetManifest = z.infer<typeof DataSetManifestSchema>;

/**
 * A data set's files by name (`manifest.json`, then one `<table>.json` per table, each a list of
 * rows): what a folder holds, for `MOCK_DATA_SET` to start a mock on.
 */
export const DataSetFilesSchema = z
  .record(z.string(), z.unknown())
  .describe(
    "A data set folder's files by name: manifest.json (format, version, source, takenAt, counts) and " +
      'one <table>.json per table, each a list of its rows. Secrets (mail, codes, reset tokens) have no file.',
  );
export type DataSetFiles = z.infer<typeof DataSetFilesSchema>;

/** Which password hashes an export carries. */
export const PASSWORD_HASH_EXPORTS = ['seed', 'all'] as const;

export const DataSetExportQuerySchema = z.object({
  passwordHashes: z
    .enum(PASSWORD_HASH_EXPORTS)
    .default('seed')
    .describe(
      "seed: only the hashes of the seed's published passwords, so the demo accounts sign in as before; " +
        'any other account is written without passwordHash and signs in after a password reset. all: ' +
        "every account's argon2id hash, for a folder that is not shared",
    ),
});

export const DroppedDataSetSchema = z.object({
  session: z.string().describe('The x-mock-session id ("default" if the request named none)'),
  dropped: z.boolean().describe('Whether a private data set of that id existed and was dropped'),
});
/** @deprecated The earlier name of `DroppedDataSetSchema`. */
export const DroppedSessionSchema = DroppedDataSetSchema;

export const ClockBodySchema = z.object({ now: IsoDateTimeSchema });

/** Every error status of the one error shape; a fault rule may answer any the route declares. */
const [firstStatus, secondStatus, ...otherStatuses] = ERROR_STATUSES;
export const FaultStatusSchema = z.union([
  z.literal(firstStatus),
  z.literal(secondStatus),
  ...otherStatuses.map((status) => z.literal(status)),
]);

export const FAULT_NETWORK_FAILURES = ['reset'] as const;

const FaultRuleFieldsSchema = z.object({
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', '*']).default('*'),
  path: z
    .string()
    .min(1)
    .max(300)
    .describe(
      'Route pattern as in the contract, e.g. "/courses/:id", or "*". It must be a route of the contract ' +
        'for that method; /__mock, /health and /docs are never faulted.',
    ),
  status: FaultStatusSchema.optional().describe(
    'Error status to answer: one the route declares (with path "*", one every route declares). The ' +
      "answer has the one error shape, with the code and message the mock's route really answers for " +
      'that status (e.g. 409 ALREADY_ENROLLED on POST /enrollments). None = latency only, or `network`.',
  ),
  code: ErrorCodeSchema.optional().describe("Replaces the answer's code (needs `status`)"),
  message: z.string().min(1).max(300).optional().describe("Replaces the answer's message (needs `status`)"),
  network: z
    .enum(FAULT_NETWORK_FAILURES)
    .optional()
    .describe(
      '"reset": the connection is closed with no answer at all, like a dropped network. Not with `status`.',
    ),
  latencyMs: z.number().int().min(0).max(30_000).default(0),
  rate: z.number().min(0).max(1).default(1).describe('Share of matching requests that fail'),
  times: z.number().int().positive().optional().describe('Stop after this many failures'),
});

type FaultRuleFields = Pick<
  z.output<typeof FaultRuleFieldsSchema>,
  'status' | 'code' | 'message' | 'network'
>;

/** A rule fails one way: an error answer or a dropped connection; overrides only shape an error answer. */
function checkFailureKind(rule: FaultRuleFields, ctx: z.RefinementCtx): void {
  if (rule.status !== undefined && rule.network !== undefined) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['network'],
      message: 'A rule answers an error status or drops the connection, not both',
    });
  }
  for (const field of ['code', 'message'] as const) {
    if (rule[field] !== undefined && rule.status === undefined) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [field],
        message: `\`${field}\` shapes the answer of an error status: give a \`status\` too`,
      });
    }
  }
}

export const FaultRuleSchema = FaultRuleFieldsSchema.superRefine(checkFailureKind).describe(
  'Latency, an error answer or a dropped connection for the requests matching method and path',
);
export type FaultRule = z.infer<typeof FaultRuleSchema>;

export const FaultsBodySchema = z.object({ rules: z.array(FaultRuleSchema).max(50) });
export const FaultsReplySchema = z.object({
  rules: z.array(FaultRuleFieldsSchema.required({ method: true }).superRefine(checkFailureKind)),
});

const HttpStatusSchema = z.number().int().min(100).max(599);

export const RouteStatusCoverageSchema = z.object({
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  path: z.string().describe('Route pattern as in the contract'),
  keys: z
    .array(z.string())
    .describe('The contract routes of this method and path, e.g. ["users.update", "users.updateWithPhoto"]'),
  declared: z
    .array(HttpStatusSchema)
    .describe('Error statuses the contract declares for the route, the common 400, 500 and 503 included'),
  exercised: z.array(HttpStatusSchema).describe('Declared error statuses the mock answered at least once'),
  missing: z.array(HttpStatusSchema).describe('Declared error statuses never answered'),
  injectedOnly: z
    .array(HttpStatusSchema)
    .describe('Exercised statuses that only injected faults (POST /__mock/faults) answered'),
  undeclared: z
    .array(HttpStatusSchema)
    .describe('Error statuses answered that the contract does not declare for the route (a drift)'),
  successes: z
    .array(HttpStatusSchema)
    .describe('Non-error statuses answered (2xx, and 304 for a cached read)'),
});

export const StatusCoverageSchema = z.object({
  totals: z.object({
    routes: z.number().int().nonnegative().describe('Routes of the site contract (one per method and path)'),
    touched: z.number().int().nonnegative().describe('Routes that answered anything'),
    untouched: z.number().int().nonnegative(),
    declared: z.number().int().nonnegative().describe('Declared error statuses, summed over the routes'),
    exercised: z.number().int().nonnegative().describe('Of those, the ones answered at least once'),
    undeclared: z.number().int().nonnegative().describe('Error statuses answered but not declared'),
  }),
  routes: z.array(RouteStatusCoverageSchema),
});
export type StatusCoverage = z.infer<typeof StatusCoverageSchema>;
export type RouteStatusCoverage = z.infer<typeof RouteStatusCoverageSchema>;

export const OUTBOX_KINDS = [
  'email-verification',
  'password-reset',
  'enrollment',
  'contact',
  'newsletter',
] as const;

export const OutboxMessageSchema = z.object({
  id: IdSchema,
  to: z.string(),
  kind: z.enum(OUTBOX_KINDS),
  subject: z.string(),
  text: z.string(),
  code: z.string().nullable().describe('The 6-digit verification code, when the mail carries one'),
  link: z.string().nullable().describe('The password-reset link, when the mail carries one'),
  sentAt: IsoDateTimeSchema,
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxQuerySchema = z.object({
  to: z.string().max(254).optional(),
  kind: z.enum(OUTBOX_KINDS).optional(),
});

/** The identity-provider stand-in: a token for a chosen test account, as the provider would give. */
/** An identity's key, as the stand-in hands it out on an open mock (url-safe, 32 characters). */
const IdentityKeySchema = z.string().min(1).max(128);

export const ProviderTokenBodySchema = z.object({
  email: EmailAddressSchema,
  name: z.string().min(1).max(160),
  picture: z.string().url().optional(),
  verified_email: z.boolean().default(true),
  identity_key: IdentityKeySchema.optional().describe(
    definedByUs(
      'on a mock open to strangers (MOCK_IDENTITY_OPEN), the key of an identity this browser made ' +
        'earlier: without it a new identity is made',
    ),
  ),
});
export const ProviderTokenReplySchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
  identity_key: IdentityKeySchema.optional().describe(
    definedByUs(
      'given when an open mock made a new identity for this call: send it back as identity_key to ' +
        'sign in as that identity again',
    ),
  ),
});

export const HealthSchema = z.object({
  status: z.literal('ok'),
  now: IsoDateTimeSchema,
  replica: z
    .string()
    .optional()
    .describe('The replica that answered, when several run behind a load balancer (MOCK_REPLICA_ID)'),
});
