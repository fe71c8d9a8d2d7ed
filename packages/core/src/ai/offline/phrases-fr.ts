/*
 * The French phrase bank, built like the English one (see phrases-en.ts), addressing the reader
 * as "vous". The keyphrase never takes an article: it opens a title ("{Kw} : ..."), follows
 * "côté" or "en matière {dekw}" ("de" or "d'" as its first letter asks), and the audience follows
 * "les", "des" or "aux", which never elide. Yoast counts "être" with a participle as passive, so
 * sentences avoid it.
 */
import type { PhraseBank } from "./bank";

export const french: PhraseBank = {
  language: "fr",
  keepsCapitals: false,
  readers: "lecteurs",
  topicFallback: "le sujet",
  part: "partie",
  purposeFallback: "{site} accompagne les {audience} en matière {deniche}.",
  titles: [
    { text: "{Kw} : le guide pratique pour les {audience}", slug: "guide" },
    { text: "{Kw} : le guide pratique pour débuter", slug: "debuter" },
    { text: "{Kw} sans prise de tête : l'essentiel d'abord", slug: "essentiel" },
    { text: "{Kw} : des étapes qui marchent vraiment", slug: "etapes" },
    { text: "{Kw} : conseils, erreurs et réponses", slug: "conseils" },
    { text: "{Kw} : comment bien démarrer", slug: "demarrer" },
    { text: "{Kw} : les erreurs courantes à éviter", slug: "erreurs" },
    { text: "{Kw} en pratique : des idées pour les {audience}", slug: "en-pratique" },
    { text: "{Kw} : un plan simple qui fonctionne", slug: "plan" },
    { text: "{Kw} : la liste pour commencer aujourd'hui", slug: "liste" },
    { text: "{Kw} : de bonnes habitudes pour durer", slug: "habitudes" },
  ],
  slugSuffixes: ["guide", "conseils", "cles", "pas-a-pas"],
  excerpts: [
    "Un guide pratique en matière {dekw} pour les {audience} : par où commencer, quoi éviter et comment continuer.",
    "Tout ce dont les {audience} ont besoin pour se lancer côté {kw}, des premiers pas aux questions les plus fréquentes.",
  ],
  intro: [
    [
      [
        "Beaucoup de gens veulent progresser en matière {dekw}, mais ne savent pas par où commencer.",
        "Si vous suivez l'actualité en matière {deniche}, vous voudrez tôt ou tard en savoir plus côté {kw}.",
        "Au premier abord, le sujet {kw} peut sembler difficile, mais les bases s'apprennent vite.",
      ],
      ["C'est pourquoi ce guide va droit au but.", "Nous avons donc préparé un guide simple et pratique."],
      ["Pas de jargon, pas de remplissage, seulement ce qui marche.", "De plus, chaque idée s'accompagne d'un exemple concret."],
      [
        "À la fin, vous saurez exactement quoi faire ensuite.",
        "Vous trouverez des étapes claires, des conseils honnêtes et des réponses aux questions courantes.",
      ],
    ],
    [
      ["Chez {site}, nous parlons {deniche} tous les jours.", "Nous écrivons pour les {audience} et nous savons que votre temps compte."],
      ["Ainsi, chaque conseil de ce guide vient de la pratique.", "Par conséquent, chaque partie reste courte et concrète."],
      ["D'abord, voyons pourquoi cela vaut la peine.", "Alors, commençons."],
      ["Enfin, nous répondons aux questions que l'on nous pose le plus.", "Par ailleurs, une foire aux questions vous attend à la fin."],
    ],
  ],
  sections: [
    {
      id: "why",
      headings: ["Pourquoi {kw} compte pour les {audience}", "{Kw?Se lancer} : pourquoi cela vaut la peine", "Ce que vous gagnez avec de bonnes habitudes"],
      paragraphs: [
        [
          ["Le temps investi en matière {dekw?de bonnes habitudes} se rentabilise largement.", "Les petits efforts s'additionnent vite."],
          ["De plus, vous évitez des erreurs coûteuses.", "Vous développez aussi des compétences durables."],
          ["En matière {deniche}, la régularité fait toute la différence.", "Beaucoup de {audience} le remarquent en quelques semaines."],
          ["Pourtant, beaucoup de gens remettent cela à plus tard.", "Cependant, la plupart ne commencent que lorsque les choses tournent mal."],
        ],
        [
          ["Pensez à l'endroit où vous voulez être dans six mois.", "Imaginez vos objectifs dans quelques mois."],
          ["Ensuite, demandez-vous quel petit pas vous en rapproche.", "Puis notez un changement possible dès cette semaine."],
          ["Une routine claire transforme ces objectifs en résultats.", "Côté {kw?méthode}, une routine claire change tout."],
          ["Ainsi, vos progrès ne dépendent plus de la motivation du jour.", "De cette façon, vous avancez même les jours chargés."],
        ],
        [
          ["Il existe aussi un bénéfice discret : la confiance.", "En outre, voir ses progrès motive beaucoup."],
          ["Lorsque vous constatez des progrès, vous avez envie de continuer.", "Chaque petite victoire facilite l'étape suivante."],
          ["C'est pourquoi il vaut la peine de noter même les petits progrès.", "Alors célébrez aussi les petites victoires."],
        ],
      ],
    },
    {
      id: "basics",
      headings: ["{Kw} : les bases en quelques mots", "L'essentiel côté {kw?méthode}", "Ce qu'il faut savoir avant de commencer"],
      paragraphs: [
        [
          ["Au fond, la réussite en matière {dekw} repose sur quelques idées simples.", "Derrière le jargon se cache une idée simple."],
          ["Premièrement, ayez un objectif clair.", "D'abord, définissez ce que vous voulez obtenir."],
          ["Deuxièmement, faites de petits pas que vous pouvez répéter.", "Ensuite, créez une routine que vous pouvez tenir."],
          ["Enfin, vérifiez vos résultats et ajustez.", "Finalement, tirez une leçon de chaque essai."],
        ],
        [
          ["Beaucoup de guides compliquent les choses.", "Sur internet, les détails inutiles abondent."],
          ["Concentrez-vous plutôt sur les quelques actions qui comptent le plus.", "Choisissez donc les rares conseils qui font vraiment la différence."],
          ["Plus tard, vous pourrez affiner votre approche.", "Avec le temps, vous verrez quels détails comptent."],
        ],
        [
          ["Par ailleurs, il aide de connaître tôt les termes clés.", "Certains mots reviennent sans cesse."],
          [
            "Par exemple, presque tout tourne autour des objectifs, des routines et des bilans.",
            "En effet, la plupart des conseils parlent de planifier, pratiquer et faire le point.",
          ],
          ["Ensuite, les conseils des experts vous sembleront bien plus simples.", "Alors vous pourrez juger chaque nouveau conseil par vous-même."],
        ],
      ],
    },
    {
      id: "start",
      headings: ["Comment débuter côté {kw}", "Vos premiers pas côté {kw?méthode}", "Un plan simple pour commencer"],
      paragraphs: [
        [
          ["Commencer reste souvent le plus difficile.", "La première semaine donne le ton pour la suite."],
          ["C'est pourquoi votre premier plan doit rester court et réaliste.", "Gardez donc les premières étapes petites."],
          ["Avant tout, faites le point sur votre temps et vos moyens.", "D'abord, regardez ce que vous savez déjà."],
          ["Cette séquence fonctionne pour beaucoup de {audience} :", "Suivez ces étapes dans l'ordre :"],
        ],
      ],
      list: [
        "Fixez un objectif clair pour le mois prochain.",
        "Regardez où vous en êtes aujourd'hui.",
        "Choisissez l'étape qui aura le plus d'effet.",
        "Réservez-lui un créneau fixe chaque semaine.",
        "Notez ce que vous avez fait et le résultat obtenu.",
        "Relisez vos notes à la fin de chaque semaine.",
        "Demandez l'avis d'une personne de confiance.",
      ],
      closing: [
        ["Quand la liste devient une routine, ajoutez une nouvelle habitude.", "Après quelques semaines, ces étapes vous sembleront naturelles."],
        ["En attendant, ne changez pas tout à la fois.", "Toutefois, ne vous précipitez pas."],
        ["Les petits pas réguliers l'emportent à la fin.", "Un départ calme l'emporte presque toujours sur un départ précipité."],
      ],
    },
    {
      id: "tips",
      headings: ["Conseils pratiques côté {kw?résultats}", "Les habitudes qui font la différence", "Des conseils pour le quotidien"],
      paragraphs: [
        [
          ["La régularité compte plus que l'intensité.", "Les séances courtes et régulières battent les marathons."],
          ["Par exemple, réservez vingt minutes le même jour chaque semaine.", "Par exemple, associez la tâche à une habitude que vous avez déjà."],
          ["Puis protégez ce temps comme un rendez-vous.", "En outre, écartez tout ce qui vous freine."],
          ["En quelques mois, vous verrez des résultats nets.", "Bientôt, vous remarquerez la différence."],
        ],
        [
          ["Apprenez aussi de ceux qui ont réussi avant vous.", "Regardez également ce qui marche chez les autres."],
          ["Lisez une bonne source plutôt que dix moyennes.", "Choisissez quelques sources fiables et tenez-vous-y."],
          ["De même, partagez vos résultats avec d'autres.", "Également, parlez de vos progrès à un ami."],
          ["Expliquer une chose permet de l'apprendre deux fois.", "Car en expliquant une étape, vous la retenez mieux."],
        ],
        [
          ["Enfin, un petit conseil avec un grand effet.", "Un dernier conseil : terminez chaque séance par une prochaine étape claire."],
          [
            "Une note rapide sur l'endroit où vous vous êtes arrêté fait gagner du temps.",
            "Ainsi, vous ne perdez pas les premières minutes de la séance suivante.",
          ],
          ["Sur une année, cette habitude fait gagner des heures.", "Ces petites habitudes entretiennent l'élan."],
        ],
      ],
    },
    {
      id: "audience",
      headings: ["Ce que les {audience} doivent garder en tête", "{Kw} pour les {audience}", "Des conseils pour les {audience}"],
      paragraphs: [
        [
          ["Chacun part d'un point différent.", "Aucune situation ne ressemble tout à fait à une autre."],
          ["Pourtant, beaucoup de {audience} rencontrent les mêmes obstacles.", "Cependant, les {audience} partagent souvent les mêmes défis."],
          ["Le premier reste en général le manque de temps.", "Surtout, le temps manque."],
          [
            "C'est pourquoi nous conseillons des routines courtes plutôt que de grands projets.",
            "Donc les petites routines marchent mieux que les grands plans.",
          ],
        ],
        [
          ["Le budget compte aussi.", "Par ailleurs, beaucoup de gens posent la question du coût."],
          ["Heureusement, de bons résultats dépendent rarement d'outils chers.", "En effet, vous pouvez commencer avec ce que vous avez déjà."],
          ["N'investissez que lorsqu'un besoin clair apparaît.", "N'achetez du nouveau que lorsque vous savez ce qui vous manque."],
        ],
        [
          ["Enfin, entourez-vous de personnes aux objectifs proches.", "La communauté aide aussi."],
          ["D'autres personnes avec les mêmes questions vous motivent pendant les semaines lentes.", "À plusieurs, le chemin devient plus agréable."],
          ["Alors rejoignez un groupe ou un forum.", "Partagez donc vos progrès avec eux régulièrement."],
        ],
      ],
    },
    {
      id: "mistakes",
      headings: ["Les erreurs courantes côté {kw}", "Les erreurs qui vous freinent", "Ce qu'il faut éviter côté {kw?méthode}"],
      paragraphs: [
        [
          ["Beaucoup de gens veulent en faire trop à la fois.", "Beaucoup commencent avec trop d'objectifs."],
          ["Par conséquent, ils abandonnent au bout de quelques semaines.", "Du coup, ils perdent vite leur motivation."],
          ["Choisissez plutôt un objectif et menez-le jusqu'au bout.", "Concentrez-vous donc sur un seul changement jusqu'à ce qu'il tienne."],
        ],
        [
          ["Une autre erreur consiste à ne jamais faire le point.", "Par ailleurs, beaucoup copient le plan d'un autre sans réfléchir."],
          ["Sans bilan, vous ne savez pas ce qui fonctionne.", "Ce qui convient à une autre personne ne vous convient pas forcément."],
          ["C'est pourquoi il faut relire vos notes une fois par mois.", "Adaptez donc chaque idée à votre situation."],
          ["Surtout, rappelez-vous qu'avancer lentement reste avancer.", "Après tout, chaque changement demande du temps."],
        ],
        [
          ["Une troisième erreur consiste à suivre chaque nouvelle mode.", "Certains sautent aussi les bases."],
          ["Les idées nouvelles séduisent, mais les bases portent presque tout.", "Les modes passent, les bonnes habitudes restent."],
          ["Alors maîtrisez d'abord les choses simples.", "Bref, gardez ce qui fonctionne."],
        ],
      ],
    },
    {
      id: "measure",
      headings: ["Comment mesurer vos progrès", "Vos progrès côté {kw?suivi}", "Les signes que votre plan fonctionne"],
      paragraphs: [
        [
          ["Ce que vous ne mesurez pas, vous l'améliorez difficilement.", "Des chiffres clairs vous aident à garder le cap."],
          ["Choisissez deux ou trois signaux simples.", "Limitez-vous à quelques indicateurs."],
          ["Par exemple, notez combien de fois vous pratiquez et ce qui a changé.", "Par exemple, écrivez une ligne sur chaque séance."],
          ["Ensuite, comparez les chiffres mois après mois.", "Puis cherchez des tendances plutôt que des résultats isolés."],
        ],
        [
          ["Les progrès avancent rarement en ligne droite.", "Certaines semaines sembleront plus lentes que d'autres."],
          ["Jugez donc votre plan sur des mois, pas sur des jours.", "Laissez alors à chaque changement le temps d'agir."],
          ["Lorsque la tendance monte, votre approche fonctionne.", "Si la tendance stagne, changez une seule chose et recommencez."],
        ],
        [
          ["Gardez un suivi léger.", "Mesurer ne doit jamais devenir un second travail."],
          ["Un carnet ou une courte liste sur votre téléphone suffit.", "Cinq minutes par semaine suffisent."],
          ["L'important reste de le relire régulièrement.", "Ensuite, laissez vos notes guider votre prochaine décision."],
        ],
      ],
    },
    {
      id: "tools",
      headings: ["Comment {site} vous aide côté {kw?méthode}", "Ce que {site} apporte", "Le soutien de {site}"],
      paragraphs: [
        [
          ["Voici comment {site} décrit sa mission : {purpose}", "Voici ce que vise {site} : {purpose}"],
          ["C'est pourquoi nous misons sur ce dont les {audience} ont le plus besoin :", "Voici sur quoi vous pouvez compter :"],
        ],
      ],
      features: true,
      closing: [
        ["Ensemble, ces points facilitent les étapes ci-dessus.", "Bref, nous voulons vous simplifier chaque étape."],
        ["Bien sûr, les conseils de ce guide marchent avec ou sans nous.", "Toutefois, ces conseils valent quel que soit votre point de départ."],
      ],
    },
    {
      id: "related",
      headings: ["{Kw} et {related}", "Des sujets voisins qui valent le détour", "L'étape suivante : {related}"],
      paragraphs: [
        [
          ["Une fois les bases acquises, regardez les sujets voisins.", "Aucun sujet ne vit seul."],
          ["Par exemple, le sujet {related} s'appuie sur les mêmes compétences.", "Notamment, le sujet {related} constitue une suite naturelle."],
          ["De plus, vos habitudes vous y serviront aussi.", "De même, le même bilan y fonctionne."],
          ["Alors avancez sujet par sujet.", "Toutefois, terminez une chose avant de commencer la suivante."],
        ],
        [
          ["Sur {site}, nous écrivons souvent sur ces sujets.", "Notre blog aborde aussi ces sujets."],
          ["Comme toujours, nos conseils restent pratiques.", "Chaque article se termine par une prochaine étape claire."],
        ],
      ],
    },
  ],
  asides: [
    [
      ["Prenons un exemple simple.", "Voyons un cas concret."],
      ["Imaginez une personne qui n'a qu'une heure libre par semaine.", "Pensez à quelqu'un qui travaille à plein temps et manque de temps libre."],
      ["Cette personne choisit une seule étape de cette partie et la répète chaque dimanche.", "Chaque week-end, cette personne pratique une seule étape."],
      ["Au bout d'un mois, ses notes montrent une tendance claire.", "Après quatre semaines, les premiers résultats apparaissent."],
      ["Le changement reste petit, mais il existe.", "Le progrès reste modeste, mais constant."],
    ],
    [
      ["Nous entendons souvent la même inquiétude.", "Une question revient dans presque toutes les conversations."],
      ["Beaucoup pensent avoir commencé trop tard.", "Certains croient manquer de talent."],
      ["En réalité, les habitudes comptent bien plus que le talent.", "En fait, la régularité bat le talent sur la durée."],
      ["Donc le meilleur moment pour commencer reste aujourd'hui.", "Alors n'attendez pas le moment parfait."],
    ],
    [
      ["Écrire votre plan aide beaucoup.", "Mettez votre plan par écrit."],
      ["Un plan écrit engage plus qu'une idée en tête.", "En l'écrivant, un objectif flou devient concret."],
      ["De plus, il vous montre quand vous déviez.", "Vous pouvez aussi le relire quand vous bloquez."],
      ["Une page suffit.", "Il doit se lire en une minute."],
    ],
    [
      ["Posez-vous une question honnête.", "Essayez ce petit exercice."],
      ["Que feriez-vous si vous n'aviez que dix minutes aujourd'hui ?", "Quelle étape vous aiderait le plus maintenant ?"],
      ["Votre réponse révèle votre vraie priorité.", "Voilà votre priorité réelle."],
      ["Commencez par là et gardez le reste pour plus tard.", "Faites cela d'abord, le reste peut attendre."],
    ],
    [
      ["L'avis des autres accélère l'apprentissage.", "Un regard extérieur aide aussi."],
      ["Un seul commentaire d'un ami peut révéler un angle mort.", "Une autre paire d'yeux voit ce qui vous échappe."],
      ["Montrez donc votre travail tôt, même s'il vous semble inachevé.", "Alors demandez un avis avant de vous sentir prêt."],
      ["Ensuite, appliquez la suggestion la plus utile.", "Puis gardez la remarque la plus pertinente."],
    ],
    [
      ["La motivation va et vient.", "Certains jours, vous n'en aurez tout simplement pas envie."],
      ["C'est normal et cela arrive à tout le monde.", "Même les experts connaissent ces jours-là."],
      ["Ces jours-là, faites la plus petite version possible de la tâche.", "Dans ce cas, réduisez la tâche jusqu'à ce qu'elle paraisse facile."],
      ["Cinq minutes comptent aussi.", "Car une courte séance garde l'habitude en vie."],
    ],
    [
      ["Pensez en saisons plutôt qu'en jours.", "Planifiez par blocs de quelques mois."],
      ["Trois mois suffisent pour un vrai changement.", "En trois mois, chaque habitude a le temps de s'installer."],
      ["En même temps, l'objectif reste proche.", "Pourtant, le but reste à portée de main."],
      ["À la fin de chaque bloc, faites le point et fixez l'objectif suivant.", "Ensuite, choisissez le prochain objectif."],
    ],
    [
      ["Votre environnement façonne vos habitudes.", "De petits changements autour de vous aident beaucoup."],
      ["Par exemple, gardez à portée de main tout ce qu'il vous faut.", "Par exemple, préparez vos affaires la veille."],
      ["De plus, coupez les notifications pendant vos séances.", "Éloignez aussi les distractions."],
      ["Lorsque commencer ne coûte rien, vous commencez plus souvent.", "Car si la bonne action reste facile, vous la faites plus souvent."],
    ],
  ],
  links: [["Pour un autre angle, lisez {link}.", "Vous aimerez peut-être aussi {link}.", "Pour plus de détails, consultez {link}."]],
  categoryLine: ["Vous trouverez d'autres articles de ce type dans la catégorie {category}.", "Parcourez la catégorie {category} pour plus d'idées."],
  homeLink: ["Vous trouverez d'autres guides sur {link}.", "D'autres conseils pratiques vous attendent sur {link}."],
  faqHeadings: ["Questions fréquentes côté {kw?pratique}", "Vos questions en matière {dekw?d'organisation}", "{Kw} : questions fréquentes"],
  faq: [
    {
      question: "Combien de temps faut-il pour voir des résultats ?",
      answer: [
        ["Cela dépend de votre point de départ.", "La réponse honnête : cela varie."],
        ["Pourtant, beaucoup de {audience} constatent un changement en quelques semaines.", "Cependant, beaucoup de lecteurs voient des résultats en un mois."],
        ["La régularité accélère tout le reste.", "Car la pratique régulière fait la différence."],
        ["Donnez-vous donc au moins deux mois avant de juger.", "Alors pensez sur le long terme."],
      ],
    },
    {
      question: "Quelle est la première étape côté {kw?pratique} ?",
      answer: [
        ["D'abord, fixez un objectif clair.", "Premièrement, décidez de ce que vous voulez obtenir."],
        ["Ensuite, regardez où vous en êtes aujourd'hui.", "Puis faites le point sur votre situation actuelle."],
        ["L'écart entre les deux vous indique par où commencer.", "Cette comparaison vous montre la première tâche."],
        ["Cette tâche doit tenir en une semaine.", "Ensuite, inscrivez-la dans votre agenda."],
      ],
    },
    {
      question: "Faut-il des outils particuliers en matière {dekw?d'équipement} ?",
      answer: [
        ["Non, vous pouvez commencer avec ce que vous avez.", "Pas au début."],
        ["Des outils simples suffisent pendant les premiers mois.", "L'essentiel couvre presque tout au départ."],
        ["Plus tard, investissez si un besoin clair apparaît.", "Améliorez votre matériel seulement face à une vraie limite."],
        ["La pratique compte plus que le matériel.", "Vos habitudes pèsent plus que vos outils."],
      ],
    },
    {
      question: "À quelle fréquence faire le point sur mes progrès ?",
      answer: [
        ["Un court bilan chaque semaine convient à presque tout le monde.", "Une fois par semaine, c'est un bon rythme."],
        ["De plus, prévoyez un bilan plus long chaque mois.", "Prévoyez également un bilan approfondi chaque mois."],
        ["Ainsi, vous repérez les problèmes à temps.", "De cette façon, les petits problèmes ne grossissent jamais."],
        ["Gardez ces bilans courts et sincères.", "Notez une leçon à chaque bilan."],
      ],
    },
    {
      question: "Quelle est la plus grande erreur des débutants ?",
      answer: [
        ["Presque tous veulent changer trop de choses à la fois.", "L'erreur classique : vouloir tout faire le premier jour."],
        ["Par conséquent, ils perdent vite leur motivation.", "Du coup, l'élan retombe en quelques semaines."],
        ["Commencez plutôt petit.", "Choisissez plutôt une habitude et gardez-la."],
        ["Ensuite, ajoutez l'habitude suivante.", "La progression vient couche après couche."],
      ],
    },
    {
      question: "Un débutant peut-il progresser seul côté {kw?pratique} ?",
      answer: [
        ["Oui, sans aucun doute.", "Oui, la plupart y arrivent."],
        ["Les étapes de ce guide ne demandent aucune formation.", "Il vous faut seulement un plan et un peu de patience."],
        ["Si vous bloquez, demandez de l'aide à un ami ou à une communauté.", "Lorsqu'une question se pose, cherchez une source fiable."],
        ["Après tout, tous les experts ont débuté un jour.", "Tout le monde commence quelque part."],
      ],
    },
  ],
  conclusionHeadings: ["Le mot de la fin côté {kw?pratique}", "En résumé", "L'essentiel", "Conclusion : votre prochaine étape"],
  conclusion: [
    [
      ["Progresser en matière {dekw} peut rester simple.", "Côté {kw}, les petits pas réguliers mènent au succès."],
      ["Fixez un objectif, gardez une routine simple et vérifiez vos résultats.", "Choisissez une étape de ce guide et appliquez-la cette semaine."],
      ["Avec le temps, ces petits pas s'additionnent.", "Dans quelques mois, vous serez content de vous être lancé."],
    ],
    [
      ["Merci de votre lecture.", "Nous espérons que ce guide vous aidera à passer à l'étape suivante."],
      ["Si vous avez une question, écrivez-nous.", "Racontez-nous comment cela se passe pour vous."],
    ],
  ],
  knowledge: {
    headings: ["Ce que nous savons chez {site} sur {kw?ce sujet}", "Ce que nous avons appris chez {site}", "Ce que nous avons déjà partagé chez {site}"],
    fromPost: [
      "Comme l'explique notre article {link} : {passage}",
      "Notre article {link} le résume ainsi : {passage}",
      "Dans {link}, nous le disions ainsi : {passage}",
    ],
    fromDocument: ["Notre document « {source} » le dit ainsi : {passage}", "Selon « {source} » : {passage}", "Dans « {source} », on lit : {passage}"],
    bridges: [
      "Cela rejoint les étapes ci-dessus.",
      "C'est pourquoi nous en parlons ici.",
      "En pratique, nous le constatons souvent.",
      "Ainsi, cela vaut la peine d'y penser.",
    ],
  },
};
