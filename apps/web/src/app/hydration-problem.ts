import type { ErrorInfo } from 'react';

/**
 * One console line for an error React recovered from during hydration (it then renders the part
 * afresh). React's own report gives the error alone, which in a production build is a bare number
 * (#418: the HTML and the browser's first render differ); the component stack says which component
 * rendered something else, with its file and column, so the difference can be found.
 */
export function hydrationProblemText(error: unknown, info: ErrorInfo, path: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const where = info.componentStack?.trim() ?? '';
  return `React took ${path} over with an error it recovered from: ${message}${where === '' ? '' : `\n${where}`}`;
}
