// A second held-out set for The Freedom Fight (Descartes against Spinoza), written blind (from the debate's title,
// question, card text and names) by a helper, with the set now in the debate's asked-blind.ts but apart from it, and labelled by
// another from the issue list alone, on 2026-11-29. Never read for tuning (its writer's report named a few of its
// themes, none of which the tuning touched): eval:debate prints its figures, never its misses. Whoever reads it to
// change the knowledge spends it (move it into the debate's asked-blind.ts and have a fresh one written).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillDebateSecond: readonly EvalChallenge[] = [
  {
    text: 'Can I choose what I believe, or do beliefs just happen to me when I see the evidence?',
    issue: 'error',
    form: 'plain',
  }, // weak fit
  {
    text: 'If nothing is random and nothing is free, is there any point in making plans?',
    issue: 'good-life',
    form: 'plain',
  },
  {
    text: 'Is feeling regret ever reasonable if the past could not have gone any differently?',
    issue: 'good-life',
    also: ['passions'],
    form: 'plain',
  },
  {
    text: 'What would a choice that came from nowhere even look like?',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'Does being free mean doing what you want, or being able to want something else?',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'If quantum physics says some events are truly random, does that randomness give us any freedom at all?',
    issue: 'true-freedom',
    also: ['necessity'],
    form: 'plain',
  },
  { text: 'Can someone be completely predictable and still free?', issue: 'true-freedom', form: 'plain' },
  {
    text: 'Are people with lots of self-control more free than the rest of us, or just built differently?',
    issue: 'true-freedom',
    also: ['passions'],
    form: 'plain',
  },
  {
    text: 'Should we praise people for talents they never chose to have?',
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: 'Honestly, which is more comforting: believing in free will, or accepting that everything had to happen exactly as it did?',
    issue: 'good-life',
    form: 'plain',
  },
  {
    text: 'I spent twenty minutes in the supermarket choosing between two identical boxes of cereal. Was anything actually deciding there?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'My grandmother believed everything was written in the stars. Is that the same thing as saying every act follows from causes?',
    issue: 'necessity',
    form: 'paraphrase',
  },
  {
    text: 'I fell hard for someone totally wrong for me. Did I choose that, or did it choose me?',
    issue: 'passions',
    form: 'paraphrase',
  },
  {
    text: "In Minority Report, police arrest people for crimes they haven't committed yet. If the future is fixed, could that ever be fair?",
    issue: 'responsibility',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: "Jazz musicians make things up on the spot. Isn't that proof not everything is scripted?",
    issue: 'necessity',
    form: 'paraphrase',
  },
  {
    text: 'Every night I decide to get up early, and every morning I hit snooze. Which one is the real me?',
    issue: 'passions',
    form: 'paraphrase',
  },
  {
    text: 'A chess computer picks its move after weighing options. Is it choosing any less than a grandmaster does?',
    issue: 'machines',
    form: 'paraphrase',
  },
  {
    text: 'I remember something about split-brain patients whose hands work against each other. Who is making the choice then?',
    issue: 'mind-body',
    form: 'paraphrase',
  },
  {
    text: 'Targeted ads follow me everywhere and I end up buying the stuff. Is my shopping really my decision?',
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: "My teenage son says his moods aren't his fault, it's just hormones. Does he have a point?",
    issue: 'responsibility',
    also: ['passions'],
    form: 'paraphrase',
  },
  {
    text: 'When I dream I make choices inside the dream. Are those any less free than the ones I make awake?',
    issue: 'feeling-of-choice',
    form: 'paraphrase',
  },
  {
    text: 'On the news a driver swerved to miss a child and was called a hero. Was that courage or just reflex?',
    issue: 'responsibility',
    also: ['machines'],
    form: 'paraphrase',
  },
  {
    text: 'I read that gut bacteria can change your mood and cravings. If microbes sway my decisions, who is really in charge?',
    issue: 'mind-body',
    form: 'paraphrase',
  },
  {
    text: 'I voted for a candidate I now think was a disaster. Given what I knew back then, could I have voted any other way?',
    issue: 'necessity',
    form: 'paraphrase',
  },
  {
    text: "Descartes, if I can decide to doubt absolutely anything, isn't that already proof I am free?",
    issue: 'feeling-of-choice',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "You said our will is boundless like God's, Descartes, so why can I not will myself to stop being scared of spiders?",
    issue: 'passions',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'How can I be sure other people have free will and are not just clever automatons, Descartes?',
    issue: 'machines',
    also: ['method-certainty'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Descartes, you liked to stay in bed until late morning thinking. Was sleeping in a free choice or just your body winning?',
    issue: 'passions',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Going to Sweden to tutor a queen at dawn is what killed you, Descartes. Was that trip freely chosen or pushed by flattery?',
    issue: 'passions',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Spinoza, if God and nature are one, did nature decide I would be standing here asking you this?',
    issue: 'necessity',
    also: ['god-freedom'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'What do you mean when you say a free person is one who lives by reason, Spinoza?',
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Does understanding why I'm sad actually make me less sad, Spinoza, or is that wishful thinking?",
    issue: 'passions',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Spinoza, you turned down a professorship to protect your independence. Isn't that exactly the kind of choice a determinist shouldn't get to make?",
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "If you're right that nothing could have been otherwise, Spinoza, why does tomorrow feel so wide open to me?",
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'To the man who split the world into mind and matter: where does a decision actually live?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Question for the father of modern philosophy: is picking a career an act of the soul, or just ambition wired into the brain?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'To the one who says God and nature are the same thing: can nature ever change its mind?',
    issue: 'god-freedom',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'Hey, Mr. Everything-Follows-Like-A-Theorem, is my bad mood this morning a theorem too?',
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'epithet',
  },
  { text: "Excuse me, where's the nearest restroom?", issue: null, form: 'off-topic' },
  { text: 'Which streaming service has the best documentaries right now?', issue: null, form: 'off-topic' },
];
