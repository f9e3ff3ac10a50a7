/** schema.org data as the text of a script element that no value can close: '<' is escaped. */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A page's structured data for search engines and link previews. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json">{jsonLdText(data)}</script>;
}
