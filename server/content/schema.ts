// The shape of the philosophers' knowledge (docs/architecture.md section 6): one schema per contract, the
// types derived from it. Everything here is spoken aloud by flite, so the text rules below are about the ear:
// plain sentences, no abbreviations that would split a sentence, no markup.
import { z } from 'zod';
import { splitSentences } from '../debate/text';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Letters of any script, digits, spaces and the punctuation a speaker can say. */
const SPEAKABLE = /^[\p{L}0-9 ,.;:'?!()-]+$/u;
/** First-person words: a gist is said about a philosopher by someone else. */
/** Words said in one's own person: a gist is said about the philosopher, and another cannot say them for him. */
export const FIRST_PERSON = /\b(?:I|me|my|mine|myself)\b/;

export const slug = z.string().regex(SLUG, 'must be a lowercase slug such as "free-will"');

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word !== '').length;
}

interface SpokenRule {
  minWords: number;
  maxWords: number;
  /** How many sentences the text may hold. */
  sentences: [number, number];
  /** The last character, when it must be a question mark. */
  question?: boolean;
}

/** Text spoken aloud: speakable characters, whole sentences, within a word budget. */
export function spoken(rule: SpokenRule) {
  return z
    .string()
    .trim()
    .superRefine((text, ctx) => {
      const problem = spokenProblem(text, rule);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

function spokenProblem(text: string, rule: SpokenRule): string | undefined {
  if (!SPEAKABLE.test(text)) return "must use only letters, digits, spaces and , . ; : ' ? ! ( ) -";
  if (!/[.!?]$/.test(text)) return 'must end a sentence with . ! or ?';
  if (rule.question && !text.endsWith('?')) return 'must be a question ending with ?';
  const words = wordCount(text);
  if (words < rule.minWords || words > rule.maxWords) {
    return `must have ${rule.minWords} to ${rule.maxWords} words (has ${words})`;
  }
  const sentences = splitSentences(text);
  const [least, most] = rule.sentences;
  if (sentences.length < least || sentences.length > most) {
    return `must be ${least === most ? least : `${least} to ${most}`} sentence(s) (has ${sentences.length})`;
  }
  // A period inside a sentence (an abbreviation, a decimal) would split it in the wrong place.
  if (sentences.some((sentence) => wordCount(sentence) < 3)) return 'has a sentence of fewer than 3 words';
  return undefined;
}

const sentence = (minWords: number, maxWords: number) => spoken({ minWords, maxWords, sentences: [1, 1] });
const question = (minWords: number, maxWords: number) =>
  spoken({ minWords, maxWords, sentences: [1, 1], question: true });

/** A clause that completes "So Hume holds that ...": third person, no end punctuation. */
const gist = z
  .string()
  .trim()
  .superRefine((text, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (!SPEAKABLE.test(text)) fail('must use only speakable characters');
    if (/[.!?;]$/.test(text) || /[.!?]/.test(text)) fail('is a clause: no . ! ? inside or at the end');
    if (FIRST_PERSON.test(text)) fail('is said about the philosopher: no I, me or my');
    if (/^[A-Z]/.test(text) && !/^(?:God|Nature|[A-Z][a-z]+(?:'s)?\s)/.test(text)) {
      // A capital is fine for a name ("Socrates' method ..."); "The ..." would read "holds that The ...".
      if (/^(?:The|A|An|It|We|Our|Every|No|All)\b/.test(text)) fail('must start in lower case');
    }
    const words = wordCount(text);
    if (words < 4 || words > 18) fail(`must have 4 to 18 words (has ${words})`);
  });

/** A phrase that completes "Do you mean to ask ...": "whether goodness is real or made". */
const whetherClause = z
  .string()
  .trim()
  .regex(
    /^(?:whether|what|why|how|where|who|when|which)\b[^.!?]*$/,
    'must start with whether/what/why/how... and end without punctuation',
  );

/** One question of the debate, as the moderator poses it and the visitor may ask it. */
export const issueSchema = z.object({
  id: slug,
  /** The question in plain words, as the moderator would put it. */
  question: question(5, 22),
  /** The same question as a clause: "whether goodness is real or made". */
  clause: whetherClause,
  /**
   * Lower-case words and phrases that signal this issue more than any other of the debate ("punish", "prison",
   * "blame" for responsibility): what a visitor says when this is what they mean.
   */
  cues: z.array(z.string().regex(/^[a-z0-9][a-z0-9' -]*[a-z0-9]$/, 'lower-case words')).min(20),
  /** Ways a visitor asks about this issue in everyday words: situations, modern cases, blunt or rambling. */
  examples: z.array(question(3, 35)).min(12),
});

/** A concept of the debate and the words (and mishearings) by which a visitor names it. */
export const conceptSchema = z.object({
  id: slug,
  /** Lower-case words or phrases that mean this concept, including what the recogniser makes of them. */
  terms: z.array(z.string().regex(/^[a-z][a-z' -]*[a-z]$/, 'lower-case words')).min(2),
  /**
   * Its names as a reader of these philosophers says them and nobody says in passing ("pre-established harmony",
   * "conatus"): a line that says one is about the debate, however few of its other words are.
   */
  art: z
    .array(z.string().regex(/^[a-z][a-z' -]*[a-z]$/, 'lower-case words'))
    .min(1)
    .optional(),
});

/**
 * A challenge as visitors put it, labelled with the issue it asks about (null when it is off the theme): the engine
 * learns from these which issue a line asks (`server/debate/issue-classifier.ts`), and `npm run eval:debate` counts
 * them as its tuned-on set. Written from the issue list or the debate's card, never from the arguments.
 */
export const askedSchema = z.object({
  text: z.string().min(3).max(600),
  issue: slug.nullable(),
  /** Other issues a reply on which answers the challenge as asked too; labelled blind, from the text and the issue list alone. */
  also: z.array(slug).optional(),
  /** The philosopher key the challenge addresses, for 'named' and 'epithet'. */
  addresses: slug.optional(),
  /**
   * For a challenge off this debate's theme, the other debates on whose theme it lies (labelled blind from their issue
   * lists): retrieval reads a challenge that means like it as off the theme of every other debate but these.
   */
  onThemeOf: z.array(slug).optional(),
  /**
   * plain: the issue asked in everyday words; paraphrase: put another way (an example, a situation, a modern case);
   * named: addressed to a debater by name; epithet: addressed by a description ("our Scottish friend"); off-topic:
   * nothing to do with the debate.
   */
  form: z.enum(['plain', 'paraphrase', 'named', 'epithet', 'off-topic']),
});

export const debateTopicSchema = z.object({
  debateId: slug,
  /** The debate's question as a clause, for bringing a stray challenge back: "whether goodness is real". */
  theme: whetherClause,
  issues: z.array(issueSchema).min(12),
  concepts: z.array(conceptSchema).min(20),
  /**
   * The issue of how to live, on which a visitor's own "should I ...?" is argued when its words name no issue ("should
   * I go back to dancing, if my knee lets me?"); without one, such a question is read like any other.
   */
  advice: slug.optional(),
  /**
   * Challenges visitors put, labelled (each debate's `asked.ts`; `asked-blind.ts`, blind sets spent on tuning;
   * `asked-whole-theme.ts`, lines written to the blind sets' brief to be learnt from).
   */
  asked: z.array(askedSchema).default([]),
});

/** One argument a philosopher can make in a debate. */
export const argumentSchema = z.object({
  /** Unique in the whole knowledge: prefixed by the philosopher's key, "hume-custom-not-reason". */
  id: slug,
  /** The issue of the debate it answers. */
  issue: slug,
  /** The answer in one sentence, in the philosopher's own voice: it must make sense as a first sentence. */
  claim: sentence(6, 32),
  /** Why, with a reason, an example or an analogy: one or two sentences. */
  support: spoken({ minWords: 8, maxWords: 48, sentences: [1, 2] }),
  /** The claim as others report it: "custom, not reason, makes us expect the sun to rise". */
  gist,
  /** Concept ids of the debate's lexicon. */
  concepts: z.array(slug).min(1),
  /** How a visitor might ask for this argument, in a visitor's words. */
  questions: z.array(question(3, 25)).min(2),
  /** The premise the claim rests on, named and defended by the speaker. */
  premise: sentence(6, 32),
  /** A consequence of the claim, ideally one that costs or surprises. */
  implication: sentence(6, 32),
  /** Opponent argument ids this one answers. */
  attacks: z.array(slug),
  /** Opponent argument ids this one grants. */
  concedes: z.array(slug),
  /** A question back to the challenger that moves the argument on. */
  followUp: question(5, 25),
  /** The work it comes from: "An Enquiry concerning Human Understanding". */
  work: z.string().trim().min(3).max(80),
});

/** A debater's meaning of a word, for "what do you mean by that?". */
export const termSchema = z.object({
  concept: slug,
  /** "By custom I mean ..." */
  meaning: sentence(6, 32),
  example: sentence(6, 32),
});

export const debaterSeatSchema = z.object({
  role: z.literal('debater'),
  /** Where this philosopher stands on each issue of the debate, in one sentence of his own. */
  stances: z.array(z.object({ issue: slug, position: sentence(6, 32) })).min(10),
  arguments: z.array(argumentSchema).min(30),
  terms: z.array(termSchema).min(8),
});

/** "{first}", "{firstGist}", "{second}", "{secondGist}" are filled in by the engine. */
const SUMMARY_SLOTS = ['{first}', '{firstGist}', '{second}', '{secondGist}'];

export const moderatorSeatSchema = z.object({
  role: z.literal('moderator'),
  /** Fresh questions to move a quiet debate on, at least one per issue. */
  framings: z.array(z.object({ issue: slug, text: question(5, 26) })).min(10),
  /** One-sentence summaries of an exchange, with the four slots: one an exchange, so ten keep any ten exchanges apart. */
  summaries: z
    .array(
      z
        .string()
        .trim()
        .refine((text) => SUMMARY_SLOTS.every((slot) => text.includes(slot)), {
          message: `must hold ${SUMMARY_SLOTS.join(', ')}`,
        })
        .refine((text) => /[.!]$/.test(text) && splitSentences(text).length === 1, 'one sentence'),
    )
    .min(10),
  /** Hands the floor back to the challenger. */
  invitations: z.array(sentence(4, 26)).min(6),
  /** Brings a stray challenge back; "{theme}" is filled with the debate's theme clause. */
  redirections: z
    .array(
      z
        .string()
        .trim()
        .refine((text) => text.includes('{theme}'), 'must hold {theme}'),
    )
    .min(4),
  /**
   * His own answer to the debate's question, said only when the challenger asks for it ("where do you land?"): in the
   * first person, true to his texts, with the works it comes from. Without one, he keeps his view for the verdict.
   */
  view: z
    .object({ said: z.array(sentence(5, 45)).min(2).max(5), work: z.string().trim().min(3).max(80) })
    .optional(),
  /**
   * His own teachings, which a challenger may name to him ("the mean", "the four causes", "pre-established harmony"):
   * what he says of one asked about it, once a call, before he hands its issue on; in the first person, true to his
   * texts, with the works it comes from.
   */
  doctrines: z
    .array(
      z.object({
        art: z.array(z.string().regex(/^[a-z][a-z' -]*[a-z]$/, 'lower-case words')).min(1),
        issue: slug,
        said: z.array(sentence(5, 45)).min(1).max(3),
        work: z.string().trim().min(3).max(80),
      }),
    )
    .optional(),
  /** Asks the challenger what they mean; "{optionA}" and "{optionB}" are two issue clauses. */
  clarifications: z
    .array(
      z
        .string()
        .trim()
        .refine((text) => text.includes('{optionA}') && text.includes('{optionB}'), 'must hold both options')
        .refine((text) => text.endsWith('?'), 'must be a question'),
    )
    .min(4),
});

export const seatSchema = z.discriminatedUnion('role', [debaterSeatSchema, moderatorSeatSchema]);

export const styleSchema = z.object({
  /**
   * Short sentences that may open any of his answers, whatever its argument, so they promise nothing the next sentence
   * must keep ("Let me confess something." and "Think of a farmhouse." do): "Consider this calmly." Used sparingly.
   */
  openers: z.array(sentence(2, 12)).min(6),
  /** Words that join two thoughts: "and yet", "which is why". Lower case, no punctuation. */
  connectives: z.array(z.string().regex(/^[a-z][a-z ,']*$/)).min(6),
  /** Opens a rebuttal: "{name}" and "{gist}" are filled in ("Hume tells us that {gist}, and there he stops."). */
  rebuttals: z
    .array(
      z
        .string()
        .trim()
        .refine((text) => text.includes('{name}') && text.includes('{gist}'), 'must hold {name} and {gist}')
        .refine((text) => /[.!?]$/.test(text) && splitSentences(text).length === 1, 'one sentence'),
    )
    .min(6),
  /** Grants a point: "{name} is right that {gist}." */
  concessions: z
    .array(
      z
        .string()
        .trim()
        .refine((text) => text.includes('{name}') && text.includes('{gist}'), 'must hold {name} and {gist}')
        .refine((text) => /[.!?]$/.test(text) && splitSentences(text).length === 1, 'one sentence'),
    )
    .min(3),
  /**
   * Opens a rebuttal of a point the visitor has already heard put into words, once its speaker has defined it,
   * grounded it or followed it further: "{name}" only, no gist, and no he or she ("I follow you, {name}, up to the
   * very step where I stumbled before.").
   */
  presses: z
    .array(
      z
        .string()
        .trim()
        .refine(
          (text) => text.includes('{name}') && !text.includes('{gist}'),
          'must hold {name} and no {gist}',
        )
        .refine((text) => !/\b(?:he|him|his|himself|she|her|hers|herself)\b/i.test(text), 'no he or she')
        .refine((text) => /[.!?]$/.test(text) && splitSentences(text).length === 1, 'one sentence'),
    )
    .min(3),
});

/**
 * A fact of his own life, as he tells it to a visitor who asks ("Spinoza, did you really grind lenses?"): said in the
 * first person, true to the record, with where it is attested. `cues` are the everyday words of asking about it, none
 * of them a word the debate's own question is argued in.
 */
export const lifeFactSchema = z.object({
  cues: z.array(z.string().regex(/^[a-z][a-z' ]*$/)).min(2),
  said: spoken({ minWords: 12, maxWords: 45, sentences: [1, 2] }),
  source: z.string().trim().min(3),
  /**
   * Why it happened, as he tells it when the visitor asks just after ("for what tho", "but why did they condemn
   * you?"), and where that is known from. Only for a fact that leaves its reason untold.
   */
  why: z
    .object({
      said: spoken({ minWords: 10, maxWords: 45, sentences: [1, 2] }),
      source: z.string().trim().min(3),
    })
    .optional(),
});

export const philosopherKnowledgeSchema = z.object({
  /** The debate assistant's key, "hume". */
  key: slug,
  name: z.string().min(2),
  /** What the recogniser makes of the name, measured with flite -> pocketsphinx: "you", "human". */
  aliases: z.array(z.string().regex(/^[a-z][a-z' ]*$/)).min(1),
  /** Mishearings too common to count anywhere, counted only when the challenge opens with them ("leaders, ..."). */
  openingAliases: z.array(z.string().regex(/^[a-z][a-z' ]*$/)).default([]),
  /** How a visitor may name him without his name: "the skeptic", "the scottish philosopher". */
  epithets: z.array(z.string().regex(/^[a-z][a-z' -]*$/)).min(2),
  style: styleSchema,
  /** What he says of his own life when asked: where he came from, his work, family, habits, travels. */
  life: z.array(lifeFactSchema).default([]),
  /** debate id -> the part he plays there. */
  seats: z.record(slug, seatSchema),
});

export type Issue = z.infer<typeof issueSchema>;
export type Concept = z.infer<typeof conceptSchema>;
export type DebateTopic = z.infer<typeof debateTopicSchema>;
export type Argument = z.infer<typeof argumentSchema>;
export type Term = z.infer<typeof termSchema>;
export type DebaterSeat = z.infer<typeof debaterSeatSchema>;
export type ModeratorSeat = z.infer<typeof moderatorSeatSchema>;
export type Seat = z.infer<typeof seatSchema>;
export type PhilosopherStyle = z.infer<typeof styleSchema>;
export type LifeFact = z.infer<typeof lifeFactSchema>;
export type PhilosopherKnowledge = z.infer<typeof philosopherKnowledgeSchema>;
/** What a knowledge module exports before it is checked. */
export type PhilosopherKnowledgeInput = z.input<typeof philosopherKnowledgeSchema>;
export type DebateTopicInput = z.input<typeof debateTopicSchema>;
export type Asked = z.infer<typeof askedSchema>;
export type AskedInput = z.input<typeof askedSchema>;
export type SeatInput = z.input<typeof seatSchema>;
/** A philosopher's module before his seats are added: who he is and how he talks. */
export type PersonInput = Omit<PhilosopherKnowledgeInput, 'seats'>;
