// The blind set of 2026-12-24 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Who gets to decide which opinions are too dangerous to hear?',
    issue: 'who-decides',
    form: 'plain',
  },
  {
    text: "My uncle posts conspiracy stuff about vaccines in the family group chat. I want to mute him but my mum says everyone deserves to be heard. Who's right?",
    issue: 'silencing-falsehood',
    form: 'paraphrase',
  },
  {
    text: "Mill, would you defend a Holocaust denier's right to speak at a university?",
    issue: 'deplatforming',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "can i change the voice of the moderator? it's a bit robotic",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Marcuse, isn't 'some voices shouldn't be heard' exactly what every censor in history has said?",
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'ok so a comedian i like got dropped by netflix over old jokes. is that cancel culture or just consequences',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: "What's the harm principle, in simple terms?",
    issue: 'harm-line',
    form: 'plain',
  },
  {
    text: 'The critical theory guy says one side owns the stadium. Fine, but who owns it today? Tech billionaires? Universities? Depends who you ask.',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'Did the Big Bang have a cause, or is that question meaningless?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'When Twitter changed owners and let banned accounts back on, did that make the conversation freer or just louder?',
    issue: 'deplatforming',
    also: ['marketplace-of-ideas'],
    form: 'paraphrase',
  },
  {
    text: 'Germany bans Nazi symbols and seems to be a stable democracy. Should every country do the same?',
    issue: 'tolerating-intolerant',
    also: ['hate-speech'],
    form: 'paraphrase',
  },
  {
    text: 'jon stuart mill, you think bad ideas lose in open debate but flat earth has more followers now than 20 years ago. how do you explain that',
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Does freedom of speech mean freedom from consequences?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'hold on my cat just knocked my tea over',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I teach high school and a parent wants a novel pulled from the library because of its content. Part of me agrees with her. Is removing a book silencing a voice?',
    issue: 'deplatforming',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: "Isn't the algorithm already deciding whose voice gets heard? What's the point of arguing about censorship?",
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    form: 'paraphrase',
  },
  {
    text: "Herbert, what did you mean by 'repressive tolerance'? Sounds like a contradiction.",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "so you admit Mr Mill that some speech does cause harm? then where's the line, a tweet? a rally?",
    issue: 'harm-line',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Why did the Soviet Union collapse so suddenly in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The Victorian liberal keeps saying we learn from wrong opinions. What exactly did we learn from racist propaganda that we couldn't have learned some other way?",
    issue: 'hearing-opponents',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'Should a company fire someone for what they said on their personal social media?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: "Students shouted down a speaker at my college last month so he couldn't finish his talk. They said they were fighting fascism. Were they censoring him, or using their own free speech?",
    issue: 'deplatforming',
    also: ['cancel-culture'],
    form: 'paraphrase',
  },
  {
    text: "what's the best way to get rid of a sore throat fast? i'm singing at a wedding tonight",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is tolerating intolerance a kind of suicide for a free society? I think Popper said something like that.',
    issue: 'tolerating-intolerant',
    form: 'plain',
  },
  {
    text: "Marcuse sounds like he wants a small group of enlightened people to decide what everyone else hears. That's just elitism, isn't it?",
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'When newspapers and TV channels are owned by a handful of rich people, is it even a free debate?',
    issue: 'repressive-tolerance',
    also: ['marketplace-of-ideas'],
    form: 'paraphrase',
  },
  {
    text: 'if AI chatbots refuse to answer certain questions is that censorship or safety lol',
    issue: 'harm-line',
    form: 'paraphrase',
  },
  {
    text: 'What do philosophers mean by personal identity over time? Am I the same person I was at five?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should people be allowed to post anonymously?',
    issue: 'harm-line',
    also: ['cancel-culture'],
    form: 'plain',
  },
  {
    text: 'Charlie Hebdo published cartoons that deeply offended Muslims, and then people were murdered for it. Does offence ever justify limits on speech?',
    issue: 'hate-speech',
    also: ['harm-line'],
    form: 'paraphrase',
  },
  {
    text: 'What about misinformation during a pandemic, when lies can literally get people killed?',
    issue: 'harm-line',
    also: ['silencing-falsehood'],
    form: 'paraphrase',
  },
  {
    text: 'John, can the majority be a tyrant even without any laws behind it?',
    issue: 'conformity',
    also: ['cancel-culture'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'does the app work offline? flying tomorrow',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My friend got piled on online for one badly worded post and now she's scared to say anything at all. Isn't that silencing too, even if no government was involved?",
    issue: 'cancel-culture',
    also: ['conformity'],
    form: 'paraphrase',
  },
  {
    text: "If a view is really dangerous, doesn't banning it just make it more attractive?",
    issue: 'harm-line',
    also: ['silencing-falsehood'],
    form: 'plain',
  },
  {
    text: 'the german frankfurt school guy, did he live under the nazis? cause that would explain a lot',
    issue: 'tolerating-intolerant',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: "Come on, hearing every voice is a nice idea but nobody has time to listen to every crank. Isn't some filtering just practical?",
    issue: 'hearing-opponents',
    also: ['who-decides'],
    form: 'plain',
  },
  {
    text: 'How does the electoral college actually work in US presidential elections?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Whistleblowers like Snowden broke the law to speak. Should their voices be protected anyway?',
    issue: 'harm-line',
    form: 'paraphrase',
  },
  {
    text: "My grandma is 80 and nobody asks her opinion about anything anymore. Is that also a voice that isn't being heard?",
    issue: 'repressive-tolerance',
    form: 'paraphrase',
  },
];
