// A small debate for the engine's tests: the Truth Battle cut down to three issues, so that each scenario can be
// read in full. The real knowledge is checked and measured separately (server/content, npm run eval:debate).
import type {
  Argument,
  CheckedKnowledge,
  DebateTopic,
  ModeratorSeat,
  PhilosopherKnowledge,
  PhilosopherStyle,
} from '../../content';
import { DEFAULT_TUNING, type RetrievalTuning } from '../retrieval';

export const fixtureTopic: DebateTopic = {
  debateId: 'knowledge-debate',
  theme: 'whether we can know anything for certain',
  asked: [],
  issues: [
    {
      id: 'induction',
      question: 'How do we know the future will be like the past?',
      clause: 'how we know the future',
      cues: ['sunrise', 'forecast'],
      examples: ['Will the sun come up again?'],
    },
    {
      id: 'miracles',
      question: 'Should anyone believe a report of a miracle?',
      clause: 'whether to believe in miracles',
      cues: ['saint', 'healing'],
      examples: ['Did that saint really heal the sick?'],
    },
    {
      id: 'innate-ideas',
      question: 'Is the mind born with ideas?',
      clause: 'whether any ideas are inborn',
      cues: ['newborn', 'baby'],
      examples: ['What does a newborn baby already know?'],
    },
  ],
  concepts: [
    { id: 'induction', terms: ['future', 'tomorrow', 'sun rise', 'sunrise', 'past', 'expect'] },
    { id: 'miracle', terms: ['miracle', 'miracles', 'wonder', 'supernatural'] },
    { id: 'testimony', terms: ['witness', 'report', 'testimony'] },
    { id: 'innate', terms: ['born', 'innate', 'inborn', 'blank slate'] },
    { id: 'experience', terms: ['experience', 'senses', 'observation'] },
  ],
};

function argument(id: string, issue: string, words: string, extra: Partial<Argument> = {}): Argument {
  return {
    id,
    issue,
    claim: `${words.charAt(0).toUpperCase()}${words.slice(1)} is my answer.`,
    support: `Here is why ${words} holds, with a picture.`,
    gist: `${words} settles it`,
    concepts: [],
    questions: [`What about ${words}?`, `Is it true that ${words}?`],
    premise: `My premise for ${words} is sound.`,
    implication: `If ${words} holds, much follows.`,
    attacks: [],
    concedes: [],
    followUp: `Would you grant ${words}?`,
    work: `The work on ${words}`,
    ...extra,
  };
}

function style(name: string): PhilosopherStyle {
  return {
    openers: [`${name} opens once.`, `${name} opens twice.`],
    connectives: ['and yet'],
    rebuttals: [
      `{name} says that {gist}, but ${name} disagrees.`,
      `Against {name}, who holds that {gist}, ${name} objects.`,
    ],
    concessions: [`{name} is right that {gist}, ${name} grants.`],
    presses: [`{name} has said more, and ${name} presses on.`, `${name} still doubts what {name} adds.`],
  };
}

const hume: PhilosopherKnowledge = {
  key: 'hume',
  name: 'Hume',
  aliases: ['hume', 'hue'],
  openingAliases: ['you there'],
  epithets: ['the skeptic', 'the scottish philosopher', 'the man from edinburgh'],
  style: style('Hume'),
  life: [
    {
      cues: ['edinburgh', 'hometown', 'scotland'],
      said: 'I was born in Edinburgh and came back to it for good, to a new house in the New Town.',
      source: 'Hume, My Own Life',
    },
    {
      cues: ['for a living', 'job', 'money', 'librarian'],
      said: 'I kept the Advocates Library for a while, which paid little but gave me the books for my history.',
      source: 'Hume, My Own Life',
    },
  ],
  seats: {
    'knowledge-debate': {
      role: 'debater',
      stances: [
        { issue: 'induction', position: 'Custom, not reason, guides our expectations.' },
        { issue: 'miracles', position: 'No testimony outweighs the uniform experience of nature.' },
      ],
      terms: [
        {
          concept: 'induction',
          meaning: 'By custom I mean habit.',
          example: 'The bread you expect to nourish you.',
        },
      ],
      arguments: [
        argument('hume-custom', 'induction', 'custom makes us expect the sun tomorrow', {
          concepts: ['induction', 'experience'],
          questions: [
            'How do you know the sun will rise tomorrow?',
            'Why expect the future to be like the past?',
          ],
          attacks: ['leibniz-reason-order'],
        }),
        argument('hume-no-proof', 'induction', 'no argument proves the future resembles the past', {
          concepts: ['induction'],
          attacks: ['leibniz-sufficient'],
        }),
        argument('hume-miracles', 'miracles', 'a miracle report never outweighs a law of nature', {
          concepts: ['miracle', 'testimony'],
          questions: ['Should I believe a witness to a miracle?', 'Can testimony prove a miracle?'],
          attacks: ['leibniz-miracle-reason'],
        }),
        argument('hume-blank', 'innate-ideas', 'every idea is copied from an impression', {
          concepts: ['innate', 'experience'],
          questions: ['Is the mind born with ideas?', 'Do all ideas come from the senses?'],
          attacks: ['leibniz-veined-marble'],
        }),
      ],
    },
  },
};

