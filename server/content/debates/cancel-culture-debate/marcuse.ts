import type { SeatInput } from '../../schema';

/**
 * The Tolerance Trap: Marcuse as the Critical Theorist, against Mill the Liberal. His case is given at its strongest,
 * and its costs are owned in his own words (who judges, the suspension of liberties, the abuse of the distinction).
 */
export const marcuse: SeatInput = {
  role: 'debater',
  stances: [
    {
      issue: 'silencing-falsehood',
      position:
        'Tolerance exists to serve truth and freedom, so falsehoods that serve oppression, the official ones above all, have no unconditional claim to it.',
    },
    {
      issue: 'hearing-opponents',
      position:
        'Hearing the other side means little when every side speaks within the same closed universe of discourse and the radical critique is never heard.',
    },
    {
      issue: 'marketplace-of-ideas',
      position:
        'Truth cannot win a contest in which one side owns the stadium and the public has been shaped to want what it is sold.',
    },
    {
      issue: 'repressive-tolerance',
      position:
        'Indiscriminate tolerance under unequal power serves the established order, so a liberating tolerance must take the side of the oppressed.',
    },
    {
      issue: 'tolerating-intolerant',
      position:
        'Tolerance should be withdrawn from movements of aggression and discrimination before their words become deeds, as the fate of Weimar shows.',
    },
    {
      issue: 'harm-line',
      position:
        'The line between speech and harm is drawn by power, ignoring the daily violence of the established order and the propaganda that prepares it.',
    },
    {
      issue: 'hate-speech',
      position:
        'Speech preaching racial or religious discrimination is an instrument of domination, to be judged by whom it serves, not by whether it offends.',
    },
    {
      issue: 'cancel-culture',
      position:
        'The real silencing is structural; withdrawing support from campaigns of domination is legitimate, while mob outrage is administered spectacle.',
    },
    {
      issue: 'deplatforming',
      position:
        'A platform is power, and refusing it to movements of aggression, in universities too, is a withdrawal of tolerance I defend openly.',
    },
    {
      issue: 'who-decides',
      position:
        'Anyone who has learned to think rationally and autonomously can judge, not an elite, though today owners and editors already decide.',
    },
    {
      issue: 'conformity',
      position:
        'Advanced society produces a comfortable unfreedom in which needs and thoughts are administered, so no censor is needed.',
    },
    {
      issue: 'social-progress',
      position:
        'Our freedoms were won by struggle, and the oppressed have a right to resist by extralegal means when legal ones have failed.',
    },
  ],
  arguments: [
    // silencing-falsehood
    {
      id: 'marcuse-tolerance-serves-truth',
      issue: 'silencing-falsehood',
      claim:
        'Tolerance was never an end in itself; it exists for the sake of truth and human freedom, so a tolerance that shields oppressive falsehood betrays its own reason.',
      support:
        'Even the liberal case for free discussion rested on its being the road to truth. Where discussion is managed so that the lie wins and its victims stay silent, to go on tolerating is to keep the ritual and abandon the goal.',
      gist: 'tolerance serves truth and freedom, so tolerating lies that oppress betrays its purpose',
      concepts: ['tolerance', 'truth', 'liberation'],
      questions: [
        'Should lies be tolerated?',
        'Is there any good reason to let people spread what is untrue?',
        'Why let false opinions keep circulating?',
        'Why tolerate opinions that are false?',
        'Is tolerance always good?',
      ],
      premise:
        'It rests on the idea that every institution must be judged by its purpose, and that a means which defeats its end has lost its claim.',
      implication:
        'Tolerance must sometimes be withheld in the name of tolerance, which is uncomfortable, and I do not pretend otherwise.',
      attacks: ['mill-assumes-infallibility', 'mill-contradiction-earns-confidence'],
      concedes: [],
      followUp: "What is your tolerance for, if not for truth and for people's freedom?",
      work: 'the essay Repressive Tolerance',
    },
    {
      id: 'marcuse-official-lies',
      issue: 'silencing-falsehood',
      claim:
        "The falsehoods that most need answering are not the lone heretic's but the official ones, repeated on every screen until they sound like common sense.",
      support:
        'The liberal pictures a lone dissenter facing the crowd, but in our society the lie speaks with the voice of government and advertising. Think of the clean bomb, the harmless fallout, the war fought to defend freedom.',
      gist: 'the most dangerous falsehoods are official ones, repeated until they seem like common sense',
      concepts: ['error', 'establishment', 'media', 'manipulation'],
      questions: [
        'Which lies are the most dangerous?',
        "Isn't misinformation mostly from cranks?",
        'Do governments spread misinformation?',
      ],
      premise:
        'It rests on the observation that only the powerful can repeat a claim to everyone, every day, which is what turns a falsehood into common sense.',
      implication:
        'A campaign against misinformation that targets only the cranks leaves the real machinery of falsehood untouched, and often helps it.',
      attacks: ['mill-usefulness-disputable', 'mill-part-of-truth'],
      concedes: [],
      followUp: 'Who repeats the claims you have never thought to question?',
      work: 'One-Dimensional Man, chapter 4',
    },
    {
      id: 'marcuse-criteria-of-liberation',
      issue: 'silencing-falsehood',
      claim:
        'The difference between a liberating and a repressive opinion is not a matter of taste; it can be judged by reason, by whether it lessens or increases cruelty, war and misery.',
      support:
        'Whether a policy brings pacification and less suffering, or prepares aggression, can be argued with evidence. To call every such judgement mere opinion is a relativism that serves whoever is already winning.',
      gist: 'liberating and repressive opinions can be told apart by reason, by their effect on misery and war',
      concepts: ['truth', 'liberation', 'oppression'],
      questions: [
        'Can we objectively judge which opinions are harmful?',
        "Isn't it all just opinion?",
        'How would you tell good ideas from bad ones?',
      ],
      premise:
        'It rests on the claim that human suffering and its reduction are facts open to reason, not preferences beyond argument.',
      implication:
        'A society that claims it cannot tell a call for peace from a call for war has achieved not neutrality but surrender.',
      attacks: ['mill-usefulness-disputable'],
      concedes: [],
      followUp:
        'Do you really believe there is no rational difference between advocating peace and advocating massacre?',
      work: 'the essay Repressive Tolerance',
    },
    // hearing-opponents
    {
      id: 'marcuse-debate-within-limits',
      issue: 'hearing-opponents',
      claim:
        'Hearing the other side means little when both sides speak inside the same closed universe of discourse, so that no real alternative is ever heard.',
      support:
        'The debate runs between two candidates who both accept the system, two brands of one product. Words like free and democratic have been fixed to mean the established order, so the radical question sounds like nonsense before it is asked.',
      gist: 'debate is confined to a closed universe of discourse where real alternatives cannot be heard',
      concepts: ['one-dimensional', 'other-side', 'media'],
      questions: [
        'Does hearing both sides really broaden our minds?',
        'Are mainstream debates really open?',
        'Why do political debates all sound the same?',
      ],
      premise:
        'It rests on an analysis of language in advanced society, where concepts are defined by the functions they serve in the existing order.',
      implication:
        'The pro and con of the talk show educates no one; what is missing is the voice that questions the whole frame.',
      attacks: ['mill-know-their-side'],
      concedes: [],
      followUp:
        'When did you last hear, on a major channel, someone who rejects the whole system rather than one party?',
      work: 'One-Dimensional Man, chapter 4',
    },
    {
      id: 'marcuse-negative-thinking',
      issue: 'hearing-opponents',
      claim:
        'A truth never challenged does die, but the challenge it needs is negative thinking, which questions the whole order, not a polite exchange of approved opinions.',
      support:
        'Dialectical thought, since Socrates, refuses to accept what is as the measure of what could be. That power of the negative is exactly what a one-dimensional society trains out of us.',
      gist: 'the challenge truth needs is negative thinking against the whole order, not approved debate',
      concepts: ['dead-dogma', 'one-dimensional', 'other-side'],
      questions: [
        'What kind of criticism keeps ideas alive?',
        'Is debate enough to keep beliefs from becoming dogma?',
        'What is negative thinking?',
      ],
      premise:
        'It rests on the dialectical view that a thing is understood only by grasping what it denies and what it could become.',
      implication:
        'A campus full of debates can still be a place where nobody learns to think against the grain.',
      attacks: [],
      concedes: ['mill-dead-dogma'],
      followUp:
        'Which of your beliefs have you ever tested against the possibility that the whole system is wrong?',
      work: 'One-Dimensional Man, chapter 5',
    },
    {
      id: 'marcuse-exposure-is-not-education',
      issue: 'hearing-opponents',
      claim:
        'Students are not short of hearing the established view; they hear it from every screen all day, and what they lack is the critical view that is kept out.',
      support:
        'To demand equal time on campus for the dominant opinion is like demanding equal time for the sea in a flood. An education that lets people think for themselves must first correct the imbalance.',
      gist: 'students already hear the dominant view everywhere, and what they lack is the excluded critique',
      concepts: ['education', 'establishment', 'media', 'other-side'],
      questions: [
        "Don't students need to hear all views?",
        'Is balance in the classroom fair?',
        'Why not teach both sides?',
      ],
      premise:
        'It rests on the observation that a mind formed by a lifetime of advertising and official language does not start from neutral.',
      implication:
        'A university committed to real balance would give more room to the critique of society than to its celebration.',
      attacks: ['mill-dead-dogma', 'mill-devils-advocate'],
      concedes: [],
      followUp:
        'How many hours a day do you hear the established view, and how many minutes its radical critique?',
      work: 'the essay Repressive Tolerance',
    },
    // marketplace-of-ideas
    {
      id: 'marcuse-rigged-contest',
      issue: 'marketplace-of-ideas',
      claim:
        'A free contest of ideas is impossible when one side owns the stadium: the marketplace of ideas is organised and bounded by those who own the means of reaching the public.',
      support:
        'The radical pamphlet competes with the networks, the newspapers and the advertising budgets of the great corporations. To call that a fair fight because both are legally free is to call a race fair because no rule forbids the man in chains to run.',
      gist: 'a free contest of ideas is impossible when one side owns the means of communication',
      concepts: ['marketplace', 'media', 'power', 'establishment'],
      questions: [
        'Is the marketplace of ideas fair?',
        'Does the best argument win?',
        'Can truth win against money?',
      ],
      premise:
        'It rests on the fact that access to the public is not distributed equally but owned, like any other means of production.',
      implication:
        "Formal equality of speech without equality of access guarantees that the established view wins, and then calls the result the people's choice.",
      attacks: ['mill-truth-not-invincible', 'mill-congress-of-opinions'],
      concedes: [],
      followUp:
        'Whose voice reaches more people, the billionaire who owns a platform or the worker who disagrees with him?',
      work: 'the essay Repressive Tolerance',
    },
    {
      id: 'marcuse-mill-own-condition',
      issue: 'marketplace-of-ideas',
      claim:
        'The liberal argument itself assumed people capable of being improved by free and equal discussion, and that is exactly the condition our society does not supply.',
      support:
        'Mill himself set aside whoever was not in the maturity of his faculties, for discussion leads to truth only among people who have real information and think for themselves. Mass manipulation produces the opposite of such people.',
      gist: 'free discussion presupposes autonomous, informed people, a condition modern society does not meet',
      concepts: ['manipulation', 'democracy', 'marketplace'],
      questions: [
        'Does free speech only work among informed people?',
        'Are people today able to judge arguments freely?',
        'What does free discussion presuppose?',
      ],
      premise:
        "It rests on the liberal's own premises: the case for liberty depends on people being able to weigh arguments, not merely on their being permitted to hear them.",
      implication:
        'The conditions for tolerance must be created first, and that may require not tolerating what prevents their creation.',
      attacks: ['mill-discussion-educates', 'mill-maturity-not-a-pass'],
      concedes: [],
      followUp:
        'Can people be said to choose freely between opinions when one of them has been drilled into them since childhood?',
      work: 'the essay Repressive Tolerance',
    },
    {
      id: 'marcuse-manipulated-public',
      issue: 'marketplace-of-ideas',
      claim:
        'The public does not weigh opinions as a free jury; it repeats, as its own, the opinions of its masters, because it has been shaped to want what it is given.',
      support:
        'People find themselves in what they buy and recognise their souls in their cars and kitchens. Freely electing your masters abolishes neither the masters nor the slaves.',
      gist: "a manipulated public repeats its masters' opinions as its own, so its verdict is not free",
      concepts: ['manipulation', 'false-needs', 'democracy'],
      questions: [
        'Are people brainwashed by the media?',
        'Can we trust public opinion?',
        'Do people really think for themselves?',
      ],
      premise:
        'It rests on an analysis of how needs and beliefs are produced by the interests that profit from them, through advertising, entertainment and news.',
      implication:
        'Appeals to what the people want, or to what the majority thinks, settle nothing while the wanting itself is administered.',
      attacks: ['mill-discussion-educates'],
      concedes: [],
      followUp: 'Which of your opinions could you trace to somewhere other than the media you consume?',
      work: 'One-Dimensional Man, chapter 1',
    },
    // repressive-tolerance
    {
      id: 'marcuse-abstract-tolerance',
      issue: 'repressive-tolerance',
      claim:
        'Pure, indiscriminate tolerance, which refuses to take sides, in practice protects the machinery of discrimination that is already in place.',
      support:
        'When the scales are already tipped, a hand that touches neither pan keeps them tipped. Tolerance extended equally to aggression and to peace, to the persecutor and the persecuted, is not neutral but complicit.',
      gist: 'indiscriminate tolerance under unequal power protects the established machinery of discrimination',
      concepts: ['repressive-tolerance', 'neutrality', 'power'],
      questions: [
        'What is repressive tolerance?',
        'Can tolerance be repressive?',
        'Is neutrality fair in an unequal society?',
      ],
      premise:
        'It rests on the fact that the distribution of power exists before any debate begins, and neutrality between unequals preserves the inequality.',
      implication:
        'A society that boasts of tolerating everything may be the most effective at keeping everything as it is.',
      attacks: ['mill-neutral-rule-shields-weak', 'mill-restrain-the-dominant'],
      concedes: [],
      followUp: 'If the scales are already tipped, what does refusing to touch them accomplish?',
      work: 'the essay Repressive Tolerance',
    },
    {
      id: 'marcuse-liberating-tolerance',
      issue: 'repressive-tolerance',
      claim:
        'Tolerance is not bad, but the indiscriminate kind is; a liberating tolerance would withhold itself from movements of the right and extend itself to movements of the left.',
      support:
        'The tolerance that widened freedom in history always took sides, refusing its protection to the defenders of the repressive order. To restore that function it must reach the suppressed and be denied to what blocks their liberation, in deeds as well as words.',
      gist: 'a liberating tolerance must be withheld from the right and extended to the left',
      concepts: ['liberating-tolerance', 'intolerance', 'liberation'],
      questions: [
        'What is liberating tolerance?',
        'Should tolerance take sides?',
        'Should we tolerate the left more than the right?',
      ],
      premise:
        'It rests on the historical claim that the freedoms won in the past were won by those who did not tolerate the order they overthrew.',
      implication:
        'The cost is real: a rule that openly takes sides invites its opponents to do the same, and I accept that risk as the price of ending a worse one.',
      attacks: ['mill-no-civilizade', 'mill-progress-needs-heretics'],
      concedes: [],
      followUp: 'Which tolerance has ever freed anyone without taking sides against the oppressor?',
      work: 'the essay Repressive Tolerance',
    },
    {
      id: 'marcuse-false-balance',
      issue: 'repressive-tolerance',
      claim:
        'An objectivity that gives every view the same respect and the same tone turns a lie and its refutation into two equal opinions.',
      support:
        'The foolish view is heard with the same courtesy as the wise one, the ignorant speaker given as long as the expert, and a massacre read out in the voice of the weather report. Such balance does not inform; it anaesthetises.',
      gist: 'balanced objectivity puts lie and truth on a level and dulls the public to atrocity',
      concepts: ['neutrality', 'media', 'repressive-tolerance'],
      questions: [
        'Is false balance in the news a problem?',
        'Should journalists give equal time to both sides?',
        'Is objective reporting really neutral?',
      ],
      premise:
        'It rests on the observation that presentation carries meaning, and that framing unequal claims equally is itself a claim.',
      implication:
        'Journalism that wants to serve truth must sometimes refuse balance and say plainly which side is lying.',
      attacks: ['mill-liberty-not-equal-esteem'],
      concedes: [],
      followUp: 'When the news gives a liar and a witness equal time, what have the viewers learned?',
      work: 'the essay Repressive Tolerance',
    },
    {
      id: 'marcuse-dissent-absorbed',
      issue: 'repressive-tolerance',
      claim:
        'In our society dissent is tolerated precisely because it changes nothing: the right to say no becomes proof of a freedom that has lost its content.',
      support:
        'Speeches, letters to the editor and peaceful demonstrations testify that democracy is alive, while the decisions are made elsewhere. Even rebellion is sold back to us as fashion.',
      gist: 'tolerated dissent changes nothing and merely advertises a freedom that has lost its content',
      concepts: ['repressive-tolerance', 'protest', 'establishment'],
      questions: [
        'Does protest actually change anything?',
        'Is allowing dissent just a safety valve?',
        'Why does nothing change even though we are free to protest?',
      ],
      premise:
        'It rests on the observation that a system strong enough to absorb opposition has no need to suppress it.',
      implication:
        'A protester who is applauded and ignored has been defeated more gently, but just as thoroughly, as one who is arrested.',
      attacks: ['mill-minorities-become-majorities'],
      concedes: [],
      followUp: 'What has the last permitted protest you saw actually changed?',
      work: 'the essay Repressive Tolerance',
    },
    // tolerating-intolerant
    {
      id: 'marcuse-withdraw-from-aggression',
      issue: 'tolerating-intolerant',
      claim:
        'Movements that preach aggressive war, chauvinism or discrimination by race or religion should lose the protection of free speech and assembly.',
      support:
        'These are programmes of domination whose propaganda is the first stage of their action, and waiting until they act lets them choose the ground. I would extend the list to those who oppose public services, social security and medical care, and I know how far that reaches.',
      gist: 'tolerance should be withdrawn from movements promoting aggression, chauvinism and racial or religious discrimination',
      concepts: ['intolerance', 'fascism', 'discrimination'],
      questions: [
        'Should we tolerate the intolerant?',
        'Should racist movements be allowed to organise?',
        'Should fascists have free speech?',
      ],
      premise:
        'It rests on the view that a tolerance which shelters the destruction of tolerance has forgotten what it was for.',
      implication:
        'This is a real suspension of liberal freedoms for some, and I defend it only because the alternative is worse for many more.',
      attacks: ['mill-punish-acts-not-opinions', 'mill-no-civilizade'],
      concedes: [],
      followUp: 'Must a society wait for a racist movement to act before it may refuse it a rally?',
      work: 'the essay Repressive Tolerance',
    },
    {
      id: 'marcuse-stop-them-early',
      issue: 'tolerating-intolerant',
      claim:
        'If the Weimar Republic had stopped tolerating the Nazi leaders when their campaign began, the world might have been spared Auschwitz and a world war.',
      support:
        'I left Germany in 1933, having watched the republic extend its freedoms to men who announced they would abolish them. Their speech was their strategy, and by the time it became deed it was too late.',
      gist: 'withdrawing tolerance from the Nazis early could have prevented Auschwitz and the war',
      concepts: ['fascism', 'intolerance', 'emergency'],
      questions: [
        'Could Hitler have been stopped by banning his speeches?',
        'Should dangerous movements be stopped early?',
        'What lesson does Weimar teach about tolerance?',
      ],
      premise:
        'It rests on the historical judgement that the Nazis used the liberties of the Weimar Republic as their road to power.',
      implication:
        'A democracy that always waits for proof of danger will get its proof only when it can no longer act on it.',
      attacks: ['mill-marcus-aurelius', 'mill-constructive-injury'],
      concedes: [],
      followUp: 'Knowing what we know now, would you have let the Nazis hold their rallies in 1930?',
      work: 'the essay Repressive Tolerance',
    },
    {
      id: 'marcuse-permanent-emergency',
      issue: 'tolerating-intolerant',
      claim:
        'The test of clear and present danger comes too late, because in our society the danger is already present, in the arms race and the violence built into the everyday order.',
      support:
        'I would suspend free speech and assembly only in extreme danger, and I hold that we are in such an emergency. The whole period since fascism has been one of clear and present danger.',
      gist: 'the danger is already present, so waiting for a clear and present danger comes too late',
      concepts: ['emergency', 'harm-principle', 'violence'],
      questions: [
        'When is suspending free speech justified?',
        'Is waiting for a clear and present danger too late?',
        'Are we in an emergency that justifies restrictions?',
      ],
      premise:
        'It rests on the judgement that nuclear armament, colonial war and poverty amid plenty make the present a continuing emergency, not a normal time.',
      implication:
        'Whoever accepts my diagnosis of emergency must accept emergency measures, and whoever rejects them owes an account of why the danger is not real.',
      attacks: ['mill-constructive-injury', 'mill-harm-principle'],
      concedes: [],
      followUp: 'What would have to happen for you to admit that a society is in an emergency?',
      work: 'the essay Repressive Tolerance',
    },
    // harm-line
    {
      id: 'marcuse-violence-of-the-order',
      issue: 'harm-line',
      claim:
        'The line between speech and harm is usually drawn at the shout before the house, ignoring the harm the established order does every day in respectable words.',
      support:
        'The speeches that justify a war, the reports that make poverty seem natural, the advertising that sells destruction are never called incitement. Violence done by institutions is called order, and only resistance to it is called violence.',
      gist: 'harm is measured at the riot, never at the daily violence of the established order',
      concepts: ['violence', 'harm-principle', 'establishment'],
      questions: [
        'Can speech that justifies war be a form of violence?',
        'Is harm only physical?',
        'Why is only protest called violent?',
      ],
      premise:
        'It rests on the observation that the definition of violence is itself set by those who hold power, which is why their own never counts.',
      implication:
        'A harm principle applied honestly would reach the propaganda of the powerful long before the placards of the poor.',
      attacks: ['mill-harm-principle', 'mill-corn-dealer'],
      concedes: [],
      followUp: 'Who defines what counts as violence in your society, and is their own violence on the list?',
      work: 'the essay Repressive Tolerance',
    },
    {
      id: 'marcuse-word-and-deed',
      issue: 'harm-line',
      claim:
        'Word and deed cannot be so neatly separated, and the withdrawal of tolerance must begin at the stage of word, print and picture, not after the deed.',
      support:
        'In a mass society propaganda is already action: it prepares people to accept aggression and persecution before anyone lifts a hand. To tolerate the preparation and punish only the act is to bolt the door after the thief has left.',
      gist: 'word and deed cannot be cleanly separated, so withdrawal must begin with propaganda',
      concepts: ['incitement', 'violence', 'media'],
      questions: [
        'Can words be a form of action?',
        'Should we stop propaganda before it leads to violence?',
        'Are words violence?',
      ],
      premise:
        'It rests on the view that mass communication shapes behaviour directly, so the persuasion of millions is already a kind of deed.',
      implication:
        'Some speech that has caused no harm to any particular person would be restricted, and I admit this gives whoever judges great power.',
      attacks: ['mill-instigation-concession', 'mill-corn-dealer'],
      concedes: [],
      followUp: 'If a propaganda campaign makes a massacre acceptable, at what point did the harm begin?',
      work: 'the essay Repressive Tolerance',
    },
    // hate-speech
    {
      id: 'marcuse-discrimination-speech',
      issue: 'hate-speech',
      claim:
        'Speech that preaches discrimination by race or religion is not an opinion among others but an instrument of domination, and it has no claim to tolerance.',
      support:
        'The propaganda of racial hatred does not seek truth; it seeks to keep a people down and make its subjugation seem natural. Those it targets do not meet it as equals in a debate.',
      gist: 'speech preaching racial or religious discrimination is an instrument of domination, not a mere opinion',
      concepts: ['hate-speech', 'discrimination', 'oppression'],
      questions: [
        'Should hate speech be banned?',
        'Is racist speech just another opinion?',
        'Why not let bigots speak and be refuted?',
      ],
      premise:
        'It rests on the view that speech must be judged by its function in a society of unequal power, not by its abstract form.',
      implication:
        'Laws against incitement to racial hatred are not an offence against liberty but a step toward it.',
      attacks: ['mill-offence-no-parity'],
      concedes: [],
      followUp: 'Does a racist pamphlet seek to persuade its victims, or to mark them?',
      work: 'the essay Repressive Tolerance',
    },
    {
      id: 'marcuse-subversive-obscenity',
      issue: 'hate-speech',
      claim:
        'Rude and even obscene language against power can be liberating, while the polite language of officials can cover a massacre.',
      support:
        "The rebels who answer the establishment with obscenity break its linguistic universe, and those who say black is beautiful turn the master's words around. Meanwhile the generals speak calmly of body counts.",
      gist: 'obscene speech against power can liberate, while polite official language can hide atrocity',
      concepts: ['offence', 'establishment', 'liberation'],
      questions: [
        'Is it okay to be rude to the powerful?',
        'Does civility protect the establishment?',
        'Is swearing at politicians free speech?',
      ],
      premise:
        'It rests on the view that language carries the order it serves, so breaking its rules can break its hold.',
      implication:
        'Demands for civility usually protect whoever already controls the terms of polite conversation.',
      attacks: ['mill-stigmatising-opponents'],
      concedes: [],
      followUp: "Whose comfort does the rule of civility protect, the powerful's or the powerless's?",
      work: 'An Essay on Liberation, chapter 2',
    },
    {
      id: 'marcuse-offence-not-criterion',
      issue: 'hate-speech',
      claim:
        'The question is never whether speech offends but whom it serves: mockery of the powerful and contempt for the powerless are not the same act.',
      support:
        'A society that punishes blasphemy against the church but shrugs at contempt for the poor judges speech by the feelings of the comfortable. The criterion must be whether speech serves domination or liberation.',
      gist: 'speech should be judged by whom it serves, not by whether it offends',
      concepts: ['offence', 'power', 'hate-speech'],
      questions: [
        'Is being offended a good reason to ban speech?',
        'Should jokes that punch down be treated differently?',
        'Are hurt feelings the test of hate speech?',
      ],
      premise:
        'It rests on the view that feelings of offence are themselves shaped by the existing order and protect its sensibilities.',
      implication:
        'A comedian who mocks a president and one who mocks refugees may use the same words, but they are not doing the same thing.',
      attacks: ['mill-assignable-harm'],
      concedes: ['mill-offence-no-parity'],
      followUp: 'When you laugh at a joke, do you ask who is on the receiving end of it?',
      work: 'the essay Repressive Tolerance',
    },
    // cancel-culture
    {
      id: 'marcuse-who-gets-cancelled',
      issue: 'cancel-culture',
      claim:
        'The loudest complaints about being silenced come from people with the largest audiences, while the truly unheard never had a microphone to lose.',
      support:
        'A celebrity criticised by strangers still commands an audience of millions; the striking worker or the ghetto tenant was never admitted to the conversation. The real silencing is structural, and it does not trend.',
      gist: 'those who complain of being cancelled are often heard, while the unheard never had a platform',
      concepts: ['cancellation', 'power', 'media'],
      questions: [
        'Is cancel culture real?',
        'Who actually gets silenced in our society?',
        'Are rich people really being cancelled?',
      ],
      premise:
        'It rests on the difference between criticism, which anyone may suffer, and exclusion from the means of being heard, which falls on whole classes.',
      implication:
        'A defence of free speech that mobilises only for the famous is a defence of the stadium owners.',
      attacks: ['mill-social-tyranny', 'mill-bread-and-silence'],
      concedes: [],
      followUp:
        'Whose silence worries you more, the celebrity who was criticised or the worker who was never asked?',
      work: 'the 1968 postscript to Repressive Tolerance',
    },
    {
      id: 'marcuse-administered-outrage',
      issue: 'cancel-culture',
      claim:
        'An online mob is no liberation; it is public opinion managed by those who profit from outrage, a tyranny of the majority with owners.',
      support:
        "The crowd that hounds a clerk for a clumsy joke does the system's work, turning real grievance into spectacle and distraction. Its fury is administered, measured and sold.",
      gist: 'mob outrage is administered public opinion that turns grievance into profitable spectacle',
      concepts: ['cancellation', 'manipulation', 'public-opinion'],
      questions: [
        'Is an online pile-on a form of justice?',
        'Who profits from outrage?',
        'Are online mobs a kind of tyranny?',
      ],
      premise:
        'It rests on the view that in advanced society even discontent is organised and turned into a product.',
      implication:
        'Neither the mob nor its victim gains anything; the only winners are those who sell the attention.',
      attacks: [],
      concedes: ['mill-social-tyranny'],
      followUp: 'Who earned money from the last pile-on you watched?',
      work: 'One-Dimensional Man, chapters 1 and 3',
    },
    {
      id: 'marcuse-withdrawal-not-mob',
      issue: 'cancel-culture',
      claim:
        'Refusing a platform and support to someone who campaigns for discrimination is not mob tyranny but the withdrawal of tolerance that liberation requires.',
      support:
        'A boycott of a firm that funds racist politics, or students refusing to honour a defender of war, is the weak using the little power they have. That differs in kind from hounding a private person for a careless word.',
      gist: 'withdrawing support from campaigners for discrimination is legitimate, unlike hounding private people',
      concepts: ['cancellation', 'liberating-tolerance', 'power'],
      questions: [
        "Isn't boycotting people for their views just accountability?",
        'Is there a good kind of cancelling?',
        'Should there be consequences for spreading bigotry?',
      ],
      premise:
        'It rests on the distinction between withdrawing tolerance from a programme of domination and punishing an individual for an opinion.',
      implication:
        'The left must judge its own campaigns by whether they weaken domination or merely stage a spectacle of punishment.',
      attacks: ['mill-natural-penalties', 'mill-westminster-candour'],
      concedes: [],
      followUp: 'Is the target of this campaign a powerful programme, or only a person who stumbled?',
      work: 'the essay Repressive Tolerance',
    },
    // deplatforming
    {
      id: 'marcuse-restrict-teachings',
      issue: 'deplatforming',
      claim:
        'Restoring freedom of thought may require new limits on what schools and universities teach, where their methods confine the mind to the established order.',
      support:
        'An education that trains students to accept the given as the limit of the possible is not neutral; it is the administered society reproducing itself. I do not shrink from saying that this is a restriction, and a serious one.',
      gist: 'freedom of thought may require restricting teachings that enclose the mind in the established order',
      concepts: ['education', 'university', 'censorship'],
      questions: [
        'Should universities restrict what is taught?',
        'Is education ever neutral?',
        'Should schools stop teaching some ideas?',
      ],
      premise:
        'It rests on the view that education already shapes minds in the interest of the existing order, so the choice is not whether to shape but how.',
      implication:
        'A university that wants to free minds must take sides in its teaching, and must expect to be accused of indoctrination.',
      attacks: ['mill-hear-it-from-believers', 'mill-state-education-moulds'],
      concedes: [],
      followUp:
        'Which teaching in your own schooling taught you to accept things, and which taught you to question them?',
      work: 'the essay Repressive Tolerance',
    },
    {
      id: 'marcuse-platform-is-power',
      issue: 'deplatforming',
      claim:
        'A platform is power, and refusing it to a movement of aggression is a real withdrawal of tolerance, which I defend openly instead of disguising it as something milder.',
      support:
        'A university that lends its hall and its prestige to a campaigner for war or racial hatred is not neutral; it arms him. Refusing him restricts speech, and I say the restriction is justified.',
      gist: 'refusing a platform to movements of aggression is an open withdrawal of tolerance, and a justified one',
      concepts: ['platform', 'deplatforming', 'power'],
      questions: [
        'Is deplatforming censorship?',
        'Do people have a right to a platform?',
        'Does banning someone from social media violate free speech?',
      ],
      premise:
        'It rests on the view that a stage is a resource and a power, so whoever lends it takes a side, whether he admits it or not.',
      implication:
        'The platforms of the powerful must be judged by whom they amplify, and that judgement is political, not technical.',
      attacks: ['mill-moral-coercion-counts', 'mill-hear-it-from-believers'],
      concedes: [],
      followUp: 'Is losing a megaphone the same as losing your voice?',
      work: 'the essay Repressive Tolerance',
    },
    {
      id: 'marcuse-campus-not-neutral',
      issue: 'deplatforming',
      claim:
        'The university is not a neutral forum; it already serves the established order, so students who refuse a speaker only partly even the scales.',
      support:
        'An institution that takes money for war research and confers its honours on generals has taken sides already. Its talk of neutrality asks tolerance only of those who object.',
      gist: 'the university already serves power, so students refusing its speakers only partly even the scales',
      concepts: ['university', 'establishment', 'deplatforming'],
      questions: [
        'Are universities neutral places for debate?',
        'Is it fair for students to protest speakers?',
        'Should students be allowed to shut down events?',
      ],
      premise:
        'It rests on the observation that institutions which call themselves neutral are already committed through their funding, honours and research.',
      implication:
        'Before condemning students for intolerance, one should ask what the institution itself tolerates and profits from.',
      attacks: ['mill-hear-it-from-believers'],
      concedes: [],
      followUp: 'What does your university fund and honour, and who gets to object to that?',
      work: 'the essay Repressive Tolerance',
    },
    {
      id: 'marcuse-owner-amplifies',
      issue: 'deplatforming',
      claim:
        'When a billionaire buys a great network and restores the banned accounts, free speech has not won; one owner has chosen whom to amplify.',
      support:
        "A privately owned platform is an instrument of its owner's interests, whatever its slogans about liberty. The question is never whether someone selects, but who selects, and in whose interest.",
      gist: 'a privately owned platform amplifies whom its owner chooses, so unbanning is selection, not freedom',
      concepts: ['platform', 'social-media', 'power'],
      questions: [
        'Is it a win for free speech when banned accounts are restored?',
        'Should one rich person own a major social network?',
        'Is free speech real if billionaires own the platforms?',
      ],
      premise:
        'It rests on the view that the means of communication, like other means of production, serve those who own them.',
      implication:
        'Neither the ban nor the unbanning is neutral, and a society serious about freedom must ask who should own its public square.',
      attacks: ['mill-moral-coercion-counts'],
      concedes: [],
      followUp: 'Who owns the platform where you get your news, and what does he want from you?',
      work: 'the essay Repressive Tolerance',
    },
    // who-decides
    {
      id: 'marcuse-anyone-rational',
      issue: 'who-decides',
      claim:
        'The judgement belongs not to an elite but to everyone in the maturity of their faculties who has learned to think rationally and for themselves.',
      support:
        'The distinctions I ask for, between liberating and repressive, are not mysteries reserved for philosophers. Anyone freed from manipulation can make them, which is why a liberating education must come first.',
      gist: 'anyone who has learned to think rationally and autonomously can judge, not an elite',
      concepts: ['education', 'democracy', 'manipulation'],
      questions: [
        'Who decides which movements count as progressive?',
        'Who decides what is liberating and what is repressive?',
        'Who has the right to decide which ideas are too dangerous?',
        'Who would decide which speech is repressive?',
        "Isn't your view elitist?",
        'Who is qualified to judge what can be said?',
      ],
      premise:
        "It rests on the liberal's own phrase: maturity of the faculties is the condition of liberty, and it can be cultivated in everyone.",
      implication:
        'The answer sounds democratic but puts great weight on who counts as freed from manipulation, and I admit that is where my critics strike.',
      attacks: ['mill-maturity-not-a-pass'],
      concedes: [],
      followUp: 'How would you recognise someone who thinks for himself rather than as he was taught?',
      work: 'the essay Repressive Tolerance',
    },
    {
      id: 'marcuse-someone-already-decides',
      issue: 'who-decides',
      claim:
        'Someone already decides what most people hear, owners, editors and advertisers, every day, so the real question is only whether the decision serves domination or liberation.',
      support:
        'The choice is not between censorship and none, but between a hidden selection made for profit and power and an open one made for freedom. Pretending that no one decides only protects those who do.',
      gist: 'owners and editors already decide what is heard, so the question is whom the decision serves',
      concepts: ['media', 'power', 'censorship', 'social-media'],
      questions: [
        'Who decides what we hear now?',
        "Isn't there already censorship by the media?",
        'Is the choice between censorship and freedom real?',
      ],
      premise:
        'It rests on the fact that every channel of communication has gatekeepers, and that their choices are shaped by ownership.',
      implication:
        'Liberal horror at deciding who speaks often defends a selection made by people nobody elected.',
      attacks: ['mill-power-itself-illegitimate'],
      concedes: [],
      followUp: 'Who chose the stories on your screen this morning, and did you vote for them?',
      work: 'the essay Repressive Tolerance',
    },
    {
      id: 'marcuse-no-elite',
      issue: 'who-decides',
      claim:
        'I grant that no existing government can be trusted with this judgement; the alternative to our half democracy is not an elite but the struggle for a real one.',
      support:
        'The charge of an educational dictatorship is serious, and I feel its weight. But the present process already educates people to servitude, and the answer is more democracy, with people freed to judge, not a committee of wise men.',
      gist: 'no government should hold this judgement, and the answer is real democracy, not an elite',
      concepts: ['democracy', 'state', 'censorship'],
      questions: [
        'Would you trust the government to censor?',
        "Isn't your idea a dictatorship of intellectuals?",
        'Could your ideas lead to tyranny?',
      ],
      premise:
        'It rests on the refusal of both alternatives on offer, the manipulated majority and the benevolent dictator.',
      implication:
        'My position lives in an uneasy space, and it is fair to ask who enforces it before that real democracy exists.',
      attacks: ['mill-power-itself-illegitimate'],
      concedes: [],
      followUp:
        'Is there a path between a manipulated majority and an enlightened dictator, and what would it look like?',
      work: 'the essay Repressive Tolerance',
    },
    // conformity
    {
      id: 'marcuse-one-dimensional',
      issue: 'conformity',
      claim:
        'Our society needs no censor, because it produces an easy, well-run and democratic unfreedom in which people want what they are given.',
      support:
        'The capacity to imagine another way of life withers when every need is satisfied within the system. Thought becomes one-dimensional, measuring what could be by what already is.',
      gist: 'advanced society produces a comfortable unfreedom that flattens thought without any censor',
      concepts: ['one-dimensional', 'conformity', 'false-needs'],
      questions: [
        'Can we be unfree without censorship?',
        'Does society make everyone think the same?',
        'What is one-dimensional thinking?',
      ],
      premise:
        'It rests on the analysis of an economy that must produce not only goods but the wants for them, and with the wants the people.',
      implication:
        'The absence of censorship proves nothing about freedom; a society may silence the alternative simply by making it unthinkable.',
      attacks: ['mill-eccentricity'],
      concedes: [],
      followUp: 'Can you describe a way of life radically unlike yours that you could still want?',
      work: 'One-Dimensional Man, chapter 1',
    },
    {
      id: 'marcuse-false-needs',
      issue: 'conformity',
      claim:
        'Many of our needs are false, planted in us by particular interests: the need to relax, amuse ourselves and buy as the advertisements direct.',
      support:
        'Satisfying them may feel good, yet it keeps toil, aggression and injustice going. A wide choice of goods is no freedom when the goods themselves sustain the controls over our lives.',
      gist: 'many needs are false, imposed by interests, and choosing among goods is not freedom',
      concepts: ['false-needs', 'manipulation', 'consumerism'],
      questions: ['Are my needs really my own?', 'Is consumer choice real freedom?', 'What are false needs?'],
      premise:
        'It rests on the view that needs have a history, and that those which serve domination can be told apart from those of a free life.',
      implication:
        'A person may be perfectly satisfied and still unfree, which means satisfaction is no test of a good society.',
      attacks: ['mill-tree-not-machine', 'mill-choosing-is-learned'],
      concedes: [],
      followUp: 'Which of your needs would survive if no one ever advertised it to you?',
      work: 'One-Dimensional Man, chapter 1',
    },
    {
      id: 'marcuse-repressive-desublimation',
      issue: 'conformity',
      claim:
        'Even rebellion and sexual freedom are sold back to us as products, a repressive desublimation that releases energy only in forms the system can use.',
      support:
        "What was once forbidden and explosive becomes a commodity at the mall, and the rebel's style is on every billboard. Liberation in the form of consumption binds us more closely to what we thought we were escaping.",
      gist: 'rebellion and pleasure are released as commodities that bind people tighter to the system',
      concepts: ['desublimation', 'one-dimensional', 'consumerism', 'conformity'],
      questions: [
        'Can rebellion be sold as a product?',
        'Is sexual freedom today real freedom?',
        'Why do protest slogans end up on T-shirts?',
      ],
      premise:
        'It rests on the view that a permissiveness granted by the system is not the same as a freedom won against it.',
      implication: 'The apparent freedom of a permissive society may be its most effective form of control.',
      attacks: ['mill-eccentricity', 'mill-despotism-of-custom'],
      concedes: [],
      followUp: 'When your rebellion can be bought in a shop, whom does it threaten?',
      work: 'One-Dimensional Man, chapter 3',
    },
    {
      id: 'marcuse-individuality-for-sale',
      issue: 'conformity',
      claim:
        'The eccentric individual of liberal theory has become a marketing segment: individuality is sold in a thousand brands, and everyone expresses himself in the same way.',
      support:
        "The self-made style, the unusual hobby, the lifestyle of one's own are designed, packaged and delivered. Variety among products conceals sameness among persons.",
      gist: 'individuality has become a marketed product, so variety of goods hides sameness of people',
      concepts: ['individuality', 'consumerism', 'conformity'],
      questions: [
        'Is being different just another product now?',
        'Can you be an individual in consumer society?',
        'Are eccentrics really free?',
      ],
      premise:
        'It rests on the observation that the market thrives on difference, so long as the difference is one more thing to buy.',
      implication: 'The liberal call to be yourself may be the perfect slogan for an advertising agency.',
      attacks: ['mill-eccentricity', 'mill-tree-not-machine'],
      concedes: [],
      followUp: 'Which of your ways of being different did not come with a price tag?',
      work: 'One-Dimensional Man, chapter 1',
    },
    // social-progress
    {
      id: 'marcuse-right-of-resistance',
      issue: 'social-progress',
      claim:
        'Minorities that are oppressed and overpowered keep a natural right to resist, by means outside the law when the lawful ones have failed them.',
      support:
        'Their force does not start a new chain of violence but tries to break one already in place. They know they risk punishment, and no comfortable onlooker has the right to preach abstention to them.',
      gist: 'oppressed minorities have a right to resist by extralegal means when legal ones fail',
      concepts: ['resistance', 'oppression', 'violence'],
      questions: [
        'Do the oppressed have a right to break the law?',
        'Is violence ever justified for the oppressed?',
        'What if legal protest fails?',
      ],
      premise:
        'It rests on the principle that law keeps its authority only while it leaves open a real road to justice, and loses it when that road is closed.',
      implication:
        'The right is dangerous and easily claimed, and it must be judged by whether it truly breaks an established violence or merely adds another.',
      attacks: ['mill-hyde-park'],
      concedes: [],
      followUp: 'If every legal road to justice were closed to you, what would you owe to the law?',
      work: 'the essay Repressive Tolerance',
    },
    {
      id: 'marcuse-two-violences',
      issue: 'social-progress',
      claim:
        'There is a difference in historical function between the violence of the oppressed and the violence of the oppressor, though I call neither of them good.',
      support:
        'Ethically both are inhuman, but the violence that ended the old regime in France opened a road to freedom, while the violence of its defenders sought to keep that road closed.',
      gist: "the violence of the oppressed differs in historical function from the oppressor's",
      concepts: ['violence', 'liberation', 'oppression'],
      questions: [
        'Is violence by the oppressed different from violence by oppressors?',
        'Can violence ever be progressive?',
        'Is rioting ever justified?',
      ],
      premise:
        'It rests on judging acts not only ethically but historically, by whether they enlarge or narrow human freedom.',
      implication:
        'This distinction is easily abused by anyone who calls his own violence liberating, which is why it demands the strictest honesty.',
      attacks: ['mill-hyde-park', 'mill-progress-needs-heretics'],
      concedes: [],
      followUp:
        'Would you judge the storming of the Bastille by the same rule as the massacres that answered it?',
      work: 'the essay Repressive Tolerance',
    },
    {
      id: 'marcuse-tolerance-was-won',
      issue: 'social-progress',
      claim:
        'Tolerance itself was won by struggle, not granted through debate: the freedoms liberals defend were taken by movements that did not tolerate the order they overthrew.',
      support:
        'Freedom of thought and conscience emerged from the fight of a rising class against church and crown, not from a polite exchange with them. Tolerance was liberating then because it was partisan.',
      gist: 'tolerance was won by partisan struggle against the old order, not by polite debate',
      concepts: ['progress', 'liberation', 'tolerance'],
      questions: [
        'Where did our freedoms come from?',
        'Did free speech come from debate or struggle?',
        'Was social progress won by argument?',
      ],
      premise:
        'It rests on the historical record of the liberal revolutions, which were fought, not argued, into existence.',
      implication:
        "Today's defenders of tolerance enjoy the fruits of an intolerance they would condemn if it happened now.",
      attacks: ['mill-subjection-argued', 'mill-minorities-become-majorities'],
      concedes: [],
      followUp: 'Which of the rights you enjoy was won without anyone breaking the rules of the time?',
      work: 'the essay Repressive Tolerance',
    },
    {
      id: 'marcuse-great-refusal',
      issue: 'social-progress',
      claim:
        'Change will come from those outside the comfortable consensus: the outcasts, the persecuted of other races, the students and the unemployable, whose refusal cannot be bought.',
      support:
        'The integrated worker has his car and his television; the ghetto and the liberation movements of the poor countries have nothing to lose by saying no. Their great refusal is the one opposition the system cannot absorb.',
      gist: 'change will come from outsiders whose great refusal the system cannot absorb',
      concepts: ['liberation', 'resistance', 'minority'],
      questions: [
        'Who will change society?',
        'Where does real change come from?',
        'Is the working class still revolutionary?',
      ],
      premise:
        'It rests on the analysis that the affluent majority has been integrated, so opposition must come from those left outside affluence.',
      implication:
        'The hope of liberation rests on those with the least power, which is a hard hope but the only honest one.',
      attacks: ['mill-progress-needs-heretics'],
      concedes: [],
      followUp: 'Who in your society has nothing to lose by refusing, and are they ever heard?',
      work: 'One-Dimensional Man, chapter 10',
    },
  ],
  terms: [
    {
      concept: 'repressive-tolerance',
      meaning:
        'By repressive tolerance I mean tolerance practised indiscriminately under unequal power, so that it protects the established order and its violence.',
      example:
        "A network that gives a war's planners and its victims equal time, while the war goes on, practises repressive tolerance.",
    },
    {
      concept: 'liberating-tolerance',
      meaning:
        'Liberating tolerance is tolerance that takes sides, extended to movements of liberation and withdrawn from movements of aggression and domination.',
      example:
        'Welcoming a peace march while refusing a hall to a racist rally would be liberating tolerance.',
    },
    {
      concept: 'false-needs',
      meaning:
        'False needs are needs imposed on us by particular social interests, whose satisfaction keeps us working, consuming and obeying.',
      example:
        "The need for this year's car, created by advertising, is a false need, though the need to get about is real.",
    },
    {
      concept: 'one-dimensional',
      meaning:
        'One-dimensional thought measures everything by the existing order and cannot conceive of an order that is qualitatively different.',
      example: 'A person who thinks freedom simply means choosing between brands thinks one-dimensionally.',
    },
    {
      concept: 'establishment',
      meaning:
        'By the establishment I mean the whole system of economic, political and cultural power that administers our society.',
      example:
        'The corporations, the government and the networks that set the terms of public debate make up the establishment.',
    },
    {
      concept: 'manipulation',
      meaning:
        "By manipulation I mean the shaping of people's needs, beliefs and language by interests they do not see.",
      example:
        'A citizen who repeats a slogan about defending freedom, learned from the television, may be voicing a manipulated thought.',
    },
    {
      concept: 'liberation',
      meaning:
        'Liberation means freedom from exploitation and from the needs and fears that chain people to it, not merely freedom within the system.',
      example: 'A worker who no longer needs to buy his way to happiness is on the road to liberation.',
    },
    {
      concept: 'desublimation',
      meaning:
        'By repressive desublimation I mean the release of pleasure and rebellion in forms that serve the system rather than threaten it.',
      example: "A rebel's slogan sold on T-shirts at the mall is repressive desublimation at work.",
    },
    {
      concept: 'consumerism',
      meaning:
        'By the consumer society I mean an order that binds people to itself by the goods it delivers and the wants it manufactures for them.',
      example:
        'A worker who measures his freedom by the size of his television lives in the consumer society.',
    },
    {
      concept: 'resistance',
      meaning:
        'By the right of resistance I mean the right of oppressed minorities to oppose an established violence, by extralegal means if legal ones fail.',
      example:
        'The students at segregated lunch counters broke the local law to resist a law that was itself a violence.',
    },
    {
      concept: 'neutrality',
      meaning:
        'By abstract or pure tolerance I mean a neutrality that refuses to take sides and so leaves the existing distribution of power untouched.',
      example: 'A referee who ignores the fouls of the stronger team is neutral only in name.',
    },
    {
      concept: 'violence',
      meaning:
        'By violence I mean not only the riot but the established violence of war, poverty and exclusion that the order inflicts daily.',
      example: 'Hunger in a rich country is violence, even though no one strikes a blow.',
    },
    {
      concept: 'power',
      meaning:
        'By power I mean not only the police and the law but the ownership of the means by which a society works, speaks and learns.',
      example:
        'The company that owns the network has more say over what millions hear than any censor ever had.',
    },
    {
      concept: 'media',
      meaning:
        'By the mass media I mean the apparatus that delivers news, entertainment and advertising together, and shapes the language in which we think.',
      example:
        'An evening of television that passes from a massacre to a soap advertisement in the same tone is the mass media at work.',
    },
    {
      concept: 'tolerance',
      meaning:
        'Tolerance, as I understand it, is a means to a free and humane society, not an end to be practised whatever it shelters.',
      example: "Tolerating a peace march serves that end; tolerating a pogrom's propaganda does not.",
    },
    {
      concept: 'oppression',
      meaning:
        'By oppression I mean domination that is built into the order of things, so that it seems natural to those who suffer it and to those who profit.',
      example: 'A ghetto that no law created and no one defends is oppression all the same.',
    },
    {
      concept: 'emergency',
      meaning:
        'By an emergency I mean a situation in which the normal working of society itself prepares catastrophe, as with the arms race.',
      example:
        'A world that keeps enough bombs ready to end it lives in a permanent emergency, however calm the streets.',
    },
  ],
};
