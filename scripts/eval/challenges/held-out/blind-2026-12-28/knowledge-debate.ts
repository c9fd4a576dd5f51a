// The blind set of 2026-12-28 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 88). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: "Is 2 + 2 = 4 something we actually know, or just something we're used to?",
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: "Leibniz, how can you be sure reason isn't just fooling you too?",
    issue: 'certainty',
    also: ['truths-of-reason'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'ok so like if i cant prove the sun comes up tomorrow why do i still set an alarm lol',
    issue: 'induction',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: "My brother is a flat earther and he says nobody can really know anything, so his guess is as good as NASA's. Is he right that if nothing is certain then every opinion is equal?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "What's the difference between being certain and just being really, really confident?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Mr Hume, you say causes are only habits. So when I drop a glass and it breaks, did the drop not cause it?',
    issue: 'causation',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'brb grabbing coffee',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I work as a nurse and we trust lab results all day. But tests have false positives. If even the machines can be wrong, how is anyone in medicine supposed to act with certainty?',
    issue: 'living-with-doubt',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: 'could we all be living in a simulation and would that mean none of our knowledge counts',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Doesn't saying 'nothing is certain' refute itself? You'd have to be certain of that.",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Liebniz you keep saying truths of reason are necessary but who decided what counts as reason in the first place',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'I think therefore I am. Descartes got at least one certain thing, no?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Is it ever morally okay to lie to protect a friend's feelings?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Scientists believed Newton for 200 years and then Einstein showed he was wrong. So is all of science just our best guess for now?',
    issue: 'certainty',
    also: ['induction'],
    form: 'paraphrase',
  },
  {
    text: 'the scottish guy thinks we cant even be sure we have a self?? then who is doing the doubting',
    issue: 'self',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Mr Armchair, can I really know that other people have minds like mine?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Last night I had a dream so real I was sure I was awake. How do I know I'm not dreaming right now, Hume?",
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'come on, nobody actually lives like a skeptic. you still eat bread because you expect it to nourish you',
    issue: 'living-with-doubt',
    also: ['induction'],
    form: 'plain',
  },
  {
    text: 'Is there a dark mode on this app? My eyes are dying',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Leibniz, if this is the best of all possible worlds, how did you work that out without looking at the world?',
    issue: 'best-world',
    also: ['truths-of-reason'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'With deepfakes and AI-generated photos everywhere, can I trust anything I see online anymore? Does that make Hume more right today than in his own time?',
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "So Gottfried, where do innate ideas come from? Babies don't seem to be born knowing geometry.",
    issue: 'innate-ideas',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Why should the future be like the past at all?',
    issue: 'induction',
    form: 'plain',
  },
  {
    text: "I'm a juror in a trial next month. The judge says 'beyond reasonable doubt', not 'beyond all doubt'. Is that an admission that courts can never be certain?",
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: 'What actually caused the fall of the Western Roman Empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'hey idealist, if the world is made of minds then what is my coffee table thinking about',
    issue: 'reality',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "My memory of my tenth birthday feels crystal clear but my mum says half of it didn't happen. If memory can be this wrong, what's left to build knowledge on?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "but what about logic itself, like a thing can't be and not be at the same time. even Hume has to accept that surely",
    issue: 'truths-of-reason',
    also: ['certainty'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Is faith a kind of knowledge or the opposite of it?',
    issue: 'certainty',
    also: ['god-proof'],
    form: 'plain',
  },
  {
    text: "David, you'd deny miracles because they go against experience. Isn't that just deciding the answer before looking?",
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Should voting be compulsory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "the principle of sufficient reason \u2014 does everything really need a reason? what's the reason for the universe then, Leibniz?",
    issue: 'sufficient-reason',
    also: ['god-proof'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "My daughter keeps asking 'but how do you KNOW?' to everything I say. At some point I just say 'because'. Is that where all knowledge ends up \u2014 a because?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Does a chatbot that says it's 'confident' actually know anything?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'how do black holes actually evaporate, I never understood Hawking radiation',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So you admit, Hume, that you can't prove anything \u2014 then why should I believe your book?",
    issue: 'certainty',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Question for the Edinburgh skeptic: if my senses lie sometimes, why trust them ever? A stick looks bent in water.',
    issue: 'certainty',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'anyone know what the truth is about whether this app keeps my voice recordings',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Are moral facts like 'torture is wrong' certain the same way math is, or are they just feelings?",
    issue: 'reason-passion',
    also: ['truths-of-reason'],
    form: 'plain',
  },
  {
    text: 'is it just me or does the moderator keep cutting out? i can barely hear anything',
    issue: null,
    form: 'off-topic',
  },
];
