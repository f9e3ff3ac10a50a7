import { sitePathOf } from '@/config/site-base';
import type { Language } from '@/shared/i18n/i18n';

export interface DemoWords {
  dir: 'ltr' | 'rtl';
  label: string;
  notice: string;
  outbox: (count: number) => string;
  outboxTitle: string;
  outboxEmpty: string;
  to: string;
  code: string;
  link: string;
  close: string;
  reset: string;
  confirmReset: string;
  failed: string;
}

/** The demo's own words, in the site's three languages (the site's follow its i18n files). */
export const DEMO_WORDS: Record<Language, DemoWords> = {
  fr: {
    dir: 'ltr',
    label: 'Démo',
    notice: 'Démo : l’API fictive tourne dans votre navigateur, vos données y restent.',
    outbox: (count) => `Boîte d’envoi (${String(count)})`,
    outboxTitle: 'Courriels envoyés par l’API fictive',
    outboxEmpty: 'Aucun courriel envoyé pour l’instant.',
    to: 'À\u00a0:',
    code: 'Code\u00a0:',
    link: 'Lien',
    close: 'Fermer',
    reset: 'Réinitialiser les données de la démo',
    confirmReset:
      'Revenir aux données de départ ? Les comptes, inscriptions et commentaires créés ici seront effacés.',
    failed: 'La démo n’a pas pu démarrer dans ce navigateur :',
  },
  en: {
    dir: 'ltr',
    label: 'Demo',
    notice: 'Demo: the mock API runs in your browser, and your data stays in it.',
    outbox: (count) => `Outbox (${String(count)})`,
    outboxTitle: 'Emails sent by the mock API',
    outboxEmpty: 'No email sent yet.',
    to: 'To:',
    code: 'Code:',
    link: 'Link',
    close: 'Close',
    reset: 'Reset the demo data',
    confirmReset: 'Go back to the starting data? Accounts, enrolments and comments made here will be erased.',
    failed: 'The demo could not start in this browser:',
  },
  ar: {
    dir: 'rtl',
    label: 'عرض تجريبي',
    notice: 'عرض تجريبي: تعمل الواجهة البرمجية التجريبية داخل متصفحك، وتبقى بياناتك فيه.',
    outbox: (count) => `صندوق الصادر (${String(count)})`,
    outboxTitle: 'الرسائل التي أرسلتها الواجهة البرمجية التجريبية',
    outboxEmpty: 'لم تُرسَل أي رسالة بعد.',
    to: 'إلى:',
    code: 'الرمز:',
    link: 'الرابط',
    close: 'إغلاق',
    reset: 'إعادة بيانات العرض التجريبي إلى أصلها',
    confirmReset: 'هل تريد العودة إلى البيانات الأولية؟ ستُحذف الحسابات والتسجيلات والتعليقات التي أُنشئت هنا.',
    failed: 'تعذّر تشغيل العرض التجريبي في هذا المتصفح:',
  },
};

/**
 * The words of the page's language, read from its address (one URL per language: `/en/…`, `/ar/…`),
 * so they are right before the site has started too.
 */
export function demoWords(): DemoWords {
  const [, prefix] = sitePathOf(location.pathname).split('/');
  return prefix === 'en' || prefix === 'ar' ? DEMO_WORDS[prefix] : DEMO_WORDS.fr;
}

/** What the page says when the demo cannot go on, in its language: the words and the error's own. */
export function failureMessage(error: unknown): HTMLParagraphElement {
  const words = demoWords();
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.dir = words.dir;
  message.textContent = `${words.failed} ${error instanceof Error ? error.message : String(error)}`;
  return message;
}
