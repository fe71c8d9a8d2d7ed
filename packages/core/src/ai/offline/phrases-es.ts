/*
 * The Spanish phrase bank, built like the English one (see phrases-en.ts), addressing the reader
 * as "tú". The keyphrase and the audience follow prepositions without an article ("sobre {kw}",
 * "para {audience}"), which reads right whatever their gender and number. Yoast counts "ser" with
 * a participle as passive, so sentences avoid it.
 */
import type { PhraseBank } from "./bank";

export const spanish: PhraseBank = {
  language: "es",
  keepsCapitals: false,
  readers: "lectores",
  topicFallback: "el tema",
  part: "parte",
  purposeFallback: "{site} ayuda a {audience} con {niche}.",
  titles: [
    { text: "{Kw}: guía práctica para {audience}", slug: "guia" },
    { text: "{Kw}: guía práctica para principiantes", slug: "principiantes" },
    { text: "{Kw} sin complicaciones: lo primero que debes saber", slug: "sin-complicaciones" },
    { text: "{Kw}: pasos que de verdad funcionan", slug: "pasos" },
    { text: "{Kw}: consejos, errores y respuestas", slug: "consejos" },
    { text: "{Kw}: cómo empezar con buen pie", slug: "como-empezar" },
    { text: "{Kw}: los errores más comunes y cómo evitarlos", slug: "errores" },
    { text: "{Kw} en la práctica: ideas para {audience}", slug: "en-la-practica" },
    { text: "{Kw}: un plan sencillo que funciona", slug: "plan" },
    { text: "{Kw}: la lista para empezar hoy", slug: "lista" },
    { text: "{Kw}: hábitos para resultados duraderos", slug: "habitos" },
  ],
  slugSuffixes: ["guia", "consejos", "claves", "paso-a-paso"],
  excerpts: [
    "Una guía práctica sobre {kw} para {audience}: por dónde empezar, qué evitar y cómo seguir avanzando.",
    "Todo lo que {audience} necesitan para empezar con {kw}, desde los primeros pasos hasta las preguntas más frecuentes.",
  ],
  intro: [
    [
      [
        "Mucha gente quiere mejorar en {kw}, pero no sabe por dónde empezar.",
        "Si te interesa {niche}, tarde o temprano querrás aprender sobre {kw}.",
        "A primera vista, {kw} puede parecer difícil, pero lo básico se aprende rápido.",
      ],
      ["Por eso, esta guía va al grano.", "Así que hemos preparado una guía sencilla y práctica."],
      ["Sin jerga ni relleno, solo lo que funciona.", "Además, cada idea viene con un ejemplo concreto."],
      ["Al final sabrás exactamente qué hacer a continuación.", "Encontrarás pasos claros, consejos honestos y respuestas a dudas comunes."],
    ],
    [
      ["En {site} hablamos de {niche} a diario.", "Escribimos para {audience} y sabemos que tu tiempo vale mucho."],
      ["Por eso, cada consejo de esta guía sale de la práctica.", "Por lo tanto, cada sección es breve y concreta."],
      ["Primero veremos por qué merece la pena.", "Así que empecemos."],
      ["Finalmente, respondemos a las preguntas que más nos llegan.", "Además, al final encontrarás una sección de preguntas frecuentes."],
    ],
  ],
  sections: [
    {
      id: "why",
      headings: ["Por qué {kw} importa para {audience}", "{Kw?Empezar}: por qué merece la pena", "Lo que ganas con un buen hábito"],
      paragraphs: [
        [
          ["El tiempo invertido en {kw?buenos hábitos} se recupera con creces.", "Los pequeños esfuerzos suman rápido."],
          ["Además, evitas errores caros.", "También desarrollas habilidades que duran."],
          ["En {niche}, la constancia marca la diferencia.", "Muchos {audience} lo notan en pocas semanas."],
          ["Sin embargo, mucha gente lo deja para más tarde.", "Aun así, la mayoría solo empieza cuando algo sale mal."],
        ],
        [
          ["Piensa en dónde quieres estar dentro de seis meses.", "Imagina tus metas dentro de unos meses."],
          ["Después, pregúntate qué pequeño paso te acerca a ellas.", "Luego, apunta un cambio que puedas hacer esta semana."],
          ["Una rutina clara convierte esas metas en resultados.", "Con {kw?una rutina clara}, las metas se vuelven resultados."],
          ["Así, tu progreso ya no depende de la motivación del día.", "De este modo, avanzas incluso en los días más llenos."],
        ],
        [
          ["También hay un beneficio silencioso: la confianza.", "Además, ver avances resulta muy motivador."],
          ["Cuando notas progreso, quieres seguir.", "Cada pequeño logro facilita el siguiente paso."],
          ["Por eso conviene anotar incluso los avances pequeños.", "Así que celebra también las pequeñas victorias."],
        ],
      ],
    },
    {
      id: "basics",
      headings: ["{Kw}: lo básico en pocas palabras", "Lo esencial sobre {kw?el tema}", "Lo que debes saber antes de empezar"],
      paragraphs: [
        [
          ["En el fondo, el éxito con {kw} se apoya en unas pocas ideas.", "Detrás de la jerga hay una idea sencilla."],
          ["Primero, ten claro tu objetivo.", "Para empezar, define qué quieres conseguir."],
          ["Segundo, da pasos pequeños que puedas repetir.", "Luego, crea una rutina que puedas mantener."],
          ["Finalmente, revisa tus resultados y ajusta.", "Por último, aprende de cada intento."],
        ],
        [
          ["Muchas guías lo complican más de la cuenta.", "En internet abundan los detalles innecesarios."],
          ["En cambio, céntrate en las pocas acciones con más impacto.", "Por eso, elige los pocos consejos que de verdad cuentan."],
          ["Más adelante podrás afinar tu enfoque.", "Con el tiempo verás qué detalles importan."],
        ],
        [
          ["Además, conviene conocer pronto los términos clave.", "Algunas palabras aparecen una y otra vez."],
          [
            "Por ejemplo, casi todo gira en torno a metas, rutinas y revisiones.",
            "De hecho, la mayoría de los consejos hablan de planificar, practicar y revisar.",
          ],
          ["Después, los consejos de los expertos te resultarán mucho más fáciles.", "Entonces podrás juzgar cada consejo nuevo por ti mismo."],
        ],
      ],
    },
    {
      id: "start",
      headings: ["Cómo empezar con {kw}", "Tus primeros pasos con {kw?un plan claro}", "Un plan sencillo para empezar"],
      paragraphs: [
        [
          ["Empezar suele ser lo más difícil.", "La primera semana marca el tono de todo lo demás."],
          ["Por eso, tu primer plan debe ser breve y realista.", "Así que mantén pequeños los primeros pasos."],
          ["Antes de nada, revisa tu tiempo y tus recursos.", "Para empezar, mira lo que ya sabes."],
          ["Esta secuencia funciona para muchos {audience}:", "Sigue estos pasos en orden:"],
        ],
      ],
      list: [
        "Fija un objetivo claro para el próximo mes.",
        "Comprueba dónde estás hoy.",
        "Elige el paso con más impacto.",
        "Reserva un momento fijo para él cada semana.",
        "Apunta qué hiciste y qué resultado obtuviste.",
        "Revisa tus notas al final de cada semana.",
        "Pide opinión a alguien de confianza.",
      ],
      closing: [
        ["Cuando la lista se vuelva rutina, añade un hábito nuevo.", "Después de unas semanas, estos pasos te saldrán solos."],
        ["Mientras tanto, no intentes cambiarlo todo a la vez.", "Aun así, no tengas prisa."],
        ["Los pasos pequeños y constantes ganan al final.", "Un comienzo tranquilo casi siempre gana a uno apresurado."],
      ],
    },
    {
      id: "tips",
      headings: ["Consejos prácticos para {kw?mejores resultados}", "Hábitos que marcan la diferencia", "Consejos para el día a día"],
      paragraphs: [
        [
          ["La constancia importa más que la intensidad.", "Las sesiones cortas y regulares ganan a los maratones."],
          ["Por ejemplo, reserva veinte minutos el mismo día cada semana.", "Por ejemplo, une la tarea a un hábito que ya tienes."],
          ["Luego, protege ese tiempo como si fuera una cita.", "Además, quita de en medio todo lo que te frena."],
          ["En pocos meses verás resultados claros.", "Pronto notarás la diferencia."],
        ],
        [
          ["También conviene aprender de quien ya lo consiguió.", "Además, fíjate en lo que funciona para otras personas."],
          ["Lee una buena fuente en lugar de diez mediocres.", "Elige unas pocas fuentes fiables y quédate con ellas."],
          ["Del mismo modo, comparte tus resultados con otros.", "Igualmente, habla de tus avances con un amigo."],
          ["Quien explica algo, lo aprende dos veces.", "Porque al explicar un paso, lo fijas en la memoria."],
        ],
        [
          ["Por último, un consejo pequeño con mucho efecto.", "Un consejo más: termina cada sesión con un siguiente paso claro."],
          ["Una nota breve sobre dónde lo dejaste ahorra tiempo después.", "Así no pierdes los primeros minutos de la siguiente sesión."],
          ["En un año, esa costumbre suma horas.", "Estos pequeños hábitos mantienen el impulso."],
        ],
      ],
    },
    {
      id: "audience",
      headings: ["Lo que {audience} deben tener en cuenta", "{Kw} para {audience}", "Consejos para {audience}"],
      paragraphs: [
        [
          ["Cada persona parte de un punto distinto.", "No hay dos situaciones iguales."],
          ["Aun así, muchos {audience} se topan con los mismos obstáculos.", "Sin embargo, {audience} suelen compartir retos parecidos."],
          ["El primero suele ser la falta de tiempo.", "Sobre todo, falta tiempo."],
          ["Por eso recomendamos rutinas cortas en lugar de grandes proyectos.", "Por lo tanto, las rutinas pequeñas funcionan mejor que los grandes planes."],
        ],
        [
          ["El presupuesto también cuenta.", "Además, mucha gente pregunta por los costes."],
          ["Por suerte, los buenos resultados con {kw?lo básico} rara vez dependen de herramientas caras.", "De hecho, puedes empezar con lo que ya tienes."],
          ["Invierte solo cuando aparezca una necesidad clara.", "Compra algo nuevo solo cuando sepas qué te falta."],
        ],
        [
          ["Por último, busca personas con metas parecidas.", "La comunidad también ayuda."],
          ["Otras personas con tus mismas dudas te animan en las semanas lentas.", "Con compañía, el camino resulta más divertido."],
          ["Así que únete a un grupo o a un foro.", "Por eso, comparte tus avances con ellos a menudo."],
        ],
      ],
    },
    {
      id: "mistakes",
      headings: ["Errores comunes con {kw}", "Errores que te frenan", "Qué evitar con {kw?tu plan}"],
      paragraphs: [
        [
          ["Mucha gente intenta hacer demasiado a la vez.", "Muchos empiezan con demasiadas metas."],
          ["Como resultado, abandonan en pocas semanas.", "Por eso pierden la motivación enseguida."],
          ["En cambio, elige una meta y llévala hasta el final.", "Así que céntrate en un solo cambio hasta que se asiente."],
        ],
        [
          ["Otro error consiste en no revisar nunca los resultados.", "Además, mucha gente copia planes ajenos sin pensar."],
          ["Sin revisión, no sabes qué funciona.", "Lo que sirve a otra persona quizá no te sirva a ti."],
          ["Por eso, mira tus notas una vez al mes.", "Por lo tanto, adapta cada idea a tu situación."],
          ["Sobre todo, recuerda que avanzar despacio también cuenta.", "Al fin y al cabo, cada cambio necesita su tiempo."],
        ],
        [
          ["Un tercer error consiste en perseguir cada moda nueva.", "Algunas personas también se saltan lo básico."],
          ["Las ideas nuevas entusiasman, pero lo básico sostiene casi todo.", "Las modas van y vienen, los buenos hábitos se quedan."],
          ["Así que domina primero lo sencillo.", "En resumen, quédate con lo que funciona."],
        ],
      ],
    },
    {
      id: "measure",
      headings: ["Cómo medir tu progreso", "Tu progreso con {kw?un registro sencillo}", "Señales de que tu plan funciona"],
      paragraphs: [
        [
          ["Lo que no mides, difícilmente lo mejoras.", "Las cifras claras te ayudan a mantener el rumbo."],
          ["Elige dos o tres señales sencillas.", "Quédate con pocos indicadores."],
          ["Por ejemplo, anota cuántas veces practicas y qué cambió.", "Por ejemplo, escribe una línea sobre cada sesión."],
          ["Después, compara las cifras mes a mes.", "Luego, busca tendencias en lugar de resultados sueltos."],
        ],
        [
          ["El progreso rara vez avanza en línea recta.", "Algunas semanas parecerán más lentas que otras."],
          ["Por eso, juzga tu plan por meses, no por días.", "Así que da a cada cambio tiempo suficiente."],
          ["Cuando la tendencia sube, tu enfoque funciona.", "Si la tendencia se estanca, cambia una sola cosa y vuelve a probar."],
        ],
        [
          ["Mantén el registro ligero.", "Medir nunca debe convertirse en un segundo trabajo."],
          ["Basta con una libreta o una lista breve en el móvil.", "Cinco minutos a la semana bastan."],
          ["Lo importante es que lo revises con regularidad.", "Después, deja que tus notas guíen tu próxima decisión."],
        ],
      ],
    },
    {
      id: "tools",
      headings: ["Cómo te ayuda {site} con {kw?todo esto}", "Qué aporta {site}", "El apoyo de {site}"],
      paragraphs: [
        [
          ["Así describe {site} su misión: {purpose}", "Esto es lo que busca {site}: {purpose}"],
          ["Por eso nos centramos en lo que más necesitan {audience}:", "Esto es lo que puedes esperar:"],
        ],
      ],
      features: true,
      closing: [
        ["En conjunto, todo esto facilita los pasos anteriores.", "En resumen, queremos que cada paso te resulte más fácil."],
        ["Por supuesto, los consejos de esta guía funcionan con o sin nosotros.", "Aun así, el consejo sirve dondequiera que empieces."],
      ],
    },
    {
      id: "related",
      headings: ["{Kw} y {related}", "Temas relacionados que merecen la pena", "El siguiente paso: {related}"],
      paragraphs: [
        [
          ["Cuando domines lo básico, mira los temas relacionados.", "Ningún tema va por libre."],
          ["Por ejemplo, el tema {related} se apoya en las mismas habilidades.", "En particular, el tema {related} es un siguiente paso natural."],
          ["Además, tus hábitos también te servirán allí.", "Del mismo modo, la misma revisión funciona allí."],
          ["Así que ve tema a tema.", "Aun así, termina una cosa antes de empezar la siguiente."],
        ],
        [
          ["En {site} escribimos sobre estos temas con frecuencia.", "En nuestro blog encontrarás más sobre estos temas."],
          ["Como siempre, mantenemos los consejos prácticos.", "Cada artículo termina con un siguiente paso claro."],
        ],
      ],
    },
  ],
  asides: [
    [
      ["Veamos un ejemplo sencillo.", "Pongamos un caso concreto."],
      ["Imagina a alguien con solo una hora libre a la semana.", "Piensa en alguien con un trabajo a jornada completa y poco tiempo libre."],
      ["Esa persona elige un único paso de esta sección y lo repite cada domingo.", "Cada fin de semana, esa persona practica un solo paso."],
      ["Después de un mes, sus notas muestran un patrón claro.", "Al cabo de cuatro semanas, aparecen los primeros resultados."],
      ["El cambio es pequeño, pero real.", "El avance es modesto, aunque constante."],
    ],
    [
      ["Escuchamos a menudo la misma duda.", "Una pregunta aparece en casi todas las conversaciones."],
      ["Mucha gente cree que empezó demasiado tarde.", "Algunas personas piensan que les falta talento."],
      ["En realidad, los hábitos cuentan mucho más que el talento.", "De hecho, la constancia gana al talento a largo plazo."],
      ["Por eso, el mejor momento para empezar es hoy.", "Así que no esperes al momento perfecto."],
    ],
    [
      ["Ayuda mucho escribir tu plan.", "Pon tu plan por escrito."],
      ["Un plan escrito compromete más que una idea en la cabeza.", "Al escribir, una meta vaga se vuelve concreta."],
      ["Además, te muestra cuándo te desvías.", "También puedes consultarlo cuando te atasques."],
      ["Con una página basta.", "Que quepa en un minuto de lectura."],
    ],
    [
      ["Hazte una pregunta honesta.", "Prueba este ejercicio rápido."],
      ["¿Qué harías si hoy solo tuvieras diez minutos?", "¿Qué paso te ayudaría más ahora mismo?"],
      ["Tu respuesta revela tu verdadera prioridad.", "Ahí está tu prioridad real."],
      ["Empieza por ahí y deja el resto para después.", "Haz eso primero y lo demás puede esperar."],
    ],
    [
      ["La opinión ajena acelera el aprendizaje.", "Una mirada externa también ayuda."],
      ["Un solo comentario de un amigo puede revelar un punto ciego.", "Otro par de ojos ve lo que tú no ves."],
      ["Por eso, comparte tu trabajo pronto, aunque te parezca inacabado.", "Así que pide opinión antes de sentirte listo."],
      ["Después, aplica la sugerencia más útil.", "Luego, quédate con el comentario que más sentido tenga."],
    ],
    [
      ["La motivación va y viene.", "Algunos días simplemente no te apetecerá."],
      ["Es normal y le pasa a todo el mundo.", "Incluso a los expertos les ocurre."],
      ["Esos días, haz la versión más pequeña posible de la tarea.", "Cuando pase, reduce la tarea hasta que te resulte fácil."],
      ["Cinco minutos también cuentan.", "Porque una sesión corta mantiene vivo el hábito."],
    ],
    [
      ["Piensa en temporadas, no en días.", "Planifica en bloques de unos meses."],
      ["Tres meses bastan para un cambio real.", "En tres meses, cada hábito tiene tiempo de asentarse."],
      ["Al mismo tiempo, la meta sigue cerca.", "Aun así, el objetivo sigue al alcance."],
      ["Al final de cada bloque, mira atrás y fija la siguiente meta.", "Después, elige el siguiente objetivo."],
    ],
    [
      ["Tu entorno moldea tus hábitos.", "Pequeños cambios en tu entorno ayudan mucho."],
      ["Por ejemplo, deja a mano todo lo que necesitas.", "Por ejemplo, prepara tus cosas la noche anterior."],
      ["Además, silencia el móvil durante las sesiones.", "También conviene apartar las distracciones."],
      ["Cuando empezar no cuesta, empiezas más a menudo.", "Porque si el paso correcto resulta fácil, lo das más veces."],
    ],
  ],
  links: [["Para otro punto de vista, lee {link}.", "Quizá te interese también {link}.", "Si quieres más detalles, consulta {link}."]],
  categoryLine: ["Encontrarás más artículos así en la categoría {category}.", "Explora la categoría {category} para más ideas."],
  homeLink: ["Encontrarás más guías en {link}.", "Hay más consejos prácticos en {link}."],
  faqHeadings: ["Preguntas frecuentes sobre {kw?el tema}", "Dudas habituales sobre {kw?el tema}", "{Kw}: preguntas frecuentes"],
  faq: [
    {
      question: "¿Cuánto tardan en verse los resultados?",
      answer: [
        ["Depende de tu punto de partida.", "La respuesta honesta: varía."],
        ["Aun así, muchos {audience} notan un cambio en pocas semanas.", "Sin embargo, muchos lectores ven resultados en un mes."],
        ["La constancia acelera todo lo demás.", "Porque la práctica regular marca la diferencia."],
        ["Por eso, date al menos dos meses antes de juzgar.", "Así que piensa a largo plazo."],
      ],
    },
    {
      question: "¿Cuál es el primer paso con {kw?el tema}?",
      answer: [
        ["Primero, fija un objetivo claro.", "Para empezar, decide qué quieres conseguir."],
        ["Luego, mira dónde estás hoy.", "Después, revisa tu situación actual."],
        ["La distancia entre ambos te indica por dónde empezar.", "Esa comparación te muestra la primera tarea."],
        ["Que esa tarea quepa en una semana.", "Después, anótala en tu calendario."],
      ],
    },
    {
      question: "¿Necesito herramientas especiales para {kw?empezar}?",
      answer: [
        ["No, puedes empezar con lo que tienes.", "Al principio, no."],
        ["Las herramientas sencillas bastan durante los primeros meses.", "Lo básico cubre casi todo al comienzo."],
        ["Más adelante, invierte si surge una necesidad clara.", "Mejora tu equipo solo cuando encuentres un límite real."],
        ["La práctica cuenta más que el equipo.", "Tus hábitos pesan más que tus herramientas."],
      ],
    },
    {
      question: "¿Cada cuánto debo revisar mi progreso?",
      answer: [
        ["Un repaso breve cada semana funciona para casi todos.", "Una vez por semana es buen ritmo."],
        ["Además, haz una revisión más larga cada mes.", "También conviene una revisión a fondo cada mes."],
        ["Así detectas los problemas a tiempo.", "De este modo, los problemas pequeños nunca crecen."],
        ["Que ambas revisiones sean breves y sinceras.", "Apunta una lección de cada revisión."],
      ],
    },
    {
      question: "¿Cuál es el mayor error de los principiantes?",
      answer: [
        ["Casi todos intentan cambiar demasiado a la vez.", "El error clásico: querer hacerlo todo el primer día."],
        ["Como resultado, pierden la motivación enseguida.", "Por eso el impulso se apaga en pocas semanas."],
        ["En cambio, empieza poco a poco.", "Mejor elige un hábito y mantenlo."],
        ["Después, añade el siguiente hábito.", "El crecimiento llega capa a capa."],
      ],
    },
    {
      question: "¿Puede un principiante con {kw?el tema} avanzar sin ayuda?",
      answer: [
        ["Sí, sin duda.", "Sí, la mayoría puede."],
        ["Los pasos de esta guía no requieren formación especial.", "Solo necesitas un plan y algo de paciencia."],
        ["Si te atascas, pide ayuda a un amigo o a una comunidad.", "Cuando surja una duda, busca una fuente fiable."],
        ["Al fin y al cabo, todos los expertos empezaron desde cero.", "Todo el mundo empieza en algún punto."],
      ],
    },
  ],
  conclusionHeadings: ["Reflexión final sobre {kw?el tema}", "En resumen", "Lo esencial", "Conclusión: tu siguiente paso"],
  conclusion: [
    [
      ["Avanzar con {kw} puede ser más sencillo de lo que parece.", "Con {kw}, los pasos pequeños y regulares llevan al éxito."],
      ["Fija una meta, mantén una rutina sencilla y revisa tus resultados.", "Elige un paso de esta guía y ponlo en práctica esta semana."],
      ["Con el tiempo, esos pequeños pasos suman.", "Dentro de unos meses, te alegrarás de haber empezado."],
    ],
    [
      ["Gracias por leer.", "Esperamos que esta guía te ayude a dar el siguiente paso."],
      ["Si tienes alguna pregunta, escríbenos.", "Cuéntanos cómo te va."],
    ],
  ],
  knowledge: {
    headings: ["Lo que sabemos en {site} sobre {kw?este tema}", "Lo que hemos aprendido en {site}", "Lo que ya contamos en {site}"],
    fromPost: ["Como explicamos en {link}: {passage}", "Nuestro artículo {link} lo resume así: {passage}", "En {link} lo contamos así: {passage}"],
    fromDocument: ["Nuestro documento «{source}» lo dice así: {passage}", "Según «{source}»: {passage}", "En «{source}» leemos: {passage}"],
    bridges: [
      "Esto encaja con los pasos anteriores.",
      "Por eso lo incluimos en esta guía.",
      "Además, lo vemos a menudo en la práctica.",
      "Así que vale la pena tenerlo en cuenta.",
    ],
  },
};
