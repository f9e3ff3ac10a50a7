/**
 * react-dom's client, started in its own chunk. React's code is CommonJS: the chunk that holds it
 * only defines it, and it runs where it is first imported. Imported here, in the chunk itself, it
 * runs when that chunk loads: the page's start-up work comes in two tasks instead of one (see
 * `scriptsAfterFirstPaint`), so neither holds the main thread long enough to block a tap.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
