// The blind set of 2027-01-06 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 91). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: "Is there any way to actually test if we're in a simulation?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'ok so like elon musk said the odds were in base reality are one in billons. is that legit or just a guy who sells stuff',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "Plato, if someone dragged you out of the cave today, wouldn't you just think the sun was another projection?",
    issue: 'escape',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'brb my pizza is here',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My nephew spends six hours a day in VR and says his avatar feels more like him than his body does. Is he wrong, or is he just ahead of the rest of us?',
    issue: 'virtual-life',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: 'Baudrillard, you said the Gulf War did not take place. Try telling that to the people who were bombed.',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "What's the difference between a copy and a fake?",
    issue: 'copy-original',
    form: 'plain',
  },
  {
    text: "Does it even matter if it's a simulation if the pain still hurts, Plato?",
    issue: 'does-it-matter',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "Is it ever morally acceptable to lie to protect someone's feelings?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i watched the matrix again last night and honestly isnt that just platos cave with kung fu',
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "Mr Simulacra, didn't you say the Matrix got your ideas completely wrong? What did they miss?",
    issue: 'hyperreal',
    also: ['escape'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "So you admit there's no way out. Then why bother writing books telling us about it?",
    issue: 'escape',
    form: 'plain',
  },
  {
    text: "Bodrillard, if physics has a smallest possible length, doesn't that look suspiciously like pixels?",
    issue: 'simulation-hypothesis',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'is the app free or does it start charging after the first debate?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I work in marketing. Half my job is making photos of burgers look better than any burger that has ever existed. Am I one of the villains in this debate?',
    issue: 'hyperreal',
    also: ['signs-consumption'],
    form: 'paraphrase',
  },
  {
    text: 'Hey Jean, is Disneyland still your best example or would you pick TikTok now?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "The old Greek guy thinks there's a perfect world of forms somewhere. Isn't that just a simulation with better graphics?",
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'What actually caused the fall of the Western Roman Empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "if we're simulated whos running it, god or some bored teenager in the future",
    issue: 'maker',
    also: ['puppeteers'],
    form: 'plain',
  },
  {
    text: "My grandmother has dementia and lives in a world that isn't ours anymore. Is her reality less real than mine?",
    issue: 'appearance-reality',
    form: 'paraphrase',
  },
  {
    text: 'Platon, what exactly is the light behind us supposed to be? The Good? Reason? It sounds lovely but vague.',
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'come on, nobody actually believes the table in front of them is fake',
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: 'any tips for making shadow puppets with my kids lol',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Deepfake videos of politicians are everywhere now. When nobody can tell real footage from fake, does the truth just stop existing?',
    issue: 'media-events',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: 'Would it be wrong to pull the plug on a simulated person, Baudrillard?',
    issue: 'does-it-matter',
    also: ['virtual-life'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Baudrillard, isn't 'hyperreality' just a fancy word for 'people like TV'?",
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Descartes already worried an evil demon was fooling him. What do either of you add to that?',
    issue: 'simulation-hypothesis',
    also: ['puppeteers', 'dreaming'],
    form: 'paraphrase',
  },
  {
    text: 'Should voting be compulsory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'sometimes i get this feeling that nothing around me is real, like watching through glass. my therapist calls it derealization. are you guys just describing that',
    issue: 'appearance-reality',
    form: 'paraphrase',
  },
  {
    text: "Idealist, if I'd be happier plugged into a perfect dream machine, why should I choose the real world?",
    issue: 'virtual-life',
    also: ['escape'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "But what about math, Plato? Two plus two is four in any simulation, so isn't something real no matter what?",
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "what's the weather supposed to be like in Lisbon this weekend",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Money is just numbers on a screen now. Is the economy the biggest simulation of all, Mr Baudrillard?',
    issue: 'hyperreal',
    also: ['signs-consumption'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Question for the French theorist: if the map swallowed the land, what are the farmers growing their food on?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "Plato would've banned video games from his republic, wouldn't he?",
    issue: 'art-fiction',
    also: ['virtual-life'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "That's just a conspiracy theory for philosophy professors.",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'How do black holes evaporate, if they really do?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What would you each say to a kid who thinks the NPCs in his games might have feelings?',
    issue: 'does-it-matter',
    also: ['virtual-life'],
    form: 'paraphrase',
  },
  {
    text: "Wait, so the cave guy believes in an exit and the other guy doesn't. Which of you is more depressing?",
    issue: 'escape',
    form: 'plain',
  },
  {
    text: "My girlfriend's Instagram looks nothing like her real life and she says everyone knows it's fake so it's fine. Is it fine?",
    issue: 'hyperreal',
    also: ['signs-consumption'],
    form: 'paraphrase',
  },
];
