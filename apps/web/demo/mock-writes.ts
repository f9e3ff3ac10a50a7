/**
 * Told after each call that may have changed the mock's data (the demo's strip counts the outbox's
 * mails from it). A module of its own, so the strip shows before the mock's code has loaded.
 */
export const mockWrites = new EventTarget();
