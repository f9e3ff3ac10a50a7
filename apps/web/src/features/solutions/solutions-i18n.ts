// The solution pages' words load with their code, not with the first page.
import { registerNamespace } from '../../shared/i18n/i18n';
import arPagesSolutions from '../../shared/i18n/locales/ar/pages-solutions.json';
import enPagesSolutions from '../../shared/i18n/locales/en/pages-solutions.json';
import frPagesSolutions from '../../shared/i18n/locales/fr/pages-solutions.json';

registerNamespace('pages-solutions', { fr: frPagesSolutions, en: enPagesSolutions, ar: arPagesSolutions });
