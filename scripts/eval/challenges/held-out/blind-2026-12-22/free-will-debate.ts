// The blind set of 2026-12-22 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 86). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'Is anything I do actually up to me?',
    issue: 'free-will-real',
    form: 'plain',
  },
  {
    text: 'ok so if my brain decides before i know it (that libet experiment thing) then who exactly is choosing, like, me or my neurons',
    issue: 'free-will-real',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: 'Descartes, where does the soul even touch the body? The pineal gland answer never convinced anyone.',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "My brother got sentenced to six years for a robbery he did while he was using. Everyone keeps saying he chose it. If Spinoza's right, was he even guilty in any meaningful sense?",
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'is the premium version free or do i have to pay after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can you be free and still totally predictable?',
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: "Mr Spinoza, if everything follows necessarily from God's nature, why bother writing a book trying to change anyone's mind?",
    issue: 'necessity',
    also: ['good-life'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "The lens grinder keeps saying we're like a stone that thinks it's flying. Cute image, but a stone doesn't deliberate. I do.",
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'i quit smoking last year after like 12 tries. felt like pure willpower. was it??',
    issue: 'feeling-of-choice',
    also: ['passions'],
    form: 'paraphrase',
  },
  {
    text: "Why would God give us free will if he already knows what we'll pick?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: 'What actually caused the collapse of the Bronze Age civilizations around 1200 BC?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So you admit, Descartes, that your will can run ahead of what you understand. Isn't that exactly how we end up making mistakes?",
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "If my genes and my childhood made me, what's left over that's mine?",
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: "To the Frenchman with the cogito: you doubted everything else, so why not doubt that you're free?",
    issue: 'feeling-of-choice',
    also: ['method-certainty'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "My therapist says I can 'choose how I respond' to my anxiety. Honestly some days it feels like the anxiety is choosing for me. Which of you would my therapist side with?",
    issue: 'passions',
    form: 'paraphrase',
  },
  {
    text: 'come on, nobody actually lives like a determinist. you still get mad when someone cuts you off in traffic',
    issue: 'good-life',
    also: ['responsibility'],
    form: 'paraphrase',
  },
  {
    text: "Spinoza how can freedom be 'understanding necessity'? that sounds like a prisoner learning to love his cell",
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Does quantum randomness save free will or just make us random instead of determined?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: 'brb my pizza is here',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "TikTok knows what I'll watch before I do. Netflix too. At what point does an algorithm predicting me mean I was never choosing?",
    issue: 'free-will-real',
    also: ['true-freedom'],
    form: 'paraphrase',
  },
  {
    text: 'descarts do animals have free will or are dogs just machines to you',
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Should we stop praising people for their achievements if they couldn't have done otherwise, Spinosa?",
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "I'm on a jury next month. If the defense argues a brain tumor made the guy do it, and then someone points out ALL behaviour comes from the brain, where would either of you draw the line?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: "what's the difference between being caused and being forced",
    issue: 'true-freedom',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: 'Is eating meat morally wrong if the animals are raised humanely?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Baruch, you got thrown out of your own community for these ideas. Did you choose to write them anyway, or was that determined too?',
    issue: 'free-will-real',
    also: ['necessity'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "If it's all a chain, is regret pointless, Spinoza?",
    issue: 'good-life',
    also: ['passions'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Spinoza calls the passions a kind of bondage. But being in love is the most free I've ever felt. Explain that to me.",
    issue: 'passions',
    also: ['true-freedom'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Would a perfect AI that weighs options and picks one be as free as us, or are we just as programmed as it is?',
    issue: 'machines',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "how do i turn the moderator's voice down, it's way louder than the other two",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Doesn't fatalism make people lazy? Why study for an exam if the result is already fixed?",
    issue: 'good-life',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: "The dualist says he can feel his freedom directly, like it's self-evident. A drunk feels he's fine to drive too. Why trust that feeling?",
    issue: 'feeling-of-choice',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "Hey Ren\u00e9, quick one: if the mind isn't physical, how does it push anything physical?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Is dark matter real or just a gap in our equations?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "honestly i think you're both dodging. can a person change their own character or not",
    issue: 'passions',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: "Isn't the whole idea of sin built on free will? What happens to religion if Spinoza wins?",
    issue: 'god-freedom',
    also: ['responsibility'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "My dad says he 'had no choice' but to leave us. I'm 34 now and I'd like to know if I'm allowed to blame him.",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: "anyone know if it's going to rain in Lisbon tonight",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So basically the Dutch guy thinks being free just means acting from your own nature, even if that nature is fixed? Isn't that cheating?",
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'Should voting be compulsory, like in Australia?',
    issue: null,
    form: 'off-topic',
  },
];
