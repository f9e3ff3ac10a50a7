import type { Language } from '../src/shared/i18n/i18n';

export interface DemoWords {
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

/** The words of the page's language (the site keeps `<html lang>` up to date). */
export function demoWords(): DemoWords {
  const language = document.documentElement.lang;
  return language === 'en' || language === 'ar' ? DEMO_WORDS[language] : DEMO_WORDS.fr;
}
