/** A complete speech form as a guest fills it in (short, English names), for tests that ask for a speech. */
export const speechForm = {
  speakerName: 'Sam Rivera',
  relationshipToBride: 'her sister',
  relationshipToGroom: 'a friend from college',
  keyMemories: 'The road trip to Maine in 2019',
  personalityTraits: 'Kind and curious',
  wishesForCouple: 'A lifetime of laughter',
  speechLength: 'short',
};
