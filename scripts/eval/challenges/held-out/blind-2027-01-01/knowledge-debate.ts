// The blind set of 2027-01-01 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: 'Is there anything at all you can be 100% sure of?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'ok so like if 2 plus 2 is 4 isnt that just certain no matter what',
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: "Hume, if you can't prove the sun will rise tomorrow, why do you still set an alarm?",
    issue: 'living-with-doubt',
    also: ['induction'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'My nephew is a toddler and he learned not to touch the stove after one burn. Is that knowledge or just habit? Because it seems to work pretty well for him.',
    issue: 'induction',
    also: ['causation'],
    form: 'paraphrase',
  },
  {
    text: "brb my pizza's here",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "How do I know I'm not dreaming right now?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Leibniz, you say reason can work out the world's laws from a chair. Then why did we need telescopes and particle colliders to discover anything?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'I work as a nurse and we double-check every dose even when the doctor is sure. Does anyone in medicine actually know things, or are we all just playing the odds?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'the scottish guy is basically saying we cant know cause and effect?? like if i kick a ball it moves, thats not a guess',
    issue: 'causation',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Mr Leibnitz why is there something rather than nothing',
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Is it morally wrong to eat meat if animals can feel pain?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Deepfakes are getting so good I can't trust a video of my own mother anymore. If I can't believe my eyes, what's left to be certain of?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Isn't saying 'nothing is certain' itself a claim to certainty?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'come on Hume, you dont actually doubt the floor is there when you get out of bed',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Can someone explain 'relations of ideas' vs 'matters of fact' like I'm five?",
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: 'Are babies born knowing anything, or is the mind empty at first?',
    issue: 'innate-ideas',
    form: 'plain',
  },
  {
    text: 'is there a way to turn the volume up on this thing, the moderator is super quiet',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My friend swears he saw a ghost in his grandmother's house. He's not a liar and he wasn't drunk. Should I believe him, or is a miracle always less likely than a mistake?",
    issue: 'miracles',
    form: 'paraphrase',
  },
  {
    text: "Question for the Edinburgh skeptic: how are you so cheerful when you can't be sure of anything?",
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'the german mathematician - do you think math proves things about the real world or just about symbols on paper',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "G\u00f6del showed some true statements in math can't be proven. Doesn't that sink the dream of a perfect system of reason?",
    issue: 'truths-of-reason',
    form: 'paraphrase',
  },
  {
    text: 'hume how can i be sure my memories are real and not something my brain made up',
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Eyewitnesses send people to prison all the time and they're often wrong. Is 'beyond reasonable doubt' the most certainty humans can honestly get?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'What caused the fall of the Roman Empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'David, is your own self certain? You said you look inside and only find passing perceptions.',
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Can God's existence be proven by logic alone?",
    issue: 'god-proof',
    form: 'plain',
  },
  {
    text: 'so the idealist and the skeptic both agree math is certain and only fight about the rest? kinda anticlimactic',
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: 'Why trust reason at all if reason is the only thing we can use to check it, Leibniz?',
    issue: 'certainty',
    also: ['truths-of-reason'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'anyone know for sure if the post office is open on saturdays',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a software engineer. My tests pass a thousand times, then production breaks on the thousand-and-first. Feels very Hume. Is there a kind of certainty engineers should even aim for?",
    issue: 'induction',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: 'But what about the principle of sufficient reason? Why should the universe owe us an explanation for everything?',
    issue: 'sufficient-reason',
    form: 'plain',
  },
  {
    text: 'ChatGPT told me a fact with total confidence and it was completely made up. Does sounding certain have anything to do with being certain, Gottfried?',
    issue: 'certainty',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Should voting be compulsory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Leibniz, do you ever doubt?',
    issue: 'certainty',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Flat earthers say they're just being skeptical like you, Mr Hume. What separates healthy doubt from conspiracy thinking?",
    issue: 'living-with-doubt',
    also: ['certainty'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'is being sure a feeling or a fact',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "If I can't be certain the future will resemble the past, is it irrational to save for retirement? My pension fund assumes it will. I mean, honestly, how is a normal person supposed to live with this kind of doubt?",
    issue: 'living-with-doubt',
    also: ['induction'],
    form: 'paraphrase',
  },
  {
    text: 'How do black holes lose mass over time?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does knowing something require being certain of it, or can I know things that might turn out false?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "what's the weather supposed to be like in Edinburgh this weekend? thinking of a trip",
    issue: null,
    form: 'off-topic',
  },
];
