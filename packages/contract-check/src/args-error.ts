/** A wrong command line: its message is printed as is, and the exit code is 2. */
export class ArgsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArgsError';
  }
}

/** A whole number option from 1 to `max`, `fallback` when absent. */
export function integerArg(name: string, text: string | undefined, fallback: number, max: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > max) {
    throw new ArgsError(`--${name} must be a whole number from 1 to ${max}, not "${text}"`);
  }
  return Number(text);
}
