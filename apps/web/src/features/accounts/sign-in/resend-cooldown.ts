/** The mock API's cooldown between two verification codes; used when the clocks disagree. */
export const DEFAULT_RESEND_COOLDOWN_SECONDS = 60;
/** Beyond this the server's instant is not believed (a clock far off from the browser's). */
const MAX_BELIEVABLE_SECONDS = 15 * 60;

/**
 * Seconds to wait before a new code may be asked, from the server's `resendAvailableAt` just
 * received. When the browser's and the server's clocks disagree (the answer lies in the past or far
 * in the future), the usual cooldown is shown instead: the server still has the last word (429).
 */
export function resendCooldownSeconds(
  resendAvailableAt: string | undefined,
  now: number,
  fallback = DEFAULT_RESEND_COOLDOWN_SECONDS,
): number {
  const at = resendAvailableAt === undefined ? Number.NaN : Date.parse(resendAvailableAt);
  if (Number.isNaN(at)) return fallback;
  const seconds = Math.ceil((at - now) / 1000);
  return seconds > 0 && seconds <= MAX_BELIEVABLE_SECONDS ? seconds : fallback;
}
