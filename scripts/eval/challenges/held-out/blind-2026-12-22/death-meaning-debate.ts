// The blind set of 2026-12-22 for The Final Question (Epicurus against Martin Heidegger): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 86). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const deathMeaningBlind: readonly EvalChallenge[] = [
  {
    text: 'If we lived forever, would anything still matter?',
    issue: 'living-forever',
    also: ['death-and-meaning'],
    form: 'plain',
  },
  {
    text: "My dad has terminal cancer and he's calmer than any of us. Epicurus, is he just following your advice without knowing it?",
    issue: 'fear-of-death',
    also: ['dying-well'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "ok but like dying isn't the scary part, it's the not being here. how is that nothing",
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: "Heidegger, what does 'being-toward-death' actually mean for someone who just wants to get through the week?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "Is it bad for me to die young if I won't be around to miss anything?",
    issue: 'harm-of-death',
    form: 'plain',
  },
  {
    text: 'does anyone know if the pharmacy on main street is open late tonight',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The garden guy: nobody worries about the billions of years before they were born, so why the years after?',
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'Silicon Valley billionaires are spending fortunes to stop aging. If they win, do they lose something, Martin?',
    issue: 'living-forever',
    also: ['technology-death'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'so you admit the fear of death is what makes us do anything at all?',
    issue: 'death-and-meaning',
    also: ['fear-of-death'],
    form: 'plain',
  },
  {
    text: 'i put a deadline on everything otherwise i do nothing lol. is death just the ultimate deadline',
    issue: 'death-and-meaning',
    also: ['living-with-mortality'],
    form: 'paraphrase',
  },
  {
    text: 'Is there any good evidence that dark matter exists?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My friend uploaded her late mother's texts into a chatbot so she can 'talk' to her. Is that grief, denial, or a new kind of afterlife?",
    issue: 'technology-death',
    also: ['grief'],
    form: 'paraphrase',
  },
  {
    text: "Epikuros, isn't 'don't worry, you won't be there' cold comfort to the people left behind?",
    issue: 'grief',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Does believing in heaven make life more meaningful or less?',
    issue: 'gods-religion',
    also: ['death-and-meaning'],
    form: 'plain',
  },
  {
    text: "The German phenomenologist keeps talking about authenticity. How do I know if I'm living authentically or just doing what 'they' do?",
    issue: 'living-with-mortality',
    also: ['denial-of-death'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'come on, Heidegger, you were in the Nazi party. Why should I take life advice from you?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'brb dog needs to go out',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why do bucket lists feel so empty once you actually tick things off?',
    issue: 'worthwhile-life',
    also: ['living-with-mortality'],
    form: 'paraphrase',
  },
  {
    text: "As an ICU nurse I've been with a lot of people when they died. The ones who'd thought about it beforehand seemed to go more peacefully. Is that Heidegger's point or Epicurus's?",
    issue: 'dying-well',
    also: ['living-with-mortality'],
    form: 'paraphrase',
  },
  {
    text: "But what about animals? My cat doesn't know she'll die. Does her life mean less?",
    issue: 'death-and-meaning',
    form: 'paraphrase',
  },
  {
    text: "Epicurus, if pleasure is the goal, why shouldn't I just party until the end?",
    issue: 'worthwhile-life',
    also: ['living-with-mortality'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "What's the best argument for moral realism?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why did the Soviet Union collapse so quickly in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'heidegger ur books are impossible to read. can u just say in one sentence why death matters',
    issue: 'death-and-meaning',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'The Greek gods were immortal and spent their time squabbling like bored teenagers. Does that tell us something?',
    issue: 'living-forever',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: 'Is the fear of death natural or something we learn?',
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: 'Mr Ataraxia, is being calm about death really wisdom, or just dodging the question?',
    issue: 'fear-of-death',
    also: ['denial-of-death'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'the app froze for a second, can you repeat the last thing',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My grandfather fought in a war and said he never felt more alive than when he could die any second. Does living close to death make life more real?',
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: "that's just a way to make people feel better about something awful",
    issue: 'harm-of-death',
    also: ['fear-of-death'],
    form: 'plain',
  },
  {
    text: 'If humanity went extinct tomorrow, would everything we did still have meaning?',
    issue: 'death-and-meaning',
    also: ['worthwhile-life'],
    form: 'paraphrase',
  },
  {
    text: 'Martin Heidegger, can a person face their own death without getting morbid about it?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'How did the printing press change religion in Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Do people who've had near-death experiences know something we don't?",
    issue: 'afterlife',
    form: 'paraphrase',
  },
  {
    text: 'Is choosing assisted dying a selfish act, or the most authentic choice there is, Heidegger?',
    issue: 'dying-well',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "A friend of mine says she doesn't want kids because the world is ending anyway. Does death, personal or collective, make choices like that heavier or lighter?",
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: "Epicurus, the atoms just scatter and that's it? No soul left at all?",
    issue: 'afterlife',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "is the premium version worth it? it says 'lifetime' subscription lol",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why do funerals exist if death is nothing to the dead?',
    issue: 'grief',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: 'Old Greek man in the garden, did you actually follow your own advice when you were dying? I heard it was kidney stones.',
    issue: 'dying-well',
    also: ['fear-of-death'],
    addresses: 'epicurus',
    form: 'epithet',
  },
];
