import type { SeatInput } from '../../schema';

/**
 * The Final Question: Epicurus as the Garden Sage, against Heidegger the Phenomenologist. His surviving texts only:
 * the Letter to Menoeceus, the Principal Doctrines (by number), the Letter to Herodotus (by section of Diogenes
 * Laertius, book 10), the Vatican Sayings (by number), his will and his last letter to Idomeneus (both quoted by
 * Diogenes Laertius, book 10, sections 16 to 22; he names them as his own, never Diogenes). Lucretius' arguments
 * (the symmetry of the time before birth, the banquet guest of life, the self imagined at its own funeral) are not
 * his and are not used. The city without walls (Vatican Saying 31) may be Metrodorus' (Stobaeus seems to give it to
 * him), so he quotes it as a saying of the Garden and does not cite it as his own. He died in 270 BC: hospitals, life
 * extension and screens he meets from his own principles.
 */
export const epicurus: SeatInput = {
  role: 'debater',
  stances: [
    {
      issue: 'fear-of-death',
      position:
        'Death is nothing to us, so the fear of it is a mistake of opinion that sober reasoning can cure.',
    },
    {
      issue: 'death-and-meaning',
      position:
        'Death neither gives life meaning nor takes it away; life is good through pleasure and friendship while we have it.',
    },
    {
      issue: 'living-forever',
      position:
        'The wise man does not long to live forever, since more time would add nothing to a pleasure already complete.',
    },
    {
      issue: 'afterlife',
      position:
        'Death is the end of us, for the soul is bodily and can feel nothing once the body that holds it breaks up.',
    },
    {
      issue: 'harm-of-death',
      position:
        'There is never a moment at which death is bad for the one who dies, since he and it are never present together.',
    },
    {
      issue: 'living-with-mortality',
      position:
        'Knowing we are born only once should make us stop postponing joy and live calmly among friends.',
    },
    {
      issue: 'denial-of-death',
      position:
        'We should neither hide from death nor brood on it, but think it through until it no longer troubles us.',
    },
    {
      issue: 'grief',
      position:
        'The dead suffer nothing, so we should mourn our friends by grateful remembrance rather than by lament.',
    },
    {
      issue: 'worthwhile-life',
      position:
        'Health of body, calm of mind and good friends are enough, and a life that has them lacks nothing that matters.',
    },
    {
      issue: 'dying-well',
      position:
        'A good death is made by a good life, and remembered joys can hold their own against the pains of the end.',
    },
    {
      issue: 'gods-religion',
      position:
        'We need no religion of fear, for the gods are blessed and untroubled and punish no one after death.',
    },
    {
      issue: 'technology-death',
      position:
        'Every remedy that eases pain is welcome, but no machine can remove the fear of death; only right understanding can.',
    },
  ],
  arguments: [
    // fear-of-death
    {
      id: 'epicurus-death-nothing-to-us',
      issue: 'fear-of-death',
      claim:
        'Death is nothing to us, because everything good and bad lies in sensation, and death is the end of all sensation.',
      support:
        'What has come apart senses nothing, and what senses nothing is nothing to us. When we are here, death is not, and when death is here, we are not, so the two never meet.',
      gist: 'death is nothing to us, because good and evil lie in sensation and death ends sensation',
      concepts: ['death', 'sensation', 'fear'],
      questions: [
        'Should we be afraid of death?',
        'Why is death nothing to fear?',
        'Is death something bad for us?',
      ],
      premise:
        'It rests on the one thing every living creature knows at first hand: good and bad reach us only as felt pleasure and felt pain.',
      implication:
        'The most frightening of evils turns out to be no evil at all, and the energy spent fearing it can go back into living.',
      attacks: ['heidegger-death-not-an-event', 'heidegger-death-concerns-now'],
      concedes: [],
      followUp: 'Can you name one harm that no one will ever feel, and still call it a harm?',
      work: 'the Letter to Menoeceus and Principal Doctrines 2',
    },
    {
      id: 'epicurus-expectation-needless-pain',
      issue: 'fear-of-death',
      claim:
        'A thing that cannot hurt you when it arrives can hurt you now only through the waiting, and that hurt is empty.',
      support:
        'Whoever says he dreads death not for what it will do but for the ache of thinking about it has admitted that the ache is all there is. You are spending real evenings of your life in pain over a thing that will never touch you.',
      gist: 'what gives no pain when present gives only empty pain in expectation',
      concepts: ['fear', 'anticipation', 'sensation', 'pain'],
      questions: [
        'Why does thinking about death hurt so much?',
        'Is it silly to dread something in advance?',
        'Is dreading death worse than death itself?',
      ],
      premise:
        'It assumes that a pain should be weighed by what it brings, and the dread of death brings suffering now in exchange for nothing later.',
      implication:
        'The whole suffering of death is borrowed in advance by the living, which means the living can also refuse to borrow it.',
      attacks: ['heidegger-anxiety-not-fear', 'heidegger-anticipation-not-brooding'],
      concedes: [],
      followUp: 'When you lie awake dreading death, what exactly is hurting you, death or the thought?',
      work: 'the Letter to Menoeceus',
    },
    {
      id: 'epicurus-fear-from-false-belief',
      issue: 'fear-of-death',
      claim:
        'The fear of death grows from a confusion: we dread the absence of feeling as though we would still be there to feel it.',
      support:
        'People say they dread the dark and the silence of the grave, but darkness and silence are things only a living person senses. The worst trouble of souls comes from fearing the loss of sensation as though it still concerned us.',
      gist: 'the fear of death dreads the absence of feeling as if someone would remain to feel it',
      concepts: ['fear', 'sensation', 'nothing', 'soul'],
      questions: [
        'Where does the fear of death come from?',
        'Why do people imagine being dead?',
        'Is the fear of nothingness a mistake?',
      ],
      premise:
        'It rests on the study of nature, which shows that sensation belongs to a living body and nothing is left over to feel its absence.',
      implication:
        'The cure for the fear of death is not courage but correct opinion, which anyone willing to reason can have.',
      attacks: ['heidegger-anxiety-reveals-nothing'],
      concedes: [],
      followUp: 'When you imagine the dark of death, who is there in the dark to notice it?',
      work: 'the Letter to Herodotus, section 81, and Principal Doctrines 11 and 12',
    },
    {
      id: 'epicurus-philosophy-heals-dread',
      issue: 'fear-of-death',
      claim:
        'A dread you are told to keep is medicine refused: the whole point of thinking about death is to be rid of that trouble.',
      support:
        'No one is too young or too old to see to the health of the soul, and that is what philosophy is for. To nurse your dread of the grave as a sign of depth is like being proud of a fever.',
      gist: 'philosophy should heal the dread of death rather than cultivate it as a sign of depth',
      concepts: ['anxiety', 'tranquillity', 'fear', 'prudence'],
      questions: [
        'Should I try to get rid of my fear of death?',
        'Is existential dread something to cure?',
        'Is anxiety about dying a sickness?',
      ],
      premise:
        'It assumes that tranquillity of soul, with health of body, is the goal of a blessed life, and that every teaching must be judged by whether it serves it.',
      implication:
        'A philosophy that leaves its students more anxious than it found them has failed, however profound it sounds.',
      attacks: ['heidegger-anxiety-not-fear', 'heidegger-tranquillized-crowd'],
      concedes: [],
      followUp: 'What good has your dread of dying actually done you so far?',
      work: 'the Letter to Menoeceus',
    },
    {
      id: 'epicurus-worth-from-pleasure',
      issue: 'death-and-meaning',
      claim:
        'Death adds nothing to a life and takes nothing from it; a life has its worth from the pleasure and friendship we enjoy while we are here.',
      support:
        'A supper with friends is not sweeter because the lamp will go out; it is sweet because the bread is fresh and the talk is good. To let the end set the price of everything is to let a nothing rule.',
      gist: 'life has its worth from present pleasure and friendship, not from the death that ends it',
      concepts: ['meaning', 'pleasure', 'friendship', 'death'],
      questions: [
        'Does death give life its meaning?',
        'Where does the value of life come from?',
        'Would life matter just as much without death?',
      ],
      premise:
        'It rests on the view that what is good must be good for someone who feels it, and the end of feeling cannot make anything good.',
      implication:
        'An endless life and a short one could both be well lived, since neither draws its worth from how it stops.',
      attacks: [
        'heidegger-meaning-is-owning',
        'heidegger-finitude-gathers-life',
        'heidegger-death-is-ownmost',
      ],
      concedes: [],
      followUp: 'Was the best afternoon of your life good because it ended, or because of what filled it?',
      work: 'the Letter to Menoeceus and Principal Doctrines 27',
    },
    {
      id: 'epicurus-complete-life-any-moment',
      issue: 'death-and-meaning',
      claim:
        'A life can be complete at any moment, because its good is not a story waiting for its last page but a pleasure whole while it is felt.',
      support:
        'The mind that has grasped the limits of the flesh no longer needs infinite time, and when circumstances lead it out of life it does not leave as one who fell short of the best life. Nothing of its good was waiting further down the road.',
      gist: 'a life can be complete at any moment, since its good is whole while it is felt',
      concepts: ['meaning', 'pleasure', 'time', 'finitude'],
      questions: [
        'Does a life need an ending to be complete?',
        'Is a life like a story that needs an end?',
        'Can a life be whole before it is over?',
      ],
      premise:
        'It assumes that the pleasure of a calm body and mind does not grow by lasting longer, only varies, so nothing is missing from it at any hour.',
      implication:
        'No one needs to wait for old age or for a final chapter to have had a whole and happy life.',
      attacks: ['heidegger-death-makes-whole', 'heidegger-not-yet-not-a-debt'],
      concedes: [],
      followUp: 'What would your life still lack tonight, if you were calm and among friends?',
      work: 'Principal Doctrines 18 and 20',
    },
    {
      id: 'epicurus-limit-of-desire',
      issue: 'death-and-meaning',
      claim:
        'The limit that gives a good life its shape is the limit of desire, which reason finds, not the limit that death imposes.',
      support:
        'The wealth nature asks for is small and easy to get, while the wealth of empty opinion runs on without end. Whoever learns where his desires stop has the outline of a good life without consulting the grave.',
      gist: 'the limit that shapes a good life is the limit of desire, not the limit of death',
      concepts: ['desire', 'finitude', 'meaning', 'prudence'],
      questions: [
        'Do we need limits for life to mean something?',
        'Is it the deadline that makes life matter?',
        'What gives a life its shape?',
      ],
      premise:
        'It rests on the observation that desires without a natural limit never bring contentment, however much time they are given.',
      implication:
        'A man who knows the limits of pleasure would live just as well with no deadline at all, and a man who does not would squander any amount of time.',
      attacks: ['heidegger-finitude-gathers-life'],
      concedes: [],
      followUp: 'Which of your desires would you still chase if you had a thousand years?',
      work: 'Principal Doctrines 15 and 21',
    },
    {
      id: 'epicurus-past-goods-safe',
      issue: 'death-and-meaning',
      claim: 'Death cannot reach back and spoil what has been lived; the good we have had is safe for ever.',
      support:
        'What has happened cannot be made not to have happened, and grateful memory keeps it. The old man who has lived well rides at anchor in old age as in a harbour, with his goods secured.',
      gist: 'death cannot undo the goods already lived, which grateful memory keeps safe',
      concepts: ['memory', 'meaning', 'death', 'pleasure'],
      questions: [
        'If we all die anyway, what is the point?',
        'Does death make everything we did pointless?',
        'Does anything last once we are gone?',
      ],
      premise:
        'It assumes that the past is the one possession no chance can take, and that memory of it is itself a pleasure.',
      implication:
        'The cry that nothing matters because all ends is simply false, since what was good has already been good and always will have been.',
      attacks: ['heidegger-death-makes-whole'],
      concedes: ['heidegger-nihilism-is-flight'],
      followUp: 'Which good day of yours could any death make not to have happened?',
      work: 'Vatican Sayings 17 and 55',
    },
    // living-forever
    {
      id: 'epicurus-unlimited-time-no-more-pleasure',
      issue: 'living-forever',
      claim:
        'A life without end would hold no more pleasure than a bounded one, once reason has found where pleasure reaches its limit.',
      support:
        'The flesh imagines its pleasures have no end and so wants endless time to enjoy them. But once the pain of want is removed, pleasure does not grow, it only varies, and a full cup is not fuller for being held a thousand years.',
      gist: 'unlimited time holds no more pleasure than limited time, once reason grasps the limit of pleasure',
      concepts: ['time', 'pleasure', 'immortality'],
      questions: [
        'Would living forever make us happier?',
        'Would more time alive mean more pleasure?',
        'Is a longer life a better life?',
      ],
      premise:
        'It rests on the point that pleasure has a natural peak, the absence of pain and trouble, and a peak cannot be raised by adding days.',
      implication:
        'The whole race for more years, whether by prayers or by pills, is a race for something that would not make anyone happier.',
      attacks: ['heidegger-finitude-gathers-life'],
      concedes: ['heidegger-time-as-stockpile'],
      followUp: 'If a thousand years would not make you calmer, what would they add?',
      work: 'Principal Doctrines 18, 19 and 20',
    },
    {
      id: 'epicurus-longing-for-immortality',
      issue: 'living-forever',
      claim:
        'Once you understand death rightly, a mortal life becomes sweet, not because time is added to it but because the craving to be immortal is taken away.',
      support:
        'At a meal the sensible guest chooses the most pleasant dish, not the largest portion. In the same way the wise man seeks not the longest time but the most pleasant, and the wish to live forever simply falls away.',
      gist: 'understanding death removes the longing for immortality instead of adding time',
      concepts: ['immortality', 'desire', 'pleasure', 'time'],
      questions: [
        'Should we want to live forever?',
        'How do you stop wanting to be immortal?',
        'Is wishing for eternal life a mistake?',
      ],
      premise:
        'It assumes that a desire rooted in a false opinion can be dissolved by correcting the opinion, and the wish to be immortal is rooted in the fear of death.',
      implication:
        'A person freed of this longing enjoys the very same years more than a person who spends them grasping for more.',
      attacks: ['heidegger-endless-not-yet'],
      concedes: [],
      followUp: 'Would you still want forever if you were not afraid of the end?',
      work: 'the Letter to Menoeceus',
    },
    {
      id: 'epicurus-life-extension-empty-desire',
      issue: 'living-forever',
      claim:
        'If medicine can keep you healthy longer, enjoy the health, but do not sell your peace today to buy decades tomorrow.',
      support:
        'Health of body and calm of mind are the goal, so a remedy that keeps pain away is welcome. But a man who fills his days with pills, scans and fasting to add years is trading the pleasure he has for a hope, which is an empty desire.',
      gist: 'a longer healthy life is welcome, but chasing endless years is an empty desire that spoils the present',
      concepts: ['immortality', 'desire', 'medicine', 'tranquillity'],
      questions: [
        'Is it wise to try to extend your life as long as possible?',
        'What about billionaires trying to cure aging?',
        'Should I spend my life trying to live longer?',
      ],
      premise:
        'It assumes that a desire is to be judged by whether satisfying it brings calm, and the desire for ever more years never reaches a point of rest.',
      implication: 'The anxious longevity seeker may gain ten years and lose the pleasure of all of them.',
      attacks: ['heidegger-only-mortals-die'],
      concedes: [],
      followUp: 'How much of your present calm would you pay for ten more years?',
      work: 'the Letter to Menoeceus and Principal Doctrines 29 and 30',
    },
    // afterlife
    {
      id: 'epicurus-soul-scatters',
      issue: 'afterlife',
      claim:
        'Nothing of us survives to feel anything, for the soul is a body of fine atoms spread through the frame, and it scatters when the frame dissolves.',
      support:
        'All that exists is atoms moving in the void, and the soul is made of the finest of them. It senses only while the body holds it together; once the whole body is broken up, the soul is dispersed and has no more sensation.',
      gist: 'the soul is made of fine atoms that scatter when the body dissolves, so nothing survives to feel',
      concepts: ['soul', 'atoms', 'afterlife', 'sensation', 'body'],
      questions: [
        'Is death the end of us?',
        'What happens to us after we die?',
        'Does the soul survive death?',
        'Is there anything of me left after I die?',
      ],
      premise:
        'It rests on the principle that nothing comes from nothing and that only bodies can act and be acted on, so the soul that feels must be a body too.',
      implication:
        'There is no one left to be rewarded, punished or lonely after death, and so nothing after death to fear.',
      attacks: ['heidegger-beyond-left-open', 'heidegger-dead-not-mere-matter', 'heidegger-demise-not-dying'],
      concedes: [],
      followUp: 'If the soul were not a body, how could it ever be touched by what the body suffers?',
      work: 'the Letter to Herodotus, sections 38 to 44 and 63 to 67',
    },
    {
      id: 'epicurus-myths-of-torment',
      issue: 'afterlife',
      claim:
        'The tales of torment in the underworld are myths, and they trouble the soul more than anything else.',
      support:
        'The greatest disturbance in human souls comes from expecting something terrible and everlasting, as the stories tell. Knowing the nature of things dispels it, for what has no sensation can suffer no torment.',
      gist: 'stories of eternal torment are myths that only study of nature dispels',
      concepts: ['afterlife', 'fear', 'atoms', 'gods'],
      questions: [
        'Is there a hell waiting for us?',
        'Why are people afraid of punishment after death?',
        'Are stories about the underworld true?',
      ],
      premise:
        'It assumes that a fear which cannot be dispelled without knowing the nature of the universe can be dispelled by knowing it.',
      implication:
        'Whoever learns how the world is made is freed at once from the heaviest burden that religion of fear lays on the living.',
      attacks: ['heidegger-beyond-left-open'],
      concedes: [],
      followUp: 'Who taught you the pictures you have of what waits after death?',
      work: 'the Letter to Herodotus, section 81, and Principal Doctrines 12',
    },
    {
      id: 'epicurus-near-death-visions',
      issue: 'afterlife',
      claim:
        'Those who come back from near death were near it, not in it, and their visions were felt by a living body.',
      support:
        'Every sensation is the work of soul and body together, so anyone who saw a light was still alive to see it. Those visions report the last stirrings of the senses, not a country beyond them.',
      gist: 'near death visions are sensations of a still living body, not reports from beyond death',
      concepts: ['afterlife', 'sensation', 'soul', 'body'],
      questions: [
        'Do near death experiences prove there is an afterlife?',
        'What about people who saw a light when they nearly died?',
        'Can anyone come back and tell us what death is like?',
      ],
      premise:
        'It rests on the principle that sensation needs the soul housed in a living body, so no one has ever sensed anything while being dead.',
      implication:
        'No traveller will ever bring back news of death, because no one who is dead can sense or speak.',
      attacks: ['heidegger-beyond-left-open'],
      concedes: [],
      followUp: 'If a woman saw a light, was she dead at the moment she saw it, or alive?',
      work: 'the Letter to Herodotus, sections 63 to 66',
    },
    // harm-of-death
    {
      id: 'epicurus-no-one-to-harm',
      issue: 'harm-of-death',
      claim:
        'Death harms no one, neither the living, for whom it is not yet, nor the dead, who no longer are.',
      support:
        'A harm needs someone to be harmed. While you live, death is absent, and once it comes you are gone, so there is never a moment when you and your misfortune stand together.',
      gist: 'death harms neither the living, for whom it is absent, nor the dead, who no longer exist',
      concepts: ['death', 'sensation', 'nothing'],
      questions: [
        'Is death bad for the person who dies?',
        'How can death harm me if I am not there?',
        'Who is harmed by death?',
      ],
      premise:
        'It rests on the plain principle that every harm is a harm to somebody, at some time, and death leaves no somebody at any time.',
      implication:
        'We may grieve our own loss when a friend dies, but we should not pity the dead, who have nothing left to lose.',
      attacks: ['heidegger-death-concerns-now', 'heidegger-death-any-moment'],
      concedes: [],
      followUp: 'At what moment exactly does death harm the one who dies?',
      work: 'the Letter to Menoeceus and Principal Doctrines 2',
    },
    {
      id: 'epicurus-young-death-not-cheated',
      issue: 'harm-of-death',
      claim:
        'A young death does not cheat the one who dies, for a life is judged by its sweetness, not its length.',
      support:
        'A short life can reach the height of the good as surely as a long one. A youth who knew friendship and calm has had a complete good, and the years he did not reach were never a store he owned.',
      gist: 'a young death cheats no one, since a life is judged by its sweetness rather than its length',
      concepts: ['time', 'pleasure', 'death', 'future'],
      questions: [
        'Is dying young a tragedy for the one who dies?',
        'Was someone who died at twenty cheated?',
        'Is it worse to die at thirty than at ninety?',
        'What would you say to parents whose child died young?',
      ],
      premise:
        'It assumes that pleasure reaches its height in a calm body and mind and is not increased by duration, only varied.',
      implication:
        'The grief we feel at a young death is real, but it is our grief, and we should not add to it the false belief that the dead one suffers a loss.',
      attacks: ['heidegger-death-any-moment'],
      concedes: ['heidegger-not-yet-not-a-debt'],
      followUp: 'Is a song with fewer verses a worse song, or only a shorter one?',
      work: 'the Letter to Menoeceus and Principal Doctrines 19 and 20',
    },
    {
      id: 'epicurus-future-not-owned',
      issue: 'harm-of-death',
      claim: 'The future is partly ours and partly not, so death steals no years that anyone ever owned.',
      support:
        'Tomorrow may come or may not, so we should neither bank on it nor give it up for lost. Someone who says death robbed him of forty years treats years he never had as coins already in his purse.',
      gist: 'the future is never owned, so death steals no years anyone possessed',
      concepts: ['future', 'time', 'death'],
      questions: [
        'Does death rob us of our future?',
        'Is losing the years we would have had a harm?',
        'Can you lose something you never had?',
      ],
      premise:
        'It rests on the plain fact that the future is uncertain, and what is uncertain cannot be a possession that someone takes.',
      implication:
        'Holding the future loosely is both truer and happier than clutching it as a debt the world owes us.',
      attacks: ['heidegger-death-concerns-now'],
      concedes: [],
      followUp: 'Which of your future years is already yours, and how do you know?',
      work: 'the Letter to Menoeceus',
    },
    // living-with-mortality
    {
      id: 'epicurus-do-not-postpone-joy',
      issue: 'living-with-mortality',
      claim:
        'We are born only once, and there is no second birth, so do not put off your joy until a tomorrow you are not master of.',
      support:
        'Most people waste their lives in delay, always preparing to live, and each of them dies still busy. Take the pleasure that is here, a meal with friends, a walk in the garden, a good conversation.',
      gist: 'since we are born only once, joy should not be postponed to a tomorrow no one owns',
      concepts: ['time', 'pleasure', 'future', 'mortality'],
      questions: [
        'How should knowing we will die change how we live?',
        'Should I stop putting things off because life is short?',
        'Should I live every day as if it were my last?',
      ],
      premise:
        'It rests on the plain fact that our time is single and unrepeatable, and that a pleasure postponed is often a pleasure lost.',
      implication:
        'The man who is always getting ready to live has, in effect, already spent his life on preparations.',
      attacks: ['heidegger-resoluteness', 'heidegger-anticipation-not-brooding'],
      concedes: [],
      followUp: 'What pleasure are you saving for later that you could simply enjoy this week?',
      work: 'Vatican Sayings 14',
    },
    {
      id: 'epicurus-quiet-life-among-friends',
      issue: 'living-with-mortality',
      claim:
        'Knowing we will die should make us quieter, not busier: the surest peace comes from a calm life withdrawn from the crowd, among friends.',
      support:
        'As we say in the Garden, against most things we can build walls, but against death we all live in a city without walls. So do not chase fame or power for safety; a small garden, plain food and good friends give the peace they only promise.',
      gist: 'mortality calls for a quiet life among friends rather than a chase for fame and safety',
      concepts: ['friendship', 'tranquillity', 'mortality', 'the-they'],
      questions: [
        'What kind of life should a mortal choose?',
        'Should I chase success before it is too late?',
        'Should knowing I will die make me more ambitious?',
      ],
      premise:
        'It assumes that security from other people is best gained by a quiet life apart from the many, and that no security at all is possible against death.',
      implication:
        'Much of what the ambitious call living fully is really a flight from a fear they have never examined.',
      attacks: ['heidegger-resoluteness'],
      concedes: ['heidegger-out-of-the-crowd'],
      followUp: 'Which of your ambitions would survive if you stopped fearing the end?',
      work: 'Principal Doctrines 14',
    },
    {
      id: 'epicurus-bucket-list-empty',
      issue: 'living-with-mortality',
      claim:
        'A list of thrills to cram in before you die is usually a list of empty desires dressed up as urgency.',
      support:
        'Natural and necessary desires are few and easily met: food, shelter, friends and a calm mind. Leaping off cliffs in ten countries to boast of it is neither natural nor necessary, and chasing it breeds the very hurry the fear of death already feeds.',
      gist: 'bucket lists mostly serve empty desires and feed the hurry that fear of death breeds',
      concepts: ['desire', 'pleasure', 'mortality', 'tranquillity'],
      questions: [
        'Is a bucket list a good response to death?',
        'Is you only live once a good philosophy?',
        'Should I cram in as many experiences as I can?',
      ],
      premise:
        'It rests on the distinction between desires that nature sets a limit to and desires puffed up by empty opinion, which never reach a limit.',
      implication:
        'A man who has ticked every box may die as restless as he lived, while a man with bread and friends dies content.',
      attacks: [],
      concedes: ['heidegger-yolo-is-the-they'],
      followUp: 'Which item on your list would you still want if nobody ever saw you do it?',
      work: 'the Letter to Menoeceus and Principal Doctrines 29',
    },
    {
      id: 'epicurus-practise-daily',
      issue: 'living-with-mortality',
      claim:
        'Keep the truth about death in mind every day, not to brood, but to practise it with a friend until fear finds no hold.',
      support:
        'These teachings are not learned once like a date in history; they are habits of mind, rehearsed day and night with someone like yourself. Practise them, and you will live as untroubled as a god among mortals.',
      gist: 'the truth about death should be practised daily with friends until it becomes calm',
      concepts: ['mortality', 'tranquillity', 'friendship', 'prudence'],
      questions: [
        'Should we think about death every day?',
        'Is memento mori a good practice?',
        'How do I keep death in mind without getting depressed?',
      ],
      premise:
        'It assumes that opinions shape our feelings and that a correct opinion, rehearsed often, becomes as strong as the habit of fear it replaces.',
      implication: 'Thinking of death daily, done rightly, makes a person more cheerful, not more solemn.',
      attacks: ['heidegger-anticipation-not-brooding'],
      concedes: [],
      followUp: 'Who is the friend with whom you could practise thinking calmly about the end?',
      work: 'the Letter to Menoeceus',
    },
    // denial-of-death
    {
      id: 'epicurus-think-it-through',
      issue: 'denial-of-death',
      claim:
        'I do not avoid thinking about death; I think it through properly, so that it stops troubling me.',
      support:
        'Make a habit of the thought that death is nothing to us, and it becomes a comfort rather than a threat. Avoiding it leaves the fear untouched in the dark; understanding removes it.',
      gist: 'death should be thought through until it stops troubling us, neither avoided nor dwelt upon',
      concepts: ['death', 'tranquillity', 'everydayness'],
      questions: [
        'Why do people avoid thinking about death?',
        'Is it healthy not to think about death?',
        'Should we talk about death more openly?',
      ],
      premise:
        'It assumes that a fear left unexamined keeps its power, and that only a correct belief, looked at directly, takes that power away.',
      implication:
        'Those who never speak of death are not at peace with it; they are only afraid more quietly.',
      attacks: ['heidegger-one-dies', 'heidegger-tranquillized-crowd'],
      concedes: [],
      followUp: 'Have you ever thought the matter through to the end, or only flinched from it?',
      work: 'the Letter to Menoeceus',
    },
    {
      id: 'epicurus-revels-cannot-quiet-fear',
      issue: 'denial-of-death',
      claim:
        'Feasts, noise and distraction never quiet the fear of death, which is why the revellers are not happy.',
      support:
        'If the pleasures of the profligate freed them from their fears about the heavens and about death, I would have no quarrel with them. They do not; only understanding the nature of things ends those fears.',
      gist: 'distraction never quiets the fear of death, only understanding the nature of things does',
      concepts: ['everydayness', 'pleasure', 'fear', 'atoms'],
      questions: [
        'Is all our entertainment a way of escaping death?',
        'Can you distract yourself from mortality?',
        'Does keeping busy help with the fear of death?',
      ],
      premise:
        'It rests on the observation that those who live for revels are the most restless of all, which shows the fear beneath has not been touched.',
      implication:
        'The pleasure I praise is quiet enough to let a person look at death without flinching, which a party never is.',
      attacks: ['heidegger-curiosity-scrolling', 'heidegger-tranquillized-crowd'],
      concedes: [],
      followUp: 'When the music stops and the guests go home, what is left of the distraction?',
      work: 'Principal Doctrines 10 and 11',
    },
    {
      id: 'epicurus-crowd-misjudges-death',
      issue: 'denial-of-death',
      claim:
        'The crowd does not so much avoid death as misjudge it, fleeing it as the worst of evils one day and longing for it as a rest the next.',
      support:
        'Both moods rest on one error, treating death as something we will live through. The wise man neither rejects life nor fears its ending, because he has stopped picturing death as an experience.',
      gist: 'the crowd misjudges death, fleeing it as the worst evil or craving it as rest',
      concepts: ['the-they', 'death', 'fear', 'prudence'],
      questions: [
        'Why do people pretend death is not coming?',
        'Is our culture in denial about death?',
        'Why do people both fear death and sometimes wish for it?',
      ],
      premise:
        'It assumes that wildly opposed feelings about one thing usually share a hidden false belief, and here it is the belief that death is felt.',
      implication:
        'Cure the one belief and both the terror and the weary longing for death disappear together.',
      attacks: ['heidegger-one-dies'],
      concedes: [],
      followUp:
        'Have you noticed that the same people who dread death sometimes say they wish it would come?',
      work: 'the Letter to Menoeceus',
    },
    // grief
    {
      id: 'epicurus-friendship-consoles',
      issue: 'grief',
      claim:
        'What consoles us for a lost friend is the friendship itself, the greatest good that wisdom provides for a happy life.',
      support:
        'Of everything wisdom gives for blessedness, by far the greatest is friendship, and what it gave cannot be taken back. Heal the loss with grateful memory of the talks, the meals and the help, and knowing that what has been cannot be undone.',
      gist: 'friendship is the greatest good of a happy life, and its remembered goods console the bereaved',
      concepts: ['friendship', 'grief', 'memory'],
      questions: [
        'How should we bear the death of someone we love?',
        'What helps when a friend dies?',
        'Can anything console us for losing someone?',
      ],
      premise:
        'It assumes that a good once enjoyed remains ours in memory, and that grateful recollection is itself a real pleasure.',
      implication:
        'The more deeply we loved, the more we have to remember with gladness, so great friendship is both the wound and its remedy.',
      attacks: ['heidegger-others-death-not-ours'],
      concedes: [],
      followUp: 'What did your friend give you that death has not been able to take back?',
      work: 'Principal Doctrines 27 and Vatican Sayings 55',
    },
    {
      id: 'epicurus-monthly-remembrance',
      issue: 'grief',
      claim:
        'Mourn a friend by remembering him together, as I asked in my will that my friends meet each month in memory of Metrodorus and of me.',
      support:
        'I left the means for a common meal on the twentieth of every month, where my friends would gather to remember us. Shared remembrance keeps friendship alive among the living far better than wailing.',
      gist: 'the dead are best mourned by friends gathering to remember them with gratitude',
      concepts: ['grief', 'memory', 'friendship'],
      questions: [
        'Do funerals and memorials help?',
        'How should we remember the dead?',
        'Is it good to keep anniversaries for people who died?',
      ],
      premise:
        'It assumes that the pain of loss falls on the living, and so the cure must be something the living do together.',
      implication: 'Grief done well becomes a festival of gratitude rather than a season of torment.',
      attacks: ['heidegger-others-death-not-ours'],
      concedes: ['heidegger-mourning-with-the-dead'],
      followUp: 'Who could you gather around a table to remember the one you lost?',
      work: 'my will',
    },
    {
      id: 'epicurus-dead-feel-nothing',
      issue: 'grief',
      claim:
        'Do not torment yourself picturing your friend cold or lonely, for the dead feel nothing; the pain is ours, the pain of missing.',
      support:
        'Much of grief is the false picture of the dead still suffering in the ground. Remove it, and what remains is longing, a real but bearable pain that the company of remaining friends can soothe.',
      gist: 'the dead suffer nothing, so grief is only the pain of missing, which friends ease',
      concepts: ['grief', 'sensation', 'friendship', 'pain'],
      questions: [
        'Is the person who died suffering?',
        'Why does grief hurt if the dead feel nothing?',
        'Is it selfish to grieve?',
      ],
      premise:
        'It rests on the same truth that frees us from our own fear of death: where sensation has ended, no suffering is possible.',
      implication:
        'Grief becomes simpler and lighter once we stop adding imaginary sufferings to the real sorrow of absence.',
      attacks: ['heidegger-mourning-with-the-dead', 'heidegger-dead-not-mere-matter'],
      concedes: [],
      followUp:
        'When you grieve, how much of the pain is missing her, and how much is imagining her suffering?',
      work: 'the Letter to Menoeceus and Principal Doctrines 28',
    },
    // worthwhile-life
    {
      id: 'epicurus-pleasure-absence-of-pain',
      issue: 'worthwhile-life',
      claim:
        'A life is worth living when the body is free of pain and the soul free of trouble; that is the pleasure I mean, not revelry.',
      support:
        'A pleasant life is made not of drinking parties and feasts but of sober reasoning, which finds the grounds of each choice and clears away the opinions that throw the soul into turmoil. Bread and water give the highest pleasure to someone who is hungry.',
      gist: 'a life worth living is one free of bodily pain and mental trouble, not one of revelry',
      concepts: ['pleasure', 'pain', 'tranquillity', 'prudence'],
      questions: [
        'What makes a life worth living?',
        'Is pleasure the point of life?',
        'Are you saying we should just party?',
      ],
      premise:
        'It rests on what each of us feels: pleasure is the first good, native to us, and we need it only when its absence gives us pain.',
      implication:
        'The happiest life may look very plain from outside, and the most glittering may be full of hidden pain.',
      attacks: ['heidegger-owning-not-pleasure'],
      concedes: [],
      followUp: 'What would be missing from your life if you were free of pain and worry tonight?',
      work: 'the Letter to Menoeceus',
    },
    {
      id: 'epicurus-sort-your-desires',
      issue: 'worthwhile-life',
      claim:
        'Sort your desires: natural and necessary ones are easily met, natural but unnecessary ones can be enjoyed, and empty ones should be dropped.',
      support:
        'Hunger for bread is natural and necessary; a taste for delicacies is natural but not necessary; a craving for fame or a bigger house than your neighbour is empty and has no limit. Live on the first, enjoy the second when it comes, and let the third go.',
      gist: 'natural and necessary desires are easily met, while empty desires have no limit',
      concepts: ['desire', 'pleasure', 'prudence'],
      questions: [
        'Which desires are worth following?',
        'Is wanting more what makes us unhappy?',
        'Is a simple life better than a rich one?',
        'Why am I unhappy when I already have everything I wanted?',
        'How much do we really need to be happy?',
      ],
      premise:
        'It assumes that desires can be tested by asking what happens if they are not satisfied, and empty ones leave no pain behind when dropped.',
      implication:
        'Most of what people work themselves to death for is wealth of empty opinion, which no amount of life could satisfy.',
      attacks: ['heidegger-guilt-of-choosing'],
      concedes: [],
      followUp: 'Which of your desires would leave no pain behind if you simply dropped it?',
      work: 'the Letter to Menoeceus and Principal Doctrines 15 and 29',
    },
    {
      id: 'epicurus-pleasant-means-just',
      issue: 'worthwhile-life',
      claim:
        'A pleasant life and a wise, honourable and just life cannot be had apart; each brings the other with it.',
      support:
        'Prudence, worth more than philosophy itself, teaches this, and the cheat and the bully prove it, living in fear of being found out. The calm of a just man is a pleasure no crime can buy.',
      gist: 'a pleasant life is impossible without living wisely, honourably and justly',
      concepts: ['prudence', 'pleasure', 'tranquillity', 'conscience'],
      questions: [
        'Is a life of pleasure a selfish life?',
        'Does a good life need a clear conscience?',
        'Can a bad person have a happy life?',
      ],
      premise:
        'It rests on the observation that injustice brings no evil in itself but the fear of discovery, and that fear poisons every pleasure.',
      implication:
        'The hedonist, properly understood, is the most reliable of neighbours, since his own peace depends on doing no harm.',
      attacks: ['heidegger-call-of-conscience'],
      concedes: [],
      followUp: 'Have you ever enjoyed anything fully while afraid of being found out?',
      work: 'the Letter to Menoeceus and Principal Doctrines 5, 17 and 34',
    },
    // dying-well
    {
      id: 'epicurus-last-day-letter',
      issue: 'dying-well',
      claim:
        'On my last day, in great pain, I wrote that it was a blessed day, because the joy of remembering our conversations outweighed the pain.',
      support:
        'I told Idomeneus that my bladder and bowels tormented me beyond measure, yet against all that stood the gladness of recalling our talks together. A good death is made of the goods one has gathered, not of the final hours of the body.',
      gist: 'a good death sets the joy of remembered friendship against the pains of the end',
      concepts: ['dying', 'memory', 'friendship', 'pain'],
      questions: [
        'How did you face your own death?',
        'What would it mean to die well?',
        'Can someone die happy while in pain?',
      ],
      premise:
        'It assumes that the mind can set remembered pleasures against present pains, and that a life rich in friendship leaves plenty to remember.',
      implication:
        'The preparation for a good death is made years in advance, in every friendship and every conversation.',
      attacks: ['heidegger-room-for-death'],
      concedes: ['heidegger-pretending-recovery'],
      followUp: 'Which memories would you want to hold against the pain, if your last day came?',
      work: 'my last letter, to Idomeneus',
    },
    {
      id: 'epicurus-pain-brief-or-mild',
      issue: 'dying-well',
      claim: 'Pain at the end is no reason for dread, since severe pain is brief and long pain is mild.',
      support:
        'No pain keeps its full force for long: the sharpest passes quickly, and an illness that lingers allows more pleasure than pain. And whatever eases pain, from good medicine to good company, should be used gladly.',
      gist: 'the pain of dying is bearable, since severe pain is brief and lasting pain is mild',
      concepts: ['pain', 'dying', 'medicine'],
      questions: [
        'Should I be afraid of a painful death?',
        'What about dying in terrible pain?',
        'Is the dying part worse than being dead?',
      ],
      premise:
        'It rests on long observation of the sick, who find that the worst pains pass or soften and that even long illness leaves room for pleasures.',
      implication:
        'What we fear about dying is usually worse in the imagination than in the body, and good care can shrink it further.',
      attacks: [],
      concedes: [],
      followUp: 'Is it the pain you fear, or the pain you imagine in advance?',
      work: 'Principal Doctrines 4',
    },
    // death-and-meaning
    {
      id: 'epicurus-living-well-dying-well',
      issue: 'dying-well',
      claim:
        'The art of living well and the art of dying well are one and the same, so death asks of us nothing beyond a good life.',
      support:
        'It is silly to urge the young to live well and the old to die well, as though these were two skills. Whoever has learned to enjoy his days calmly has already learned all there is to know about his last one.',
      gist: 'living well and dying well are one and the same art',
      concepts: ['dying', 'prudence', 'pleasure'],
      questions: [
        'How do I prepare for my own death?',
        'Is dying well something we learn at the end?',
        'What should old people do to face death?',
      ],
      premise:
        'It assumes that the good of a life is in its living, and that death, being nothing to us, adds no new problem to be solved.',
      implication: 'There is no special deathbed wisdom to cram for; the exam was the whole life.',
      attacks: ['heidegger-room-for-death'],
      concedes: [],
      followUp: 'If you lived well today, what would be left to learn for dying?',
      work: 'the Letter to Menoeceus',
    },
    {
      id: 'epicurus-neither-flee-nor-cling',
      issue: 'dying-well',
      claim:
        'The wise man neither flees from life nor dreads leaving it, and so he meets the end without clutching.',
      support:
        'Life does not offend him, so he never seeks to leave it, and since death is nothing to him he does not dread its coming. He enjoys his days without grasping for more of them, and when the end comes he lets go as easily as he lived.',
      gist: 'the wise man neither flees life nor dreads leaving it, meeting the end without clutching',
      concepts: ['dying', 'tranquillity', 'prudence'],
      questions: [
        'Is it ever rational to choose death?',
        'Should a wise person ever want to die?',
        'Should I be ready to die at any moment?',
        'How can someone face the end calmly?',
        'Is it possible to be at peace on your deathbed?',
      ],
      premise:
        'It rests on the two truths that life is good to the one who enjoys it and that death is nothing to the one who has died.',
      implication:
        'Calm at the end is not resignation or despair; it is the last ordinary act of a cheerful life.',
      attacks: [],
      concedes: ['heidegger-never-hasten'],
      followUp: 'What would let you meet your last day with open hands rather than a clenched fist?',
      work: 'the Letter to Menoeceus',
    },
    // gods-religion
    {
      id: 'epicurus-gods-untroubled',
      issue: 'gods-religion',
      claim:
        'The gods exist, blessed and imperishable, but they neither trouble themselves with us nor threaten us, so there is nothing to fear from them after death.',
      support:
        "A blessed being has no troubles and causes none, and is moved neither by anger nor by favour. The impious man is not the one who denies the gods of the crowd, but the one who fastens the crowd's opinions onto the gods.",
      gist: 'the gods are blessed and untroubled, threatening no one, so no divine punishment awaits the dead',
      concepts: ['gods', 'fear', 'afterlife', 'tranquillity'],
      questions: [
        'Do the gods judge us when we die?',
        'Should I be afraid of divine punishment?',
        'Do we need religion to face death?',
      ],
      premise:
        'It rests on the common notion of a god as blessed and immortal, and on the plain point that anger and worry do not belong to a blessed being.',
      implication:
        'True piety is calm admiration of the gods, not fear of them, and it can be had without any fear of death.',
      attacks: ['heidegger-await-the-divine'],
      concedes: [],
      followUp: 'Would a being who was perfectly happy spend eternity angry at you?',
      work: 'the Letter to Menoeceus and Principal Doctrines 1',
    },
    {
      id: 'epicurus-nature-not-faith',
      issue: 'gods-religion',
      claim:
        'We need not faith but knowledge of nature to face death, for only knowing how things are made removes the fear.',
      support:
        'If suspicions about the heavens and about death did not trouble us, we would not need to study nature at all. Atoms and void, once understood, leave no room for a judge waiting below.',
      gist: 'knowledge of nature, not faith, removes the fear of death and of divine judgment',
      concepts: ['atoms', 'gods', 'fear', 'prudence'],
      questions: [
        'Can philosophy do what religion does about death?',
        'Can an atheist face death calmly?',
        'Is religion just a comfort against death?',
      ],
      premise:
        'It assumes that fear is born of ignorance about the causes of things, and that knowledge of causes therefore sets the mind at rest.',
      implication:
        'The calm of a dying believer can be had by anyone who understands nature, with no need to wager on a story.',
      attacks: ['heidegger-no-creed-dies-for-you'],
      concedes: [],
      followUp: 'Is your comfort about death resting on what you know, or on what you hope?',
      work: 'Principal Doctrines 11 and 12 and the Letter to Herodotus',
    },
    // technology-death
    {
      id: 'epicurus-medicine-for-pain',
      issue: 'technology-death',
      claim:
        'Medicine that drives out pain serves the very goal of life, so use it gladly, but do not ask any machine to cure mortality.',
      support:
        'Freedom from pain in the body is half of the blessed life, so a remedy that eases suffering is a real good. But no device can remove the fear of death; only a correct opinion about death can do that.',
      gist: 'medicine is welcome against pain, but only right understanding can remove the fear of death',
      concepts: ['medicine', 'pain', 'technology', 'fear'],
      questions: [
        'Is modern medicine good for how we face death?',
        'Should we use every treatment available?',
        'Has technology made death less frightening?',
      ],
      premise:
        'It rests on the distinction between pains of the body, which remedies can ease, and troubles of the soul, which only reasoning can cure.',
      implication:
        'A hospital can give you a painless death and still leave you terrified, if no one has helped you think.',
      attacks: ['heidegger-dying-as-resource', 'heidegger-saving-power'],
      concedes: [],
      followUp: 'What would still frighten you if every pain could be taken away?',
      work: 'the Letter to Menoeceus and Principal Doctrines 11',
    },
    {
      id: 'epicurus-machines-judged-by-feeling',
      issue: 'technology-death',
      claim:
        'Judge the machines at a deathbed by what the patient can feel: if they ease pain or allow friendship, they serve life; mere duration unfelt is nothing to him.',
      support:
        'Only sensation can be good or bad for a person. Weeks added in which pain is relieved and friends can speak are a gift; weeks added in which nothing is felt add nothing to the one who lies there.',
      gist: 'deathbed machines should be judged by what the patient feels, since unfelt duration is nothing to them',
      concepts: ['medicine', 'technology', 'sensation', 'time'],
      questions: [
        'Should we keep people alive on machines?',
        'Is more time on life support always better?',
        'How should we decide about intensive care at the end?',
      ],
      premise:
        'It rests on the principle that a life is measured by its pleasures and pains, not by the number of days on which a heart beats.',
      implication:
        'Some of our fiercest efforts to prolong life may serve the fears of the living more than the good of the dying.',
      attacks: ['heidegger-dying-as-resource'],
      concedes: [],
      followUp: 'When you picture those extra weeks, whose comfort are they really for?',
      work: 'the Letter to Menoeceus and Principal Doctrines 19 and 20',
    },
    {
      id: 'epicurus-simulated-voice',
      issue: 'technology-death',
      claim:
        "A machine that imitates a dead friend's voice can keep an empty hope alive, while grateful memory keeps what was real.",
      support:
        'Your friend is scattered and feels nothing, so the device is a mask, not a meeting. Remember what was truly shared, which cannot be undone, rather than feeding a longing that no imitation can satisfy.',
      gist: 'a simulated voice of the dead feeds empty hope, while grateful memory keeps what was real',
      concepts: ['technology', 'memory', 'grief', 'desire'],
      questions: [
        'Is it healthy to talk to an AI version of someone who died?',
        'Can technology keep the dead with us?',
        'Is our online footprint a kind of afterlife?',
      ],
      premise:
        'It assumes that desires resting on false opinions, like the opinion that the dead are somehow still reachable, bring pain rather than pleasure.',
      implication:
        'The more perfectly a machine mimics the dead, the harder it may become to enjoy the real memory of them.',
      attacks: ['heidegger-echo-without-anyone'],
      concedes: [],
      followUp: 'What do you hope the imitation will give you that your memories cannot?',
      work: 'the Letter to Herodotus, sections 63 to 66, and Vatican Sayings 55',
    },
  ],
  terms: [
    {
      concept: 'pleasure',
      meaning:
        'By pleasure I mean chiefly the absence of pain in the body and of trouble in the soul, not the pleasures of drunkards.',
      example:
        'A hungry man eating bread in the shade with a friend has reached the peak of pleasure; a banquet adds only variety.',
    },
    {
      concept: 'tranquillity',
      meaning:
        'By tranquillity I mean a soul undisturbed by false fears and empty desires, calm as the sea on a windless day.',
      example:
        'Someone who hears thunder and knows it is clouds colliding, not an angry god, keeps his tranquillity.',
    },
    {
      concept: 'sensation',
      meaning:
        'Sensation is the touch of the world on a living body and soul, and it is where all good and evil are found.',
      example: 'The warmth of the sun on your back is a sensation, and so is the sting of a bee.',
    },
    {
      concept: 'atoms',
      meaning:
        'By atoms I mean the smallest bodies, uncuttable and unchanging, which move through the void and make up everything that exists.',
      example:
        'A pot, a river and your own soul are all atoms in different arrangements, and each will come apart in time.',
    },
    {
      concept: 'soul',
      meaning:
        'The soul is a body of very fine atoms spread through the whole frame, and it senses only while the body holds it.',
      example:
        'Your eye sees and your hand feels only because soul atoms are woven through them and held in place by the body.',
    },
    {
      concept: 'desire',
      meaning:
        'Desires are natural and necessary, natural but unnecessary, or empty, and only the last have no limit.',
      example:
        'Thirst is natural and necessary, a taste for wine is natural but unnecessary, and a longing for a golden cup is empty.',
    },
    {
      concept: 'friendship',
      meaning:
        'Friendship is the greatest good that wisdom provides for a happy life, valued for itself though it begins in need.',
      example:
        'A friend who sits with you through a fever gives more security than any wall or any amount of money.',
    },
    {
      concept: 'prudence',
      meaning:
        'Prudence is the sober reasoning that weighs pleasures against pains and chooses, which makes it more precious than philosophy itself.',
      example: 'Turning down a second jug of wine tonight for a clear head tomorrow is prudence at work.',
    },
    {
      concept: 'death',
      meaning:
        'Death is the dissolving of body and soul, after which there is no sensation and so nothing good or bad for anyone.',
      example: 'A flame that has gone out is not a flame in darkness; it is simply no flame at all.',
    },
    {
      concept: 'gods',
      meaning:
        'By the gods I mean blessed and imperishable beings, untroubled themselves and troubling no one else.',
      example:
        'A god angry at your sins would not be blessed but as anxious as a tax collector with a debtor.',
    },
    {
      concept: 'time',
      meaning:
        'By the length of a life I mean only its span, which adds nothing to the height of its pleasure.',
      example: 'A meal is not better because it lasts five hours; it is better because the food is good.',
    },
    {
      concept: 'memory',
      meaning:
        'By grateful memory I mean the recollection of past goods, which is itself a pleasure and can outweigh present pains.',
      example: 'Recalling a long night of talk with a dear friend can warm you even in a sickbed.',
    },
  ],
};
