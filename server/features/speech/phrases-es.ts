import type { Phrasebook, SpeechContext } from './phrasebook';

const couple = (c: SpeechContext) => `${c.wedding.partnerOne} y ${c.wedding.partnerTwo}`;

const shared = [
  (c: SpeechContext) =>
    `El matrimonio no es una gran promesa hecha una sola vez. Son mil promesas pequeñas que se cumplen cada día: un café servido sin pedirlo, una mano apretada en una sala de espera, una broma dicha en el momento justo. Viendo a ${couple(c)}, no tengo ninguna duda de que ya saben cumplirlas.`,
  (c: SpeechContext) =>
    `Lo que más admiro es cómo se hacen sitio el uno al otro. ${c.wedding.partnerOne} y ${c.wedding.partnerTwo} son cada uno más plenamente quienes son cuando el otro está cerca. Eso es raro, y merece celebrarse con todos los que los queremos en una misma sala.`,
  (c: SpeechContext) =>
    `Habrá martes corrientes y también temporadas difíciles. Espero que en esos días recuerden este: la gente que vino de cerca y de lejos, las promesas que se hicieron en ${c.wedding.ceremonyVenue} y lo seguros que se veían los dos.`,
  () =>
    `A todos los presentes: gracias por venir, por el viaje, por la ayuda con las flores, las sillas y las cien pequeñas cosas. Una boda es el día de una pareja, pero también es la prueba de los amigos y la familia que los trajeron hasta aquí.`,
  (c: SpeechContext) =>
    `Alguien me dijo una vez que el secreto de un matrimonio largo es seguir eligiéndose, una y otra vez, mucho después de que termine la música. ${couple(c)}, ya los he visto elegirse. Sigan haciéndolo, y sigan riéndose mientras lo hacen.`,
  (c: SpeechContext) =>
    `${c.type === 'parent' ? 'Como madre o padre' : 'Como alguien que los quiere a los dos'}, no podría pedir nada más que esto: dos personas que son amables la una con la otra cuando nadie las ve, que discuten con justicia, perdonan pronto y todavía se hacen reír.`,
  (c: SpeechContext) =>
    `Y cuando la vida se llene de prisas, como pasará, busquen tiempo para las pequeñas aventuras: un paseo largo, una receta nueva, un fin de semana cerca de ${c.wedding.receptionTown} sin ningún plan. Esos son los días que contarán a sus nietos.`,
  () =>
    `He ido a muchas bodas, y les aseguro que esta se siente distinta. Se siente como el comienzo de algo que siempre tuvo que pasar, y agradezco estar aquí de pie para poder decirlo delante de todos ustedes.`,
];

export const spanish: Phrasebook = {
  opening: {
    heartfelt: () => 'Buenas tardes a todos. Si me permiten unos minutos de su atención.',
    funny: () =>
      '¡Buenas tardes a todos! No se preocupen, me han pedido que sea breve, y me lo han pedido al menos cuatro personas.',
    formal: () => 'Señoras y señores, familia y amigos, buenas tardes.',
    casual: () => '¡Hola a todos! Gracias por dejarme el micrófono un momento.',
    emotional: () =>
      'Buenas tardes a todos. Me prometí que llegaría al final sin llorar, así que les pido un poco de paciencia.',
  },
  role: {
    'best-man': 'el padrino',
    'maid-of-honor': 'la dama de honor',
    parent: 'una madre o un padre muy orgulloso',
    friend: 'un amigo de la pareja',
    family: 'parte de la familia',
    other: 'una de las muchas personas que quieren a esta pareja',
  },
  introduction: (c) =>
    `Para quienes no me conocen, soy ${c.speaker}, ${spanish.role[c.type]}: para ${c.wedding.partnerOne}, ${c.relationshipToBride}; para ${c.wedding.partnerTwo}, ${c.relationshipToGroom}.`,
  memories: {
    heartfelt: (m) => `Cuando pienso en ustedes dos, hay un recuerdo que me viene primero: ${m}`,
    funny: (m) =>
      `Tengo muchas historias, y los abogados me han aprobado exactamente una categoría. Así que les cuento esto: ${m}`,
    formal: (m) => `Permítanme compartir un recuerdo que guardo con cariño: ${m}`,
    casual: (m) => `Les cuento un recuerdo que me encanta: ${m}`,
    emotional: (m) =>
      `Hay un recuerdo que llevo siempre conmigo, e intentaré contarlo entero: ${m}`,
  },
  traits: (t, c) =>
    `Si tuviera que describir a ${couple(c)} en pocas palabras, diría: ${t} Quien haya pasado una tarde con ellos sabe exactamente a qué me refiero.`,
  funnyStory: (s) =>
    `Y no puedo estar aquí arriba sin contarles esta historia: ${s} Les prometo que es verdad.`,
  theDay: (c) =>
    `Hoy, ${c.wedding.dayLabel}, los vimos pronunciar sus votos en ${c.wedding.ceremonyVenue}, y ahora podemos celebrarlos aquí, en ${c.wedding.receptionVenue}.`,
  loveStory: (events, c) =>
    `Muchos conocen su historia: ${spanish.list(events)}. Cada capítulo acercó a ${couple(c)} un poco más a este día, y ha sido una alegría verla crecer.`,
  reflections: {
    heartfelt: shared,
    funny: [
      (c) =>
        `Me preguntan cuál es el secreto de ${c.wedding.partnerOne} y ${c.wedding.partnerTwo}. ¿Sinceramente? Uno de los dos lo planea todo y el otro finge haber leído el plan. Funciona de maravilla.`,
      ...shared,
    ],
    formal: shared,
    casual: shared,
    emotional: [
      (c) =>
        `Viendo hoy a ${couple(c)}, pienso en todos los que los ayudaron a llegar hasta aquí, también en quienes no pueden acompañarnos. Sé que estarían tan orgullosos como yo.`,
      ...shared,
    ],
  },
  wishes: (w) => `Mi deseo para los dos es este: ${w}`,
  toast: {
    heartfelt: (c) =>
      `Así que les pido a todos que levanten su copa. Por ${c.wedding.displayName}: por el amor, por la risa y por toda una vida juntos. ¡Salud!`,
    funny: (c) =>
      `Ahora levanten sus copas, antes de que me acuerde de otra historia. ¡Por ${c.wedding.displayName}! ¡Salud!`,
    formal: (c) =>
      `Señoras y señores, les ruego que se pongan en pie y me acompañen en un brindis. Por ${c.wedding.displayName}: que su vida juntos sea larga y feliz.`,
    casual: (c) => `Bueno, todos con su copa. ¡Por ${c.wedding.displayName}! ¡Salud!`,
    emotional: (c) =>
      `Levanten sus copas conmigo. Por ${c.wedding.displayName}: los quiero a los dos, hoy y siempre. ¡Salud!`,
  },
  list: (items) =>
    items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`,
};
