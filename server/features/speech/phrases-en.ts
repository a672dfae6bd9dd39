import type { Phrasebook, SpeechContext } from './phrasebook';

const couple = (c: SpeechContext) => `${c.wedding.partnerOne} and ${c.wedding.partnerTwo}`;

const shared = [
  (c: SpeechContext) =>
    `Marriage is not one big promise made once. It is a thousand small ones, kept every day: a cup of coffee brought without asking, a hand held in a waiting room, a joke told at exactly the right moment. Watching ${couple(c)}, I have no doubt they already know how to keep those.`,
  (c: SpeechContext) =>
    `What I admire most is how they make room for each other. ${c.wedding.partnerOne} and ${c.wedding.partnerTwo} are each more fully themselves when the other is around. That is rare, and it is worth celebrating with everyone who loves them in one room.`,
  (c: SpeechContext) =>
    `There will be ordinary Tuesdays, and there will be hard seasons too. I hope that on those days you remember this one: the people who came from near and far, the promises you made at ${c.wedding.ceremonyVenue}, and how certain you both looked.`,
  () =>
    `To everyone here: thank you for coming, for the travel, for the help with the flowers and the chairs and the hundred little things. A wedding is a couple's day, but it is also proof of the friends and family who carried them here.`,
  (c: SpeechContext) =>
    `Someone once told me that the secret of a long marriage is to keep choosing each other, again and again, long after the music stops. ${couple(c)}, I have watched you choose each other already. Keep doing it, and keep laughing while you do.`,
  (c: SpeechContext) =>
    `As ${c.type === 'parent' ? 'a parent' : 'someone who loves you both'}, I could not ask for more than this: two people who are kind to each other when nobody is watching, who argue fairly, forgive quickly and still find each other funny.`,
  (c: SpeechContext) =>
    `And when life gets busy, as it will, make time for the small adventures: a long walk, a new recipe, a weekend somewhere near ${c.wedding.receptionTown} with no plans at all. Those are the days you will tell your grandchildren about.`,
  () =>
    `I have been to many weddings, and I can tell you this one feels different. It feels like the beginning of something that was always meant to happen, and I am grateful to be standing here, able to say so in front of all of you.`,
];

export const english: Phrasebook = {
  opening: {
    heartfelt: () => 'Good afternoon, everyone. If I could have your attention for a few minutes.',
    funny: () =>
      'Good afternoon, everyone! Do not worry, I have been told to keep this short, and I have been told that by at least four people.',
    formal: () => 'Ladies and gentlemen, family and friends, good afternoon.',
    casual: () => 'Hi everyone! Thanks for letting me grab the microphone for a minute.',
    emotional: () =>
      'Good afternoon, everyone. I promised myself I would get through this without crying, so please bear with me.',
  },
  role: {
    'best-man': 'the best man',
    'maid-of-honor': 'the maid of honor',
    parent: 'a very proud parent',
    friend: 'a friend of the couple',
    family: 'part of the family',
    other: 'one of the many people who love this couple',
  },
  introduction: (c) =>
    `For those who do not know me, I am ${c.speaker}, ${english.role[c.type]}: to ${c.wedding.partnerOne}, ${c.relationshipToBride}; to ${c.wedding.partnerTwo}, ${c.relationshipToGroom}.`,
  memories: {
    heartfelt: (m) => `When I think about the two of you, one memory comes back to me first: ${m}`,
    funny: (m) =>
      `Now, I have a lot of stories, and the lawyers have approved exactly one category of them. So let me tell you this: ${m}`,
    formal: (m) => `Allow me to share a memory that I hold dear: ${m}`,
    casual: (m) => `So here is a memory I love: ${m}`,
    emotional: (m) => `There is a memory I carry with me, and I will try to get through it: ${m}`,
  },
  traits: (t, c) =>
    `If I had to describe ${couple(c)} in a few words, I would say: ${t} Anyone who has spent an evening with them knows exactly what I mean.`,
  funnyStory: (s) =>
    `And I cannot stand up here without telling you this story: ${s} I promise it is true.`,
  theDay: (c) =>
    `Today, ${c.wedding.dayLabel}, we watched them say their vows at ${c.wedding.ceremonyVenue}, and now we get to celebrate them here at ${c.wedding.receptionVenue}.`,
  loveStory: (events, c) =>
    `Many of you know their story: ${english.list(events)}. Every chapter brought ${couple(c)} a little closer to today, and it has been a joy to watch it unfold.`,
  reflections: {
    heartfelt: shared,
    funny: [
      (c) =>
        `People ask me what the secret to ${c.wedding.partnerOne} and ${c.wedding.partnerTwo} is. Honestly? One of them plans everything, and the other one pretends to have read the plan. It works beautifully.`,
      ...shared,
    ],
    formal: shared,
    casual: shared,
    emotional: [
      (c) =>
        `Seeing ${couple(c)} today, I keep thinking about everyone who helped them get here, including those who cannot be with us. I know they would be as proud as I am.`,
      ...shared,
    ],
  },
  wishes: (w) => `My wish for you both is this: ${w}`,
  toast: {
    heartfelt: (c) =>
      `So would everyone please raise a glass. To ${c.wedding.displayName}: to love, to laughter, and to a lifetime together. Cheers!`,
    funny: (c) =>
      `Now please raise your glasses, before I think of another story. To ${c.wedding.displayName}! Cheers!`,
    formal: (c) =>
      `Ladies and gentlemen, please rise and join me in a toast. To ${c.wedding.displayName}: may your life together be long and happy.`,
    casual: (c) => `Alright, everybody grab a glass. To ${c.wedding.displayName}! Cheers!`,
    emotional: (c) =>
      `Please raise your glasses with me. To ${c.wedding.displayName}: I love you both, today and always. Cheers!`,
  },
  list: (items) =>
    items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`,
};
