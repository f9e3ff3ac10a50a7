import type { SeedArticle } from './seed-types';

/** Blog articles: clean HTML limited to h2, h3, p, ul, li, strong, em, blockquote and links to /sessions. */
export const SEED_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'reussir-examen-pmp-conseils-formateurs',
    title: 'Réussir l’examen PMP® : 10 conseils de nos formateurs',
    excerpt:
      'L’examen PMP® a profondément changé ces dernières années. Voici les conseils que nos formateurs donnent à chaque promotion pour le réussir dès la première tentative.',
    description:
      'Préparation, dossier PMI, gestion du temps, questions situationnelles : dix conseils concrets pour réussir l’examen PMP® du premier coup.',
    category: 'Gestion de projet et agilité',
    author: 'Mehdi Gharbi',
    tags: ['PMP', 'Certification', 'PMI', 'Examen'],
    image: 'uploads\\blog\\reussir-pmp.png',
    publishedOffsetDays: -12,
    content: `
<p>Depuis 2012, nous avons accompagné plusieurs centaines de candidats vers la certification <strong>PMP®</strong> (Project Management Professional). Le taux de réussite de nos participants dépasse 90 %, mais ce résultat ne doit rien au hasard. Il repose sur une méthode de préparation que nous affinons à chaque session. Voici les dix conseils que nous donnons systématiquement à nos promotions.</p>
<h2>Avant la formation : bien préparer le terrain</h2>
<h3>1. Vérifiez votre éligibilité sans attendre</h3>
<p>Le PMI exige 35 heures de formation en gestion de projet et une expérience de direction de projet : 36 mois avec un diplôme de niveau licence, 60 mois avec un niveau baccalauréat. Calculez précisément vos mois d’expérience, projet par projet, sans compter deux fois une même période. Un dossier mal rempli est la première cause de retard.</p>
<h3>2. Rédigez vos descriptions de projets avec soin</h3>
<p>Pour chaque projet, décrivez en quelques lignes l’objectif, votre rôle, les actions menées et le résultat obtenu. Utilisez le vocabulaire du management de projet : cadrage, planification, pilotage, clôture. En cas d’audit du dossier, vous devrez pouvoir justifier chaque ligne auprès de vos anciens responsables.</p>
<h3>3. Lisez en anglais, même si vous passez l’examen en français</h3>
<p>L’examen est disponible avec une aide à la traduction, mais les termes officiels viennent de l’anglais. Se familiariser avec <em>stakeholder engagement</em>, <em>servant leadership</em> ou <em>risk register</em> évite bien des hésitations le jour J.</p>
<h2>Pendant la préparation : travailler la bonne logique</h2>
<h3>4. Pensez « PMI », pas « mon entreprise »</h3>
<p>La majorité des questions sont situationnelles. On vous décrit un problème et on vous demande ce que le chef de projet devrait faire <strong>ensuite</strong>. La bonne réponse est celle d’un chef de projet idéal selon le PMI : il analyse avant d’agir, implique l’équipe, consulte les documents du projet et escalade seulement en dernier recours. Ce n’est pas toujours ce que l’on ferait dans la réalité d’une organisation.</p>
<h3>5. Maîtrisez les trois approches</h3>
<p>Environ la moitié de l’examen porte sur des approches agiles ou hybrides. Il ne suffit plus de connaître les processus prédictifs. Vous devez comprendre le rôle d’un Product Owner, la logique d’un backlog, le fonctionnement d’une rétrospective et savoir quand une approche hybride est la plus adaptée.</p>
<h3>6. Ne négligez pas le domaine « Personnes »</h3>
<p>Il représente 42 % des questions. Gestion des conflits, constitution de l’équipe, mentorat, intelligence émotionnelle : ce domaine est souvent sous-estimé par les profils techniques. Or c’est là que se gagnent ou se perdent de nombreux points.</p>
<h3>7. Faites au moins trois examens blancs complets</h3>
<p>Un examen blanc de 180 questions en conditions réelles permet de mesurer votre endurance autant que vos connaissances. Nous recommandons d’atteindre un score stable supérieur à 75 % avant de réserver votre date d’examen.</p>
<blockquote>« Le plus important n’est pas le score du premier examen blanc, mais l’analyse de chaque erreur. C’est là que l’on apprend le plus. » – un de nos formateurs PMP®</blockquote>
<h2>Le jour de l’examen : gérer son temps et son énergie</h2>
<h3>8. Respectez un rythme d’environ 75 secondes par question</h3>
<p>Vous disposez de 230 minutes pour 180 questions, avec deux pauses de dix minutes. Notez votre progression à chaque tiers de l’examen. Si une question vous bloque, marquez-la pour révision et avancez.</p>
<h3>9. Éliminez d’abord les mauvaises réponses</h3>
<p>Sur quatre propositions, deux sont généralement faciles à écarter : celles qui évitent le problème, qui escaladent trop tôt ou qui ignorent l’équipe. Concentrez ensuite votre réflexion sur les deux options restantes.</p>
<h3>10. Prenez soin de vous</h3>
<p>Dormez suffisamment la veille, prévoyez de l’eau et une collation pour les pauses, et arrivez en avance si vous passez l’examen dans un centre agréé. En ligne, testez votre connexion et votre pièce la veille : le surveillant peut interrompre l’examen si l’environnement n’est pas conforme.</p>
<h2>En résumé</h2>
<ul>
<li>Préparez votre dossier PMI avec rigueur et anticipation.</li>
<li>Adoptez la logique du chef de projet idéal décrit par le PMI.</li>
<li>Entraînez-vous sur des examens blancs complets et analysez chaque erreur.</li>
<li>Gérez votre temps et votre énergie le jour de l’examen.</li>
</ul>
<p>Notre parcours de préparation se déroule sur six samedis, avec des examens blancs et un coaching individuel jusqu’au jour de l’examen. Consultez les <a href="/sessions">prochaines sessions</a> pour réserver votre place.</p>
`,
  },
  {
    slug: 'scrum-ou-kanban-quelle-approche',
    title: 'Scrum ou Kanban : quelle approche choisir pour votre équipe ?',
    excerpt:
      'Scrum et Kanban sont souvent opposés, à tort. Comprendre leurs différences permet de choisir l’approche la mieux adaptée à la nature du travail de votre équipe.',
    description:
      'Scrum ou Kanban ? Rythme, rôles, indicateurs, types d’activités : un comparatif clair pour choisir l’approche agile adaptée à votre équipe.',
    category: 'Gestion de projet et agilité',
    author: 'Leïla Haddad',
    tags: ['Scrum', 'Kanban', 'Agilité'],
    image: 'blog/scrum-kanban.png',
    publishedOffsetDays: -27,
    content: `
<p>« Faut-il passer à Scrum ou à Kanban ? » C’est l’une des questions que l’on nous pose le plus souvent lors de nos missions d’accompagnement. La réponse honnête est : <strong>cela dépend de la nature de votre travail</strong>. Les deux approches partagent les mêmes fondements, mais elles organisent l’effort de manière différente.</p>
<h2>Ce que Scrum et Kanban ont en commun</h2>
<p>Scrum et Kanban sont tous deux des approches empiriques. Ils reposent sur la transparence, l’inspection régulière et l’adaptation. Tous deux cherchent à livrer de la valeur plus souvent, à réduire le gaspillage et à responsabiliser l’équipe. Dans les deux cas, un tableau visuel rend le travail visible et favorise la collaboration.</p>
<h2>Scrum : un cadre rythmé par des sprints</h2>
<p>Scrum organise le travail en <strong>sprints</strong> de durée fixe, généralement deux semaines. Chaque sprint commence par une planification et se termine par une revue et une rétrospective. Le cadre définit trois responsabilités :</p>
<ul>
<li>le <strong>Product Owner</strong>, qui maximise la valeur du produit et ordonne le backlog ;</li>
<li>le <strong>Scrum Master</strong>, qui aide l’équipe et l’organisation à appliquer Scrum efficacement ;</li>
<li>les <strong>Developers</strong>, qui réalisent un incrément utilisable à chaque sprint.</li>
</ul>
<p>Scrum est particulièrement adapté au développement de nouveaux produits, lorsque les besoins évoluent et que l’équipe doit apprendre vite. Le rythme régulier crée des points de rendez-vous avec les parties prenantes et favorise le feedback.</p>
<h2>Kanban : une méthode centrée sur le flux</h2>
<p>Kanban ne prescrit ni itérations ni rôles. Il part de votre fonctionnement actuel et l’améliore progressivement. Ses pratiques clés sont simples :</p>
<ul>
<li>visualiser le flux de travail sur un tableau ;</li>
<li>limiter le travail en cours à chaque étape ;</li>
<li>gérer et mesurer le flux, notamment le délai de livraison ;</li>
<li>rendre les règles de fonctionnement explicites ;</li>
<li>s’améliorer en continu, de manière collaborative.</li>
</ul>
<p>Kanban convient très bien aux activités de flux continu : support, maintenance, exploitation informatique, traitement de dossiers ou service client. Les demandes arrivent de façon imprévisible et il serait artificiel de les regrouper en sprints.</p>
<h2>Comparer les deux approches</h2>
<h3>Le rythme</h3>
<p>Scrum impose une cadence fixe. Kanban laisse le travail s’écouler en continu, avec des revues à la fréquence choisie par l’équipe.</p>
<h3>Les changements en cours de route</h3>
<p>En Scrum, l’objectif du sprint est protégé : les nouvelles demandes attendent généralement le sprint suivant. En Kanban, une nouvelle demande peut entrer dès qu’une place se libère, dans le respect des limites d’en-cours.</p>
<h3>Les indicateurs</h3>
<p>Les équipes Scrum suivent souvent la vélocité et l’atteinte de l’objectif de sprint. Les équipes Kanban s’appuient sur le délai de livraison, le débit et le diagramme de flux cumulé, qui permettent des prévisions probabilistes fiables.</p>
<blockquote>« Commencez là où vous êtes. » Ce principe de Kanban est aussi un excellent conseil pour toute transformation agile.</blockquote>
<h2>Et pourquoi pas les deux ?</h2>
<p>De nombreuses équipes combinent les deux approches. Une équipe Scrum peut appliquer des limites d’en-cours et mesurer son flux pendant le sprint. Le Scrum Guide ne l’interdit pas, bien au contraire. À l’inverse, une équipe Kanban peut instaurer une revue régulière avec ses clients, inspirée de la Sprint Review.</p>
<h2>Nos recommandations</h2>
<ul>
<li>Vous construisez un nouveau produit dans l’incertitude ? Commencez par Scrum.</li>
<li>Vous traitez un flux continu de demandes variées ? Kanban sera plus naturel.</li>
<li>Votre équipe fait un peu des deux ? Expérimentez une combinaison et mesurez les résultats.</li>
</ul>
<p>Quelle que soit l’approche retenue, le succès dépend moins de l’outil que de l’engagement de l’équipe et du soutien du management. Pour aller plus loin, nos formations Scrum Master, Product Owner et Kanban sont proposées en présentiel et en ligne : découvrez les <a href="/sessions">prochaines sessions</a>.</p>
`,
  },
  {
    slug: 'ia-ressources-humaines-cas-usage',
    title: 'IA et ressources humaines : 7 cas d’usage concrets pour démarrer',
    excerpt:
      'L’intelligence artificielle peut alléger de nombreuses tâches RH, à condition de l’utiliser avec méthode et dans le respect des personnes. Sept cas d’usage pour passer à l’action.',
    description:
      'Recrutement, formation, communication interne : sept cas d’usage concrets de l’IA pour les ressources humaines, et les précautions à prendre.',
    category: 'Intelligence artificielle',
    author: 'Yasmine Karoui',
    tags: ['IA', 'Ressources humaines', 'Recrutement', 'IA générative'],
    image: 'uploads\\blog\\ia-rh.png',
    publishedOffsetDays: -41,
    content: `
<p>Les directions des ressources humaines sont parmi les premières concernées par l’essor de l’intelligence artificielle. Rédaction, analyse de documents, réponse aux questions des collaborateurs : une grande partie du travail RH repose sur le langage, terrain de prédilection des modèles d’IA générative. Pourtant, beaucoup d’équipes hésitent encore à se lancer. Voici sept cas d’usage concrets, classés du plus simple au plus ambitieux.</p>
<h2>1. Rédiger des offres d’emploi plus attractives</h2>
<p>À partir d’une fiche de poste, un assistant d’IA propose en quelques secondes une offre claire, structurée et adaptée au canal de diffusion. Le gain de temps est réel, mais la relecture reste indispensable : vérifiez les missions, le vocabulaire inclusif et la cohérence avec votre marque employeur.</p>
<h2>2. Préparer des entretiens structurés</h2>
<p>L’IA aide à construire une grille d’entretien à partir des compétences clés du poste, avec des questions comportementales et des critères d’évaluation. Des entretiens plus structurés sont aussi plus équitables, car tous les candidats sont évalués sur les mêmes bases.</p>
<h2>3. Créer des contenus de formation</h2>
<p>Quiz, études de cas, fiches de synthèse, scénarios de jeux de rôle : la production de contenus pédagogiques est considérablement accélérée. L’expertise métier reste celle de vos formateurs internes, mais l’IA leur fait gagner des heures de mise en forme.</p>
<h2>4. Répondre aux questions fréquentes des collaborateurs</h2>
<p>Congés, mutuelle, procédures de remboursement : un assistant alimenté par vos documents internes peut répondre aux questions les plus courantes, à toute heure. Votre équipe se concentre alors sur les situations qui demandent une écoute humaine.</p>
<h2>5. Analyser les enquêtes d’engagement</h2>
<p>Les commentaires libres des enquêtes internes sont riches mais longs à exploiter. L’IA peut regrouper les verbatims par thème, repérer les signaux faibles et proposer une synthèse. Veillez à anonymiser les données avant tout traitement.</p>
<h2>6. Cartographier les compétences</h2>
<p>En analysant les fiches de poste, les évaluations et les parcours de formation, l’IA aide à construire un référentiel de compétences et à repérer les écarts. C’est un appui précieux pour la gestion prévisionnelle des emplois et des compétences.</p>
<h2>7. Personnaliser les parcours de développement</h2>
<p>Le cas d’usage le plus ambitieux consiste à proposer à chaque collaborateur des formations et des missions adaptées à ses objectifs. Il suppose des données de qualité et une gouvernance solide, mais il transforme l’expérience collaborateur.</p>
<h2>Les précautions indispensables</h2>
<p>L’IA appliquée aux RH touche à des données personnelles et à des décisions qui engagent la vie professionnelle des personnes. Quelques règles s’imposent :</p>
<ul>
<li><strong>Ne jamais déléguer une décision</strong> de recrutement, d’évaluation ou de sanction à un algorithme. L’IA assiste, l’humain décide.</li>
<li><strong>Surveiller les biais</strong> : un modèle entraîné sur des données historiques peut reproduire des discriminations passées.</li>
<li><strong>Protéger les données</strong> : ne saisissez jamais de données nominatives dans un outil grand public, et respectez la loi organique tunisienne relative à la protection des données à caractère personnel.</li>
<li><strong>Informer les candidats et les salariés</strong> de l’usage d’outils d’IA dans les processus qui les concernent.</li>
</ul>
<blockquote>« L’IA ne remplacera pas les professionnels RH, mais les professionnels RH qui utilisent l’IA remplaceront peut-être ceux qui ne l’utilisent pas. »</blockquote>
<h2>Par où commencer ?</h2>
<p>Choisissez un cas d’usage simple, à faible risque et à gain visible, comme la rédaction des offres d’emploi. Mesurez le temps gagné, recueillez l’avis de l’équipe, puis élargissez progressivement. Rédigez en parallèle une charte d’usage qui fixe ce qui est autorisé, ce qui ne l’est pas et les outils validés par l’entreprise.</p>
<p>Notre formation « L’intelligence artificielle au service des ressources humaines » vous accompagne pas à pas dans cette démarche, avec une bibliothèque de prompts RH et un travail approfondi sur l’éthique. Retrouvez les dates dans nos <a href="/sessions">prochaines sessions</a>.</p>
`,
  },
  {
    slug: 'cybersecurite-pme-dix-mesures-prioritaires',
    title: 'Cybersécurité : les 10 mesures prioritaires pour les PME tunisiennes',
    excerpt:
      'Les PME sont devenues des cibles privilégiées des cybercriminels. Dix mesures simples, peu coûteuses et efficaces permettent pourtant de réduire fortement le risque.',
    description:
      'Sauvegardes, authentification forte, mises à jour, sensibilisation : les dix mesures de cybersécurité prioritaires pour protéger une PME à moindre coût.',
    category: 'Cybersécurité',
    author: 'Anis Bouazizi',
    tags: ['Cybersécurité', 'PME', 'Rançongiciel', 'Bonnes pratiques'],
    image: 'blog/cyber-pme.png',
    publishedOffsetDays: -55,
    content: `
<p>« Nous sommes trop petits pour intéresser les pirates. » Cette idée reçue coûte cher chaque année à de nombreuses PME. Les attaquants automatisent leurs campagnes et visent d’abord les entreprises les moins protégées, quelle que soit leur taille. Un rançongiciel peut paralyser une activité pendant des semaines. Heureusement, l’essentiel des attaques peut être évité grâce à quelques mesures de base.</p>
<h2>Protéger les données</h2>
<h3>1. Sauvegarder régulièrement, et hors ligne</h3>
<p>La sauvegarde est votre dernière ligne de défense contre un rançongiciel. Appliquez la règle 3-2-1 : trois copies des données, sur deux supports différents, dont une hors site et déconnectée du réseau. Et surtout, <strong>testez la restauration</strong> au moins une fois par trimestre.</p>
<h3>2. Inventorier ses actifs</h3>
<p>On ne protège bien que ce que l’on connaît. Listez vos postes, serveurs, comptes en ligne, logiciels et données sensibles. Cet inventaire simple guide toutes les autres décisions.</p>
<h2>Contrôler les accès</h2>
<h3>3. Activer l’authentification à plusieurs facteurs</h3>
<p>Messagerie, outils en ligne, accès à distance, banque : activez partout l’authentification à deux facteurs. Cette seule mesure bloque l’immense majorité des tentatives d’usurpation de comptes.</p>
<h3>4. Limiter les droits d’administration</h3>
<p>Les collaborateurs n’ont pas besoin d’être administrateurs de leur poste pour travailler. Réservez ces droits à quelques comptes dédiés, utilisés uniquement pour l’administration.</p>
<h3>5. Gérer les départs</h3>
<p>Lorsqu’un salarié ou un prestataire quitte l’entreprise, désactivez ses comptes le jour même. Les comptes oubliés sont une porte d’entrée classique.</p>
<h2>Maintenir les systèmes</h2>
<h3>6. Appliquer les mises à jour sans tarder</h3>
<p>Systèmes d’exploitation, navigateurs, logiciels métiers, équipements réseau : les correctifs de sécurité doivent être installés rapidement. Automatisez ce qui peut l’être et remplacez les équipements qui ne sont plus maintenus.</p>
<h3>7. Protéger la messagerie et les postes</h3>
<p>Un filtrage antispam efficace et un antivirus à jour restent indispensables. La messagerie est le premier vecteur d’attaque : pièces jointes piégées, liens frauduleux, fausses factures.</p>
<h2>Impliquer les personnes</h2>
<h3>8. Sensibiliser tous les collaborateurs</h3>
<p>L’hameçonnage et l’arnaque au faux fournisseur exploitent la confiance et l’urgence. Une courte sensibilisation, renouvelée chaque année, apprend à chacun à reconnaître les signaux d’alerte et à prendre le temps de vérifier.</p>
<blockquote>La règle d’or : toute demande inhabituelle de virement ou de changement de coordonnées bancaires doit être confirmée par un appel à un numéro connu, jamais par retour de courriel.</blockquote>
<h3>9. Encadrer les prestataires</h3>
<p>Votre prestataire informatique détient souvent les clés de votre système d’information. Prévoyez dans le contrat des engagements de sécurité, des accès nominatifs et la remise régulière d’un état des sauvegardes.</p>
<h3>10. Préparer la réponse à un incident</h3>
<p>Qui appeler en cas d’attaque ? Comment isoler un poste ? Quels clients prévenir ? Une fiche réflexe d’une page, connue de tous, fait gagner des heures précieuses. Pensez aussi à signaler les incidents à l’Agence nationale de la cybersécurité.</p>
<h2>Par où commencer ?</h2>
<ul>
<li>Cette semaine : vérifiez vos sauvegardes et activez l’authentification à deux facteurs sur la messagerie.</li>
<li>Ce mois-ci : faites l’inventaire, retirez les droits d’administration inutiles et planifiez les mises à jour.</li>
<li>Ce trimestre : sensibilisez les équipes et rédigez votre fiche de réponse aux incidents.</li>
</ul>
<p>La cybersécurité n’est pas un projet ponctuel mais une hygiène quotidienne. Notre formation « Cybersécurité pour les PME » et notre atelier de sensibilisation pour tous les collaborateurs vous aident à passer à l’action. Consultez nos <a href="/sessions">prochaines sessions</a>.</p>
`,
  },
  {
    slug: 'itil-4-essentiel-equipes-informatiques',
    title: 'ITIL® 4 : l’essentiel pour les équipes informatiques',
    excerpt:
      'ITIL® 4 ne se résume plus à une liste de processus. Le référentiel met désormais l’accent sur la création de valeur, la collaboration et l’amélioration continue.',
    description:
      'Système de valeur, principes directeurs, pratiques : ce qu’il faut retenir d’ITIL® 4 et pourquoi il concerne toutes les équipes informatiques.',
    category: 'SI, cloud et data',
    author: 'Rim Khelifi',
    tags: ['ITIL', 'Gestion des services', 'DSI', 'Certification'],
    image: 'uploads\\blog\\itil4.png',
    publishedOffsetDays: -70,
    content: `
<p>Pendant des années, ITIL® a été associé à des processus lourds et à des centres de services très procéduraux. La version 4 du référentiel a profondément renouvelé cette image. Elle intègre les apports de l’agilité, du Lean et de DevOps, et place la <strong>co-création de valeur</strong> avec les utilisateurs au cœur de la gestion des services.</p>
<h2>Du processus à la valeur</h2>
<p>La question centrale d’ITIL® 4 n’est plus « quel processus appliquer ? » mais « comment notre service crée-t-il de la valeur pour ceux qui l’utilisent ? ». Un service informatique n’a de valeur que s’il aide réellement les métiers à atteindre leurs objectifs, à un coût et avec des risques maîtrisés.</p>
<h2>Le système de valeur des services</h2>
<p>ITIL® 4 décrit un <strong>système de valeur des services</strong> qui relie la demande des utilisateurs à la valeur produite. Il comprend :</p>
<ul>
<li>les principes directeurs, qui orientent toutes les décisions ;</li>
<li>la gouvernance, qui donne la direction et contrôle ;</li>
<li>la chaîne de valeur des services, avec ses six activités : planifier, améliorer, engager, concevoir et faire la transition, obtenir et construire, délivrer et soutenir ;</li>
<li>les pratiques, qui apportent les savoir-faire nécessaires ;</li>
<li>l’amélioration continue, à tous les niveaux.</li>
</ul>
<h2>Les sept principes directeurs</h2>
<p>Ce sont probablement l’apport le plus utile d’ITIL® 4 au quotidien, car ils s’appliquent à toute situation :</p>
<ul>
<li><strong>Se concentrer sur la valeur</strong> : tout ce que l’on fait doit contribuer, directement ou indirectement, à la valeur pour les parties prenantes.</li>
<li><strong>Commencer là où l’on est</strong> : ne pas tout reconstruire, mais partir de l’existant.</li>
<li><strong>Progresser par itérations avec du feedback</strong> : avancer par petites étapes et ajuster.</li>
<li><strong>Collaborer et promouvoir la visibilité</strong> : travailler au-delà des silos.</li>
<li><strong>Penser et travailler de façon holistique</strong> : considérer le service dans son ensemble.</li>
<li><strong>Rester simple et pratique</strong> : supprimer ce qui n’apporte rien.</li>
<li><strong>Optimiser et automatiser</strong> : d’abord optimiser, ensuite automatiser.</li>
</ul>
<h2>Les quatre dimensions</h2>
<p>Tout service doit être considéré selon quatre dimensions : les organisations et les personnes, l’information et la technologie, les partenaires et les fournisseurs, les flux de valeur et les processus. Négliger l’une d’elles, par exemple en déployant un outil sans former les équipes, compromet la réussite de l’ensemble.</p>
<h2>Des pratiques plutôt que des processus</h2>
<p>ITIL® 4 présente 34 pratiques de management, parmi lesquelles la gestion des incidents, la gestion des problèmes, l’habilitation des changements, le centre de services ou la gestion des niveaux de service. Une pratique regroupe des ressources, des compétences et des outils, et pas seulement un enchaînement d’activités. Chaque organisation les adapte à son contexte.</p>
<blockquote>« Optimiser avant d’automatiser » : automatiser un processus inefficace ne fait que produire plus vite de mauvais résultats.</blockquote>
<h2>Pourquoi se certifier ?</h2>
<p>La certification <strong>ITIL® 4 Foundation</strong> donne un vocabulaire commun à toutes les équipes : support, exploitation, développement, sécurité et même métiers. Elle est souvent exigée dans les appels d’offres et constitue une base solide pour les niveaux avancés du référentiel. En Tunisie, de nombreuses banques, administrations et entreprises de services numériques l’utilisent comme standard de leur gestion des services.</p>
<h2>Comment se préparer ?</h2>
<p>L’examen comporte 40 questions à choix multiples en une heure, avec un seuil de réussite de 65 %. Une formation de trois jours suffit généralement, à condition de relire les supports et de faire des examens blancs. Notre formation ITIL® 4 Foundation inclut le voucher d’examen et un examen blanc commenté. Consultez les dates dans nos <a href="/sessions">prochaines sessions</a>.</p>
`,
  },
  {
    slug: 'power-bi-erreurs-tableaux-de-bord',
    title: 'Power BI : 7 erreurs qui ruinent vos tableaux de bord',
    excerpt:
      'Un tableau de bord Power BI peut être techniquement parfait et pourtant inutilisé. Voici les sept erreurs les plus fréquentes que nous observons en formation, et comment les éviter.',
    description:
      'Modèle de données, DAX, choix des visuels, performance : sept erreurs courantes dans Power BI et les bonnes pratiques pour des rapports réellement utilisés.',
    category: 'SI, cloud et data',
    author: 'Nadia Ferchichi',
    tags: ['Power BI', 'Data', 'Tableaux de bord', 'PL-300'],
    image: 'blog/power-bi.png',
    publishedOffsetDays: -86,
    content: `
<p>Power BI s’est imposé dans de nombreuses entreprises tunisiennes comme l’outil de référence de l’analyse de données. Sa prise en main rapide est un atout, mais aussi un piège : il est facile de produire des rapports séduisants qui ne répondent à aucune question métier, ou qui deviennent lents dès que les données grossissent. Voici les sept erreurs que nous rencontrons le plus souvent.</p>
<h2>1. Commencer par les visuels</h2>
<p>La tentation est grande d’ouvrir Power BI et de glisser des graphiques sur la page. Un bon tableau de bord commence pourtant par une conversation : <strong>quelles décisions</strong> ce rapport doit-il éclairer, et pour qui ? Listez trois à cinq questions métier précises avant de toucher à l’outil.</p>
<h2>2. Négliger le modèle de données</h2>
<p>La qualité d’un rapport dépend d’abord de son modèle. Importer une grande table plate issue d’un export Excel conduit à des mesures compliquées et à des résultats faux. Adoptez le <strong>schéma en étoile</strong> : une table de faits, par exemple les ventes, reliée à des tables de dimensions comme les produits, les clients et le calendrier.</p>
<h2>3. Oublier la table de dates</h2>
<p>Sans table de calendrier dédiée et marquée comme telle, les fonctions d’intelligence temporelle de DAX, comme les cumuls annuels ou les comparaisons avec l’année précédente, ne fonctionnent pas correctement. C’est l’une des premières choses à mettre en place dans tout modèle.</p>
<h2>4. Multiplier les colonnes calculées</h2>
<p>Les colonnes calculées sont stockées dans le modèle et alourdissent le fichier. Pour les agrégations, privilégiez les <strong>mesures</strong>, calculées à la volée selon le contexte de filtre. Réservez les colonnes calculées aux cas où vous avez besoin de filtrer ou de regrouper selon le résultat.</p>
<h2>5. Surcharger les pages</h2>
<p>Quinze visuels sur une seule page, cinq couleurs différentes et des étiquettes partout : le lecteur ne sait plus où regarder. Appliquez quelques règles simples :</p>
<ul>
<li>les indicateurs clés en haut à gauche, là où le regard se pose d’abord ;</li>
<li>pas plus de six à huit visuels par page ;</li>
<li>une palette de couleurs limitée et cohérente avec votre charte ;</li>
<li>des titres qui énoncent le message, pas seulement le contenu.</li>
</ul>
<h2>6. Choisir le mauvais graphique</h2>
<p>Le graphique en secteurs avec douze parts, la jauge pour un indicateur sans objectif ou la carte pour des données non géographiques sont des classiques. Pour comparer des valeurs, préférez les barres ; pour une évolution dans le temps, les courbes ; pour une répartition, un graphique en barres empilées à 100 %.</p>
<blockquote>Un bon visuel répond à une question en moins de cinq secondes. Si vous devez l’expliquer, c’est qu’il faut le simplifier.</blockquote>
<h2>7. Ignorer la sécurité et la gouvernance</h2>
<p>Publier un rapport sur le service Power BI sans réfléchir aux droits d’accès peut exposer des données sensibles, comme les salaires ou les marges par client. La <strong>sécurité au niveau des lignes</strong> permet de restreindre les données visibles selon l’utilisateur. Pensez aussi à documenter vos mesures et à organiser vos espaces de travail.</p>
<h2>Et la performance ?</h2>
<p>Un rapport qui met dix secondes à s’afficher ne sera pas consulté. L’analyseur de performances intégré à Power BI Desktop permet d’identifier les visuels et les mesures les plus lents. Dans la grande majorité des cas, les problèmes viennent du modèle : colonnes inutiles, cardinalité trop élevée, relations bidirectionnelles superflues.</p>
<h2>Se former et se certifier</h2>
<p>La certification <strong>Microsoft Power BI Data Analyst (PL-300)</strong> valide l’ensemble de ces compétences : préparation des données, modélisation, visualisation, déploiement et sécurité. Notre formation en cours du soir, à Sfax et en ligne, vous y prépare à partir de jeux de données réalistes, avec le voucher d’examen inclus. Retrouvez les dates dans nos <a href="/sessions">prochaines sessions</a>.</p>
`,
  },
  {
    slug: 'feedback-outil-manager-coach',
    title: 'Le feedback, premier outil du manager coach',
    excerpt:
      'Donner un feedback utile est l’un des gestes les plus puissants du management, et l’un des plus redoutés. Quelques principes simples permettent d’en faire un levier de progression.',
    description:
      'Feedback positif, feedback correctif, méthode DESC : comment donner un retour qui fait progresser vos collaborateurs sans les démotiver.',
    category: 'Leadership et management',
    author: 'Inès Mejri',
    tags: ['Leadership', 'Feedback', 'Management', 'Coaching'],
    image: 'uploads\\blog\\feedback.png',
    publishedOffsetDays: -103,
    content: `
<p>Dans nos formations au leadership, une question revient sans cesse : « Comment dire à un collaborateur que son travail ne convient pas, sans le braquer ? » À l’inverse, beaucoup de managers reconnaissent qu’ils oublient de souligner ce qui fonctionne bien. Le feedback est pourtant le premier outil du manager coach. Bien pratiqué, il renforce la confiance, accélère l’apprentissage et clarifie les attentes.</p>
<h2>Pourquoi le feedback est si difficile</h2>
<p>Donner un retour, c’est s’exposer. On craint de blesser, de créer un conflit ou de perdre la sympathie de l’équipe. Dans certaines cultures d’entreprise, la critique directe est perçue comme un manque de respect, tandis que l’absence de critique est interprétée comme une approbation. Résultat : les problèmes s’installent, et le feedback arrive trop tard, souvent lors de l’entretien annuel, chargé d’émotions accumulées.</p>
<h2>Les deux formes de feedback</h2>
<h3>Le feedback de renforcement</h3>
<p>Il consiste à reconnaître précisément un comportement efficace pour qu’il se reproduise. « Merci pour ton travail » ne suffit pas. Dites plutôt : « Ta synthèse d’une page pour le comité de direction était claire et a permis de décider en dix minutes. C’est exactement le format dont nous avons besoin. »</p>
<h3>Le feedback correctif</h3>
<p>Il vise à modifier un comportement qui pose problème. Il porte sur des faits, pas sur la personne, et il est tourné vers l’avenir. L’objectif n’est pas de juger, mais de trouver ensemble comment faire mieux.</p>
<h2>Une méthode simple : DESC</h2>
<p>La méthode DESC structure un feedback correctif en quatre temps :</p>
<ul>
<li><strong>Décrire</strong> les faits observés, de manière objective : « Lors des deux dernières réunions clients, le compte rendu a été envoyé avec trois jours de retard. »</li>
<li><strong>Exprimer</strong> l’effet produit ou votre ressenti : « Le client nous a relancés et j’ai eu du mal à justifier ce délai. »</li>
<li><strong>Spécifier</strong> ce que vous attendez : « J’aimerais que le compte rendu parte dans les 24 heures. Qu’est-ce qui t’en empêche aujourd’hui ? »</li>
<li><strong>Conclure</strong> sur les conséquences positives : « Nous serons plus crédibles, et tu seras plus serein lors des rendez-vous suivants. »</li>
</ul>
<p>Remarquez la question posée à l’étape « Spécifier ». Le manager coach ne se contente pas de prescrire : il cherche à comprendre les obstacles et invite le collaborateur à proposer ses propres solutions.</p>
<h2>Cinq règles d’or</h2>
<ul>
<li><strong>À chaud, mais pas à vif</strong> : donnez le feedback rapidement après les faits, mais pas sous le coup de la colère.</li>
<li><strong>En privé pour le correctif</strong>, en public si la personne l’apprécie pour le renforcement.</li>
<li><strong>Spécifique</strong> : un exemple précis vaut mieux que dix généralités.</li>
<li><strong>Équilibré dans la durée</strong> : visez plusieurs feedbacks positifs pour un correctif, sans pour autant enrober systématiquement la critique.</li>
<li><strong>Suivi</strong> : revenez quelques semaines plus tard pour constater les progrès.</li>
</ul>
<blockquote>« Le feedback est un cadeau. » Encore faut-il qu’il soit offert avec l’intention sincère d’aider l’autre à réussir.</blockquote>
<h2>Et recevoir du feedback ?</h2>
<p>Un manager qui demande régulièrement à son équipe « Qu’est-ce que je pourrais faire différemment pour vous aider ? » crée une culture où le feedback circule dans les deux sens. Accueillez la réponse sans vous justifier, remerciez, et montrez ce que vous en faites. L’exemplarité est le meilleur moyen d’installer la pratique.</p>
<h2>Passer à la pratique</h2>
<p>Le feedback est une compétence qui se travaille, comme la prise de parole ou la négociation. Notre formation « Leadership : devenir un manager coach » y consacre une journée entière, avec des mises en situation et des retours personnalisés. Découvrez les dates dans nos <a href="/sessions">prochaines sessions</a>.</p>
`,
  },
  {
    slug: 'creer-startup-tunisie-startup-act',
    title: 'Créer sa startup en Tunisie : ce que le Startup Act change vraiment',
    excerpt:
      'Le label Startup Act offre des avantages concrets aux jeunes entreprises innovantes. Encore faut-il savoir à qui il s’adresse et comment l’obtenir.',
    description:
      'Conditions d’éligibilité, avantages, démarches : tout ce qu’un porteur de projet doit savoir sur le label Startup Act en Tunisie.',
    category: 'Entrepreneuriat',
    author: 'Walid Jebali',
    tags: ['Startup Act', 'Création d’entreprise', 'Tunisie', 'Financement'],
    image: 'blog/startup-act.png',
    publishedOffsetDays: -121,
    content: `
<p>Adoptée en 2018, la loi relative aux startups, plus connue sous le nom de <strong>Startup Act</strong>, a placé la Tunisie parmi les pays pionniers de la région en matière de soutien à l’innovation. Des centaines d’entreprises ont obtenu le label depuis sa mise en place. Pour un porteur de projet, il est utile de comprendre ce que ce cadre apporte réellement, et ce qu’il n’apporte pas.</p>
<h2>Qu’est-ce qu’une startup au sens du Startup Act ?</h2>
<p>Le label est réservé aux entreprises qui répondent à plusieurs critères, appréciés par un comité de labellisation :</p>
<ul>
<li>une entreprise de moins de huit ans d’existence ;</li>
<li>un effectif, un total du bilan et un chiffre d’affaires qui ne dépassent pas certains seuils ;</li>
<li>un capital détenu majoritairement par les fondateurs, des personnes physiques ou des fonds d’investissement ;</li>
<li>un modèle économique à <strong>fort potentiel de croissance</strong> ;</li>
<li>un caractère innovant, notamment technologique.</li>
</ul>
<p>Une activité classique, même prometteuse, comme un commerce ou un cabinet de services traditionnels, ne relève donc pas du dispositif. L’innovation et l’ambition de croissance sont au cœur de l’évaluation.</p>
<h2>Les principaux avantages</h2>
<h3>Pour les fondateurs</h3>
<p>Le fondateur salarié peut bénéficier d’un <strong>congé pour création de startup</strong> tout en conservant ses droits, ainsi que d’une bourse pendant la première année dans certaines conditions. Ces mesures réduisent le risque personnel de la création, souvent le principal frein au passage à l’acte.</p>
<h3>Pour l’entreprise</h3>
<p>La startup labellisée peut bénéficier d’avantages fiscaux, de la prise en charge de certaines cotisations sociales et de facilités en matière de change, utiles pour ouvrir un compte en devises, payer des services à l’étranger ou recevoir des fonds d’investisseurs internationaux. Elle peut aussi accéder plus facilement à certains mécanismes de financement et de garantie.</p>
<h3>Pour l’écosystème</h3>
<p>Le label est aussi un signal de crédibilité auprès des investisseurs, des partenaires et des programmes d’accompagnement. Il ouvre la porte à un réseau d’incubateurs, d’accélérateurs et de fonds qui s’intéressent spécifiquement aux startups labellisées.</p>
<h2>Comment obtenir le label ?</h2>
<p>La demande se fait en ligne sur la plateforme dédiée. Le dossier présente l’équipe, le produit, le caractère innovant, le marché visé et le modèle économique. Quelques conseils tirés de notre expérience d’accompagnement :</p>
<ul>
<li><strong>Soyez concret</strong> sur l’innovation : en quoi votre solution diffère-t-elle de l’existant ?</li>
<li><strong>Chiffrez le marché</strong> de manière crédible, en Tunisie et à l’international.</li>
<li><strong>Montrez des preuves</strong> : premiers clients, lettres d’intention, prototype, résultats de tests.</li>
<li><strong>Mettez l’équipe en avant</strong> : compétences complémentaires et engagement des fondateurs.</li>
</ul>
<blockquote>Le label n’est pas une fin en soi. Les meilleures startups l’utilisent comme un accélérateur, pas comme une béquille.</blockquote>
<h2>Ce que le label ne fait pas</h2>
<p>Le Startup Act ne garantit ni financement ni clients. Il ne dispense pas des obligations comptables, fiscales et sociales de toute entreprise, ni de la rigueur de gestion. Les difficultés classiques demeurent : trouver son marché, recruter, gérer sa trésorerie. Le label facilite la route, mais c’est l’équipe qui conduit.</p>
<h2>Bien préparer son lancement</h2>
<p>Avant de déposer votre dossier, prenez le temps de valider votre idée auprès de clients potentiels, de choisir la forme juridique adaptée et de construire des prévisions financières réalistes. Notre formation « Créer son entreprise en Tunisie » couvre l’ensemble de ces étapes, avec des entrepreneurs invités. Consultez les <a href="/sessions">prochaines sessions</a>.</p>
`,
  },
  {
    slug: 'ia-generative-cinq-questions-managers',
    title: 'IA générative : cinq questions que tout manager doit se poser avant de se lancer',
    excerpt:
      'Avant de déployer des outils d’IA générative dans votre équipe, prenez le temps de répondre à cinq questions simples. Elles vous éviteront bien des déconvenues.',
    description:
      'Valeur, données, risques, compétences, mesure : cinq questions essentielles pour lancer un projet d’IA générative dans votre équipe.',
    category: 'Intelligence artificielle',
    author: 'Nadia Ferchichi',
    tags: ['IA générative', 'Management', 'Stratégie'],
    image: null,
    publishedOffsetDays: -140,
    content: `
<p>L’IA générative s’est invitée dans les bureaux à une vitesse inédite. Souvent, les collaborateurs l’utilisent déjà, avec ou sans l’accord de leur hiérarchie. Pour un manager, la question n’est donc plus de savoir s’il faut s’y intéresser, mais comment en tirer parti de façon utile et maîtrisée. Voici les cinq questions que nous posons systématiquement aux managers que nous accompagnons.</p>
<h2>1. Quel problème voulons-nous résoudre ?</h2>
<p>Le point de départ n’est pas l’outil, mais le problème. Quelles tâches prennent trop de temps ? Où les erreurs sont-elles fréquentes ? Quels clients attendent trop longtemps une réponse ? Un bon cas d’usage combine trois caractéristiques : une tâche répétitive, un volume suffisant et un résultat facile à vérifier par un humain.</p>
<p>Rédiger des premières versions de documents, résumer des comptes rendus, classer des demandes entrantes ou préparer des réponses types sont des candidats naturels. À l’inverse, les décisions à fort enjeu ou les tâches qui exigent une exactitude absolue sans vérification possible sont à écarter dans un premier temps.</p>
<h2>2. Quelles données allons-nous utiliser ?</h2>
<p>C’est la question la plus sensible. Les données saisies dans un outil grand public peuvent être conservées et, parfois, réutilisées. Avant tout déploiement, il faut classer les informations :</p>
<ul>
<li>les données publiques, utilisables sans restriction ;</li>
<li>les données internes, utilisables uniquement avec des outils validés par l’entreprise ;</li>
<li>les données confidentielles ou personnelles, exclues sauf dispositif spécifique et sécurisé.</li>
</ul>
<p>Cette classification simple, communiquée à l’équipe, évite la majorité des incidents.</p>
<h2>3. Quels sont les risques, et comment les maîtriser ?</h2>
<p>Les modèles de langage peuvent produire des informations fausses avec un aplomb déconcertant : on parle d’<strong>hallucinations</strong>. Ils peuvent aussi reproduire des biais ou générer des contenus protégés. La règle de base est claire : <strong>tout contenu produit par l’IA est relu par une personne compétente</strong> avant d’être utilisé ou diffusé. Le niveau de contrôle doit être proportionné à l’enjeu.</p>
<blockquote>L’IA est un stagiaire brillant, rapide et infatigable, mais qui ne sait pas toujours quand il se trompe.</blockquote>
<h2>4. Notre équipe a-t-elle les compétences nécessaires ?</h2>
<p>Utiliser efficacement l’IA générative demande un apprentissage : formuler des requêtes précises, fournir le bon contexte, itérer sur les réponses, repérer les erreurs. Les écarts de productivité entre un utilisateur formé et un utilisateur débutant sont considérables. Prévoyez une formation courte pour tous, puis des référents qui partagent les bonnes pratiques et entretiennent une bibliothèque de requêtes utiles.</p>
<p>Le rôle du manager est aussi de rassurer. Certains collaborateurs craignent pour leur emploi ; d’autres se sentent dépassés. Présenter l’IA comme un outil au service de l’équipe, qui supprime les tâches les moins intéressantes, favorise l’adhésion.</p>
<h2>5. Comment mesurer le résultat ?</h2>
<p>Fixez dès le départ un ou deux indicateurs simples : temps passé sur une tâche, délai de réponse aux clients, nombre de documents produits, satisfaction des utilisateurs. Mesurez avant et après, sur quelques semaines. Cette démarche permet de distinguer les usages réellement utiles des effets de mode, et de justifier l’investissement auprès de la direction.</p>
<h2>Commencer petit, apprendre vite</h2>
<p>La meilleure stratégie consiste à lancer une expérimentation limitée, sur un cas d’usage bien choisi, avec une équipe volontaire. Au bout d’un mois, faites le bilan, ajustez les règles et décidez de la suite. Cette approche itérative, familière aux équipes agiles, est particulièrement adaptée à une technologie qui évolue aussi vite.</p>
<p>Notre formation « IA pour managers et décideurs » vous donne une grille d’évaluation des cas d’usage et les clés pour piloter ces projets sans jargon technique. Retrouvez les dates dans nos <a href="/sessions">prochaines sessions</a>.</p>
`,
  },
  {
    slug: 'prince2-ou-pmp-quelle-certification',
    title: 'PRINCE2® ou PMP® : quelle certification choisir ?',
    excerpt:
      'PMP® et PRINCE2® sont les deux certifications de gestion de projet les plus reconnues au monde. Elles ne répondent pourtant pas aux mêmes besoins.',
    description:
      'PMP® ou PRINCE2® ? Philosophie, prérequis, examen, reconnaissance : un comparatif pour choisir la certification adaptée à votre parcours.',
    category: 'Gestion de projet et agilité',
    author: 'Olivier Martin',
    tags: ['PMP', 'PRINCE2', 'Certification', 'Gestion de projet'],
    image: 'uploads\\blog\\prince2-pmp.png',
    publishedOffsetDays: -162,
    content: `
<p>Parmi les questions que reçoit notre équipe pédagogique, celle-ci arrive en tête : « Dois-je passer le PMP® ou PRINCE2® ? » Les deux certifications sont reconnues internationalement et valorisées par les employeurs. Elles reposent pourtant sur des philosophies différentes et s’adressent à des profils distincts.</p>
<h2>Deux philosophies complémentaires</h2>
<h3>Le PMP® : un référentiel de compétences</h3>
<p>Délivré par le Project Management Institute (PMI), le <strong>PMP®</strong> certifie les compétences d’un chef de projet expérimenté. Il s’appuie sur un large corpus de connaissances et de pratiques : gestion des personnes, des processus et de l’environnement métier, selon des approches prédictives, agiles ou hybrides. Le PMP® vous dit <em>ce qu’un chef de projet doit savoir et savoir faire</em>.</p>
<h3>PRINCE2® : une méthode structurée</h3>
<p>Issue du secteur public britannique et aujourd’hui gérée par PeopleCert, <strong>PRINCE2®</strong> est une méthode de gestion de projet. Elle définit des principes, des pratiques et des processus, ainsi que des rôles précis, notamment celui du comité de pilotage. PRINCE2® vous dit <em>comment organiser et gouverner un projet</em>.</p>
<h2>Les prérequis</h2>
<p>C’est souvent le critère décisif :</p>
<ul>
<li>le <strong>PMP®</strong> exige 35 heures de formation et trois à cinq ans d’expérience en direction de projet selon votre diplôme ;</li>
<li><strong>PRINCE2® Foundation</strong> ne demande aucun prérequis ; le niveau Practitioner requiert la Foundation ou une certification équivalente, comme le PMP®.</li>
</ul>
<p>Un jeune diplômé ou un membre d’équipe projet peut donc commencer par PRINCE2® Foundation, ou par le <strong>CAPM®</strong>, la certification d’entrée du PMI.</p>
<h2>L’examen</h2>
<p>L’examen PMP® comporte 180 questions en 230 minutes, majoritairement situationnelles. Il exige une préparation intensive de plusieurs semaines. L’examen PRINCE2® Foundation est plus court, une heure pour 60 questions, et porte sur la compréhension de la méthode. Le Practitioner évalue votre capacité à appliquer la méthode à un scénario, avec le manuel officiel à disposition.</p>
<h2>La reconnaissance</h2>
<p>Le PMP® est très présent en Amérique du Nord, au Moyen-Orient et dans les grandes entreprises internationales, y compris en Tunisie. Il est souvent demandé pour les postes de chef de projet senior ou de directeur de programme. PRINCE2® est particulièrement répandu au Royaume-Uni, en Europe et dans les organisations publiques ou les projets financés par des bailleurs internationaux.</p>
<blockquote>Il ne s’agit pas de choisir le « meilleur » référentiel, mais celui qui correspond à votre expérience, à votre secteur et à vos ambitions.</blockquote>
<h2>Notre grille de décision</h2>
<ul>
<li>Vous avez plusieurs années d’expérience et visez un poste senior dans une entreprise internationale : <strong>PMP®</strong>.</li>
<li>Vous travaillez dans le secteur public ou sur des projets financés par des bailleurs européens : <strong>PRINCE2®</strong>.</li>
<li>Vous débutez en gestion de projet : <strong>PRINCE2® Foundation</strong> ou <strong>CAPM®</strong>.</li>
<li>Vous êtes consultant ou PMO : les deux sont complémentaires, et beaucoup de nos formateurs les détiennent.</li>
</ul>
<h2>Et l’agilité ?</h2>
<p>Les deux référentiels ont intégré l’agilité. L’examen PMP® consacre environ la moitié de ses questions aux approches agiles et hybrides. PRINCE2® peut se combiner avec des méthodes agiles pour la gouvernance de projets itératifs. Pour une spécialisation agile, le <strong>PMI-ACP®</strong> ou les certifications Scrum constituent des compléments naturels.</p>
<h2>En conclusion</h2>
<p>PMP® et PRINCE2® ne s’opposent pas : ils se complètent. Beaucoup de professionnels commencent par l’un et obtiennent l’autre quelques années plus tard. L’essentiel est de choisir la certification qui fera progresser votre pratique aujourd’hui. Nos conseillers peuvent vous aider à construire votre parcours : consultez les <a href="/sessions">prochaines sessions</a> PMP® et PRINCE2®.</p>
`,
  },
  {
    slug: 'deroulement-test-intrusion-coulisses',
    title: 'Comment se déroule un test d’intrusion ? Les coulisses d’une mission',
    excerpt:
      'Un test d’intrusion n’a rien d’un film de hackers. C’est une démarche rigoureuse, encadrée juridiquement et techniquement, qui suit des étapes bien définies.',
    description:
      'Cadrage, reconnaissance, exploitation, rapport : les étapes d’un test d’intrusion professionnel et ce que l’entreprise doit en attendre.',
    category: 'Cybersécurité',
    author: 'Farès Toumi',
    tags: ['Pentest', 'Tests d’intrusion', 'Cybersécurité', 'Audit'],
    image: 'blog/pentest.png',
    publishedOffsetDays: -185,
    content: `
<p>Lorsqu’on évoque un test d’intrusion, beaucoup imaginent un pirate encapuchonné tapant frénétiquement sur son clavier. La réalité est bien différente. Un <strong>test d’intrusion</strong>, ou pentest, est une mission d’audit qui simule une attaque réelle, dans un cadre strictement défini, afin d’identifier les vulnérabilités avant qu’un attaquant ne les exploite. Voici comment se déroule une mission type.</p>
<h2>1. Le cadrage : l’étape la plus importante</h2>
<p>Avant toute action technique, le client et l’équipe de pentest définissent ensemble le périmètre et les règles du jeu. Cette étape est formalisée dans une <strong>convention d’audit</strong> signée par une personne habilitée. Elle précise :</p>
<ul>
<li>les systèmes concernés : application web, réseau interne, messagerie, environnement cloud ;</li>
<li>le type de test : boîte noire sans information préalable, boîte grise avec un compte utilisateur, ou boîte blanche avec un accès complet à la documentation ;</li>
<li>les dates et horaires autorisés ;</li>
<li>les actions interdites, comme le déni de service ou l’accès à certaines données ;</li>
<li>les contacts d’urgence en cas d’incident.</li>
</ul>
<p>Sans autorisation écrite, un test d’intrusion est tout simplement une attaque informatique, punie par la loi.</p>
<h2>2. La reconnaissance</h2>
<p>L’auditeur collecte le maximum d’informations sur la cible. Une partie provient de sources ouvertes : sites web, annonces d’emploi qui révèlent les technologies utilisées, réseaux sociaux professionnels, enregistrements DNS. Vient ensuite une phase active de cartographie : découverte des machines, des services exposés et de leurs versions.</p>
<h2>3. L’identification des vulnérabilités</h2>
<p>À partir de cette cartographie, l’auditeur recherche les failles : logiciels non mis à jour, configurations par défaut, mots de passe faibles, erreurs de développement dans les applications web. Les scanners automatisés aident, mais ils produisent de nombreux faux positifs. L’expertise humaine reste indispensable pour trier et confirmer.</p>
<h2>4. L’exploitation</h2>
<p>C’est la phase la plus spectaculaire : l’auditeur tente d’exploiter les vulnérabilités pour démontrer leur impact réel. Une injection SQL permet-elle d’extraire la base clients ? Un compte utilisateur compromis permet-il de devenir administrateur du domaine ? L’objectif n’est pas de causer des dégâts, mais de <strong>prouver le risque</strong> de manière irréfutable et mesurée.</p>
<blockquote>Dans nos missions en environnement Active Directory, il faut rarement plus de deux jours pour passer d’un simple compte utilisateur aux droits d’administrateur du domaine.</blockquote>
<h2>5. La post-exploitation</h2>
<p>Une fois un premier accès obtenu, l’auditeur évalue jusqu’où un attaquant pourrait aller : mouvements latéraux vers d’autres serveurs, accès à des données sensibles, persistance. Cette étape révèle souvent les faiblesses les plus graves, notamment le cloisonnement insuffisant des réseaux et la réutilisation de mots de passe.</p>
<h2>6. Le rapport : le vrai livrable</h2>
<p>Un test d’intrusion ne vaut que par la qualité de son rapport. Il comprend généralement deux parties :</p>
<ul>
<li>une <strong>synthèse pour la direction</strong>, sans jargon, qui présente le niveau de risque global et les priorités ;</li>
<li>un <strong>rapport technique détaillé</strong>, avec chaque vulnérabilité, sa criticité, les preuves d’exploitation et des recommandations de correction précises.</li>
</ul>
<p>Une réunion de restitution permet ensuite d’échanger avec les équipes techniques et de construire le plan de remédiation.</p>
<h2>Et après ?</h2>
<p>Les corrections doivent être priorisées selon la criticité et la facilité d’exploitation. Un <strong>test de contrôle</strong> quelques semaines plus tard vérifie que les failles ont bien été corrigées. Idéalement, les tests d’intrusion sont renouvelés chaque année, et après chaque changement majeur du système d’information.</p>
<h2>Devenir pentesteur</h2>
<p>Le métier exige de solides connaissances en réseaux, systèmes et développement, une grande curiosité et une éthique irréprochable. Notre formation « Tests d’intrusion : méthodologie et pratique du pentest » se déroule à 70 % sur une plateforme de laboratoires réalistes. Consultez les dates dans nos <a href="/sessions">prochaines sessions</a>.</p>
`,
  },
  {
    slug: 'az-900-ou-aws-cloud-practitioner',
    title: 'AZ-900 ou AWS Cloud Practitioner : par quelle certification cloud commencer ?',
    excerpt:
      'Les certifications d’entrée de Microsoft et d’Amazon sont une excellente porte d’accès au cloud. Laquelle choisir selon votre profil et votre environnement ?',
    description:
      'Comparatif des certifications AZ-900 et AWS Cloud Practitioner : contenu, examen, public visé et suite du parcours cloud.',
    category: 'SI, cloud et data',
    author: 'Sami Ben Amor',
    tags: ['Azure', 'AWS', 'Cloud', 'Certification'],
    image: 'uploads\\blog\\cloud-certifications.png',
    publishedOffsetDays: -210,
    content: `
<p>Le cloud est désormais incontournable, y compris pour les entreprises tunisiennes qui migrent progressivement leurs applications et leurs données. Pour les professionnels, une certification d’entrée est un excellent moyen de structurer ses connaissances et de les faire reconnaître. Deux certifications dominent ce niveau : <strong>Microsoft Azure Fundamentals (AZ-900)</strong> et <strong>AWS Certified Cloud Practitioner</strong>. Laquelle choisir ?</p>
<h2>Deux certifications très proches</h2>
<p>Les deux examens poursuivent le même objectif : valider la compréhension des concepts fondamentaux du cloud et des services de chaque fournisseur. Ni l’un ni l’autre n’exige de compétences techniques préalables. Ils s’adressent aussi bien aux techniciens qu’aux commerciaux, chefs de projet, acheteurs ou managers qui travaillent avec le cloud.</p>
<h3>Les thèmes communs</h3>
<ul>
<li>les modèles de service : infrastructure, plateforme et logiciel en tant que service ;</li>
<li>les modèles de déploiement : cloud public, privé et hybride ;</li>
<li>le modèle de responsabilité partagée entre le fournisseur et le client ;</li>
<li>les grandes familles de services : calcul, stockage, réseau, bases de données ;</li>
<li>la sécurité, la conformité et la gestion des identités ;</li>
<li>la tarification et la maîtrise des coûts.</li>
</ul>
<h2>Les différences</h2>
<h3>L’écosystème</h3>
<p>Azure est naturellement intégré à l’environnement Microsoft : Microsoft 365, Active Directory, Windows Server, Power BI. Les organisations qui utilisent déjà ces outils, nombreuses dans les administrations et les grandes entreprises tunisiennes, s’orientent souvent vers Azure. AWS, pionnier du marché, est très présent chez les startups, les éditeurs de logiciels et les entreprises tournées vers l’international.</p>
<h3>L’examen</h3>
<p>L’AZ-900 comporte généralement entre 40 et 60 questions, en 45 minutes environ. L’examen AWS Cloud Practitioner compte 65 questions en 90 minutes. Les deux peuvent être passés en ligne, depuis chez soi, ou dans un centre agréé. Le niveau de difficulté est comparable ; l’examen AWS insiste un peu plus sur la facturation et les offres de support.</p>
<h3>La suite du parcours</h3>
<p>Côté Microsoft, la suite logique pour un profil technique est l’<strong>AZ-104</strong> (administrateur Azure), puis des certifications d’architecte ou de spécialiste. Côté AWS, on enchaîne sur les certifications Associate, comme <strong>Solutions Architect – Associate</strong>. Pour les profils orientés données, l’écosystème Microsoft propose aussi le <strong>PL-300</strong> sur Power BI.</p>
<blockquote>Le meilleur choix est souvent celui du cloud que votre entreprise, ou celle que vous visez, utilise déjà.</blockquote>
<h2>Notre recommandation selon votre profil</h2>
<ul>
<li><strong>Administrateur système dans un environnement Microsoft</strong> : AZ-900, puis AZ-104.</li>
<li><strong>Développeur ou DevOps en startup</strong> : AWS Cloud Practitioner, puis une certification Associate, et pourquoi pas Docker et Kubernetes.</li>
<li><strong>Commercial ou chef de projet</strong> : la certification correspondant aux solutions que vous vendez ou pilotez.</li>
<li><strong>Étudiant ou en reconversion</strong> : regardez les offres d’emploi de votre région et choisissez le cloud le plus demandé.</li>
</ul>
<h2>Et pourquoi pas les deux ?</h2>
<p>De plus en plus d’entreprises adoptent une stratégie multicloud. Une fois la première certification obtenue, la seconde demande peu d’efforts supplémentaires, car les concepts sont identiques : seuls les noms des services changent. Détenir les deux constitue un atout réel sur un CV.</p>
<h2>Se préparer efficacement</h2>
<p>Une formation courte, complétée par des laboratoires pratiques et des examens blancs, suffit généralement. Nos formations AZ-900 en after-work et AWS Cloud Practitioner en ligne incluent le voucher d’examen. Consultez les dates dans nos <a href="/sessions">prochaines sessions</a>.</p>
`,
  },
  {
    slug: 'vaincre-le-trac-prise-de-parole',
    title: 'Vaincre le trac : 8 techniques pour prendre la parole avec assurance',
    excerpt:
      'Le trac touche presque tout le monde, y compris les orateurs expérimentés. Il ne s’agit pas de le supprimer, mais de l’apprivoiser. Huit techniques éprouvées pour y parvenir.',
    description:
      'Respiration, préparation, ancrage, regard : huit techniques concrètes pour gérer le trac et prendre la parole en public avec assurance.',
    category: 'Leadership et management',
    author: 'Inès Mejri',
    tags: ['Prise de parole', 'Trac', 'Communication', 'Développement personnel'],
    image: 'blog/prise-de-parole.png',
    publishedOffsetDays: -236,
    content: `
<p>Mains moites, cœur qui s’emballe, voix qui tremble, trou de mémoire : le trac est l’une des expériences les plus partagées au monde professionnel. Présenter un projet au comité de direction, animer une réunion ou intervenir lors d’une conférence peut devenir une épreuve. Bonne nouvelle : le trac n’est pas une fatalité. Bien canalisé, il devient même une source d’énergie. Voici huit techniques que nous travaillons en formation.</p>
<h2>Avant de prendre la parole</h2>
<h3>1. Préparer son message, pas son texte</h3>
<p>Apprendre un texte par cœur augmente le risque de trou de mémoire. Préparez plutôt votre <strong>message clé</strong>, celui que le public doit retenir, et trois idées principales pour le soutenir. Notez-les sur une fiche. Vous pourrez ainsi improviser la formulation tout en gardant le fil.</p>
<h3>2. Répéter à voix haute</h3>
<p>Relire mentalement ne suffit pas. Répétez debout, à voix haute, idéalement devant un collègue ou en vous filmant. Vous repérerez les passages difficiles et gagnerez en fluidité. Trois répétitions complètes changent radicalement la perception de soi le jour J.</p>
<h3>3. Soigner le début</h3>
<p>Le trac est maximal dans les premières secondes. Connaissez parfaitement votre introduction : une question, une anecdote ou un chiffre marquant. Une fois le départ réussi, la suite s’enchaîne beaucoup plus facilement.</p>
<h3>4. Repérer les lieux</h3>
<p>Quand c’est possible, arrivez en avance, testez le micro, le projecteur et la télécommande, et marchez dans l’espace où vous allez parler. Ce qui est familier rassure.</p>
<h2>Au moment de parler</h2>
<h3>5. Respirer par le ventre</h3>
<p>Le stress accélère et raccourcit la respiration. Quelques minutes avant de parler, pratiquez la <strong>respiration abdominale</strong> : inspirez par le nez en gonflant le ventre pendant quatre secondes, expirez lentement par la bouche pendant six secondes. Répétez cinq fois. Le rythme cardiaque ralentit et la voix se pose.</p>
<h3>6. S’ancrer dans le sol</h3>
<p>Les pieds bien à plat, écartés de la largeur du bassin, le poids réparti sur les deux jambes : cette posture stable envoie au cerveau un message de sécurité. Évitez de vous balancer ou de croiser les jambes, et laissez vos mains libres pour accompagner le propos.</p>
<h3>7. Chercher les regards bienveillants</h3>
<p>Dans toute salle, certaines personnes hochent la tête et sourient. Adressez-vous d’abord à elles, puis élargissez progressivement votre regard à l’ensemble du public. Le contact visuel transforme une présentation en conversation.</p>
<blockquote>Le public ne voit qu’une petite partie de votre trac. Ce que vous ressentez comme un tremblement énorme passe souvent totalement inaperçu.</blockquote>
<h3>8. Accepter les silences</h3>
<p>Une pause de deux secondes vous paraît interminable ; pour le public, elle donne du poids à ce que vous venez de dire. Les silences vous permettent de respirer, de retrouver vos idées et de capter l’attention. Ils valent bien mieux que les « euh » de remplissage.</p>
<h2>Changer de regard sur le trac</h2>
<p>Les recherches en psychologie montrent que réinterpréter les signes physiques du stress comme de l’<strong>excitation</strong> plutôt que de la peur améliore les performances. Votre cœur bat vite parce que votre corps se prépare à donner le meilleur de lui-même. Dites-vous « je suis prêt » plutôt que « je suis stressé ».</p>
<h2>La pratique, encore la pratique</h2>
<p>Comme toute compétence, l’aisance à l’oral se développe par l’entraînement. Chaque prise de parole, même courte, renforce la confiance. Saisissez les occasions : un point en réunion d’équipe, une présentation à un client, une intervention lors d’un événement professionnel.</p>
<p>Notre formation « Prise de parole en public » propose deux journées d’exercices progressifs et filmés, dans un groupe restreint et bienveillant. Découvrez les dates dans nos <a href="/sessions">prochaines sessions</a>.</p>
`,
  },
  {
    slug: 'business-plan-ce-que-lisent-investisseurs',
    title: 'Business plan : ce que les investisseurs lisent vraiment',
    excerpt:
      'Un investisseur consacre souvent moins de dix minutes à un premier dossier. Voici les éléments qu’il regarde en priorité, et les erreurs qui font refermer un business plan.',
    description:
      'Équipe, marché, traction, chiffres : ce que les investisseurs regardent en priorité dans un business plan, et les erreurs à éviter.',
    category: 'Entrepreneuriat',
    author: 'Walid Jebali',
    tags: ['Business plan', 'Levée de fonds', 'Investisseurs', 'Startup'],
    image: null,
    publishedOffsetDays: -268,
    content: `
<p>Les porteurs de projet passent souvent des semaines à rédiger un business plan de soixante pages. Les investisseurs, eux, reçoivent des dizaines de dossiers chaque mois et consacrent rarement plus de quelques minutes à une première lecture. Après avoir été des deux côtés de la table, voici ce que j’ai appris sur ce qui compte vraiment.</p>
<h2>La première page décide de tout</h2>
<p>Le <strong>résumé exécutif</strong> est la partie la plus lue, et souvent la seule. En une page, il doit répondre à cinq questions : quel problème résolvez-vous, pour qui, avec quelle solution, quelle preuve avez-vous que cela fonctionne, et combien cherchez-vous pour faire quoi ? Si ces réponses ne sont pas claires, le reste du document ne sera pas lu.</p>
<h2>Ce que les investisseurs regardent en priorité</h2>
<h3>1. L’équipe</h3>
<p>Au stade de l’amorçage, on investit d’abord dans des personnes. Les investisseurs cherchent une équipe complémentaire, engagée à temps plein, avec une expérience pertinente du marché visé. Mettez en avant ce qui rend votre équipe capable de réussir là où d’autres échoueraient.</p>
<h3>2. Le marché</h3>
<p>Un marché trop petit limite le potentiel de retour sur investissement. Présentez une estimation crédible, construite à partir de données vérifiables, en distinguant le marché total, le marché accessible et la part que vous pouvez raisonnablement conquérir. Évitez les raisonnements du type « si nous prenons 1 % du marché africain ».</p>
<h3>3. La traction</h3>
<p>Rien ne rassure plus qu’une preuve de l’intérêt des clients : premières ventes, utilisateurs actifs, lettres d’intention, projets pilotes, taux de réachat. Même modeste, une traction réelle vaut mieux que les plus belles projections.</p>
<h3>4. Le modèle économique</h3>
<p>Comment gagnez-vous de l’argent ? Quel est le coût d’acquisition d’un client, et combien vous rapporte-t-il sur la durée ? Quelles sont vos marges ? L’investisseur veut comprendre la mécanique de création de valeur, pas seulement le chiffre d’affaires espéré.</p>
<h3>5. L’utilisation des fonds</h3>
<p>Expliquez précisément ce que vous ferez de l’argent levé et quelles étapes il vous permettra de franchir : recrutements clés, développement du produit, conquête d’un nouveau marché. Chaque levée doit mener à un palier de valeur mesurable.</p>
<blockquote>Un investisseur ne finance pas un plan, il finance une équipe capable d’apprendre plus vite que ses concurrents.</blockquote>
<h2>Les erreurs qui font refermer un dossier</h2>
<ul>
<li><strong>Des prévisions irréalistes</strong> : une croissance de 300 % par an pendant cinq ans sans justification décrédibilise l’ensemble.</li>
<li><strong>L’absence de concurrence</strong> : affirmer ne pas avoir de concurrents signifie souvent que le marché n’existe pas, ou que l’étude est insuffisante.</li>
<li><strong>Une valorisation déconnectée</strong> de la réalité du stade de développement.</li>
<li><strong>Un document trop long</strong>, trop technique ou truffé de jargon.</li>
<li><strong>Des incohérences</strong> entre le texte et les tableaux financiers.</li>
</ul>
<h2>Le rôle des prévisions financières</h2>
<p>Personne ne croit vraiment aux chiffres de la cinquième année. Les prévisions servent surtout à vérifier que vous comprenez votre modèle : hypothèses de prix, de volumes, de coûts et de besoin en fonds de roulement. Présentez des hypothèses explicites et un plan de trésorerie mensuel sur dix-huit mois. C’est là que se joue la crédibilité du fondateur.</p>
<h2>Du document au pitch</h2>
<p>Le business plan est de plus en plus remplacé, au premier contact, par un <strong>pitch deck</strong> d’une quinzaine de diapositives. Les deux doivent raconter la même histoire, avec la même cohérence. Entraînez-vous à présenter votre projet en dix minutes, puis en trois, puis en une phrase.</p>
<p>Notre formation « Business plan et levée de fonds » vous accompagne de la construction du modèle financier jusqu’au pitch devant un jury d’investisseurs. Consultez les dates dans nos <a href="/sessions">prochaines sessions</a>.</p>
`,
  },
  {
    slug: 'agilite-echelle-safe-pour-votre-organisation',
    title: 'Agilité à l’échelle : SAFe® est-il fait pour votre organisation ?',
    excerpt:
      'Quand plusieurs équipes agiles doivent livrer ensemble un même produit, la coordination devient un défi. SAFe® est le cadre le plus utilisé pour y répondre, mais il n’est pas adapté à toutes les situations.',
    description:
      'Principes, Agile Release Train, PI Planning, conditions de réussite : ce qu’il faut savoir avant de déployer SAFe® dans votre organisation.',
    category: 'Gestion de projet et agilité',
    author: 'Leïla Haddad',
    tags: ['SAFe', 'Agilité à l’échelle', 'Transformation', 'Scrum'],
    image: 'blog/safe.png',
    publishedOffsetDays: -301,
    content: `
<p>Scrum fonctionne remarquablement bien pour une équipe de dix personnes. Mais que se passe-t-il lorsqu’une banque, un opérateur télécom ou une administration doit faire travailler ensemble quinze équipes sur une même plateforme ? Les dépendances se multiplient, les priorités divergent et la vision d’ensemble se perd. C’est pour répondre à ce problème que sont nés les cadres d’<strong>agilité à l’échelle</strong>, dont le plus répandu est <strong>SAFe®</strong>, le Scaled Agile Framework.</p>
<h2>Les idées clés de SAFe®</h2>
<h3>L’Agile Release Train</h3>
<p>Au cœur de SAFe® se trouve l’<strong>Agile Release Train</strong> (ART) : un ensemble de cinq à douze équipes agiles, soit 50 à 125 personnes, organisées autour d’un flux de valeur et qui planifient, livrent et s’améliorent ensemble. Le train a ses propres rôles : le Release Train Engineer, qui facilite son fonctionnement, le Product Management, qui porte la vision, et le System Architect.</p>
<h3>Le PI Planning</h3>
<p>Tous les huit à douze semaines, l’ensemble du train se réunit pendant deux jours pour le <strong>PI Planning</strong>. Les équipes y construisent leurs plans, identifient les dépendances et s’engagent sur des objectifs communs. C’est souvent le moment le plus marquant d’une transformation SAFe® : des personnes qui ne se parlaient jamais découvrent qu’elles travaillent sur le même produit.</p>
<h3>Le portefeuille Lean</h3>
<p>SAFe® étend l’agilité jusqu’au niveau du portefeuille, avec des budgets alloués aux flux de valeur plutôt qu’aux projets, et une gestion des initiatives majeures, les Epics, fondée sur des hypothèses à valider.</p>
<h2>Quand SAFe® est-il pertinent ?</h2>
<p>SAFe® apporte une vraie valeur lorsque plusieurs conditions sont réunies :</p>
<ul>
<li>plusieurs équipes contribuent à un même produit ou système et dépendent fortement les unes des autres ;</li>
<li>l’organisation a besoin d’une synchronisation régulière avec les métiers et la direction ;</li>
<li>la direction est prête à s’impliquer personnellement dans la transformation ;</li>
<li>les équipes ont déjà une première expérience de Scrum ou de Kanban.</li>
</ul>
<h2>Les pièges à éviter</h2>
<p>SAFe® est parfois critiqué pour sa complexité. Sa documentation est abondante, et la tentation est grande de tout déployer d’un coup. Les échecs que nous observons ont souvent les mêmes causes :</p>
<ul>
<li><strong>Renommer sans changer</strong> : appeler « train » une ancienne direction de projets, sans modifier les modes de décision.</li>
<li><strong>Oublier les équipes</strong> : se concentrer sur les rôles et les instances de coordination en négligeant la qualité du travail agile au niveau de chaque équipe.</li>
<li><strong>Un management absent</strong> : déléguer la transformation à des consultants sans que les dirigeants ne changent leurs propres pratiques.</li>
<li><strong>Tout imposer dès le départ</strong> au lieu de commencer par un premier train pilote.</li>
</ul>
<blockquote>Une transformation SAFe® réussie commence par un train, un flux de valeur et des dirigeants formés. Le reste suit, étape par étape.</blockquote>
<h2>Les alternatives</h2>
<p>SAFe® n’est pas le seul cadre d’agilité à l’échelle. LeSS privilégie la simplicité et un seul Product Owner pour plusieurs équipes. Le modèle Spotify, souvent cité, est davantage une source d’inspiration qu’un cadre structuré. Pour deux ou trois équipes, une coordination légère, comme un Scrum of Scrums et une revue commune, suffit souvent. Le bon choix dépend de votre taille, de votre culture et de votre niveau de maturité agile.</p>
<h2>Se former avant de se lancer</h2>
<p>La formation <strong>Leading SAFe®</strong> est la porte d’entrée recommandée pour les dirigeants, managers et leaders du changement. Elle donne une vision complète du cadre et prépare à la certification SAFe® Agilist. Notre session en format hybride, animée par une SAFe® Program Consultant, comprend une simulation complète de PI Planning. Consultez les <a href="/sessions">prochaines sessions</a>.</p>
`,
  },
  {
    slug: 'iso-27001-2022-ce-qui-change',
    title: 'ISO/IEC 27001:2022 : ce qui change et comment se préparer',
    excerpt:
      'La version 2022 de la norme ISO/IEC 27001 a restructuré les mesures de sécurité et introduit de nouveaux contrôles. Les organisations certifiées doivent adapter leur système de management.',
    description:
      'Nouvelle annexe A, 11 nouvelles mesures, transition des certificats : l’essentiel de l’ISO/IEC 27001:2022 pour les responsables sécurité.',
    category: 'Cybersécurité',
    author: 'Anis Bouazizi',
    tags: ['ISO 27001', 'SMSI', 'Conformité', 'Cybersécurité'],
    image: 'uploads\\blog\\iso-27001.png',
    publishedOffsetDays: -345,
    content: `
<p>La norme <strong>ISO/IEC 27001</strong> est la référence internationale des systèmes de management de la sécurité de l’information (SMSI). En Tunisie, banques, assurances, opérateurs, éditeurs de logiciels et centres de services l’adoptent de plus en plus, souvent à la demande de leurs clients européens. Sa révision de 2022 a apporté des changements significatifs qu’il est utile de bien comprendre.</p>
<h2>Une structure inchangée pour le système de management</h2>
<p>Les chapitres 4 à 10 de la norme, qui décrivent les exigences du système de management, évoluent peu. On y retrouve le contexte de l’organisation, le leadership, la planification, le support, le fonctionnement, l’évaluation des performances et l’amélioration. Quelques précisions ont été apportées, notamment sur la planification des changements et sur les processus nécessaires au SMSI.</p>
<h2>Une annexe A profondément remaniée</h2>
<p>Le changement majeur concerne l’<strong>annexe A</strong>, qui liste les mesures de sécurité de référence. Alignée sur l’ISO/IEC 27002:2022, elle passe de 114 mesures réparties en 14 domaines à <strong>93 mesures</strong> regroupées en quatre thèmes :</p>
<ul>
<li>les mesures organisationnelles, au nombre de 37 ;</li>
<li>les mesures liées aux personnes, au nombre de 8 ;</li>
<li>les mesures physiques, au nombre de 14 ;</li>
<li>les mesures technologiques, au nombre de 34.</li>
</ul>
<p>Beaucoup de mesures ont été fusionnées ou reformulées, sans changement de fond. Mais onze mesures sont entièrement nouvelles.</p>
<h2>Les onze nouvelles mesures</h2>
<p>Elles reflètent l’évolution des menaces et des pratiques :</p>
<ul>
<li>le renseignement sur les menaces ;</li>
<li>la sécurité de l’information dans l’utilisation des services cloud ;</li>
<li>la préparation des technologies de l’information pour la continuité d’activité ;</li>
<li>la surveillance de la sécurité physique ;</li>
<li>la gestion des configurations ;</li>
<li>la suppression des informations ;</li>
<li>le masquage des données ;</li>
<li>la prévention des fuites de données ;</li>
<li>les activités de surveillance ;</li>
<li>le filtrage web ;</li>
<li>le codage sécurisé.</li>
</ul>
<h2>Des attributs pour mieux organiser les mesures</h2>
<p>L’ISO/IEC 27002:2022 introduit des <strong>attributs</strong> qui permettent de classer les mesures selon différents angles : type de mesure (préventive, détective, corrective), propriétés de sécurité concernées, concepts de cybersécurité, capacités opérationnelles et domaines de sécurité. Ces attributs facilitent la construction de tableaux de bord et le dialogue avec d’autres référentiels.</p>
<blockquote>La transition n’est pas qu’un exercice documentaire : c’est l’occasion de vérifier que vos mesures correspondent encore aux menaces réelles.</blockquote>
<h2>Comment réussir la transition ?</h2>
<p>Les organisations certifiées selon l’ancienne version disposaient d’une période de transition de trois ans. Pour celles qui démarrent aujourd’hui, seule la version 2022 est applicable. Dans les deux cas, la démarche est similaire :</p>
<ul>
<li>réaliser une analyse d’écart entre les mesures existantes et la nouvelle annexe A ;</li>
<li>mettre à jour l’appréciation et le plan de traitement des risques ;</li>
<li>réviser la déclaration d’applicabilité ;</li>
<li>déployer les nouvelles mesures retenues et former les équipes concernées ;</li>
<li>conduire un audit interne et une revue de direction avant l’audit de certification.</li>
</ul>
<h2>Se former pour piloter le projet</h2>
<p>La réussite d’un projet ISO/IEC 27001 repose sur des compétences à la fois en sécurité, en gestion des risques et en conduite du changement. Nos formations <strong>ISO/IEC 27001 Lead Implementer</strong> et <strong>Lead Auditor</strong>, certifiantes, sont entièrement fondées sur la version 2022. Consultez les dates dans nos <a href="/sessions">prochaines sessions</a>.</p>
`,
  },
];
