import type { SeatInput } from '../../schema';

/** The Tolerance Trap: Mill as the Liberal, against Marcuse the Critical Theorist. */
export const mill: SeatInput = {
  role: 'debater',
  stances: [
    {
      issue: 'silencing-falsehood',
      position:
        'No opinion should be silenced for being false, because silencing assumes an infallibility nobody has, and even errors carry part of the truth.',
    },
    {
      issue: 'hearing-opponents',
      position:
        'We must hear the other side from those who really believe it, or our own truths decay into dead dogma.',
    },
    {
      issue: 'marketplace-of-ideas',
      position:
        'Truth does not always win a free contest, but without freedom it cannot win at all, and the answer to unequal voices is more voices.',
    },
    {
      issue: 'repressive-tolerance',
      position:
        "Power does tilt discussion, but an even-handed liberty is the weak man's shield, and the strong should be checked by opinion, not by law.",
    },
    {
      issue: 'tolerating-intolerant',
      position:
        'Intolerant acts may be stopped, but intolerant opinions must stay free, for whoever silences the dangerous claims a wisdom no ruler has had.',
    },
    {
      issue: 'harm-line',
      position:
        'Speech may be restrained only to prevent harm to others, as when an opinion becomes an incitement before an angry mob.',
    },
    {
      issue: 'hate-speech',
      position:
        'Offence is not harm, so hateful opinions must be answered rather than banned, though threats against particular people may be stopped.',
    },
    {
      issue: 'cancel-culture',
      position:
        "The tyranny of public opinion can be worse than the law's, and people may shun what they dislike but must not organise to punish opinions.",
    },
    {
      issue: 'deplatforming',
      position:
        'Students and citizens need to hear opposing views from those who hold them, so barring speakers, by state or by company, robs the listeners.',
    },
    {
      issue: 'who-decides',
      position:
        'No one should decide, because the power to silence opinion is illegitimate whoever holds it.',
    },
    {
      issue: 'conformity',
      position:
        'Custom and opinion can make us think alike without any censor, and the cure is individuality and experiments in living.',
    },
    {
      issue: 'social-progress',
      position:
        'Progress comes from dissent kept free and argued until it persuades, and force is justified only where revolution itself is.',
    },
  ],
  arguments: [
    // silencing-falsehood
    {
      id: 'mill-assumes-infallibility',
      issue: 'silencing-falsehood',
      claim:
        'To silence an opinion because you are sure it is false is to mistake your own feeling of certainty for a certainty no human being has.',
      support:
        'Age after age has held opinions that the next age thought not merely mistaken but absurd, and each was as sure as we are. The judges of Socrates were certain too.',
      gist: 'silencing an opinion as false assumes an infallibility that no one possesses',
      concepts: ['infallibility', 'censorship', 'error', 'truth'],
      questions: [
        'Why not silence opinions we know are false?',
        'If we are sure something is false, why let people say it?',
        'Can we ever be certain enough to ban an opinion?',
      ],
      premise:
        'It rests on the plain record of history: every generation has been confidently wrong about something, and I see no sign that ours is the first exception.',
      implication:
        'Even the opinion you find most obviously false keeps its right to be heard, because your being sure is not a proof.',
      attacks: ['marcuse-tolerance-serves-truth'],
      concedes: [],
      followUp: 'Which of your present certainties would you have staked your life on ten years ago?',
      work: 'On Liberty, chapter 2',
    },
    {
      id: 'mill-part-of-truth',
      issue: 'silencing-falsehood',
      claim:
        'Even a mostly false opinion usually carries some part of the truth that the prevailing view has left out, and silencing it loses that part.',
      support:
        "Popular opinions are seldom the whole truth, and heresies often hold the neglected half. Rousseau's paradoxes were largely wrong, yet they reminded an age proud of its refinement of the worth of simple living.",
      gist: 'even false opinions usually carry a part of the truth the majority has missed',
      concepts: ['truth', 'error', 'minority'],
      questions: [
        'Can a wrong opinion still contain some truth?',
        'What do we lose by silencing an opinion that is mostly wrong?',
        'Is there anything to learn from people who are wrong?',
      ],
      premise:
        'It assumes that on questions of morals, politics and how to live, the truth is usually divided among the parties rather than owned by one.',
      implication:
        'A movement judged regressive as a whole may still be the only one saying something true, and a tidy sorting into good and bad will lose it.',
      attacks: ['marcuse-criteria-of-liberation'],
      concedes: [],
      followUp: 'Can you name an opponent of yours who is right about at least one thing your side ignores?',
      work: 'On Liberty, chapter 2',
    },
    {
      id: 'mill-contradiction-earns-confidence',
      issue: 'silencing-falsehood',
      claim:
        'We are entitled to act on our opinions only because they stand open to contradiction, so forbidding contradiction destroys the very warrant for our confidence.',
      support:
        "There is all the difference between holding a view because it has survived every challenge and holding it by forbidding challenges. Even Newton's physics would not deserve our full trust had it never been open to question.",
      gist: 'confidence in an opinion is earned only by leaving it open to contradiction',
      concepts: ['truth', 'free-speech', 'infallibility'],
      questions: [
        "But don't we have to act on what we believe is true?",
        'How can we be confident in anything if everything is open to question?',
        "Doesn't society need to act on settled knowledge?",
      ],
      premise:
        'It rests on the idea that a belief earns its warrant from the trials it has passed, as a bridge is trusted because it has borne the traffic.',
      implication:
        'The more certain a society is, the more it should welcome challenges, since that is how it keeps the right to be certain.',
      attacks: ['marcuse-tolerance-serves-truth', 'marcuse-criteria-of-liberation'],
      concedes: [],
      followUp: 'What would make you trust a conclusion that no one was ever allowed to dispute?',
      work: 'On Liberty, chapter 2',
    },
    {
      id: 'mill-usefulness-disputable',
      issue: 'silencing-falsehood',
      claim:
        'Silencing an opinion as harmful rather than false gains nothing, because whether an opinion is harmful is itself a matter of opinion, open to the same dispute.',
      support:
        'The plea of usefulness is the favourite refuge of established opinion: a doctrine that cannot be defended as true is defended as too important to question. The censor merely moves his infallibility from truth to consequences.',
      gist: 'judging an opinion too harmful to hear is as disputable as judging it false',
      concepts: ['censorship', 'infallibility', 'establishment'],
      questions: [
        'If a lie is spreading and hurting people, why not just stop it?',
        'What if an opinion is dangerous even if it might be true?',
        'Can we silence ideas because of their bad effects?',
        "Isn't it enough that a lie causes harm?",
      ],
      premise:
        'It assumes that judgements of social usefulness are no more certain than judgements of truth, and the history of persecution is full of useful errors defended.',
      implication:
        "The charge that the established order tells comfortable lies is itself a reason to keep every opinion open, the critic's included.",
      attacks: ['marcuse-official-lies'],
      concedes: [],
      followUp: 'Who decided that the opinion you want silenced is harmful, and how sure are they?',
      work: 'On Liberty, chapter 2',
    },
    // hearing-opponents
    {
      id: 'mill-dead-dogma',
      issue: 'hearing-opponents',
      claim:
        'A truth that is never contested soon becomes a dead dogma, repeated by habit and no longer understood.',
      support:
        'Many who profess the Sermon on the Mount on Sunday would be astonished to be asked to live by it on Monday; the words have become a formula. The early Christians, who had to defend them, felt their meaning.',
      gist: 'an uncontested truth decays into a dead dogma repeated without understanding',
      concepts: ['dead-dogma', 'truth', 'other-side'],
      questions: [
        'What happens to a belief that nobody ever challenges?',
        'Why do I need opponents if I am already right?',
        'Can a true belief become empty?',
      ],
      premise:
        'It assumes that to understand a belief is to know what it denies and why, which only the pressure of an opponent keeps alive.',
      implication:
        'A society that wins every argument by silencing the other side will soon hold its own truths as prejudices.',
      attacks: ['marcuse-exposure-is-not-education'],
      concedes: [],
      followUp: 'Could you state, right now, the strongest objection to the belief you hold most dear?',
      work: 'On Liberty, chapter 2',
    },
    {
      id: 'mill-know-their-side',
      issue: 'hearing-opponents',
      claim:
        'Someone who has heard only his own side of a question barely understands even that, so he must hear the other side from people who really hold it.',
      support:
        "Cicero studied his adversary's case as hard as his own. Hearing the opposing arguments summarised by your own teachers, refutations attached, is not hearing them at all.",
      gist: 'one who has heard only his own side of a question barely understands even that',
      concepts: ['other-side', 'education', 'truth'],
      questions: [
        'Why should I listen to people I think are wrong?',
        "Isn't it enough to read a summary of the other side?",
        'Do I really need to hear my opponents?',
      ],
      premise:
        'It rests on the observation that opponents put their case with a force and a detail that no unsympathetic reporter can reproduce.',
      implication:
        'A student shielded from believers in the opposing view leaves school defending a position he has never seen attacked.',
      attacks: ['marcuse-debate-within-limits'],
      concedes: [],
      followUp:
        "When did you last hear your opponents' case from one of them rather than from your own side?",
      work: 'On Liberty, chapter 2',
    },
    {
      id: 'mill-devils-advocate',
      issue: 'hearing-opponents',
      claim:
        'So necessary is opposition that where no dissenter exists, we ought to invent one and arm him with the best arguments we can find.',
      support:
        "Even the Catholic Church, before it declares a saint, hears a devil's advocate and listens patiently. If the most settled institution in Europe wants its certainty tested, why should we want less?",
      gist: 'opposition is so necessary that, lacking real dissenters, we should invent them',
      concepts: ['other-side', 'dead-dogma', 'education'],
      questions: [
        'What if nobody disagrees with us?',
        'Why argue the other side when I know the answer?',
        "Is playing devil's advocate useful?",
      ],
      premise:
        'It assumes that an argument left unrefuted because unheard is untested, and that a tested belief is worth more than an untested one.',
      implication:
        'Teachers ought to present the strongest case against their own views, not merely the weakest one.',
      attacks: ['marcuse-negative-thinking'],
      concedes: [],
      followUp: "Who in your life plays the devil's advocate for you, and do you thank them?",
      work: 'On Liberty, chapter 2',
    },
    // marketplace-of-ideas
    {
      id: 'mill-truth-not-invincible',
      issue: 'marketplace-of-ideas',
      claim:
        'I never claimed that truth always wins a free contest; persecution has put it down many times, and the comfortable belief otherwise is a pleasant falsehood.',
      support:
        "The Reformation broke out at least twenty times before Luther and was crushed each time. Truth's only real advantage is that, when it is put down, it is found again, if it is left free to be found.",
      gist: 'truth does not always win, but only freedom lets it be rediscovered after defeat',
      concepts: ['marketplace', 'truth', 'censorship'],
      questions: [
        'Does truth always win in the end?',
        'If truth always wins, why have so many lies succeeded?',
        'Is the marketplace of ideas really fair?',
      ],
      premise:
        'It assumes that an idea suppressed may rise again in a later age, when circumstances favour it, which is how every great reform has come.',
      implication:
        'The case for free speech does not depend on debates being fair, only on suppression being worse.',
      attacks: ['marcuse-rigged-contest'],
      concedes: [],
      followUp: 'If the contest is unfair, would you rather repair the contest or abolish it?',
      work: 'On Liberty, chapter 2',
    },
    {
      id: 'mill-congress-of-opinions',
      issue: 'marketplace-of-ideas',
      claim:
        'The answer to unequal voices is to give every opinion a place where it can be heard, not to take the place away from those who already have one.',
      support:
        "I wanted Parliament to be a congress of opinions, where every section of the nation could speak in full light, and I championed Mr Hare's scheme so that minorities would win seats in proportion to their numbers.",
      gist: 'unequal voice is cured by giving minorities a hearing, not by silencing majorities',
      concepts: ['minority', 'democracy', 'power', 'equality'],
      questions: [
        'How can debate be fair when some voices are louder?',
        'What should we do when one side owns the media?',
        'How do minorities get heard?',
      ],
      premise:
        'It assumes that a minority is weak because it is not heard, which adding voices remedies, while subtracting voices only changes who goes unheard.',
      implication:
        "A reformer who wants fairer debate should fight for the outsider's seat at the table, never for a list of the excluded.",
      attacks: ['marcuse-rigged-contest'],
      concedes: [],
      followUp: 'What would it take to bring the unheard voice you care about into the room?',
      work: 'Considerations on Representative Government, chapters 5 and 7',
    },
    {
      id: 'mill-discussion-educates',
      issue: 'marketplace-of-ideas',
      claim:
        'Truth wins only among people who have learned to judge, and they learn it by judging, not by being kept from hearing things.',
      support:
        'The Athenian citizen, sitting on juries and in the assembly, was raised by public business far above the mental level of an ordinary modern man. A public protected from every bad argument never learns to answer one.',
      gist: 'people become capable of judging by practising judgement, not by being shielded',
      concepts: ['education', 'democracy', 'manipulation'],
      questions: [
        'Are ordinary people smart enough to sort truth from lies?',
        "Shouldn't we protect the public from manipulation?",
        'Can the masses be trusted with free speech?',
      ],
      premise:
        'It rests on the view that our faculties grow by use, like a muscle, and wither when others make every choice for us.',
      implication:
        'Every guardian who decides what the public may hear keeps the public permanently in need of guardians.',
      attacks: ['marcuse-mill-own-condition', 'marcuse-manipulated-public', 'marcuse-no-elite'],
      concedes: [],
      followUp:
        'How would anyone learn to see through propaganda if no propaganda were allowed to reach him?',
      work: 'Considerations on Representative Government, chapter 3',
    },
    // repressive-tolerance
    {
      id: 'mill-restrain-the-dominant',
      issue: 'repressive-tolerance',
      claim:
        "I grant that power tilts discussion, and if anyone's vehemence deserves restraint, it is the dominant side's, not the minority's.",
      support:
        "Abuse heaped on a minority opinion by the side of the majority really does deter people from professing it, while the minority's invective harms no one's position. But the restraint I ask for comes from fair-minded opinion, never from the law.",
      gist: "the dominant side's abuse should be checked more than the minority's, but by opinion, not law",
      concepts: ['power', 'minority', 'tolerance', 'public-opinion'],
      questions: [
        "Doesn't power make free debate unfair?",
        'Should the powerful and the powerless be treated the same in debate?',
        'Is neutrality fair when one side is stronger?',
      ],
      premise:
        'It rests on the observation that the same insult weighs differently according to who has the majority behind him.',
      implication:
        'My opponent and I agree that the strong must be held to a higher standard; we differ on whether anyone may enforce it by silencing.',
      attacks: ['marcuse-abstract-tolerance'],
      concedes: [],
      followUp:
        'Would you trust fair-minded opinion to do this work, or do you want a law, and in whose hands?',
      work: 'On Liberty, chapter 2',
    },
    {
      id: 'mill-neutral-rule-shields-weak',
      issue: 'repressive-tolerance',
      claim:
        "An even-handed rule of free speech is the weak man's shield, because the power to silence always ends up in the hands of the strong.",
      support:
        'In my own day a poor labourer in Cornwall was jailed for twenty-one months for writing words against Christianity on a gate, and unbelievers were refused as witnesses in court. The law against opinion falls on the humble.',
      gist: 'an impartial rule of free speech protects the weak, since censorship serves the strong',
      concepts: ['neutrality', 'censorship', 'power', 'minority'],
      questions: [
        'Does free speech protect the powerful or the weak?',
        'Who gets hurt when speech is restricted?',
        "Isn't free speech a tool of the powerful?",
      ],
      premise:
        'It assumes that whoever holds the power to punish opinions will judge by the prevailing creed, and the prevailing creed is the creed of the powerful.',
      implication:
        'Any new power to withdraw tolerance from the dangerous will soon be used against the radicals who asked for it.',
      attacks: ['marcuse-abstract-tolerance', 'marcuse-liberating-tolerance'],
      concedes: [],
      followUp:
        'Can you name a power to censor that was never turned against the people who first demanded it?',
      work: 'On Liberty, chapter 2',
    },
    {
      id: 'mill-minorities-become-majorities',
      issue: 'repressive-tolerance',
      claim:
        'Dissent that has not yet won has not thereby been absorbed; every reform of my century began as a tolerated minority that seemed to change nothing.',
      support:
        'Slavery in our colonies and the exclusion of Catholics from Parliament ended not because interests shifted but because convictions, argued for years by a few, won over the many. A single person who believes outweighs ninety-nine who merely have interests.',
      gist: 'tolerated dissent is how minorities become majorities, as the reforms of his century show',
      concepts: ['progress', 'minority', 'protest'],
      questions: [
        'Does protest actually change anything if it is allowed?',
        'Is tolerated dissent just a safety valve?',
        'How does a minority opinion ever win?',
      ],
      premise:
        'It rests on the history of my own century, in which reforms thought hopeless were won by argument kept up for a generation.',
      implication:
        'Patience is part of the price of freedom: the dissenter must be willing to lose for years before he wins.',
      attacks: ['marcuse-dissent-absorbed'],
      concedes: [],
      followUp: 'How long has the cause you care about been arguing, and is it really losing?',
      work: 'Considerations on Representative Government, chapter 1',
    },
    {
      id: 'mill-liberty-not-equal-esteem',
      issue: 'repressive-tolerance',
      claim:
        'Tolerating an opinion does not mean crediting it; the freedom to speak gives no one a claim to equal esteem or equal time from those who judge.',
      support:
        'We may think a man foolish, say so, and decline his company; that is our own liberty. The editor who refuses to treat nonsense as science coerces no one, and the law has no part in it.',
      gist: 'tolerance forbids punishing an opinion but does not require treating it as equally credible',
      concepts: ['tolerance', 'neutrality', 'media'],
      questions: [
        'Is both sides journalism fair?',
        'Should journalists treat every view as equally credible?',
        'Does free speech mean every view gets equal airtime?',
        'Should the news give cranks the same time as experts?',
        'Is false balance a requirement of tolerance?',
        'Do I have to debate people who hate me?',
      ],
      premise:
        'It rests on the distinction between coercion, which my principle forbids, and honest judgement, which it leaves everyone free to exercise.',
      implication:
        'The complaint about false balance is a complaint against bad judges, not against liberty, and better judgement is its cure.',
      attacks: ['marcuse-false-balance'],
      concedes: [],
      followUp: 'Is your quarrel with the freedom to speak, or with the editors who judge badly?',
      work: 'On Liberty, chapter 4',
    },
    // tolerating-intolerant
    {
      id: 'mill-punish-acts-not-opinions',
      issue: 'tolerating-intolerant',
      claim:
        'A free society may restrain the intolerant the moment they act against others, but their opinions, however hateful, remain their own.',
      support:
        'My principle lets society stop one person from injuring another, by law if need be. It does not let society punish a doctrine because it dreams of injury, for then every doctrine someone fears would be punishable.',
      gist: 'intolerant acts may be restrained, while intolerant opinions must remain free',
      concepts: ['intolerance', 'harm-principle', 'free-speech'],
      questions: [
        'Should we tolerate the intolerant?',
        'Would you let fascists speak?',
        'What should a free society do about extremists?',
      ],
      premise:
        'It rests on the harm principle: the only warrant for coercion is to prevent harm to others, and an opinion held and argued has harmed no one yet.',
      implication:
        'The fascist may march and speak, but the first blow he strikes, or the first particular person he threatens, brings the law down on him.',
      attacks: ['marcuse-withdraw-from-aggression'],
      concedes: [],
      followUp: 'Where exactly, in your view, does the doctrine end and the injury begin?',
      work: 'On Liberty, chapters 1 and 4',
    },
    {
      id: 'mill-marcus-aurelius',
      issue: 'tolerating-intolerant',
      claim:
        'Those who would silence a movement early, to prevent a catastrophe, should remember that the wisest ruler of the ancient world did exactly that, to the Christians.',
      support:
        'Marcus Aurelius, a just and gentle emperor, saw the new sect as a danger to the order of society and persecuted it in good conscience. Whoever would suppress the dangerous must believe himself a better judge than he was.',
      gist: 'even the wisest rulers have suppressed movements they wrongly judged dangerous to society',
      concepts: ['infallibility', 'censorship', 'emergency'],
      questions: [
        'Could banning dangerous movements early prevent disasters?',
        'What if we had silenced Hitler in time?',
        "Isn't it better to stop extremists before they grow?",
      ],
      premise:
        'It assumes that the judgement that a movement will end in catastrophe is a prophecy, and prophets in power are no better than the rest of us.',
      implication:
        'Hindsight makes suppression look wise in the cases where we now know the danger, and hides all the cases where it crushed the truth.',
      attacks: ['marcuse-stop-them-early'],
      concedes: [],
      followUp: 'How would the censors of their day have judged the movements you now admire?',
      work: 'On Liberty, chapter 2',
    },
    {
      id: 'mill-no-civilizade',
      issue: 'tolerating-intolerant',
      claim:
        'I extend my tolerance even to communities whose ways I think a step backward, so long as they coerce no one and leave their members free to go.',
      support:
        'I thought Mormon polygamy a retrograde institution, yet I opposed any crusade of civilisation against the Mormons, who had withdrawn to a remote desert. Disapproval may be preached, not imposed.',
      gist: 'even illiberal communities must be tolerated while they coerce no one and members may leave',
      concepts: ['tolerance', 'intolerance', 'minority'],
      questions: [
        'Do we have to tolerate groups whose values we hate?',
        'Should illiberal communities be left alone?',
        'How far does your tolerance go?',
      ],
      premise:
        "It assumes that no society has the right to force another way of life to be civilised, which is the persecutor's oldest excuse.",
      implication:
        'A liberal must protect people whose views he finds backward, and whose own principles would not protect him.',
      attacks: ['marcuse-withdraw-from-aggression', 'marcuse-liberating-tolerance'],
      concedes: [],
      followUp: 'Would you tolerate a group whose ideas you despise, if it harmed no one outside it?',
      work: 'On Liberty, chapter 4',
    },
    {
      id: 'mill-constructive-injury',
      issue: 'tolerating-intolerant',
      claim:
        'A danger must be shown, not presumed; if every age may declare itself an emergency, the exception will swallow the liberty.',
      support:
        'Society may act when there is definite damage, or a definite risk of damage, to others. Merely contingent harm, touching no assignable person, is an inconvenience society can bear for the greater good of freedom.',
      gist: 'only definite harm to others, not a presumed emergency, justifies restriction',
      concepts: ['harm-principle', 'emergency', 'free-speech'],
      questions: [
        'What if we are in an emergency?',
        'Should we wait until there is a clear and present danger?',
        'Can a crisis justify suspending free speech?',
      ],
      premise:
        'It rests on the observation that every government which has suspended liberty called its own moment exceptional.',
      implication:
        'A critic who declares the whole of modern society an emergency has handed every future censor his excuse.',
      attacks: ['marcuse-permanent-emergency'],
      concedes: [],
      followUp: 'By what sign would you know the emergency was over, and who would announce it?',
      work: 'On Liberty, chapter 4',
    },
    // harm-line
    {
      id: 'mill-harm-principle',
      issue: 'harm-line',
      claim:
        'Society may use its power over anyone against his will for one purpose only, to stop him from harming others.',
      support:
        "His own good, or the discomfort of those who dislike him, is not enough. The line is meant to be simple, a fence around each person's own affairs that society may cross only when he strikes at another.",
      gist: 'power may be used against anyone only to prevent harm to others',
      concepts: ['harm-principle', 'free-speech', 'state'],
      questions: [
        'Where should the line on free speech be drawn?',
        'What is the harm principle?',
        'When can society stop someone from speaking?',
      ],
      premise:
        "It assumes that each person is the best guardian of his own interests, and that society's coercion is justified only as defence.",
      implication:
        'A vast amount of speech that people find disgraceful, painful or stupid stays free, because none of those is harm in my sense.',
      attacks: ['marcuse-violence-of-the-order'],
      concedes: [],
      followUp: 'Which of the things you want stopped harms someone else, and which merely displeases you?',
      work: 'On Liberty, chapter 1',
    },
    {
      id: 'mill-corn-dealer',
      issue: 'harm-line',
      claim:
        'The same words may be free in a newspaper and punishable before a mob, because what matters is whether they instigate an act of harm.',
      support:
        "Say in print that corn dealers starve the poor, and you must be left alone. Shout it to an angry crowd gathered outside a corn dealer's house, and you may justly be stopped.",
      gist: 'the same opinion is free in print but punishable when it incites a mob',
      concepts: ['incitement', 'harm-principle', 'violence'],
      questions: [
        'What is the difference between an opinion and incitement?',
        'When does speech become dangerous?',
        'Can words incite violence?',
      ],
      premise:
        'It rests on the fact that circumstances turn an opinion into a spark: the crowd, the house and the moment make the words an act.',
      implication:
        'Speech on your screens must be judged by its circumstances too: a message aimed at a gathered and angry crowd is a placard at the door.',
      attacks: ['marcuse-word-and-deed'],
      concedes: [],
      followUp:
        "Is the audience your words reach tonight reading at home, or standing outside someone's door?",
      work: 'On Liberty, chapter 3',
    },
    {
      id: 'mill-instigation-concession',
      issue: 'harm-line',
      claim:
        'I grant that words can be deeds: instigating a particular act of violence may be punished, if the act follows and the link can be shown.',
      support:
        'I held that even the morality of killing a tyrant must be open to discussion, yet urging a definite assassination, followed by an attempt, is a crime. The line runs between a doctrine and an order.',
      gist: 'instigating a definite crime may be punished, though discussing any doctrine must stay free',
      concepts: ['incitement', 'violence', 'free-speech'],
      questions: [
        'Can words themselves be a crime?',
        'Should someone be punished for urging violence?',
        'Is calling for violence free speech?',
      ],
      premise:
        'It assumes that responsibility follows probable causation: the instigator shares the guilt of the act he set in motion.',
      implication:
        'The law may reach the one who aims words at an act, but not the one who defends an idea that others might someday misuse.',
      attacks: ['marcuse-word-and-deed'],
      concedes: [],
      followUp: 'In the cases that trouble you, did the words defend an idea or direct an act?',
      work: 'On Liberty, chapter 2',
    },
    // hate-speech
    {
      id: 'mill-offence-no-parity',
      issue: 'hate-speech',
      claim:
        'Being offended is not being harmed: my attachment to my own opinion and your displeasure that I hold it are not claims of equal weight.',
      support:
        'The zealot pained that his neighbour eats pork or worships differently has no more claim than a thief has to the purse its owner wishes to keep.',
      gist: "offence at another's opinion is not harm and gives no right to silence it",
      concepts: ['offence', 'harm-principle', 'hate-speech'],
      questions: [
        'Is there a right not to be offended?',
        'Should offensive speech be banned?',
        "Isn't hate speech harmful?",
      ],
      premise:
        'It assumes that if offence were enough, every opinion would be punishable, since every opinion offends somebody.',
      implication:
        "So far as mere words go, the believer must bear the blasphemer and the minority the bigot's contempt, and both may answer back.",
      attacks: [],
      concedes: [],
      followUp:
        'If offence were grounds for silence, which of your own opinions would survive your neighbours?',
      work: 'On Liberty, chapter 4',
    },
    {
      id: 'mill-stigmatising-opponents',
      issue: 'hate-speech',
      claim:
        "The worst offence in any controversy is to brand one's opponents as wicked instead of answering them, and it is no better when rebels do it.",
      support:
        "I asked opinion to honour anyone, of any party, who states his opponents' views fairly, and to condemn whoever stigmatises them as bad and immoral. Calling a man a pig ends the discussion and begins the war.",
      gist: 'branding opponents as wicked is the worst offence in controversy, whichever side does it',
      concepts: ['hate-speech', 'public-opinion', 'offence'],
      questions: [
        'Is it okay to insult the powerful?',
        'Should we be civil to people we think are evil?',
        'Does name-calling ever help a cause?',
      ],
      premise:
        'It assumes that discussion exists to find truth, and that an insult tells us about the speaker, never about the question.',
      implication:
        "Public opinion, not the law, should punish invective, and it should be as hard on the radical's insults as on the reactionary's.",
      attacks: ['marcuse-subversive-obscenity'],
      concedes: [],
      followUp: 'Has an insult ever changed your mind, or only hardened it?',
      work: 'On Liberty, chapter 2',
    },
    {
      id: 'mill-assignable-harm',
      issue: 'hate-speech',
      claim:
        'Speech aimed at a particular person, to threaten him or hound him from his work or home, is harm in my sense and may be restrained.',
      support:
        'My principle protects opinions about the world, not campaigns against an assignable individual. Threatening a man violates a definite obligation to him, and there society may step in.',
      gist: 'speech that threatens or hounds a particular person is harm and may be restrained',
      concepts: ['harm-principle', 'hate-speech', 'violence'],
      questions: [
        'What about harassment and threats?',
        'Are there kinds of hateful speech that should be stopped?',
        'Is targeting someone online a kind of harm?',
      ],
      premise:
        "It rests on the distinction between hurt to feelings, which everyone must bear, and damage to a definite person's safety or livelihood.",
      implication:
        'A slur hurled at a stranger to frighten him is nearer assault than argument, while the same prejudice argued in a pamphlet must be answered, not banned.',
      attacks: ['marcuse-discrimination-speech', 'marcuse-offence-not-criterion'],
      concedes: [],
      followUp:
        'In the case you have in mind, is a particular person being targeted, or a view being argued?',
      work: 'On Liberty, chapter 4',
    },
    // cancel-culture
    {
      id: 'mill-social-tyranny',
      issue: 'cancel-culture',
      claim:
        'What you call cancel culture I called social tyranny, and it can be more formidable than the law, because it leaves fewer means of escape.',
      support:
        'It reaches deeper into the details of daily life than any statute and bends the mind itself, and it needs no magistrate, only the prevailing feeling around us. Protection against the government is not enough.',
      gist: 'public opinion can tyrannise more thoroughly than the law, leaving fewer means of escape',
      concepts: ['majority-tyranny', 'public-opinion', 'cancellation'],
      questions: [
        'Is cancel culture a real threat to freedom?',
        'Can public opinion be worse than government censorship?',
        'Is an online mob a kind of tyranny?',
        'Can the majority be a tyrant in a democracy?',
      ],
      premise:
        'It assumes that freedom is lost whenever a person dare not speak, whoever it is that makes him afraid.',
      implication:
        'A society may have perfect legal freedom of speech and still be unfree, if the crowd punishes what the law permits.',
      attacks: ['marcuse-who-gets-cancelled', 'marcuse-administered-outrage'],
      concedes: [],
      followUp:
        'Is there something you believe true that you would not say at work, and who taught you not to?',
      work: 'On Liberty, chapter 1',
    },
    {
      id: 'mill-bread-and-silence',
      issue: 'cancel-culture',
      claim:
        'Social intolerance falls hardest not on the famous but on ordinary people, because exclusion from the means of earning bread is as good as prison.',
      support:
        'Those with independent means can afford to be unpopular; the clerk and the schoolteacher cannot. So they disguise their opinions, and the price is the moral courage of the whole society.',
      gist: "social penalties silence ordinary workers most, since losing one's living is like prison",
      concepts: ['cancellation', 'power', 'self-censorship'],
      questions: [
        'Who really suffers from cancel culture?',
        'Is self-censorship a real problem?',
        'Should people be fired for their opinions?',
      ],
      premise:
        'It rests on a plain economic fact: a man whose bread depends on the good will of others cannot afford to offend them.',
      implication:
        "Employers who dismiss people for their opinions do the censor's work more thoroughly than any statute.",
      attacks: ['marcuse-who-gets-cancelled'],
      concedes: [],
      followUp:
        'Whose living would you take away for an opinion, and would you accept the same rule for your own?',
      work: 'On Liberty, chapter 2',
    },
    {
      id: 'mill-natural-penalties',
      issue: 'cancel-culture',
      claim:
        'People may avoid a man whose opinions they dislike, warn their friends and decline his company, but they may not set out to punish him.',
      support:
        "Those are the natural consequences of other people's judgement, and their liberty as much as his. The line is crossed when disapproval is organised to make him suffer for what he thinks.",
      gist: 'people may shun and criticise a speaker, but not organise to punish him for his opinions',
      concepts: ['cancellation', 'public-opinion', 'free-speech'],
      questions: [
        "Isn't a boycott just free speech too?",
        'Is it fair to face consequences for what you say?',
        'What is the difference between criticism and cancelling?',
      ],
      premise:
        'It rests on the difference between a penalty that follows from others using their own freedom and a penalty inflicted in order to punish.',
      implication:
        "Declining to buy a singer's records is liberty; a campaign to have her barred from every stage is a tribunal without a judge.",
      attacks: [],
      concedes: ['marcuse-withdrawal-not-mob'],
      followUp: 'When you criticise someone, do you want them answered, or do you want them gone?',
      work: 'On Liberty, chapter 4',
    },
    {
      id: 'mill-westminster-candour',
      issue: 'cancel-culture',
      claim:
        'Frankness met by argument does more good than shaming, for people respect a speaker who owns his words and can be reasoned with.',
      support:
        'When I stood for Westminster, working men confronted me with a passage of mine calling their class generally liars, and when I said at once that I had written it, they cheered. Then we argued, and they listened.',
      gist: 'candour met by argument does more good than public shaming',
      concepts: ['cancellation', 'public-opinion', 'other-side'],
      questions: [
        "Does public shaming change people's minds?",
        'Should people apologise for what they said?',
        'What should you do when you are called out?',
      ],
      premise:
        'It assumes that people respect honesty even in an opponent, and that shaming teaches concealment rather than reconsideration.',
      implication:
        'A culture of public penance produces polished apologies and hidden opinions, the worst of both worlds.',
      attacks: ['marcuse-withdrawal-not-mob'],
      concedes: [],
      followUp: 'Have you ever seen a shamed person change his mind, rather than merely his vocabulary?',
      work: 'Autobiography, chapter 7',
    },
    // deplatforming
    {
      id: 'mill-hear-it-from-believers',
      issue: 'deplatforming',
      claim:
        'A university that bars the believers in an opinion robs its students, who need to hear the case from those who hold it in earnest.',
      support:
        'They must meet the arguments in their most plausible form, urged by people who feel their force and do their very best for them. A disinvited speaker is precisely that person.',
      gist: 'students must hear opposing views from those who believe them, so disinviting robs them',
      concepts: ['university', 'deplatforming', 'other-side'],
      questions: [
        'Should universities invite controversial speakers?',
        'Should students be allowed to shout down speakers?',
        'Is no platforming good for students?',
      ],
      premise:
        'It rests on the principle that a university exists to teach students to weigh arguments, not to protect them from arguments.',
      implication:
        'Students who stop a speaker win a victory over him and lose their chance to learn why he is wrong.',
      attacks: ['marcuse-campus-not-neutral'],
      concedes: [],
      followUp: 'What would you most want to ask the speaker you would rather keep off your campus?',
      work: 'On Liberty, chapter 2',
    },
    {
      id: 'mill-moral-coercion-counts',
      issue: 'deplatforming',
      claim:
        'It matters little whether the silencing is done by a magistrate or by a company and a crowd; the moral coercion of opinion is still coercion.',
      support:
        'My principle governs both legal penalties and the pressure of public opinion. When a few great enterprises decide who may address the public, the question of liberty has moved, not disappeared.',
      gist: 'silencing by companies and crowds is still coercion, not merely private choice',
      concepts: ['platform', 'social-media', 'public-opinion', 'power'],
      questions: [
        'Is it censorship when a private company bans someone?',
        'Should social media companies decide who can speak?',
        'Is deplatforming a violation of free speech?',
      ],
      premise:
        'It assumes that liberty concerns what a person can actually say and to whom, not merely which institution stands in his way.',
      implication:
        "Whoever hosts the public's conversation takes on some of the responsibility the censor once bore, and deserves the same suspicion.",
      attacks: ['marcuse-platform-is-power', 'marcuse-owner-amplifies'],
      concedes: [],
      followUp: 'If the ten largest platforms banned your opinion, how would it reach anyone?',
      work: 'On Liberty, chapter 1',
    },
    {
      id: 'mill-state-education-moulds',
      issue: 'who-decides',
      claim:
        'A plan to filter what students may be taught, however liberating its intent, is a contrivance for moulding minds alike, and only changes the mould.',
      support:
        'I opposed letting the state take the whole of education into its hands for this reason: whoever controls the teaching casts minds in the shape that pleases the predominant power. The remedy is a diversity of teachers, not a better censor.',
      gist: 'controlling what is taught moulds minds alike, whatever the intent behind it',
      concepts: ['education', 'censorship', 'conformity'],
      questions: [
        'Should universities restrict what is taught?',
        'Should schools stop teaching harmful ideas?',
        'Who should control what students learn?',
      ],
      premise:
        'It rests on the fact that every authority over teaching, clerical, royal or popular, has used it to produce agreement with itself.',
      implication:
        'The radical who wins control of the curriculum becomes the establishment he criticised, with the same power over young minds.',
      attacks: ['marcuse-restrict-teachings'],
      concedes: [],
      followUp: 'Would you accept the rules you propose if your opponents were the ones applying them?',
      work: 'On Liberty, chapter 5',
    },
    // who-decides
    {
      id: 'mill-power-itself-illegitimate',
      issue: 'who-decides',
      claim:
        'No one should decide, because the power to silence opinion is itself illegitimate, and the best government has no more title to it than the worst.',
      support:
        'It is as noxious when exercised in accordance with public opinion as against it. A power that would be tyranny in the hands of my enemies does not become safe in the hands of my friends.',
      gist: 'the power to silence opinion is illegitimate whoever holds it',
      concepts: ['censorship', 'state', 'democracy', 'truth'],
      questions: [
        'Who should decide what can be said?',
        'Should the government decide what is true?',
        'Can anyone be trusted with the power to censor?',
      ],
      premise:
        'It assumes that power outlives those who first hold it, and passes to people we cannot choose.',
      implication:
        'Even a democratic majority voting to ban an opinion acts without right, for the majority is also one of the powers to be guarded against.',
      attacks: ['marcuse-someone-already-decides'],
      concedes: [],
      followUp:
        'Would you hand the power to censor to the people you most distrust, since one day they will have it?',
      work: 'On Liberty, chapter 2',
    },
    {
      id: 'mill-maturity-not-a-pass',
      issue: 'who-decides',
      claim:
        'When I set aside those not in the maturity of their faculties, I meant children and societies still in their nonage, never the grown citizens of a nation long schooled by discussion.',
      support:
        "A grown man misled by his newspapers is not a child, and to decide that he is unfit for discussion is to appoint oneself his guardian. Who, then, examines the guardian's faculties?",
      gist: 'the exclusion for immaturity meant children and backward societies, not citizens misled by propaganda',
      concepts: ['manipulation', 'democracy', 'education'],
      questions: [
        "Didn't you say free speech only applies to mature people?",
        'What if most people are too manipulated to think for themselves?',
        'Are ordinary adults capable of free discussion?',
      ],
      premise:
        'It rests on the idea that treating adults as children keeps them children, and that every tyranny has called its subjects unready.',
      implication:
        'The argument that the public is too manipulated for freedom would justify any guardian, including the ones who did the manipulating.',
      attacks: ['marcuse-mill-own-condition', 'marcuse-anyone-rational'],
      concedes: [],
      followUp: 'Who in your country is mature enough to decide for the rest, and who made them so?',
      work: 'On Liberty, chapter 1',
    },
    // conformity
    {
      id: 'mill-tree-not-machine',
      issue: 'conformity',
      claim:
        'Human nature is no machine to be assembled to a pattern; it is a tree that must grow out on every side, from the living forces within it.',
      support:
        'Whoever lets the world choose his plan of life needs no faculty but the imitating knack of an ape. Choosing for oneself exercises perception, judgement and moral preference, which grow only by use.',
      gist: 'people must grow like trees by their own choices, not be built like machines',
      concepts: ['individuality', 'conformity'],
      questions: [
        'Why does it matter if people think for themselves?',
        "What's wrong with going along with the crowd?",
        'Are my choices really mine?',
      ],
      premise:
        'It rests on the view that the faculties of judgement, like muscles, are strengthened only by being used.',
      implication:
        'A person who buys only what he is told to want has made no choice, but the cure is his own exercise of choice, not someone else choosing for him.',
      attacks: ['marcuse-false-needs'],
      concedes: [],
      followUp: 'When did you last choose something that no one around you expected?',
      work: 'On Liberty, chapter 3',
    },
    {
      id: 'mill-eccentricity',
      issue: 'conformity',
      claim:
        'That hardly anyone now dares to be eccentric is the great danger of our time, since eccentricity has always flourished where strength of character flourished.',
      support:
        'Society has got the better of individuality, and the danger is not an excess of impulse but a deficiency of it. We need experiments of living, so that the worth of different ways of life can be proved in practice.',
      gist: 'the lack of eccentricity is a grave danger, and experiments in living are needed',
      concepts: ['individuality', 'conformity', 'progress'],
      questions: [
        'Why should society value weird people?',
        'Is being different good for society?',
        'Why care about eccentrics?',
      ],
      premise:
        'It rests on the view that no one knows the best way to live, so we need many people trying many ways.',
      implication:
        "Tolerating the odd, the contrary and the merely strange is not charity but a society's way of discovering what it does not yet know.",
      attacks: ['marcuse-one-dimensional'],
      concedes: [],
      followUp: 'Whom do you know who lives oddly, and what have you learned from them?',
      work: 'On Liberty, chapter 3',
    },
    {
      id: 'mill-despotism-of-custom',
      issue: 'conformity',
      claim:
        'A society can make everyone think alike without a single censor: the despotism of custom does it through the gentle pressure of habit and opinion.',
      support:
        'People come to like in crowds and to choose only among things commonly done, until they have no opinions of their own. But I look for the cure in freedom and variety, not in a new authority over desires.',
      gist: 'custom can impose conformity without censors, and the cure is freedom and variety',
      concepts: ['conformity', 'public-opinion', 'individuality', 'majority-tyranny'],
      questions: [
        'Does society make us think alike?',
        'Can there be conformity without censorship?',
        'Is peer pressure a threat to free thought?',
      ],
      premise:
        'It rests on the observation that where custom rules, no one asks what suits his own character, only what suits his station.',
      implication:
        'Removing the censors is only the first half of liberty; the second is the courage of people to differ.',
      attacks: [],
      concedes: ['marcuse-one-dimensional'],
      followUp: 'Which of your opinions would you hold even if no one around you shared it?',
      work: 'On Liberty, chapter 3',
    },
    {
      id: 'mill-choosing-is-learned',
      issue: 'conformity',
      claim:
        "If people's choices are shallow, the remedy is to make them better choosers, by education and acquaintance with the higher pleasures, not to let a critic choose for them.",
      support:
        'Better to be a discontented human being than a contented pig, and those who know both kinds of pleasure prefer the higher. But only those who have tried both are competent judges, not self-appointed betters.',
      gist: 'shallow choices are cured by educating choosers, not by letting critics choose',
      concepts: ['false-needs', 'happiness', 'education'],
      questions: [
        'Are consumer choices real freedom?',
        'What if people want the wrong things?',
        'Is it fine to be happy with shallow pleasures?',
      ],
      premise:
        'It rests on the test of competent judges: only one who has known both the higher and the lower pleasures can say which is better.',
      implication:
        "A critic who calls other people's wants false must first show he has tried what they enjoy, and they must be free to try what he admires.",
      attacks: ['marcuse-repressive-desublimation', 'marcuse-individuality-for-sale'],
      concedes: [],
      followUp: 'Who is the competent judge of your needs: you, your advertiser, or your philosopher?',
      work: 'Utilitarianism, chapter 2',
    },
    // social-progress
    {
      id: 'mill-subjection-argued',
      issue: 'social-progress',
      claim:
        'The subjection of women was upheld by custom and feeling, not by argument, and it is argument, kept free, that undoes such customs.',
      support:
        'A rule everyone has lived under seems natural to those who benefit, and its defenders lean on feeling rather than reason. If women truly cannot do a thing, there is no need to forbid it; open competition will show what they can do.',
      gist: 'unjust customs rest on feeling, and free argument is what dissolves them',
      concepts: ['progress', 'women', 'equality'],
      questions: [
        'Does progress come from argument?',
        "How did women's rights advance?",
        'Can debate defeat prejudice?',
      ],
      premise:
        'It rests on the observation that an opinion rooted in feeling survives many defeats in argument, so the argument must be kept up freely until the feeling itself gives way.',
      implication:
        'Those who want justice for the oppressed need free speech most of all, since their case always begins as the unpopular one.',
      attacks: ['marcuse-tolerance-was-won'],
      concedes: [],
      followUp: 'Which cause that you support began as an opinion most people found absurd?',
      work: 'The Subjection of Women, chapter 1',
    },
    {
      id: 'mill-hyde-park',
      issue: 'social-progress',
      claim:
        'Breaking the law to be heard is justified only when revolution itself is justified and possible; short of that, the work is persuasion.',
      support:
        'In 1866 I told the leaders of the Reform League, who meant to meet in Hyde Park again in defiance of the government, that such a collision was justified only if revolution was desirable and within their power. They gave the plan up.',
      gist: 'breaking the law to be heard is justified only when revolution is both desirable and possible',
      concepts: ['resistance', 'protest', 'violence', 'progress'],
      questions: [
        'Is it ever right to break the law to be heard?',
        'When is civil disobedience justified?',
        'Should protesters use force?',
      ],
      premise:
        'It assumes that force invites force, and that a movement not strong enough to win a revolution only harms itself by starting one.',
      implication:
        'The oppressed keep a right of last resort, but it comes with a hard test that most disruptive protest does not meet.',
      attacks: ['marcuse-right-of-resistance'],
      concedes: [],
      followUp: 'Is the cause you have in mind ready for revolution, or still at the stage of persuasion?',
      work: 'Autobiography, chapter 7',
    },
    {
      id: 'mill-progress-needs-heretics',
      issue: 'social-progress',
      claim:
        'Every advance began as the opinion of a minority of one, which is why a society that silences its reactionaries will soon silence its reformers too.',
      support:
        'A party of order and a party of progress are both needed, each keeping the other within the limits of reason. Sort one side out as regressive, and you lose the check and gain a single master.',
      gist: 'progress needs both a party of order and a party of progress, each checking the other',
      concepts: ['progress', 'minority', 'intolerance'],
      questions: [
        'Should progressives silence reactionaries?',
        'Does society need conservatives?',
        'Why should reformers protect their opponents?',
      ],
      premise:
        "It rests on the view that order and progress each hold part of the truth, and each becomes dangerous without the other's check.",
      implication:
        'Even the movement you are sure is on the right side of history needs opponents to keep it honest.',
      attacks: ['marcuse-great-refusal', 'marcuse-two-violences'],
      concedes: [],
      followUp: 'Who keeps your own side honest, if its opponents are silenced?',
      work: 'On Liberty, chapter 2',
    },
  ],
  terms: [
    {
      concept: 'harm-principle',
      meaning:
        'By harm I mean damage to the interests of others, to their safety, property or rights, not the displeasure they feel at how I think or live.',
      example:
        'If I say your religion is false, you are offended; if I break your chapel window, you are harmed.',
    },
    {
      concept: 'infallibility',
      meaning:
        'By assuming infallibility I mean deciding a question for everyone else, without letting them hear the other side.',
      example:
        'A council that forbids every book against its doctrine assumes infallibility, however humble its members feel.',
    },
    {
      concept: 'dead-dogma',
      meaning:
        'A dead dogma is a belief held as a formula, repeated without any lively sense of what it means or why it is true.',
      example:
        'Someone who recites that all people are equal but cannot say why holds a dead dogma, not a living truth.',
    },
    {
      concept: 'individuality',
      meaning:
        "By individuality I mean a person's own desires, judgement and character, developed by choosing for himself.",
      example:
        "A young woman who chooses her profession against her family's custom, after thinking it through, exercises her individuality.",
    },
    {
      concept: 'majority-tyranny',
      meaning:
        'By the tyranny of the majority I mean prevailing opinion imposing its ideas and customs, by law or by social penalty, on those who dissent.',
      example: 'A village where no one dares admit to unbelief lives under that tyranny without any law.',
    },
    {
      concept: 'offence',
      meaning:
        "Offence is the displeasure a person feels at another's opinion or way of life, and it gives him no right to interfere.",
      example: "A vegetarian offended by his neighbour's roast has a complaint of taste, not of injury.",
    },
    {
      concept: 'incitement',
      meaning:
        'Incitement is speech that, in its circumstances, directly instigates a definite harmful act by others.',
      example:
        "A placard calling corn dealers thieves, waved before an angry crowd at a dealer's door, is incitement.",
    },
    {
      concept: 'free-speech',
      meaning:
        'By liberty of thought and discussion I mean the freedom to hold, express and publish any opinion on any subject, practical or speculative.',
      example:
        'Printing a pamphlet that the government is corrupt is an exercise of it, whoever is offended.',
    },
    {
      concept: 'progress',
      meaning:
        'By progress I mean the improvement of human beings and their institutions, which depends on new ideas being tried and tested.',
      example:
        'Opening the professions to women is progress, proved not by argument alone but by what women then accomplish.',
    },
    {
      concept: 'happiness',
      meaning:
        'By utility I mean happiness in its widest sense, resting on the lasting interests of human beings capable of improvement.',
      example:
        'Free discussion serves utility not by pleasing each of us today but by making us wiser over generations.',
    },
    {
      concept: 'public-opinion',
      meaning:
        'By public opinion I mean the prevailing feeling of a society, which rewards and punishes without any law.',
      example: "The fear of being thought odd by one's neighbours is public opinion at work.",
    },
    {
      concept: 'other-side',
      meaning:
        'By hearing the other side I mean meeting the opposing case in its strongest form, from those who actually hold it.',
      example:
        "A lawyer who has never heard the prosecution's best witness does not yet know his own defence.",
    },
    {
      concept: 'censorship',
      meaning:
        'By silencing an opinion I mean any power, of law or of organised opinion, that prevents it from being expressed and heard.',
      example: 'A law against a book silences it; so does a society in which no publisher dares to print it.',
    },
    {
      concept: 'truth',
      meaning:
        'By truth in moral and political questions I mean a result reached by weighing opposite views, which seldom belongs whole to any one party.',
      example:
        'Order and progress each hold part of the truth about how a state should be run, and each needs the other.',
    },
    {
      concept: 'tolerance',
      meaning:
        'By tolerance I mean refraining from coercing a person for his opinions or his self-regarding conduct, however much we dislike them.',
      example: "I may argue hard against my neighbour's creed and still do nothing to stop him preaching it.",
    },
    {
      concept: 'minority',
      meaning:
        'By a minority I mean any person or party whose opinion is not the prevailing one, down to a single dissenter against everyone.',
      example:
        'The first person to argue that women should vote was a minority of one in most rooms he entered.',
    },
    {
      concept: 'self-censorship',
      meaning:
        "By the silence that needs no law I mean the habit of hiding one's opinions for fear of losing work, friends or standing.",
      example:
        "A clerk who never mentions his unbelief because his employer is devout has silenced himself, and the loss is everyone's.",
    },
    {
      concept: 'conformity',
      meaning:
        'By the despotism of custom I mean the habit of doing and thinking what is usually done, without asking whether it suits us.',
      example:
        'A man who dresses, votes and worships as his street does, because his street does, lives under it.',
    },
  ],
};
