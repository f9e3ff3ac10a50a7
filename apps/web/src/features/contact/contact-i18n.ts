// This feature's words load with its pages' code, not with the first page.
import { registerNamespace } from '../../shared/i18n/i18n';
import ar from '../../shared/i18n/locales/ar/contact.json';
import en from '../../shared/i18n/locales/en/contact.json';
import fr from '../../shared/i18n/locales/fr/contact.json';

registerNamespace('contact', { fr, en, ar });
