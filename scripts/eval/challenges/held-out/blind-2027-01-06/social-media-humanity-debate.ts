// The blind set of 2027-01-06 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 91). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Do phones actually make people lonelier or do lonely people just use phones more?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: "At my cousin's wedding half the guests watched the vows through their phone screens. Were they even there?",
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: "McLuhan, you said the medium is the message. So what's TikTok's message?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "Debord, isn't this app itself part of the spectacle? I'm literally watching AI philosophers argue on a screen.",
    issue: 'resistance',
    also: ['truth'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'can i switch to a different debate without leaving this one',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'my grandma lives alone 3000 km away and facetime is the only way she sees her great-grandkids. so how is that making anyone less human',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'Should schools ban smartphones?',
    issue: 'children',
    form: 'plain',
  },
  {
    text: 'People panicked about novels, radio and TV too. Why is this time any different?',
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'Marshall, did you really predict the internet back in the sixties, or do people just read that into you?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Is capital punishment ever justified?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The Situationist seems to hate everything fun. Is there anything you'd actually let people enjoy?",
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "I'm an influencer with 200k followers. I plan my holidays around what will photograph well. Is my life still mine?",
    issue: 'performance',
    also: ['celebrity'],
    form: 'paraphrase',
  },
  {
    text: 'my screen protector cracked, is it worth replacing or should i just get a new phone',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'ok so i talk to an ai chatbot every night before bed and honestly its nicer than most people i know. is that bad',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'Is the global village more like a village or more like a shouting match, Guy Debord?',
    issue: 'polarization',
    also: ['connection'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "Guy, what would you say to people who make memes mocking ads? Isn't that your d\u00e9tournement?",
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'so you admit the screen rewires us. rewires us into what, exactly?',
    issue: 'medium-message',
    also: ['less-human'],
    form: 'plain',
  },
  {
    text: "I can't read a whole book anymore. I used to get through three a month. Is that my fault or the phone's?",
    issue: 'attention',
    form: 'paraphrase',
  },
  {
    text: 'What is dark matter actually made of?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Algorithms decide what news I see. Does that make me less free to think for myself, Debord?',
    issue: 'truth',
    also: ['polarization'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Hey Mr Media Prophet, is a Zoom meeting hot or cool?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'come on, humans have always performed for each other. Instagram is just a bigger stage.',
    issue: 'performance',
    form: 'plain',
  },
  {
    text: 'After my dad died, I posted about it and got 300 likes. It felt both comforting and gross. Which was it?',
    issue: 'performance',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'lol my cat just walked across the keyboard',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Are dating apps turning people into products?',
    issue: 'profit',
    also: ['connection'],
    form: 'plain',
  },
  {
    text: 'McLuhan, if every tool is an extension of us, what part of us is the smartphone extending, and what part is getting amputated?',
    issue: 'medium-message',
    also: ['less-human'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'the french guy wrote his book in like 1967, before the internet, how can he be talking about instagram',
    issue: 'truth',
    also: ['performance'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Did social media help democracy in the Arab Spring or hurt it afterwards?',
    issue: 'polarization',
    form: 'paraphrase',
  },
  {
    text: 'Was the French Revolution worth the Terror?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My 9 year old asked for a phone because everyone in her class has one. Do I say no and make her the odd one out?',
    issue: 'children',
    form: 'paraphrase',
  },
  {
    text: 'Debor, why did you keep making films if you thought images were the problem?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "That's just old men complaining about young people.",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'If companies earn money from my attention, am I the customer or the thing being sold, Mr McLuhan?',
    issue: 'profit',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'anyone know if pharmacies are open on sundays',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Question for the Marxist one: does a digital detox actually change anything, or is it just another thing to post about?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "What makes something 'human' in the first place? Being offline?",
    issue: 'less-human',
    form: 'plain',
  },
  {
    text: "The Canadian prof and the Paris radical both seem to agree screens change us. So where's the actual disagreement?",
    issue: 'medium-message',
    form: 'plain',
  },
  {
    text: 'Can we know anything for certain, or is all knowledge just probable?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would VR headsets at home finally make people stop going outside, Marshall McLuhan?',
    issue: 'less-human',
    also: ['addiction'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "But what about disabled people who found community online when they couldn't leave the house?",
    issue: 'connection',
    form: 'paraphrase',
  },
];
