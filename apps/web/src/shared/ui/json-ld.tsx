/** schema.org data as the text of a script element that no value can close: '<' is escaped. */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * A page's structured data for search engines and link previews. Its text may differ from the
 * prerendered one while React takes the page over: a build for any host (the demo) names its
 * addresses as paths, the browser in full. Only a data block, read by no one on the page, so the
 * difference is allowed rather than re-rendering the whole page for it.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script type="application/ld+json" suppressHydrationWarning>
      {jsonLdText(data)}
    </script>
  );
}
