// This feature's words load with its pages' code, not with the first page.
import { registerNamespace } from '../../shared/i18n/i18n';
import ar from '../../shared/i18n/locales/ar/blog.json';
import en from '../../shared/i18n/locales/en/blog.json';
import fr from '../../shared/i18n/locales/fr/blog.json';

registerNamespace('blog', { fr, en, ar });
