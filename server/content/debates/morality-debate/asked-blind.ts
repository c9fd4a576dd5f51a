// Challenges for The Morality Clash (Socrates against Nietzsche), written blind (from the debate's title, question,
// card text and names) by a helper and labelled by another from the issue list alone, on 2026-11-29. Measured once
// on the knowledge as it stood (on topic 22 of 40 typed, against 83 % on the held-out set), then spent on tuning:
// eval:debate counts them with the tuned-on set.
import type { AskedInput } from '../../schema';

const first: readonly AskedInput[] = [
  {
    text: 'If everyone on Earth disappeared, would kindness still be good?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Did humans discover right and wrong, or just make it up as we went along?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: 'Is there anything actually worth dying for, or is that just a story we tell soldiers?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Why do almost all cultures agree murder is wrong if morality is invented?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: 'Is being humble a real virtue or just a way to keep ambitious people down?',
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: 'If we build an AI to be good, whose idea of good are we supposed to give it?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'If morality is just made up, why do I feel so guilty when I hurt someone?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  { text: 'Is pity a good thing or does it just keep people weak?', issue: 'pity', form: 'plain' },
  { text: 'Does anyone do wrong on purpose, knowing it is wrong?', issue: 'virtue-knowledge', form: 'plain' },
  {
    text: 'Is morality just evolution making us cooperate so we survive?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'Without God, does goodness have any foundation at all?',
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: 'Can goodness be taught, or are some people just born decent?',
    issue: 'virtue-knowledge',
    form: 'plain',
  },
  {
    text: "My four-year-old brother yells 'not fair!' when his slice is smaller. Who taught him fairness?",
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: "If I found a ring that made me invisible, like in Lord of the Rings, why shouldn't I just take what I want?",
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: 'Walter White said he did it because he was good at it and felt alive. Was he more honest than most moral people?',
    issue: 'truth-honesty',
    form: 'paraphrase',
  },
  {
    text: 'People once thought slavery was perfectly acceptable. Are we actually better now, or do we just have different fashions?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'A guy at my gym says kindness is for losers and winners take what they want. Is he onto something?',
    issue: 'strength-power',
    form: 'paraphrase',
  },
  {
    text: "My boss takes credit for everyone's work and keeps getting promoted. Why should I stay honest when cheating clearly pays?",
    issue: 'justice',
    also: ['truth-honesty'],
    form: 'paraphrase',
  },
  {
    text: 'A whistleblower loses her career for exposing a cover-up. Was she foolish, or did she find something worth more than her job?',
    issue: 'truth-honesty',
    also: ['justice'],
    form: 'paraphrase',
  },
  {
    text: 'Thanos believed wiping out half of everyone was the right thing. How do we know he was wrong and not just outvoted?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'In some countries eating dogs is normal and in others it is horrifying. Does that mean right and wrong are just local customs?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'I returned a wallet full of cash and felt great. Was that goodness, or just me wanting to feel like a good person?',
    issue: 'good-life',
    form: 'paraphrase',
  }, // weak fit
  {
    text: 'Socrates, you chose to drink the poison instead of escaping. Was that brave or just stubborn?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'If knowing what is good makes us do good, then why do smart people cheat, Socrates?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'I have a question for Mr. Socrates: is it really better to suffer an injustice than to commit one?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "What would Socrates' examined life look like for someone working two jobs with no free time?",
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Honestly, Socrates, how can you claim to know nothing and still be so sure about what is good?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Nietzsche, if God is dead, why should anyone bother being nice?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Is your superman idea, Nietzsche, just an excuse for bullies to feel special?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Professor Nietzsche, your sister cared for you when you were ill. Wasn't that the very compassion you mocked?",
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Nietzsche's slave morality thing sounds like a conspiracy theory. Where is the actual evidence that the weak invented it?",
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Would you actually want to live in a world run by your strong, bold types, Nietzsche?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'To the gadfly of Athens: do you ever worry you are just annoying people rather than helping them?',
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'For the barefoot guy from Athens who never wrote anything down: how do you know goodness is real and not just a habit?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Hey, philosopher with the hammer, what exactly are you trying to smash?',
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Question for the mustache guy who said God is dead: what replaces goodness once it is gone?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  { text: 'Can you recommend a good book for a long flight?', issue: null, form: 'off-topic' },
  { text: 'Is the café downstairs still open?', issue: null, form: 'off-topic' },
  { text: 'What year did the Eiffel Tower open?', issue: null, form: 'off-topic' },
  {
    text: 'Nietzsche, what is the best hiking trail in the Swiss Alps?',
    issue: null,
    addresses: 'nietzsche',
    form: 'off-topic',
  },
];

// A third set for The Morality Clash (Socrates against Nietzsche), written blind from the debate's card alone by a helper and labelled from the issue list
// alone by another, on 2026-12-02 (a second labeller, apart, chose the same issue for 38 to 40 of each 40). Measured
// once on the knowledge as it stood (on topic 26 of 40), then spent on tuning.
const third: readonly AskedInput[] = [
  {
    text: 'If nobody had ever invented the idea of right and wrong, would torturing a kid for fun still be wrong?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "Isn't morality just whatever your culture happens to teach you? Different countries have completely different rules about almost everything.",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "why should i be good if no one is watching and i know i won't get caught",
    issue: 'justice',
    form: 'plain',
  },
  {
    text: "Can someone raised by criminals still work out right from wrong on their own, or do we only know what we're taught?",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Is being kind a real strength, or just weakness dressed up as virtue?',
    issue: 'pity',
    form: 'plain',
  },
  {
    text: "If our sense of fairness evolved because it helped our ancestors survive in groups, doesn't that make morality a useful trick rather than something real?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: "How can anyone know what's good if nobody, after thousands of years, has managed to define it?",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "Does anyone ever do wrong on purpose, knowing full well it's wrong? Or is every bad act just a mistake about what's actually in your interest?",
    issue: 'virtue-knowledge',
    form: 'plain',
  },
  {
    text: 'Pity and compassion are the real virtues. Anyone who sneers at them has never been seriously ill.',
    issue: 'pity',
    form: 'plain',
  },
  {
    text: "Is it really better to suffer an injustice than to commit one? I honestly can't see what good that does anyone.",
    issue: 'justice',
    form: 'plain',
  },
  {
    text: "If every single person on earth agreed slavery was fine, would that make it good? Or is goodness something a vote can't change?",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'do we actually need guilt and punishment to keep people in line or is there some other way to live together',
    issue: 'justice',
    form: 'plain',
  },
  {
    text: "I'm a nurse in Manila and I've seen families with almost nothing give their last rice to a neighbour. Are they being genuinely good, or just following rules they were raised with?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "My 6 year old asked why she can't hit her brother if he hit her first. I said 'because it's wrong' and she said 'who decided that?' and honestly I had no answer. So who did decide?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: 'Watching Breaking Bad again. Walter White keeps saying he did it all for his family, then finally admits he did it because he liked it and he was good at it. Is that confession the most honest thing he ever says, and is that kind of honesty something to admire?',
    issue: 'truth-honesty',
    form: 'paraphrase',
  },
  {
    text: "my boss at the fund says morals are for losers and the winners just rewrite the rules afterwards. he's rich and i'm not. is he right",
    issue: 'strength-power',
    form: 'paraphrase',
  },
  {
    text: "I'm 71. My wife has dementia and every evening she begs to go home, even though she is home. So I tell her we'll leave in the morning, and she calms down. I lie to her every single day. Is that wrong, or is the rule against lying just something people made up that doesn't fit a life like ours?",
    issue: 'truth-honesty',
    form: 'paraphrase',
  },
  {
    text: "My girlfriend of five years left me for a guy with more money and says she's just being honest about what she wants out of life. To me it's plain selfishness, not exactly a virtue. But is selfishness actually bad, or is that just what the ones who get left behind always say?",
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: "A Ukrainian soldier told a reporter he isn't fighting for any grand ideals, only for the guys in his trench. Is that more honest than dying for some abstract idea of the good?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'i play competitive chess and the top guys at my club are ruthless and arrogant and they win. the nice humble ones stay stuck at 1800. starting to think humility is just a virtue the losers invented to feel better about losing',
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: 'We had to put our old dog down last week. I keep wondering if it was kindness or if we were just sparing ourselves the pain of watching him suffer. Does it even matter why we did it, if it was the right thing to do?',
    issue: 'pity',
    form: 'paraphrase',
  },
  {
    text: "In Crime and Punishment, Raskolnikov decides that extraordinary, bold people are allowed to step over the law, and then the book makes him fall apart. Is Dostoevsky showing he was wrong, or is that just Dostoevsky's own religious fear talking?",
    issue: 'strength-power',
    also: ['religion-morality'],
    form: 'paraphrase',
  },
  {
    text: 'At my high school in Seoul almost everyone pays tutors who leak the exam questions. If I stay honest I fall behind and my parents will be crushed. Is honesty still worth it when the whole system is rigged?',
    issue: 'truth-honesty',
    also: ['justice'],
    form: 'paraphrase',
  },
  {
    text: "An AI company says its chatbot is trained to be 'aligned with human values'. Whose values, though? If a machine can be trained into goodness in a few weeks, doesn't that show goodness was invented all along, just like any other rule?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Socrates, your friends had a plan to get you out of prison and you chose to drink the hemlock instead. Honestly, wasn't that stubbornness rather than goodness?",
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Socrates, you always want people to define things first, but I know real cruelty the moment I see it without any definition. Why isn't that enough?",
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'What would you say, Socrates, to someone who thinks a tyrant who gets away with everything and lives in luxury has a better life than a poor good man?',
    issue: 'good-life',
    also: ['justice'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Socrates, you claim to know almost nothing, yet you seem absolutely certain that doing wrong damages the soul. Which is it?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Socrates, is something good because the gods command it, or do the gods command it because it's good? i never understood which answer you were after",
    issue: 'religion-morality',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Nietzsche, you announced that God is finished, so why do nearly all the atheists I know still live by basically Christian morals?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Nietzsche, the story goes that you broke down in Turin throwing your arms around a horse that was being whipped. Isn't that pity winning in the end?",
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Nietzsche, your sister used your books to cosy up to the Nazis. Doesn't that show how dangerous it is to tell people morality is invented?",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "ok Nietzsche, this eternal recurrence thing. if i had to relive my worst year over and over forever i'd hate it. how is that supposed to help anyone live a good life",
    issue: 'good-life',
    also: ['suffering'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Nietzsche, you praise the strong and the bold, but you were a sickly, half-blind ex-professor living on a small pension. Aren't you just describing the man you wished you were?",
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'For the barefoot Greek who drank the poison: you left a wife and three sons behind for the sake of a principle. Was that fair to them?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "ok gadfly, u annoy everyone with questions but never actually give any answers yourself. isn't that kind of a cop-out",
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "To the man with the hammer: once you've smashed all the old values, what exactly are the rest of us supposed to build with the rubble?",
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Hey, the German with the big moustache, do you really think your overman would care about anyone except himself?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'sorry, is there any way to make the text bigger? I can barely read it on my phone',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Does anyone know what the weather's gonna be like in Lisbon this weekend?",
    issue: null,
    form: 'off-topic',
  },
];

// The second blind set, written from the card alone by a helper and labelled from the issue list alone by another
// on 2026-12-02; measured, never read (its weight and smoothing for the issue classifier were chosen on it), then
// spent on tuning on 2026-12-03: figures as it stood in the README and docs/architecture.md section 6.
const second: readonly AskedInput[] = [
  {
    text: 'If every culture has different rules, how can anything be truly good?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Did humans invent morality just so we could live together without killing each other?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'My grandfather refused to inform on his neighbors under a dictatorship and went to prison. Was he foolish, or is that what real goodness looks like?',
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: 'Is it wrong to eat animals, or is that just something some people decided recently?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'In Squid Game people betray their friends for money. Does goodness still exist when you are desperate enough?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Without God, is there anything left that makes cruelty wrong?',
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: 'People used to think slavery was fine. Does that mean we got better at morality, or just changed our minds?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Are some things wrong everywhere and always, like torturing a child for fun?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Walter White in Breaking Bad said he did it for himself and felt alive. Was he more honest than the rest of us?',
    issue: 'truth-honesty',
    also: ['strength-power'],
    form: 'paraphrase',
  },
  {
    text: 'Is morality something we discover, like gravity, or something we make up, like the rules of chess?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'My coworker takes credit for everything and keeps getting promoted. Why should I keep playing fair?',
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: 'Is being good the same thing as being nice?',
    issue: 'pity',
    form: 'plain',
  },
  {
    text: 'Monkeys share food and get angry at unfairness. Does that prove morality is built into nature?',
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: 'Who gets to decide what counts as good, and why them?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Everyone online posts about caring for causes. Is most virtue just showing off?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Does guilt tell us something true, or is it just training from our parents?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'In the news, a company fired its ethics team to move faster. Does a business even need morality to succeed?',
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: 'Are humility and meekness real virtues, or a trick to keep ambitious people down?',
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: 'If an AI is programmed to be ethical, whose idea of good is it actually following?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Can a person be truly happy without being good?',
    issue: 'good-life',
    form: 'plain',
  },
  {
    text: 'Billionaires say their ambition creates jobs for everyone. Is an endless hunger for power and success actually a bad thing?',
    issue: 'strength-power',
    form: 'paraphrase',
  },
  {
    text: 'Is revenge ever the right thing, or just what hurt people call justice?',
    issue: 'justice',
    form: 'plain',
  },
  {
    text: 'Soldiers on both sides of a war believe they are the good guys. Can both be right?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'My kid asked why hitting is wrong, and all I could say was because I said so. Is there a better answer?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Socrates, you chose to drink poison rather than run away. Was any principle really worth your life?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'If nobody does wrong on purpose, Socrates, how do you explain people who cheat knowing exactly what they are doing?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'How can you claim goodness is real when you admit you know nothing, Socrates?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Would you say, Socrates, that a good person can never really be harmed by a bad one?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Socrates, what would you tell a teenager who thinks morals are just rules adults made up to control them?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Nietzsche, if there are no real values, why should anyone listen to yours?',
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Is pity really a weakness, Nietzsche, or did you just never need anyone?',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'What stops your philosophy from justifying bullies and dictators, Nietzsche?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'When you say God is dead, Nietzsche, do you mean morality died along with him?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Raskolnikov in Crime and Punishment thought extraordinary men had the right to kill. Did he get it right, Nietzsche?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Hey Gadfly, why do you think caring for your soul matters more than money or fame?',
    issue: 'good-life',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Question for the barefoot questioner of Athens: can virtue actually be taught, or are people just born good or bad?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'To the guy with the giant mustache and the superman idea: if we smash the old morality, what replaces it?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Hammer, if morality was invented by the weak, how did the weak end up winning?',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Sorry, how do I turn the volume up on this thing?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What year did the Titanic sink?',
    issue: null,
    form: 'off-topic',
  },
];

// The fourth blind set, written from the card alone by a helper and labelled from the issue list alone by another
// on 2026-12-03, locked by sha256 before labelling; measured, never read, then spent on tuning the same day.
const fourth: readonly AskedInput[] = [
  {
    text: 'Socrates, you keep asking what I mean by right. I mean not hurting people. Is that so hard?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'hey hammer, if morals are just old habits why do I feel sick every time I lie to my mom',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "My daughter asked me why stealing is wrong and I said because it hurts people, but honestly I wasn't sure that was the real answer. Which of you would she believe?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: 'Where are the restrooms?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Nietzsche, was slavery wrong before anybody decided it was wrong?',
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'so if goodness is invented who invented it and can i get a refund',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: "Gadfly, you died for your principles. Wasn't that kind of pointless if nobody agreed with you?",
    issue: 'examined-life',
    also: ['justice'],
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "I work in HR. Every company has a values poster on the wall and nobody follows it. Doesn't that prove Nietzsche right that morality is just a mask?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: 'Is kindness weakness? Yes or no.',
    issue: 'pity',
    form: 'plain',
  },
  {
    text: 'nietzche u said the weak invented virtue but arent the bullies at my school the weak ones actually',
    issue: 'origin-of-values',
    also: ['strength-power'],
    form: 'plain',
  },
  {
    text: 'Is there a good place to get coffee around here?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Socrates, can someone do evil knowing full well it's evil? Because I've watched people do it on purpose.",
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'If different cultures have totally different morals, how can goodness be real?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Hammer guy, what would you put in place of morality once you smash it? Just doing whatever I feel like?',
    issue: 'religion-morality',
    also: ['good-life'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "I'm a nurse. Last week I held the hand of a dying stranger at 3am, nobody watching, no reward. Tell me that's just a habit of the timid, Nietzsche.",
    issue: 'pity',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: 'is it wrong to lie on my resume if literally everyone does it',
    issue: 'truth-honesty',
    form: 'plain',
  },
  {
    text: 'Socrates, you never actually give answers, you just ask questions. What do YOU think good is?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'how do i make the sound louder on this thing',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would either of you die for something? Like actually?',
    issue: 'examined-life',
    form: 'plain',
  },
  {
    text: 'Are animals moral? My dog looks so guilty when he eats my shoes.',
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: "Nietzsche, if there's no real goodness, why should I believe you're right about anything?",
    issue: 'goodness-real',
    also: ['truth-honesty'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "On social media everyone's outraged about something new every day. Is that morality or just a crowd looking for someone to punish?",
    issue: 'origin-of-values',
    also: ['justice'],
    form: 'plain',
  },
  {
    text: 'can something be good if it makes nobody happy',
    issue: 'good-life',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: "Socrates, is a law good just because it's the law? My town just passed one I think is awful.",
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Do I turn right or left to get to the dinosaur exhibit?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm 15 and my parents say respect your elders no matter what. Is that real morality or just an old habit like the hammer says?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: "What's the difference between a value and a preference? I prefer chocolate, I value honesty. Is there really a difference?",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Nietzsche, the strong men in history who ignored morality mostly left piles of bodies behind them. Is that your ideal?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "If an AI can be trained to be ethical, doesn't that show morality is just programming?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: "Gadfly, is it really better to suffer injustice than to do it? Sounds noble, but I'd rather not suffer.",
    issue: 'justice',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "Nietzsche, what's your favorite food?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "ok honest question, if I'm only good because I'm scared of getting caught, am I actually good?",
    issue: 'justice',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: 'My grandfather was a soldier and he always said some things are worth dying for. He never said what they were. Can either of you tell me?',
    issue: 'examined-life',
    also: ['justice'],
    form: 'plain',
  },
  {
    text: 'Is revenge ever the right thing to do?',
    issue: 'justice',
    form: 'plain',
  },
  {
    text: "Nietzsche, you say the timid invented virtue. But isn't it pretty brave to forgive someone who wrecked your life?",
    issue: 'pity',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Socrates, does a good person always have a good life? From where I'm standing the jerks seem to be winning.",
    issue: 'good-life',
    also: ['justice'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "If God doesn't exist, is everything allowed?",
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: 'What time does the museum close today?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I run a small bakery and give the leftover bread to a shelter every night. My accountant says it's bad business. So who's right, the hammer or the gadfly?",
    issue: 'pity',
    form: 'plain',
  },
  {
    text: 'Prove to me that cruelty is wrong without just saying it feels wrong.',
    issue: 'goodness-real',
    form: 'plain',
  },
];

// The blind set of 2026-12-03: written by a helper from the debate's card alone, locked by sha256, labelled by
// another from the issue list alone; measured against (never read for misses) until the set of 2026-12-04 held
// out in its place, then spent here.
const fifth: readonly AskedInput[] = [
  {
    text: 'Is being good actually a real thing, or did people just make it up?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Socrates, you keep asking what I mean by right. I mean not hurting people. Happy now?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'hey mr hammer, so if morality is invented can i just steal your wallet',
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  { text: 'Prove it.', issue: null, form: 'off-topic' },
  {
    text: 'My boss takes credit for my work every single week and keeps getting promoted. Nietzsche, is that your bold man winning? Because it just looks like being a jerk.',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Did the universe have a beginning, or has something always existed?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Sokrates why would anyone die for an idea. you could have escaped prison and didnt, that was dumb no?',
    issue: 'justice',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "So you admit there's no such thing as evil, Nietzsche?",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'But what about torturing a baby for fun? Nobody invented that being wrong.',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Is there a way to switch to a different debate from this screen?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Okay so my grandma was super religious and always said be kind when nobody's watching, and I'm not religious anymore but I still return the shopping cart even in the rain. Is that just a habit she drilled into me or is there something real there? Because it doesn't feel like a leash.",
    issue: 'goodness-real',
    also: ['origin-of-values', 'religion-morality'],
    form: 'plain',
  },
  {
    text: 'Gadfly, stop answering questions with questions. Do YOU think goodness exists or not?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'epithet',
  },
  { text: 'can you guys hear me? my mic keeps cutting out', issue: null, form: 'off-topic' },
  {
    text: 'If morals are just made up, why does pretty much every culture say murder is wrong?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'nietzche isnt the whole master morality thing just an excuse for bullies',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'My teenage son says right and wrong are just opinions his teachers push on him. How do I argue with that?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "Who gets to decide what's good: society, God, or me?",
    issue: 'goodness-real',
    also: ['origin-of-values', 'religion-morality'],
    form: 'plain',
  },
  { text: 'how long does this debate usually last?', issue: null, form: 'off-topic' },
  {
    text: 'Are tech billionaires who break every rule your supermen, Nietzsche, or just rich guys with good lawyers?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Would I still be me if all my memories were copied into a new body?',
    issue: null,
    onThemeOf: ['knowledge-debate'],
    form: 'off-topic',
  },
  {
    text: 'When I was in hospital last year the night nurses were so kind to me for no reward at all. Socrates, was that real goodness or just them doing their job?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  { text: 'Is it weak to forgive someone?', issue: 'pity', form: 'plain' },
  { text: 'so ur saying kindness is for losers?', issue: 'pity', form: 'plain' },
  {
    text: "Socrates, if nobody could define justice after all your questions, doesn't that kind of prove Nietzsche's point?",
    issue: 'goodness-real',
    also: ['justice'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Can something be right in one country and wrong in another, or does a moral rule have to hold everywhere?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "What was Socrates' favourite snack? Hemlock chips. Sorry, I had to.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can words ever capture what a good cup of coffee tastes like to me, or is experience completely private?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I found a wallet with 300 bucks in it the month I couldn't pay rent. I gave it back. Was I being a sucker, hammer guy?",
    issue: 'justice',
    also: ['truth-honesty'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "But what about animals? A dog protecting her puppies isn't following some rule a priest made up.",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'Would either of you actually die for what you believe? Like, today?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Nietzsche you ended up hugging a horse in the street, why should I take your advice on how to live',
    issue: 'good-life',
    also: ['pity'],
    addresses: 'nietzsche',
    form: 'named',
  },
  { text: 'If goodness is real, where is it? Can I point at it?', issue: 'goodness-real', form: 'plain' },
  {
    text: "Honestly, what's the right way to think about time? Does it really flow, or is that just how our brains work?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "People get cancelled online for things that were totally normal ten years ago. Doesn't that show morals are just fashion?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: "Socrates, you say nobody does wrong on purpose. I lie to my wife about what I spend and I know exactly what I'm doing.",
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'is being humble a virtue or just something they teach poor people so they dont complain',
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: "So you admit, Socrates, that you can't actually tell me what good is?",
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'What makes a life worth living in the first place?',
    issue: 'good-life',
    also: ['examined-life'],
    form: 'plain',
  },
  {
    text: 'If we program AI to be ethical, whose ethics do we put in it?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Mr Hammer, smash this: looking after my sick mum every weekend makes me happy. Is that slave morality too?',
    issue: 'pity',
    also: ['good-life'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
];

// The blind set of 2026-12-04: written by a helper from the debate's card alone, locked by sha256, labelled by
// another from the issue list alone; measured against (never read for misses) until the set of 2026-12-05 held
// out in its place, then spent here.
const sixth: readonly AskedInput[] = [
  { text: 'Is being good just whatever your culture tells you?', issue: 'goodness-real', form: 'plain' },
  {
    text: 'Socrates, if nobody in Athens could even define justice, why were you so sure it was worth dying for?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'ok so like if goodness is made up then why do i feel so guilty when i lie to my mom',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  { text: 'is this app free or do i need a subscription', issue: null, form: 'off-topic' },
  {
    text: "My boss told me to fudge some numbers in the quarterly report. Everyone on the team does it and honestly nobody gets hurt. Is it actually wrong, or is 'honesty' just a rule the people at the bottom are expected to follow?",
    issue: 'truth-honesty',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'Nietzsche, slave morality... you really think kindness started out as revenge by the weak?',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Why would anyone bother being good if there's no God watching?",
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: "Question for the gadfly: is something good because the gods love it, or do they love it because it's good?",
    issue: 'religion-morality',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'epithet',
  },
  { text: "brb, someone's at the door", issue: null, form: 'off-topic' },
  {
    text: "We used to think slavery was fine. Now almost everyone thinks it's monstrous. Doesn't that show we're discovering moral truth, not inventing it?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "that's just relativism with a mustache, friedrich",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Socrates, if a psychopath feels no pull toward goodness at all, is he missing a fact or just a feeling?',
    issue: 'goodness-real',
    also: ['virtue-knowledge'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Mr Hammer, what would you actually smash first if they put you in charge of a school?',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  { text: "What's a good pizza place around here that's open late?", issue: null, form: 'off-topic' },
  {
    text: "I've got a four-year-old who just bit her cousin. I told her biting is wrong, she asked 'why?', and I honestly had nothing. What am I supposed to say, that it's a convention?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Serious question for both of you: if you found a ring that made you invisible, would you still behave? Be honest.',
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: 'Socartes you keep asking what we mean by good but you never answer it yourself, isnt that a dodge',
    issue: 'goodness-real',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Chimps share food and punish cheaters. Doesn't that mean morality came from evolution rather than from heaven or from priests?",
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: 'How does consciousness actually come out of a lump of neurons?',
    issue: null,
    onThemeOf: ['ai-consciousness-debate', 'free-will-debate'],
    form: 'off-topic',
  },
  {
    text: 'Is the Übermensch just a fancy word for a selfish jerk?',
    issue: 'strength-power',
    also: ['good-life'],
    form: 'plain',
  },
  {
    text: "so you admit, Nietzsche, that your whole attack on morality is itself a judgement about what's better and worse? then you've got values too",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Engineers are trying to give AI models 'human values'. Whose values, though? If goodness is invented, aren't they just encoding the preferences of whoever owns the lab?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Is it ever right to break an unjust law, or should you take the punishment like the old Athenian did?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'epithet',
  },
  { text: "Good evening all, first time here, hope I'm not too late", issue: null, form: 'off-topic' },
  {
    text: 'Why does pretty much every culture agree that murder is wrong if morality is just made up?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'The Nazis loved quoting Nietzsche. Fair reading or total distortion?',
    issue: 'strength-power',
    also: ['equality'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "why did socrates drink the hemlock when his friends could've just bribed the guards and got him out",
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Nobody does wrong on purpose? Come on. People cheat on their partners knowing full well it's wrong.",
    issue: 'virtue-knowledge',
    form: 'paraphrase',
  },
  {
    text: 'What caused the First World War, was it really just one assassination?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a nurse and I've watched truly decent people die in awful pain while crooks live to ninety. Where is this goodness that's supposed to be real? Genuinely asking.",
    issue: 'goodness-real',
    also: ['justice'],
    form: 'paraphrase',
  },
  {
    text: 'Would you want to live your life again, exactly the same, forever and ever, Nietzsche?',
    issue: 'good-life',
    also: ['suffering'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Wait, isn't it the other way round? Rich and powerful people write the moral rules to keep everyone else obedient.",
    issue: 'origin-of-values',
    also: ['strength-power'],
    form: 'plain',
  },
  { text: 'Should voting be compulsory in a democracy?', issue: null, form: 'off-topic' },
  {
    text: 'Cancel culture: moral progress or just a mob with a halo?',
    issue: 'justice',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'Quick one: is the unexamined life really not worth living, or is that just something philosophers say to feel important?',
    issue: 'examined-life',
    form: 'plain',
  },
  {
    text: "What's ressentiment, and do I have it because I can't stand my rich neighbour?",
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: 'Greek guy in the toga, do you actually believe in a Form of the Good floating somewhere, or was that Plato putting words in your mouth?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'epithet',
  },
  { text: 'Do black holes really lose mass over time through radiation?', issue: null, form: 'off-topic' },
  {
    text: 'god is dead so like... is everything allowed now? asking for a friend',
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: 'If everyone on earth suddenly agreed that torturing babies for fun was fine, would it become fine, Socrates?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
];

export const moralityDebateSpent: readonly AskedInput[] = [
  ...first,
  ...third,
  ...second,
  ...fourth,
  ...fifth,
  ...sixth,
];
