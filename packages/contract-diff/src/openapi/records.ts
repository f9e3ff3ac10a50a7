/** A plain JSON object: what a document's nodes are read as before anything is known of them. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
