/**
 * Product rules 3: the average rating is the mean of the rate values; the count is the number of comments.
 */
export interface RatingSummary {
  average: number;
  count: number;
}

export function ratingSummary(comments: readonly { rate: number }[]): RatingSummary {
  const rates = comments.map((c) => c.rate).filter((r) => Number.isFinite(r));
  if (rates.length === 0) return { average: 0, count: 0 };
  const sum = rates.reduce((a, b) => a + b, 0);
  return { average: sum / rates.length, count: rates.length };
}

/** The score as shown: one decimal, e.g. 4.7. */
export function roundedRating(average: number): number {
  return Math.round(average * 10) / 10;
}
