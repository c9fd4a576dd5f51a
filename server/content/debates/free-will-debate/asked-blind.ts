// Challenges for The Freedom Fight (Descartes against Spinoza), written blind (from the debate's title, question,
// card text and names) by a helper and labelled by another from the issue list alone, on 2026-11-29. Measured once
// on the knowledge as it stood (on topic 25 of 40 typed, against 97 % on the held-out set), then spent on tuning:
// eval:debate counts them with the tuned-on set.
import type { AskedInput } from '../../schema';

const first: readonly AskedInput[] = [
  {
    text: 'If every decision I make has a cause, in what sense did I actually choose anything?',
    issue: 'free-will-real',
    also: ['true-freedom'],
    form: 'plain',
  },
  { text: 'Is free will just a comforting story?', issue: 'free-will-real', form: 'plain' },
  {
    text: 'Can the mind really move the body, or is the mind just what the body is doing?',
    issue: 'mind-body',
    form: 'plain',
  },
  {
    text: 'If everything is determined, does it still make sense to blame anyone for anything?',
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: 'Could I have done otherwise yesterday, or was that always going to happen?',
    issue: 'necessity',
    form: 'plain',
  },
  {
    text: 'Does knowing the causes of my feelings make me freer, or just more aware of my chains?',
    issue: 'passions',
    also: ['true-freedom'],
    form: 'plain',
  },
  {
    text: "Why would God give us freedom if He already knows what we'll pick?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: 'Is there any real difference between being free and simply not being forced?',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'Do animals have free will, or is that something only humans get?',
    issue: 'machines',
    form: 'plain',
  },
  {
    text: 'If my character was shaped by genes and upbringing I never picked, who exactly is doing the choosing?',
    issue: 'free-will-real',
    form: 'plain',
  },
  {
    text: 'My phone seems to know which video I will watch next before I do. Does that mean I am not really choosing?',
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: "I read about an experiment where brain activity showed up before people felt they'd decided to move. Doesn't that kill free will?",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'paraphrase',
  },
  {
    text: 'My friend says she could not help eating the whole cake. Real excuse or cop-out?',
    issue: 'responsibility',
    also: ['passions'],
    form: 'paraphrase',
  },
  {
    text: 'In The Matrix, Neo takes the red pill. Was that a free choice if the Oracle already knew he would?',
    issue: 'necessity',
    form: 'paraphrase',
  },
  {
    text: 'There was a man whose brain tumor made him violent, and it stopped after surgery. Was he ever responsible?',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'When I quit smoking after ten years, was that willpower, or did something just finally cause me to stop?',
    issue: 'passions',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "Apparently judges hand out harsher sentences right before lunch. If hunger sways verdicts, how free is anyone's judgment?",
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: "My twin and I grew up in the same house but made totally different life choices. Doesn't that prove something in us is free?",
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: "If my robot vacuum 'decides' which room to clean first, how is that different from me deciding what to cook?",
    issue: 'machines',
    form: 'paraphrase',
  },
  {
    text: 'Addicts say they want to stop but cannot. Whose will is losing there, the mind or the body?',
    issue: 'passions',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: 'Weather forecasts are just physics. If someone could forecast my next week the same way, would I still be free?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'I was raised Catholic and taught that sin is a free choice. Would determinism make confession pointless?',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: "Stage hypnotists get people to cluck like chickens. Where does the person's own will go?",
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: 'When I am furious I say things I later regret. Was I free in that moment, or was anger in charge?',
    issue: 'passions',
    form: 'paraphrase',
  },
  {
    text: 'Descartes, how exactly does a soul with no size or weight push a body around?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'If the pineal gland is where mind meets body, Descartes, what happens to my freedom when it gets damaged?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Why are you so sure you are free just because you feel free, Descartes?',
    issue: 'feeling-of-choice',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'So when I hesitate for weeks between two job offers, Monsieur Descartes, is the hesitating itself proof that I am free?',
    issue: 'feeling-of-choice',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Do you honestly think dogs are just machines with no choices at all, Descartes?',
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Spinoza, if nothing is free, why did you bother writing a whole book telling people how to live?',
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Be honest, Spinoza: when your community threw you out, did you feel you had no choice in how you reacted?',
    issue: 'passions',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'How can I feel any joy about life if I am just one link in a chain of causes, Spinoza?',
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Is a person really just like that thinking stone you wrote about, Spinoza, convinced it's flying by its own choice?",
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Should we stop punishing criminals if they couldn't have acted otherwise, Spinoza?",
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'To the Dualist: if mind and body are separate things, why does a glass of wine change how I think?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "Question for the 'I think, therefore I am' guy: does being able to think mean you are free?",
    issue: 'free-will-real',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'To the Determinist: if you are right, were you simply determined to be right?',
    issue: 'necessity',
    also: ['method-certainty'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'For the lens grinder from Holland: was your quiet, lonely life something you chose or something that happened to you?',
    issue: 'free-will-real',
    addresses: 'spinoza',
    form: 'epithet',
  },
  { text: 'What time does the museum café close today?', issue: null, form: 'off-topic' },
  { text: 'Can anyone recommend a good recipe for banana bread?', issue: null, form: 'off-topic' },
];

// A third set for The Freedom Fight (Descartes against Spinoza), written blind from the debate's card alone by a helper and labelled from the issue list
// alone by another, on 2026-12-02 (a second labeller, apart, chose the same issue for 38 to 40 of each 40). Measured
// once on the knowledge as it stood (on topic 25 of 40), then spent on tuning.
const third: readonly AskedInput[] = [
  {
    text: 'If every event has a cause, how can any decision I make really be up to me?',
    issue: 'free-will-real',
    form: 'plain',
  },
  {
    text: 'Is the feeling that I could have done otherwise actually evidence that I could have?',
    issue: 'feeling-of-choice',
    form: 'plain',
  },
  {
    text: 'can you be blamed for an act if you couldnt have done anything else',
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: "Quantum physics says some things at the smallest level are genuinely random. Doesn't that blow a hole in determinism?",
    issue: 'necessity',
    form: 'plain',
  },
  {
    text: "My personality comes from genes and an upbringing I never picked, and my choices come from my personality. So where's the part that's actually mine?",
    issue: 'free-will-real',
    form: 'plain',
  },
  {
    text: "There are those experiments where scientists see your brain getting ready to move a finger before you're even aware you've made a choice. Doesn't that settle whether we're free?",
    issue: 'free-will-real',
    form: 'plain',
  },
  {
    text: 'Is being free just doing what you want, or do you also have to be in charge of what you want?',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: "If nobody could ever have acted otherwise, what's the point of prisons?",
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: 'Can a person be free in a prison cell or under a dictatorship? Or is that a totally different kind of freedom from what you two are arguing about?',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: "I've read that people who are told their behaviour is determined start cheating more on tests. So even if determinism is true, maybe we're better off believing in free will anyway.",
    issue: 'good-life',
    form: 'plain',
  },
  {
    text: 'does an AI make choices when it writes an answer or is it just calculating. and honestly how is that different from me',
    issue: 'machines',
    form: 'plain',
  },
  {
    text: "Why do people who know perfectly well what's good for them still choose the opposite?",
    issue: 'passions',
    form: 'plain',
  },
  {
    text: "I'm 52 and I've smoked since I was fifteen. Every January I swear I'm quitting, and by March I'm buying a pack again. Was I ever actually deciding anything, or was it always going to go this way?",
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'my daughter is 4 and when she hits her little brother she goes in time out. but if what she does is just her brain plus whatever we taught her, is it even fair to punish her',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: "I work at a bank in Lagos and my manager told me to approve a loan I knew was dodgy. I did it because I can't afford to lose this job. Did I choose that, or was I forced?",
    issue: 'true-freedom',
    form: 'paraphrase',
  },
  {
    text: "I read about a man in Virginia, a schoolteacher, who suddenly started behaving in disturbing criminal ways. Doctors found a tumour in his brain, removed it, and he went back to normal. If a lump of tissue can do that, how much of anyone's behaviour is really their own choice?",
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: "When my girlfriend left me she said she can't help who she falls for. Is that actually true or just a convenient excuse?",
    issue: 'passions',
    form: 'paraphrase',
  },
  {
    text: "I'm 70 and I still regret not going to medical school. My wife says I couldn't have chosen otherwise given who I was back then. Does that make the regret pointless?",
    issue: 'good-life',
    form: 'paraphrase',
  },
  {
    text: "My dog sometimes stands in the hallway looking back and forth between the sofa and his bed, like he's genuinely weighing it up. Is he making a real choice, or is that just wiring?",
    issue: 'machines',
    form: 'paraphrase',
  },
  {
    text: "I've had depression for three years. On bad days people tell me to just get up and go for a run, as if it's a matter of willpower. Is it?",
    issue: 'passions',
    form: 'paraphrase',
  },
  {
    text: "I take penalties for my Sunday league team in Manchester and the keeper always tries to read which way I'll go. If someone could read me perfectly every time, would my pick of corner still mean anything?",
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: 'lol amazon keeps recommending stuff and i keep buying it. at this point is the algorithm making my choices for me',
    issue: 'true-freedom',
    form: 'paraphrase',
  },
  {
    text: "I teach middle school in Seoul. When I look at my students' home lives I can almost predict who will work hard and who won't. Should I still grade effort as if it were their own free choice?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: "In that Black Mirror episode Bandersnatch, the viewer picks what the character does, and eventually he realises somebody else is pulling the strings. Are our choices like that too, except we can't see who's holding the remote?",
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: "Descartes, Princess Elisabeth kept asking you how a mind with no size or weight can move a physical arm, and I don't think you ever gave her a straight answer. Can you give me one?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Descartes, you say the will has no limits. But I can't make myself believe the sky is green just by wanting to. So how unlimited is it really?",
    issue: 'true-freedom',
    also: ['error'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Monsieur Descartes, you doubted your senses, the outside world, even mathematics. Why didn't you ever doubt that your will is free?",
    issue: 'feeling-of-choice',
    also: ['method-certainty'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Descartes, if God knows and arranged everything in advance, how can you still be the author of your own decisions? Sounds like a contradiction you've just decided to live with.",
    issue: 'god-freedom',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'descartes do u think its better to stick with a decision once youve made it even if ur not sure it was right, or keep second guessing',
    issue: 'good-life',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Spinoza, if everything is already determined, why did you bother writing a whole book telling people how to live better?',
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Spinoza, your own community in Amsterdam threw you out for your ideas. On your view, were they to blame for that, or were they just doing what they couldn't help doing?",
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Spinoza, you say God and nature are the same thing. Does that mean God doesn't get to decide anything either?",
    issue: 'god-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "What do you actually mean by being free, Spinoza, if it's not being able to pick otherwise?",
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Spinoza, say I get furious at my neighbour every time he parks across my driveway. How is understanding the causes of my anger supposed to make it go away?',
    issue: 'passions',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'To the dualist: if my mind is separate from my body, why do a couple of beers completely change what I decide to do?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'question for the french guy: when we die does the mind keep going without the body, and does it still make decisions then',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "I want to hear from the lens grinder: can you actually be happy once you accept you don't control anything?",
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "Okay, Mr. Determinist, if my whole life is already laid out, why shouldn't I just stay in bed all day and let nature take its course?",
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'epithet',
  },
  { text: 'is the wifi down for anyone else or just me', issue: null, form: 'off-topic' },
  {
    text: 'Can anyone recommend a good app for learning Italian before my trip in June?',
    issue: null,
    form: 'off-topic',
  },
];

// The second blind set, written from the card alone by a helper and labelled from the issue list alone by another
// on 2026-12-02; measured, never read (its weight and smoothing for the issue classifier were chosen on it), then
// spent on tuning on 2026-12-03: figures as it stood in the README and docs/architecture.md section 6.
const second: readonly AskedInput[] = [
  {
    text: 'Can I choose what I believe, or do beliefs just happen to me when I see the evidence?',
    issue: 'error',
    form: 'plain',
  },
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
  {
    text: 'Can someone be completely predictable and still free?',
    issue: 'true-freedom',
    form: 'plain',
  },
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
  {
    text: "Excuse me, where's the nearest restroom?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Which streaming service has the best documentaries right now?',
    issue: null,
    form: 'off-topic',
  },
];

// The fourth blind set, written from the card alone by a helper and labelled from the issue list alone by another
// on 2026-12-03, locked by sha256 before labelling; measured, never read, then spent on tuning the same day.
const fourth: readonly AskedInput[] = [
  {
    text: "Descartes, if my will is so free, why can't I stop checking my phone?",
    issue: 'passions',
    also: ['free-will-real'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'spinoza so if everything is determined is it even my fault when im late to work',
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'I picked this exhibit instead of the one next door. Spinoza, are you telling me that was decided before I even walked in?',
    issue: 'necessity',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: 'Is this a free app or do I have to pay for it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If my brain is just chemicals, where does the choosing happen?',
    issue: 'mind-body',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: "Hey dualist, how does a soul with no body push my arm around? Where's the connection?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "My brother has an addiction and everyone keeps telling him to just choose to stop. Is he free or not? I honestly don't know what to believe anymore.",
    issue: 'free-will-real',
    also: ['passions'],
    form: 'plain',
  },
  {
    text: 'If nobody is really free, should we stop punishing criminals?',
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: 'Spinoza, if I can finally see the chain, does that make me free?',
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Can I choose what I want, or only what I do about it?',
    issue: 'free-will-real',
    also: ['true-freedom'],
    form: 'plain',
  },
  {
    text: 'Is there a choice of languages? My grandma only speaks Spanish.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Descartes, a hypnotist made my friend bark like a dog at a party. Where was his sky-sized will then?',
    issue: 'free-will-real',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Shopping apps know what I'm going to buy before I do. Doesn't that prove Spinoza right?",
    issue: 'necessity',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: "ok determinist, predict what I'm gonna say next",
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'Is flipping a coin to decide a free choice, or is it just giving up on choosing?',
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: "I'm a teacher and I tell my students their choices matter. If Spinoza is right, am I lying to them every day?",
    issue: 'responsibility',
    also: ['good-life'],
    form: 'plain',
  },
  {
    text: 'Descartes, did you choose to believe in free will, or were you just born thinking it?',
    issue: 'feeling-of-choice',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'How long is this whole thing, like ten minutes?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If God knows everything I'll do, how could I ever do otherwise?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: "What's the difference between being free and just not being locked up?",
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'my mom says im just like my dad and i hate that. spinoza is that the chain you mean',
    issue: 'necessity',
    form: 'plain',
  },
  {
    text: 'Spinoza, if everything follows like a theorem, why bother making plans at all?',
    issue: 'good-life',
    also: ['necessity'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Does feeling free count for anything if it isn't real?",
    issue: 'feeling-of-choice',
    also: ['good-life'],
    form: 'plain',
  },
  {
    text: 'Descartes, when I decide to raise my hand, what happens first, the soul or the brain?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'descartes do you like french fries lol',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I've been married thirty years. I chose my wife and I'd choose her again tomorrow. Don't tell me a chain did that, Spinoza.",
    issue: 'feeling-of-choice',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: 'Can an animal make a free choice? My cat definitely seems to choose to ignore me.',
    issue: 'machines',
    form: 'plain',
  },
  {
    text: 'If quantum physics is random, does that make us free or just random?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: 'Spinoza, what do you even mean by freedom, if not doing what I want?',
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Dualist, if the soul is separate from the body, why does my will go out the window when I'm drunk?",
    issue: 'mind-body',
    also: ['passions'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "Can you say that again? It's really noisy in here.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'is deciding not to decide still a choice',
    issue: 'free-will-real',
    form: 'plain',
  },
  {
    text: "I read that scientists can see brain activity before people are aware of deciding. Descartes, doesn't that sink your whole idea?",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'plain',
  },
  {
    text: 'If my future is already fixed, why does it still feel so scary?',
    issue: 'passions',
    also: ['good-life'],
    form: 'plain',
  },
  {
    text: 'Can someone be forced to be free?',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'I procrastinate every single day even though I know better. Which one of you explains that?',
    issue: 'passions',
    also: ['error'],
    form: 'plain',
  },
  {
    text: 'Descartes, you said your will reaches the sky. Mine can barely get me out of bed.',
    issue: 'passions',
    also: ['free-will-real'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Is there wifi in the building?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Spinoza, should I feel guilty for things I couldn't have done differently?",
    issue: 'responsibility',
    also: ['good-life'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Would an AI like you ever have free will, or are you both just following your code?',
    issue: 'machines',
    also: ['free-will-real'],
    form: 'plain',
  },
];

// The blind set of 2026-12-03: written by a helper from the debate's card alone, locked by sha256, labelled by
// another from the issue list alone; measured against (never read for misses) until the set of 2026-12-04 held
// out in its place, then spent here.
const fifth: readonly AskedInput[] = [
  {
    text: 'Did I actually choose what I had for breakfast, or was it settled before I even woke up?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: 'Spinoza, if everything is determined, why should I bother trying at anything?',
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'hey dualist where exactly does the soul touch the body. a little gland? really?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  { text: "Prove I'm not free.", issue: 'free-will-real', form: 'plain' },
  {
    text: "I've been trying to quit smoking for six years. Every morning I swear today's the day and by evening I've had ten. Descartes, where's this will that reaches to the sky?",
    issue: 'passions',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Spinosa if nothing is free then nobody should go to prison right',
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Is it wrong to eat animals when we don't need to?",
    issue: null,
    onThemeOf: ['morality-debate'],
    form: 'off-topic',
  },
  {
    text: "So you admit, Descartes, that you can't explain how a ghost pushes a body around?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'But what about when I flip a coin to decide? Is that free or just random?',
    issue: 'free-will-real',
    also: ['true-freedom'],
    form: 'plain',
  },
  {
    text: 'so last month I had two job offers, one near my parents and one in the city for more money, made spreadsheets, asked everyone, then went with my gut. was that really me choosing or just my upbringing and bank balance adding up to the only possible answer? then why all the agonising',
    issue: 'free-will-real',
    also: ['necessity', 'feeling-of-choice'],
    form: 'plain',
  },
  {
    text: "Could you two talk a bit slower? I'm listening on a noisy train.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Determinist, did you decide to be a determinist?',
    issue: 'free-will-real',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "Descartes walks into a bar, the bartender asks if he wants another, he says 'I think not' and vanishes.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My grandad's will left everything to my uncle. Is it fair that inheritance lets some people start life miles ahead?",
    issue: null,
    onThemeOf: ['capitalism-debate'],
    form: 'off-topic',
  },
  {
    text: "Brain scans supposedly show the decision is made before we're even aware of it. Doesn't that settle it?",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'plain',
  },
  {
    text: 'descartes u say the will has no limits but i cant even will myself out of bed on a monday',
    issue: 'passions',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "My daughter has ADHD and her teachers keep saying she just needs more willpower. Spinoza, would you tell them she isn't choosing to fidget?",
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "If I couldn't have done otherwise, can anyone blame me for anything?",
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: 'Does the TikTok algorithm know my choices better than I do?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: 'Spinoza, once you can see the chain, does seeing it set you free or just make you depressed?',
    issue: 'true-freedom',
    also: ['good-life'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Is regret pointless if everything had to happen the way it did?',
    issue: 'good-life',
    form: 'plain',
  },
  { text: 'whats the actual difference between a soul and a brain', issue: 'mind-body', form: 'plain' },
  {
    text: 'Descartes, you say animals are just machines, but my dog clearly decides whether to listen to me or not. Explain that.',
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Am I free if I do what I want, even though I never chose what I want?',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: "After my dad's stroke his whole personality changed. If the soul is separate from the body, how did damage to his brain change who he was?",
    issue: 'mind-body',
    form: 'plain',
  },
  {
    text: "But what about love? I didn't choose to fall for my husband, but I choose to stay every single day.",
    issue: 'free-will-real',
    also: ['passions'],
    form: 'plain',
  },
  { text: 'sorry, my cat just walked across the keyboard', issue: null, form: 'off-topic' },
  {
    text: "So basically, Spinoza, you think we're all dominoes.",
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "If God already knows everything I'll do, how can I be free?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: "Can someone be free while they're locked up in prison? Like, in their head?",
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'Could there be a loving God who allows so much suffering?',
    issue: null,
    onThemeOf: ['knowledge-debate'],
    form: 'off-topic',
  },
  {
    text: "Doesn't quantum randomness break your chain, Spinoza?",
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Casinos and shopping apps are literally designed to hack our decisions. Is free will just a weak spot companies exploit?',
    issue: 'free-will-real',
    also: ['passions'],
    form: 'plain',
  },
  { text: 'why do i feel free if im not', issue: 'feeling-of-choice', form: 'plain' },
  {
    text: "Descartes, if my understanding has limits but my will doesn't, isn't that a recipe for stupid decisions?",
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "In a free market, is the price of something the same as what it's really worth?",
    issue: null,
    onThemeOf: ['capitalism-debate'],
    form: 'off-topic',
  },
  { text: 'Do I need to make an account to keep using this?', issue: null, form: 'off-topic' },
  {
    text: "Spinoza says freedom means understanding the causes. Isn't that just giving up with extra steps?",
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: "Is it physics all the way down, or is there something in me physics can't touch?",
    issue: 'mind-body',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: "You both claim to be rational. So what's more rational: acting like you're free or accepting that you're not?",
    issue: 'good-life',
    also: ['free-will-real'],
    form: 'plain',
  },
];

export const freeWillDebateSpent: readonly AskedInput[] = [
  ...first,
  ...third,
  ...second,
  ...fourth,
  ...fifth,
];
