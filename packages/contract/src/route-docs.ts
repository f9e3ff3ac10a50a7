/** The sections of the training site's specification. */
export const SPEC_SECTIONS = {
  1: 'What the product does and for whom',
  2: 'Screens and routes',
  3: 'Entities and their fields',
  4: 'States and transitions',
  5: 'Validation rules',
  6: 'Roles and permissions',
  7: 'Calls',
  8: 'Error catalogue',
  9: 'Business constants and limits',
} as const;

export type SpecSection = keyof typeof SPEC_SECTIONS;

/** Who may make a call, beyond anyone: the signed-in user, a provider's token holder, the mock's admin. */
export type Caller = 'user' | 'provider' | 'mock-admin';

/** What the OpenAPI document says of a route besides its shapes (the route's `metadata`). */
export type RouteDocs = {
  /** The section of the product rules the call comes from; null for the mock's own surface. */
  specSection: SpecSection | null;
  caller?: Caller;
};

/** `metadata: docs(7, 'user')`: a call of section 7 that needs the signed-in user's token. */
export function docs(specSection: SpecSection | null, caller?: Caller): RouteDocs {
  return caller === undefined ? { specSection } : { specSection, caller };
}

export function isRouteDocs(value: unknown): value is RouteDocs {
  return typeof value === 'object' && value !== null && 'specSection' in value;
}
