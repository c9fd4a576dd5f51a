// The blind set of 2027-01-06 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 91). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: "If I've got nothing to hide, why should I care who's watching?",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: "My company installed software that screenshots my laptop every ten minutes and tracks my mouse. My productivity score is 'green'. I've never felt so exhausted. Is that the Panopticon, Foucault?",
    issue: 'institutions',
    also: ['watched-self'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Bentham, would you have put cameras in every home if you could?',
    issue: 'privacy-right',
    also: ['safety'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "anyone watching the match tonight? what's the score",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'London has one of the highest numbers of CCTV cameras per person in the world. Is it actually safer than cities with fewer?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'ok so my mom has my location on life360 and she says its for safety. im 19. is she right or is this foucault stuff',
    issue: 'institutions',
    also: ['safety'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Mr Panopticon, who watches the guard?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Michel, if power is everywhere and we discipline ourselves, is there any way out, or do we just accept it?',
    issue: 'resistance',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "Snowden showed the government was collecting everyone's phone records. Did that stop any attacks, or just teach people to watch what they say?",
    issue: 'safety',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'Is posting my whole life on Instagram a way of watching myself?',
    issue: 'sharing-online',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: "What's the difference between weather and climate?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the french guy \u2014 is there a difference between being watched by a person and being watched by an algorithm no one ever reads?',
    issue: 'data-tracking',
    also: ['watched-self'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Body cameras on police: the watched watching the watchers. Good surveillance, or more of the same?',
    issue: 'watching-watchers',
    form: 'paraphrase',
  },
  {
    text: "Face recognition at the airport saves me 20 minutes in line. I'm fine with it. Why shouldn't I be?",
    issue: 'nothing-to-hide',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'Jeremy, how does your happiness calculation come out for a world where nobody has privacy?',
    issue: 'privacy-right',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "If people behave better when they think they're watched, isn't that just... good?",
    issue: 'watched-self',
    also: ['safety'],
    form: 'plain',
  },
  {
    text: 'is my mic working? can u hear me',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "China's social credit system scores citizens on how they behave. Is that where the watchtower logic ends up?",
    issue: 'normal',
    also: ['population'],
    form: 'paraphrase',
  },
  {
    text: "During COVID my country used phone data for contact tracing. It probably saved lives. But the app is still on my phone two years later. Where's the line, Bentham?",
    issue: 'population',
    also: ['data-tracking'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'foucault come on, not every camera is a plot of power. sometimes a shop just doesnt want its stuff stolen',
    issue: 'safety',
    also: ['power-knowledge'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Does a protest movement survive when every face in the crowd can be identified?',
    issue: 'resistance',
    form: 'paraphrase',
  },
  {
    text: "Should schools be allowed to scan students' messages for signs of bullying or self-harm?",
    issue: 'institutions',
    form: 'plain',
  },
  {
    text: 'Did the Treaty of Versailles really cause the Second World War?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The utilitarian with the prison design: were any prisons ever actually built like yours, and did they work?',
    issue: 'prison',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "My neighbour's Ring doorbell points straight at my front door. He says it's for packages. Do I have any right to complain?",
    issue: 'privacy-right',
    form: 'paraphrase',
  },
  {
    text: 'Is privacy a right or a luxury?',
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: 'what does foucalt mean by docile bodies, like in normal words',
    issue: 'watched-self',
    also: ['normal'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'lol going to make tea, back in five',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a nurse and we badge into every room, and every drug drawer logs who opened it. Honestly it's caught theft and protected patients. Doesn't that prove Bentham right in some places?",
    issue: 'institutions',
    also: ['safety'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "So you admit surveillance works, you just don't like how it makes people feel?",
    issue: 'watched-self',
    also: ['safety'],
    form: 'plain',
  },
  {
    text: 'Google knows my searches, Amazon my purchases, my smart speaker hears my kitchen. Nobody forced me. Is being watched different when I signed up for it?',
    issue: 'data-tracking',
    also: ['sharing-online'],
    form: 'paraphrase',
  },
  {
    text: 'How does CRISPR gene editing actually work?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Professor Foucault, if a society becomes calm and orderly because everyone self-censors, how would we even know what we lost?',
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'should the government be able to read encrypted messages to catch terrorists and child abusers',
    issue: 'safety',
    also: ['privacy-right'],
    form: 'plain',
  },
  {
    text: "what's the price of a safety deposit box at most banks these days?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Greatest Happiness, is the safety of the majority worth the fear of a minority?',
    issue: 'safety',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "but isn't it kind of the point that criminals should be nervous? why is that bad",
    issue: 'nothing-to-hide',
    also: ['watched-self'],
    form: 'plain',
  },
  {
    text: 'Is beauty objective, or is it really all in the eye of the beholder?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why do rich people get privacy behind gated estates while poor neighbourhoods get more police cameras?',
    issue: 'watching-watchers',
    also: ['privacy-right'],
    form: 'plain',
  },
  {
    text: "Jeremy Bentham's actual body is on display in a glass case at UCL. Is that him practising what he preached?",
    issue: 'sharing-online',
    also: ['watching-watchers'],
    addresses: 'bentham',
    form: 'named',
  },
];
