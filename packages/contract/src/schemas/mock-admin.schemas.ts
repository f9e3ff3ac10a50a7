import { z } from 'zod';
import { EmailAddressSchema, IdSchema, IsoDateTimeSchema } from './common.schemas';

export const SCENARIOS = ['default', 'empty', 'sold-out', 'many'] as const;
export const ScenarioSchema = z.enum(SCENARIOS);
export type Scenario = z.infer<typeof ScenarioSchema>;

export const MockStateSchema = z.object({
  scenario: ScenarioSchema,
  now: IsoDateTimeSchema.describe('The mock clock'),
  session: z.string().describe('The x-mock-session data set this answer concerns ("default" if none)'),
});

export const ClockBodySchema = z.object({ now: IsoDateTimeSchema });

export const FaultRuleSchema = z.object({
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', '*']).default('*'),
  path: z.string().min(1).max(300).describe('Route pattern as in the contract, e.g. "/courses/:id", or "*"'),
  status: z
    .union([z.literal(500), z.literal(503)])
    .optional()
    .describe('Error to answer; none = latency only'),
  latencyMs: z.number().int().min(0).max(30_000).default(0),
  rate: z.number().min(0).max(1).default(1).describe('Share of matching requests that fail'),
  times: z.number().int().positive().optional().describe('Stop after this many failures'),
});
export type FaultRule = z.infer<typeof FaultRuleSchema>;

export const FaultsBodySchema = z.object({ rules: z.array(FaultRuleSchema).max(50) });
export const FaultsReplySchema = z.object({ rules: z.array(FaultRuleSchema.required({ method: true })) });

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
export const ProviderTokenBodySchema = z.object({
  email: EmailAddressSchema,
  name: z.string().min(1).max(160),
  picture: z.string().url().optional(),
  verified_email: z.boolean().default(true),
});
export const ProviderTokenReplySchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
});

export const HealthSchema = z.object({ status: z.literal('ok'), now: IsoDateTimeSchema });