const leibniz: PhilosopherKnowledge = {
  key: 'leibniz',
  name: 'Leibniz',
  aliases: ['leibniz'],
  openingAliases: [],
  epithets: ['the idealist'],
  style: style('Leibniz'),
  life: [],
  seats: {
    'knowledge-debate': {
      role: 'debater',
      stances: [
        { issue: 'induction', position: 'Reason underwrites the order of nature.' },
        { issue: 'miracles', position: 'A miracle has a sufficient reason in the divine order.' },
      ],
      terms: [],
      arguments: [
        argument('leibniz-reason-order', 'induction', 'reason shows nature has an order', {
          concepts: ['induction'],
          attacks: ['hume-custom'],
        }),
        argument('leibniz-sufficient', 'induction', 'nothing happens without a sufficient reason', {
          concepts: ['induction'],
          concedes: ['hume-no-proof'],
        }),
        argument('leibniz-miracle-reason', 'miracles', 'whether a thing can happen is for reason to judge', {
          concepts: ['miracle'],
          attacks: ['hume-miracles'],
        }),
        argument('leibniz-veined-marble', 'innate-ideas', 'the mind is veined marble, not a blank slate', {
          concepts: ['innate'],
          questions: ['Are we born with ideas?', 'Is the mind a blank slate?'],
          attacks: ['hume-blank'],
        }),
      ],
    },
  },
};

const chair: ModeratorSeat = {
  role: 'moderator',
  framings: [
    { issue: 'induction', text: 'Does the sun owe us a sunrise?' },
    { issue: 'miracles', text: 'What would it take to believe a wonder?' },
    { issue: 'innate-ideas', text: 'What did you know before you saw anything?' },
  ],
  summaries: [
    'So {first} holds that {firstGist}, and {second} that {secondGist}.',
    '{first} says {firstGist}; {second} replies {secondGist}.',
  ],
  invitations: [
    'Challenger, your turn.',
    'Challenger, whom do you believe?',
    'The floor is yours, challenger.',
  ],
  redirections: ['Another evening for that; tonight we ask {theme}.', 'Let us come back to {theme}.'],
  clarifications: ['Do you mean {optionA}, or {optionB}?', 'Is it {optionA} you ask, or {optionB}?'],
};

const aristotle: PhilosopherKnowledge = {
  key: 'aristotle',
  name: 'Aristotle',
  aliases: ['aristotle'],
  openingAliases: [],
  epithets: ['the logician'],
  style: style('Aristotle'),
  life: [
    {
      cues: ['alexander', 'tutor'],
      said: 'I taught the young Alexander of Macedon for some years, at the invitation of his father.',
      source: 'Plutarch, Life of Alexander',
    },
  ],
  seats: { 'knowledge-debate': chair },
};

/** The fixture as the engine receives real knowledge. */
export const fixtureKnowledge: CheckedKnowledge = {
  topics: new Map([[fixtureTopic.debateId, fixtureTopic]]),
  philosophers: new Map([
    ['aristotle', aristotle],
    ['leibniz', leibniz],
    ['hume', hume],
  ]),
};

/** The fixture with the chair's seat changed ("a chair with a view of his own"). */
export function fixtureWithChair(change: Partial<ModeratorSeat>): CheckedKnowledge {
  return {
    ...fixtureKnowledge,
    philosophers: new Map(
      [...fixtureKnowledge.philosophers].map(([key, person]) =>
        key === 'aristotle'
          ? [key, { ...person, seats: { 'knowledge-debate': { ...chair, ...change } } }]
          : [key, person],
      ),
    ),
  };
}

/** The Truth Battle's squad as call members: moderator, idealist, skeptic. */
export const fixtureMembers = [
  { name: 'Aristotle', key: 'aristotle', firstMessage: 'Welcome to the Truth Battle. Ask away.' },
  { name: 'Leibniz', key: 'leibniz' },
  { name: 'Hume', key: 'hume' },
];

/** For the floor's scenario tests: the fixture's tiny corpus scores low, so that almost nothing reads as off the theme. */
export const FLOOR_TUNING: RetrievalTuning = { ...DEFAULT_TUNING, offTopicProfile: 0.1 };

/** The challenge most floor scenarios open with: Hume is asked, Leibniz rebuts him, the chair sums up. */
export const OPENING = { visitor: 'Hume, how do you know the sun will rise tomorrow?' };
