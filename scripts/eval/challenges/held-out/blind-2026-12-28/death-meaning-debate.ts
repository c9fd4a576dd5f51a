// The blind set of 2026-12-28 for The Final Question (Epicurus against Martin Heidegger): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 88). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const deathMeaningBlind: readonly EvalChallenge[] = [
  {
    text: "If I'll never experience being dead, why does it still scare me so much?",
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: "Epicurus, my dad died last spring. You say death is nothing to him, fine. But it's something to me. What does your philosophy say to the ones left behind?",
    issue: 'grief',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'would life even matter if we lived forever',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'plain',
  },
  {
    text: 'Heidegger, what does being-towards-death actually mean for someone who just wants to get through Monday?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "hang on someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Tech billionaires are spending fortunes on anti-ageing research. If they succeed and people live 300 years, does life get less meaningful?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'paraphrase',
  },
  {
    text: 'Is the fear of death natural or something we learn?',
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: "ok so epicurus says when death is here i'm not, but like the dying part is real and it hurts, what about that",
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "Before I was born there was an eternity of nothing and it didn't bother me. Why should the eternity after be any different?",
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: 'Martin, you were a Nazi party member. Why should anyone take your advice on how to live authentically?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "My friend was given six months to live. She says it's the most alive she's ever felt. Is that what the German philosopher is talking about, or is it just shock?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'Is math invented or discovered?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Doesn't believing in an afterlife take the whole problem away?",
    issue: 'gods-religion',
    also: ['afterlife'],
    form: 'plain',
  },
  {
    text: 'Epicurius, you lived in a garden with friends eating bread and cheese. Easy to be calm when life is that simple!',
    issue: 'fear-of-death',
    also: ['worthwhile-life'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'I keep a bucket list. Is that an authentic response to mortality or just consumerism with a deadline?',
    issue: 'living-with-mortality',
    form: 'paraphrase',
  },
  {
    text: "can I change the voice of the moderator? it's a bit robotic",
    issue: 'dying-well',
    form: 'plain',
  },
  {
    text: 'Is assisted dying a way of taking ownership of your death, or giving up on life?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "the garden guy says don't lose sleep but i literally lie awake at 3am thinking about not existing, any tips",
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'Deadlines make me actually do my work. Is death just the biggest deadline?',
    issue: 'death-and-meaning',
    also: ['living-with-mortality'],
    form: 'paraphrase',
  },
  {
    text: "What does Heidegger mean by 'the they', and how does it stop me from facing my own death?",
    issue: 'denial-of-death',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "My son is seven and asked me if I'm going to die. I said not for a very long time. Was that a lie I should have avoided?",
    issue: 'denial-of-death',
    also: ['living-with-mortality'],
    form: 'paraphrase',
  },
  {
    text: 'Should the voting age be lowered to 16?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "but what about animals, my dog doesn't know he'll die and he seems pretty happy. is his life meaningless?",
    issue: 'death-and-meaning',
    form: 'paraphrase',
  },
  {
    text: "Companies now offer chatbots trained on a dead relative's messages. Would talking to a griefbot of my mum help me or stop me from accepting she's gone?",
    issue: 'grief',
    also: ['technology-death'],
    form: 'paraphrase',
  },
  {
    text: "Does a person who dies young lose something, even if they're not around to miss it?",
    issue: 'harm-of-death',
    form: 'plain',
  },
  {
    text: 'what time does the garden centre close on sundays',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "so you admit Heidegger that you can't actually experience your own death either. so how can it shape anything",
    issue: 'death-and-meaning',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'If we could upload our minds to a computer, would that be survival or just a copy?',
    issue: 'afterlife',
    also: ['technology-death'],
    form: 'paraphrase',
  },
  {
    text: 'Is living for pleasure, like the Greek says, a good enough answer to death?',
    issue: 'worthwhile-life',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'How did the printing press change religion in Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I survived a car crash last year. Since then I've quit my job and moved to the coast. My family thinks I'm having a crisis. Is facing death supposed to change you like this, Heidegger?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "The Stoics said memento mori, remember you'll die. Were they on Heidegger's side or Epicurus's?",
    issue: 'living-with-mortality',
    form: 'plain',
  },
  {
    text: "come on, Epicurus, 'death is nothing to us' sounds like something you tell yourself, not something you believe",
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Is there a way to save this conversation and listen later?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Does it matter how we're remembered after we're gone?",
    issue: 'afterlife',
    form: 'plain',
  },
  {
    text: 'in video games you get infinite lives and nothing you do matters much. is that the point here',
    issue: 'death-and-meaning',
    form: 'paraphrase',
  },
  {
    text: 'Do animals have anything like consciousness, or is it just instinct?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Why do we hold funerals if the dead can't benefit from them?",
    issue: 'grief',
    form: 'plain',
  },
  {
    text: 'Mr Phenomenologist, is angst a good thing then? My therapist is trying to get rid of mine.',
    issue: 'fear-of-death',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'Covid made a lot of people suddenly think about dying. Did it make us live better afterwards or just more anxious?',
    issue: 'living-with-mortality',
    also: ['fear-of-death'],
    form: 'paraphrase',
  },
];
