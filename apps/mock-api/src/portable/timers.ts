/** Lets Node exit while the timer waits; a browser's timers (plain numbers) need nothing. */
export function unrefTimer(timer: unknown): void {
  (timer as { unref?: () => void } | null)?.unref?.();
}
