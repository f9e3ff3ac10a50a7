/**
 * Wraps a left-to-right value (an amount such as "1 402,5 DT") in Unicode isolates (LRI … PDI), so it
 * keeps its order inside a right-to-left sentence without changing the sentence around it.
 */
export function isolate(text: string): string {
  return `\u2066${text}\u2069`;
}
