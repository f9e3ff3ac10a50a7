import { paths } from './paths';

/** The site's main pages with their label keys (common namespace): the site map lists them. */
export const MAIN_PAGES = [
  ['nav.home', paths.home],
  ['nav.sessions', paths.sessions],
  ['nav.calendar', paths.calendar],
  ['nav.certifications', paths.certifications],
  ['nav.blog', paths.blog],
  ['nav.about', paths.about],
  ['nav.contact', paths.contact],
  ['footer.faq', paths.faq],
  ['footer.partners', paths.partners],
  ['footer.support', paths.support],
] as const;

export const LEGAL_PAGES = [
  ['footer.legal', paths.legalNotice],
  ['footer.terms', paths.termsOfSale],
  ['footer.sitemap', paths.siteMap],
] as const;
