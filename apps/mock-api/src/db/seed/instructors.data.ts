import type { SeedInstructor } from './seed-types';

/** The firm's trainers, keyed by the instructorKey the courses use. */
export const SEED_INSTRUCTORS: Record<string, SeedInstructor> = {
  'mehdi-gharbi': {
    name: 'Mehdi Gharbi',
    title: 'Consultant PMP®, 15 ans d’expérience',
    bio: 'Ingénieur de formation, Mehdi a dirigé des programmes d’infrastructure et de télécommunications en Tunisie et dans le Golfe. Certifié PMP® et PMI-RMP®, il accompagne depuis 2014 les candidats à la certification avec un taux de réussite supérieur à 90 %.',
    photo: 'uploads\\instructors\\mehdi-gharbi.png',
  },
  'leila-haddad': {
    name: 'Leïla Haddad',
    title: 'Coach agile, Professional Scrum Trainer et SAFe® Program Consultant',
    bio: 'Leïla accompagne des banques, des opérateurs et des éditeurs de logiciels dans leur passage à l’agilité à l’échelle. Ancienne Product Owner, elle anime ses formations à partir de cas réels et de jeux sérieux qui rendent les concepts concrets.',
    photo: 'instructors/leila-haddad.png',
  },
  'anis-bouazizi': {
    name: 'Anis Bouazizi',
    title: 'Expert en cybersécurité, CISSP®, CISA® et CISM®',
    bio: 'Après douze ans comme RSSI dans le secteur bancaire, Anis conseille aujourd’hui des entreprises et des administrations sur la gouvernance de la sécurité. Il est auditeur principal ISO/IEC 27001 et intervient régulièrement lors de conférences régionales.',
    photo: 'uploads\\instructors\\anis-bouazizi.png',
  },
  'nadia-ferchichi': {
    name: 'Nadia Ferchichi',
    title: 'Docteure en intelligence artificielle, data scientist senior',
    bio: 'Nadia a soutenu sa thèse sur l’apprentissage profond avant de conduire des projets de vision par ordinateur et de traitement du langage pour l’industrie. Elle sait rendre accessibles les notions mathématiques sans rien sacrifier à la rigueur.',
    photo: 'instructors/nadia-ferchichi.png',
  },
  'sami-ben-amor': {
    name: 'Sami Ben Amor',
    title: 'Architecte cloud, certifié Azure, AWS et Kubernetes (CKA)',
    bio: 'Sami conçoit des plateformes cloud hybrides pour des clients du secteur financier et de la santé. Formateur Microsoft certifié (MCT), il privilégie les laboratoires pratiques sur de vrais environnements.',
    photo: 'uploads\\instructors\\sami-ben-amor.png',
  },
  'rim-khelifi': {
    name: 'Rim Khelifi',
    title: 'Consultante en gouvernance des SI, accréditée ITIL® 4, COBIT® et TOGAF®',
    bio: 'Rim a piloté la mise en place de centres de services et de démarches de gouvernance dans plusieurs DSI tunisiennes. Elle forme depuis dix ans aux référentiels de bonnes pratiques en les reliant toujours aux enjeux métier.',
    photo: null,
  },
  'hatem-chaabane': {
    name: 'Hatem Chaabane',
    title: 'Ancien directeur commercial, formateur en vente et négociation',
    bio: 'Hatem a bâti et dirigé des équipes commerciales dans la distribution et les services B2B pendant vingt ans. Ses formations reposent sur des mises en situation filmées et des outils directement applicables sur le terrain.',
    photo: 'instructors/hatem-chaabane.png',
  },
  'ines-mejri': {
    name: 'Inès Mejri',
    title: 'Coach professionnelle certifiée ICF (PCC), experte en leadership',
    bio: 'Psychologue du travail de formation, Inès accompagne des managers et des comités de direction sur le leadership, la communication et la gestion des tensions. Elle a coaché plus de 400 cadres en Tunisie et en France.',
    photo: 'uploads\\instructors\\ines-mejri.png',
  },
  'walid-jebali': {
    name: 'Walid Jebali',
    title: 'Entrepreneur et mentor de startups labellisées Startup Act',
    bio: 'Fondateur de deux entreprises dans la fintech, Walid accompagne des porteurs de projet dans plusieurs incubateurs de Tunis et de Sfax. Il connaît de l’intérieur les dispositifs de financement et les attentes des investisseurs.',
    photo: 'instructors/walid-jebali.png',
  },
  'claire-dubois': {
    name: 'Claire Dubois',
    title: 'Consultante Lean Six Sigma Black Belt, 18 ans d’expérience',
    bio: 'Claire a conduit des programmes d’excellence opérationnelle dans l’automobile et l’agroalimentaire en France puis au Maghreb. Elle intervient en Tunisie depuis 2016 auprès d’industriels exportateurs.',
    photo: null,
  },
  'olivier-martin': {
    name: 'Olivier Martin',
    title: 'Formateur accrédité PRINCE2® et MSP®, expert PMO',
    bio: 'Olivier a dirigé des bureaux de projets dans des administrations françaises et des organisations internationales. Il partage une vision pragmatique de la gouvernance de projet, loin du formalisme inutile.',
    photo: 'uploads\\instructors\\olivier-martin.png',
  },
  'yasmine-karoui': {
    name: 'Yasmine Karoui',
    title: 'Consultante en IA appliquée aux RH et au marketing',
    bio: 'Ancienne responsable marketing digital, Yasmine aide les directions RH et marketing à intégrer les outils d’IA générative dans leurs processus. Elle insiste autant sur les gains de productivité que sur l’éthique et la protection des données.',
    photo: 'instructors/yasmine-karoui.png',
  },
  'fares-toumi': {
    name: 'Farès Toumi',
    title: 'Pentester senior, certifié OSCP et CEH',
    bio: 'Farès mène des tests d’intrusion et des exercices Red Team pour des banques, des assurances et des opérateurs télécoms. Ses formations se déroulent en grande partie sur une plateforme de laboratoires dédiée.',
    photo: null,
  },
  'sophie-laurent': {
    name: 'Sophie Laurent',
    title: 'Consultante qualité logicielle, certifiée ISTQB® Advanced',
    bio: 'Sophie a dirigé des équipes de test pour des éditeurs de logiciels et des projets de migration bancaire. Elle forme aux méthodes de test et à l’automatisation depuis plus de dix ans.',
    photo: 'uploads\\instructors\\sophie-laurent.png',
  },
};
