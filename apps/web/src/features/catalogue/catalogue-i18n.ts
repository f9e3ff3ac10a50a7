// The catalogue's words load with the catalogue's code, not with the first page.
import { registerNamespace } from '../../shared/i18n/i18n';
import arCatalogue from '../../shared/i18n/locales/ar/catalogue.json';
import arProgrammesCertificationsProfessionnelles from '../../shared/i18n/locales/ar/programmes-certifications-professionnelles.json';
import arProgrammesEntrepreneuriat from '../../shared/i18n/locales/ar/programmes-entrepreneuriat.json';
import arProgrammesInnovationDigitale from '../../shared/i18n/locales/ar/programmes-innovation-digitale.json';
import arProgrammesIntelligenceArtificielleAvancee from '../../shared/i18n/locales/ar/programmes-intelligence-artificielle-avancee.json';
import arProgrammesLeadershipManagement from '../../shared/i18n/locales/ar/programmes-leadership-management.json';
import enCatalogue from '../../shared/i18n/locales/en/catalogue.json';
import enProgrammesCertificationsProfessionnelles from '../../shared/i18n/locales/en/programmes-certifications-professionnelles.json';
import enProgrammesEntrepreneuriat from '../../shared/i18n/locales/en/programmes-entrepreneuriat.json';
import enProgrammesInnovationDigitale from '../../shared/i18n/locales/en/programmes-innovation-digitale.json';
import enProgrammesIntelligenceArtificielleAvancee from '../../shared/i18n/locales/en/programmes-intelligence-artificielle-avancee.json';
import enProgrammesLeadershipManagement from '../../shared/i18n/locales/en/programmes-leadership-management.json';
import frCatalogue from '../../shared/i18n/locales/fr/catalogue.json';
import frProgrammesCertificationsProfessionnelles from '../../shared/i18n/locales/fr/programmes-certifications-professionnelles.json';
import frProgrammesEntrepreneuriat from '../../shared/i18n/locales/fr/programmes-entrepreneuriat.json';
import frProgrammesInnovationDigitale from '../../shared/i18n/locales/fr/programmes-innovation-digitale.json';
import frProgrammesIntelligenceArtificielleAvancee from '../../shared/i18n/locales/fr/programmes-intelligence-artificielle-avancee.json';
import frProgrammesLeadershipManagement from '../../shared/i18n/locales/fr/programmes-leadership-management.json';

registerNamespace('catalogue', { fr: frCatalogue, en: enCatalogue, ar: arCatalogue });
registerNamespace('programmes-innovation-digitale', {
  fr: frProgrammesInnovationDigitale,
  en: enProgrammesInnovationDigitale,
  ar: arProgrammesInnovationDigitale,
});
registerNamespace('programmes-intelligence-artificielle-avancee', {
  fr: frProgrammesIntelligenceArtificielleAvancee,
  en: enProgrammesIntelligenceArtificielleAvancee,
  ar: arProgrammesIntelligenceArtificielleAvancee,
});
registerNamespace('programmes-leadership-management', {
  fr: frProgrammesLeadershipManagement,
  en: enProgrammesLeadershipManagement,
  ar: arProgrammesLeadershipManagement,
});
registerNamespace('programmes-entrepreneuriat', {
  fr: frProgrammesEntrepreneuriat,
  en: enProgrammesEntrepreneuriat,
  ar: arProgrammesEntrepreneuriat,
});
registerNamespace('programmes-certifications-professionnelles', {
  fr: frProgrammesCertificationsProfessionnelles,
  en: enProgrammesCertificationsProfessionnelles,
  ar: arProgrammesCertificationsProfessionnelles,
});
