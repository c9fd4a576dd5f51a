import type { SeatInput } from '../../schema';

/** The Watchtower Trial: Bentham as the Panopticon Architect, against Foucault the Analyst of Power. */
export const bentham: SeatInput = {
  role: 'debater',
  stances: [
    {
      issue: 'safety',
      position:
        'Yes: the near certainty of being seen deters crime better than any cruelty of punishment, though each camera must still pass the test of the sum.',
    },
    {
      issue: 'nothing-to-hide',
      position:
        'Innocence gains from the truth being seen, but harmless private acts are no business of the law, watched or not.',
    },
    {
      issue: 'watched-self',
      position:
        'Being watched changes conduct, and that is its merit: good behaviour kept up under the eye becomes habit, though opinion must never be watched into silence.',
    },
    {
      issue: 'watching-watchers',
      position:
        'The watchers must be watched in turn, by the public and the press, for publicity is the best security against misrule.',
    },
    {
      issue: 'prison',
      position:
        'A prison should prevent crime and reform its inmates at the least cost in pain, and inspection lets it do so without chains.',
    },
    {
      issue: 'institutions',
      position:
        'The inspection principle serves schools, workshops, hospitals and asylums as well as prisons, protecting the weak and sparing the rod.',
    },
    {
      issue: 'data-tracking',
      position:
        'Identifying and recording people serves security, but a watch kept in secret for private profit is a sinister interest to be opened up or restrained.',
    },
    {
      issue: 'sharing-online',
      position:
        'People show themselves for the real pleasure of a good name, and the court of public opinion needs only to learn proportion.',
    },
    {
      issue: 'normal',
      position:
        'Happiness is the only standard: strangeness is no offence, and counting conditions in tables is how a legislator learns what works.',
    },
    {
      issue: 'privacy-right',
      position:
        'There is no natural right to privacy, only rights made by law, but the alarm that prying spreads is a strong reason for such a law.',
    },
    {
      issue: 'population',
      position:
        'Counting births, deaths and diseases is the first step to longer lives, and inspection makes relief for the poor both certain and honest.',
    },
    {
      issue: 'resistance',
      position:
        'Do not flee the watch but reform it: obey punctually, censure freely, and turn the light on those who hold power.',
    },
    {
      issue: 'power-knowledge',
      position:
        'Inspection is power of mind over mind, and power, like knowledge of the governed, is good or bad only by its effects.',
    },
  ],
  arguments: [
    // safety
    {
      id: 'bentham-safety-certainty-deters',
      issue: 'safety',
      claim:
        'What holds a thief back is not the size of the punishment but the near certainty of being seen, and watching supplies exactly that certainty.',
      support:
        'A man tempted to steal weighs the profit against the pain, discounted by his hope of escape; shrink that hope and a mild penalty deters better than the gallows. A lamp and a watchman at the corner do more than a hanging judge.',
      gist: 'the certainty of being seen deters crime far better than the severity of punishment',
      concepts: ['deterrence', 'security', 'surveillance', 'punishment', 'calculus'],
      questions: [
        'Does being watched make us safer?',
        'Do security cameras actually stop crime?',
        'Is it the fear of getting caught that stops criminals?',
        'Would a watchtower in every neighbourhood stop crime?',
      ],
      premise:
        'It takes for granted that people calculate, however roughly, and that an uncertain pain weighs less in their reckoning than a certain one.',
      implication:
        'Where watching is thorough, punishment can be made gentler, and the savage penal codes of my youth lose their only excuse.',
      attacks: ['foucault-safety-plague-town'],
      concedes: ['foucault-prison-punish-better'],
      followUp:
        'Would you rather live under a code that hangs one thief in a hundred, or one that catches nearly every thief and fines him?',
      work: 'An Introduction to the Principles of Morals and Legislation, chapter 14',
    },
    {
      id: 'bentham-safety-security-chief-end',
      issue: 'safety',
      claim:
        'Security is the first thing the law exists to give, since without it nobody can count on keeping tomorrow what he earned today.',
      support:
        'Of the ends a legislator serves, subsistence, abundance, equality and security, security is the chief, because every plan of life rests on expectation. A watch that guards those expectations is the law doing its own work, for the cottager as much as the lord.',
      gist: 'security of expectation is the chief end of law, and watching protects it',
      concepts: ['security', 'sovereignty', 'utility'],
      questions: [
        'Why does safety matter more than privacy?',
        'Is security more important than freedom?',
        'What is the law for, if not to keep us safe?',
      ],
      premise:
        'It rests on the observation that disappointed expectation is itself a pain, and that the fear of loss spoils even the goods a man still holds.',
      implication:
        'A measure that makes people feel their homes and wages are safe adds to happiness even on the nights when nothing would have been stolen.',
      attacks: ['foucault-safety-whose-safety'],
      concedes: [],
      followUp:
        'What would your freedom be worth if you could not count on keeping your house until next week?',
      work: 'Principles of the Civil Code, part 1',
    },
    {
      id: 'bentham-safety-count-the-cost',
      issue: 'safety',
      claim:
        'Whether a camera is worth it is a sum to be done, not a slogan: count the pains it prevents against the pains it causes, everyone included.',
      support:
        'Intensity, duration, certainty, nearness and the number of people touched all go into the reckoning, and the unease of the watched is a real pain in it. If the unease of a whole town outweighs a few burglaries prevented, take the camera down.',
      gist: 'a camera must be judged by summing the pains it prevents against those it causes',
      concepts: ['calculus', 'utility', 'pleasure-pain', 'surveillance'],
      questions: [
        'Is surveillance worth the cost?',
        'How do we decide whether cameras are worth it?',
        'Is it worth trading privacy for safety?',
      ],
      premise:
        'It assumes that pains and pleasures, though hard to measure, can be compared well enough to guide a decision, as every government already does whenever it spends a penny.',
      implication:
        'By my own principle some cameras ought to come down, and I will say so whenever the sum goes against them.',
      attacks: ['foucault-safety-security-rate'],
      concedes: [],
      followUp: 'Which pains of being watched would you put on the scale, and how heavy would you make them?',
      work: 'An Introduction to the Principles of Morals and Legislation, chapter 4',
    },
    {
      id: 'bentham-safety-alarm-spreads',
      issue: 'safety',
      claim:
        'A crime wounds more than its victim: every robbery spreads alarm down the whole street, so preventing one relieves hundreds who were never touched.',
      support:
        'I called this the secondary mischief of an offence, the fear and danger it carries to everyone who hears of it. A camera that stops one mugging also lifts a weight from every person who walks home that way.',
      gist: 'a crime spreads alarm to everyone, so preventing it relieves far more people than the victim',
      concepts: ['security', 'deterrence', 'pleasure-pain', 'utility'],
      questions: [
        'Does the happiness of the many justify cameras?',
        'Why should I care about crimes that never happen to me?',
        'Do cameras make everyone happier or only the victims?',
      ],
      premise:
        'It rests on the plain fact that fear is itself a pain, and that the dread of a crime reaches far more people than the crime does.',
      implication:
        'A measure can be worth its cost even where crime is rare, since the relief from fear is counted for everyone it touches.',
      attacks: ['foucault-safety-fear-governs'],
      concedes: [],
      followUp: 'How many of your neighbours changed their way home after the last robbery you heard about?',
      work: 'An Introduction to the Principles of Morals and Legislation, chapter 12',
    },
    {
      id: 'bentham-safety-indirect-prevention',
      issue: 'safety',
      claim:
        'The wise legislator stops a crime before it starts by taking away the chance of it, and by making every offender easy to find.',
      support:
        'I called these the indirect means of preventing offences: they work on the power and the opportunity to offend, not on terror of the gallows. A known name and a guarded quay prevent what no hanging can undo.',
      gist: 'crime is best prevented indirectly, by removing opportunity and making offenders easy to identify',
      concepts: ['deterrence', 'security', 'identification'],
      questions: [
        'How do you stop crime before it happens?',
        'Is it better to prevent crime than to catch criminals afterwards?',
        'Can lighting and cameras take away the chance to steal?',
      ],
      premise:
        'It assumes that most offences are crimes of opportunity, committed because the chance lay open and escape looked likely.',
      implication:
        'Much of what people call surveillance is street lighting carried a little further, and deserves to be judged as calmly.',
      attacks: ['foucault-safety-police-everything'],
      concedes: [],
      followUp:
        'Would you rather a thief were hanged after the theft, or never had the chance to steal at all?',
      work: 'Principles of Penal Law, part 3, on indirect legislation',
    },
    // nothing to hide
    {
      id: 'bentham-hide-innocence-speaks',
      issue: 'nothing-to-hide',
      claim: 'Innocence asks to be seen and heard; it is guilt that pleads for silence and shade.',
      support:
        'I argued against the rule that excuses an accused man from answering questions, because the innocent want every fact brought out and only the guilty profit from the dark. No honest cause was ever lost because too much of the truth came out.',
      gist: 'innocence wants the truth seen, and only guilt gains from silence and shade',
      concepts: ['privacy', 'visibility', 'surveillance'],
      questions: [
        'If I have nothing to hide, why should I worry about being watched?',
        'Should an innocent person ever refuse to answer questions?',
        'Is wanting privacy a sign of guilt?',
      ],
      premise:
        'It rests on the point that evidence helps whoever is in the right, so the one who fears it is usually the one who is not.',
      implication:
        'The privilege of refusing to answer, so beloved of lawyers, shelters the guilty far more often than it saves the innocent.',
      attacks: ['foucault-hide-record-not-secret', 'foucault-hide-innocence-defined'],
      concedes: [],
      followUp: 'Can you name an honest cause that was lost because too much of the truth came out?',
      work: 'Rationale of Judicial Evidence, book 9',
    },
    {
      id: 'bentham-hide-evidence-clears',
      issue: 'nothing-to-hide',
      claim:
        'The more that is seen, the harder it is to convict the wrong man, since evidence clears the innocent as surely as it condemns the guilty.',
      support:
        'I fought the rules that shut evidence out of court, because every fact kept from the judge is a fresh chance of error. A record of where you were is the best alibi ever invented.',
      gist: 'more evidence protects the innocent, since facts clear as surely as they condemn',
      concepts: ['data', 'visibility', 'security'],
      questions: [
        'Can being watched ever protect an innocent person?',
        'Does a clean record protect me?',
        'What does an honest person gain from surveillance?',
      ],
      premise:
        'It assumes that a judge can weigh a doubtful witness but cannot weigh one he never hears, so shutting evidence out breeds more errors than letting it in.',
      implication:
        "Those who would blind the inspector to protect the innocent may be taking away the innocent man's best witness.",
      attacks: ['foucault-hide-record-not-secret', 'foucault-hide-confession-demand'],
      concedes: [],
      followUp:
        'If you were falsely accused tomorrow, would you rather more of your day had been recorded or less?',
      work: 'Rationale of Judicial Evidence',
    },
    {
      id: 'bentham-hide-harmless-acts',
      issue: 'nothing-to-hide',
      claim:
        'Having nothing to hide does not mean everything seen should be punished: an act that harms no one is no business of the law, watched or not.',
      support:
        "Punishment without mischief is groundless, and I held that even private acts the public loathed should go unpunished if they hurt nobody. The inspector's eye is there for mischief, not for matters of taste.",
      gist: 'harmless private acts are no business of the law, whoever happens to see them',
      concepts: ['privacy', 'punishment', 'utility'],
      questions: [
        'Should the law punish things done in private?',
        'Does watching people mean judging their private lives?',
        'What if someone sees me doing something odd but harmless?',
      ],
      premise:
        'It assumes that the only ground for punishing anything is the pain it causes, and that the distaste of onlookers is no such ground.',
      implication:
        'Any system of watching must be told exactly what it is looking for, and forbidden to punish what it merely dislikes.',
      attacks: [],
      concedes: ['foucault-hide-innocence-defined'],
      followUp:
        'If a camera saw you doing something harmless but strange, what exactly should follow from it?',
      work: 'An Introduction to the Principles of Morals and Legislation, chapter 13',
    },
    {
      id: 'bentham-hide-innocent-blush',
      issue: 'nothing-to-hide',
      claim:
        "The innocent man's blush is a pain like any other, and my sum counts it: having nothing to hide is not the same as having nothing to lose.",
      support:
        'Among the pains I listed are those of an ill name and of shame, and they fall on the innocent as surely as on the guilty when private matters are shown to strangers. Exposure that prevents no mischief is pure loss.',
      gist: 'the shame of exposure is a real pain even for the innocent, so it must be counted',
      concepts: ['pleasure-pain', 'privacy', 'calculus', 'visibility'],
      questions: [
        'Can an innocent person still lose something by being exposed?',
        'Is embarrassment a real harm?',
        'Why do innocent people mind being seen?',
      ],
      premise:
        'It rests on the principle that every pain counts, whatever its cause, and that shame is among the sharpest pains people feel.',
      implication:
        'The objection to watching the innocent is a sum, not a mystery: name the pain, and the law can forbid the exposure that causes it.',
      attacks: ['foucault-hide-confession-demand'],
      concedes: [],
      followUp: 'Which ordinary fact about you would you least like read aloud, though it breaks no law?',
      work: 'An Introduction to the Principles of Morals and Legislation, chapter 5',
    },
    // the watched self
    {
      id: 'bentham-self-habit-of-virtue',
      issue: 'watched-self',
      claim:
        'Being watched does change how we act, and that is its great merit: conduct kept good under the eye soon becomes good by habit.',
      support:
        'In the inspection house a man who can never tell whether he is observed must behave as if he always is, and after months of that the good conduct is simply his. I called the plan a mill for grinding rogues honest.',
      gist: 'behaviour kept good under possible observation soon becomes good by habit',
      concepts: ['habit', 'inspection', 'panopticon', 'reform'],
      questions: [
        'Does being watched make people behave better?',
        'Can surveillance make someone a better person?',
        'If you behave only because you are watched, have you really changed?',
      ],
      premise:
        'It rests on the plain fact that habit is formed by repetition, whatever first moved us to repeat.',
      implication: 'In time the inspector can step back, because the habits his presence built remain.',
      attacks: ['foucault-self-own-subjection', 'foucault-self-care-of-self'],
      concedes: [],
      followUp:
        'Do you care more about why someone first behaved well, or about whether they behave well now?',
      work: 'Panopticon, or The Inspection-House, letter 1',
    },
    {
      id: 'bentham-self-moral-sanction',
      issue: 'watched-self',
      claim:
        'Every decent society already watches itself, and the good opinion of neighbours is the gentlest police there is.',
      support:
        'Of the four sources of pain and pleasure that steer conduct, physical, political, moral and religious, the moral one is simply what the people around you think of you. A town where nobody could be seen would lose it, and need far more gaolers.',
      gist: 'the watching eyes of neighbours are the moral sanction, the gentlest police society has',
      concepts: ['public-opinion', 'self-surveillance', 'punishment'],
      questions: [
        'Is it bad that we care what people think of us?',
        'Is feeling watched just part of living with other people?',
        'Does the fear of what others think keep us in line?',
      ],
      premise:
        'It assumes that people everywhere care for the esteem of others, which no observer of mankind has ever seriously denied.',
      implication:
        'Restraint under the eyes of others is not a disease of modern life but the oldest and cheapest form of order.',
      attacks: ['foucault-self-guides-not-forbids'],
      concedes: [],
      followUp: 'Would you rather be kept in line by what your neighbours think, or by a constable?',
      work: 'An Introduction to the Principles of Morals and Legislation, chapter 3',
    },
    {
      id: 'bentham-self-never-watch-opinion',
      issue: 'watched-self',
      claim:
        'Watching must never be turned on opinion: a government that frightens people out of criticising it has made itself what it should most fear, unwatched.',
      support:
        'I defended the liberty of the press and of public discussion without reserve, because the censure of the public is the only steady check on rulers. Inspection of conduct, yes; inspection to punish opinion, never.',
      gist: 'surveillance must never be used to frighten people out of criticising their rulers',
      concepts: ['self-surveillance', 'liberty', 'publicity'],
      questions: [
        'Does surveillance make people afraid to speak their minds?',
        'Is there a chilling effect when the government reads our messages?',
        'Should people censor themselves because they might be watched?',
      ],
      premise:
        'It rests on my view that public discussion is the tribunal that keeps government honest, and a frightened tribunal judges nothing.',
      implication:
        "A state that reads its citizens' letters to find dissenters has turned the inspection principle exactly upside down.",
      attacks: [],
      concedes: ['foucault-self-own-subjection'],
      followUp: 'Which opinion have you kept to yourself because you feared who might be listening?',
      work: 'On the Liberty of the Press and Public Discussion, 1821',
    },
    {
      id: 'bentham-self-hope-and-reward',
      issue: 'watched-self',
      claim:
        'Being seen is a promise as well as a threat: under inspection the diligent are noticed and rewarded, so the watched learn hope as well as fear.',
      support:
        "In my inspection house the prisoner's industry was seen and paid with a share of what he earned. A person who knows good conduct will be noticed has a reason to be good that does not rest on terror alone.",
      gist: 'inspection rewards good conduct as well as catching bad, so the watched learn hope as well as fear',
      concepts: ['inspection', 'habit', 'interest-duty', 'pleasure-pain'],
      questions: [
        'Can being watched ever feel encouraging?',
        'Does being noticed make people try harder?',
        'Is being watched always about fear?',
      ],
      premise:
        'It assumes that reward moves people at least as strongly as punishment, and that reward needs someone to see what deserves it.',
      implication:
        'A watch that only ever catches faults is badly designed, and the remedy is to make it see merit too, not to blind it.',
      attacks: ['foucault-self-soul-prison'],
      concedes: [],
      followUp: 'When did someone last notice something you did well, and did it change what you did next?',
      work: 'Panopticon, Postscript, part 2',
    },
    // who watches the watchers
    {
      id: 'bentham-watchers-keeper-watched',
      issue: 'watching-watchers',
      claim:
        'The watchman must be watched too, and my inspection house was built for exactly that: the keeper is as visible to the public as the prisoners are to him.',
      support:
        "Any curious citizen could walk into the central lodge and see how the keeper did his work, and the under-keepers were under his eye as he was under the world's. A secret gaol breeds cruelty; an open one shames it.",
      gist: 'the keeper himself stands under the eyes of the public, so the watchers are watched',
      concepts: ['inspection', 'panopticon', 'publicity'],
      questions: [
        'Who watches the watchers?',
        'Who keeps an eye on the guard in the tower?',
        'What stops the inspector from abusing his power?',
      ],
      premise:
        'It rests on the principle that those who hold power over others are tempted like anyone else, and that being seen is the surest check on them.',
      implication:
        'A prison, a hospital or a police station closed to visitors is suspect by that fact alone.',
      attacks: ['foucault-watchers-machine-catches-all'],
      concedes: [],
      followUp: 'Would you trust a prison more or less if anyone could walk in tomorrow and look around?',
      work: 'Panopticon, or The Inspection-House, letter 6',
    },
    {
      id: 'bentham-watchers-publicity',
      issue: 'watching-watchers',
      claim:
        'Publicity is the best security against misrule: an official who knows the public is looking behaves better than one who works in the dark.',
      support:
        'Debates in Parliament, trials in court and the business of every office should be open to any observer and any printer. In darkness even good arrangements rot, while in the light bad ones cannot last long.',
      gist: 'publicity is the best security against misrule by those in office',
      concepts: ['publicity', 'public-opinion', 'power'],
      questions: [
        'Is transparency the cure for corruption?',
        'Should governments be completely open?',
        'Should politicians be watched as closely as citizens?',
      ],
      premise:
        'It assumes that rulers are men with interests of their own, and that nothing restrains a private interest in public office like the fear of exposure.',
      implication:
        'A government that demands to see everything while showing nothing has the principle exactly backwards.',
      attacks: ['foucault-watchers-transparency-dream'],
      concedes: [],
      followUp: 'Which office in your own country would you most like to see opened to the public gaze?',
      work: 'Essay on Political Tactics, chapter 2',
    },
    {
      id: 'bentham-watchers-opinion-tribunal',
      issue: 'watching-watchers',
      claim: 'Every ruler answers in the end to the public opinion tribunal, and the press is its clerk.',
      support:
        'In my Constitutional Code every official, from minister to judge, works under inspection, and the judgement of the public, carried by the newspapers, does what no statute alone can. A citizen with a camera in his pocket now sits on that tribunal.',
      gist: 'rulers answer to a tribunal of public opinion, served by the press and by citizens',
      concepts: ['public-opinion', 'publicity', 'power'],
      questions: [
        'Can public opinion keep officials honest?',
        'Is filming the police a good idea?',
        'Does a free press protect us from abuse of power?',
      ],
      premise:
        'It rests on the view that the many, though each knows little, together judge the conduct of the few better than the few judge themselves.',
      implication: 'Filming a constable at his work is not an insult to the law but a service to it.',
      attacks: ['foucault-watchers-transparency-dream', 'foucault-watchers-let-them-speak'],
      concedes: [],
      followUp: 'If the public is the judge of its rulers, what must the public be allowed to see?',
      work: 'Constitutional Code',
    },
    {
      id: 'bentham-watchers-open-court',
      issue: 'watching-watchers',
      claim:
        'Publicity is the very soul of justice: a judge who knows the public is watching is himself on trial while he tries others.',
      support:
        'Close the courtroom and every abuse by a judge or an officer can hide behind the door. Open it, let the press report it, and the keenest spur to honesty is applied at no cost at all.',
      gist: 'publicity is the soul of justice, keeping the judge himself on trial',
      concepts: ['publicity', 'public-opinion', 'inspection'],
      questions: [
        'Should trials be open to the public?',
        'Should judges and courts be watched?',
        'Should police interviews be recorded?',
      ],
      premise:
        'It assumes that officials are moved by the same interests as everyone else, and that only the fear of being seen keeps those interests in check.',
      implication:
        'Every secret hearing, sealed file and unrecorded interrogation should be treated as a danger needing special proof of its necessity.',
      attacks: ['foucault-watchers-let-them-speak'],
      concedes: [],
      followUp: 'Would you trust a verdict reached behind closed doors as much as one reached in open court?',
      work: 'Draught for the Organisation of Judicial Establishments',
    },
    // prison
    {
      id: 'bentham-prison-reform-not-torment',
      issue: 'prison',
      claim:
        'A prison should reform and employ its inmates rather than merely torment them, and constant inspection makes that possible without chains or the lash.',
      support:
        'The old gaols were dens of fever, drink and schooling in crime; in the inspection house each man works in a clean, lit cell, and is fed, taught and watched. The tower does the work the fetter used to do.',
      gist: 'inspection lets a prison reform and employ its inmates instead of tormenting them',
      concepts: ['prison', 'reform', 'inspection', 'panopticon'],
      questions: [
        'What is the point of prison?',
        'What is prison supposed to achieve?',
        'Can prisons reform criminals?',
        'Was the panopticon meant to be cruel?',
      ],
      premise:
        "It assumes that conduct is shaped by circumstances, so that changing the circumstances of a man's days can change the man.",
      implication:
        'Irons, dungeons and flogging become useless cruelty once a better means of order is at hand.',
      attacks: ['foucault-prison-body-to-soul'],
      concedes: [],
      followUp: 'If a prison could keep order without a single chain, what objection to it would remain?',
      work: 'Panopticon, or The Inspection-House, letter 8',
    },
    {
      id: 'bentham-prison-punishment-is-evil',
      issue: 'prison',
      claim:
        'All punishment is in itself an evil, and it is justified only when it keeps out a greater evil.',
      support:
        'Punishment is groundless where there is no mischief, needless where watching or teaching would prevent the harm more cheaply, and unprofitable where it costs more pain than it saves. Prevention spares both the victim and the thief.',
      gist: 'punishment is itself an evil, justified only to prevent a greater one',
      concepts: ['punishment', 'utility', 'deterrence', 'pleasure-pain'],
      questions: [
        'Is punishment ever good in itself?',
        'Is punishment just revenge dressed up as justice?',
        'When is it right to punish someone?',
      ],
      premise:
        'It rests on the principle of utility: pain is pain, whether it falls on a criminal or an honest man, and it must be counted either way.',
      implication:
        'Revenge is no reason at all, and every sentence beyond what prevention requires is a fresh mischief done by the state.',
      attacks: ['foucault-prison-punish-better', 'foucault-prison-body-to-soul'],
      concedes: [],
      followUp: 'What good does a punishment do that prevents nothing at all?',
      work: 'An Introduction to the Principles of Morals and Legislation, chapter 13',
    },
    {
      id: 'bentham-prison-interest-duty',
      issue: 'prison',
      claim:
        "Bind the keeper's interest to his duty: let him profit by his prisoners' work and pay for every prisoner who dies beyond the usual rate.",
      support:
        "Good intentions in a governor are a poor security, while a contract that makes cruelty and neglect cost him money is a strong one. Under that arrangement his purse stands guard over the prisoners' health.",
      gist: "a keeper whose interest is tied to his prisoners' health will look after them",
      concepts: ['interest-duty', 'prison', 'inspection'],
      questions: [
        'Should prisons be run for profit?',
        'How do you stop prison guards from mistreating prisoners?',
        'Should prisoners have to work?',
      ],
      premise:
        'It assumes that people follow their interest reliably and their duty only occasionally, so good institutions make the two point the same way.',
      implication:
        'Trusting the kindness of officials is a gamble, while arranging their interests is a science.',
      attacks: ['foucault-prison-labour-makes-obedience'],
      concedes: [],
      followUp: "Would you rather rely on a warden's kindness or on his purse?",
      work: 'Panopticon, or The Inspection-House',
    },
    {
      id: 'bentham-prison-after-release',
      issue: 'prison',
      claim:
        'A prison that turns a man out with no trade, no money and no friend invites him back, so reform must follow him past the gate.',
      support:
        'I would release no one until someone vouched for him or he enlisted, and otherwise he could stay on as a free worker in a house beside the prison. Much of the reoffending you lament is the work of the day of release.',
      gist: 'reform must follow the prisoner past the gate, or release invites his return',
      concepts: ['reform', 'delinquency', 'prison'],
      questions: [
        'Why do so many people go back to prison?',
        'What should happen when prisoners are released?',
        'Do prisons fail because of what happens afterwards?',
      ],
      premise:
        'It rests on the observation that a man thrown into the street with a bad name and empty hands has every motive to steal and few to work.',
      implication:
        'A prison must be judged by what becomes of its people years after they leave, and its accounts should say so.',
      attacks: ['foucault-prison-useful-failure'],
      concedes: [],
      followUp:
        'How many of those who reoffend, do you think, were given any means of living honestly on their first day out?',
      work: 'Panopticon, or The Inspection-House, letter 14',
    },
    // schools, workplaces, hospitals
    {
      id: 'bentham-institutions-schools',
      issue: 'institutions',
      claim:
        'A school built on the inspection principle banishes copying, idling and distraction, and lets a master teach with far less severity.',
      support:
        'From the centre an unseen master can stop the copying of exercises, which we called cribbing at Westminster, and all idle chatter besides. Less need for the rod means more time for learning.',
      gist: 'inspection in schools banishes cheating and idling and lets teaching be gentler',
      concepts: ['inspection', 'examination', 'panopticon'],
      questions: [
        'Should schools put cameras in classrooms?',
        'Would cheating stop if exams were properly watched?',
        'Would you run a school like your prison?',
      ],
      premise:
        'It assumes that most mischief among children happens where no adult can see, which anyone who survived a schoolroom will confirm.',
      implication:
        'The rod and the cane can retire, since a master who sees everything need punish very little.',
      attacks: ['foucault-institutions-all-resemble-prisons'],
      concedes: [],
      followUp: 'Where did the worst things happen at your school, in sight of the teachers or out of it?',
      work: 'Panopticon, or The Inspection-House, letter 21',
    },
    {
      id: 'bentham-institutions-happy-machines',
      issue: 'institutions',
      claim:
        'If the pupils end up happy, useful and well taught, I care little whether critics call them soldiers, monks or machines.',
      support:
        'When I was warned that constant inspection would cramp the free spirit of a young citizen, I answered that the real question is whether they are happier, not what a sneer names them. Liberty that produces misery is a poor ornament.',
      gist: 'what matters is whether the watched are happier, not what critics call them',
      concepts: ['utility', 'pleasure-pain', 'discipline', 'liberty'],
      questions: [
        'Does strict discipline crush children?',
        'Is a drilled and watched school a bad school?',
        'Are people trained like machines really free?',
      ],
      premise:
        'It rests on the principle that happiness is the only thing good in itself, so any objection must finally point to some pain, not merely an unlovely name.',
      implication:
        'A critic of inspection owes us evidence of misery, and until he brings it his complaint is a matter of taste.',
      attacks: ['foucault-institutions-examination'],
      concedes: [],
      followUp: 'Show me the pain in a well-run, watched school; what would you weigh it against?',
      work: 'Panopticon, or The Inspection-House, letter 21',
    },
    {
      id: 'bentham-institutions-protect-weak',
      issue: 'institutions',
      claim:
        'Inspection protects the weak as much as it restrains them, since the patient and the madman suffer most from a keeper nobody watches.',
      support:
        'In hospitals and madhouses the helpless lie at the mercy of nurses and attendants; under a central eye, neglect and cruelty are seen and stopped. A camera in a care home serves the same end.',
      gist: 'inspection protects helpless patients and inmates from neglectful or cruel keepers',
      concepts: ['inspection', 'security', 'panopticon'],
      questions: [
        'Should care homes have cameras?',
        'Would patients be safer if staff were watched?',
        'Does surveillance ever protect the vulnerable?',
      ],
      premise:
        'It assumes that those who cannot complain are the likeliest to be abused, and so the most in need of a witness.',
      implication:
        'Opposition to all watching, however noble it sounds, can leave the weakest alone with their tormentors.',
      attacks: ['foucault-institutions-hospital-file'],
      concedes: [],
      followUp: 'Who speaks for the patient who cannot speak, if not a witness?',
      work: 'Panopticon, or The Inspection-House, letters 19 and 20',
    },
    {
      id: 'bentham-institutions-workshops',
      issue: 'institutions',
      claim:
        'In a workshop, inspection lets the diligent be seen to be diligent, so they are cheated neither by the idle nor by a suspicious master.',
      support:
        'Where every bench is in view there is no need for fines, locked doors or a bullying overseer, because idleness and pilfering simply show. The honest worker gains most from a master who can see.',
      gist: 'inspection in workshops protects diligent workers from the idle and from suspicion',
      concepts: ['inspection', 'discipline', 'interest-duty'],
      questions: [
        'Should my boss be allowed to monitor me at work?',
        'Is workplace monitoring fair to employees?',
        'Do honest workers benefit from being watched?',
      ],
      premise:
        'It assumes that in any workplace some shirk, and that suspicion falls on everyone unless the truth can be seen.',
      implication:
        'A record that shows honestly who did the work may free good workers from the distrust that now falls on all.',
      attacks: ['foucault-institutions-docile-bodies'],
      concedes: [],
      followUp: 'Would you rather your boss suspected everyone, or could see who actually does the work?',
      work: 'Panopticon, or The Inspection-House, letter 18',
    },
    {
      id: 'bentham-institutions-guardian-trust',
      issue: 'institutions',
      claim:
        "A watch kept over a child, by parent or school, is a trust held for the child's good, justified while he cannot yet weigh distant dangers and no longer once he can.",
      support:
        'Guardianship exists because a child cannot yet calculate his own interest, so another must do it for him. But the trust shrinks as his judgement grows, and a parent who tracks a youth of seventeen like an infant has made a trust into a tyranny.',
      gist: "a watch over a child is a trust for the child, shrinking as the child's judgement grows",
      concepts: ['inspection', 'utility', 'liberty'],
      questions: [
        'Should parents be allowed to track their kids?',
        'How much should parents watch their teenagers?',
        'When should parents stop checking on their children?',
      ],
      premise:
        'It assumes that each person becomes, with age and experience, the best judge of his own interest, which is the ground of all my arguments for liberty.',
      implication: 'A tracking app that never loosens its hold as the child grows is a bad law in miniature.',
      attacks: ['foucault-institutions-family-relay'],
      concedes: [],
      followUp: 'At what age would you let your own child go where you could not see?',
      work: 'An Introduction to the Principles of Morals and Legislation',
    },
    // phones, apps and data
    {
      id: 'bentham-data-identification',
      issue: 'data-tracking',
      claim:
        'A society in which every person can be identified is one in which crimes are detected and honest people trusted, and I proposed as much long ago.',
      support:
        'I suggested that every citizen bear a fixed and distinct name, and noted with approval the English sailors who marked their names on their wrists. A phone that knows who carries it is that idea grown large.',
      gist: 'identifying every person makes crime detectable and trust between honest people easier',
      concepts: ['identification', 'data', 'security'],
      questions: [
        'Is it good that our phones know who we are?',
        'Should everyone be identifiable?',
        'Would a world without anonymity be safer?',
      ],
      premise:
        'It rests on the view that most fraud and violence depend on escaping recognition, so whatever removes the mask removes the temptation.',
      implication:
        'Anonymity has its place, as in the secret ballot that shields a voter from his landlord, but in the street it chiefly serves those bent on fraud or violence.',
      attacks: ['foucault-data-pocket-examination'],
      concedes: [],
      followUp: 'Who gains most in a world where no one can tell who anyone is?',
      work: 'Principles of Penal Law, part 3, on indirect means of preventing offences',
    },
    {
      id: 'bentham-data-sinister-interest',
      issue: 'data-tracking',
      claim:
        'What matters is not that data is gathered but whose interest it serves, and a watch kept in secret for private profit is a sinister interest.',
      support:
        'I spent my life against the few who rule for their own good at the cost of the many, and a company that watches millions unseen is that old interest in a new coat. Open its books and its uses to the public, or restrain it.',
      gist: 'data gathered in secret for private profit serves a sinister interest and must be opened up',
      concepts: ['interest-duty', 'data', 'publicity', 'power'],
      questions: [
        'Are tech companies the new watchers?',
        'Is it wrong for companies to collect our data?',
        'Who should all this data serve?',
      ],
      premise:
        'It assumes that any body of men holding power unseen will use it for themselves, since interest is the steadiest motive there is.',
      implication:
        'The remedy for corporate watching is the remedy for bad government: make the watcher visible and answerable.',
      attacks: ['foucault-data-no-single-tower'],
      concedes: [],
      followUp: 'Should the books of a company that watches you be as open as the file it keeps on you?',
      work: 'The Book of Fallacies',
    },
    {
      id: 'bentham-data-eyes-open',
      issue: 'data-tracking',
      claim:
        'A grown person may trade his data for maps and music if he does it with his eyes open, but a bargain buried in fine print is no real bargain.',
      support:
        'I defended the freedom of anyone of sound mind to make whatever bargain he thinks fit, since each is the best judge of his own advantage. That defence assumes he knows what he is selling, and terms nobody reads teach nobody anything.',
      gist: "trading one's data is legitimate only when done knowingly, not through unread fine print",
      concepts: ['data', 'liberty', 'utility'],
      questions: [
        'Did I really agree to be tracked when I clicked accept?',
        'Is giving away data for free apps a fair deal?',
        'Is it my own choice if I accept the terms and conditions?',
      ],
      premise:
        'It assumes that each person is generally the best judge of his own interest, provided the facts are before him.',
      implication:
        'Consent forms that nobody reads should weigh no more in law than a contract signed in the dark.',
      attacks: ['foucault-data-circulation', 'foucault-data-self-tracking'],
      concedes: [],
      followUp: 'How many of the bargains you struck with your phone this year could you describe?',
      work: 'Defence of Usury, letter 1',
    },
    {
      id: 'bentham-data-register-shield',
      issue: 'data-tracking',
      claim:
        "A register is a shield as well as an eye: records of titles, births and contracts protect a poor man's claims against a rich man's memory.",
      support:
        'I pressed for a general register of property so that no small owner could be cheated by a forged or a lost deed. The same records that can be misused are, well kept, what let a person prove who he is and what he owns.',
      gist: 'well kept records protect the weak by letting them prove who they are and what they own',
      concepts: ['data', 'security', 'identification'],
      questions: [
        'Can keeping records about people ever protect them?',
        'Is all data collection bad?',
        'Why would anyone want their information on file?',
      ],
      premise:
        'It assumes that the powerful can always afford lawyers and witnesses, while the weak depend on a public record to make good their claims.',
      implication:
        'A world without records would not be a free world but one where every dispute goes to the strongest.',
      attacks: ['foucault-data-pocket-examination'],
      concedes: [],
      followUp:
        'If your landlord or your employer denied a promise tomorrow, what record would you want to show?',
      work: 'Outline of a Plan of a General Register of Real Property',
    },
    // sharing online
    {
      id: 'bentham-sharing-good-name',
      issue: 'sharing-online',
      claim:
        'We show ourselves because a good name is a real pleasure, and the esteem of others is one of the strongest motives we have.',
      support:
        'Among the simple pleasures I listed are those of a good name and of friendship; someone posting a holiday picture is chasing them as men once did in the coffee house. Where esteem rewards useful conduct, that is no evil.',
      gist: 'people show themselves in pursuit of the real pleasure of a good name',
      concepts: ['public-opinion', 'pleasure-pain', 'visibility'],
      questions: [
        'Why do people post everything online?',
        'Why do likes feel so good?',
        'Is wanting followers a bad thing?',
      ],
      premise:
        'It assumes that pleasures differ in their source but not in their reality, so the pleasure of esteem is as real as that of a meal.',
      implication:
        'The task is not to shame people for wanting to be seen, but to make sure esteem goes to conduct that serves others.',
      attacks: [
        'foucault-sharing-confessing-animal',
        'foucault-sharing-visibility-trap',
        'foucault-sharing-scores',
      ],
      concedes: [],
      followUp: 'Is the wish to be thought well of something you would really want to cure?',
      work: 'An Introduction to the Principles of Morals and Legislation, chapter 5',
    },
    {
      id: 'bentham-sharing-proportion',
      issue: 'sharing-online',
      claim:
        'The court of public opinion turns cruel when it punishes without evidence or measure, and then it needs the checks of any court.',
      support:
        'I wanted the public to judge officials because their acts are public and they can answer; a crowd that ruins a private person for one remark punishes far beyond the mischief. Punishment out of proportion is a mischief of its own.',
      gist: 'public judgement without evidence or proportion becomes a mischief that needs checks',
      concepts: ['public-opinion', 'punishment', 'calculus'],
      questions: [
        'Is cancel culture fair?',
        'Is being shamed online a fair punishment?',
        'Does the court of public opinion get it wrong?',
      ],
      premise:
        'It rests on the rule that a punishment should never exceed what is needed to outweigh the profit of the offence.',
      implication:
        'The same publicity that disciplines a minister can crush a schoolgirl, so the tribunal must learn to weigh before it sentences.',
      attacks: ['foucault-sharing-scores'],
      concedes: [],
      followUp: 'What would a fair hearing look like in a comments section?',
      work: 'An Introduction to the Principles of Morals and Legislation, chapter 14',
    },
    {
      id: 'bentham-sharing-own-judge',
      issue: 'sharing-online',
      claim:
        'What a grown person chooses to show of himself is a matter of prudence, and in prudence each of us judges his own happiness better than any legislator.',
      support:
        "Legislation should keep out of conduct that touches only the agent, since the lawmaker cannot see each person's circumstances. Warn the young of the pains a careless post may bring, but leave the choosing to them.",
      gist: "what people choose to show of themselves is their own affair of prudence, not the law's",
      concepts: ['liberty', 'utility', 'publicity'],
      questions: [
        'Should people be free to share whatever they like online?',
        'Should the law stop people oversharing?',
        'Is posting my whole life online my own business?',
      ],
      premise:
        'It assumes that each person feels his own pleasures and pains and so, in matters touching only himself, is their best judge.',
      implication:
        'Much of the hand-wringing over what people post is meddling, and a law against oversharing would do more harm than the oversharing.',
      attacks: ['foucault-sharing-visibility-trap'],
      concedes: [],
      followUp: 'Who would you trust to decide what you may post, if not yourself?',
      work: 'An Introduction to the Principles of Morals and Legislation, chapter 17',
    },
    // the normal
    {
      id: 'bentham-normal-happiness-only-standard',
      issue: 'normal',
      claim:
        'The only standard I accept is happiness, and no habit becomes wrong merely because it is unusual or disliked.',
      support:
        'To condemn a harmless oddity because most people find it distasteful is the principle of sympathy and antipathy, prejudice dressed up as a rule. An act is bad by the pain it causes, not by how strange it looks.',
      gist: 'happiness is the only standard, and strangeness or dislike is no ground for condemnation',
      concepts: ['utility', 'normalization', 'pleasure-pain'],
      questions: [
        'Who decides what is normal?',
        'Is it wrong to be weird if you hurt nobody?',
        'Is there any standard for judging people besides happiness?',
      ],
      premise:
        'It assumes that approval and disapproval prove nothing by themselves, since the same feelings have defended every cruelty in history.',
      implication:
        'Much that respectable opinion calls abnormal would have to be left alone, and much that it calls normal would have to justify itself.',
      attacks: ['foucault-normal-happiness-administered', 'foucault-normal-judges-everywhere'],
      concedes: [],
      followUp: 'Can you name a harm done by someone merely being unusual?',
      work: 'An Introduction to the Principles of Morals and Legislation, chapter 2',
    },
    {
      id: 'bentham-normal-tables',
      issue: 'normal',
      claim:
        "Recording and comparing people's conditions is how a legislator learns what works; without tables and numbers, reform is guesswork.",
      support:
        'I wanted the accounts of prisons and poorhouses kept in tables anyone could compare: deaths, sickness, labour and cost. A measured institution can be improved, while an unmeasured one hides its failures behind good intentions.',
      gist: "recorded and compared numbers are the legislator's means of finding what works",
      concepts: ['data', 'examination', 'utility'],
      questions: [
        'Why are institutions so obsessed with statistics?',
        'Are rankings and measurements good for us?',
        'Should schools and hospitals be ranked?',
      ],
      premise:
        'It rests on the conviction that good and bad government differ in their effects, and effects can only be compared once they are counted.',
      implication:
        'Rankings of schools and hospitals are clumsy tools, but abolishing them would return us to governing by anecdote.',
      attacks: ['foucault-normal-norm-coerces', 'foucault-normal-judges-everywhere'],
      concedes: [],
      followUp: 'How would you know a hospital was losing too many patients without counting them?',
      work: 'Pauper Management Improved',
    },
    {
      id: 'bentham-normal-offences-against-self',
      issue: 'normal',
      claim:
        'Conduct that harms nobody is no offence however odd it looks, and I said so of love between men when the law still hanged them for it.',
      support:
        "In my essay on offences against one's self I weighed the punishment of such acts and found pain only on the side of the law: no victim, no alarm, only the disgust of onlookers. Antipathy is not a reason.",
      gist: 'harmless conduct is no offence however unusual, since antipathy is no reason to punish',
      concepts: ['normalization', 'utility', 'punishment', 'pleasure-pain'],
      questions: [
        'Should people be punished for being different?',
        'Why was being gay treated as a crime?',
        'Is disgust a good reason to ban something?',
      ],
      premise:
        'It rests on the principle that only pain counts against an act, and that the dislike of spectators is not a pain the act inflicts.',
      implication:
        'A great deal of what societies have policed as abnormal would be left alone if legislators simply did the sum.',
      attacks: ['foucault-normal-norm-coerces'],
      concedes: [],
      followUp: 'Name one habit you find distasteful, and then the pain it causes anyone: is there one?',
      work: "Offences Against One's Self",
    },
    // privacy as a right
    {
      id: 'bentham-rights-nonsense-on-stilts',
      issue: 'privacy-right',
      claim:
        'A natural right to privacy is nonsense on stilts: rights are made by laws, and laws are good only so far as they serve happiness.',
      support:
        'The French declaration promised rights no government could keep, and so taught men to resist any law they disliked. Tell me what harm a rule of privacy prevents and I will write it into law, but shout that it is sacred and you have only shouted.',
      gist: 'there are no natural rights, only rights made by law for the sake of happiness',
      concepts: ['natural-rights', 'privacy', 'utility', 'sovereignty'],
      questions: [
        'Is privacy a natural right?',
        'Where do rights come from?',
        'Why did you call natural rights nonsense?',
        'If a law took away my privacy, would I still have a right to it?',
        'Do we have a right to privacy just by being born?',
      ],
      premise:
        'It rests on the observation that a right with no law to enforce it protects nobody, and that nature hands out appetites, not titles.',
      implication:
        'Every right to privacy worth having must be argued for by its effects, and can be limited when the effects turn bad.',
      attacks: ['foucault-rights-new-right', 'foucault-rights-weapons-won'],
      concedes: [],
      followUp:
        'If no law anywhere protected your privacy, what exactly would your natural right do for you?',
      work: 'Anarchical Fallacies',
    },
    {
      id: 'bentham-rights-security-of-letters',
      issue: 'privacy-right',
      claim:
        'The privacy worth protecting is a security of expectation: people must be able to count on their letters and houses not being pried into without cause.',
      support:
        'A law letting anyone open your letters at pleasure would spread alarm through every household, and alarm is a pain felt by thousands who were never touched. That is a strong reason for a rule, and a better one than any appeal to nature.',
      gist: 'privacy deserves protection because prying spreads alarm, a real and widespread pain',
      concepts: ['privacy', 'security', 'pleasure-pain'],
      questions: [
        'Why should privacy be protected at all?',
        'Should the police always need a warrant?',
        'Is privacy really about feeling secure?',
      ],
      premise:
        'It assumes that the secondary mischief of an act, the alarm and danger it spreads, counts as much as the harm to its immediate victim.',
      implication:
        'Secret mass surveillance does its harm even if no one is ever punished, because the alarm is felt by all.',
      attacks: ['foucault-rights-beneath-the-law'],
      concedes: [],
      followUp: 'Would you write a letter freely if you knew any clerk might open it?',
      work: 'An Introduction to the Principles of Morals and Legislation, chapter 12',
    },
    {
      id: 'bentham-rights-law-can-reach',
      issue: 'privacy-right',
      claim:
        'Whatever fine details the watching works in, the law can reach them if legislators bother to look: publish the rules, limit the uses, punish the abuse.',
      support:
        'Registers, fines and open inspection of the inspectors reach as far into daily life as any timetable. Vagueness is the friend of abuse, and a precise code is its enemy.',
      gist: 'precise, published law can reach and restrain even the finest details of surveillance',
      concepts: ['sovereignty', 'publicity', 'privacy'],
      questions: [
        'Are privacy laws enough to stop surveillance?',
        'Can the law keep up with technology?',
        'Can laws protect us from being watched?',
      ],
      premise:
        'It rests on my lifelong conviction that a complete and clear code, written for the happiness of the people, can govern what judges and customs leave to chance.',
      implication:
        'The real enemy of privacy is not law but the absence of precise law, which leaves the watchers to write their own rules.',
      attacks: ['foucault-rights-beneath-the-law', 'foucault-rights-new-right'],
      concedes: [],
      followUp: 'Which use of your data would you forbid by name, if you were writing the code?',
      work: 'Constitutional Code',
    },
    {
      id: 'bentham-rights-clash-weighed',
      issue: 'privacy-right',
      claim:
        "When one man's camera and his neighbour's privacy collide, no natural right can settle it; only a law that weighs what each side stands to lose.",
      support:
        'Two people each shouting that a right is on their side is a quarrel, not an argument. Ask what each loses, fix the rule that makes the total loss smallest, and the law then gives both a right they can count on.',
      gist: 'clashes over privacy are settled not by natural rights but by laws weighing what each side loses',
      concepts: ['natural-rights', 'calculus', 'privacy', 'sovereignty'],
      questions: [
        'Whose right wins when my camera records my neighbours?',
        "How do we settle a clash between two people's privacy?",
        'Can I film the street outside my house?',
      ],
      premise:
        'It assumes that a right is simply a security the law gives, so where two claims conflict the law must choose, and should choose by consequences.',
      implication:
        'The neighbour filmed against his will has a real grievance only once the law has made one, which is a reason to make it.',
      attacks: ['foucault-rights-weapons-won', 'foucault-rights-neighbour-relay'],
      concedes: [],
      followUp: 'What would each of you lose if the law sided with the other, and which loss is larger?',
      work: 'Anarchical Fallacies',
    },
    // population
    {
      id: 'bentham-population-health-minister',
      issue: 'population',
      claim:
        'The health of a people is a sum of single lives, and counting births, deaths and diseases is the first step toward adding years to them.',
      support:
        'In my Constitutional Code I gave the state a Health Minister, charged with preventing disease as well as curing it. A government that does not know where fever kills cannot drain the street that breeds it.',
      gist: 'counting births, deaths and diseases is the first step toward longer lives',
      concepts: ['population', 'data', 'utility', 'security'],
      questions: [
        'Should the state keep track of our health?',
        'Was contact tracing a good idea?',
        'Why does the government count births and deaths?',
      ],
      premise:
        'It assumes that preventable deaths are among the greatest of pains, and that prevention needs knowledge of where they fall.',
      implication:
        'A government that refuses to count its sick is not respecting their privacy but abandoning them.',
      attacks: ['foucault-population-power-over-life', 'foucault-population-make-live-let-die'],
      concedes: [],
      followUp: 'How would you stop an epidemic without knowing who has fallen ill?',
      work: 'Constitutional Code, on the Health Minister',
    },
    {
      id: 'bentham-population-poor-relief',
      issue: 'population',
      claim:
        'Relief for the poor must be certain and yet managed, and inspection is what lets it be both generous and honest.',
      support:
        'In my plan of pauper management, industry houses would give every needy person work, food and a bed, with the accounts open to view. Relief handed out blind feeds fraud, while relief given under inspection feeds the hungry.',
      gist: 'relief for the poor can be both generous and honest only under inspection',
      concepts: ['inspection', 'population', 'utility'],
      questions: [
        'Should the state watch people who claim welfare?',
        'Is help for the poor always tied to watching them?',
        'Is benefit fraud a good reason for surveillance?',
      ],
      premise:
        'It assumes that no one should starve, but that public money given without any check will be drained by the cunning before it reaches the needy.',
      implication:
        'The poor gain a claim to relief that no parish can refuse, at the price of living where that relief can be seen.',
      attacks: ['foucault-population-shepherd', 'foucault-population-make-live-let-die'],
      concedes: [],
      followUp:
        'Can you design help for the poor that is both certain and honest without anyone keeping an eye on it?',
      work: 'Pauper Management Improved',
    },
    {
      id: 'bentham-population-not-a-city',
      issue: 'population',
      claim:
        'I never meant a free city to be one great inspection house: the tower is for those in public charge, while free citizens watch their rulers.',
      support:
        'The plan was for prisons, poorhouses, hospitals and schools, any building small enough for one lodge to command. In my Constitutional Code it is the officials who are kept in constant view, by the public they serve.',
      gist: 'the inspection house was meant for those in public charge, while free citizens watch their rulers',
      concepts: ['panopticon', 'inspection', 'publicity', 'liberty'],
      questions: [
        'Should a whole town be organised like an inspection house?',
        'Would the panopticon work as a plan for an entire society?',
        'Was the panopticon meant for everyone?',
      ],
      premise:
        'It rests on the difference between people the state has taken into its custody or care and citizens who answer to the law alone.',
      implication:
        'A government that turns the inspecting eye on free citizens instead of on its own officials has read my plan backwards.',
      attacks: ['foucault-population-panoptic-society'],
      concedes: [],
      followUp:
        'Which building in your town would you put under inspection, and which office would you throw open to the public?',
      work: 'Panopticon, or the Inspection-House, and the Constitutional Code',
    },
    {
      id: 'bentham-population-protect-is-manage',
      issue: 'population',
      claim:
        'Protecting people and managing their circumstances are one task seen from two sides, and the only question is whether the management adds to their happiness.',
      support:
        'No state can shield its people from famine, fever or fraud without arranging drains, granaries and accounts. The word managed frightens only until you ask which pains the arrangement prevents.',
      gist: 'protection and management are one task, to be judged only by the happiness they produce',
      concepts: ['utility', 'population', 'security'],
      questions: [
        'Is being protected the same as being managed?',
        'When does care become control?',
        'Is a caring government always a controlling one?',
      ],
      premise:
        'It assumes that security is a work of arrangement, not of good wishes, and that arrangement always touches how people live.',
      implication:
        'A complaint against being managed must name a pain the management causes, or it is only a dislike of the word.',
      attacks: ['foucault-population-shepherd', 'foucault-population-power-over-life'],
      concedes: [],
      followUp: 'Which protection in your own life came without anyone arranging anything for you?',
      work: 'Principles of the Civil Code, part 1',
    },
    // resistance
    {
      id: 'bentham-resistance-reform-the-watch',
      issue: 'resistance',
      claim:
        'Do not run from the watch, reform it: make it public, make it answer, and turn the same light on those who hold it.',
      support:
        'Hiding is the resource of subjects under a secret government, and a government kept under the public eye leaves little worth hiding from. My answer to bad watching was always more publicity, never less.',
      gist: 'the answer to bad surveillance is to reform and expose it, not to hide from it',
      concepts: ['resistance', 'publicity', 'surveillance'],
      questions: [
        'Should we resist surveillance?',
        'Can we escape being watched?',
        'What can ordinary people do about mass surveillance?',
      ],
      premise:
        'It assumes that the evil in surveillance lies in its abuse by unaccountable men, not in the mere fact of seeing.',
      implication:
        'The campaigner for privacy and the campaigner for transparency should be the same person, facing different ends of the tower.',
      attacks: ['foucault-resistance-everywhere', 'foucault-resistance-critique'],
      concedes: [],
      followUp: 'Would you rather hide from the watchers or be able to watch them back?',
      work: 'Securities against Misrule',
    },
    {
      id: 'bentham-resistance-censure-freely',
      issue: 'resistance',
      claim:
        'Under a government of laws the good citizen obeys punctually and censures freely, and resists only when the sum shows that submitting would do more harm.',
      support:
        'Resistance is right only when, on the best reckoning a man can make, the mischiefs of submitting outweigh the mischiefs of resisting, and that is rare. Short of it, argue the bad law down, publish against it, vote it out.',
      gist: 'a good citizen obeys punctually and censures freely, resisting only when submission is the greater evil',
      concepts: ['resistance', 'natural-rights', 'sovereignty'],
      questions: [
        'Is breaking the law ever justified to resist surveillance?',
        'Should we rebel against a watching state?',
        'Is it better to reform the system from inside?',
      ],
      premise:
        'It rests on the judgement that lawless resistance usually brings more pain than the law it resists, since it loosens every other law as well.',
      implication:
        'Whoever teaches disobedience to one law must explain why the thief should not learn the same lesson.',
      attacks: ['foucault-resistance-refuse-what-we-are', 'foucault-resistance-critique'],
      concedes: [],
      followUp: 'Which would you rather have, a bad law openly criticised or no law anyone feels bound by?',
      work: 'A Fragment on Government, preface',
    },
    {
      id: 'bentham-resistance-liberty-of-press',
      issue: 'resistance',
      claim:
        'The surest defence against a prying government is not a mask but a free press and the right of public meeting, through which the watched answer back.',
      support:
        'Hide from a bad government and it stays bad; expose it in print and at public meetings and it must mend or fall. That is why I defended the liberty of the press and of public discussion against every minister who feared them.',
      gist: 'a free press and public meetings resist prying government better than hiding ever can',
      concepts: ['resistance', 'publicity', 'public-opinion', 'liberty'],
      questions: [
        'What is the best way to resist surveillance?',
        'Can a free press protect us from being watched?',
        'Is hiding from the government a good way to resist it?',
      ],
      premise:
        'It assumes that governments fear exposure more than evasion, since an exposed abuse costs them the public opinion on which they depend.',
      implication:
        'Every law that chills the press or bans assemblies should be counted as a measure of surveillance, whatever it calls itself.',
      attacks: ['foucault-resistance-everywhere'],
      concedes: [],
      followUp:
        'Which would frighten a prying minister more, one citizen in a mask or a thousand readers of a newspaper?',
      work: 'On the Liberty of the Press and Public Discussion',
    },
    // power and knowledge
    {
      id: 'bentham-power-mind-over-mind',
      issue: 'power-knowledge',
      claim:
        'Inspection is indeed power, a new power of mind over mind, and the only question is whether it is used well.',
      support:
        "I said so plainly on the first page of my plan. Power is no evil in itself but an instrument, good or bad by its effects, like a knife in a surgeon's hand or a robber's.",
      gist: 'inspection is power of mind over mind, good or bad only by its use',
      concepts: ['power', 'inspection', 'panopticon', 'utility'],
      questions: [
        'Is the panopticon just a machine for power?',
        'Is all power bad?',
        'Does it matter who holds the power of surveillance?',
      ],
      premise:
        'It rests on the principle that nothing is good or bad in itself except pleasure and pain, so power must be judged by what it produces.',
      implication:
        'The right response to a great new power is not to abolish it but to put it under rules and in view of the public.',
      attacks: ['foucault-power-no-one-holds'],
      concedes: [],
      followUp: 'Is there any power you would refuse even if it only ever produced good?',
      work: 'Panopticon, or The Inspection-House, preface',
    },
    {
      id: 'bentham-power-legislator-must-know',
      issue: 'power-knowledge',
      claim:
        'A legislator must know the people he governs, their numbers, habits and pains, or he legislates blind.',
      support:
        'Health, strength, age, sex, rank and education all change how much a given punishment hurts. Good law needs that knowledge, and seeking it is no more tyranny than a physician asking where it hurts.',
      gist: "a legislator needs knowledge of people's conditions to legislate well, and that is no tyranny",
      concepts: ['power-knowledge', 'data', 'utility'],
      questions: [
        'Why do governments want to know so much about us?',
        'Does knowing about people give power over them?',
        'Can knowledge about people be neutral?',
      ],
      premise:
        'It assumes that people differ in sensibility, so that one rule applied blindly to all will hurt some far more than was intended.',
      implication:
        'Refusing to know the governed is not respect for them but carelessness about what laws do to them.',
      attacks: ['foucault-power-knowledge-together'],
      concedes: [],
      followUp: 'Would you trust a doctor who refused to examine you out of respect for your privacy?',
      work: 'An Introduction to the Principles of Morals and Legislation, chapter 6',
    },
    {
      id: 'bentham-power-fictitious-entity',
      issue: 'power-knowledge',
      claim:
        'Power is a fictitious entity, a word that means nothing until it is translated into the pains and pleasures one person can bring upon another.',
      support:
        'To say a man has power is to say others will act as he wishes because of what he can give or inflict. Name those, and the mist around the word lifts, so you can see whether the power does good or harm.',
      gist: 'power means nothing until it is translated into the pains and pleasures it can bring',
      concepts: ['power', 'pleasure-pain'],
      questions: [
        'What is power, really?',
        'Is power something a person has?',
        'Can power make us want things?',
      ],
      premise:
        'It rests on my rule that words like power, right and duty must be explained by whole sentences about real pains and pleasures, or they mislead.',
      implication:
        'Grand talk of power circulating everywhere must be brought down to who suffers what, or it explains nothing.',
      attacks: ['foucault-power-produces', 'foucault-power-no-one-holds'],
      concedes: [],
      followUp: 'What pain or pleasure, exactly, does the power you fear bring upon you?',
      work: 'A Fragment on Government, chapter 5',
    },
    {
      id: 'bentham-power-knowledge-for-all',
      issue: 'power-knowledge',
      claim:
        'If knowledge is power, the remedy is to spread it, not to forbid it: publish the laws, the accounts and the figures so that citizens know what rulers know.',
      support:
        'I wanted codes plain enough for any citizen to read and public accounts open to all. A fact kept secret by officials is a power over the people; the same fact printed for everyone is a power of the people.',
      gist: 'knowledge held in secret is power over people, while knowledge published is power for them',
      concepts: ['power-knowledge', 'publicity', 'power'],
      questions: [
        'If knowledge is power, who should have it?',
        'Should governments publish what they know?',
        'How do we stop knowledge being used against us?',
      ],
      premise:
        'It assumes that knowledge is not used up by sharing, so the danger lies in its concentration, not in its existence.',
      implication:
        'The case against a government database is weaker than the case for letting citizens see what is in it.',
      attacks: ['foucault-power-knowledge-together'],
      concedes: [],
      followUp:
        'What would you want to read first if every government file about you were opened to you tomorrow?',
      work: 'Papers relative to Codification and Public Instruction',
    },
  ],
  terms: [
    {
      concept: 'privacy',
      meaning:
        'By privacy I mean a security that the law can give: that your letters, house and affairs will not be pried into without a reason it can name.',
      example:
        'A rule that the postmaster may open a letter only on a written warrant gives its writer privacy.',
    },
    {
      concept: 'panopticon',
      meaning:
        'The panopticon is my inspection house: a ring of cells around a central lodge, from which an unseen inspector can see every inmate.',
      example:
        'Picture a round building of many storeys with blinds on the lodge windows, so no prisoner can tell when he is observed.',
    },
    {
      concept: 'inspection',
      meaning:
        'By inspection I mean the state of being liable to be seen at any moment, which does its work whether or not anyone is looking.',
      example: 'A clerk who knows his accounts may be checked on any day keeps them straight every day.',
    },
    {
      concept: 'publicity',
      meaning:
        'By publicity I mean the opening of public business to the eyes of the public, so that rulers act as if watched because they are.',
      example:
        'A trial held with its doors open and its proceedings printed is a trial conducted under publicity.',
    },
    {
      concept: 'public-opinion',
      meaning:
        'The public opinion tribunal is the whole body of people who judge the conduct of rulers, with the press as its clerk.',
      example:
        'When a minister resigns after a report in the newspapers, the tribunal has given its verdict.',
    },
    {
      concept: 'security',
      meaning:
        'By security I mean the assurance that what one has and expects will not be taken away without cause.',
      example:
        'A farmer who plants in spring because he trusts he will reap in autumn is living in security.',
    },
    {
      concept: 'punishment',
      meaning:
        'Punishment is an evil deliberately inflicted on someone for an act, justified only if it prevents a greater evil.',
      example:
        'A fine that stops a hundred thefts is worth its pain; a flogging that stops none is pure mischief.',
    },
    {
      concept: 'calculus',
      meaning:
        'By the calculation of pains and pleasures I mean weighing their intensity, duration, certainty, nearness and extent before choosing a law.',
      example:
        'Before putting up a camera, count who is protected, who is made uneasy, by how much and for how long.',
    },
    {
      concept: 'natural-rights',
      meaning:
        'Natural rights are imaginary titles said to exist before any law, which in practice means any claim a man wishes to shout.',
      example:
        'To say you have a right to privacy by nature is to wish for a law while pretending you already have one.',
    },
    {
      concept: 'interest-duty',
      meaning:
        "By joining interest and duty I mean arranging an office so that doing one's duty is also the profitable thing to do.",
      example:
        'A keeper paid a bonus for every prisoner who leaves healthy and never returns has his interest tied to his duty.',
    },
    {
      concept: 'deterrence',
      meaning:
        'Deterrence is the prevention of offences by the expectation of punishment, which depends above all on its certainty.',
      example:
        'A shoplifter who is sure to be caught is deterred by a small fine more than by a distant threat of prison.',
    },
    {
      concept: 'utility',
      meaning:
        'By utility I mean the tendency of an act or a law to increase the happiness of those it touches, or to lessen their pain.',
      example:
        'A streetlamp has utility if the thefts it prevents outweigh the oil it burns and the sleep it disturbs.',
    },
    {
      concept: 'pleasure-pain',
      meaning:
        'Nature has put us under two masters, pleasure and pain, and they alone make any act good or bad.',
      example: 'Call an act wicked and I will ask you whose pain it causes, and how much.',
    },
  ],
};
