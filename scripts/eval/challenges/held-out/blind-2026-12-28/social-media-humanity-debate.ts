// The blind set of 2026-12-28 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 88). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Are phones making us lonelier?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: "Marshall, you said the medium is the message. So what's the message of TikTok?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "I went to a concert last week and half the crowd watched it through their phones. I filmed it too and I haven't watched the video once. Debord, who was that video even for?",
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'is it me or can nobody read a whole book anymore',
    issue: 'attention',
    form: 'plain',
  },
  {
    text: 'what screen protector would you get for an iphone 15, the glass ones keep cracking',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My nan is 88 and lives alone, and video calls with her grandkids are the highlight of her week. How is that making her less human?',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: "Mr Spectacle, isn't posting a holiday photo just sharing joy? Why make it sound sinister?",
    issue: 'performance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "People panicked about novels, radio and TV too. Aren't we just doing the same thing again?",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'ok so debord died in 94 right, before instagram even existed, so how does he get to talk about feeds',
    issue: 'less-human',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'McLuhan what did you mean by the global village when the village is now screaming at itself in comment sections',
    issue: 'polarization',
    also: ['connection'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'brb grabbing lunch',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My 14-year-old daughter edits every selfie with filters before she posts it. She says everyone does. What is that doing to how she sees her own face?',
    issue: 'performance',
    also: ['children'],
    form: 'paraphrase',
  },
  {
    text: 'Is a friendship made online a real friendship?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: 'The Canadian professor seems to think the medium shapes us whatever we do with it. Do we have any say at all?',
    issue: 'medium-message',
    also: ['resistance'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: "Come on, Guy, you hated TV and cinema too. Is there any screen you'd approve of?",
    issue: 'panic',
    also: ['resistance'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'I spend hours on dating apps swiping through faces like a catalogue. Have we turned love into shopping?',
    issue: 'connection',
    also: ['profit'],
    form: 'paraphrase',
  },
  {
    text: "Doesn't social media also help protests organise, like in the Arab Spring?",
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: 'Is the death penalty ever justified?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "i deleted instagram for a month and felt so much better then reinstalled it after 3 days lol. why can't i stay away",
    issue: 'addiction',
    form: 'paraphrase',
  },
  {
    text: 'Can a chatbot be a better listener than my friends, Mr Debord?',
    issue: 'connection',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "Debord, wouldn't you admit your own books are now sold as posters and memes? The spectacle ate you too.",
    issue: 'resistance',
    also: ['profit'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'My job is fully remote. I only ever see colleagues as little squares on Zoom. Is something missing from a team that never shares a room?',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'Is it the screens, or what companies do with them to keep us hooked?',
    issue: 'medium-message',
    also: ['profit', 'addiction'],
    form: 'plain',
  },
  {
    text: 'the situationist dude would probably say influencers are the spectacle in person right',
    issue: 'celebrity',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Mr McLuhan, is a smartphone an extension of my body, the way you said the wheel extends the foot?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'What happens to children who get an iPad before they can talk?',
    issue: 'children',
    form: 'plain',
  },
  {
    text: 'Did the Big Bang have a cause, or does the question not make sense?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'When my best friend died, her Facebook page became a place where we all still write to her. Is that less human than a grave, or more?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "that's just nostalgia for a world that was never as connected as you pretend",
    issue: 'panic',
    also: ['connection'],
    form: 'plain',
  },
  {
    text: 'What did Kant mean by treating people as ends and never merely as means?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Algorithms feed everyone their own outrage. Are screens making us less human, or just angrier humans?',
    issue: 'polarization',
    also: ['less-human'],
    form: 'plain',
  },
  {
    text: 'does this app work on android tv or only phones',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Guy Debord, what would a d\u00e9rive look like today? Wandering the city with Google Maps turned off?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'But what about the people who found their community online, like gay teenagers in small towns?',
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: 'The prophet of media said hot and cool media change how involved we get. Is a reel hot or cool?',
    issue: 'medium-message',
    also: ['attention'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Why did the First World War start? It seems like nobody actually wanted it.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do we remember things less because we photograph everything, Debord?',
    issue: 'attention',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Marshal mcluhan if screens rewire us, can we rewire back by going offline',
    issue: 'resistance',
    also: ['medium-message'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'so cold today, my fingers can barely type',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Question for the French guy: will VR headsets make this worse, or at least put our bodies back in the picture?',
    issue: 'less-human',
    also: ['medium-message'],
    addresses: 'debord',
    form: 'epithet',
  },
];
