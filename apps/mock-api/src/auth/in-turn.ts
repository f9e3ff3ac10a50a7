/**
 * At most `atOnce` of the works given run at a time; a slot that frees goes to the longest waiter,
 * so no work waits behind ones that came after it.
 */
export function inTurns(atOnce: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running < atOnce) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next === undefined) running -= 1;
      else next();
    }
  };
}
