/*
 * The German phrase bank, built like the English one (see phrases-en.ts). The keyphrase and the
 * audience are noun phrases of unknown gender, so sentences never put an article or an adjective
 * ending in front of them ("beim Thema {kw}", "für {audience}").
 */
import type { PhraseBank } from "./bank";

export const german: PhraseBank = {
  language: "de",
  keepsCapitals: true,
  readers: "Leserinnen und Leser",
  topicFallback: "das Thema",
  part: "Teil",
  purposeFallback: "{site} unterstützt {audience} rund um {niche}.",
  titles: [
    { text: "{Kw}: ein praktischer Leitfaden für {audience}", slug: "leitfaden" },
    { text: "{Kw}: ein praktischer Leitfaden für Einsteiger", slug: "einsteiger" },
    { text: "{Kw} leicht gemacht: das Wichtigste zuerst", slug: "leicht-gemacht" },
    { text: "{Kw}: Schritte, die wirklich funktionieren", slug: "schritte" },
    { text: "{Kw}: Tipps, Fehler und Antworten", slug: "tipps" },
    { text: "{Kw}: so gelingt der Einstieg", slug: "einstieg" },
    { text: "{Kw} einfach erklärt", slug: "erklaert" },
    { text: "{Kw}: typische Fehler und wie Sie sie vermeiden", slug: "fehler" },
    { text: "{Kw} in der Praxis: Tipps für {audience}", slug: "praxis" },
    { text: "{Kw}: ein einfacher Plan, der funktioniert", slug: "plan" },
    { text: "{Kw}: die Checkliste für den Start", slug: "checkliste" },
    { text: "{Kw}: gute Gewohnheiten für dauerhafte Erfolge", slug: "gewohnheiten" },
  ],
  slugSuffixes: ["ratgeber", "tipps", "grundlagen", "anleitung"],
  excerpts: [
    "Ein praktischer Leitfaden zum Thema {kw} für {audience}: wo Sie anfangen, was Sie vermeiden und wie Sie dranbleiben.",
    "Alles, was {audience} für den Einstieg ins Thema {kw} brauchen, von den ersten Schritten bis zu den häufigsten Fragen.",
  ],
  intro: [
    [
      [
        "{Kw} wirkt auf den ersten Blick kompliziert, doch die Grundlagen sind leicht zu lernen.",
        "Viele {audience} möchten beim Thema {kw} besser werden, wissen aber nicht, wo sie anfangen sollen.",
        "Wer sich für {niche} interessiert, stößt früher oder später auf das Thema {kw}.",
      ],
      ["Deshalb halten wir diesen Ratgeber einfach und praktisch.", "In diesem Beitrag gehen wir deshalb Schritt für Schritt vor."],
      ["Kein Fachjargon, keine Floskeln, nur was wirklich hilft.", "Dabei lassen wir Theorie weg, die Sie nicht brauchen."],
      ["Am Ende wissen Sie genau, was als Nächstes zu tun ist.", "Sie finden klare Schritte, ehrliche Tipps und Antworten auf häufige Fragen."],
    ],
    [
      ["Bei {site} dreht sich alles um {niche}.", "Wir schreiben für {audience} und wissen, wie knapp Ihre Zeit ist."],
      ["Deshalb stammt jeder Tipp hier aus der Praxis.", "Darum ist jeder Abschnitt kurz und konkret."],
      ["Zuerst schauen wir uns an, warum sich der Aufwand lohnt.", "Also los, fangen wir an."],
      ["Zum Schluss beantworten wir die Fragen, die wir am häufigsten hören.", "Außerdem finden Sie am Ende Antworten auf häufige Fragen."],
    ],
  ],
  sections: [
    {
      id: "why",
      headings: ["Warum {kw} für {audience} wichtig ist", "Warum sich {kw?der Aufwand} lohnt", "Was das Thema wirklich bringt"],
      paragraphs: [
        [
          ["Gute Gewohnheiten sparen auf lange Sicht Zeit.", "Kleine Schritte summieren sich schnell."],
          ["Außerdem vermeiden Sie teure Fehler.", "Zudem bauen Sie Fähigkeiten auf, die bleiben."],
          ["Gerade bei {niche} zahlt sich Beständigkeit aus.", "Das merken {audience} schon nach wenigen Wochen."],
          ["Trotzdem schieben viele den Start zu lange auf.", "Dennoch fangen die meisten erst an, wenn etwas schiefgeht."],
        ],
        [
          ["Denken Sie an Ihre Ziele in sechs Monaten.", "Stellen Sie sich vor, wo Sie in einem halben Jahr stehen wollen."],
          ["Danach fragen Sie sich, welcher kleine Schritt Sie näher bringt.", "Dann notieren Sie eine Änderung für diese Woche."],
          ["{Kw?Ihr Vorhaben} wird so zur festen Routine.", "Eine klare Routine macht aus Zielen Ergebnisse."],
          ["So hängt Ihr Fortschritt nicht mehr von der Tagesform ab.", "Dadurch kommen Sie auch an vollen Tagen voran."],
        ],
        [
          ["Dazu kommt ein stiller Vorteil: Selbstvertrauen.", "Außerdem macht sichtbarer Fortschritt einfach Freude."],
          ["Wenn Sie Erfolge sehen, wollen Sie weitermachen.", "Jeder kleine Erfolg erleichtert den nächsten Schritt."],
          ["Deshalb lohnt es sich, auch kleine Fortschritte zu notieren.", "Feiern Sie also auch kleine Erfolge."],
        ],
      ],
    },
    {
      id: "basics",
      headings: ["{Kw}: die Grundlagen in einfachen Worten", "Die Grundlagen von {kw?A bis Z}", "Was Sie vor dem Start wissen sollten"],
      paragraphs: [
        [
          ["Im Kern geht es beim Thema {kw} um wenige einfache Ideen.", "Hinter dem Fachjargon steckt eine einfache Idee."],
          ["Erstens kennen Sie Ihr Ziel.", "Zuerst legen Sie fest, was Sie erreichen wollen."],
          ["Zweitens gehen Sie kleine Schritte, die Sie wiederholen können.", "Danach bauen Sie eine Routine auf, die Sie durchhalten."],
          ["Schließlich prüfen Sie Ihre Ergebnisse und passen an.", "Zuletzt lernen Sie aus jedem Versuch."],
        ],
        [
          ["Viele Ratgeber machen die Sache schwerer, als sie ist.", "Im Netz finden Sie oft unnötig viele Details."],
          ["Konzentrieren Sie sich stattdessen auf die wenigen Dinge mit der größten Wirkung.", "Wählen Sie deshalb die wenigen Tipps, die wirklich zählen."],
          ["Später können Sie Ihren Ansatz verfeinern.", "Mit der Zeit sehen Sie, welche Details wichtig sind."],
        ],
        [
          ["Außerdem hilft es, die wichtigsten Begriffe früh zu kennen.", "Einige Begriffe tauchen immer wieder auf."],
          ["Zum Beispiel geht es fast immer um Ziele, Routinen und Rückblicke.", "Die meisten Ratgeber drehen sich um Planung, Übung und Feedback."],
          ["Danach fällt es Ihnen viel leichter, Expertentipps zu folgen.", "Dann können Sie jeden neuen Tipp selbst beurteilen."],
        ],
      ],
    },
    {
      id: "start",
      headings: ["So starten Sie mit dem Thema {kw}", "Ihre ersten Schritte mit {kw?einem klaren Plan}", "Ein einfacher Plan für den Anfang"],
      paragraphs: [
        [
          ["Der Anfang ist oft der schwerste Teil.", "Die erste Woche prägt alles, was danach kommt."],
          ["Halten Sie Ihren ersten Plan deshalb kurz und realistisch.", "Darum sollten die ersten Schritte klein sein."],
          ["Zuerst verschaffen Sie sich einen Überblick über Ihre Zeit und Ihre Mittel.", "Sehen Sie sich zunächst an, was Sie schon wissen."],
          ["Diese Reihenfolge hat sich für viele {audience} bewährt:", "Gehen Sie diese Schritte der Reihe nach durch:"],
        ],
      ],
      list: [
        "Setzen Sie sich ein klares Ziel für den nächsten Monat.",
        "Prüfen Sie, wo Sie heute stehen.",
        "Wählen Sie den einen Schritt mit der größten Wirkung.",
        "Reservieren Sie dafür eine feste Zeit in Ihrer Woche.",
        "Notieren Sie, was Sie getan haben und was dabei herauskam.",
        "Werten Sie Ihre Notizen am Ende jeder Woche aus.",
        "Bitten Sie eine Person Ihres Vertrauens um Feedback.",
      ],
      closing: [
        ["Sobald die Liste zur Routine wird, nehmen Sie eine neue Gewohnheit dazu.", "Nach einigen Wochen fühlen sich diese Schritte ganz natürlich an."],
        ["Bis dahin gilt: Ändern Sie nicht alles auf einmal.", "Trotzdem sollten Sie nichts überstürzen."],
        ["Kleine, stetige Schritte führen am Ende zum Ziel.", "Ein ruhiger Start schlägt einen hektischen fast immer."],
      ],
    },
    {
      id: "tips",
      headings: ["Praktische Tipps für {kw?bessere Ergebnisse}", "Gewohnheiten, die wirklich etwas verändern", "Tipps für den Alltag"],
      paragraphs: [
        [
          ["Regelmäßigkeit zählt mehr als Intensität.", "Kurze, regelmäßige Einheiten schlagen seltene Marathons."],
          ["Planen Sie zum Beispiel jede Woche zwanzig Minuten am selben Tag ein.", "Verknüpfen Sie die Aufgabe zum Beispiel mit einer festen Gewohnheit."],
          ["Dann schützen Sie diese Zeit wie einen Termin.", "Außerdem räumen Sie alles aus dem Weg, was Sie bremst."],
          ["Nach einigen Monaten zeigen sich deutliche Ergebnisse.", "Bald werden Sie den Unterschied bemerken."],
        ],
        [
          ["Lernen Sie außerdem von Menschen, die es schon geschafft haben.", "Schauen Sie sich zudem an, was bei anderen funktioniert."],
          ["Lesen Sie lieber eine gute Quelle als zehn mittelmäßige.", "Wählen Sie einige vertrauenswürdige Quellen und bleiben Sie dabei."],
          ["Ebenso lohnt es sich, Ihre Ergebnisse mit anderen zu teilen.", "Sprechen Sie außerdem mit Freunden über Ihre Fortschritte."],
          ["Wer etwas erklärt, lernt es doppelt.", "Denn beim Erklären festigt sich Wissen am besten."],
        ],
        [
          ["Zum Schluss ein kleiner Tipp mit großer Wirkung.", "Noch ein Tipp: Beenden Sie jede Einheit mit einem klaren nächsten Schritt."],
          ["Eine kurze Notiz, wo Sie aufgehört haben, spart später Zeit.", "So verlieren Sie beim nächsten Mal keine Minute."],
          ["Über ein Jahr macht das einen großen Unterschied.", "Solche kleinen Gewohnheiten halten den Schwung aufrecht."],
        ],
      ],
    },
    {
      id: "audience",
      headings: ["Worauf {audience} achten sollten", "{Kw} für {audience}", "Ratschläge für {audience}"],
      paragraphs: [
        [
          ["Jeder startet an einem anderen Punkt.", "Keine zwei Situationen sind genau gleich."],
          ["Trotzdem stehen {audience} oft vor ähnlichen Hürden.", "Dennoch kennen viele {audience} dieselben Probleme."],
          ["An erster Stelle steht meist die Zeit.", "Vor allem fehlt oft die Zeit."],
          ["Deshalb empfehlen wir kurze Routinen statt großer Projekte.", "Darum funktionieren kleine Routinen besser als große Pläne."],
        ],
        [
          ["Auch das Budget spielt eine Rolle.", "Außerdem fragen viele nach den Kosten."],
          ["Zum Glück hängen gute Ergebnisse selten von teurer Ausrüstung ab.", "Tatsächlich können Sie mit dem starten, was Sie schon haben."],
          ["Investieren Sie erst, wenn ein klarer Bedarf entsteht.", "Kaufen Sie Neues erst, wenn Sie wissen, was Ihnen fehlt."],
        ],
        [
          ["Suchen Sie sich zuletzt Menschen mit ähnlichen Zielen.", "Auch Gemeinschaft hilft."],
          ["Gleichgesinnte motivieren Sie in zähen Wochen.", "Mit anderen macht der Weg einfach mehr Spaß."],
          ["Treten Sie also einer Gruppe oder einem Forum bei.", "Teilen Sie deshalb regelmäßig Ihre Fortschritte."],
        ],
      ],
    },
    {
      id: "mistakes",
      headings: ["Häufige Fehler beim Thema {kw}", "Fehler, die Sie ausbremsen", "Was Sie bei {kw?Ihrem Plan} vermeiden sollten"],
      paragraphs: [
        [
          ["Viele Menschen wollen zu viel auf einmal.", "Viele starten mit zu vielen Zielen gleichzeitig."],
          ["Deshalb geben sie nach wenigen Wochen auf.", "Folglich verlieren sie schnell die Motivation."],
          ["Wählen Sie stattdessen ein Ziel und ziehen Sie es durch.", "Konzentrieren Sie sich also auf eine Änderung, bis sie sitzt."],
        ],
        [
          ["Ein weiterer Fehler ist der fehlende Rückblick.", "Außerdem übernehmen viele fremde Pläne ohne nachzudenken."],
          ["Ohne Rückblick wissen Sie nicht, was funktioniert.", "Was für andere passt, passt nicht unbedingt zu Ihnen."],
          ["Werfen Sie deshalb einmal im Monat einen Blick auf Ihre Notizen.", "Passen Sie deshalb jede Idee an Ihre Lage an."],
          ["Vor allem: Langsamer Fortschritt ist immer noch Fortschritt.", "Schließlich braucht jede Veränderung ihre Zeit."],
        ],
        [
          ["Ein dritter Fehler ist, jedem neuen Trend hinterherzulaufen.", "Manche überspringen außerdem die Grundlagen."],
          ["Neue Ideen sind spannend, doch die Grundlagen tragen das meiste Gewicht.", "Trends kommen und gehen, gute Gewohnheiten bleiben."],
          ["Meistern Sie also zuerst die einfachen Dinge.", "Kurz gesagt: Bleiben Sie bei dem, was funktioniert."],
        ],
      ],
    },
    {
      id: "measure",
      headings: ["So messen Sie Ihren Fortschritt", "Fortschritte messen: {kw?Schritt für Schritt}", "Woran Sie erkennen, dass Ihr Plan wirkt"],
      paragraphs: [
        [
          ["Was Sie nicht messen, können Sie kaum verbessern.", "Klare Zahlen helfen Ihnen, auf Kurs zu bleiben."],
          ["Wählen Sie zwei oder drei einfache Signale aus.", "Beschränken Sie sich auf wenige Kennzahlen."],
          ["Notieren Sie zum Beispiel, wie oft Sie üben und was sich verändert.", "Schreiben Sie zum Beispiel eine Zeile pro Einheit auf."],
          ["Danach vergleichen Sie die Werte von Monat zu Monat.", "Achten Sie dann eher auf Trends als auf einzelne Ergebnisse."],
        ],
        [
          ["Fortschritt verläuft selten geradlinig.", "Manche Wochen fühlen sich langsamer an als andere."],
          ["Beurteilen Sie Ihren Plan deshalb über Monate, nicht über Tage.", "Geben Sie jeder Änderung also genug Zeit."],
          ["Wenn der Trend nach oben zeigt, funktioniert Ihre Routine.", "Falls der Trend stockt, ändern Sie eine Sache und versuchen es erneut."],
        ],
        [
          ["Halten Sie das Messen einfach.", "Messen sollte nie zur zweiten Arbeit werden."],
          ["Ein Notizbuch oder eine kurze Liste im Handy genügt.", "Fünf Minuten pro Woche reichen völlig."],
          ["Wichtig ist nur, dass Sie regelmäßig hineinschauen.", "Lassen Sie sich dann von Ihren Notizen leiten."],
        ],
      ],
    },
    {
      id: "tools",
      headings: ["Wie {site} hilft: {kw?Ihr Start}", "Was {site} beiträgt", "Unterstützung von {site}"],
      paragraphs: [
        [
          ["So beschreibt {site} die eigene Aufgabe: {purpose}", "Darum geht es bei {site}: {purpose}"],
          ["Darauf können Sie sich verlassen:", "Deshalb konzentrieren wir uns auf einige Dinge:"],
        ],
      ],
      features: true,
      closing: [
        ["Zusammen machen diese Punkte die Schritte oben leichter.", "Kurz gesagt wollen wir Ihnen jeden Schritt erleichtern."],
        ["Natürlich funktionieren die Tipps in diesem Beitrag auch ohne uns.", "Trotzdem gilt der Rat hier unabhängig davon, wo Sie starten."],
      ],
    },
    {
      id: "related",
      headings: ["{Kw} und {related}", "Verwandte Themen, die sich lohnen", "Der nächste Schritt: {related}"],
      paragraphs: [
        [
          ["Sobald die Grundlagen sitzen, lohnt sich ein Blick auf verwandte Themen.", "Kein Thema steht für sich allein."],
          ["Das Thema {related} baut zum Beispiel auf denselben Fähigkeiten auf.", "Auch das Thema {related} ist ein naheliegender nächster Schritt."],
          ["Außerdem helfen Ihnen Ihre Gewohnheiten auch dort.", "Ebenso funktioniert dort derselbe Rückblick."],
          ["Nehmen Sie sich also ein Thema nach dem anderen vor.", "Schließen Sie trotzdem erst eine Sache ab, bevor Sie die nächste beginnen."],
        ],
        [
          ["Über diese Themen schreiben wir regelmäßig auf {site}.", "In unserem Blog finden Sie mehr zu diesen Themen."],
          ["Auch dort bleiben wir praktisch.", "Jeder Beitrag endet mit einem klaren nächsten Schritt."],
        ],
      ],
    },
  ],
  asides: [
    [
      ["Ein einfaches Beispiel macht das greifbar.", "Machen wir es konkret."],
      ["Stellen Sie sich jemanden mit nur einer freien Stunde pro Woche vor.", "Denken Sie an jemanden mit Vollzeitjob und wenig Freizeit."],
      [
        "Diese Person wählt einen einzigen Schritt aus diesem Abschnitt und wiederholt ihn jeden Sonntag.",
        "Jedes Wochenende übt diese Person genau einen Schritt.",
      ],
      ["Nach einem Monat zeigen die Notizen ein klares Muster.", "Nach vier Wochen werden erste Ergebnisse sichtbar."],
      ["Die Veränderung ist klein, aber echt.", "Der Fortschritt ist bescheiden, dafür stetig."],
    ],
    [
      ["Eine Sorge hören wir von {audience} immer wieder.", "Eine Frage taucht in fast jedem Gespräch auf."],
      ["Viele glauben, sie hätten zu spät angefangen.", "Manche denken, ihnen fehle das Talent."],
      ["Tatsächlich zählen Gewohnheiten viel mehr als Talent.", "In Wahrheit schlagen feste Gewohnheiten auf Dauer jedes Talent."],
      ["Der beste Zeitpunkt für den Start ist deshalb heute.", "Warten Sie also nicht auf den perfekten Moment."],
    ],
    [
      ["Es hilft, den Plan aufzuschreiben.", "Bringen Sie Ihren Plan zu Papier."],
      ["Ein schriftlicher Plan wirkt verbindlicher als eine Idee im Kopf.", "Schreiben macht ein vages Ziel konkret."],
      ["Außerdem zeigt er Ihnen, wann Sie vom Kurs abkommen.", "Zudem können Sie ihn jederzeit zur Hand nehmen."],
      ["Eine Seite genügt völlig.", "Halten Sie ihn so kurz, dass Sie ihn in einer Minute lesen."],
    ],
    [
      ["Stellen Sie sich eine ehrliche Frage.", "Probieren Sie diese kurze Übung aus."],
      ["Was würden Sie tun, wenn Sie heute nur zehn Minuten hätten?", "Welcher einzelne Schritt würde Ihnen jetzt am meisten helfen?"],
      ["Ihre Antwort zeigt Ihre wahre Priorität.", "Genau dort liegt Ihre eigentliche Priorität."],
      ["Fangen Sie also dort an und lassen Sie den Rest warten.", "Erledigen Sie das zuerst, alles andere kann warten."],
    ],
    [
      ["Feedback beschleunigt das Lernen.", "Ein Blick von außen hilft ebenfalls."],
      ["Schon ein Kommentar von Freunden deckt oft blinde Flecken auf.", "Ein zweites Paar Augen sieht oft, was Ihnen entgeht."],
      ["Zeigen Sie Ihre Arbeit deshalb früh, auch wenn sie unfertig wirkt.", "Fragen Sie also nach einer Meinung, bevor Sie sich bereit fühlen."],
      ["Danach setzen Sie den hilfreichsten Hinweis um.", "Anschließend wählen Sie den Vorschlag, der am meisten Sinn ergibt."],
    ],
    [
      ["Motivation kommt und geht.", "An manchen Tagen fehlt einfach die Lust."],
      ["Das ist normal und passiert allen.", "Das geht auch Profis so."],
      ["An solchen Tagen erledigen Sie die kleinste mögliche Version der Aufgabe.", "Verkleinern Sie die Aufgabe dann, bis sie leicht fällt."],
      ["Auch fünf Minuten zählen.", "Denn auch eine kurze Einheit hält die Gewohnheit am Leben."],
    ],
    [
      ["Denken Sie in Jahreszeiten statt in Tagen.", "Planen Sie in Blöcken von einigen Monaten."],
      ["Drei Monate reichen für echte Veränderung.", "In drei Monaten kann sich jede Gewohnheit festigen."],
      ["Gleichzeitig bleibt das Ziel nah genug, um fokussiert zu bleiben.", "Trotzdem fühlt sich das Ziel noch greifbar an."],
      ["Am Ende jedes Blocks blicken Sie zurück und setzen das nächste Ziel.", "Danach wählen Sie das nächste Ziel."],
    ],
    [
      ["Ihre Umgebung prägt Ihre Gewohnheiten.", "Kleine Änderungen an Ihrer Umgebung helfen viel."],
      ["Legen Sie zum Beispiel alles Nötige griffbereit hin.", "Bereiten Sie zum Beispiel Ihre Sachen schon am Vorabend vor."],
      ["Außerdem schalten Sie Ablenkungen während konzentrierter Einheiten aus.", "Schalten Sie zudem das Handy stumm."],
      ["Wenn der richtige Schritt der leichteste ist, gehen Sie ihn öfter.", "Denn wenn der Start keine Mühe kostet, fangen Sie öfter an."],
    ],
  ],
  links: [["Einen verwandten Blickwinkel finden Sie in {link}.", "Lesen Sie dazu auch unseren Beitrag {link}.", "Mehr Details lesen Sie in {link}."]],
  categoryLine: ["Weitere Beiträge dieser Art finden Sie in der Kategorie {category}.", "Stöbern Sie für mehr Ideen in unserer Kategorie {category}."],
  homeLink: ["Weitere Ratgeber finden Sie auf {link}.", "Mehr praktische Tipps gibt es auf {link}."],
  faqHeadings: ["Häufige Fragen: {kw?kurz beantwortet}", "Fragen und Antworten zum Thema {kw}", "{Kw}: häufige Fragen"],
  faq: [
    {
      question: "Wie lange dauert es, bis sich Ergebnisse zeigen?",
      answer: [
        ["Das hängt von Ihrem Ausgangspunkt ab.", "Die ehrliche Antwort lautet: Es ist verschieden."],
        ["Trotzdem bemerken viele {audience} schon nach einigen Wochen eine Veränderung.", "Dennoch sehen viele Leser nach einem Monat erste Ergebnisse."],
        ["Regelmäßigkeit beschleunigt alles am meisten.", "Denn Regelmäßigkeit macht den größten Unterschied."],
        ["Geben Sie sich deshalb mindestens zwei Monate Zeit.", "Planen Sie also langfristig."],
      ],
    },
    {
      question: "Wie fange ich mit {kw?dem Thema} an?",
      answer: [
        ["Setzen Sie sich zuerst ein klares Ziel.", "Zuerst entscheiden Sie, was Sie erreichen wollen."],
        ["Danach prüfen Sie, wo Sie heute stehen.", "Dann schauen Sie sich Ihre aktuelle Lage an."],
        ["Der Abstand zwischen beidem zeigt Ihnen den Anfang.", "Dieser Vergleich zeigt Ihnen die erste Aufgabe."],
        ["Halten Sie diese erste Aufgabe klein genug für eine Woche.", "Tragen Sie sie anschließend in Ihren Kalender ein."],
      ],
    },
    {
      question: "Brauche ich für {kw?den Einstieg} besondere Ausrüstung?",
      answer: [
        ["Nein, Sie können mit dem starten, was Sie haben.", "Zu Beginn nicht."],
        ["Einfache Mittel reichen für die ersten Monate.", "Für den Anfang genügt eine einfache Ausstattung."],
        ["Später können Sie gezielt investieren, wenn ein Bedarf entsteht.", "Rüsten Sie erst auf, wenn Sie an echte Grenzen stoßen."],
        ["Übung zählt ohnehin mehr als Ausrüstung.", "Denn Gewohnheiten zählen mehr als Material."],
      ],
    },
    {
      question: "Wie oft sollte ich meinen Fortschritt prüfen?",
      answer: [
        ["Ein kurzer Blick pro Woche genügt den meisten.", "Einmal pro Woche ist ein guter Rhythmus."],
        ["Zusätzlich lohnt sich ein längerer Rückblick jeden Monat.", "Außerdem planen Sie jeden Monat einen gründlichen Rückblick ein."],
        ["So erkennen Sie Probleme früh.", "Dadurch werden kleine Probleme nie groß."],
        ["Halten Sie beide Rückblicke kurz und ehrlich.", "Notieren Sie aus jedem Rückblick eine Lehre."],
      ],
    },
    {
      question: "Was ist der größte Fehler von Einsteigern?",
      answer: [
        ["Die meisten wollen zu viel auf einmal ändern.", "Der Klassiker: alles am ersten Tag erledigen wollen."],
        ["Deshalb verlieren sie schnell die Motivation.", "Folglich verpufft der Elan nach wenigen Wochen."],
        ["Fangen Sie stattdessen klein an.", "Wählen Sie lieber eine Gewohnheit und bleiben Sie dabei."],
        ["Danach kommt die nächste Gewohnheit dazu.", "Wachstum entsteht Schicht für Schicht."],
      ],
    },
    {
      question: "Schaffen Einsteiger {kw?den Start} ohne Hilfe?",
      answer: [
        ["Ja, auf jeden Fall.", "Ja, die meisten schaffen das."],
        ["Die Schritte in diesem Ratgeber brauchen kein Vorwissen.", "Sie brauchen nur einen Plan und etwas Geduld."],
        ["Wenn Sie nicht weiterkommen, fragen Sie Freunde oder eine Community.", "Bei Fragen hilft eine vertrauenswürdige Quelle weiter."],
        ["Schließlich haben auch alle Profis einmal angefangen.", "Denn jeder fängt irgendwo an."],
      ],
    },
  ],
  conclusionHeadings: ["Fazit: {kw?das Wichtigste}", "Zusammengefasst", "Das Wichtigste in Kürze", "Fazit: Ihr nächster Schritt"],
  conclusion: [
    [
      ["{Kw} muss nicht kompliziert sein.", "Beim Thema {kw} führen kleine, regelmäßige Schritte zum Erfolg."],
      [
        "Setzen Sie sich ein Ziel, halten Sie Ihre Routine einfach und prüfen Sie Ihre Ergebnisse.",
        "Wählen Sie einen Schritt aus diesem Ratgeber und setzen Sie ihn diese Woche um.",
      ],
      ["Mit der Zeit summieren sich diese kleinen Schritte.", "In ein paar Monaten werden Sie froh sein, angefangen zu haben."],
    ],
    [
      ["Danke fürs Lesen.", "Wir hoffen, dieser Ratgeber hilft Ihnen weiter."],
      ["Wenn Sie Fragen haben, schreiben Sie uns gern.", "Erzählen Sie uns, wie es bei Ihnen läuft."],
    ],
  ],
  knowledge: {
    headings: ["Was wir bei {site} über {kw?dieses Thema} wissen", "Aus unserer Erfahrung bei {site}", "Was unsere Leser bei {site} schon wissen"],
    fromPost: [
      "In unserem Beitrag {link} heißt es: {passage}",
      "Unser Beitrag {link} fasst es so zusammen: {passage}",
      "Wie wir in {link} schreiben: {passage}",
    ],
    fromDocument: ["In unserem Dokument „{source}“ steht: {passage}", "Unser Dokument „{source}“ hält fest: {passage}", "Laut „{source}“ gilt: {passage}"],
    bridges: [
      "Das passt gut zu den Schritten oben.",
      "Daran knüpft dieser Ratgeber an.",
      "Genau das zeigt sich auch in der Praxis.",
      "Deshalb lohnt sich ein zweiter Blick darauf.",
    ],
  },
};
