// The home page's words load with its code, not with the first page.
import { registerNamespace } from '../../shared/i18n/i18n';
import arHome from '../../shared/i18n/locales/ar/home.json';
import enHome from '../../shared/i18n/locales/en/home.json';
import frHome from '../../shared/i18n/locales/fr/home.json';

registerNamespace('home', { fr: frHome, en: enHome, ar: arHome });
