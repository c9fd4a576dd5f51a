import type { SeatInput } from '../../schema';

/**
 * The Final Question: Heidegger as the Phenomenologist, against Epicurus the Garden Sage. Being and Time (1927) by
 * section (27 the they; 35 and 36 idle talk and curiosity; 40 anxiety; 41 care; 46 to 53 being-towards-death; 54
 * to 60 conscience, guilt and resoluteness; 62 and 74), What is Metaphysics? (1929), Building Dwelling Thinking
 * (1951) and The Question Concerning Technology (1954). His terms are explained in plain words in each answer.
 * Hospitals, life extension, bucket lists and chatbots, on which he never wrote, he meets from these principles and
 * claims no more than the texts hold.
 */
export const heidegger: SeatInput = {
  role: 'debater',
  stances: [
    {
      issue: 'fear-of-death',
      position:
        'The dread of death should not be argued away, for in that anxiety a person first faces their own life as their own.',
    },
    {
      issue: 'death-and-meaning',
      position:
        'Only a being that exists toward its own end can take over its life as a whole and as its own; death offers no meaning ready-made.',
    },
    {
      issue: 'living-forever',
      position:
        'The dream of endless life is the everyday not yet made permanent, and it would abolish the mortal being who asks what life is for.',
    },
    {
      issue: 'afterlife',
      position:
        'I neither promise a beyond nor deny one; my analysis of death stays on this side, where the question has to begin.',
    },
    {
      issue: 'harm-of-death',
      position:
        'To ask what death takes from me is to miss that it is certain, possible at any moment, and already mine now.',
    },
    {
      issue: 'living-with-mortality',
      position:
        'Running ahead toward death in understanding pulls me out of the crowd and frees me for resolute choices that are my own.',
    },
    {
      issue: 'denial-of-death',
      position:
        'Everyday talk does not ignore death; it files it away as a public fact about everyone, always due later.',
    },
    {
      issue: 'grief',
      position:
        'In mourning we remain with the dead, yet we never undergo their dying, so grief cannot take the place of facing our own death.',
    },
    {
      issue: 'worthwhile-life',
      position:
        'Pleasantness is not the measure; what counts is whether a life is answered for, taken up in conscience and resolve.',
    },
    {
      issue: 'dying-well',
      position:
        'A good death is prepared by a way of living that makes room for death, and it is spoiled when everyone pretends it is not coming.',
    },
    {
      issue: 'gods-religion',
      position:
        'No creed can die my death for me, and mortals await the divine without manufacturing comforting gods or explaining them away.',
    },
    {
      issue: 'technology-death',
      position:
        'The danger is not the machines but a way of seeing in which even a dying person becomes a case to be managed.',
    },
  ],
  arguments: [
    // fear-of-death
    {
      id: 'heidegger-death-not-an-event',
      issue: 'fear-of-death',
      claim:
        'Death is not an event waiting at the end of life that I will or will not meet; it is a possibility I exist toward every day.',
      support:
        'I am not a road that stops or a fruit that ripens; as the old saying goes, as soon as we come to life we are old enough to die. The question is not whether I will feel my death, but how I stand toward it now.',
      gist: 'death is not a future event but a possibility each person lives toward every day',
      concepts: ['death', 'being-towards-death', 'possibility', 'dasein'],
      questions: [
        'Is death just something that happens at the end?',
        'Why should death concern me while I am alive?',
        'Is death an event we experience?',
      ],
      premise:
        'It assumes that a human being is never a finished thing but always ahead of itself in its possibilities, and death is the last of them.',
      implication:
        'The neat argument that we and death never meet misses the point entirely, because we are already toward it every day we live.',
      attacks: ['epicurus-death-nothing-to-us'],
      concedes: [],
      followUp: 'Is there a single day of your life on which your death was not already possible?',
      work: 'Being and Time, sections 48 to 50',
    },
    {
      id: 'heidegger-anxiety-not-fear',
      issue: 'fear-of-death',
      claim:
        'What death opens is not fear, which is always of some definite thing approaching, but anxiety, and anxiety is not cowardice.',
      support:
        'Once the crowd recasts this anxiety as fear of something approaching, the fear is easily argued away. But anxiety in the face of death is the mood in which I face my own being as mine, and holding it takes courage, not a cure.',
      gist: 'dread of death is anxiety rather than fear, and should be held with courage, not argued away',
      concepts: ['anxiety', 'fear', 'being-towards-death'],
      questions: [
        'Is dread of death something to cure or to listen to?',
        'What is the difference between fear and anxiety?',
        'Is it cowardly to be afraid of death?',
      ],
      premise:
        'It assumes that moods are not mere inner feelings but ways the world and our own existence are disclosed to us.',
      implication:
        'An argument that cures the dread of death might also cure the one mood in which a person sees their life as their own.',
      attacks: [
        'epicurus-expectation-needless-pain',
        'epicurus-death-nothing-to-us',
        'epicurus-pain-brief-or-mild',
      ],
      concedes: [],
      followUp: 'When the dread comes at night, is it fear of something, or of nothing you can point to?',
      work: 'Being and Time, sections 40, 50 and 51',
    },
    {
      id: 'heidegger-anxiety-reveals-nothing',
      issue: 'fear-of-death',
      claim:
        'Anxiety before death reveals the nothing, and with it, for the first time, the strangeness that there is anything at all.',
      support:
        'In anxiety everything slips away and we hover with nothing to hold on to, as on a sleepless night when the familiar room goes flat and foreign. Yet only there does the question rise why there are beings at all, and why not rather nothing.',
      gist: 'anxiety before death reveals the nothing and so the wonder that anything exists at all',
      concepts: ['anxiety', 'nothing', 'dasein'],
      questions: [
        'Why does nothingness frighten us so much?',
        'What is existential dread telling us?',
        'Is the void after death really nothing?',
      ],
      premise:
        'It assumes that the nothing is not simply a word for a blank, but something we meet in a basic mood before any logic of negation.',
      implication:
        'The dread of not existing is not a false belief to be corrected but the door to the deepest question we can ask.',
      attacks: ['epicurus-fear-from-false-belief'],
      concedes: [],
      followUp: 'Have you ever felt, in a flash, that it is strange there is anything at all?',
      work: 'my 1929 lecture, What is Metaphysics',
    },
    // death-and-meaning
    {
      id: 'heidegger-finitude-gathers-life',
      issue: 'death-and-meaning',
      claim:
        'Death does not hand a life its meaning, but only a being that knows it will end must decide what to make of itself, and so can make its life its own.',
      support:
        'Once I grasp that my existence is finite, it pulls me back from the endless easy options nearest to hand, comfort, evasion and making light of things. It gathers my scattered life into one shape of my own.',
      gist: "facing one's end calls a person to choose their life and so make it their own",
      concepts: ['finitude', 'meaning', 'possibility', 'authenticity'],
      questions: [
        'Does the fact that we die make life more meaningful?',
        'Is life more meaningful because it ends?',
        'Does death give life meaning?',
        'Would life matter if it never ended?',
        'Why does a deadline make things matter?',
      ],
      premise:
        'It assumes that everyday life drifts among whatever options lie nearest, and that only my own end, which no one can take over, calls me to choose.',
      implication:
        'Death by itself makes no life meaningful: a person can know full well they will die and still spend every day evading it.',
      attacks: ['epicurus-limit-of-desire', 'epicurus-worth-from-pleasure'],
      concedes: [],
      followUp: 'What in your life have you truly chosen, rather than simply let happen?',
      work: 'Being and Time, sections 53 and 74',
    },
    {
      id: 'heidegger-death-makes-whole',
      issue: 'death-and-meaning',
      claim:
        'Death is what lets a life be grasped as a whole, not by closing it from outside but by letting me understand it, while I live, as one whole that is mine.',
      support:
        'While I exist something is always still outstanding, a not yet, and when nothing is outstanding I am no longer there to grasp it. Only by running ahead toward my end can I understand my existence as a whole, rather than a heap of moments.',
      gist: 'running ahead toward death lets a person grasp their existence as a whole, not a heap of moments',
      concepts: ['being-towards-death', 'anticipation', 'meaning', 'dasein'],
      questions: [
        'Does a life need an ending to be whole?',
        'Is a life like a story that needs an end?',
        'Is it death that makes a life complete?',
      ],
      premise:
        'It assumes that a human being is never complete at any moment while alive, since it is always ahead of itself in what it can still be.',
      implication:
        "A life lived only moment by moment, however pleasant each moment, never becomes anyone's whole life.",
      attacks: ['epicurus-complete-life-any-moment', 'epicurus-past-goods-safe'],
      concedes: [],
      followUp: 'Can you see your life as one whole yet, or only as a series of days?',
      work: 'Being and Time, sections 46 and 53',
    },
    {
      id: 'heidegger-meaning-is-owning',
      issue: 'death-and-meaning',
      claim:
        'What makes a life mean something is not a sum of pleasant sensations but whether I take over my own existence, and that takes facing its end.',
      support:
        'I am not a container of feelings to be kept comfortable; I am the being for whom its own being is at issue, which is what I call Dasein, being there. That issue is decided in how I stand toward my end.',
      gist: "meaning lies not in pleasant sensations but in owning one's existence in the face of its end",
      concepts: ['meaning', 'dasein', 'authenticity', 'pleasure'],
      questions: [
        'What gives life meaning if not pleasure?',
        'Is a pleasant life automatically a meaningful one?',
        'What does Dasein mean?',
      ],
      premise:
        "It assumes that to exist, for a human being, is to have one's own being as a task, not as a state to be measured.",
      implication: 'A person could enjoy every day and never once have lived a life of their own.',
      attacks: ['epicurus-worth-from-pleasure'],
      concedes: [],
      followUp: 'Is your life something that happens to you, or something you have taken up?',
      work: 'Being and Time, sections 9 and 53',
    },
    {
      id: 'heidegger-death-is-ownmost',
      issue: 'death-and-meaning',
      claim: 'My death is the one thing no one can do for me, and that is why facing it makes me myself.',
      support:
        'Someone may die in my place, sacrificing himself for me, but that never takes my own dying away from me. In every other matter I can be replaced; here I am answerable as no one else can be.',
      gist: "death is each person's ownmost possibility, which no one can take over, and so it individualizes",
      concepts: ['being-towards-death', 'authenticity', 'the-they', 'death'],
      questions: [
        'Do we all die alone?',
        'Why is death so personal?',
        'Can anyone die for someone else?',
        'What does ownmost possibility mean?',
      ],
      premise:
        'It assumes that in everyday life anyone can stand in for anyone, in work, opinion and taste, so that only death is strictly mine.',
      implication:
        'The most solitary fact about me is also what makes it possible for me to be someone rather than anyone.',
      attacks: ['epicurus-worth-from-pleasure'],
      concedes: [],
      followUp: 'In what part of your life could nobody at all take your place?',
      work: 'Being and Time, sections 47 and 50',
    },
    {
      id: 'heidegger-nihilism-is-flight',
      issue: 'death-and-meaning',
      claim:
        'The feeling that nothing matters because we all die is not insight into death but one more way of fleeing it.',
      support:
        'Saying everything is pointless turns my death into a general fact about everyone, which is exactly how the crowd avoids facing it. The real question is not whether life has a point in general, but what I will make of the one I have been thrown into.',
      gist: 'the feeling that nothing matters because all die is no insight, only another way of fleeing death',
      concepts: ['meaning', 'the-they', 'death', 'care'],
      questions: [
        'If we all die anyway, what is the point?',
        'Is nihilism the honest response to death?',
        'Does death make everything meaningless?',
      ],
      premise:
        "It assumes that talk about everyone in general is the crowd's way of ensuring that no one in particular has to face anything.",
      implication:
        "The despairing nihilist and the cheerful crowd are closer than they look: both have made death nobody's business.",
      attacks: ['epicurus-past-goods-safe'],
      concedes: [],
      followUp: 'When you say nothing matters, do you mean your own life, or life in general?',
      work: 'Being and Time, sections 51 and 53',
    },
    // living-forever
    {
      id: 'heidegger-time-as-stockpile',
      issue: 'living-forever',
      claim:
        'The dream of endlessly extending life treats my time like a stock to be stored and increased, which is how modern technology sees everything.',
      support:
        'Technology reveals the Rhine as water pressure for a power station and the forest as cellulose for newspapers. When years become a resource to be maximised, the question of how to exist toward my end is quietly replaced by a question of supply.',
      gist: 'the dream of endless life treats a lifetime as a stock of years to be hoarded and increased',
      concepts: ['technology', 'immortality', 'time'],
      questions: [
        'What is wrong with wanting to live longer?',
        'Is life extension just technology gone too far?',
        'Are billionaires right to try to cure aging?',
      ],
      premise:
        'It assumes that the essence of technology is not machines but a way of revealing everything, even human beings, as standing reserve, on call for use.',
      implication:
        'A longevity programme can succeed entirely on its own terms and still leave a person more lost than before.',
      attacks: ['epicurus-life-extension-empty-desire'],
      concedes: [],
      followUp: 'If you had more years, would you have more life, or only more supply?',
      work: 'The Question Concerning Technology, 1954',
    },
    {
      id: 'heidegger-only-mortals-die',
      issue: 'living-forever',
      claim:
        'To be mortal is not a defect to be repaired: animals perish, but only human beings die, and being capable of death belongs to what we are.',
      support:
        'A cat simply ceases to live; a human being relates to its end while alive, and so can ask what its life is for. Curing mortality would not perfect that being but abolish it and put something else in its place.',
      gist: 'mortality is no defect to fix, since only mortals who can die ask what life is for',
      concepts: ['mortality', 'dwelling', 'immortality', 'dasein'],
      questions: [
        'Would an immortal being still be human?',
        'Would it be good to live forever?',
        'Is mortality a flaw that science should fix?',
      ],
      premise:
        'It assumes that what a being is cannot be separated from how it is toward its end, and the human way is to be capable of death as death.',
      implication:
        'The promise to make us immortal is also, without saying so, a promise to stop us being human.',
      attacks: ['epicurus-life-extension-empty-desire'],
      concedes: ['epicurus-longing-for-immortality'],
      followUp: 'If you could never die, what would still be yours to decide?',
      work: 'Building Dwelling Thinking, 1951, and Being and Time, section 49',
    },
    {
      id: 'heidegger-endless-not-yet',
      issue: 'living-forever',
      claim:
        'The dream of living forever is the everyday not yet turned into a programme: death postponed without end.',
      support:
        'Everyday talk grants that one dies, but always later, and uses that delay to cover up how certain death is. Life extension promises to make the delay permanent, yet the certainty remains, only hidden more deeply.',
      gist: 'the dream of living forever turns the everyday not yet into endless postponement',
      concepts: ['immortality', 'everydayness', 'future', 'the-they'],
      questions: [
        'Is the dream of immortality just fear of death?',
        'Should humanity try to become immortal?',
        'Is anti aging research a kind of denial?',
      ],
      premise:
        'It assumes that the phrase not yet is how everyday life admits death in words while denying it in practice.',
      implication:
        'Even a person who lived three hundred years could spend every one of them avoiding their death.',
      attacks: ['epicurus-unlimited-time-no-more-pleasure'],
      concedes: [],
      followUp: 'If death were put off a thousand years, would you face it any sooner?',
      work: 'Being and Time, sections 51 and 52',
    },
    // afterlife
    {
      id: 'heidegger-beyond-left-open',
      issue: 'afterlife',
      claim:
        'What comes after death is a question my analysis deliberately leaves open, for we must first understand what dying is for the living.',
      support:
        'Whether there is a life after death can be asked meaningfully only once we know what death means for the one who exists. Confident stories of the beyond skip that step, and so do confident denials.',
      gist: 'what follows death cannot be asked well until we understand what dying is for the living',
      concepts: ['afterlife', 'dasein', 'death'],
      questions: [
        'Is death the end?',
        'Is there life after death?',
        'Do you believe in an afterlife?',
        'Can we know what happens when we die?',
      ],
      premise:
        'It assumes that any question about a beyond depends on first understanding this side, the way a human being is toward its end.',
      implication:
        'Both the preacher of heaven and the atomist who proves there is nothing left are answering before they have asked.',
      attacks: ['epicurus-soul-scatters', 'epicurus-near-death-visions'],
      concedes: [],
      followUp: 'Before asking what comes after, can you say what dying is for you now?',
      work: 'Being and Time, section 49',
    },
    {
      id: 'heidegger-dead-not-mere-matter',
      issue: 'afterlife',
      claim:
        'The dead are not simply scattered matter: the one who has died is still someone for us, whom we tend, bury and remember.',
      support:
        'A corpse is not a thing like a stone; at the funeral, the grave and the anniversary, those left behind are still with the one who has gone. Scattering atoms describe the body, not the dead person.',
      gist: 'the dead person is more than scattered matter, for mourners remain with the one who has gone',
      concepts: ['body', 'grief', 'afterlife', 'care'],
      questions: [
        'Is a dead person just atoms?',
        'Does anything of the dead remain with us?',
        'Why do we treat dead bodies with respect?',
      ],
      premise:
        'It assumes that what something is for us shows in how we treat it, and no one washes and buries a heap of particles.',
      implication: 'A physics of the soul, however correct, cannot say what the dead are to the living.',
      attacks: ['epicurus-soul-scatters', 'epicurus-dead-feel-nothing'],
      concedes: [],
      followUp: "Why would you never treat your grandmother's body the way you treat a fallen branch?",
      work: 'Being and Time, section 47',
    },
    {
      id: 'heidegger-demise-not-dying',
      issue: 'afterlife',
      claim:
        'Medicine can tell us when a body stops, but that is demise, not dying; dying is how a human being exists toward its end.',
      support:
        'Physiology studies the ending of a living organism, which animals share: they perish. Human beings also die, which means they relate to their end while alive, and that is what the question of death is really about.',
      gist: 'bodily demise belongs to medicine, while dying is how a person exists toward the end',
      concepts: ['dying', 'body', 'medicine', 'being-towards-death'],
      questions: [
        'What happens when the brain dies?',
        'Is death just the body shutting down?',
        'Can science explain death?',
      ],
      premise:
        'It assumes that the life sciences study what human beings share with other organisms, and so cannot by themselves reach what is distinctive about human dying.',
      implication: 'A complete biology of death would still leave the question of death untouched.',
      attacks: ['epicurus-myths-of-torment', 'epicurus-near-death-visions'],
      concedes: [],
      followUp: 'Does knowing how a heart stops tell you anything about how to face your own end?',
      work: 'Being and Time, section 49',
    },
    // harm-of-death
    {
      id: 'heidegger-death-concerns-now',
      issue: 'harm-of-death',
      claim:
        'Death does not strike from outside at the end; I am thrown into it from the moment I exist, so it concerns me now.',
      support:
        'The argument that death and I never meet treats death as an appointment I will never keep. But a possibility is not nothing because it is not yet real: that I can be no more already shapes every hour I live.',
      gist: 'death concerns a person now as a possibility, not only as an event that never arrives',
      concepts: ['possibility', 'being-towards-death', 'death', 'care'],
      questions: [
        'If I am not there when I am dead, how can death matter to me?',
        'Is death bad for the one who dies?',
        'Does death affect us before it happens?',
      ],
      premise:
        'It assumes that a human being is its possibilities, so that what it can be, including no longer being, belongs to it now.',
      implication:
        'The question of whether death harms me is badly posed, since death is less a blow I receive than a way I already am.',
      attacks: ['epicurus-death-nothing-to-us', 'epicurus-no-one-to-harm', 'epicurus-future-not-owned'],
      concedes: [],
      followUp: 'Does the possibility of your death really make no difference to how you live today?',
      work: 'Being and Time, sections 50 and 52',
    },
    {
      id: 'heidegger-not-yet-not-a-debt',
      issue: 'harm-of-death',
      claim:
        'My unlived future is not a sum owed to me that death fails to pay; I already am my not yet, as possibilities I exist into.',
      support:
        'A debt is a missing part of a sum, still to be paid in; a fruit is its own not yet, but ripening fulfils it, and dying need fulfil nothing. What matters is not how many years death takes but how I exist toward my possibilities.',
      gist: "a person's unlived years are not a debt owed to them that death fails to pay",
      concepts: ['future', 'possibility', 'dasein', 'time'],
      questions: [
        'Does death rob us of the years we would have had?',
        'Is dying young a loss of future?',
        'Is the future something we are owed?',
      ],
      premise:
        'It assumes that the ways we speak of things that are incomplete, sums, fruits and roads, do not fit a being whose being is to be ahead of itself.',
      implication:
        'Counting lost years, as obituaries do, tells us very little about whether a life was lived.',
      attacks: ['epicurus-complete-life-any-moment'],
      concedes: ['epicurus-future-not-owned'],
      followUp: 'Are your future years a stock you own, or ways you are already reaching toward?',
      work: 'Being and Time, section 48',
    },
    {
      id: 'heidegger-death-any-moment',
      issue: 'harm-of-death',
      claim:
        'A death at twenty shows what is always true: death is certain, and its when is open at every moment.',
      support:
        "The crowd says one dies sometime, but not yet, and pushes death off to old age. A young death breaks that comfort and reminds everyone that nobody's end waits for the calendar.",
      gist: 'a young death shows that death is possible at any moment, breaking the comfort of not yet',
      concepts: ['death', 'future', 'the-they', 'finitude'],
      questions: [
        'Is dying young a tragedy?',
        'What does a sudden death teach us?',
        'Why does a young death shock us so much?',
      ],
      premise:
        'It assumes that the certainty of death and the indefiniteness of its when belong together, and that the crowd uses the second to forget the first.',
      implication:
        "The shock of a young death is not only grief but a glimpse of one's own situation that everyday life works hard to cover.",
      attacks: ['epicurus-young-death-not-cheated', 'epicurus-no-one-to-harm'],
      concedes: [],
      followUp: 'When a young person dies, why does everyone suddenly feel their own life differently?',
      work: 'Being and Time, sections 51 and 52',
    },
    // living-with-mortality
    {
      id: 'heidegger-anticipation-not-brooding',
      issue: 'living-with-mortality',
      claim:
        'Knowing I will die should not make me brood over death but run ahead to it in understanding, so that it frees me for my own possibilities.',
      support:
        'Anticipation is not waiting for the end or calculating when it will come, like someone watching a clock in a waiting room. It lets the fact that I can be no more clear away the trivial, so that what I choose is mine.',
      gist: 'one should run ahead toward death in understanding, which frees a person for their own possibilities',
      concepts: ['anticipation', 'being-towards-death', 'possibility', 'authenticity'],
      questions: [
        'How should knowing we will die change how we live?',
        'Should I think about death every day?',
        'What does it mean to live authentically facing death?',
      ],
      premise:
        'It assumes that death understood as a possibility, rather than an event to wait for, throws light back on everything else I could be.',
      implication:
        'The person who faces death most squarely is not the gloomiest but the freest of the petty claims of the moment.',
      attacks: ['epicurus-expectation-needless-pain', 'epicurus-practise-daily'],
      concedes: [],
      followUp: 'Which of your daily worries would survive a clear look at your own end?',
      work: 'Being and Time, section 53',
    },
    {
      id: 'heidegger-out-of-the-crowd',
      issue: 'living-with-mortality',
      claim:
        'Facing my death tears me away from living as one lives, as everyone does, and hands my life back to me.',
      support:
        'Most days I enjoy what one enjoys, read what one reads and am shocked by what one is shocked by, and no one in particular decides. Death, which no one can die for me, shows that this anonymous everyone will not be there at the end.',
      gist: 'facing death pulls a person out of the anonymous crowd and hands their life back to them',
      concepts: ['the-they', 'authenticity', 'being-towards-death'],
      questions: [
        'How do I live a life that is really mine?',
        'Does death free us from what others expect?',
        'What is the they?',
      ],
      premise:
        'It assumes that the self of everyday life is at first not my own self but the they, an anonymous one that is everybody and nobody.',
      implication:
        'Many people only begin their own lives when something forces them to face the end that no crowd can share.',
      attacks: ['epicurus-quiet-life-among-friends'],
      concedes: [],
      followUp: 'Whose standards are you living by when you decide what counts as a good life?',
      work: 'Being and Time, sections 27 and 53',
    },
    {
      id: 'heidegger-resoluteness',
      issue: 'living-with-mortality',
      claim:
        'What knowing death asks of me is resoluteness: to choose myself in my actual situation, rather than drift.',
      support:
        'Resoluteness is not a heroic plan drawn up in advance; it discloses what the situation asks of me here, in my work, my loves and my place. Joined with running ahead toward death, it becomes a steady readiness rather than a passing mood.',
      gist: 'knowing death calls for resoluteness, choosing oneself in the actual situation instead of drifting',
      concepts: ['resoluteness', 'being-towards-death', 'possibility', 'authenticity'],
      questions: [
        'What should I actually do, knowing I will die?',
        'Should I quit my job because life is short?',
        'What is resoluteness?',
      ],
      premise:
        'It assumes that no rulebook can tell me what my situation demands, and that only a self which has faced its end can hear it.',
      implication:
        'Facing death may change nothing visible in a life and yet change everything, because the same work is now chosen rather than suffered.',
      attacks: ['epicurus-do-not-postpone-joy', 'epicurus-quiet-life-among-friends'],
      concedes: [],
      followUp: 'What is your actual situation asking of you that you keep not hearing?',
      work: 'Being and Time, sections 60 and 62',
    },
    {
      id: 'heidegger-yolo-is-the-they',
      issue: 'living-with-mortality',
      claim:
        "You only live once, as a slogan, is the crowd's version of death: a reason to rush into exactly what everyone else is doing.",
      support:
        'It turns my death into a rule for consuming more experiences, the same ones everybody photographs and posts. Running ahead to my death should make me more my own, not more busy.',
      gist: 'the slogan you only live once turns death into an excuse to consume what everyone consumes',
      concepts: ['the-they', 'everydayness', 'authenticity', 'mortality'],
      questions: [
        'Is you only live once a good philosophy?',
        'Is a bucket list a way of facing death?',
        'Should I seize the day?',
      ],
      premise:
        'It assumes that a response to death which anyone could adopt, copy and post is the crowd speaking, not the self.',
      implication: 'The adventurous life of the bucket list can be as inauthentic as the dullest routine.',
      attacks: ['epicurus-do-not-postpone-joy'],
      concedes: ['epicurus-bucket-list-empty'],
      followUp: 'Would you still want that experience if nobody else wanted it too?',
      work: 'Being and Time, sections 27 and 51',
    },
    // denial-of-death
    {
      id: 'heidegger-one-dies',
      issue: 'denial-of-death',
      claim:
        'We avoid death by turning it into something that happens to everyone and so to no one: one dies, sometime, but not yet.',
      support:
        "Hearing of a neighbour's death, people say it comes to us all and then return to business, as if death were an item in the newspaper. That little phrase turns my ownmost possibility into a public case.",
      gist: 'everyday talk turns death into what happens to everyone and no one, sometime but not yet',
      concepts: ['the-they', 'everydayness', 'death', 'being-towards-death'],
      questions: [
        'Why do people avoid thinking about death?',
        'Why does death always seem to happen to other people?',
        'Is our culture in denial about death?',
      ],
      premise:
        'It assumes that how we ordinarily talk shows how we ordinarily understand, and the phrase one dies is a way of not understanding.',
      implication:
        'Even people who talk about death constantly can be avoiding it, so long as it is always death in general.',
      attacks: ['epicurus-think-it-through', 'epicurus-crowd-misjudges-death'],
      concedes: [],
      followUp: 'When you say everyone dies, does that sentence have you in it?',
      work: 'Being and Time, sections 51 and 52',
    },
    {
      id: 'heidegger-tranquillized-crowd',
      issue: 'denial-of-death',
      claim:
        'The crowd offers constant reassurance about death, and its favourite medicine is calm indifference, which is the most thorough escape of all.',
      support:
        'Thinking about death is written off as cowardly fear or a gloomy flight from the world, and the crowd will not allow anyone the courage to be anxious before death. What it prescribes instead is composure, as if death were a matter one should rise above.',
      gist: 'the crowd tranquillizes everyone about death and forbids the courage for anxiety',
      concepts: ['the-they', 'tranquillity', 'anxiety', 'everydayness'],
      questions: [
        'Is staying calm about death just another way of avoiding it?',
        'Is it healthy not to worry about death?',
        'Why does society discourage talk about dying?',
      ],
      premise:
        'It assumes that a calm reached by refusing the mood in which death shows itself is not peace but sedation.',
      implication:
        'A teaching whose whole aim is to make death untroubling may be doing, with better arguments, just what the crowd does.',
      attacks: [
        'epicurus-philosophy-heals-dread',
        'epicurus-think-it-through',
        'epicurus-revels-cannot-quiet-fear',
      ],
      concedes: [],
      followUp: 'Is your calm about death something you reached, or something you were handed?',
      work: 'Being and Time, section 51',
    },
    {
      id: 'heidegger-curiosity-scrolling',
      issue: 'denial-of-death',
      claim:
        'Endless scrolling and chatter are the old flight from death in new clothes: curiosity that never stays anywhere.',
      support:
        "Curiosity leaps from novelty to novelty, not to understand but to be distracted, and idle talk passes things along without making them one's own. A feed that never ends suits a being that does not want to be alone with its end.",
      gist: 'endless scrolling and chatter are curiosity and idle talk, a flight from facing death',
      concepts: ['everydayness', 'the-they', 'technology'],
      questions: [
        'Is social media a way of not thinking about death?',
        'Why do we keep ourselves so busy?',
        'Is distraction a way of avoiding mortality?',
      ],
      premise:
        'It assumes that distraction is not a personal weakness but a basic way in which everyday existence falls away from itself.',
      implication:
        'Putting the phone down will not by itself bring anyone face to face with death; the flight simply finds another channel.',
      attacks: ['epicurus-revels-cannot-quiet-fear'],
      concedes: [],
      followUp: 'What happens in you in the first silent minute after you put the screen away?',
      work: 'Being and Time, sections 35, 36 and 51',
    },
    // grief
    {
      id: 'heidegger-others-death-not-ours',
      issue: 'grief',
      claim:
        'Losing someone we love shows us death closely, yet we never undergo their dying itself, only our being left behind.',
      support:
        'At a deathbed we are present and hold a hand, but the dying remains theirs and cannot be shared or handed over. That is why grief, however deep it cuts, cannot teach me what my own death is.',
      gist: "we never undergo the dying of others, so grief cannot stand in for facing one's own death",
      concepts: ['grief', 'death', 'being-towards-death'],
      questions: [
        'Does watching someone die teach us about death?',
        'When someone I love dies, do I experience death?',
        'Why does grief feel so lonely?',
      ],
      premise:
        "It assumes that dying is in each case someone's own, so that even the closest witness remains outside it.",
      implication:
        'The bereaved face two things at once, the loss of another and, quietly, their own mortality, and must not mistake one for the other.',
      attacks: ['epicurus-friendship-consoles'],
      concedes: [],
      followUp: 'When you sat with the dying, what did you learn about them, and what about yourself?',
      work: 'Being and Time, section 47',
    },
    {
      id: 'heidegger-mourning-with-the-dead',
      issue: 'grief',
      claim:
        'In mourning we are still with the one who died, and the rites of care we give them are a way of being with them.',
      support:
        'We wash, dress and bury the dead, visit the grave and keep the anniversary; no one does that for a broken stone. The dead have left our world, yet the living remain with them in honouring them.',
      gist: 'in mourning the living remain with the dead, honouring someone rather than handling a thing',
      concepts: ['grief', 'care', 'memory', 'body'],
      questions: [
        'How should we bear the death of someone we love?',
        'Is it strange to keep talking to someone who died?',
        'Do funerals matter?',
      ],
      premise:
        'It assumes that our being is always being with others, and that this does not simply stop when the other has died.',
      implication:
        'Moving on, if it means ceasing to be with the dead at all, would not be healing but a second loss.',
      attacks: ['epicurus-dead-feel-nothing'],
      concedes: ['epicurus-monthly-remembrance'],
      followUp: 'In what ways are you still with the one you lost?',
      work: 'Being and Time, section 47',
    },
    // worthwhile-life
    {
      id: 'heidegger-owning-not-pleasure',
      issue: 'worthwhile-life',
      claim:
        'What makes a life worth living is not how pleasant it is but that I take it over as my own, with its possibilities and its end.',
      support:
        "Human existence is care: always ahead of itself, already thrown into a world, busy among things and people. A life can be comfortable and entirely borrowed, lived by the standards of the crowd, and then it is not yet anyone's own.",
      gist: 'a life is worth living when it is owned, not merely pleasant, since comfort may be borrowed',
      concepts: ['care', 'authenticity', 'pleasure', 'the-they'],
      questions: [
        'What makes a life worth living?',
        'Is pleasure the point of life?',
        'Is a comfortable life a good life?',
      ],
      premise:
        "It assumes that to be human is to be concerned about one's own being, so a good life must answer that concern, not only soothe feelings.",
      implication:
        'A life of little pleasure but real ownership may be more fully lived than a cheerful life run on borrowed standards.',
      attacks: ['epicurus-pleasure-absence-of-pain'],
      concedes: [],
      followUp: 'Who chose the standards by which you would call your life a success?',
      work: 'Being and Time, sections 27 and 41',
    },
    {
      id: 'heidegger-guilt-of-choosing',
      issue: 'worthwhile-life',
      claim:
        'Every choice costs me the lives I do not live, and owning that cost, not escaping it, is part of living well.',
      support:
        'I did not lay my own foundations: I was thrown into a time, a body and a family, and each choice I make closes other doors. This is what I call being guilty, and it is not a moral failure but the shape of a finite life.',
      gist: 'owning the possibilities one gives up in choosing, the guilt of finite existence, is part of living well',
      concepts: ['guilt', 'possibility', 'care', 'finitude'],
      questions: [
        'Why do I feel guilty about the lives I did not choose?',
        'Can I have it all if I sort out my desires?',
        'What do you mean by guilt?',
      ],
      premise:
        'It assumes that to choose one possibility is always to leave others unchosen, so that a finite being is never master of its own ground.',
      implication:
        'No sorting of desires can make a life free of loss, since every real commitment is also a renunciation.',
      attacks: ['epicurus-sort-your-desires'],
      concedes: [],
      followUp: 'Which of the roads you did not take still belongs to who you are?',
      work: 'Being and Time, section 58',
    },
    {
      id: 'heidegger-call-of-conscience',
      issue: 'worthwhile-life',
      claim:
        'A life goes well when I answer the call of conscience, which says nothing at all and yet summons me back from the crowd to myself.',
      support:
        'The call comes from me and yet from beyond me, and it speaks in silence; it gives no rules and no information. It simply calls me out of the chatter of the they toward what I myself can be.',
      gist: 'the silent call of conscience summons a person back from the crowd to their own possibilities',
      concepts: ['conscience', 'the-they', 'authenticity'],
      questions: [
        'Does a good life need a clear conscience?',
        'What is the call of conscience?',
        'How do I know what I really want from life?',
      ],
      premise:
        'It assumes that conscience is not the internalised voice of parents or society, which would only be the crowd again, but care calling itself back.',
      implication:
        'A life can keep every rule and still be deaf to conscience, because conscience is not about rules.',
      attacks: ['epicurus-pleasant-means-just'],
      concedes: [],
      followUp: 'When did you last hear something in yourself that no one else was saying?',
      work: 'Being and Time, sections 54 to 57',
    },
    // dying-well
    {
      id: 'heidegger-room-for-death',
      issue: 'dying-well',
      claim:
        'Dying well means being capable of death as death, which belongs to how mortals dwell, not a technique for the final week.',
      support:
        'The old farmhouse in the Black Forest made room under one roof for the table, the childbed and the coffin, which they call there the tree of the dead. A way of living that makes room for birth and death lets mortals belong on the earth.',
      gist: "dying well belongs to dwelling as a mortal, making room for death under life's roof",
      concepts: ['dwelling', 'dying', 'mortality'],
      questions: [
        'What would it mean to die well?',
        'Is there such a thing as a good death?',
        'Is a good death even possible?',
        'How can we make room for death in life?',
      ],
      premise:
        'It assumes that how we die is shaped by how we dwell, and that a world which has no place for death cannot give anyone a good one.',
      implication:
        'Dying well is less a personal achievement at the end than a way of life a household or a culture either keeps or loses.',
      attacks: ['epicurus-pain-brief-or-mild', 'epicurus-last-day-letter'],
      concedes: ['epicurus-living-well-dying-well'],
      followUp: 'Where in your home, or your town, is there any room left for death?',
      work: 'Building Dwelling Thinking, 1951',
    },
    {
      id: 'heidegger-pretending-recovery',
      issue: 'dying-well',
      claim: 'A bad death is one where everyone, the dying included, pretends it is not happening.',
      support:
        'The crowd persuades the dying that they will soon recover and return to ordinary life, and calls this kindness. But it only takes from them their last chance to face their own end as their own.',
      gist: 'a bad death is one hidden by pretence, since telling the dying they will recover robs them',
      concepts: ['dying', 'the-they', 'everydayness', 'medicine'],
      questions: [
        'Should doctors tell the dying the truth?',
        'Should we go along with a dying person who says they will be fine?',
        'What makes a death a bad death?',
      ],
      premise:
        'It assumes that even at the end a person remains the one whose death is their own, and deserves to meet it as such.',
      implication:
        "Comforting lies at the bedside are not only untruthful; they take away the dying person's last possibility.",
      attacks: ['epicurus-pain-brief-or-mild'],
      concedes: [],
      followUp: 'If you were dying, would you want to be told, and who would you want to tell you?',
      work: 'Being and Time, section 51',
    },
    {
      id: 'heidegger-never-hasten',
      issue: 'dying-well',
      claim:
        'Being ready for death, running ahead toward it, never means bringing it about, for that would end the very relation to death we are meant to hold open.',
      support:
        'To be toward death as a possibility is to leave it a possibility: not to hasten it, not to brood on it, but to let it light up the life still to be lived. Mortals make ready for their end without making death their goal.',
      gist: 'facing death rightly never means hastening it or wishing it nearer',
      concepts: ['anticipation', 'possibility', 'dying', 'mortality'],
      questions: [
        'Is suicide ever rational?',
        'Is it ever right to choose to die?',
        'Does facing death mean wanting to die?',
        'Is being ready to die the same as wishing for death?',
        'Should I be ready to die at any moment?',
      ],
      premise:
        'It assumes that a possibility shows itself as a possibility only so long as it is not made actual, and death made actual leaves nobody to understand it.',
      implication:
        'Running ahead toward death, rightly understood, is the opposite of a wish to die: it keeps a person turned toward the life still open.',
      attacks: [],
      concedes: ['epicurus-neither-flee-nor-cling'],
      followUp: 'Can you hold your own end in view without either fleeing it or reaching for it?',
      work: 'Being and Time, section 53, and Building Dwelling Thinking',
    },
    // gods-religion
    {
      id: 'heidegger-await-the-divine',
      issue: 'gods-religion',
      claim:
        'Mortals await the divine without making gods to order, whether gods invented to soothe our fear or gods whose nature a theory has settled in advance.',
      support:
        'Mortals do not make gods for themselves or worship idols; they dwell under the sky and wait for hints of the divine, which they cannot produce, even in deepest misfortune. A god fixed in advance as blessed and unconcerned is still a god made to measure.',
      gist: 'mortals await the divine without inventing comforting gods or fixing the gods by theory',
      concepts: ['gods', 'dwelling', 'mortality'],
      questions: [
        'Do we need God to face death?',
        'Is religion just a comfort blanket?',
        'Is there something sacred about death?',
      ],
      premise:
        'It assumes that the divine, if it comes, comes of itself, and that human beings can neither summon it nor rule it out by argument.',
      implication:
        'Both the believer who has God in his pocket and the atomist who has proved the gods harmless have stopped waiting.',
      attacks: ['epicurus-gods-untroubled', 'epicurus-nature-not-faith'],
      concedes: [],
      followUp: 'Is your view of the gods something you found, or something you made to feel safe?',
      work: 'Building Dwelling Thinking, 1951',
    },
    {
      id: 'heidegger-no-creed-dies-for-you',
      issue: 'gods-religion',
      claim:
        'Whatever comes after, believer and unbeliever alike must die their own death, and no creed can die it for them.',
      support:
        'A faith used only to tranquillize, to make death a matter settled elsewhere, is one more way the crowd avoids death. The question of how I exist toward my end is put to the believer exactly as to the atheist.',
      gist: 'believer and unbeliever alike must face their own death, which no creed can take over',
      concepts: ['gods', 'being-towards-death', 'the-they', 'afterlife'],
      questions: [
        'Can an atheist face death as well as a believer?',
        'Does religion help us face death or hide it?',
        'Does faith make dying easier?',
      ],
      premise:
        'It assumes that the analysis of death comes before any belief about a beyond, and decides nothing either for or against it.',
      implication:
        'A devout person can live in complete flight from death, and an unbeliever can face it squarely, or the other way round.',
      attacks: ['epicurus-nature-not-faith'],
      concedes: [],
      followUp: 'Does your belief, or your unbelief, bring you closer to your own death or keep it away?',
      work: 'Being and Time, sections 47 and 49',
    },
    // technology-death
    {
      id: 'heidegger-dying-as-resource',
      issue: 'technology-death',
      claim:
        'Modern medicine is in danger of treating the dying as a resource to be managed, and so of forgetting that dying is something a person does.',
      support:
        'Technology reveals everything as standing reserve, on call to be ordered, and people speak without a blink of human resources and the supply of patients for a clinic. When the ward becomes the only place we meet death, dying looks like a failure of supply.',
      gist: 'technology treats the dying as a resource to manage, hiding dying as a human act',
      concepts: ['technology', 'medicine', 'dying'],
      questions: [
        'Does technology turn dying into a problem to manage?',
        'Should we keep people alive on machines?',
        'Has modern medicine made us forget death?',
      ],
      premise:
        'It assumes that the danger of technology lies less in any machine than in a way of seeing that makes even human beings into stock.',
      implication:
        "A death can be managed perfectly, every number in range, and still be no one's own death.",
      attacks: ['epicurus-machines-judged-by-feeling', 'epicurus-medicine-for-pain'],
      concedes: [],
      followUp: 'In a modern hospital, who is it that dies, the patient or the case?',
      work: 'The Question Concerning Technology, 1954, and Being and Time, section 49',
    },
    {
      id: 'heidegger-saving-power',
      issue: 'technology-death',
      claim:
        'The danger of technology lies not in the machines but in a way of seeing, and a way of seeing can itself be seen through.',
      support:
        'As the poet Holderlin sang, where the danger is, what saves grows as well. If technology makes us forget that we are mortals, thinking through its essence can bring us back to the question of what it is to die.',
      gist: "technology's danger is a way of seeing, and reflecting on it can return us to mortality",
      concepts: ['technology', 'mortality', 'dwelling'],
      questions: [
        'Is technology making us less human about death?',
        'Should we reject modern medicine?',
        'Is there any hope in the machine age?',
      ],
      premise:
        'It assumes that technology is a way the world is revealed to us, and any way of revealing can itself be seen for what it is.',
      implication:
        'The way out of the technological view of death is not to smash the machines but to see what they make of us.',
      attacks: ['epicurus-medicine-for-pain'],
      concedes: [],
      followUp:
        'Could a hospital be a place where people learn to die, and not only a place where they are kept alive?',
      work: 'The Question Concerning Technology, 1954',
    },
    {
      id: 'heidegger-echo-without-anyone',
      issue: 'technology-death',
      claim:
        "A chatbot that talks in a dead person's voice offers idle talk with no one behind it, and may keep us from truly mourning.",
      support:
        'Idle talk passes words along without anyone owning them, and such a machine is idle talk perfected. Mourning means being with the one who is gone as gone; a voice that never stops pretends they have not left.',
      gist: 'a chatbot of the dead is idle talk with no one behind it, sparing us real mourning',
      concepts: ['technology', 'grief', 'everydayness'],
      questions: [
        'Is it healthy to talk to an AI copy of someone who died?',
        'Can technology keep the dead with us?',
        'Would a griefbot help me mourn?',
      ],
      premise:
        'It assumes that words are living only when someone stands behind them, and that mourning must face the other as departed.',
      implication:
        'The better the imitation of the dead, the more thoroughly it may keep us from being with them as they truly are, gone.',
      attacks: ['epicurus-simulated-voice'],
      concedes: [],
      followUp: 'When the machine answers you, who exactly do you think is speaking?',
      work: 'Being and Time, sections 35 and 47',
    },
  ],
  terms: [
    {
      concept: 'dasein',
      meaning:
        'By Dasein, literally being there, I mean the kind of being you and I are, the one for whom its own existence is an issue.',
      example:
        'A stone does not wonder what to make of itself; you, lying awake and asking what your life is for, are Dasein.',
    },
    {
      concept: 'the-they',
      meaning:
        'By the they I mean the anonymous one of everyday life, everybody and nobody, whose opinions and tastes we take over without choosing.',
      example:
        'When you say one simply does not wear that, or one dies sometime, it is the they speaking through you.',
    },
    {
      concept: 'being-towards-death',
      meaning:
        'By being towards death I mean that a human being exists all along in relation to its own end, not only when it arrives.',
      example:
        'Even the man who says he never thinks of death relates to it, by turning away from it every day.',
    },
    {
      concept: 'anticipation',
      meaning:
        'By anticipation, running ahead, I mean understanding death as my own possibility, without waiting for it or brooding over when it will come.',
      example:
        'Someone who lets the thought of the end clear away petty quarrels is running ahead; someone counting days in dread is only waiting.',
    },
    {
      concept: 'anxiety',
      meaning:
        'Anxiety is the mood in which the familiar world slips away and I face my own existence with nothing to hold on to.',
      example:
        'On a sleepless night the room you know so well suddenly seems strange and pointless; that unease, with no object, is anxiety.',
    },
    {
      concept: 'authenticity',
      meaning:
        "By authenticity I mean owning one's existence, choosing it as mine, rather than living it the way one does.",
      example:
        'Two people can hold the same job, one because everyone expected it, the other because she chose it knowing her life is finite.',
    },
    {
      concept: 'resoluteness',
      meaning:
        'Resoluteness is the readiness to let conscience call me and to choose myself in the situation I am actually in.',
      example:
        'A nurse who stops drifting through shifts and takes up her work as her own calling has become resolute, though her days look the same.',
    },
    {
      concept: 'conscience',
      meaning:
        'Conscience, for me, is a silent call by which my own care summons me back from the crowd to what I can be.',
      example:
        'The quiet unease that interrupts a busy day of doing what is expected, saying nothing in words, is that call.',
    },
    {
      concept: 'guilt',
      meaning:
        'By guilt I mean that I am the ground of a life I did not found and that every choice leaves other possibilities unchosen.',
      example:
        'Choosing to raise a child in one city means the other life you might have had elsewhere is left behind for good.',
    },
    {
      concept: 'care',
      meaning:
        'Care is my word for the whole way we exist: always ahead of ourselves, already thrown into a world, and busy among things.',
      example:
        'Worrying about tomorrow, living with a past you did not choose, and making dinner tonight are all care.',
    },
    {
      concept: 'technology',
      meaning:
        'By the essence of technology I mean enframing, a way of revealing everything as stock, on call to be used.',
      example:
        'A river seen only as a supply of electricity, or a person seen only as a human resource, is seen through enframing.',
    },
    {
      concept: 'dwelling',
      meaning:
        'To dwell is to belong on the earth as a mortal, under the sky, caring for things and making room for birth and death.',
      example:
        'A farmhouse built into the shelter of a hillside, with a place for the cradle and the coffin, is a house for dwelling.',
    },
    {
      concept: 'nothing',
      meaning:
        'By the nothing I mean not an empty word but what anxiety reveals when everything that is slips away from us.',
      example:
        'When all your plans suddenly seem weightless and you hover with nothing to grip, you have met the nothing.',
    },
  ],
};
