import { BROWSER_CLIENT_BUNDLE, BROWSER_CLIENT_GLOBAL } from './browser-client.generated';
import type { IdentityClientSettings } from './browser-client/install-identity-client';

/** Test accounts offered by the stand-in's account chooser. */
export const PROVIDER_TEST_ACCOUNTS = [
  { name: 'Amira Ben Salah', email: 'amira.bensalah@example.tn', note: 'existing account' },
  { name: 'Nouvel Utilisateur', email: 'nouveau.google@example.tn', note: 'new account' },
  { name: 'Sonia Trabelsi', email: 'sonia.trabelsi@example.tn', note: 'deactivated account' },
] as const;

const LABELS = {
  title: 'Choisir un compte',
  hint: 'Fournisseur d’identité simulé (API fictive) : aucun mot de passe n’est demandé.',
  cancel: 'Annuler',
};

/** JSON with every non-ASCII character escaped, so the script is plain ASCII whatever its charset. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * GET /__mock/identity/client.js: the stand-in of the identity provider's browser library
 * (browser-client/, built into browser-client.generated.ts), with the accounts it offers and the
 * API's address when the page cannot tell where the script came from.
 */
export function identityClientScript(fallbackBase: string): string {
  const settings: IdentityClientSettings = {
    fallbackBase,
    accounts: PROVIDER_TEST_ACCOUNTS.map(({ name, email }) => ({ name, email })),
    labels: LABELS,
  };
  return `/*
 * Identity-provider stand-in served by the mock API (GET /__mock/identity/client.js).
 * The real provider's client script is loaded from the provider's own host instead
 * (https://accounts.google.com/gsi/client); the site takes the script URL from its configuration,
 * so the same site code runs against the real provider and against this stand-in.
 */
(function () {
  'use strict';
${BROWSER_CLIENT_BUNDLE}
  ${BROWSER_CLIENT_GLOBAL}.installIdentityClient(${asciiJson(settings)});
})();
`;
}
