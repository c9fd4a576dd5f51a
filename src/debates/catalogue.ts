import type { Debate, DebateCategory } from './types';

export const debateCategories: readonly { id: DebateCategory; label: string }[] = [
  { id: 'classic', label: 'Classic' },
  { id: 'modern', label: 'Modern' },
  { id: 'provocative', label: 'Provocative' },
  { id: 'wild', label: 'Wild Cards' },
];

/**
 * The twelve debates of spec section 3, in its order. Ids, durations, categories and enabled flags are fixed by
 * the spec; titles, topics, descriptions, subtitles and quotes are our own words. The moderators of the enabled
 * debates live in the arena configuration, not here.
 */
export const debates: readonly Debate[] = [
  {
    id: 'morality-debate',
    title: 'The Morality Clash',
    topic: 'Is goodness real or invented?',
    description:
      'Is there a goodness worth dying for, or did the timid invent virtue to tame the bold? The gadfly of Athens meets the philosopher with a hammer.',
    philosophers: [
      {
        name: 'Socrates',
        subtitle: 'The Gadfly',
        quote: 'Before you tell me what is right, tell me what you mean by right.',
        color: 'emerald',
      },
      {
        name: 'Nietzsche',
        subtitle: 'The Hammer',
        quote: 'Your morals are old habits wearing the mask of eternity.',
        color: 'red',
      },
    ],
    duration: '~15 min',
    category: 'classic',
    isSquadEnabled: true,
  },
  {
    id: 'free-will-debate',
    title: 'The Freedom Fight',
    topic: 'Are our choices truly free?',
    description:
      'A thinking soul that steers the body, or one single nature in which every act follows like a theorem? Two rationalists, one stubborn question.',
    philosophers: [
      {
        name: 'Descartes',
        subtitle: 'The Dualist',
        quote: 'My will reaches as far as the sky; only my understanding has borders.',
        color: 'blue',
      },
      {
        name: 'Spinoza',
        subtitle: 'The Determinist',
        quote: 'You feel free only because you cannot see the chain that pulls you.',
        color: 'purple',
      },
    ],
    duration: '~12 min',
    category: 'classic',
    isSquadEnabled: true,
  },
  {
    id: 'knowledge-debate',
    title: 'The Truth Battle',
    topic: 'Can we know anything for certain?',
    description:
      'Are there truths that reason alone can prove, or is every certainty a habit we picked up from experience? A builder of perfect systems faces the most cheerful doubter in Edinburgh.',
    philosophers: [
      {
        name: 'Leibniz',
        subtitle: 'The Idealist',
        quote: 'The world is made of minds, and reason can read its laws without leaving the armchair.',
        color: 'blue',
      },
      {
        name: 'Hume',
        subtitle: 'The Skeptic',
        quote: 'I have seen the sun rise every morning, and still I cannot prove it will rise tomorrow.',
        color: 'emerald',
      },
    ],
    duration: '~18 min',
    category: 'classic',
    isSquadEnabled: true,
  },
  {
    id: 'ai-consciousness-debate',
    title: 'The Machine Mind',
    topic: 'Can a machine truly think?',
    description:
      'A clever automaton can answer back, but does anyone live inside it? The father of the thinking thing meets the father of the thinking machine.',
    philosophers: [
      {
        name: 'Descartes',
        subtitle: 'The Mind-Body Dualist',
        quote: 'A machine may speak every word in order and still understand none of them.',
        color: 'blue',
      },
      {
        name: 'Alan Turing',
        subtitle: 'The Codebreaker',
        quote: 'If you cannot tell my answers from those of a person, on what grounds do you doubt me?',
        color: 'purple',
      },
    ],
    duration: '~20 min',
    category: 'modern',
    isSquadEnabled: false,
  },
  {
    id: 'capitalism-debate',
    title: 'The Market Showdown',
    topic: 'Does the market set us free?',
    description:
      'Is trade the engine that lifts nations out of poverty, or a machine that turns workers into parts? The moral philosopher of the market faces its fiercest critic.',
    philosophers: [
      {
        name: 'Adam Smith',
        subtitle: 'The Market Moralist',
        quote: 'Let people trade freely, and their self-interest will feed the whole town.',
        color: 'emerald',
      },
      {
        name: 'Karl Marx',
        subtitle: 'The Revolutionary',
        quote: 'The town is fed, and the hands that fed it own nothing.',
        color: 'red',
      },
    ],
    duration: '~25 min',
    category: 'modern',
    isSquadEnabled: false,
  },
  {
    id: 'privacy-surveillance-debate',
    title: 'The Watchtower Trial',
    topic: 'Is being watched the price of safety?',
    description:
      'If everyone might be observed at any moment, does society grow safer or merely quieter? The designer of the all-seeing prison meets its most famous reader.',
    philosophers: [
      {
        name: 'Jeremy Bentham',
        subtitle: 'The Panopticon Architect',
        quote: 'Let the guard be unseen and the honest have nothing to fear.',
        color: 'blue',
      },
      {
        name: 'Michel Foucault',
        subtitle: 'The Analyst of Power',
        quote: 'The guard need not exist once you have learned to watch yourself.',
        color: 'red',
      },
    ],
    duration: '~16 min',
    category: 'modern',
    isSquadEnabled: false,
  },
  {
    id: 'simulation-reality-debate',
    title: 'The Shadow Play',
    topic: 'Is this world a simulation?',
    description:
      'Are we watching shadows on a wall, or have the copies replaced the originals for good? An ancient allegory collides with a modern theory of fakes.',
    philosophers: [
      {
        name: 'Plato',
        subtitle: 'The Idealist',
        quote: 'Turn around: the light behind you is more real than the pictures in front of you.',
        color: 'purple',
      },
      {
        name: 'Jean Baudrillard',
        subtitle: 'The Theorist of Simulacra',
        quote: 'There is no cave exit any more; the map has swallowed the land.',
        color: 'emerald',
      },
    ],
    duration: '~14 min',
    category: 'provocative',
    isSquadEnabled: false,
  },
  {
    id: 'gender-nature-debate',
    title: 'Born or Made?',
    topic: 'Is gender nature or upbringing?',
    description:
      'Does nature write our roles before we are born, or does education write them afterwards? A celebrated educator is answered by the reader who refused his lesson plan.',
    philosophers: [
      {
        name: 'Jean-Jacques Rousseau',
        subtitle: 'The Naturalist',
        quote: 'Follow nature, and she will tell each of us what we are for.',
        color: 'emerald',
      },
      {
        name: 'Mary Wollstonecraft',
        subtitle: 'The Rights Pioneer',
        quote: 'Give a girl the same schooling as her brother, then tell me what nature decided.',
        color: 'purple',
      },
    ],
    duration: '~22 min',
    category: 'provocative',
    isSquadEnabled: false,
  },
  {
    id: 'climate-progress-debate',
    title: 'The Green Reckoning',
    topic: 'Can progress save the planet?',
    description:
      'Will more science and invention rescue the Earth, or is the urge to master nature the problem itself? The herald of experiment meets the man who moved to the woods.',
    philosophers: [
      {
        name: 'Francis Bacon',
        subtitle: 'The Prophet of Progress',
        quote: 'Nature obeys whoever takes the trouble to understand her.',
        color: 'blue',
      },
      {
        name: 'Henry David Thoreau',
        subtitle: 'The Woodsman',
        quote: 'We build faster roads to places we no longer have time to see.',
        color: 'emerald',
      },
    ],
    duration: '~19 min',
    category: 'provocative',
    isSquadEnabled: false,
  },
  {
    id: 'cancel-culture-debate',
    title: 'The Tolerance Trap',
    topic: 'Should every voice be heard?',
    description:
      'Is the cure for a bad opinion a better one, or must some voices lose the microphone? The champion of open debate against the critic of tolerance.',
    philosophers: [
      {
        name: 'John Stuart Mill',
        subtitle: 'The Liberal',
        quote: 'Silence a wrong opinion and you lose the chance to learn why it is wrong.',
        color: 'blue',
      },
      {
        name: 'Herbert Marcuse',
        subtitle: 'The Critical Theorist',
        quote: 'A fair contest is impossible when one side owns the stadium.',
        color: 'red',
      },
    ],
    duration: '~17 min',
    category: 'wild',
    isSquadEnabled: false,
  },
  {
    id: 'social-media-humanity-debate',
    title: 'The Feed Fight',
    topic: 'Are screens making us less human?',
    description:
      'Has the global village brought us closer, or turned our lives into a show we perform for strangers? The prophet of media meets the critic of the spectacle.',
    philosophers: [
      {
        name: 'Marshall McLuhan',
        subtitle: 'The Media Prophet',
        quote: 'Every new screen rewires the person staring into it.',
        color: 'purple',
      },
      {
        name: 'Guy Debord',
        subtitle: 'The Situationist',
        quote: 'We stopped living our days and started posting them.',
        color: 'red',
      },
    ],
    duration: '~13 min',
    category: 'wild',
    isSquadEnabled: false,
  },
  {
    id: 'death-meaning-debate',
    title: 'The Final Question',
    topic: 'Does death give life meaning?',
    description:
      'Is death nothing to fear because we will not be there to meet it, or is it the horizon that gives every choice its weight? The gardener of calm against the thinker of finitude.',
    philosophers: [
      {
        name: 'Epicurus',
        subtitle: 'The Garden Sage',
        quote: 'While I am here, death is absent; once it arrives, I have left. Why lose sleep?',
        color: 'emerald',
      },
      {
        name: 'Martin Heidegger',
        subtitle: 'The Phenomenologist',
        quote: 'Only a being that knows it will end can decide what to make of itself.',
        color: 'purple',
      },
    ],
    duration: '~21 min',
    category: 'wild',
    isSquadEnabled: false,
  },
];

export function getDebate(id: string): Debate | undefined {
  return debates.find((debate) => debate.id === id);
}

export function debatesInCategory(category: DebateCategory): readonly Debate[] {
  return debates.filter((debate) => debate.category === category);
}
