/** What the success dialog after a login says (product rules 2): a brand-new provider user gets more. */
export interface SignInWelcome {
  fullName: string;
  isNewUser: boolean;
}

type Listener = () => void;

/**
 * The login page hands the success dialog to the page the user lands on (home, or where they were
 * going). Held in memory: a reload does not show it again.
 */
function createWelcomeStore() {
  let pending: SignInWelcome | null = null;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: (): SignInWelcome | null => pending,
    subscribe: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show: (welcome: SignInWelcome): void => {
      pending = welcome;
      emit();
    },
    dismiss: (): void => {
      pending = null;
      emit();
    },
  };
}

export const signInWelcome = createWelcomeStore();
