/**
 * Resolves at the end of this turn of the event loop (its check phase), with every other wait begun
 * in the same turn, in the order they began.
 *
 * The mock hands its answers over here rather than at once, as uWebSockets corks its writes until the
 * loop's turn ends. Under load one turn reads dozens of requests, and each answer is one write to
 * its socket; a write to a client that sleeps wakes it, and on a virtual machine that wake-up costs
 * more than the write (half of the mock's time in `writev` under the mixed load went to it). Written
 * back to back, the first answer wakes the client and the rest find it awake. A quiet mock loses
 * nothing: its turn ends as soon as its one answer is ready.
 */
let waiting: (() => void)[] | null = null;

function release(): void {
  const released = waiting ?? [];
  waiting = null;
  for (const resolve of released) resolve();
}

export function atTurnEnd(): Promise<void> {
  return new Promise((resolve) => {
    if (waiting === null) {
      waiting = [];
      setImmediate(release);
    }
    waiting.push(resolve);
  });
}
