import type accounts from './locales/fr/accounts.json';
import type blog from './locales/fr/blog.json';
import type catalogue from './locales/fr/catalogue.json';
import type common from './locales/fr/common.json';
import type contact from './locales/fr/contact.json';
import type enrollment from './locales/fr/enrollment.json';
import type home from './locales/fr/home.json';
import type pagesCompany from './locales/fr/pages-company.json';
import type pagesDomains from './locales/fr/pages-domains.json';
import type pagesSolutions from './locales/fr/pages-solutions.json';
import type programmesCertificationsProfessionnelles from './locales/fr/programmes-certifications-professionnelles.json';
import type programmesEntrepreneuriat from './locales/fr/programmes-entrepreneuriat.json';
import type programmesInnovationDigitale from './locales/fr/programmes-innovation-digitale.json';
import type programmesIntelligenceArtificielleAvancee from './locales/fr/programmes-intelligence-artificielle-avancee.json';
import type programmesLeadershipManagement from './locales/fr/programmes-leadership-management.json';
import type sessionPages from './locales/fr/session-pages.json';
import type sessions from './locales/fr/sessions.json';

/** The French files are the source of the keys: a misspelt key fails the typecheck. */
export declare const sourceResources: {
  common: typeof common;
  catalogue: typeof catalogue;
  home: typeof home;
  'programmes-innovation-digitale': typeof programmesInnovationDigitale;
  'programmes-entrepreneuriat': typeof programmesEntrepreneuriat;
  'programmes-intelligence-artificielle-avancee': typeof programmesIntelligenceArtificielleAvancee;
  'programmes-leadership-management': typeof programmesLeadershipManagement;
  'programmes-certifications-professionnelles': typeof programmesCertificationsProfessionnelles;
  'pages-company': typeof pagesCompany;
  'pages-solutions': typeof pagesSolutions;
  'pages-domains': typeof pagesDomains;
  accounts: typeof accounts;
  sessions: typeof sessions;
  'session-pages': typeof sessionPages;
  enrollment: typeof enrollment;
  blog: typeof blog;
  contact: typeof contact;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof sourceResources;
  }
}
