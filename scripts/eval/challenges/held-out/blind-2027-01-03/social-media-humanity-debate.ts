// The blind set of 2027-01-03 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Are we lonelier now than before smartphones?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: 'I went to a concert last week and half the crowd watched the whole show through their phone screens. Were they even there? Debord, is this what you meant?',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "McLuhan, you said the medium is the message. So what's TikTok's message?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'isnt it kind of ironic that im asking if screens make us less human... through a screen',
    issue: 'less-human',
    form: 'plain',
  },
  {
    text: "My grandma is 90 and lives alone in Portugal. She video-calls us every Sunday and it's the highlight of her week. How is that making anyone less human?",
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'is there dark mode on this thing',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should phones be banned in schools?',
    issue: 'children',
    also: ['attention'],
    form: 'plain',
  },
  {
    text: 'ok so debord like, is posting my lunch on insta part of the spectacle or am i just sharing',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'The Canadian professor predicted the internet decades early. Did he see the downsides coming too?',
    issue: 'less-human',
    also: ['medium-message'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: "What does 'global village' actually mean?",
    issue: 'connection',
    also: ['polarization'],
    form: 'plain',
  },
  {
    text: 'Is math invented or discovered?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My 13-year-old niece has had anxiety since she got Instagram, and so have her friends. Is the app to blame, or would teenagers be anxious anyway?',
    issue: 'children',
    also: ['panic'],
    form: 'paraphrase',
  },
  {
    text: "That's just what every generation says. People panicked about novels, then radio, then TV.",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: "Guy, if everything's a spectacle, isn't your own theory just another thing to post and like?",
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Are dating apps killing romance?',
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: "I'm deaf, and texting and captions gave me a social life I never had. Doesn't the situationist realise screens make some people more included?",
    issue: 'connection',
    also: ['less-human'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "what's a good pizza place near Times Square",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can an AI chatbot be a real friend?',
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: 'mcluhan do you think the algorthm is rewiring kids brains like actually physically',
    issue: 'attention',
    also: ['children'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "Influencers sell their whole lives. Isn't that just capitalism with a ring light? What does the media prophet say?",
    issue: 'celebrity',
    also: ['profit'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Did the Big Bang have a cause?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Marshal Mcluhan, was television worse for us than smartphones, or is it the same story?',
    issue: 'panic',
    also: ['medium-message'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "Deepfakes mean you can't trust any video anymore. Are we losing the ability to know what's real?",
    issue: 'truth',
    form: 'paraphrase',
  },
  {
    text: 'but what about the arab spring, people organised on facebook and toppled dictators. screens did that',
    issue: 'connection',
    also: ['resistance'],
    form: 'paraphrase',
  },
  {
    text: "Come on, Debord, you never saw a smartphone. How can you judge something you didn't live through?",
    issue: 'less-human',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Is doomscrolling an addiction like gambling?',
    issue: 'addiction',
    form: 'plain',
  },
  {
    text: 'brb charging my phone, battery at 2%',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I quit all social media for a month. The first week I was bored out of my mind, then I read three books and called old friends. So were the screens the problem, or was I?',
    issue: 'medium-message',
    also: ['addiction'],
    form: 'paraphrase',
  },
  {
    text: 'Is it human to care how many likes you get?',
    issue: 'performance',
    also: ['less-human'],
    form: 'plain',
  },
  {
    text: 'Mr Spectacle, what do you make of people filming themselves crying for views?',
    issue: 'performance',
    also: ['celebrity'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Should voting be compulsory?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If one day we all live in the metaverse with VR headsets on, will that be a new kind of human or the end of one?',
    issue: 'less-human',
    also: ['medium-message'],
    form: 'paraphrase',
  },
  {
    text: "Debord, your whole thing was d\u00e9tournement, hijacking images. Aren't memes exactly that? Maybe the internet proved you right in a good way.",
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "My team works fully remote. We've never met in person, yet we're close. Marshall, is the office dead, or did we lose something without noticing?",
    issue: 'connection',
    also: ['less-human'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'can I replay this debate later',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do parents who hand toddlers an iPad at dinner harm them?',
    issue: 'children',
    form: 'paraphrase',
  },
  {
    text: "so you're saying we're just puppets of our devices? i chose to be here",
    issue: 'medium-message',
    also: ['addiction'],
    form: 'plain',
  },
  {
    text: 'Are online echo chambers tearing democracies apart?',
    issue: 'polarization',
    form: 'plain',
  },
  {
    text: "The French radical seems to think real life ended with the camera. Wasn't there posing and gossip in every village long before screens?",
    issue: 'performance',
    also: ['panic'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'What was the main cause of World War One?',
    issue: null,
    form: 'off-topic',
  },
];
