// The blind set of 2026-12-19 for The Final Question (Epicurus against Martin Heidegger): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 85). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const deathMeaningBlind: readonly EvalChallenge[] = [
  {
    text: 'If we lived forever, would anything we do still matter?',
    issue: 'living-forever',
    also: ['death-and-meaning'],
    form: 'plain',
  },
  {
    text: "Epicurus, it's not being dead I'm scared of, it's dying. The hospital, the pain, the tubes. Your argument doesn't touch that, does it?",
    issue: 'fear-of-death',
    also: ['dying-well'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'is there a lifetime subscription option or only monthly',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My dad was diagnosed with stage four cancer last spring. Since then he's called old friends, quit the job he hated and started painting again. Did death give his life meaning, or did it just make him finally notice it?",
    issue: 'death-and-meaning',
    also: ['living-with-mortality'],
    form: 'paraphrase',
  },
  {
    text: 'heidegger what does being-toward-death even mean in normal words',
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Why should I be calm about losing everything I love?',
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: 'There are billionaires spending millions a year trying to reverse ageing. If they succeed, is that a win for Epicurus or a loss for Heidegger?',
    issue: 'living-forever',
    form: 'paraphrase',
  },
  {
    text: 'ok so like before i was born i didnt exist and that was fine, so why does after feel so different',
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: 'Is mathematics discovered or invented?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The Garden Sage seems very relaxed for a man who never had a mortgage. Is calm about death just a privilege?',
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'Would a heaven with no end make life here pointless?',
    issue: 'death-and-meaning',
    also: ['living-forever', 'afterlife'],
    form: 'plain',
  },
  {
    text: "Martin, you joined the Nazi party. Doesn't that make your talk about living 'authentically' hard to take seriously?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "My grandmother died last month and everyone keeps saying 'she had a full life'. Why does that make it feel worse, not better?",
    issue: 'grief',
    also: ['worthwhile-life'],
    form: 'paraphrase',
  },
  {
    text: "come on, old Greek, 'death is nothing to us' is a nice slogan but nobody actually feels that way at a funeral",
    issue: 'fear-of-death',
    also: ['grief'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: "brb, dinner's ready",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is it cowardly to never think about death?',
    issue: 'denial-of-death',
    form: 'plain',
  },
  {
    text: "Some startups now build chatbots out of dead people's old messages so you can keep talking to them. Is that helping grief or refusing to accept death, Heidegger?",
    issue: 'technology-death',
    also: ['grief'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "Do animals know they're going to die, and if they don't, do their lives mean less?",
    issue: 'death-and-meaning',
    form: 'plain',
  },
  {
    text: 'Games are only fun because they end. Is life like that?',
    issue: 'death-and-meaning',
    form: 'paraphrase',
  },
  {
    text: "To the German phenomenologist: most people just scroll on their phones until they die. Is that what you meant by losing yourself in 'the they'?",
    issue: 'denial-of-death',
    also: ['technology-death'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: "What's the actual evidence for dark matter?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a nurse in palliative care. The patients who seem most at peace aren't the religious ones or the brave ones, they're the ones who feel they were loved. Where does that fit in either of your theories?",
    issue: 'dying-well',
    also: ['worthwhile-life'],
    form: 'paraphrase',
  },
  {
    text: 'Does a baby who dies at a week old have a meaningful life?',
    issue: 'worthwhile-life',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: 'So you admit, Epicurus, that death takes away all the good things I would have had. How is losing them not bad for me?',
    issue: 'harm-of-death',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'heideger isnt this just a fancy way of saying yolo',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "If I knew the exact day I'd die, should I live differently?",
    issue: 'living-with-mortality',
    form: 'paraphrase',
  },
  {
    text: 'what can I still plant in the garden in October? the tomatoes are done',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should euthanasia be legal if death is nothing to fear?',
    issue: 'dying-well',
    also: ['fear-of-death'],
    form: 'plain',
  },
  {
    text: "Mr Ataraxia, what's your advice for a 3am panic attack about dying? Actual advice, not a syllogism.",
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'The Stoics kept a skull on their desks. Heidegger, is memento mori the same idea as yours or something different?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Would we even have art, religion or love without death?',
    issue: 'death-and-meaning',
    form: 'plain',
  },
  {
    text: "My friend survived a bad car crash and says she hasn't been afraid of anything since. Other people come out of near-death experiences terrified. Does facing death make you wiser, or is it just luck?",
    issue: 'living-with-mortality',
    also: ['fear-of-death'],
    form: 'paraphrase',
  },
  {
    text: "the moderator's voice is so soothing, is it a real person?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Epicurus do you believe in any afterlife at all or is it just atoms',
    issue: 'afterlife',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "Isn't leaving a legacy just a way of pretending we won't really die?",
    issue: 'denial-of-death',
    also: ['afterlife'],
    form: 'plain',
  },
  {
    text: "hi from sydney, it's 4am here and i can't sleep, anyone else up?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Was Napoleon a genius or a war criminal?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'my therapist says my anxiety about death is really anxiety about not having lived. which one of you is right',
    issue: 'fear-of-death',
    also: ['worthwhile-life'],
    form: 'paraphrase',
  },
  {
    text: 'Can you make a meaningful choice if you have infinite time to make it?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'plain',
  },
  {
    text: "that's just sour grapes from people who know they can't live forever. if a pill gave you 500 more years, wouldn't you take it, Heidegger?",
    issue: 'living-forever',
    addresses: 'heidegger',
    form: 'named',
  },
];
