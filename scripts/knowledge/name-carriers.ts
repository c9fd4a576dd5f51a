// The phrases hear-names says each philosopher's name in. None is in the recogniser's corpus
// (server/debate/spoken-corpus.test.ts holds to it), so that the names heard are not flattered; the last puts the
// name at the end of the sentence, where the recogniser has the least to go on.
export const NAME_CARRIERS = [
  '{name}, tell me plainly.',
  'Why does {name} believe that?',
  'So, {name}, are you sure?',
  'And what would you answer to that, {name}?',
] as const;

/** The carrier with the name at the end. */
export const NAME_LAST = NAME_CARRIERS.length - 1;
