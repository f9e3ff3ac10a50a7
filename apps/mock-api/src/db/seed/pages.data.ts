import type { SeedPage } from './seed-types';

/** The static pages the global search knows. */
export const SEED_PAGES: readonly SeedPage[] = [
  // Général
  {
    id: 'accueil',
    title: 'Accueil',
    description: 'Formations professionnelles, certifications et conseil en Tunisie depuis 2012.',
    href: '/',
    category: 'Général',
  },
  {
    id: 'formations',
    title: 'Nos formations',
    description: 'Le catalogue complet de nos formations, classées par domaine et par niveau.',
    href: '/formations',
    category: 'Général',
  },
  {
    id: 'solutions',
    title: 'Nos solutions',
    description:
      'Sessions en présentiel ou en ligne, parcours certifiants, formations sur mesure et accompagnement.',
    href: '/solutions',
    category: 'Général',
  },
  {
    id: 'certifications',
    title: 'Certifications',
    description:
      'Préparez les certifications internationales PMP, ITIL, Scrum, Azure, AWS, CISSP et bien d’autres.',
    href: '/certifications',
    category: 'Général',
  },
  {
    id: 'sessions',
    title: 'Prochaines sessions',
    description: 'Recherchez et filtrez les sessions à venir par format, horaire, niveau et domaine.',
    href: '/sessions',
    category: 'Général',
  },
  {
    id: 'sessions-calendar',
    title: 'Calendrier des sessions',
    description: 'Toutes nos sessions de formation présentées mois par mois.',
    href: '/sessions-calendar',
    category: 'Général',
  },
  {
    id: 'blog',
    title: 'Blog',
    description:
      'Conseils, retours d’expérience et actualités sur la gestion de projet, l’IA, la cybersécurité et le management.',
    href: '/blog',
    category: 'Général',
  },
  {
    id: 'a-propos',
    title: 'À propos',
    description: 'Notre histoire depuis 2012, notre équipe de formateurs et nos engagements qualité.',
    href: '/a-propos',
    category: 'Général',
  },
  {
    id: 'contact',
    title: 'Contact et demande de devis',
    description:
      'Écrivez-nous pour un renseignement, une inscription ou un devis de formation en entreprise.',
    href: '/contact',
    category: 'Général',
  },
  {
    id: 'faq',
    title: 'Questions fréquentes',
    description:
      'Inscriptions, paiement, certificats, financement : les réponses aux questions les plus courantes.',
    href: '/faq',
    category: 'Général',
  },
  {
    id: 'partenaires',
    title: 'Nos partenaires et accréditations',
    description:
      'Organismes certificateurs, universités, écoles d’ingénieurs, éditeurs cloud et centres d’examen.',
    href: '/partenaires',
    category: 'Général',
  },
  {
    id: 'support',
    title: 'Support technique',
    description: 'Connexion, code de vérification, compte désactivé, classe virtuelle : joindre le support.',
    href: '/support',
    category: 'Général',
  },
  {
    id: 'plan-du-site',
    title: 'Plan du site',
    description: 'L’ensemble des pages du site, organisées par rubrique.',
    href: '/plan-du-site',
    category: 'Général',
  },
  // Légal
  {
    id: 'mentions-legales',
    title: 'Mentions légales',
    description: 'Éditeur du site, hébergement et protection des données personnelles.',
    href: '/mentions-legales',
    category: 'Informations légales',
  },
  {
    id: 'conditions-generales-vente',
    title: 'Conditions générales de vente',
    description: 'Modalités d’inscription, de paiement, d’annulation et de report des formations.',
    href: '/conditions-generales-vente',
    category: 'Informations légales',
  },
  // Domaines
  {
    id: 'domaine-gestion-de-projet',
    title: 'Gestion de projet',
    description: 'PMP, CAPM, PRINCE2 et méthodes agiles pour piloter vos projets avec méthode.',
    href: '/formations/gestion-de-projet',
    category: 'Domaines',
  },
  {
    id: 'domaine-intelligence-artificielle',
    title: 'Intelligence artificielle',
    description:
      'IA générative, machine learning et usages de l’IA pour les RH, les managers et le marketing.',
    href: '/formations/intelligence-artificielle',
    category: 'Domaines',
  },
  {
    id: 'domaine-cybersecurite',
    title: 'Cybersécurité',
    description: 'Certifications ISACA et ISC2, ISO 27001, tests d’intrusion et sensibilisation des équipes.',
    href: '/formations/cybersecurite',
    category: 'Domaines',
  },
  {
    id: 'domaine-management-si',
    title: 'Management des systèmes d’information',
    description: 'ITIL, COBIT, TOGAF, cloud Azure et AWS, conteneurs et données.',
    href: '/formations/management-si',
    category: 'Domaines',
  },
  {
    id: 'domaine-commercial',
    title: 'Commercial et relation client',
    description: 'Vente B2B, négociation, gestion des grands comptes et expérience client.',
    href: '/formations/commercial',
    category: 'Domaines',
  },
  // Catégories
  {
    id: 'categorie-innovation-digitale',
    title: 'Innovation digitale, agilité et performance projet',
    description: 'Scrum, SAFe, DevOps, Lean Six Sigma et design thinking pour accélérer vos projets.',
    href: '/formations/innovation-digitale',
    category: 'Catégories',
  },
  {
    id: 'categorie-intelligence-artificielle-avancee',
    title: 'Intelligence artificielle avancée',
    description:
      'Deep learning, applications LLM et gouvernance de l’IA pour les profils techniques et les décideurs.',
    href: '/formations/intelligence-artificielle-avancee',
    category: 'Catégories',
  },
  {
    id: 'categorie-leadership-management',
    title: 'Leadership, management et développement personnel',
    description: 'Manager coach, prise de parole, intelligence émotionnelle et gestion des conflits.',
    href: '/formations/leadership-management',
    category: 'Catégories',
  },
  {
    id: 'categorie-entrepreneuriat',
    title: 'Entrepreneuriat',
    description: 'Créer, financer et développer son entreprise en Tunisie.',
    href: '/formations/entrepreneuriat',
    category: 'Catégories',
  },
  {
    id: 'categorie-certifications-professionnelles',
    title: 'Certifications professionnelles',
    description:
      'Tous nos parcours de préparation aux certifications internationales, avec voucher d’examen.',
    href: '/formations/certifications-professionnelles',
    category: 'Catégories',
  },
  // Solutions
  {
    id: 'solution-sessions-presentiel',
    title: 'Sessions en présentiel',
    description: 'Des formations dans nos centres de Tunis, Sfax, Sousse et Ariana.',
    href: '/solutions/sessions-presentiel',
    category: 'Solutions',
  },
  {
    id: 'solution-sessions-en-ligne',
    title: 'Sessions en ligne',
    description: 'Des classes virtuelles en direct, accessibles partout en Tunisie et à l’étranger.',
    href: '/solutions/sessions-en-ligne',
    category: 'Solutions',
  },
  {
    id: 'solution-parcours-certifiants',
    title: 'Parcours certifiants',
    description: 'Des parcours complets jusqu’à la certification, avec examens blancs et coaching.',
    href: '/solutions/parcours-certifiants',
    category: 'Solutions',
  },
  {
    id: 'solution-formations-sur-mesure',
    title: 'Formations sur mesure',
    description: 'Des programmes conçus pour les besoins et le contexte de votre organisation.',
    href: '/solutions/formations-sur-mesure',
    category: 'Solutions',
  },
  {
    id: 'solution-accompagnement-projet',
    title: 'Accompagnement de projet',
    description: 'Nos consultants vous accompagnent dans la conduite de vos projets et transformations.',
    href: '/solutions/accompagnement-projet',
    category: 'Solutions',
  },
  {
    id: 'solution-coaching-individuel',
    title: 'Coaching individuel',
    description:
      'Un accompagnement personnalisé par un coach certifié pour atteindre vos objectifs professionnels.',
    href: '/solutions/coaching-individuel',
    category: 'Solutions',
  },
  {
    id: 'solution-modules-e-learning',
    title: 'Modules e-learning',
    description: 'Des modules en ligne à suivre à votre rythme, en complément ou en autonomie.',
    href: '/solutions/modules-e-learning',
    category: 'Solutions',
  },
  {
    id: 'solution-webinaires',
    title: 'Webinaires',
    description: 'Des conférences en ligne gratuites animées par nos experts.',
    href: '/solutions/webinaires',
    category: 'Solutions',
  },
  {
    id: 'solution-ressources-digitales',
    title: 'Ressources digitales',
    description: 'Guides, modèles et fiches pratiques à télécharger.',
    href: '/solutions/ressources-digitales',
    category: 'Solutions',
  },
  // Pages de formation thématiques
  {
    id: 'management-pmp',
    title: 'Certification PMP®',
    description: 'Préparez et réussissez l’examen PMP® du PMI avec nos formateurs certifiés.',
    href: '/formations/management/pmp',
    category: 'Formations',
  },
  {
    id: 'management-prince2',
    title: 'Certification PRINCE2®',
    description: 'Les niveaux Foundation et Practitioner de la méthode PRINCE2®.',
    href: '/formations/management/prince2',
    category: 'Formations',
  },
  {
    id: 'management-methodes-agiles',
    title: 'Méthodes agiles',
    description: 'Scrum, Kanban, SAFe et PMI-ACP pour travailler en mode agile.',
    href: '/formations/management/methodes-agiles',
    category: 'Formations',
  },
  {
    id: 'management-scrum-master',
    title: 'Scrum Master',
    description: 'Devenez Scrum Master et préparez la certification PSM I.',
    href: '/formations/management/scrum-master',
    category: 'Formations',
  },
  {
    id: 'cyber-isaca',
    title: 'Certifications ISACA',
    description: 'CISA, CISM et COBIT : les certifications ISACA de l’audit et de la gouvernance des SI.',
    href: '/formations/cyber/isaca',
    category: 'Formations',
  },
  {
    id: 'cyber-tests-intrusion',
    title: 'Tests d’intrusion',
    description: 'Apprenez la méthodologie et la pratique du pentest sur des laboratoires réalistes.',
    href: '/formations/cyber/tests-intrusion',
    category: 'Formations',
  },
  {
    id: 'ia-rh',
    title: 'IA pour les ressources humaines',
    description: 'Recrutement, formation et gestion des talents augmentés par l’intelligence artificielle.',
    href: '/formations/ia/rh',
    category: 'Formations',
  },
  {
    id: 'ia-managers',
    title: 'IA pour les managers',
    description:
      'Comprendre, évaluer et piloter les projets d’intelligence artificielle sans jargon technique.',
    href: '/formations/ia/managers',
    category: 'Formations',
  },
  {
    id: 'ia-marketing',
    title: 'IA pour le marketing',
    description: 'Contenus, ciblage et performance des campagnes grâce à l’intelligence artificielle.',
    href: '/formations/ia/marketing',
    category: 'Formations',
  },
];
