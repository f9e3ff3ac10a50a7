import type { SeedComment } from './seed-types';

// Authors (keys of SEED_USERS).
const AMIRA = 'learner';
const KARIM = 'learner2';
const HELA = 'hela-bouslama';
const MOHAMED = 'mohamed-ayari';
const RANIA = 'rania-chebbi';
const OUSSAMA = 'oussama-hamdi';
const NOUR = 'nour-elhouda-saidi';
const BILEL = 'bilel-mabrouk';
const SALMA = 'salma-gharsallah';
const AYMEN = 'aymen-riahi';
const IMEN = 'imen-kallel';
const THOMAS = 'thomas-girard';
const WASSIM = 'wassim-belhaj';
const MERIEM = 'meriem-ouertani';

/** Learners’ reviews: mostly 4–5, some 3, a few 1–2; one review per user and course. */
export const SEED_COMMENTS: readonly SeedComment[] = [
  // Scrum Master PSM I
  {
    courseSlug: 'scrum-master-psm-i',
    userKey: SALMA,
    rate: 5,
    daysAgo: 34,
    content:
      'Formation très vivante : les jeux sur les rôles Scrum m’ont fait comprendre en une matinée ce que je n’avais pas saisi en deux ans de projets « agiles ». J’ai obtenu le PSM I avec 93 % une semaine après.',
  },
  {
    courseSlug: 'scrum-master-psm-i',
    userKey: OUSSAMA,
    rate: 4,
    daysAgo: 61,
    content:
      'Très bon contenu et formatrice passionnée. J’aurais aimé un peu plus de temps sur les questions pièges de l’examen, mais les examens blancs fournis compensent largement.',
  },
  {
    courseSlug: 'scrum-master-psm-i',
    userKey: THOMAS,
    rate: 5,
    daysAgo: 120,
    content:
      'Leïla maîtrise parfaitement le Scrum Guide et sait le relier à la réalité des organisations. Excellent rapport qualité-prix.',
  },
  {
    courseSlug: 'scrum-master-psm-i',
    userKey: WASSIM,
    rate: 4,
    daysAgo: 188,
    content:
      'Suivi pour mieux auditer des projets agiles. Les échanges sur les anti-patterns étaient particulièrement utiles.',
  },
  // PSPO I
  {
    courseSlug: 'product-owner-pspo-i',
    userKey: NOUR,
    rate: 4,
    daysAgo: 45,
    content:
      'La classe virtuelle était bien rythmée, avec beaucoup d’ateliers en sous-groupes. La partie sur la mesure de la valeur m’a ouvert les yeux.',
  },
  {
    courseSlug: 'product-owner-pspo-i',
    userKey: SALMA,
    rate: 5,
    daysAgo: 97,
    content:
      'Parfait en complément du PSM I. Je gère désormais mon backlog avec beaucoup plus de rigueur et mes sprint reviews sont enfin utiles.',
  },
  // Leading SAFe
  {
    courseSlug: 'leading-safe-agilist',
    userKey: THOMAS,
    rate: 4,
    daysAgo: 150,
    content:
      'Contenu dense mais bien structuré. La simulation de PI Planning vaut à elle seule le déplacement. Prévoir de relire le support avant l’examen.',
  },
  // DevOps Foundation
  {
    courseSlug: 'devops-foundation',
    userKey: OUSSAMA,
    rate: 5,
    daysAgo: 52,
    content:
      'Enfin une formation DevOps qui parle de culture et pas seulement d’outils. Les indicateurs DORA sont maintenant suivis dans mon équipe.',
  },
  {
    courseSlug: 'devops-foundation',
    userKey: AYMEN,
    rate: 4,
    daysAgo: 133,
    content:
      'Bonne vue d’ensemble pour un administrateur système. Le format du samedi est pratique quand on travaille en semaine.',
  },
  // Kanban
  {
    courseSlug: 'kanban-pilotage-flux',
    userKey: MERIEM,
    rate: 5,
    daysAgo: 12,
    content:
      'Nous avons mis en place un tableau Kanban pour le service client dès la semaine suivante. Le délai de traitement des réclamations a déjà baissé.',
  },
  {
    courseSlug: 'kanban-pilotage-flux',
    userKey: AYMEN,
    rate: 3,
    daysAgo: 80,
    content:
      'Contenu intéressant mais un peu théorique en ligne. Un atelier en présentiel aurait permis de mieux manipuler le tableau.',
  },
  // Design Thinking
  {
    courseSlug: 'design-thinking-innovation',
    userKey: NOUR,
    rate: 5,
    daysAgo: 74,
    content:
      'Deux jours très créatifs à Sousse. Nous avons interviewé de vrais clients et construit un prototype en carton : mémorable !',
  },
  {
    courseSlug: 'design-thinking-innovation',
    userKey: IMEN,
    rate: 4,
    daysAgo: 210,
    content:
      'Utile pour revoir l’offre de ma startup avec un regard neuf. Les outils d’empathie sont simples et efficaces.',
  },
  // Transformation digitale
  {
    courseSlug: 'transformation-digitale-dirigeants',
    userKey: THOMAS,
    rate: 3,
    daysAgo: 240,
    content:
      'Bon cadre général et échanges riches entre dirigeants. Certaines parties sur les technologies restaient un peu superficielles pour mon profil.',
  },
  // OKR
  {
    courseSlug: 'okr-piloter-performance',
    userKey: MERIEM,
    rate: 4,
    daysAgo: 28,
    content:
      'Atelier concret : nous sommes repartis avec les OKR du trimestre rédigés. Le modèle de suivi hebdomadaire est très pratique.',
  },
  {
    courseSlug: 'okr-piloter-performance',
    userKey: BILEL,
    rate: 4,
    daysAgo: 115,
    content: 'Une journée bien utilisée. J’ai apprécié la distinction entre objectifs engagés et ambitieux.',
  },
  // Lean Six Sigma Green Belt
  {
    courseSlug: 'lean-six-sigma-green-belt',
    userKey: WASSIM,
    rate: 5,
    daysAgo: 160,
    content:
      'Claire Dubois est une formatrice exceptionnelle. Le projet mené en parallèle m’a permis de réduire de 30 % les délais de traitement des dossiers sinistres.',
  },
  {
    courseSlug: 'lean-six-sigma-green-belt',
    userKey: SALMA,
    rate: 4,
    daysAgo: 305,
    content:
      'Formation exigeante, surtout la partie statistique, mais très formatrice. Prévoyez du temps personnel entre les samedis.',
  },
  // Lean Six Sigma Yellow Belt
  {
    courseSlug: 'lean-six-sigma-yellow-belt',
    userKey: MERIEM,
    rate: 4,
    daysAgo: 190,
    content:
      'La simulation de production en équipes est ludique et parlante. Bonne introduction avant de viser la Green Belt.',
  },
  // PMP
  {
    courseSlug: 'pmp-preparation-certification',
    userKey: AMIRA,
    rate: 5,
    daysAgo: 42,
    content:
      'Certification PMP® obtenue avec la mention « Above Target » dans les trois domaines ! Les examens blancs de Mehdi sont plus difficiles que le vrai examen, c’est exactement ce qu’il faut.',
  },
  {
    courseSlug: 'pmp-preparation-certification',
    userKey: SALMA,
    rate: 5,
    daysAgo: 95,
    content:
      'Accompagnement remarquable, y compris pour le dossier de candidature au PMI. Le coaching individuel avant l’examen m’a beaucoup rassurée.',
  },
  {
    courseSlug: 'pmp-preparation-certification',
    userKey: THOMAS,
    rate: 4,
    daysAgo: 170,
    content:
      'Très bonne préparation, centrée sur la logique des questions situationnelles. Les samedis sont denses : il faut vraiment réviser entre les séances.',
  },
  {
    courseSlug: 'pmp-preparation-certification',
    userKey: WASSIM,
    rate: 5,
    daysAgo: 260,
    content:
      'Réussi du premier coup. La méthode d’élimination des réponses enseignée en formation m’a fait gagner un temps précieux le jour J.',
  },
  {
    courseSlug: 'pmp-preparation-certification',
    userKey: BILEL,
    rate: 3,
    daysAgo: 330,
    content:
      'Contenu de qualité, mais le rythme est soutenu quand on n’a jamais piloté de projet formellement. Je conseille de suivre les fondamentaux avant.',
  },
  // CAPM
  {
    courseSlug: 'capm-certification',
    userKey: RANIA,
    rate: 4,
    daysAgo: 66,
    content:
      'Idéal pour structurer mes connaissances en gestion de projet. Les cours du soir s’intègrent bien dans un emploi du temps chargé.',
  },
  {
    courseSlug: 'capm-certification',
    userKey: IMEN,
    rate: 4,
    daysAgo: 222,
    content:
      'Clair et progressif. La partie sur l’analyse métier m’a servi directement pour rédiger le cahier des charges de notre application.',
  },
  // PMI-RMP
  {
    courseSlug: 'pmi-rmp-gestion-risques',
    userKey: WASSIM,
    rate: 5,
    daysAgo: 140,
    content:
      'Le module sur la simulation de Monte-Carlo était remarquable. Formation pointue, réservée à ceux qui ont déjà une bonne pratique des projets.',
  },
  // PMI-ACP
  {
    courseSlug: 'pmi-acp-agile-certified-practitioner',
    userKey: SALMA,
    rate: 4,
    daysAgo: 58,
    content:
      'Bonne synthèse de toutes les approches agiles. Les sept soirées passent vite et les enregistrements sont pratiques pour réviser.',
  },
  {
    courseSlug: 'pmi-acp-agile-certified-practitioner',
    userKey: THOMAS,
    rate: 5,
    daysAgo: 205,
    content: 'Certification obtenue. La formation va bien au-delà de Scrum et donne une vraie culture agile.',
  },
  // PRINCE2 Foundation
  {
    courseSlug: 'prince2-foundation',
    userKey: THOMAS,
    rate: 5,
    daysAgo: 38,
    content:
      'Olivier rend PRINCE2® vivant avec ses anecdotes de PMO. Examen réussi le troisième jour, sans stress.',
  },
  {
    courseSlug: 'prince2-foundation',
    userKey: SALMA,
    rate: 4,
    daysAgo: 112,
    content:
      'Méthode très adaptée au secteur public. Les exercices sur le business case sont particulièrement bien conçus.',
  },
  {
    courseSlug: 'prince2-foundation',
    userKey: WASSIM,
    rate: 4,
    daysAgo: 199,
    content: 'Formation solide et bien organisée. Le manuel officiel fourni est un vrai plus.',
  },
  {
    courseSlug: 'prince2-foundation',
    userKey: AYMEN,
    rate: 3,
    daysAgo: 286,
    content:
      'Correct, mais beaucoup de vocabulaire à mémoriser en peu de temps. Prévoir de lire le manuel avant la session.',
  },
  // PRINCE2 Practitioner
  {
    courseSlug: 'prince2-practitioner',
    userKey: THOMAS,
    rate: 4,
    daysAgo: 9,
    content:
      'Les études de cas préparent bien à l’examen à livre ouvert. Il faut connaître parfaitement le manuel pour gagner du temps.',
  },
  // Fondamentaux de la gestion de projet
  {
    courseSlug: 'fondamentaux-gestion-projet',
    userKey: IMEN,
    rate: 5,
    daysAgo: 88,
    content:
      'Exactement ce dont j’avais besoin pour piloter le déploiement de nos capteurs chez les agriculteurs. Les modèles Excel fournis sont très utiles.',
  },
  {
    courseSlug: 'fondamentaux-gestion-projet',
    userKey: MERIEM,
    rate: 4,
    daysAgo: 176,
    content:
      'Bonne formation de base, bien illustrée. Le format du samedi à Sfax évite de poser des jours de congé.',
  },
  {
    courseSlug: 'fondamentaux-gestion-projet',
    userKey: BILEL,
    rate: 4,
    daysAgo: 250,
    content:
      'Pratique et accessible. Je me sens maintenant capable de suivre les projets d’installation chez nos clients avec un vrai planning.',
  },
  // MS Project
  {
    courseSlug: 'ms-project-planification',
    userKey: SALMA,
    rate: 3,
    daysAgo: 18,
    content:
      'Contenu utile, mais une soirée de plus aurait été nécessaire pour la gestion des ressources. Le formateur reste disponible par courriel.',
  },
  {
    courseSlug: 'ms-project-planification',
    userKey: AYMEN,
    rate: 4,
    daysAgo: 135,
    content:
      'Très bons exercices sur poste. Je gagne un temps fou sur le suivi des chantiers informatiques de la clinique.',
  },
  // Gestion de projet hybride
  {
    courseSlug: 'gestion-projet-hybride',
    userKey: SALMA,
    rate: 5,
    daysAgo: 71,
    content:
      'Enfin une réponse concrète à nos projets qui mélangent marchés publics et développement agile. La cartographie des lots est devenue notre outil de cadrage.',
  },
  // IA générative
  {
    courseSlug: 'ia-generative-fondamentaux',
    userKey: AMIRA,
    rate: 4,
    daysAgo: 21,
    content:
      'Très bonne introduction, concrète et sans jargon. J’utilise désormais l’IA pour préparer mes comptes rendus de comité de pilotage.',
  },
  {
    courseSlug: 'ia-generative-fondamentaux',
    userKey: HELA,
    rate: 5,
    daysAgo: 49,
    content:
      'Nadia explique avec une grande clarté. La partie sur la confidentialité des données m’a permis de rédiger une charte d’usage pour l’entreprise.',
  },
  {
    courseSlug: 'ia-generative-fondamentaux',
    userKey: NOUR,
    rate: 5,
    daysAgo: 102,
    content:
      'Quatre soirées passionnantes. Les exercices sur les limites et les hallucinations des modèles sont indispensables.',
  },
  {
    courseSlug: 'ia-generative-fondamentaux',
    userKey: BILEL,
    rate: 4,
    daysAgo: 147,
    content:
      'Utile pour préparer mes offres commerciales plus rapidement. J’aurais aimé plus d’exemples propres à la vente B2B.',
  },
  {
    courseSlug: 'ia-generative-fondamentaux',
    userKey: IMEN,
    rate: 5,
    daysAgo: 230,
    content: 'Accessible même sans formation technique. Je recommande à tous les entrepreneurs.',
  },
  // IA pour les RH
  {
    courseSlug: 'ia-pour-les-rh',
    userKey: HELA,
    rate: 5,
    daysAgo: 25,
    content:
      'Formation exactement calibrée pour les RH. La bibliothèque de prompts et le travail sur les biais de recrutement sont précieux.',
  },
  {
    courseSlug: 'ia-pour-les-rh',
    userKey: MERIEM,
    rate: 4,
    daysAgo: 63,
    content:
      'Très concret pour le recrutement de nos conseillers clientèle. Yasmine insiste à juste titre sur le cadre légal de la protection des données.',
  },
  // IA pour managers
  {
    courseSlug: 'ia-pour-managers',
    userKey: THOMAS,
    rate: 4,
    daysAgo: 33,
    content:
      'Bonne grille pour évaluer les cas d’usage. Les échanges entre managers de secteurs différents étaient très riches.',
  },
  {
    courseSlug: 'ia-pour-managers',
    userKey: WASSIM,
    rate: 4,
    daysAgo: 84,
    content:
      'Permet de poser les bonnes questions aux équipes data et aux fournisseurs. Format hybride bien maîtrisé.',
  },
  {
    courseSlug: 'ia-pour-managers',
    userKey: MERIEM,
    rate: 5,
    daysAgo: 129,
    content:
      'J’ai pu présenter à ma direction un projet de tri automatique des demandes clients, chiffré et argumenté, grâce à cette formation.',
  },
  // IA pour le marketing
  {
    courseSlug: 'ia-pour-le-marketing',
    userKey: NOUR,
    rate: 4,
    daysAgo: 57,
    content:
      'Beaucoup d’outils découverts et testés sur nos propres campagnes. Le plan d’action final est réaliste.',
  },
  {
    courseSlug: 'ia-pour-le-marketing',
    userKey: IMEN,
    rate: 3,
    daysAgo: 163,
    content:
      'Intéressant, mais plutôt pensé pour des équipes marketing déjà structurées. Pour une petite startup, certains outils sont trop coûteux.',
  },
  // Prompt engineering
  {
    courseSlug: 'prompt-engineering-atelier',
    userKey: NOUR,
    rate: 5,
    daysAgo: 14,
    content: 'Une demi-journée très efficace. Ma bibliothèque de prompts me sert tous les jours.',
  },
  {
    courseSlug: 'prompt-engineering-atelier',
    userKey: RANIA,
    rate: 4,
    daysAgo: 76,
    content:
      'Les techniques de raisonnement étape par étape améliorent vraiment la qualité des réponses pour l’analyse de données.',
  },
  {
    courseSlug: 'prompt-engineering-atelier',
    userKey: BILEL,
    rate: 2,
    daysAgo: 118,
    content:
      'Trop court pour le prix à mon goût, on reste sur sa faim. Une journée complète serait plus adaptée.',
  },
  // Machine learning
  {
    courseSlug: 'machine-learning-python',
    userKey: RANIA,
    rate: 5,
    daysAgo: 91,
    content:
      'Excellente formation, rigoureuse et pratique. Le projet final sur la prévision des ventes a été repris tel quel dans mon entreprise.',
  },
  {
    courseSlug: 'machine-learning-python',
    userKey: OUSSAMA,
    rate: 4,
    daysAgo: 184,
    content:
      'Très bons notebooks et explications claires des algorithmes. Il faut être à l’aise en Python dès le départ.',
  },
  // Deep learning
  {
    courseSlug: 'deep-learning-vision-nlp',
    userKey: RANIA,
    rate: 4,
    daysAgo: 272,
    content:
      'Niveau élevé, comme annoncé. Le travail sur des textes en dialecte tunisien est une originalité que l’on ne trouve nulle part ailleurs.',
  },
  // ISO 42001
  {
    courseSlug: 'gouvernance-ia-iso-42001',
    userKey: MOHAMED,
    rate: 4,
    daysAgo: 47,
    content:
      'Bon complément à l’ISO 27001 pour encadrer les projets d’IA de la banque. La partie sur l’AI Act est très à jour.',
  },
  // AI-900
  {
    courseSlug: 'azure-ai-fundamentals-ai-900',
    userKey: RANIA,
    rate: 4,
    daysAgo: 105,
    content:
      'Deux soirées bien remplies, avec des démonstrations sur chaque service Azure. Examen réussi la semaine suivante.',
  },
  {
    courseSlug: 'azure-ai-fundamentals-ai-900',
    userKey: OUSSAMA,
    rate: 4,
    daysAgo: 194,
    content:
      'Bonne porte d’entrée vers l’IA sur Azure. Les laboratoires en ligne permettent de continuer à pratiquer après la formation.',
  },
  // Automatisation no-code
  {
    courseSlug: 'automatisation-ia-no-code',
    userKey: MERIEM,
    rate: 4,
    daysAgo: 39,
    content: 'Nous avons automatisé le tri des courriels entrants du service client. Gain de temps immédiat.',
  },
  {
    courseSlug: 'automatisation-ia-no-code',
    userKey: IMEN,
    rate: 5,
    daysAgo: 144,
    content:
      'Parfait pour une petite équipe sans développeur. Chaque soirée se termine par un scénario qui fonctionne vraiment.',
  },
  {
    courseSlug: 'automatisation-ia-no-code',
    userKey: HELA,
    rate: 3,
    daysAgo: 201,
    content:
      'Intéressant, mais certaines manipulations allaient trop vite pour une débutante. Les enregistrements m’ont permis de rattraper.',
  },
  // CISSP
  {
    courseSlug: 'cissp-preparation-certification',
    userKey: MOHAMED,
    rate: 5,
    daysAgo: 70,
    content:
      'La meilleure préparation CISSP que j’aie connue. Anis insiste sur la posture de manager, et c’est la clé de l’examen.',
  },
  {
    courseSlug: 'cissp-preparation-certification',
    userKey: AYMEN,
    rate: 4,
    daysAgo: 158,
    content:
      'Cinq jours intenses et très denses. Le plan de révision sur huit semaines m’a permis de réussir au premier essai.',
  },
  {
    courseSlug: 'cissp-preparation-certification',
    userKey: WASSIM,
    rate: 4,
    daysAgo: 295,
    content: 'Très bon formateur, très bons supports. Groupe réduit, ce qui favorise les échanges.',
  },
  // CISA
  {
    courseSlug: 'cisa-isaca-auditeur-si',
    userKey: WASSIM,
    rate: 5,
    daysAgo: 110,
    content:
      'Indispensable pour un auditeur interne. Les études de cas bancaires sont très proches de nos missions réelles.',
  },
  {
    courseSlug: 'cisa-isaca-auditeur-si',
    userKey: MOHAMED,
    rate: 4,
    daysAgo: 236,
    content: 'Bonne préparation, et l’accès à la base de questions ISACA pendant un an est un vrai atout.',
  },
  // CISM
  {
    courseSlug: 'cism-isaca-management-securite',
    userKey: MOHAMED,
    rate: 4,
    daysAgo: 320,
    content:
      'Contenu très pertinent pour un RSSI. Les soirées en ligne demandent de la discipline, mais les enregistrements aident.',
  },
  // ISO 27001 LI
  {
    courseSlug: 'iso-27001-lead-implementer',
    userKey: MOHAMED,
    rate: 5,
    daysAgo: 29,
    content:
      'Formation structurante : j’ai repris la méthode d’appréciation des risques pour notre SMSI. Examen PECB réussi.',
  },
  {
    courseSlug: 'iso-27001-lead-implementer',
    userKey: WASSIM,
    rate: 4,
    daysAgo: 125,
    content:
      'Très complet sur les mesures de l’annexe A version 2022. Le rythme est soutenu le quatrième jour.',
  },
  {
    courseSlug: 'iso-27001-lead-implementer',
    userKey: AYMEN,
    rate: 4,
    daysAgo: 247,
    content:
      'Utile pour préparer la certification de notre clinique. Les modèles de documents fournis font gagner beaucoup de temps.',
  },
  // ISO 27001 LA
  {
    courseSlug: 'iso-27001-lead-auditor',
    userKey: WASSIM,
    rate: 4,
    daysAgo: 355,
    content:
      'Les jeux de rôle d’audit sont très réalistes. Formation appréciée même si la session de Sfax impose un déplacement.',
  },
  // Pentest
  {
    courseSlug: 'tests-intrusion-pentest',
    userKey: AYMEN,
    rate: 5,
    daysAgo: 55,
    content:
      'Farès est un pédagogue hors pair. Les laboratoires Active Directory sont impressionnants de réalisme.',
  },
  {
    courseSlug: 'tests-intrusion-pentest',
    userKey: OUSSAMA,
    rate: 5,
    daysAgo: 139,
    content:
      'En tant que développeur, j’ai compris comment mes applications pouvaient être attaquées. Je code désormais autrement.',
  },
  {
    courseSlug: 'tests-intrusion-pentest',
    userKey: MOHAMED,
    rate: 4,
    daysAgo: 268,
    content:
      'Très bonne formation technique. La partie sur la rédaction du rapport pour la direction est souvent négligée ailleurs.',
  },
  // CEH
  {
    courseSlug: 'ethical-hacking-ceh',
    userKey: OUSSAMA,
    rate: 4,
    daysAgo: 99,
    content:
      'Programme très large et laboratoires iLabs de qualité. Certification obtenue après un mois de révisions.',
  },
  {
    courseSlug: 'ethical-hacking-ceh',
    userKey: AYMEN,
    rate: 3,
    daysAgo: 216,
    content:
      'Le contenu officiel EC-Council est parfois daté, mais le formateur le complète avec des cas actuels. Correct dans l’ensemble.',
  },
  // Sensibilisation
  {
    courseSlug: 'sensibilisation-cybersecurite-collaborateurs',
    userKey: HELA,
    rate: 4,
    daysAgo: 16,
    content:
      'Nous avons inscrit toute l’équipe administrative. Les exemples d’hameçonnage tirés de cas tunisiens ont marqué les esprits.',
  },
  {
    courseSlug: 'sensibilisation-cybersecurite-collaborateurs',
    userKey: MERIEM,
    rate: 5,
    daysAgo: 43,
    content: 'Court, clair et interactif. La fiche réflexe est affichée dans nos bureaux.',
  },
  {
    courseSlug: 'sensibilisation-cybersecurite-collaborateurs',
    userKey: BILEL,
    rate: 4,
    daysAgo: 92,
    content: 'Utile pour les commerciaux qui travaillent souvent en déplacement sur des Wi-Fi publics.',
  },
  {
    courseSlug: 'sensibilisation-cybersecurite-collaborateurs',
    userKey: IMEN,
    rate: 4,
    daysAgo: 174,
    content: 'Bon format pour une petite équipe. Le quiz final est ludique.',
  },
  // Cybersécurité PME
  {
    courseSlug: 'cybersecurite-pme',
    userKey: IMEN,
    rate: 5,
    daysAgo: 82,
    content:
      'Pragmatique et adapté aux moyens d’une jeune entreprise. Nous avons mis en place les sauvegardes et l’authentification forte dès la première semaine.',
  },
  {
    courseSlug: 'cybersecurite-pme',
    userKey: BILEL,
    rate: 3,
    daysAgo: 263,
    content: 'Bonnes recommandations, mais j’aurais aimé davantage de démonstrations concrètes.',
  },
  // Security+
  {
    courseSlug: 'comptia-security-plus',
    userKey: AYMEN,
    rate: 4,
    daysAgo: 24,
    content: 'Bonne préparation, les laboratoires en ligne sont bien faits. Examen réussi avec 790 points.',
  },
  {
    courseSlug: 'comptia-security-plus',
    userKey: OUSSAMA,
    rate: 3,
    daysAgo: 153,
    content:
      'Contenu complet, mais dix soirées après le travail, c’est fatigant. Les enregistrements ont été indispensables.',
  },
  // SOC
  {
    courseSlug: 'analyste-soc-gestion-incidents',
    userKey: MOHAMED,
    rate: 4,
    daysAgo: 208,
    content:
      'J’y ai envoyé deux analystes juniors : ils sont revenus opérationnels sur notre SIEM. Formation bien pensée.',
  },
  // ITIL 4
  {
    courseSlug: 'itil-4-foundation',
    userKey: AYMEN,
    rate: 5,
    daysAgo: 31,
    content:
      'Rim explique ITIL® 4 avec des exemples concrets de centres de services. Examen réussi avec 36/40.',
  },
  {
    courseSlug: 'itil-4-foundation',
    userKey: MERIEM,
    rate: 4,
    daysAgo: 86,
    content:
      'Même sans être informaticienne, j’ai tout compris. Les principes directeurs s’appliquent très bien au service client.',
  },
  {
    courseSlug: 'itil-4-foundation',
    userKey: WASSIM,
    rate: 4,
    daysAgo: 178,
    content:
      'Très bonne organisation, salle agréable aux Berges du Lac. Le support est clair et bien illustré.',
  },
  {
    courseSlug: 'itil-4-foundation',
    userKey: MOHAMED,
    rate: 4,
    daysAgo: 244,
    content:
      'Utile pour aligner sécurité et gestion des services. Bon équilibre entre théorie et préparation à l’examen.',
  },
  {
    courseSlug: 'itil-4-foundation',
    userKey: OUSSAMA,
    rate: 3,
    daysAgo: 347,
    content:
      'Bonne formation, mais beaucoup de définitions à apprendre par cœur. Plus utile pour l’exploitation que pour les développeurs.',
  },
  // COBIT
  {
    courseSlug: 'cobit-2019-foundation',
    userKey: WASSIM,
    rate: 5,
    daysAgo: 7,
    content:
      'Indispensable pour auditer la gouvernance informatique. La cascade des objectifs est enfin claire pour moi.',
  },
  {
    courseSlug: 'cobit-2019-foundation',
    userKey: MOHAMED,
    rate: 4,
    daysAgo: 190,
    content: 'Bonne formation, bien articulée avec l’ISO 27001. Le format hybride a bien fonctionné.',
  },
  // TOGAF
  {
    courseSlug: 'togaf-enterprise-architecture-foundation',
    userKey: THOMAS,
    rate: 4,
    daysAgo: 127,
    content:
      'Formation sérieuse, qui démystifie l’ADM. Le cas d’entreprise fil rouge aide beaucoup à retenir les phases.',
  },
  {
    courseSlug: 'togaf-enterprise-architecture-foundation',
    userKey: RANIA,
    rate: 3,
    daysAgo: 311,
    content:
      'Contenu très théorique pour quelqu’un qui vient de la data. Intéressant, mais difficile à appliquer immédiatement.',
  },
  // AZ-900
  {
    courseSlug: 'azure-fundamentals-az-900',
    userKey: KARIM,
    rate: 5,
    daysAgo: 19,
    content:
      'Quatre soirées efficaces et un formateur très pédagogue. AZ-900 obtenue, j’enchaîne maintenant sur l’AZ-104.',
  },
  {
    courseSlug: 'azure-fundamentals-az-900',
    userKey: AYMEN,
    rate: 4,
    daysAgo: 104,
    content:
      'Bonne introduction au cloud Microsoft. Les démonstrations dans le portail Azure rendent les concepts concrets.',
  },
  {
    courseSlug: 'azure-fundamentals-az-900',
    userKey: RANIA,
    rate: 4,
    daysAgo: 213,
    content:
      'Utile pour comprendre l’infrastructure sur laquelle tournent nos outils d’analyse. Format after-work très pratique.',
  },
  // AZ-104
  {
    courseSlug: 'azure-administrator-az-104',
    userKey: AYMEN,
    rate: 5,
    daysAgo: 68,
    content:
      'Laboratoires très complets sur un vrai abonnement Azure. J’administre maintenant nos ressources cloud en confiance.',
  },
  {
    courseSlug: 'azure-administrator-az-104',
    userKey: OUSSAMA,
    rate: 4,
    daysAgo: 227,
    content: 'Exigeant mais très formateur. La partie réseaux virtuels demande un peu de travail personnel.',
  },
  // AWS Cloud Practitioner
  {
    courseSlug: 'aws-cloud-practitioner',
    userKey: OUSSAMA,
    rate: 5,
    daysAgo: 36,
    content: 'Clair, bien structuré, et l’examen est arrivé sans surprise. Parfait pour démarrer avec AWS.',
  },
  {
    courseSlug: 'aws-cloud-practitioner',
    userKey: RANIA,
    rate: 4,
    daysAgo: 121,
    content:
      'Bonne vue d’ensemble des services. La partie facturation m’a été utile pour estimer les coûts de notre entrepôt de données.',
  },
  {
    courseSlug: 'aws-cloud-practitioner',
    userKey: BILEL,
    rate: 4,
    daysAgo: 258,
    content:
      'Suivi pour mieux comprendre les offres cloud que je vends. Accessible pour un profil commercial.',
  },
  // AWS Solutions Architect
  {
    courseSlug: 'aws-solutions-architect-associate',
    userKey: AYMEN,
    rate: 4,
    daysAgo: 166,
    content:
      'Les ateliers de conception d’architecture sont excellents. Prévoir une solide expérience AWS avant de s’inscrire.',
  },
  // Docker
  {
    courseSlug: 'docker-conteneurisation',
    userKey: KARIM,
    rate: 4,
    daysAgo: 54,
    content:
      'Très pratique : nous avons réduit la taille de nos images de 60 % grâce aux builds multi-étapes. J’aurais aimé une demi-journée de plus sur la sécurité.',
  },
  {
    courseSlug: 'docker-conteneurisation',
    userKey: OUSSAMA,
    rate: 5,
    daysAgo: 143,
    content:
      'Formation idéale pour les développeurs. Sami répond à toutes les questions avec des exemples tirés de la production.',
  },
  {
    courseSlug: 'docker-conteneurisation',
    userKey: AYMEN,
    rate: 5,
    daysAgo: 281,
    content: 'Excellente pédagogie et postes bien préparés. Docker Compose n’a plus de secret pour moi.',
  },
  // CKA
  {
    courseSlug: 'kubernetes-administrateur-cka',
    userKey: AYMEN,
    rate: 4,
    daysAgo: 340,
    content:
      'Les simulations chronométrées sont proches du vrai examen pratique. Formation difficile, mais la certification est au bout.',
  },
  // Power BI
  {
    courseSlug: 'power-bi-data-analyst-pl-300',
    userKey: RANIA,
    rate: 5,
    daysAgo: 27,
    content:
      'La partie DAX est expliquée avec une clarté rare. Mes tableaux de bord de ventes sont désormais utilisés par toute la direction.',
  },
  {
    courseSlug: 'power-bi-data-analyst-pl-300',
    userKey: MERIEM,
    rate: 5,
    daysAgo: 73,
    content:
      'J’ai construit le tableau de bord du service client pendant la formation. Examen PL-300 réussi !',
  },
  {
    courseSlug: 'power-bi-data-analyst-pl-300',
    userKey: BILEL,
    rate: 4,
    daysAgo: 136,
    content:
      'Très utile pour suivre mon portefeuille clients. Les cours du soir à Sfax sont une vraie chance pour nous.',
  },
  {
    courseSlug: 'power-bi-data-analyst-pl-300',
    userKey: SALMA,
    rate: 4,
    daysAgo: 219,
    content:
      'Bon rythme et jeux de données réalistes. Le module sur la sécurité au niveau des lignes mérite plus de temps.',
  },
  {
    courseSlug: 'power-bi-data-analyst-pl-300',
    userKey: HELA,
    rate: 4,
    daysAgo: 302,
    content:
      'Je pilote maintenant l’absentéisme et la formation avec Power BI. Très bonne formation, même pour une non-spécialiste.',
  },
  // ISTQB
  {
    courseSlug: 'istqb-foundation-level',
    userKey: OUSSAMA,
    rate: 4,
    daysAgo: 61,
    content:
      'Sophie connaît parfaitement le syllabus 4.0. Les exercices sur les techniques de test sont très formateurs.',
  },
  {
    courseSlug: 'istqb-foundation-level',
    userKey: SALMA,
    rate: 3,
    daysAgo: 254,
    content:
      'Utile pour dialoguer avec les équipes de recette, mais assez scolaire. L’examen blanc aide beaucoup.',
  },
  // Techniques de vente B2B
  {
    courseSlug: 'techniques-vente-b2b',
    userKey: BILEL,
    rate: 5,
    daysAgo: 22,
    content:
      'Les mises en situation filmées sont redoutablement efficaces. Hatem a un vrai vécu terrain et ça se sent.',
  },
  {
    courseSlug: 'techniques-vente-b2b',
    userKey: MERIEM,
    rate: 4,
    daysAgo: 107,
    content: 'Le questionnement SPIN m’aide aussi en relation client pour comprendre les vraies attentes.',
  },
  {
    courseSlug: 'techniques-vente-b2b',
    userKey: IMEN,
    rate: 4,
    daysAgo: 198,
    content:
      'Précieux pour une fondatrice qui doit vendre elle-même. Mes rendez-vous sont mieux préparés et plus courts.',
  },
  // Négociation
  {
    courseSlug: 'negociation-commerciale-avancee',
    userKey: BILEL,
    rate: 4,
    daysAgo: 78,
    content:
      'J’ai appris à ne plus céder sans contrepartie. Les jeux de rôle face à des acheteurs coriaces sont très réalistes.',
  },
  {
    courseSlug: 'negociation-commerciale-avancee',
    userKey: THOMAS,
    rate: 5,
    daysAgo: 233,
    content: 'Formation avancée de grande qualité. La préparation stratégique avec la MESORE change tout.',
  },
  // Relation client et CRM
  {
    courseSlug: 'relation-client-crm',
    userKey: MERIEM,
    rate: 5,
    daysAgo: 46,
    content:
      'Nous avons revu tout notre traitement des réclamations. Le NPS a gagné 12 points en trois mois.',
  },
  {
    courseSlug: 'relation-client-crm',
    userKey: BILEL,
    rate: 4,
    daysAgo: 151,
    content: 'Bonnes pistes pour mieux exploiter notre CRM, souvent sous-utilisé chez nous.',
  },
  {
    courseSlug: 'relation-client-crm',
    userKey: NOUR,
    rate: 3,
    daysAgo: 289,
    content: 'Contenu correct mais assez généraliste. Je m’attendais à plus de démonstrations d’outils CRM.',
  },
  // Key Account Management
  {
    courseSlug: 'key-account-management',
    userKey: BILEL,
    rate: 4,
    daysAgo: 181,
    content:
      'Le modèle de plan de compte est devenu notre standard. Formation exigeante, réservée aux commerciaux expérimentés.',
  },
  // Social selling
  {
    courseSlug: 'social-selling-linkedin',
    userKey: NOUR,
    rate: 5,
    daysAgo: 11,
    content:
      'Mon profil a été entièrement revu pendant l’atelier. Trois demandes de rendez-vous dans la semaine qui a suivi !',
  },
  {
    courseSlug: 'social-selling-linkedin',
    userKey: BILEL,
    rate: 4,
    daysAgo: 90,
    content:
      'Bonne journée, très pratique. Les modèles de messages d’approche sont à adapter mais font gagner du temps.',
  },
  {
    courseSlug: 'social-selling-linkedin',
    userKey: IMEN,
    rate: 4,
    daysAgo: 168,
    content:
      'Utile pour développer la visibilité de ma startup auprès des coopératives agricoles et des investisseurs.',
  },
  {
    courseSlug: 'social-selling-linkedin',
    userKey: THOMAS,
    rate: 2,
    daysAgo: 277,
    content:
      'Trop basique pour quelqu’un qui utilise déjà LinkedIn au quotidien. Le niveau débutant est bien indiqué, c’est moi qui me suis trompé de formation.',
  },
  // Manager une équipe commerciale
  {
    courseSlug: 'manager-equipe-commerciale',
    userKey: BILEL,
    rate: 5,
    daysAgo: 325,
    content:
      'Suivie avant ma prise de poste de chef des ventes. Les revues de pipeline sont maintenant le rituel clé de mon équipe.',
  },
  // Leadership manager coach
  {
    courseSlug: 'leadership-manager-coach',
    userKey: MERIEM,
    rate: 5,
    daysAgo: 41,
    content:
      'Une formation qui m’a profondément fait évoluer. Je délègue enfin et mon équipe est plus autonome.',
  },
  {
    courseSlug: 'leadership-manager-coach',
    userKey: HELA,
    rate: 5,
    daysAgo: 114,
    content:
      'Inès est une coach remarquable. Nous avons décidé d’inscrire tous nos chefs d’atelier à la prochaine session.',
  },
  {
    courseSlug: 'leadership-manager-coach',
    userKey: SALMA,
    rate: 4,
    daysAgo: 196,
    content:
      'Le modèle GROW et les exercices de feedback sont directement applicables. Très bon groupe, beaucoup d’échanges.',
  },
  {
    courseSlug: 'leadership-manager-coach',
    userKey: WASSIM,
    rate: 4,
    daysAgo: 298,
    content: 'Formation riche et bienveillante. L’autodiagnostic de leadership est très éclairant.',
  },
  // Prise de parole
  {
    courseSlug: 'prise-de-parole-en-public',
    userKey: NOUR,
    rate: 5,
    daysAgo: 20,
    content: 'J’ai présenté notre nouvelle gamme devant 200 personnes un mois après, sans trembler. Merci !',
  },
  {
    courseSlug: 'prise-de-parole-en-public',
    userKey: IMEN,
    rate: 5,
    daysAgo: 101,
    content:
      'Indispensable avant mon premier pitch devant des investisseurs. Les vidéos permettent de mesurer ses progrès.',
  },
  {
    courseSlug: 'prise-de-parole-en-public',
    userKey: RANIA,
    rate: 4,
    daysAgo: 187,
    content:
      'Je présente maintenant mes analyses avec une vraie structure et un message clé. Groupe bienveillant.',
  },
  {
    courseSlug: 'prise-de-parole-en-public',
    userKey: OUSSAMA,
    rate: 4,
    daysAgo: 315,
    content: 'Sortir de sa zone de confort est difficile, mais l’accompagnement est très progressif.',
  },
  // Gestion du temps
  {
    courseSlug: 'gestion-du-temps-priorites',
    userKey: HELA,
    rate: 4,
    daysAgo: 65,
    content:
      'Des méthodes simples que j’applique chaque lundi matin. Le format court en soirée est bien adapté.',
  },
  {
    courseSlug: 'gestion-du-temps-priorites',
    userKey: RANIA,
    rate: 4,
    daysAgo: 154,
    content: 'Les blocs de concentration ont changé ma façon de travailler. Très bon rapport qualité-prix.',
  },
  {
    courseSlug: 'gestion-du-temps-priorites',
    userKey: BILEL,
    rate: 3,
    daysAgo: 241,
    content:
      'Bons conseils, mais difficiles à appliquer quand on passe ses journées sur la route chez les clients.',
  },
  {
    courseSlug: 'gestion-du-temps-priorites',
    userKey: MERIEM,
    rate: 1,
    daysAgo: 366,
    content:
      'Très déçue : la première soirée a été perturbée par des problèmes de connexion. Le replay a été envoyé tardivement.',
  },
  // Intelligence émotionnelle
  {
    courseSlug: 'intelligence-emotionnelle-management',
    userKey: HELA,
    rate: 5,
    daysAgo: 133,
    content:
      'Une formation qui touche juste. Je gère beaucoup mieux les entretiens difficiles avec les salariés.',
  },
  {
    courseSlug: 'intelligence-emotionnelle-management',
    userKey: MERIEM,
    rate: 4,
    daysAgo: 262,
    content:
      'Très utile face aux clients agressifs et pour soutenir mon équipe. Approche concrète et respectueuse.',
  },
  // Management transversal
  {
    courseSlug: 'management-transversal',
    userKey: SALMA,
    rate: 4,
    daysAgo: 171,
    content:
      'La cartographie des acteurs m’a aidée à débloquer un projet interministériel. Formation bien construite.',
  },
  // Gestion des conflits
  {
    courseSlug: 'gestion-des-conflits',
    userKey: HELA,
    rate: 5,
    daysAgo: 5,
    content:
      'L’entretien de médiation pratiqué en jeu de rôle m’a servi dès le lundi suivant. Formation précieuse pour les RH.',
  },
  {
    courseSlug: 'gestion-des-conflits',
    userKey: MERIEM,
    rate: 4,
    daysAgo: 109,
    content:
      'Bonne formation, beaucoup de mises en situation. La communication non violente demande de la pratique, mais les bases sont là.',
  },
  {
    courseSlug: 'gestion-des-conflits',
    userKey: WASSIM,
    rate: 3,
    daysAgo: 229,
    content: 'Intéressant, même si certaines situations étaient éloignées de mon contexte d’auditeur.',
  },
  // Executive
  {
    courseSlug: 'leadership-dirigeants-executive',
    userKey: THOMAS,
    rate: 5,
    daysAgo: 292,
    content:
      'Un programme d’un niveau remarquable, en tout petit groupe. Les séances de coaching individuel entre les modules font toute la différence.',
  },
  // Créer son entreprise
  {
    courseSlug: 'creer-son-entreprise-tunisie',
    userKey: IMEN,
    rate: 5,
    daysAgo: 380,
    content:
      'C’est ici que mon projet est devenu une entreprise. Les explications sur le label Startup Act et le RNE m’ont fait gagner des mois.',
  },
  {
    courseSlug: 'creer-son-entreprise-tunisie',
    userKey: NOUR,
    rate: 4,
    daysAgo: 141,
    content:
      'Très clair sur les statuts juridiques et la fiscalité. Les témoignages d’entrepreneurs sfaxiens sont inspirants.',
  },
  {
    courseSlug: 'creer-son-entreprise-tunisie',
    userKey: OUSSAMA,
    rate: 4,
    daysAgo: 235,
    content: 'Parfait pour préparer mon activité en freelance. Le guide des démarches est très pratique.',
  },
  // Business plan
  {
    courseSlug: 'business-plan-levee-de-fonds',
    userKey: IMEN,
    rate: 5,
    daysAgo: 256,
    content:
      'Le modèle financier et la séance de pitch devant de vrais investisseurs ont été décisifs pour notre levée d’amorçage.',
  },
  // Business Model Canvas
  {
    courseSlug: 'business-model-canvas-atelier',
    userKey: IMEN,
    rate: 4,
    daysAgo: 343,
    content: 'Une journée dynamique pour clarifier son modèle économique. À faire au tout début du projet.',
  },
  {
    courseSlug: 'business-model-canvas-atelier',
    userKey: NOUR,
    rate: 4,
    daysAgo: 161,
    content:
      'Très bon atelier, même pour une salariée : nous l’avons utilisé pour lancer une nouvelle ligne de produits.',
  },
  {
    courseSlug: 'business-model-canvas-atelier',
    userKey: BILEL,
    rate: 5,
    daysAgo: 59,
    content:
      'Format interactif et animateur énergique. Les hypothèses critiques à tester sont une vraie révélation.',
  },
  // Marketing digital entrepreneurs
  {
    courseSlug: 'marketing-digital-entrepreneurs',
    userKey: IMEN,
    rate: 4,
    daysAgo: 148,
    content:
      'Plan marketing concret et adapté à un petit budget. Notre fiche d’établissement attire maintenant des clients locaux.',
  },
  {
    courseSlug: 'marketing-digital-entrepreneurs',
    userKey: NOUR,
    rate: 3,
    daysAgo: 274,
    content:
      'Bien pour débuter, mais trop basique pour une professionnelle du marketing. Je recommande aux vrais débutants.',
  },
  // Finance pour entrepreneurs
  {
    courseSlug: 'finance-pour-entrepreneurs',
    userKey: IMEN,
    rate: 4,
    daysAgo: 35,
    content:
      'Je lis enfin mes états financiers sans dépendre de mon comptable. Le tableur de trésorerie est devenu mon outil préféré.',
  },
  {
    courseSlug: 'finance-pour-entrepreneurs',
    userKey: BILEL,
    rate: 4,
    daysAgo: 123,
    content: 'Très utile pour comprendre les marges et défendre mes prix face aux clients.',
  },
  {
    courseSlug: 'finance-pour-entrepreneurs',
    userKey: HELA,
    rate: 3,
    daysAgo: 212,
    content:
      'Contenu de qualité, mais trois samedis, c’est un peu court pour tout assimiler quand on part de zéro.',
  },
];
