// The company pages' words load with their code, not with the first page.
import { registerNamespace } from '../../shared/i18n/i18n';
import arPagesCompany from '../../shared/i18n/locales/ar/pages-company.json';
import enPagesCompany from '../../shared/i18n/locales/en/pages-company.json';
import frPagesCompany from '../../shared/i18n/locales/fr/pages-company.json';

registerNamespace('pages-company', { fr: frPagesCompany, en: enPagesCompany, ar: arPagesCompany });
