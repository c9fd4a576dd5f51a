// What visitors say in our debates, as text for the recogniser's domain language model (docs/architecture.md section 5,
// "Recognition facts"): the philosophers' names are in the generic model's dictionary but lose to likelier common
// words ("Leibniz" heard as "leaders"); a model of our own debates' words, mixed with the generic one, lets them win
// where they are said. Built only from our own content: the issues as visitors ask them, the arguments' questions and
// words, the Socratic Arsenal, and the ways a visitor addresses a philosopher. Never from the evaluation set.
import { challengePagesFor, getArenaConfig, surnameOf } from '../../src/debates';
import type { CheckedKnowledge } from '../content';
import {
  buildTrigramModel,
  spokenSentences,
  type DomainLanguageModel,
  type Pronunciation,
  type WordSequence,
} from '../speech/recognition';
import { debatePronunciations } from '../content/pronunciations';

/** The debate model's share against the generic model's, tuned on the tuned-on evaluation set (`npm run eval:hear`). */
export const DEBATE_MODEL_WEIGHT = 0.5;

/** How a visitor turns to a philosopher mid-question, besides opening with his name. */
const ADDRESSINGS = [
  'what would {name} say about that',
  'what does {name} think',
  'i have a question for {name}',
  'my question is for {name}',
  '{name} what do you think',
  '{name} do you agree',
  '{name} how would you answer that',
  'i want to ask {name}',
  'let me ask {name} something',
  'i agree with {name}',
  'i disagree with {name}',
  'do you agree with {name}',
  '{name} is that really true',
  'thank you {name}',
];

/** How often each epithet ("the skeptic") opens an example question. */
const EPITHET_OPENINGS = 3;

/** A name as visitors say it: in full, and by the surname alone when there is more than one word. */
function nameForms(name: string): string[] {
  const surname = surnameOf(name);
  return surname === name ? [name] : [name, surname];
}

/**
 * Each example question is said plainly, and in turn opened or closed with each debater's name: a visitor puts the
 * name last as often as first ("Is pity a weakness, Nietzsche?"), where the recogniser has the least to go on.
 */
function addressed(question: string, i: number, names: readonly string[]): string {
  const slot = i % (2 * names.length + 1);
  const name = names[slot % names.length];
  if (slot === 2 * names.length || name === undefined) return question;
  return slot < names.length ? `${name}, ${question}` : `${question.replace(/[?.!\s]+$/, '')}, ${name}?`;
}

/** The sentences of the recogniser's domain model, lower-case words, one debate after another. */
export function debateSpokenCorpus(knowledge: CheckedKnowledge): WordSequence[] {
  const texts: string[] = [];
  const philosophers = [...knowledge.philosophers.values()];
  for (const topic of knowledge.topics.values()) {
    const cast = philosophers.filter((p) => p.seats[topic.debateId]);
    const debaters = cast.filter((p) => p.seats[topic.debateId]?.role === 'debater');
    // A visitor names a philosopher in full ("Michel Foucault") or, as often, by his surname alone ("Foucault").
    const names = debaters.flatMap((p) => nameForms(p.name));
    for (const person of cast) {
      for (const name of nameForms(person.name)) {
        for (const addressing of ADDRESSINGS) texts.push(addressing.replace('{name}', name));
      }
    }
    let n = 0;
    for (const issue of topic.issues) {
      texts.push(issue.question);
      for (const example of issue.examples) texts.push(addressed(example, n++, names));
    }
    const examples = topic.issues.flatMap((issue) => issue.examples);
    for (const epithet of debaters.flatMap((p) => p.epithets)) {
      for (let k = 0; k < EPITHET_OPENINGS; k += 1) {
        texts.push(`${epithet}, ${examples[n++ % examples.length] as string}`);
      }
    }
    for (const person of cast) {
      const seat = person.seats[topic.debateId];
      if (seat?.role === 'debater') {
        for (const argument of seat.arguments) {
          for (const question of argument.questions) texts.push(addressed(question, n++, names));
          texts.push(argument.claim, argument.followUp);
        }
        for (const stance of seat.stances) texts.push(stance.position);
      } else if (seat?.role === 'moderator') {
        for (const framing of seat.framings) texts.push(framing.text);
      }
    }
    for (const page of challengePagesFor(getArenaConfig(topic.debateId))) texts.push(...page.questions);
  }
  return texts.flatMap(spokenSentences);
}

/** The recogniser's model of our debates: their corpus as a trigram model, with the words the dictionary lacks. */
export function debateLanguageModel(
  knowledge: CheckedKnowledge,
  weight = DEBATE_MODEL_WEIGHT,
  pronunciations: readonly Pronunciation[] = debatePronunciations,
): DomainLanguageModel {
  return {
    arpa: buildTrigramModel(debateSpokenCorpus(knowledge)).toArpa(),
    weight,
    pronunciations,
  };
}
