// Held-out evaluation challenges for the knowledge debate (Leibniz against Hume, Aristotle moderating).
// Written blind from the issue list only, after the engine was tuned; must never be used for tuning.
import type { EvalChallenge } from '../../challenge-set';

export const knowledgeHeldOut: readonly EvalChallenge[] = [
  // certainty
  {
    text: 'Is there anything at all that we can be one hundred percent sure of?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Courts say 'beyond reasonable doubt', not 'beyond all doubt'. Is absolute proof of anything ever actually possible?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  // innate-ideas
  {
    text: 'Do babies come into the world already knowing some things, or are they a totally blank slate?',
    issue: 'innate-ideas',
    form: 'plain',
  },
  {
    text: 'A newborn foal walks within an hour. Are humans also born with ideas in our heads, or does every idea come in through our senses?',
    issue: 'innate-ideas',
    form: 'paraphrase',
  },
  // causation
  {
    text: 'Question for the philosopher from Edinburgh: when I flip a switch and the lamp comes on, do I actually see the switch making it happen?',
    issue: 'causation',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Can we ever actually observe one event making another event happen, or do we only see one follow the other?',
    issue: 'causation',
    form: 'plain',
  },
  // induction
  {
    text: 'Why do we trust that things will keep behaving the way they always have?',
    issue: 'induction',
    form: 'plain',
  },
  {
    text: 'My team has won every home game this season, so everyone assumes we win Saturday. Is that reasoning actually justified?',
    issue: 'induction',
    form: 'paraphrase',
  },
  // truths-of-reason
  {
    text: 'Leibniz, can math worked out at a desk really tell us anything about how the actual world works?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Are there things we can figure out just by thinking hard, without checking the world at all?',
    issue: 'truths-of-reason',
    form: 'plain',
  },
  // sufficient-reason
  {
    text: "Leibniz, does every single thing, even the exact number of grains of sand on a beach, have an explanation for why it's that way?",
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Can anything just happen for no reason at all, or is there always a why behind it?',
    issue: 'sufficient-reason',
    form: 'plain',
  },
  // miracles
  {
    text: 'Hume, if my aunt swears a statue in her church cried real tears, should I believe her?',
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'When someone tells me they witnessed something that breaks the laws of nature, how much should I trust them?',
    issue: 'miracles',
    form: 'plain',
  },
  // god-proof
  {
    text: 'For the German who invented calculus alongside Newton: can logic alone actually show that there is a God?',
    issue: 'god-proof',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'My cousin says the universe needs a first cause, so God has to exist. Is that argument actually airtight?',
    issue: 'god-proof',
    form: 'paraphrase',
  },
  // self
  {
    text: "To the Scottish guy: when I look inside myself, is there really a 'me' in there, or just a bunch of thoughts and feelings?",
    issue: 'self',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "I'm basically a different person than I was at twelve, every cell and opinion has changed. Is anything still the same me?",
    issue: 'self',
    form: 'paraphrase',
  },
  // best-world
  {
    text: 'Leibniz, with pandemics, wars and childhood cancer, how could anyone say this is the best world God could have made?',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "After watching the news about the earthquake, I can't see why a good creator would pick this version of the world over a kinder one.",
    issue: 'best-world',
    form: 'paraphrase',
  },
  // reason-passion
  {
    text: 'When I make a big decision like which college to go to, am I really reasoning, or just following my feelings, Hume?',
    issue: 'reason-passion',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'I know junk food is bad for me and I still order fries every time. So is the logical part of me really in charge?',
    issue: 'reason-passion',
    form: 'paraphrase',
  },
  // living-with-doubt
  {
    text: 'Could somebody really go through daily life doubting everything, or would they give up by lunchtime?',
    issue: 'living-with-doubt',
    form: 'plain',
  },
  {
    text: "If I truly doubted the floor was solid, I'd never get out of bed. So doesn't serious skepticism just fall apart in practice?",
    issue: 'living-with-doubt',
    form: 'paraphrase',
  },
  // off-topic
  {
    text: "What's the main cause of my phone battery draining so fast overnight?",
    issue: null,
    form: 'off-topic',
  },
  { text: 'Is there a reason my sourdough bread keeps coming out flat?', issue: null, form: 'off-topic' },
  { text: 'Who won the World Cup in 2018?', issue: null, form: 'off-topic' },
  {
    text: "What's the forecast for Edinburgh this weekend? Do I need to pack an umbrella?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What are the products when methane burns in oxygen? It is for my chemistry homework.',
    issue: null,
    form: 'off-topic',
  },
  { text: "What's the cheapest train from Paris to Berlin next month?", issue: null, form: 'off-topic' },
];
