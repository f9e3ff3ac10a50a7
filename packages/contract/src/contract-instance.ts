import { initContract } from '@ts-rest/core';

/**
 * The one ts-rest contract builder every router file uses. Typed by name: its inferred type refers to
 * a type ts-rest does not export, which a declaration file cannot write.
 */
export const c: ReturnType<typeof initContract> = initContract();
