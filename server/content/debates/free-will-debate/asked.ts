import type { AskedInput } from '../../schema';

// The Freedom Fight: Descartes (the Dualist) against Spinoza (the Determinist); Leibniz moderates.
// Written from the issue list of server/content/debates/free-will-debate/topic.ts, in a visitor's own words.
export const freeWillChallenges: readonly AskedInput[] = [
  // plain
  {
    text: "Do we actually get to decide anything, or is the sense that we're in control just a trick?",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'plain',
  },
  {
    text: 'Is my mind something separate from my brain and my body, or are they all the same stuff?',
    issue: 'mind-body',
    form: 'plain',
  },
  {
    text: 'Could anything in the universe have gone differently, or was all of it bound to happen exactly this way?',
    issue: 'necessity',
    form: 'plain',
  },
  {
    text: "When I feel like I'm picking something, does that feeling count as evidence that I really am picking?",
    issue: 'feeling-of-choice',
    form: 'plain',
  },
  {
    text: 'Why do smart people still get things wrong, and who is to blame for that?',
    issue: 'error',
    form: 'plain',
  },
  {
    text: "If there's a God who knows and plans everything, is there any room left for us to choose?",
    issue: 'god-freedom',
    form: 'plain',
  },
  { text: 'How do you keep anger and jealousy from running your life?', issue: 'passions', form: 'plain' },
  {
    text: 'If everything I do has a cause behind it, is it fair to punish me or reward me for it?',
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: 'Could a computer ever genuinely think, or is it only ever shuffling signals around?',
    issue: 'machines',
    form: 'plain',
  },
  {
    text: 'When people talk about freedom, what are they really talking about? Doing whatever you want, or something deeper?',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'Is there anything at all I can be completely sure of, beyond any doubt?',
    issue: 'method-certainty',
    form: 'plain',
  },
  {
    text: "How should I live my life if I'm not even sure my choices are mine?",
    issue: 'good-life',
    form: 'plain',
  },

  // paraphrase
  {
    text: "Neuroscientists say my brain decides before I'm even aware of it. So am I just along for the ride?",
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: "When I get drunk my whole personality changes. Doesn't that show the soul is just chemistry?",
    issue: 'mind-body',
    form: 'paraphrase',
  },
  {
    text: "Okay so this has bugged me since I was a kid, when I'm sad my stomach hurts and when I stub my toe my mood tanks, so is there a me that isn't just meat?",
    issue: 'mind-body',
    form: 'paraphrase',
  },
  {
    text: 'Was the car crash that killed my uncle always going to happen, right from the beginning of time?',
    issue: 'necessity',
    form: 'paraphrase',
  },
  { text: 'Is everything basically scripted?', issue: 'necessity', form: 'paraphrase' },
  {
    text: "I totally feel like I could have ordered the salad instead of the burger. Doesn't that prove I had a real option?",
    issue: 'feeling-of-choice',
    form: 'paraphrase',
  },
  {
    text: "I keep jumping to conclusions and regretting it later. Is that a flaw in how I'm built, or my own doing?",
    issue: 'error',
    form: 'paraphrase',
  },
  {
    text: 'Could God have made a different universe if he wanted to, or was he stuck with this one?',
    issue: 'god-freedom',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'I rage-text my ex every time I have a few drinks and regret it in the morning. How do I get a grip on myself?',
    issue: 'passions',
    form: 'paraphrase',
  },
  {
    text: "A defense lawyer argues her client's brain tumor made him do it, so where does that logic stop? Is anyone ever guilty?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'Be real, if nobody is actually in charge of their actions, does it make sense to hand anybody a medal or a prison sentence?',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'ChatGPT writes poems and argues with me. Is there anybody home in there, or is it just clockwork?',
    issue: 'machines',
    form: 'paraphrase',
  },
  {
    text: 'Is a guy who follows every whim more liberated than a monk who lives by strict rules?',
    issue: 'true-freedom',
    form: 'paraphrase',
  },
  {
    text: "How do I know I'm not dreaming right now, or being fooled by some evil hacker?",
    issue: 'method-certainty',
    form: 'paraphrase',
  },
  {
    text: "If it's all fixed in advance anyway, why should I bother trying to become a better person? Might as well stay on the couch.",
    issue: 'good-life',
    form: 'paraphrase',
  },

  // named
  {
    text: 'Descartes, how exactly does a soul with no size or shape push my arm around?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Spinoza, if all my actions are determined, why do I feel so strongly that I'm the one deciding?",
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "How do you explain a dog yelping when it's kicked if it's only a mechanism, Descartes?",
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'If God had no say in how things turned out, what kind of God is that, Spinoza?',
    issue: 'god-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Descartes, if God gave us a good mind, why do we keep believing false things?',
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Spinoza, what's your advice for someone who can't stop being anxious and afraid all the time?",
    issue: 'passions',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "What do you say to a victim's family, Spinoza, if the killer could never have acted otherwise?",
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Descartes, you doubted everything once. What's left standing after you've done that?",
    issue: 'method-certainty',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Leibniz, you're the one moderating, so settle it for me: are we in control of what we do or not?",
    issue: 'free-will-real',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'I would like the moderator to weigh in here, Leibniz. Can someone live wisely if every step is already fixed?',
    issue: 'good-life',
    addresses: 'leibniz',
    form: 'named',
  },

  // epithet
  {
    text: "Ask the determinist: is there any sense at all in which I'm free?",
    issue: 'true-freedom',
    also: ['free-will-real'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'For the dualist: is my cat conscious, or just a furry clock?',
    issue: 'machines',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Tell me, lens grinder from Amsterdam, could the universe have turned out any other way?',
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'I have a question for the Frenchman who said I think therefore I am. Do I ever genuinely choose anything?',
    issue: 'free-will-real',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'To the dualist: can the soul really overrule a wave of panic, or does the body always win?',
    issue: 'passions',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Question for the Dutch philosopher: whose fault is it when I believe something that turns out false?',
    issue: 'error',
    addresses: 'spinoza',
    form: 'epithet',
  },

  // Heard in listening sessions, the issue settled by the judge who heard the answer (server/debate/floor-*.test.ts).
  {
    text: 'descartes you say the mind steers the body ok but when i drive the crane my hands do it alone i dont even think about the levers',
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Descartes: labour. The body does what it does. No mum 'wills' a contraction. Where's your steering soul then?",
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "descartes you reckon my soul steers my body well my body's steering itself right now i'm on autopilot with these baguettes",
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'so um two calls come in same minute same distance same money and i just pick one which one did i choose or did something choose for me',
    issue: 'feeling-of-choice',
    form: 'paraphrase',
  },
  // off-topic
  { text: 'Who won the Champions League final last year?', issue: null, form: 'off-topic' },
  { text: 'How long should I boil an egg for a runny yolk?', issue: null, form: 'off-topic' },
  { text: 'Can you help me write a SQL query that joins two tables?', issue: null, form: 'off-topic' },
  { text: 'What time does the pharmacy on Main Street close tonight?', issue: null, form: 'off-topic' },
  { text: 'Translate good morning into Japanese for me.', issue: null, form: 'off-topic' },
  { text: "What's the best budget vacuum cleaner for pet hair?", issue: null, form: 'off-topic' },
];
