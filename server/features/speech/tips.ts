import {
  SPEECH_LENGTH_MINUTES,
  type SpeechLanguage,
  type SpeechRequest,
  type SpeechTone,
} from '../../../protocol/speech';

const TONE_TIPS: Record<SpeechLanguage, Record<SpeechTone, string>> = {
  en: {
    heartfelt: 'Look at the couple when you share the memory; the room will follow your eyes.',
    funny: 'Pause after each punchline and let the laughter finish before you go on.',
    formal:
      'Stand still, speak a little slower than feels natural, and hold the toast until the end.',
    casual:
      'Talk to the room as you would to friends at dinner; a small stumble only makes it warmer.',
    emotional:
      'If your voice catches, take a sip of water and a breath: the guests are on your side.',
  },
  es: {
    heartfelt: 'Mire a la pareja al compartir el recuerdo; la sala seguirá su mirada.',
    funny: 'Haga una pausa después de cada chiste y deje que terminen las risas antes de seguir.',
    formal:
      'Quédese quieto, hable algo más despacio de lo que le parezca natural y guarde el brindis para el final.',
    casual:
      'Hable a la sala como a unos amigos en una cena; un pequeño tropiezo solo lo hace más cercano.',
    emotional:
      'Si se le quiebra la voz, beba un sorbo de agua y respire: los invitados están de su lado.',
  },
};

/** Advice for saying this speech out loud, in its language, for its tone and length. */
export function speechTips(form: SpeechRequest, wordCount: number): string[] {
  const [from, to] = SPEECH_LENGTH_MINUTES[form.speechLength];
  const minutes = Math.max(1, Math.round(wordCount / 130));
  if (form.language === 'es') {
    return [
      `Tiene unas ${wordCount} palabras: alrededor de ${minutes} min en voz alta (pidió de ${from} a ${to} min).`,
      'Léalo en voz alta dos o tres veces antes de la boda y cronométrese.',
      TONE_TIPS.es[form.speechTone],
      'Lleve el texto impreso o en tarjetas con letra grande, no solo en el teléfono.',
      'Termine levantando la copa y diciendo los nombres de los novios con claridad.',
    ];
  }
  return [
    `It runs about ${wordCount} words: roughly ${minutes} min out loud (you asked for ${from}-${to} min).`,
    'Read it aloud two or three times before the wedding, and time yourself.',
    TONE_TIPS.en[form.speechTone],
    'Bring it printed or on large-print cards, not only on your phone.',
    "End by raising your glass and saying the couple's names clearly.",
  ];
}
