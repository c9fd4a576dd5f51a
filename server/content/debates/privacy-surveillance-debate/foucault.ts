import type { SeatInput } from '../../schema';

/** The Watchtower Trial: Foucault as the Analyst of Power, against Bentham the Panopticon Architect. */
export const foucault: SeatInput = {
  role: 'debater',
  stances: [
    {
      issue: 'safety',
      position:
        'Safety is the name under which watching spreads, but what it mostly produces is an orderly population and a managed rate of crime, not safety for all.',
    },
    {
      issue: 'nothing-to-hide',
      position:
        'Surveillance is not hunting secrets but building records, and the watchers define who counts as innocent, so innocence is no shelter.',
    },
    {
      issue: 'watched-self',
      position:
        'The watched take the guard inside and learn to hold themselves in check, and a gaze that guides rather than forbids is the hardest to refuse.',
    },
    {
      issue: 'watching-watchers',
      position:
        'Watching the watchers extends the machine rather than limiting it; the watched need to speak for themselves, not another inspector.',
    },
    {
      issue: 'prison',
      position:
        'The prison moved punishment from the body to the soul, fails to reform, and survives because producing delinquents is useful.',
    },
    {
      issue: 'institutions',
      position:
        'Schools, workshops, hospitals and barracks share one disciplinary technique of watching, examining and ranking, which makes bodies docile and useful.',
    },
    {
      issue: 'data-tracking',
      position:
        'The phone makes the examination permanent and portable, power over data comes from countless points, and tracking works through our freedom of movement.',
    },
    {
      issue: 'sharing-online',
      position:
        'We put ourselves on show because we were trained to confess, and visibility is a trap in which every gesture is scored.',
    },
    {
      issue: 'normal',
      position:
        "The norm is power's most ordinary instrument, applied by judges of normality everywhere, and even happiness becomes a norm once it is measured.",
    },
    {
      issue: 'privacy-right',
      position:
        'Rights are won in struggles, not found in nature, and they are weak against discipline, which works beneath the law.',
    },
    {
      issue: 'population',
      position:
        'Modern power is power over life: it counts and fosters the population, cares for each and all, and sorts whose lives to protect.',
    },
    {
      issue: 'resistance',
      position:
        'Where there is power there is resistance; the task is to refuse what we have been made into and to treat nothing as natural that has a history.',
    },
    {
      issue: 'power-knowledge',
      position:
        'Power and knowledge imply one another, power is a network of relations rather than a possession, and it produces rather than merely forbids.',
    },
  ],
  arguments: [
    // safety
    {
      id: 'foucault-safety-plague-town',
      issue: 'safety',
      claim:
        'Safety is the name under which watching spreads, but what it produces is less safety than an orderly, useful and obedient population.',
      support:
        'When plague struck a seventeenth century town, every street was sealed, every house inspected daily, every person registered, living or dead. Fear of contagion was the laboratory of a whole politics of observation, and when the emergency passed the method stayed.',
      gist: 'watching justified by safety mainly produces an orderly, obedient population and outlives the emergency',
      concepts: ['surveillance', 'security', 'discipline', 'docile-body'],
      questions: [
        'Does being watched make us safer?',
        'Is safety just an excuse for surveillance?',
        'Why do emergency measures never go away?',
      ],
      premise:
        'It assumes that techniques invented for one danger are rarely dismantled afterwards, and the history since the plague has not proved that wrong.',
      implication:
        'Every new emergency should be met with the question of which of its measures we will still be living under in twenty years.',
      attacks: ['bentham-safety-certainty-deters'],
      concedes: [],
      followUp:
        'Can you name a surveillance measure that was removed once the danger that justified it had passed?',
      work: 'Discipline and Punish, part 3, chapter 3',
    },
    {
      id: 'foucault-safety-security-rate',
      issue: 'safety',
      claim:
        'Modern security does not try to stop every crime; it manages crime as a rate, keeping it within an acceptable band, as it manages disease.',
      support:
        'The eighteenth century learned to treat theft as it treated smallpox: measure its frequency, calculate its cost, tolerate an average. A camera on the corner feeds a statistic, and a sum of pains belongs to exactly that reasoning.',
      gist: 'security manages crime as a tolerable rate by calculation, rather than preventing every crime',
      concepts: ['security', 'calculus', 'population', 'governmentality'],
      questions: [
        'Do cameras actually prevent crime?',
        'Is surveillance really about statistics?',
        'Is crime something that can be managed?',
      ],
      premise:
        'It rests on my reading of how eighteenth century governments came to treat scarcity, disease and crime as natural series to be regulated, not evils to be abolished.',
      implication:
        'The promise that surveillance will make us safe is never meant literally; it means that crime will be priced, distributed and managed.',
      attacks: ['bentham-safety-count-the-cost'],
      concedes: [],
      followUp: 'What rate of crime would your city call acceptable, and who chose that number?',
      work: 'Security, Territory, Population, lectures of January 1978',
    },
    {
      id: 'foucault-safety-whose-safety',
      issue: 'safety',
      claim:
        'Always ask whose safety: the watch falls on the poor quarter, the stranger and the suspect, while the comfortable buy their own walls.',
      support:
        "The nineteenth century sent the thief of a loaf to prison while a merchant's fraud ended in a quiet fine; the penal system sorted illegalities rather than abolishing them. Where a camera is placed tells you whose disorder counts.",
      gist: 'surveillance sorts illegalities, falling on the poor while the comfortable escape it',
      concepts: ['security', 'delinquency', 'power'],
      questions: [
        'Who is really kept safe by surveillance?',
        'Does surveillance target the poor?',
        'Is surveillance fair to everyone?',
      ],
      premise:
        'It rests on the historical finding that penal systems have always managed some illegalities harshly and tolerated others, along the lines of class.',
      implication:
        'A society can become safer for some precisely by becoming more watched for others, and call the result public safety.',
      attacks: ['bentham-safety-security-chief-end'],
      concedes: [],
      followUp: 'On which streets of your city are the cameras thickest, and who lives on them?',
      work: 'Discipline and Punish, part 4, chapter 2',
    },
    {
      id: 'foucault-safety-fear-governs',
      issue: 'safety',
      claim:
        'A government that trades on safety must keep us feeling in danger, so fear is cultivated alongside the watching that claims to cure it.',
      support:
        'Liberal societies promised free movement and paid for it with what I called a culture of danger: crime columns, detective stories and campaigns that teach everyone to feel threatened. The cameras answer a fear the same order keeps alive.',
      gist: 'governing through safety means cultivating the very fear that surveillance claims to cure',
      concepts: ['security', 'governmentality', 'surveillance', 'liberty'],
      questions: [
        'Is surveillance just feeding on our fear?',
        'Do cameras make us feel safe or more afraid?',
        'Why does everyone feel unsafe even when crime is falling?',
      ],
      premise:
        'It rests on my reading of liberal government, which buys freedom of circulation with mechanisms of security and a constant stirring of danger.',
      implication:
        'Each new camera may deepen the feeling of danger it promises to calm, since it reminds everyone passing that there is something to fear.',
      attacks: ['bentham-safety-alarm-spreads'],
      concedes: [],
      followUp:
        'When did you last feel afraid because of a crime you saw, rather than one you were told about?',
      work: 'The Birth of Biopolitics, lecture of 24 January 1979',
    },
    {
      id: 'foucault-safety-police-everything',
      issue: 'safety',
      claim:
        'In its old sense, police meant the regulation of everything in a town, from roads to morals, and security still tends to swell back into that.',
      support:
        'The police treatises of the seventeenth and eighteenth centuries covered health, markets, streets, religion and the idle poor, all for the good order that makes a state strong. Crime prevention rarely stays about crime alone.',
      gist: 'security justified by preventing crime tends to swell into regulating every part of life',
      concepts: ['security', 'governmentality', 'population', 'discipline'],
      questions: [
        'Where does crime prevention end?',
        'Do police powers always keep growing?',
        'Is preventing crime a way of controlling everything?',
      ],
      premise:
        'It rests on the history of police science, which began as the art of regulating everything that increases the forces of the state.',
      implication:
        'Every camera justified by theft should be asked what else it will be used to put in order once it is installed.',
      attacks: ['bentham-safety-indirect-prevention'],
      concedes: [],
      followUp: 'Can you name a tool installed against crime that was never used for anything else?',
      work: 'Security, Territory, Population, lectures of March and April 1978',
    },
    // nothing to hide
    {
      id: 'foucault-hide-record-not-secret',
      issue: 'nothing-to-hide',
      claim:
        'Having nothing to hide misunderstands what the watching is for: it is not hunting your secret, it is building your record.',
      support:
        "The examination turns each person into a case, with a file that compares, ranks and predicts. A clean record is still a record, written in the watcher's categories, and it can be read differently tomorrow.",
      gist: 'surveillance builds a record of each person rather than hunting for secrets',
      concepts: ['examination', 'data', 'surveillance'],
      questions: [
        'If I have nothing to hide, why should I worry?',
        'What harm can watching do to an innocent person?',
        'Why does a clean record still matter?',
      ],
      premise:
        'It assumes that the power of a file lies in comparison and classification, which work as well on the innocent as on the guilty.',
      implication:
        'Innocence offers no shelter from being classified, ranked and predicted, which are the real operations of the gaze.',
      attacks: ['bentham-hide-innocence-speaks', 'bentham-hide-evidence-clears'],
      concedes: [],
      followUp: 'Who decides which categories your clean record will be sorted into?',
      work: 'Discipline and Punish, part 3, chapter 2',
    },
    {
      id: 'foucault-hide-innocence-defined',
      issue: 'nothing-to-hide',
      claim:
        'Who counts as innocent is not fixed in advance; those who watch decide which differences look suspicious.',
      support:
        'Since the nineteenth century, courts have judged not only acts but natures: instincts, anomalies, dangerousness. Under such a gaze the person with nothing to hide is simply the one who already fits.',
      gist: 'the watchers define which differences look suspicious, so innocence means fitting in',
      concepts: ['normalization', 'delinquency', 'surveillance'],
      questions: [
        'Can an innocent person still be hurt by surveillance?',
        'Who decides what counts as suspicious?',
        'Is innocence enough to protect me?',
      ],
      premise:
        'It assumes that suspicion follows categories of danger drawn up by experts and institutions, not only evidence of particular acts.',
      implication:
        'Those with most to fear from total visibility are not criminals but people who are merely different.',
      attacks: [
        'bentham-hide-innocence-speaks',
        'bentham-hide-evidence-clears',
        'bentham-hide-innocent-blush',
      ],
      concedes: ['bentham-hide-harmless-acts'],
      followUp: 'Have you ever been looked at as suspicious for something that was not a crime at all?',
      work: 'Discipline and Punish, part 1, chapter 1',
    },
    {
      id: 'foucault-hide-confession-demand',
      issue: 'nothing-to-hide',
      claim:
        'The phrase nothing to hide repeats an old command, to confess everything, and whoever must confess is already in the power of whoever listens.',
      support:
        "From the confessional to the doctor's questionnaire, the West trained people to believe that telling all is freedom. But the listener interprets, judges and keeps the record, while the speaker only exposes himself.",
      gist: 'the demand to hide nothing is a demand to confess, which hands power to whoever listens',
      concepts: ['confession', 'power', 'privacy'],
      questions: [
        'Why should I mind showing everything if I am innocent?',
        'Is demanding that people show everything a kind of power?',
        'Is telling the truth about yourself always freeing?',
      ],
      premise:
        'It rests on my history of confession, in which the listener, not the speaker, holds the authority to decide what the words mean.',
      implication:
        'Innocence offers little protection once everything is shown, since it is the listener who decides what your openness reveals.',
      attacks: ['bentham-hide-innocence-speaks'],
      concedes: [],
      followUp: 'When you hand over everything, who decides what it means, you or the one who reads it?',
      work: 'The History of Sexuality, volume 1, part 3',
    },
    // the watched self
    {
      id: 'foucault-self-own-subjection',
      issue: 'watched-self',
      claim:
        'Being watched changes us more deeply than any chain, because the watched person takes the guard inside and ends by policing himself.',
      support:
        'The tower need not even be occupied; it is enough that the inmate can never check. He always sees the tower and never the guard, so he plays both parts at once, keeper and kept.',
      gist: 'the watched person takes the guard inside and ends by policing himself',
      concepts: ['self-surveillance', 'panopticon', 'power', 'visibility'],
      questions: [
        'Does being watched change who we are?',
        'How can a guard who is not even there control me?',
        'Do we end up watching ourselves?',
        'Do we become different people when we know we might be watched?',
      ],
      premise:
        'It assumes that power works best not by force but by arranging what a person can see and what he cannot.',
      implication:
        'The most successful surveillance is the one that no longer needs to watch, because its subjects have learned to do it for it.',
      attacks: ['bentham-self-habit-of-virtue', 'bentham-self-never-watch-opinion'],
      concedes: [],
      followUp: 'When you hesitate before posting something, whose eyes are you imagining?',
      work: 'Discipline and Punish, part 3, chapter 3',
    },
    {
      id: 'foucault-self-guides-not-forbids',
      issue: 'watched-self',
      claim:
        'The gentleness of the gaze is no point in its favour: a power that guides conduct rather than forbidding it is harder to see, and so harder to refuse.',
      support:
        'Power as I understand it is a way of acting on the actions of free people, making some paths easy and others costly. You feel that you chose, and that feeling is part of how it works.',
      gist: 'power that guides rather than forbids is all the harder to see and refuse',
      concepts: ['power', 'governmentality', 'liberty', 'self-surveillance'],
      questions: [
        'Is self-censorship a kind of control?',
        'If I choose to behave, am I still being controlled?',
        'Is gentle social pressure harmless?',
      ],
      premise:
        'It rests on my view that power is exercised only over subjects who are free, since where there is no room to act otherwise there is only force.',
      implication:
        'The freedom to choose is not the opposite of being governed; it is the very material that government works on.',
      attacks: ['bentham-self-moral-sanction'],
      concedes: [],
      followUp: 'How would you tell a choice you made from a choice you were steered into?',
      work: 'The Subject and Power, 1982',
    },
    {
      id: 'foucault-self-care-of-self',
      issue: 'watched-self',
      claim:
        'Watching ourselves need not be the guard moved inside: the ancients practised a care of the self, examining their days to become free rather than to obey.',
      support:
        'Seneca reviewed each evening what he had done, not to confess to a master but to shape his own life as a work of art. The question is whether our self-scrutiny serves a norm set by others or an art of living we choose.',
      gist: 'self-examination can be a practice of freedom, as in the ancient care of the self',
      concepts: ['self-surveillance', 'resistance', 'liberty'],
      questions: [
        'Is watching yourself always bad?',
        'Can self-discipline be a kind of freedom?',
        'Is a conscience just an inner guard?',
      ],
      premise:
        'It rests on my reading of ancient ethics, where self-examination was a practice of freedom rather than of obedience to a rule.',
      implication:
        'The same habit of self-watching can enslave or free, depending on whose measure it holds us to.',
      attacks: ['bentham-self-habit-of-virtue'],
      concedes: [],
      followUp: 'When you look back over your day, whose standard are you measuring yourself against?',
      work: 'Technologies of the Self, 1982',
    },
    {
      id: 'foucault-self-soul-prison',
      issue: 'watched-self',
      claim:
        'What the watching produces is a soul, a set of habits, fears and self-descriptions, and that soul becomes the prison of the body.',
      support:
        'The reformers stopped marking the body and began working on the mind behind it. The inner self we take for our freedom was partly formed under the gaze of teachers, doctors and wardens, which is why it obeys so readily.',
      gist: 'watching produces a soul of habits and fears that becomes the prison of the body',
      concepts: ['self-surveillance', 'discipline', 'docile-body', 'power'],
      questions: [
        'Does being watched shape who we are inside?',
        'Is my personality partly made by being watched?',
        'Why do we obey even when nobody is there?',
      ],
      premise:
        'It rests on my history of punishment, in which the target shifted from the body to the soul, and the soul was shaped to match.',
      implication:
        'Looking inward for a self untouched by surveillance may be looking in exactly the place where surveillance has worked most.',
      attacks: ['bentham-self-hope-and-reward'],
      concedes: [],
      followUp:
        'Which of your habits of self-control can you trace back to a teacher, a parent or an inspector?',
      work: 'Discipline and Punish, part 1, chapter 1',
    },
    // who watches the watchers
    {
      id: 'foucault-watchers-machine-catches-all',
      issue: 'watching-watchers',
      claim:
        "Asking who watches the watchers assumes power sits in someone's hands, but in the panoptic machine everyone is caught, the watchers included.",
      support:
        'Bentham proudly opens the lodge to visitors; that does not limit the machine, it extends it, since every visitor becomes one more eye. The director is watched too, and that is exactly how discipline spreads without a master.',
      gist: 'watching the watchers extends the panoptic machine rather than limiting it',
      concepts: ['panopticon', 'power', 'publicity'],
      questions: [
        'Who watches the watchers?',
        'Would watching the powerful fix surveillance?',
        'Can the guards be watched too?',
      ],
      premise:
        'It assumes that power is a network of relations in which everyone holds a position, not a possession a few could be made to give up.',
      implication:
        'Adding watchers over the watchers may produce a society more thoroughly watched, not one more free.',
      attacks: ['bentham-watchers-keeper-watched'],
      concedes: [],
      followUp: 'If everyone watches everyone, who has gained anything?',
      work: 'Discipline and Punish, part 3, chapter 3',
    },
    {
      id: 'foucault-watchers-transparency-dream',
      issue: 'watching-watchers',
      claim:
        'Transparency is not the opposite of surveillance; it is the same dream of a society visible in every part, turned on the rulers.',
      support:
        'Bentham completes Rousseau: both dream of a society without dark corners, where each can see all. Light on rulers is good, but a politics that only asks for more light has not asked what the light is for.',
      gist: "transparency shares surveillance's dream of a society without dark corners",
      concepts: ['publicity', 'visibility', 'surveillance'],
      questions: [
        'Is transparency the cure for corruption?',
        'Would a completely transparent government be good?',
        'Is openness always a good thing?',
      ],
      premise:
        'It rests on my reading of the late eighteenth century, which feared dark places, the dungeon and the secret chamber, and dreamed of abolishing them.',
      implication:
        'Campaigns for open government and projects of total surveillance may share more than either side likes to admit.',
      attacks: ['bentham-watchers-publicity', 'bentham-watchers-opinion-tribunal'],
      concedes: [],
      followUp: 'Is there any darkness you would want to keep in a perfectly transparent society?',
      work: 'The Eye of Power, interview of 1977',
    },
    {
      id: 'foucault-watchers-let-them-speak',
      issue: 'watching-watchers',
      claim:
        'The best check on the watchers is not a public looking in but the watched speaking out about what is done to them.',
      support:
        "In the early seventies I helped gather prisoners' own accounts of prison life, so that they, and not experts or visitors, would say what was intolerable. The inspected need a voice, not one more inspector.",
      gist: 'the watched must speak for themselves, which no public inspector can replace',
      concepts: ['resistance', 'prison', 'power'],
      questions: [
        'Who should hold the police and prisons to account?',
        'Does a free press protect us from abuse of power?',
        'Can public opinion keep officials honest?',
      ],
      premise:
        'It rests on my refusal to speak on behalf of others, since those who live under a power know it better than any visitor.',
      implication:
        'A body camera is worth less than the right of the person filmed to tell his own story and be heard.',
      attacks: ['bentham-watchers-opinion-tribunal'],
      concedes: [],
      followUp: 'When did you last hear a prisoner, rather than an expert, describe a prison?',
      work: 'Intellectuals and Power, conversation with Deleuze, 1972',
    },
    {
      id: 'foucault-watchers-parrhesia',
      issue: 'watching-watchers',
      claim:
        'The surest check on power is not a camera turned on rulers but the courage of someone who tells them the truth at a risk to himself.',
      support:
        'The Greeks called it parrhesia, frank speech by one who could be punished for it. A whistleblower who exposes secret surveillance practises that old art, and no institution can manufacture such courage.',
      gist: 'the real check on power is frank, risky truth-telling, not institutional publicity',
      concepts: ['resistance', 'power', 'publicity'],
      questions: [
        'Are whistleblowers the real check on power?',
        'Is telling the truth to power worth the risk?',
        'Can courts and the press keep the watchers honest?',
      ],
      premise:
        'It rests on my study of ancient frank speech, where truth had force precisely because the speaker risked something to say it.',
      implication:
        'A society serious about watching its watchers must protect those who speak out, not only build more systems of oversight.',
      attacks: ['bentham-watchers-open-court'],
      concedes: [],
      followUp:
        'What would you be willing to risk to tell a powerful institution a truth it did not want to hear?',
      work: 'Fearless Speech, lectures of 1983',
    },
    // prison
    {
      id: 'foucault-prison-body-to-soul',
      issue: 'prison',
      claim:
        'The reformed prison did not so much become gentler as change its target, from the body to the soul.',
      support:
        'In 1757 a man who had attacked the king was torn apart in public; eighty years later a house for young prisoners ran on a timetable fixed to the minute. Punishment left the scaffold for the schedule, and began judging what a person is.',
      gist: 'prison reform moved punishment from the body to the soul rather than softening it',
      concepts: ['prison', 'spectacle', 'reform', 'discipline'],
      questions: [
        'What are prisons really for?',
        'Were public executions worse than prisons?',
        'Did punishment really become kinder?',
      ],
      premise:
        'It rests on the comparison of two documents eighty years apart, which show not less punishment but a different object of punishment.',
      implication:
        "A sentence now reaches into the prisoner's character, habits and future, which no executioner ever claimed to touch.",
      attacks: ['bentham-prison-reform-not-torment'],
      concedes: [],
      followUp: 'Is it kinder to be punished in body for a day, or in soul for years?',
      work: 'Discipline and Punish, part 1, chapter 1',
    },
    {
      id: 'foucault-prison-useful-failure',
      issue: 'prison',
      claim:
        'The prison has failed by its own standard for two centuries, and it endures because its failure is useful: it produces delinquents.',
      support:
        'From the start critics said prisons breed repeat offenders, and the answer was always more prison reform of the same kind. The released delinquent, watched, filed and known to the police, is a manageable form of illegality.',
      gist: 'prison fails to reform but survives because it usefully produces manageable delinquents',
      concepts: ['prison', 'delinquency', 'reform'],
      questions: [
        'Why do prisons fail?',
        'Why do people keep going back to prison?',
        'If prisons fail, why do we keep building them?',
      ],
      premise:
        'It assumes that an institution surviving its own constant failure must be succeeding at something other than its stated aim.',
      implication:
        'Proposals to reform the prison are as old as the prison, and repeating them may be part of how it lasts.',
      attacks: ['bentham-prison-after-release', 'bentham-prison-reform-not-torment'],
      concedes: [],
      followUp: 'What would a prison look like if it had been designed to produce reoffenders?',
      work: 'Discipline and Punish, part 4, chapter 2',
    },
    {
      id: 'foucault-prison-punish-better',
      issue: 'prison',
      claim:
        'The reformers aimed less at punishing gently than at punishing surely, evenly and everywhere, reaching deeper into ordinary life.',
      support:
        'The horror of the scaffold was real, but the deeper complaint was that punishment was irregular, excessive in one place and absent in another. The arithmetic of pains aimed at a power to punish spread through the whole social body.',
      gist: 'penal reformers wanted punishment surer, more even and more widespread, not simply milder',
      concepts: ['punishment', 'calculus', 'deterrence'],
      questions: [
        'Were the prison reformers really humane?',
        'Is it better to punish harshly or to make sure criminals always get caught?',
        'Did the reformers want to punish less?',
      ],
      premise:
        "It rests on reading the reformers' own texts, which complain more of the disorder of punishment than of its cruelty.",
      implication: 'Humane reform and a wider reach of the power to punish can be one and the same movement.',
      attacks: ['bentham-prison-punishment-is-evil'],
      concedes: [],
      followUp:
        'Is a punishment that reaches everyone a little really gentler than one that reaches a few terribly?',
      work: 'Discipline and Punish, part 2, chapter 1',
    },
    {
      id: 'foucault-prison-labour-makes-obedience',
      issue: 'prison',
      claim:
        'Prison labour was never valued for what it produced, but for the habits of order and obedience it stamped on the worker.',
      support:
        'Its profits were meagre and the protests of free workers loud, yet it went on, because its real product was the disciplined individual bent to the rhythm of work. The keeper grows rich less in goods than in docility.',
      gist: 'prison labour produces obedience and docility rather than profit',
      concepts: ['prison', 'discipline', 'docile-body'],
      questions: [
        'Should prisoners have to work?',
        'Should prisons make money?',
        'What is prison labour really for?',
      ],
      premise:
        'It assumes that an activity which persists without paying its way must be paying in some other currency.',
      implication:
        'Work inside a prison teaches submission to work, a lesson the factory outside was glad to receive.',
      attacks: ['bentham-prison-interest-duty'],
      concedes: [],
      followUp: 'What do you think a prisoner learns from ten years of labour he did not choose?',
      work: 'Discipline and Punish, part 4, chapter 1',
    },
    // schools, workplaces, hospitals
    {
      id: 'foucault-institutions-all-resemble-prisons',
      issue: 'institutions',
      claim:
        'It should trouble us that the prison, the factory, the school, the barracks and the hospital have all come to look alike.',
      support:
        'The same techniques pass between them: the timetable, the ranked seat, the file, the eye that supervises even the supervisor. A child learns at school the habits that the workshop and the barracks will need.',
      gist: 'prisons, schools, factories and hospitals share one disciplinary technique of watching',
      concepts: ['discipline', 'panopticon', 'examination'],
      questions: [
        'Why do schools feel like prisons?',
        'Should schools be run like inspection houses?',
        'Why do schools, factories and hospitals all feel the same?',
      ],
      premise:
        'It rests on the observation that these institutions borrowed their methods from one another over the same two centuries.',
      implication:
        'The classroom camera is not a new idea but an old one that has found a cheaper instrument.',
      attacks: ['bentham-institutions-schools'],
      concedes: [],
      followUp: 'What did your school teach you that had nothing to do with its subjects?',
      work: 'Discipline and Punish, part 3, chapter 3',
    },
    {
      id: 'foucault-institutions-examination',
      issue: 'institutions',
      claim:
        'The examination is the little ritual in which watching and judging meet, and it makes each pupil a case to be ranked and recorded.',
      support:
        'Marks, rankings and files turned the school into a machine for comparing, each child measured against the others and against a norm. The record follows him long after he has forgotten the lesson.',
      gist: 'the examination joins watching and judging, turning each pupil into a ranked case',
      concepts: ['examination', 'normalization', 'data'],
      questions: [
        'Why are schools obsessed with exams?',
        'Is it fair for online exams to watch me through my webcam?',
        'Do exams measure learning or something else?',
      ],
      premise:
        'It assumes that the purpose of a technique is revealed by what it produces, and the examination produces above all a comparable individual.',
      implication:
        'A happy pupil can still be a thoroughly documented one, and happiness does not undo the file.',
      attacks: ['bentham-institutions-happy-machines', 'bentham-institutions-schools'],
      concedes: [],
      followUp: 'What does your school file say about you that you never chose to tell it?',
      work: 'Discipline and Punish, part 3, chapter 2',
    },
    {
      id: 'foucault-institutions-hospital-file',
      issue: 'institutions',
      claim:
        'The hospital became a place where the patient is observed, written down and classified, and there care and control arrived together.',
      support:
        'The old hospital sheltered the dying poor; the disciplined hospital made every bed a post of observation and every patient a record. Better medicine came with it, and so did the habit of treating people as cases.',
      gist: 'in the hospital, care and control arrived together through observation and records',
      concepts: ['examination', 'data', 'discipline', 'surveillance'],
      questions: [
        'Should hospitals watch patients closely?',
        'Do care homes need cameras?',
        'Are medical records a form of surveillance?',
      ],
      premise:
        "It rests on the history of the eighteenth century hospital, where the doctor's regular inspection became the centre of the institution.",
      implication:
        'Every protective camera is also a recording machine, whose files outlast the care that justified it.',
      attacks: [],
      concedes: ['bentham-institutions-protect-weak'],
      followUp: 'Once the camera that protects a patient is installed, who else gets to look through it?',
      work: 'Discipline and Punish, part 3, chapter 2',
    },
    {
      id: 'foucault-institutions-docile-bodies',
      issue: 'institutions',
      claim:
        'The workshop watches not only for theft but for time, making every minute of the body productive and every gesture correct.',
      support:
        'The soldier was once known by his natural bearing; by the eighteenth century he was made, posture by posture, out of formless clay. The same control of time and movement passed to the workshop, where a body grows more useful as it grows more obedient.',
      gist: 'workplace watching makes bodies docile, more useful as they grow more obedient',
      concepts: ['docile-body', 'discipline', 'habit'],
      questions: [
        'Is monitoring at work fair?',
        'Why do employers watch our time so closely?',
        'Does being monitored make workers obedient?',
      ],
      premise:
        'It assumes that control of time and gesture is a form of power in its own right, not merely a means to profit.',
      implication:
        'Counting keystrokes or bathroom breaks continues a very old project of fabricating obedient and useful bodies.',
      attacks: ['bentham-institutions-workshops'],
      concedes: [],
      followUp: 'Who decides what a productive minute of your body looks like?',
      work: 'Discipline and Punish, part 3, chapter 1',
    },
    {
      id: 'foucault-institutions-family-relay',
      issue: 'institutions',
      claim:
        "Following a child's every step, whether a parent does it or a school, makes care one more relay of discipline and teaches that being cared for means being watched.",
      support:
        "In the nineteenth century parents were enlisted, alongside doctors and teachers, in an anxious and continuous watch over the child's body and habits. A dot on a map, whether on a parent's phone or a school's screen, continues that old vigilance with a finer instrument.",
      gist: 'tracking children, at home or at school, makes care a relay of disciplinary watching',
      concepts: ['surveillance', 'discipline', 'self-surveillance'],
      questions: [
        'Should parents track their children?',
        'Is it okay for my parents to track my phone?',
        'Is watching your kids care or control?',
      ],
      premise:
        'It assumes that a technique keeps its effects whatever love surrounds it, so a watch kept out of care still trains the one who is watched.',
      implication:
        'A generation raised on the family map may find it natural, as adults, to be located by employers and states.',
      attacks: ['bentham-institutions-guardian-trust'],
      concedes: [],
      followUp:
        'When you know where your child is every minute, what has the child learned about being seen?',
      work: 'The History of Sexuality, volume 1, part 4, chapter 3',
    },
    // phones, apps and data
    {
      id: 'foucault-data-pocket-examination',
      issue: 'data-tracking',
      claim:
        'A phone that logs your steps, words and movements is the examination made permanent and carried in your own pocket.',
      support:
        'Discipline needed walls, timetables and a warden; the phone needs only your habits, recorded and compared with millions of others. I did not live to see it, but the logic of the file is the one I studied in schools and hospitals.',
      gist: 'the phone makes the examination permanent, recording and comparing every habit',
      concepts: ['data', 'examination', 'surveillance'],
      questions: [
        'Is my phone the new watchtower?',
        'What would you make of smartphones?',
        'Is carrying a phone a kind of surveillance?',
      ],
      premise:
        'It assumes that techniques of power outlive the buildings they were born in and migrate into new instruments.',
      implication: 'No tower is needed once every person carries the means of his own recording.',
      attacks: ['bentham-data-identification', 'bentham-data-register-shield'],
      concedes: [],
      followUp: 'What does your phone know about your day that you yourself have already forgotten?',
      work: 'Discipline and Punish, part 3, chapter 2',
    },
    {
      id: 'foucault-data-no-single-tower',
      issue: 'data-tracking',
      claim:
        'There is no single tower now: power is exercised from countless points, and the data company is one relay among many.',
      support:
        'Power does not descend from one summit; it rises from every point where people act on one another. An insurer, an employer, an advertiser and an app each watch for their own ends, and together they do what no king could.',
      gist: 'power over data comes from countless points, not from one tower or one owner',
      concepts: ['power', 'data', 'surveillance'],
      questions: [
        'Are tech companies more powerful than governments?',
        'Who is really watching us online?',
        'Is there one big watcher behind all the tracking?',
      ],
      premise:
        'It rests on my refusal to picture power as a possession of a sovereign, a class or a company, and on studying its local workings instead.',
      implication: 'Breaking up one company or passing one law will not dissolve a network that nobody owns.',
      attacks: ['bentham-data-sinister-interest'],
      concedes: [],
      followUp: 'If you closed one data company tomorrow, how much of the watching would stop?',
      work: 'The History of Sexuality, volume 1, part 4, chapter 2',
    },
    {
      id: 'foucault-data-circulation',
      issue: 'data-tracking',
      claim: 'The new watching does not lock you in; it lets you move freely and measures the traffic.',
      support:
        'Eighteenth century towns were opened up, not walled, so that goods and people could circulate while dangerous flows were filtered out. An economy that lets you go anywhere and records every path practises the same art of security.',
      gist: 'modern tracking lets people move freely while measuring and filtering every movement',
      concepts: ['security', 'liberty', 'data', 'governmentality'],
      questions: [
        'Is being tracked compatible with freedom?',
        'Did I really consent to being tracked?',
        'Why does free stuff online always come with tracking?',
      ],
      premise:
        'It rests on the distinction I drew between discipline, which encloses, and security, which works through freedom of movement.',
      implication:
        'Your freedom to choose and click is not a limit on this power but the very thing it feeds on.',
      attacks: ['bentham-data-eyes-open'],
      concedes: [],
      followUp: 'When you freely choose an app, who arranged the choices you are free among?',
      work: 'Security, Territory, Population, lecture of 11 January 1978',
    },
    {
      id: 'foucault-data-self-tracking',
      issue: 'data-tracking',
      claim:
        'When we count our own steps, calories and hours of sleep, we perform the examination on ourselves, measuring our lives against a norm we never chose.',
      support:
        "I never saw such devices, but I know the examination: the register, the chart, the grade. A watch that scores your day has moved the teacher's notebook onto your wrist, and you check it more faithfully than any pupil.",
      gist: 'self-tracking devices turn the examination on ourselves, measuring us against a norm we did not choose',
      concepts: ['examination', 'normalization', 'self-surveillance', 'data'],
      questions: [
        'Is a fitness tracker a kind of surveillance?',
        'Why do I feel judged by my step counter?',
        'Is tracking my own health harmless?',
      ],
      premise:
        'It rests on my analysis of the examination as the technique that joins watching to judging and turns each person into a measurable case.',
      implication:
        'A device bought freely can still discipline, since the choosing was free but the measure it imposes was set elsewhere.',
      attacks: ['bentham-data-eyes-open'],
      concedes: [],
      followUp: 'Who decided how many steps a good day should have, and why do you believe them?',
      work: 'Discipline and Punish, part 3, chapter 2',
    },
    // sharing online
    {
      id: 'foucault-sharing-confessing-animal',
      issue: 'sharing-online',
      claim:
        'We post because we have become confessing animals, trained for centuries to believe that telling the truth about ourselves sets us free.',
      support:
        "From the confessional to the doctor's couch, the West made speaking one's inner truth a duty and a pleasure, always before someone who judges it. A feed is a confessional with an audience of thousands and a scoring system.",
      gist: 'people overshare because the West made confessing the truth of oneself a duty',
      concepts: ['confession', 'visibility', 'power'],
      questions: [
        'Why do people overshare online?',
        'Why do we confess our feelings to strangers?',
        'Is posting online a kind of confession?',
      ],
      premise:
        'It assumes that the urge to reveal ourselves is not natural but was cultivated by religious, medical and legal practices.',
      implication:
        'Self-exposure that feels like liberation may be one of the most effective ways of being governed.',
      attacks: ['bentham-sharing-good-name', 'bentham-sharing-own-judge'],
      concedes: [],
      followUp: 'To whom are you confessing when you post, and who judges what you confess?',
      work: 'The History of Sexuality, volume 1, part 3',
    },
    {
      id: 'foucault-sharing-visibility-trap',
      issue: 'sharing-online',
      claim:
        'Showing yourself is the trap: the more you show, the more you can be sorted, compared and corrected.',
      support:
        'The old dungeon hid its captive in a darkness that, in the end, sheltered him; the inspection house holds him better with full light and an eye. A profile that displays everything displays it to the insurer and the employer too.',
      gist: 'being visible is a trap, since whatever is shown can be sorted and corrected',
      concepts: ['visibility', 'panopticon', 'data'],
      questions: [
        'Is sharing your life online a trap?',
        'Is posting everything online dangerous?',
        'Are influencers free, or the most watched people of all?',
      ],
      premise:
        'It rests on the principle of the panopticon itself, which found that light is a better guard than darkness.',
      implication:
        'The freedom to show everything and the capacity to be controlled in everything grow together.',
      attacks: ['bentham-sharing-good-name', 'bentham-sharing-proportion'],
      concedes: [],
      followUp: 'Who else reads what you share, besides the friends you meant it for?',
      work: 'Discipline and Punish, part 3, chapter 3',
    },
    {
      id: 'foucault-sharing-scores',
      issue: 'sharing-online',
      claim:
        'Likes and followers are a normalizing judgement in miniature: a tiny reward or penalty for every gesture, measured against what others do.',
      support:
        'Discipline works through small punishments and rewards, a lost mark, a gold star, a place in the ranking. It needs no judge when every post arrives with its score.',
      gist: 'likes and followers work as a tiny normalizing judgement on every gesture',
      concepts: ['normalization', 'examination', 'public-opinion'],
      questions: [
        'Why do likes matter so much to us?',
        'Is social media a kind of discipline?',
        'Is cancel culture a form of punishment?',
      ],
      premise:
        'It assumes that power most often works through small gradations of approval rather than great verdicts.',
      implication:
        'A life lived for approval ratings is governed more closely than one lived under a harsh but distant law.',
      attacks: ['bentham-sharing-good-name', 'bentham-sharing-proportion'],
      concedes: [],
      followUp: 'How many of your choices this week were shaped by how they would score?',
      work: 'Discipline and Punish, part 3, chapter 2',
    },
    // the normal
    {
      id: 'foucault-normal-norm-coerces',
      issue: 'normal',
      claim:
        "The norm is power's most ordinary instrument: it does not forbid, it measures, ranks and corrects every departure.",
      support:
        'Since the eighteenth century the normal has joined the law as a principle of coercion, in schooling, in medicine, in industry. The deviant has broken no law, yet he will be watched, treated and retrained.',
      gist: 'the norm measures, ranks and corrects every departure, coercing without forbidding',
      concepts: ['normalization', 'power', 'examination'],
      questions: [
        'Who decides what is normal?',
        'Why are we always measured against an average?',
        'Is being normal something we are forced into?',
      ],
      premise:
        'It assumes that measuring is never neutral, since every scale brings with it a judgement of where one ought to be.',
      implication: 'Whoever writes the scale governs those measured by it, without ever passing a law.',
      attacks: ['bentham-normal-tables', 'bentham-normal-offences-against-self'],
      concedes: [],
      followUp: 'Who wrote the scale you were last measured on, and did anyone ask you?',
      work: 'Discipline and Punish, part 3, chapter 2',
    },
    {
      id: 'foucault-normal-judges-everywhere',
      issue: 'normal',
      claim:
        'We live among judges of normality, the teacher, the doctor, the social worker, each assessing not what we did but what we are.',
      support:
        'The methods of the prison spread outward into a whole network of little tribunals, which borrow the prestige of science. A diagnosis, a rating or a risk score is such a verdict, often with no appeal.',
      gist: 'judges of normality everywhere assess what people are, not what they did',
      concepts: ['normalization', 'delinquency', 'power-knowledge'],
      questions: [
        'Do experts get to decide who is normal?',
        'Are risk scores fair?',
        'Should children be diagnosed and labelled?',
      ],
      premise:
        'It rests on tracing how techniques born in the prison migrated into schools, clinics and social work over the nineteenth century.',
      implication:
        'A person can be sentenced in all but name by a file he never sees, for a crime he never committed.',
      attacks: ['bentham-normal-tables', 'bentham-normal-happiness-only-standard'],
      concedes: [],
      followUp: 'Which judge of normality keeps the longest file on you?',
      work: 'Discipline and Punish, part 4, chapter 3',
    },
    {
      id: 'foucault-normal-happiness-administered',
      issue: 'normal',
      claim:
        'Measuring happiness does not escape the norm; it makes happiness one more thing to be counted and administered.',
      support:
        'The police science of the eighteenth century already took the happiness of subjects as its object, because happy and healthy subjects make a strong state. A calculus of happiness is a splendid instrument of government.',
      gist: 'measuring happiness makes it one more object counted and administered by government',
      concepts: ['utility', 'governmentality', 'normalization'],
      questions: [
        'Is happiness the right standard for judging people?',
        'Can a government measure happiness?',
        'Is the greatest happiness principle dangerous?',
      ],
      premise:
        'It assumes that whoever defines and measures well-being gains a claim to manage the lives that fall short of it.',
      implication: 'The unhappy become a problem to be corrected, and happiness itself becomes a norm.',
      attacks: ['bentham-normal-happiness-only-standard'],
      concedes: [],
      followUp: 'Who would decide how happy you are, and what would they do if you scored low?',
      work: 'Omnes et Singulatim, 1979',
    },
    // privacy as a right
    {
      id: 'foucault-rights-beneath-the-law',
      issue: 'privacy-right',
      claim:
        'Rights against surveillance are necessary but weak, because discipline works beneath the law, in details that rights do not reach.',
      support:
        'The century that wrote the declarations of liberty also invented the disciplines; formal liberties rested on a dense undergrowth of timetables, inspections and files. A right to privacy does not touch the scoring of every hour.',
      gist: 'rights are weak against discipline, which works beneath the law in small details',
      concepts: ['natural-rights', 'discipline', 'privacy', 'liberty'],
      questions: [
        'Can rights protect us from being watched?',
        'Are privacy laws enough?',
        'Is privacy a human right?',
      ],
      premise:
        'It assumes that formal equality before the law can coexist with real and fine grained subjection in everyday institutions.',
      implication:
        'A society can be rich in rights and still thoroughly disciplined, and its citizens may never notice the difference.',
      attacks: ['bentham-rights-security-of-letters', 'bentham-rights-law-can-reach'],
      concedes: [],
      followUp: 'Which right would you invoke against a school grade or a credit score?',
      work: 'Discipline and Punish, part 3, chapter 3',
    },
    {
      id: 'foucault-rights-weapons-won',
      issue: 'privacy-right',
      claim:
        'Rights fall from no sky, I agree, but that makes them no less worth fighting for, since they are won in struggles and not found in nature.',
      support:
        'In 1981 I argued that the governed have a right to speak about what governments do to them, grounded in no human nature but in the shared condition of being governed. Such rights are weapons, not inheritances.',
      gist: 'rights are won in struggles by the governed, not found in nature',
      concepts: ['natural-rights', 'resistance', 'privacy'],
      questions: [
        'Where do rights come from?',
        'Are human rights just words on paper?',
        'Were we born with rights, or were they invented?',
      ],
      premise:
        'It rests on my refusal to ground anything in a fixed human nature, together with my refusal to leave the governed without a voice.',
      implication:
        'The right to privacy is only as strong as the people prepared to assert it, which is a reason to assert it.',
      attacks: [],
      concedes: ['bentham-rights-nonsense-on-stilts'],
      followUp: 'Which rights you rely on today were won by people who had none when they began?',
      work: 'Confronting Governments: Human Rights, 1981',
    },
    {
      id: 'foucault-rights-new-right',
      issue: 'privacy-right',
      claim:
        'To limit discipline we need something other than the old language of sovereignty: a new kind of right, freed from the sovereign.',
      support:
        'Sovereignty and discipline grew up together, the law above and the norm beneath, so appealing to the one against the other goes nowhere. We need a right that is anti-disciplinary, which our law has not yet imagined.',
      gist: 'a new anti-disciplinary right, freed from sovereignty, is needed to limit discipline',
      concepts: ['sovereignty', 'discipline', 'natural-rights'],
      questions: [
        'Can the law protect us from surveillance?',
        'Is the answer to surveillance more laws?',
        'Can we use rights against discipline?',
      ],
      premise:
        'It rests on the historical claim that the theory of sovereignty survived precisely by covering over the disciplines working beneath it.',
      implication: 'Better privacy statutes, however welcome, leave the machinery of the norm untouched.',
      attacks: ['bentham-rights-law-can-reach', 'bentham-rights-nonsense-on-stilts'],
      concedes: [],
      followUp: 'What would a right against being normalized even look like?',
      work: 'Society Must Be Defended, lecture of 14 January 1976',
    },
    {
      id: 'foucault-rights-neighbour-relay',
      issue: 'privacy-right',
      claim:
        'The quarrel over whose right wins hides the larger change: watching has passed into the hands of neighbours, each one now a relay of surveillance.',
      support:
        'Discipline never needed a single watcher; it worked through countless small observers, the foreman, the school monitor, the informer. A street of doorbell cameras records everyone who passes, and no court of rights was asked before it was built.',
      gist: 'private cameras make every neighbour a relay of surveillance, which no quarrel over rights can undo',
      concepts: ['surveillance', 'privacy', 'natural-rights', 'power'],
      questions: [
        'Do doorbell cameras turn neighbours into watchers?',
        'Is my camera pointing at my neighbours a matter of rights?',
        'Can rights protect me from my neighbours filming me?',
      ],
      premise:
        "It rests on the observation that disciplinary power spreads best through ordinary people's small acts of watching, not from one central authority.",
      implication:
        'Even if the law settles every single dispute, the street will have become a place where being recorded is simply normal.',
      attacks: ['bentham-rights-clash-weighed'],
      concedes: [],
      followUp:
        'Who on your street decided that everyone walking past should be recorded, and when was that decided?',
      work: 'Discipline and Punish, part 3, chapter 3',
    },
    // population
    {
      id: 'foucault-population-power-over-life',
      issue: 'population',
      claim:
        "The modern state's power is above all a power over life: it fosters, counts and manages the living, where the old sovereign could only kill.",
      support:
        'The king took life or let live; the modern state makes live and lets die. Birth rates, epidemics and life expectancy became objects of government, and with them came the census, the register and the health campaign.',
      gist: 'modern power manages life itself, counting and fostering the population',
      concepts: ['biopower', 'population', 'power'],
      questions: [
        'Why does the state track our health?',
        'What is biopower?',
        'Why did governments start counting people?',
      ],
      premise:
        'It rests on a shift I traced in the eighteenth century, when population emerged as a thing with its own rates and regularities.',
      implication:
        'Our longer lives and our thicker files have one origin, and we cannot simply keep the first and refuse the second.',
      attacks: [],
      concedes: ['bentham-population-health-minister'],
      followUp: 'Which would you give up, the longer life or the file that came with it?',
      work: 'The History of Sexuality, volume 1, part 5',
    },
    {
      id: 'foucault-population-make-live-let-die',
      issue: 'population',
      claim:
        'A power that sets out to make a population live must decide which lives to foster, and there its cruelty hides.',
      support:
        "When such power kills, it kills in the name of the population's health, dividing it into those to protect and those presented as a danger to it. Every tracking of the whole can become a sorting of the parts.",
      gist: 'power over life must sort whose lives to foster, and there its cruelty hides',
      concepts: ['biopower', 'population', 'normalization'],
      questions: [
        'Is it dangerous for the state to manage public health?',
        'Can public health be used to discriminate?',
        'Is tracking migrants about safety or control?',
      ],
      premise:
        'It assumes that any power charged with improving a population will be tempted to treat some of its members as threats to it.',
      implication:
        'The most murderous regimes of my century spoke the language of public health, and that was no accident.',
      attacks: ['bentham-population-health-minister', 'bentham-population-poor-relief'],
      concedes: [],
      followUp:
        'When a state sorts people by their risk to the population, who decides which side of the line you fall on?',
      work: 'Society Must Be Defended, lecture of 17 March 1976',
    },
    {
      id: 'foucault-population-shepherd',
      issue: 'population',
      claim:
        "The modern state inherits the shepherd's double care, for the whole flock and for each sheep, and so it needs to know everyone.",
      support:
        'Pastoral power watched over each soul singly and all souls together, and the state of police and welfare took over that care. To help each person it must know each person, and the help and the knowing cannot be separated.',
      gist: 'the state inherits pastoral care for each and all, which requires knowing everyone',
      concepts: ['governmentality', 'population', 'power-knowledge'],
      questions: [
        'Does the state need to know everything to look after us?',
        'Is welfare always tied to surveillance?',
        'Can a caring state avoid being a watching state?',
      ],
      premise:
        'It rests on tracing how the Christian care of souls was taken up by modern states as the care of populations.',
      implication:
        'A welfare state is also, by its nature, a knowing state, and its kindness arrives with a questionnaire.',
      attacks: ['bentham-population-poor-relief', 'bentham-population-protect-is-manage'],
      concedes: [],
      followUp: 'Would you accept help from someone who needed to know everything about you first?',
      work: 'Omnes et Singulatim, 1979',
    },
    {
      id: 'foucault-population-panoptic-society',
      issue: 'population',
      claim:
        'Nobody needed to build a panoptic city: the principle escaped the prison and spread through the whole of society in countless small mechanisms.',
      support:
        'The plague town was an exception, streets sealed for a season; panopticism became the everyday form of power, multiplied in schools, barracks, workshops and police files. A disciplinary society needs no single tower because it has so many small ones.',
      gist: 'panopticism spread through all of society in small mechanisms, so no panoptic city was needed',
      concepts: ['panopticon', 'discipline', 'surveillance', 'power'],
      questions: [
        'Would a whole city run like the panopticon work?',
        'Do we already live in a panoptic society?',
        'Is the whole of society a kind of prison now?',
      ],
      premise:
        'It rests on my finding that the disciplines came loose from their institutions during the eighteenth century and spread through the social body.',
      implication:
        'Asking whether to run a city like a panopticon comes too late; the better question is where its small towers already stand.',
      attacks: ['bentham-population-not-a-city'],
      concedes: [],
      followUp:
        'How many registers, timetables and files took note of you between breakfast and lunch today?',
      work: 'Discipline and Punish, part 3, chapter 3',
    },
    // resistance
    {
      id: 'foucault-resistance-everywhere',
      issue: 'resistance',
      claim:
        'Resistance is found wherever power is, and it never stands outside power but is scattered through the same network.',
      support:
        'There is no single great refusal, no headquarters of revolt, but points of resistance everywhere: a covered camera, a strike, a lie told to a questionnaire. They are the other term in every relation of power.',
      gist: 'resistance exists wherever power does, scattered through the same network',
      concepts: ['resistance', 'power'],
      questions: [
        'Can we resist surveillance at all?',
        'If power is everywhere, how can anyone resist it?',
        'Is there a way out of the panopticon?',
      ],
      premise:
        'It assumes that power relations exist only where people can act otherwise, so every such relation contains the possibility of refusal.',
      implication:
        'No one escapes power entirely, but no power is ever total either, and small refusals matter.',
      attacks: ['bentham-resistance-reform-the-watch'],
      concedes: [],
      followUp: 'What small refusal could you make tomorrow that the watchers would notice?',
      work: 'The History of Sexuality, volume 1, part 4, chapter 2',
    },
    {
      id: 'foucault-resistance-refuse-what-we-are',
      issue: 'resistance',
      claim: 'Our task now is less to discover who we really are than to refuse what we have been made into.',
      support:
        'The modern state both individualizes and totalizes us, and the struggle is against the kind of identity it imposes: the file, the category, the label. Refusing that is the beginning of inventing other ways of being.',
      gist: 'resistance means refusing the identities imposed on us, not discovering a true self',
      concepts: ['resistance', 'identification', 'governmentality'],
      questions: [
        'How do we resist being defined by our data?',
        'Should we fight surveillance?',
        'Is resisting surveillance about being free to be yourself?',
      ],
      premise:
        'It rests on my view that the self is not a hidden essence to be protected but something formed by practices, and so it can be formed otherwise.',
      implication:
        'Protecting a true self from surveillance is the wrong goal; the task is to stop being the self that surveillance made.',
      attacks: ['bentham-resistance-censure-freely'],
      concedes: [],
      followUp: 'Which label that has been attached to you would you most like to refuse?',
      work: 'The Subject and Power, 1982',
    },
    {
      id: 'foucault-resistance-critique',
      issue: 'resistance',
      claim:
        'Critique is not a doctrine but an attitude: a patient examination of the limits imposed on us, and an experiment with going beyond them.',
      support:
        'I refused the blackmail of being simply for or against the Enlightenment. The task is to show that what seems necessary in our present, this camera, this file, this norm, is historical and so could be otherwise.',
      gist: 'critique examines the limits imposed on us and experiments with going beyond them',
      concepts: ['critique', 'resistance', 'liberty'],
      questions: [
        'What can ordinary people do about surveillance?',
        'Is it better to reform the system or to rebel against it?',
        'Is criticising surveillance enough?',
      ],
      premise: 'It assumes that whatever was made in history can be unmade, once we see how it was made.',
      implication: 'The first act of resistance is to stop finding the watched world natural.',
      attacks: [
        'bentham-resistance-censure-freely',
        'bentham-resistance-reform-the-watch',
        'bentham-resistance-liberty-of-press',
      ],
      concedes: [],
      followUp: 'Which part of being watched have you stopped noticing because it seems natural?',
      work: 'What is Enlightenment, 1984',
    },
    // power and knowledge
    {
      id: 'foucault-power-knowledge-together',
      issue: 'power-knowledge',
      claim:
        'Power and knowledge come as a pair: every power over people builds a knowledge of them, and every such knowledge opens new ways of governing them.',
      support:
        'Criminology, psychiatry and pedagogy grew up inside prisons, asylums and schools, out of the files kept there. They are not neutral sciences looking in from outside, but parts of the machinery they describe.',
      gist: 'power and knowledge imply one another, each producing the other',
      concepts: ['power-knowledge', 'power', 'examination'],
      questions: [
        'Is knowledge power?',
        'Does knowing about people give you power over them?',
        'Can knowledge about people ever be neutral?',
      ],
      premise:
        'It rests on the history of the human sciences, which were born where people were confined, watched and recorded.',
      implication:
        'No database about people is innocent, since its categories already decide how they may be treated.',
      attacks: ['bentham-power-legislator-must-know'],
      concedes: [],
      followUp: 'Which science of people was not born in a place where people were watched?',
      work: 'Discipline and Punish, part 1, chapter 1',
    },
    {
      id: 'foucault-power-no-one-holds',
      issue: 'power-knowledge',
      claim:
        'Power is not a thing someone holds and uses well or badly; it is a set of relations running through all of us.',
      support:
        'To ask whether the inspector is good misses the point of the tower, which works whoever sits in it, a servant, a visitor, a child, or nobody at all. The machine does the work.',
      gist: 'power is a set of relations, not a thing held and used well or badly',
      concepts: ['power', 'panopticon'],
      questions: [
        'Does it matter who is in the tower?',
        'Is power something a person has?',
        'Is surveillance good or bad depending on who uses it?',
      ],
      premise:
        'It assumes that the effects of an arrangement of bodies and gazes do not depend on the intentions of whoever happens to occupy it.',
      implication: 'Electing better watchers will not change what watching does to the watched.',
      attacks: ['bentham-power-mind-over-mind'],
      concedes: [],
      followUp: 'If a saint sat in the tower, would the prisoners feel any less watched?',
      work: 'Discipline and Punish, part 3, chapter 3',
    },
    {
      id: 'foucault-power-produces',
      issue: 'power-knowledge',
      claim:
        'Power does not only say no; it produces knowledge, skills, pleasures and even the desires we take for our own.',
      support:
        'A power that only forbade would be fragile, since nobody loves a power that only refuses; it holds because it makes things. A system that studies your tastes and then shapes them is power producing rather than forbidding.',
      gist: 'power produces knowledge, pleasures and desires rather than merely forbidding',
      concepts: ['power', 'pleasure-pain', 'power-knowledge'],
      questions: [
        'Can power make us want things?',
        'Is power only about forbidding things?',
        'Can a company manipulate what I want?',
      ],
      premise:
        'It rests on the observation that purely repressive power could never explain why so many obey it so willingly.',
      implication: 'The desires you feel most freely may be the surest sign of how well you are governed.',
      attacks: ['bentham-power-fictitious-entity'],
      concedes: [],
      followUp: 'Which of your wants this week did something you never chose help to produce?',
      work: 'Truth and Power, interview of 1977',
    },
    {
      id: 'foucault-power-human-sciences',
      issue: 'power-knowledge',
      claim:
        'The sciences of man were born inside the institutions of watching: criminology in the prison, psychiatry in the asylum, pedagogy in the school.',
      support:
        'Each needed people held still and observed over time, files piled up and cases compared. So when an expert speaks about you with the authority of knowledge, ask where that knowledge was gathered, and under whose eye.',
      gist: 'the human sciences grew out of institutions of watching, so expert knowledge carries their power',
      concepts: ['power-knowledge', 'examination', 'discipline'],
      questions: [
        'Are experts powerful because of what they know about us?',
        'Where does knowledge about people come from?',
        'Is psychology a kind of surveillance?',
      ],
      premise:
        'It rests on my histories of the clinic, the asylum and the prison, which show the file and the case arriving together with the disciplines.',
      implication:
        'Publishing such knowledge does not undo its power, since the categories it spreads are the ones we then use to judge ourselves.',
      attacks: ['bentham-power-knowledge-for-all', 'bentham-power-legislator-must-know'],
      concedes: [],
      followUp: "Which expert's description of you have you come to use about yourself?",
      work: 'Discipline and Punish, part 3, chapter 2',
    },
  ],
  terms: [
    {
      concept: 'surveillance',
      meaning:
        'By surveillance I mean not a camera but a relation, in which some are made visible, recorded and compared while those who look stay unseen.',
      example:
        'A teacher who walks silently between the rows, never announcing when she looks, keeps the class under surveillance.',
    },
    {
      concept: 'visibility',
      meaning:
        'Visibility is the condition of being always liable to be seen, which in the disciplines becomes a trap rather than a protection.',
      example:
        'A prisoner in a fully lit cell is safer from hidden cruelty and more completely held by the gaze.',
    },
    {
      concept: 'discipline',
      meaning:
        'By discipline I mean a set of techniques, timetables, drills, ranks and inspections, that make bodies both more useful and more obedient.',
      example:
        'A school bell that moves thirty children from one room to another at the same minute is discipline at work.',
    },
    {
      concept: 'docile-body',
      meaning:
        'A docile body is one that can be trained, put to use, reshaped and improved, down to its gestures, its timing and its posture.',
      example:
        'A recruit taught to stand, march and hold his rifle the same way as a thousand others becomes a docile body.',
    },
    {
      concept: 'normalization',
      meaning:
        'By normalization I mean judging people against a norm, ranking them by their distance from it and correcting the gap.',
      example:
        'A child sent for extra reading lessons because his score fell below the class average is being normalized.',
    },
    {
      concept: 'examination',
      meaning:
        'The examination is the ritual that combines watching and judging, making each person a visible case with a file.',
      example:
        "A yearly review that scores an employee and files the scores beside everyone else's is an examination.",
    },
    {
      concept: 'power-knowledge',
      meaning:
        'By power and knowledge I mean that the two produce each other, so every field of knowledge about people is also a field of power.',
      example: "The psychiatrist's diagnosis is learned in the asylum and then decides who is sent there.",
    },
    {
      concept: 'biopower',
      meaning:
        'Biopower is the power that takes charge of life itself, of bodies and of whole populations, their births, health and deaths.',
      example:
        'A national campaign that tracks vaccination rates and sends reminders to the unvaccinated is biopower at work.',
    },
    {
      concept: 'panopticon',
      meaning:
        'For me the panopticon is the diagram of a power that sees without being seen, whether or not the building is ever built.',
      example:
        'A call centre where any call may be recorded, and no one knows which, is panoptic without a tower.',
    },
    {
      concept: 'resistance',
      meaning:
        'By resistance I mean the refusals that exist wherever power does, scattered points rather than one great revolt.',
      example: 'A worker who covers the camera above her desk for an hour is a small point of resistance.',
    },
    {
      concept: 'confession',
      meaning:
        'Confession is the ritual in which one speaks the truth about oneself before someone who has the authority to judge it.',
      example: 'A patient telling a doctor his habits, or a teenager posting her secrets, is confessing.',
    },
    {
      concept: 'governmentality',
      meaning:
        'By government I mean the conduct of conduct, the whole art of guiding how people behave without always commanding them.',
      example:
        'An app that nudges you toward ten thousand steps a day governs your conduct without an order.',
    },
    {
      concept: 'delinquency',
      meaning:
        'By delinquency I mean the criminal as the prison produces him, known, filed and watched, a manageable kind of illegality.',
      example:
        'A young man released with a record, a parole officer and a name known to the police is a delinquent.',
    },
    {
      concept: 'critique',
      meaning:
        'Critique is an attitude that examines the limits imposed on us in order to see where they might be crossed.',
      example:
        'Asking when and why schools began ranking children, instead of taking rankings for granted, is critique.',
    },
    {
      concept: 'power',
      meaning:
        'By power I mean not a thing anyone owns but a set of relations in which some act on the actions of others.',
      example:
        'A teacher who arranges the desks so that every pupil faces her exercises power without raising her voice.',
    },
  ],
};
