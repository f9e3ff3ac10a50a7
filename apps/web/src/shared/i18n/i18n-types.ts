import type frCommon from './locales/fr/common.json';

// Keys are typed from the French source: a misspelt key fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof frCommon };
  }
}
