// The blind set of 2027-01-10 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 93). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'Are we actually free, or is that just a story we tell ourselves?',
    issue: 'free-will-real',
    form: 'plain',
  },
  {
    text: "I read about those experiments where scientists could spot a decision in brain scans several seconds before the person felt they'd made it. Descartes, doesn't that sink your idea of a soul pulling the levers?",
    issue: 'mind-body',
    also: ['free-will-real', 'feeling-of-choice'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'ok so spinoza if everything is already fixed then why should i even bother getting out of bed tomorrow',
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'is it free to switch to another debate halfway through or do I have to pay?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My brother's been in and out of rehab for six years. Every time he relapses my dad says he just chose to. Is that fair, or is the addiction doing the choosing?",
    issue: 'responsibility',
    also: ['passions'],
    form: 'paraphrase',
  },
  {
    text: "Monsieur Descartes, how does a soul with no size or shape push a body around? Where's the contact point?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'the pineal gland thing was a joke right',
    issue: 'mind-body',
    form: 'plain',
  },
  {
    text: "If a murderer couldn't have done otherwise, do we still get to lock him up, Spinoza?",
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "I'm on a jury next month for an assault case. The defence keeps bringing up the guy's childhood, the abuse, all of it. How much should that count when I decide if he's to blame?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'Is picking chocolate over vanilla a free choice?',
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: "Question for the Dutch lens grinder: if nothing is free, what's the point of writing a whole book called Ethics?",
    issue: 'good-life',
    also: ['true-freedom'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "What's the actual difference between a virus and a bacterium?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can you be free and determined at the same time, or is that cheating?',
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: "Netflix knows what I'll watch before I do. Spotify too. If an algorithm can predict me that well, what exactly is left for my will to do?",
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: "Descartes says the will is unlimited, almost like God's. Honestly that sounds like arrogance dressed up as theology.",
    issue: 'true-freedom',
    also: ['god-freedom'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'what about quantum randomness doesnt that break the chain',
    issue: 'necessity',
    form: 'plain',
  },
  {
    text: "If God already knows what I'll do tomorrow, can I do anything else?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: "Baruch, you say freedom comes from understanding the causes. I understand my anxiety perfectly well and it hasn't gone anywhere. So how is that freedom?",
    issue: 'passions',
    also: ['true-freedom'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "brb pizza guy's here",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I quit a stable job last year to open a bakery. It felt like the bravest decision of my life. Was it mine, or was it just my personality and my savings account talking?',
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'paraphrase',
  },
  {
    text: "To the 'I think therefore I am' guy: if your will is so free, why do we get things wrong all the time?",
    issue: 'error',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'come on, nobody actually lives like a determinist. did you never once get angry at someone for being late, Spinoza?',
    issue: 'responsibility',
    also: ['good-life'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Descartes, you said animals are machines. If my dog is a machine, why isn't my body one too, and then what's left of me?",
    issue: 'machines',
    also: ['mind-body'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "My therapist says I can't choose my feelings but I can choose what I do with them. Which of you two would side with her?",
    issue: 'passions',
    form: 'paraphrase',
  },
  {
    text: 'Is beauty objective or just in the eye of the beholder?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Spinosa calls it bondage when we're ruled by our affects. So is being madly in love a kind of slavery?",
    issue: 'passions',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'If a supercomputer knew where every atom was, could it print out my whole life in advance?',
    issue: 'necessity',
    form: 'paraphrase',
  },
  {
    text: "You're both rationalists. How do you end up so far apart on this?",
    issue: 'free-will-real',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: 'Should voting be compulsory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i mean if its all cause and effect then praise is pointless too right? like why even tell my kid well done',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: "When a self-driving car swerves to avoid a kid, is that a choice? And if it isn't, what makes mine different?",
    issue: 'machines',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: 'lol my cat just walked across the keyboard sorry',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Can you decide to believe something just by willing it, Descartes? Because I can't make myself un-see what's in front of me.",
    issue: 'error',
    also: ['method-certainty'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "But what about conatus, Mr Everything-Is-God? Isn't striving to keep existing already a kind of will?",
    issue: 'free-will-real',
    also: ['true-freedom'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "I watched a stage hypnotist in Vegas get grown men clucking like chickens, and afterwards they swore they'd wanted to. How would either of you tell a real choice from a planted one?",
    issue: 'feeling-of-choice',
    form: 'paraphrase',
  },
  {
    text: 'Was the Treaty of Versailles the main cause of the Second World War?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My grandmother says everything is written. Is that what the Determinist means, or something else?',
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'If freedom is an illusion, why would evolution bother giving it to us?',
    issue: 'feeling-of-choice',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: "So the French one thinks we're ghosts driving meat robots and the Dutch one thinks we're dominoes. Is there really no third option?",
    issue: 'free-will-real',
    also: ['true-freedom'],
    form: 'plain',
  },
  {
    text: "can I turn the moderator's voice down a bit? it's a lot louder than the other two",
    issue: null,
    form: 'off-topic',
  },
];
