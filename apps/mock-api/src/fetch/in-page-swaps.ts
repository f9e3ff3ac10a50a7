/**
 * The modules the in-page build swaps for a browser counterpart with the same exports (argon2id in
 * WebAssembly, photos in memory): the server's, by the page's.
 */
export const IN_PAGE_SWAPS: Readonly<Record<string, string>> = {
  'src/auth/argon2id.ts': 'src/auth/argon2id.wasm.ts',
  'src/features/users/uploads-folder.ts': 'src/features/users/uploads-folder.memory.ts',
};
