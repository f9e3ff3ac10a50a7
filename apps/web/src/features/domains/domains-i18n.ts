// The domain pages' words load with their code, not with the first page.
import { registerNamespace } from '../../shared/i18n/i18n';
import arPagesDomains from '../../shared/i18n/locales/ar/pages-domains.json';
import enPagesDomains from '../../shared/i18n/locales/en/pages-domains.json';
import frPagesDomains from '../../shared/i18n/locales/fr/pages-domains.json';

registerNamespace('pages-domains', { fr: frPagesDomains, en: enPagesDomains, ar: arPagesDomains });
