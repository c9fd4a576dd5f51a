// Held-out evaluation challenges for The Final Question (Epicurus against Martin Heidegger). Written blind
// from the debate's title, question and the two names only, before the engine saw them; never used for
// tuning. Issue labels are added afterwards, from the text and the debate's issue list alone.
import type { EvalChallenge } from '../../challenge-set';

export const deathMeaningDebateHeldOut: readonly EvalChallenge[] = [
  {
    text: 'Does dying make life meaningful, or would life be better if it never ended?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'My grandma died last spring and since then I notice every small thing more. Is that what death is for?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  { text: 'Should I be afraid of death?', issue: 'unlabelled', form: 'plain' },
  { text: 'If death is just nothingness, why does it scare us so much?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'Tech billionaires are spending millions trying to live forever. Would immortality actually make life pointless?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Is it possible to live a good life without ever thinking about death?',
    issue: 'unlabelled',
    form: 'plain',
  },
  { text: "Does knowing I'll die make my choices matter more?", issue: 'unlabelled', form: 'plain' },
  {
    text: 'When people are told they have six months to live, they suddenly quit their jobs and travel. Why do we wait for that?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  { text: "Is being dead bad for the person who's dead?", issue: 'unlabelled', form: 'plain' },
  { text: 'How can we be happy if we know everything ends?', issue: 'unlabelled', form: 'plain' },
  {
    text: "I keep scrolling and binge-watching so I don't have to think about anything serious. Am I running away from something?",
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Is it better to live a short intense life or a long calm one?',
    issue: 'unlabelled',
    form: 'plain',
  },
  { text: 'Why do most people avoid talking about death at all?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'Some company lets people upload their memories so their family can keep chatting with an AI version after they die. Is that a way of not dying?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  { text: 'Does everyone die alone in some sense?', issue: 'unlabelled', form: 'plain' },
  { text: 'Should we live in the moment, or plan for the future?', issue: 'unlabelled', form: 'plain' },
  {
    text: "At funerals people say he's in a better place, but if there's no afterlife, what are we actually mourning?",
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  { text: 'Is it possible to accept death calmly?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'Can pleasure and friendship give life enough meaning on their own?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: "I'm twenty-two and feel like I have forever, and older people keep telling me time flies, so should I be thinking about death at my age?",
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Does the fear of death make people live fake lives, just following the crowd?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: "My friend says she wants to be remembered after she's gone. Does leaving a legacy give life its meaning?",
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Epicurus, if death is nothing to us, why do we grieve so hard when someone we love dies?',
    issue: 'unlabelled',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Heidegger, how exactly does thinking about my death make my life more authentic?',
    issue: 'unlabelled',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'What would Epicurus say to someone terrified of dying in a plane crash?',
    issue: 'unlabelled',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Martin Heidegger, is busy everyday life just a way to hide from dying?',
    issue: 'unlabelled',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'To the Greek who taught in a garden: how do I stop worrying about dying?',
    issue: 'unlabelled',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'For the German philosopher who wrote Being and Time: is death the most personal thing we have?',
    issue: 'unlabelled',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'Hey, the ancient philosopher of pleasure, is a happy life one that forgets about death?',
    issue: 'unlabelled',
    addresses: 'epicurus',
    form: 'epithet',
  },
  { text: 'How do I make my sourdough starter rise faster?', issue: null, form: 'off-topic' },
  { text: 'Which budget phone has the best camera right now?', issue: null, form: 'off-topic' },
  { text: 'Can you explain how a mortgage interest rate works?', issue: null, form: 'off-topic' },
];
