import type { SeatInput } from '../../schema';

/**
 * The Green Reckoning: Bacon as the Prophet of Progress, against Thoreau the Woodsman. He died in 1626: climate
 * science and fossil fuels he meets from his principles (knowledge of causes, charity, method), never as his own
 * discovery.
 */
export const bacon: SeatInput = {
  role: 'debater',
  stances: [
    {
      issue: 'tech-fix',
      position:
        'Yes: knowledge of causes gives power over effects, and the arts that did the harm, better directed, can undo it.',
    },
    {
      issue: 'mastery',
      position: 'We should master nature, but only by obeying her, as her servant and interpreter first.',
    },
    {
      issue: 'redesign',
      position:
        'Imitating and improving nature, the weather and the plants alike, is the proper work of science, if it proceeds by careful trials.',
    },
    {
      issue: 'wildness',
      position:
        'Wild nature deserves keeping, as a good garden keeps its wild heath and a good library its unread books.',
    },
    {
      issue: 'simple-living',
      position:
        'Austerity is no remedy: riches and comforts are for good use, and knowledge exists to relieve hardship, not to teach us to bear it.',
    },
    {
      issue: 'growth',
      position:
        'Wealth honestly made, by improving the ground and by new knowledge, can keep growing, for most limits are limits of present knowledge.',
    },
    {
      issue: 'better-off',
      position:
        'Progress has made life vastly better, for the arts alone separate a decent life from misery, and their abuse is no argument against them.',
    },
    {
      issue: 'science-trust',
      position:
        'Trust a science by its works, and beware the idols of the mind that make us believe what we would prefer to be true.',
    },
    {
      issue: 'individual-collective',
      position:
        'Great remedies come from ordered institutions and public funding of inquiry, far more than from private virtue.',
    },
    {
      issue: 'protest',
      position:
        'A wise state removes the causes of discontent, and a zealous citizen does more at the workbench than on the barricade.',
    },
    {
      issue: 'future-generations',
      position:
        'We owe posterity patient labour, planting as those who plant woods, and above all a growing inheritance of knowledge.',
    },
    {
      issue: 'pace',
      position:
        'Change should be great but gradual, like the work of time itself, though urgent necessity justifies bolder remedies.',
    },
    {
      issue: 'hope',
      position:
        'Despair is the greatest obstacle to progress, and hope grounded in method and in past discoveries is entirely reasonable.',
    },
  ],
  arguments: [
    // tech-fix
    {
      id: 'bacon-knowledge-is-power',
      issue: 'tech-fix',
      claim:
        'Technology can repair the harm once we learn its causes, for human knowledge and human power meet in one, and what we truly understand we can also undo.',
      support:
        'Where the cause is unknown, the effect can be neither produced nor prevented. If your men of science report that the smoke of your furnaces warms the air, the same knowledge that found the harm shows where to turn it aside.',
      gist: 'knowledge of causes gives the power to undo the harm our arts have done',
      concepts: ['science', 'technology', 'climate', 'fossil-fuels', 'mastery'],
      questions: [
        'Can science and technology fix climate change?',
        'Can we invent our way out of global warming?',
        'Will knowing more about nature save the planet?',
      ],
      premise:
        'It rests on my first aphorisms: nature works by causes, and whoever finds the cause holds the rule for producing or preventing the effect.',
      implication:
        'The remedy for a warming world will come out of the laboratory and the workshop, not out of sermons against them.',
      attacks: ['thoreau-root-not-branches', 'thoreau-etzler'],
      concedes: [],
      followUp: 'If we knew exactly how the warming works, what would still stop us from acting on it?',
      work: 'Novum Organum, book 1, aphorism 3',
    },
    {
      id: 'bacon-printing-compass',
      issue: 'tech-fix',
      claim:
        'Three inventions, printing, gunpowder and the compass, changed the face of the whole world more than any empire or creed, and new ones can change it again.',
      support:
        'Printing remade learning, gunpowder remade war, and the needle remade navigation; no prince or star has had such power over human affairs. A few true discoveries in how we make heat and light could turn the course of your century.',
      gist: 'a few great inventions can change the state of the whole world',
      concepts: ['invention', 'technology', 'progress', 'clean-energy'],
      questions: [
        'Can a single invention change the world?',
        'Could clean energy inventions turn things around?',
        'Have inventions ever really changed history?',
      ],
      premise:
        'It assumes that the arts act on all mankind at once, while laws and conquests reach only one country and one age.',
      implication:
        'The surest policy for a troubled planet is to breed inventors, since one true discovery outweighs many treaties.',
      attacks: ['thoreau-improved-means'],
      concedes: [],
      followUp: 'Which single discovery, if it were made tomorrow, would change your own life the most?',
      work: 'Novum Organum, book 1, aphorism 129',
    },
    {
      id: 'bacon-daedalus-clue',
      issue: 'tech-fix',
      claim:
        'The same arts that build a labyrinth can spin the thread that leads out of it, so harms made by invention are best undone by better invention.',
      support:
        'The ancients drew Daedalus as a maker of mischief who also made the clue that retraced his own maze. The mechanical arts serve both hurt and remedy, and the remedy is never found by throwing the tools away.',
      gist: 'the arts that cause a harm also supply its remedy, as Daedalus made both maze and thread',
      concepts: ['technology', 'invention', 'fossil-fuels'],
      questions: [
        'Can the technology that caused the problem also fix it?',
        'Is technology the cause of climate change or the cure?',
        'Why trust machines to clean up the mess that machines made?',
      ],
      premise:
        'It rests on the old fable, which I read as a plain truth about craft: skill is double-edged, and only more skill can turn the edge.',
      implication:
        'Abandoning invention because it has done harm would leave us inside the maze without the thread.',
      attacks: ['thoreau-trojan-horse'],
      concedes: [],
      followUp: 'If a tool has hurt us, is the wiser answer to drop it or to improve it?',
      work: 'On the Wisdom of the Ancients, Daedalus',
    },
    {
      id: 'bacon-light-before-fruit',
      issue: 'tech-fix',
      claim:
        'Chasing quick comforts is folly; the true order is experiments of light before experiments of fruit, causes first and gadgets after.',
      support:
        'Men have spoiled inquiry by snatching at early profits, like Atalanta stooping for the golden apple and losing the race. Learn first how heat and air truly work, and useful works will follow in whole troops.',
      gist: 'one must seek knowledge of causes before useful gadgets, or the race is lost',
      concepts: ['experiment', 'science', 'invention', 'method'],
      questions: [
        'Should we rush out green gadgets or do more basic research first?',
        'Is chasing quick technological fixes a mistake?',
        'Why not just build whatever works right now?',
      ],
      premise:
        'It assumes that works found by luck come few and scattered, while works drawn from known causes come in whole families.',
      implication: 'Patient research that looks useless today is the best insurance a warming world can buy.',
      attacks: [],
      concedes: ['thoreau-etzler'],
      followUp: 'Would you fund a scientist who promises no product at all, only understanding?',
      work: 'Novum Organum, book 1, aphorisms 70 and 99',
    },
    // mastery
    {
      id: 'bacon-obey-to-command',
      issue: 'mastery',
      claim:
        'Nature is commanded only by obeying her, so the mastery I preach is really a long apprenticeship to her laws.',
      support:
        'Man is the servant and interpreter of nature, and he can do only what he has observed of her order. The miller does not order the river uphill; he learns where it falls and sets his wheel there.',
      gist: 'nature is commanded only by obeying her, so mastery means learning her laws',
      concepts: ['mastery', 'obedience', 'nature'],
      questions: [
        'Should humans try to master nature?',
        'What does it mean to command nature by obeying it?',
        'Is trying to control nature arrogant?',
      ],
      premise:
        'It assumes that the laws of nature cannot be broken, only used, so every real power we have began as an act of listening.',
      implication:
        'The arrogant engineer who ignores nature will fail by her own laws long before any critic refutes him.',
      attacks: ['thoreau-partly-leaves', 'thoreau-ktaadn'],
      concedes: [],
      followUp: 'Is the farmer who studies the seasons the master of nature or her servant?',
      work: 'Novum Organum, book 1, aphorisms 1 and 3',
    },
    {
      id: 'bacon-empire-of-man',
      issue: 'mastery',
      claim:
        'Of all ambitions the noblest is to enlarge the power of the whole human race over things, rather than of one nation over another.',
      support:
        "To seek power in one's own country is vulgar, and to seek it for one's country over others is covetous. To extend the empire of mankind over the universe wounds no man and serves all.",
      gist: 'enlarging the power of all mankind over things is the noblest ambition',
      concepts: ['mastery', 'progress', 'charity'],
      questions: [
        'Is the desire for power over nature good or bad?',
        'Should humanity be in charge of the planet?',
        'Is human ambition the real problem?',
      ],
      premise:
        'It assumes that power over things, unlike power over men, can be shared by everyone without being taken from anyone.',
      implication:
        'Wars over coal and land are the vulgar ambitions; the cure is to turn that hunger toward the mastery of causes.',
      attacks: ['thoreau-pine-not-lumber'],
      concedes: [],
      followUp: 'Would you rather nations competed to conquer each other or to understand the sky?',
      work: 'Novum Organum, book 1, aphorism 129',
    },
    {
      id: 'bacon-dominion-restored',
      issue: 'mastery',
      claim:
        'Our rule over creation was lost in the Fall, and the arts and sciences are the honest labour by which a part of it is won back.',
      support:
        'Religion and faith repair our innocence; the arts repair our dominion. The curse said bread would come by the sweat of the brow, and sweat guided by knowledge is the most obedient sweat there is.',
      gist: 'the arts and sciences honestly win back the dominion lost at the Fall',
      concepts: ['mastery', 'science', 'husbandry'],
      questions: [
        'Does the Bible give us the right to rule the earth?',
        'Was the earth made for human beings to use?',
        'Is human dominion over nature natural or arrogant?',
      ],
      premise:
        'It rests on a reading of Genesis I never hid: creation was put in our charge, and losing that charge was a punishment, not a virtue.',
      implication:
        'To refuse the labour of knowing nature would be to mistake our fallen weakness for a kind of holiness.',
      attacks: ['thoreau-ktaadn', 'thoreau-obey-then'],
      concedes: [],
      followUp: 'Is there any virtue in remaining weaker than we need to be?',
      work: 'Novum Organum, book 2, aphorism 52',
    },
    {
      id: 'bacon-charity-not-pride',
      issue: 'mastery',
      claim:
        'Power over nature is safe only when knowledge is governed by charity, for the lust of power ruined the angels, but of charity there can be no excess.',
      support:
        'I asked that knowledge be sought not for quarrels, profit, fame or power, but for the use and benefit of life. A speculator stripping a forest for gain breaks that rule as surely as any tyrant.',
      gist: 'knowledge must serve charity and the benefit of life, never profit or pride',
      concepts: ['charity', 'science', 'wealth', 'mastery'],
      questions: [
        'Who should control powerful technology?',
        'Can science be trusted when profit drives it?',
        'What stops knowledge from being misused?',
      ],
      premise:
        'It assumes that the danger lies not in knowing too much but in the appetite that steers what we know.',
      implication:
        'A science hired out to greed is not my science, and its ruin of the land is no argument against the true one.',
      attacks: [],
      concedes: ['thoreau-making-earth-bald'],
      followUp:
        'If knowledge were steered by charity rather than profit, which inventions would we pursue first?',
      work: 'The Great Instauration, preface',
    },
    // redesign
    {
      id: 'bacon-salomons-weather',
      issue: 'redesign',
      claim:
        "Studying and imitating the weather is no blasphemy; in my Salomon's House the fellows made snow, hail, rain and thunder in great chambers, to understand them and turn them to good.",
      support:
        'They kept high towers for watching winds and storms, and engines to multiply and strengthen the winds. If the air itself has been disordered by our arts, the same patient study may learn to set it right.',
      gist: 'imitating and governing the weather is a proper work of a learned society',
      concepts: ['geoengineering', 'salomons-house', 'climate', 'experiment'],
      questions: [
        'Should we try to control the weather?',
        'Is geoengineering a good idea?',
        'Should we spray particles into the sky to cool the planet?',
      ],
      premise:
        'It assumes that whatever nature does by causes, art can in principle imitate, once those causes are well known.',
      implication:
        'A world able to cool its own air would owe it to the houses of research, not to the critics of research.',
      attacks: ['thoreau-shad-dams', 'thoreau-beware-do-gooders'],
      concedes: [],
      followUp: 'If we could cool the air safely, what reason would remain for refusing to?',
      work: "New Atlantis, Salomon's House",
    },
    {
      id: 'bacon-new-species',
      issue: 'redesign',
      claim:
        "Breeding plants to bear earlier, larger and sweeter is only the gardener's art carried further, and I would carry it further still.",
      support:
        "The orchards of Salomon's House made trees fruit before or after their season, made the fruit greater and sweeter, and raised new kinds by mixture. Art does what nature does, only by design instead of by chance.",
      gist: "redesigning plants and creatures is the gardener's ancient art carried further by design",
      concepts: ['genetic-engineering', 'salomons-house', 'husbandry'],
      questions: [
        'Are genetically modified crops a good idea?',
        'Is gene editing just playing God?',
        'Should we redesign plants to survive a hotter world?',
      ],
      premise:
        'It assumes there is no wall between the way nature varies her kinds and the way a grafter does, only a difference in who chooses.',
      implication:
        'The crop that survives the next drought may be as much a work of the laboratory as of the field.',
      attacks: ['thoreau-seed-of-men'],
      concedes: [],
      followUp: 'Where exactly does grafting end and playing God begin?',
      work: "New Atlantis, Salomon's House",
    },
    {
      id: 'bacon-subtlety-caution',
      issue: 'redesign',
      claim:
        'Nature is far subtler than our senses and our reasoning, so any great engineering of her must proceed by small trials, never by bold leaps.',
      support:
        "Our fine theories fall short of her subtlety, and the sound way climbs by degrees from particulars. Even my Salomon's House bound its fellows to secrecy and kept some inventions from the state, for fear of what they might do.",
      gist: "nature's subtlety demands small careful trials, and some inventions should be withheld",
      concepts: ['geoengineering', 'experiment', 'method', 'nature'],
      questions: [
        'What about unintended consequences?',
        'Could engineering the climate go badly wrong?',
        'Who decides which inventions are too dangerous to use?',
      ],
      premise:
        'It rests on what I taught of method: the mind runs ahead of the evidence, and only graded experiment keeps it honest.',
      implication:
        "Dimming the sun for the whole earth at one stroke would break my method as badly as any alchemist's dream.",
      attacks: ['thoreau-beware-do-gooders'],
      concedes: ['thoreau-shad-dams'],
      followUp: 'Which small trial would you demand before anyone touches the sky?',
      work: 'Novum Organum, book 1, aphorism 10, and New Atlantis',
    },
    // wildness
    {
      id: 'bacon-garden-wilderness',
      issue: 'wildness',
      claim:
        'I love wildness too, but I would keep it as a good garden keeps it, for my ideal garden set aside a heath framed as nearly as may be to natural wildness.',
      support:
        "The first garden was of God's own planting, and gardening is still the purest of human pleasures. Mine had thickets of sweetbriar and honeysuckle and wild flowers growing as they please, because art at its best leaves room for nature.",
      gist: 'wildness is best kept as a wild corner within a well-ordered garden',
      concepts: ['wildness', 'husbandry', 'nature'],
      questions: [
        'Should any wild places be left untouched?',
        'Can a garden be as good as a wilderness?',
        'Do we really need wild nature?',
      ],
      premise:
        'It assumes that the wild is best enjoyed and best preserved where someone has chosen to preserve it.',
      implication:
        'The wild places of your planet will survive as gardens do, by deliberate design, not by neglect.',
      attacks: ['thoreau-wildness-preservation'],
      concedes: ['thoreau-national-preserves'],
      followUp: 'Is a forest protected by law any less wild for being protected on purpose?',
      work: 'Essays, Of Gardens',
    },
    {
      id: 'bacon-wild-unread-book',
      issue: 'wildness',
      claim:
        "Untouched nature is a volume of God's works that we have scarcely read, and we should guard it as a library, not worship it as a shrine.",
      support:
        "There are two books, God's word and God's works, and the second is written in every creature. A vanished kind of beast is a page torn out before anyone copied it, which is reason enough to keep the woods.",
      gist: "wild nature is an unread book of God's works, to be kept and studied rather than worshipped",
      concepts: ['wildness', 'species', 'science'],
      questions: [
        'Why should we protect wilderness?',
        'What do we lose when a species goes extinct?',
        'Is nature valuable only because we can learn from it?',
      ],
      premise:
        "It assumes that part of nature's worth is that it teaches, and that whatever is lost unstudied is lost to knowledge for ever.",
      implication: 'Every extinction is a loss to science before it is a loss to sentiment.',
      attacks: ['thoreau-tonic-of-wildness'],
      concedes: ['thoreau-maimed-nature'],
      followUp: 'Would you protect a swamp more readily if you knew what it could teach us?',
      work: 'The Advancement of Learning, book 1',
    },
    // simple-living
    {
      id: 'bacon-riches-for-spending',
      issue: 'simple-living',
      claim:
        'Using less is no virtue in itself: riches are for spending, and spending for honour and good actions, so the question is not how little we use but how well.',
      support:
        'I distrust those who seem to despise riches, for often they despise what they despair of getting. A house warmed by a better stove is no vice; waste and vanity are.',
      gist: 'riches are for good spending, and the fault lies in waste, not in use',
      concepts: ['wealth', 'luxury', 'simplicity'],
      questions: [
        'Is it wrong to enjoy comforts and nice things?',
        'Should we buy less to save the planet?',
        'Is owning a lot of stuff bad?',
      ],
      premise:
        'It assumes that goods are instruments, neither good nor bad, and that virtue lies in their use, as with any other power.',
      implication: 'A wise people will judge its consumption by its ends, not by its size.',
      attacks: ['thoreau-cost-of-a-thing'],
      concedes: [],
      followUp: 'Which of your comforts would you defend as a good action, and which as mere vanity?',
      work: 'Essays, Of Expense and Of Riches',
    },
    {
      id: 'bacon-relief-of-estate',
      issue: 'simple-living',
      claim:
        "Austerity is a poor gift to the poor; the end of knowledge is the relief of man's estate, not teaching the cold to want less warmth.",
      support:
        'Learning is not a couch for a restless spirit or a shop for profit, but a storehouse of riches for the glory of God and the easing of human hardship. Tell the mother of a feverish child that simplicity is enough.',
      gist: 'knowledge exists to relieve human hardship, and austerity is no gift to the poor',
      concepts: ['charity', 'poverty', 'progress', 'simplicity'],
      questions: [
        'Is asking people to live simply unfair to the poor?',
        'What is knowledge for?',
        'Should poor countries give up development to save the climate?',
      ],
      premise:
        'It assumes that hunger, cold and disease are evils to be removed, not disciplines to be admired.',
      implication:
        'Any plan for the planet that leaves the poor cold and sick has failed the first test of learning.',
      attacks: ['thoreau-28-dollar-house', 'thoreau-poor-not-helped'],
      concedes: [],
      followUp:
        'Would you tell a family without light or heat that wanting less is their path to the good life?',
      work: 'The Advancement of Learning, book 1',
    },
    {
      id: 'bacon-one-cabin',
      issue: 'simple-living',
      claim:
        'One man in one cabin proves that one man can live simply, not that a nation can, and my method forbids leaping from a single instance to a law.',
      support:
        'The mind loves to fly from a few particulars to the most general axioms, and that is how the old philosophy went wrong. Try the cabin with a family, a hard winter and a fever, then bring me the table of instances.',
      gist: 'one cabin is a single instance and cannot ground a rule for whole nations',
      concepts: ['method', 'simplicity', 'experiment'],
      questions: [
        'Could everyone live like Thoreau at Walden?',
        'Is living in the woods a realistic answer?',
        'Can a simple life work for whole cities?',
      ],
      premise:
        'It rests on the rule of true induction: general laws must rise by degrees from many instances, including those that go against them.',
      implication:
        'Walden is a fine experiment, but it needs many more trials and contrary cases before it can become a policy.',
      attacks: ['thoreau-simplify', 'thoreau-28-dollar-house'],
      concedes: [],
      followUp: 'How many families would have to try the cabin before you called it a rule?',
      work: 'Novum Organum, book 1, aphorisms 19 to 26',
    },
    // growth
    {
      id: 'bacon-improvement-of-ground',
      issue: 'growth',
      claim:
        "The most natural riches come from improving the ground, the earth's own blessing, but such wealth is slow, and those in a hurry ruin it.",
      support:
        'Gain by bettering the soil is honest because it adds to what was there, while gain by hasty drawing on the land takes from it. Incessant business for quick returns is a different creature altogether.',
      gist: 'the most natural wealth is the slow improvement of the ground, not hasty gain',
      concepts: ['economy', 'wealth', 'husbandry'],
      questions: [
        'Can economic growth be good for the land?',
        'Is there an honest way to grow rich from nature?',
        'Is all business bad for the planet?',
      ],
      premise:
        "It assumes that wealth can be made by adding to nature's yield, not only by drawing down her stock.",
      implication:
        'The economy worth growing is the one that leaves the fields richer each year, and it will grow slower than a speculator likes.',
      attacks: [],
      concedes: ['thoreau-incessant-business'],
      followUp: 'Which of your industries leave the ground better than they found it?',
      work: 'Essays, Of Riches',
    },
    {
      id: 'bacon-riches-justly',
      issue: 'growth',
      claim:
        'Seek only such riches as you can gain justly, use soberly, share cheerfully and leave behind contentedly, and never proud riches.',
      support:
        'Money is like muck, good for nothing unless it is spread. A man who would drain a pond to sell its mud is heaping up proud riches, and a commonwealth should check him.',
      gist: "wealth must be gained justly and spread widely, never hoarded at the land's cost",
      concepts: ['wealth', 'economy', 'government'],
      questions: [
        'Is greed the real cause of the climate crisis?',
        'Should the rich be stopped from profiting off nature?',
        'Are billionaires the problem?',
      ],
      premise:
        'It assumes that wealth heaped in a few hands corrupts the state and the land alike, as my essays on riches and on seditions both warn.',
      implication: 'A state may rightly restrain fortunes that are made by stripping the common ground.',
      attacks: [],
      concedes: ['thoreau-flint-pond'],
      followUp: 'What would change if every fortune had to pass the test of being justly gotten?',
      work: 'Essays, Of Riches, and Of Seditions and Troubles',
    },
    {
      id: 'bacon-beyond-the-pillars',
      issue: 'growth',
      claim:
        'The limits you see are the limits of present knowledge, just as the old maps ended at the Pillars of Hercules until ships sailed past them.',
      support:
        'Once the voyages had opened the material globe, it would have been a disgrace to keep the globe of the mind within its old narrow bounds. A finite earth is no fixed store, since every discovery finds new riches in the same ground.',
      gist: 'limits to growth are limits of knowledge, which discovery keeps pushing back',
      concepts: ['economy', 'progress', 'invention'],
      questions: [
        'Can the economy grow forever on a finite planet?',
        'Are there real limits to growth?',
        'Will we run out of resources?',
      ],
      premise:
        'It assumes that a resource is not a thing alone but a thing together with the knowledge of how to use it, and knowledge has no fixed bound.',
      implication:
        'The prophets of scarcity will prove as wrong as those who swore no ship could pass the Straits.',
      attacks: ['thoreau-columbus-within', 'thoreau-making-earth-bald'],
      concedes: [],
      followUp: 'What resource do you use today that your ancestors did not even know was one?',
      work: 'Novum Organum, book 1, aphorism 84',
    },
    // better-off
    {
      id: 'bacon-arts-make-difference',
      issue: 'better-off',
      claim:
        'Life has been bettered beyond measure: the gulf between a cultivated country and the wildest lands is made not by soil or climate or race, but by the arts.',
      support:
        'Set the best-ordered province of Europe beside the wildest lands of the Indies and one man seems a god to another, and the whole difference comes from invention. Whoever has seen a fever cured or a famine averted by art will not call the arts a burden.',
      gist: 'the arts, not soil or climate, make the difference between misery and a decent life',
      concepts: ['progress', 'technology', 'poverty'],
      questions: [
        'Has progress made life better?',
        'Are we better off than our ancestors?',
        'Would anyone really want to live without modern medicine?',
      ],
      premise:
        'It rests on a comparison anyone can make: the same earth and the same skies, and a life transformed only where knowledge has been applied.',
      implication:
        'Whoever would slow the arts must say which of the hungry or the sick he would leave unhelped.',
      attacks: ['thoreau-quiet-desperation', 'thoreau-civilized-house'],
      concedes: [],
      followUp: 'Which century before your own would you choose to be born into, and as whom?',
      work: 'Novum Organum, book 1, aphorism 129',
    },
    {
      id: 'bacon-we-are-ancients',
      issue: 'better-off',
      claim:
        "We are the true ancients: the world is older and more experienced now, and to prefer the past is to prefer the world's childhood.",
      support:
        'What we call the ancient times were the youth of the world, and truth is the daughter of time, not of authority. Some minds adore antiquity and others novelty, and few keep the mean; I ask only that each be weighed by its fruits.',
      gist: "the present is the world's true old age, richer in experience than the past",
      concepts: ['progress', 'wisdom-ancients'],
      questions: [
        'Were people happier in the old days?',
        'Is the past wiser than the present?',
        'Should we go back to simpler times?',
      ],
      premise:
        'It assumes that knowledge accumulates across generations, so that a later age stands on more experience than an earlier one.',
      implication:
        'Nostalgia for a simpler age is an idol of the cave, a private taste dressed up as wisdom.',
      attacks: ['thoreau-civilized-house'],
      concedes: [],
      followUp: 'What exactly did the past know that we have forgotten, and how would we test it?',
      work: 'Novum Organum, book 1, aphorisms 56 and 84',
    },
    {
      id: 'bacon-abuse-no-argument',
      issue: 'better-off',
      claim:
        'That our inventions can be abused is no argument against them, for the same can be said of wit, courage, strength, beauty, riches and light itself.',
      support:
        'Give mankind back its power over nature, and reason and religion will govern how it is used. The lamp that lights a thief to his work also lights a surgeon to his.',
      gist: 'the possible abuse of inventions is no argument against them, any more than against light',
      concepts: ['technology', 'invention', 'progress'],
      questions: [
        'Do our machines serve us or enslave us?',
        'Is technology making us worse people?',
        'Are phones and screens ruining our lives?',
        'I check my phone all day long; is that what progress looks like?',
      ],
      premise:
        'It assumes that the moral failure lies in the user, since every good thing under the sun can be put to an evil use.',
      implication:
        'The cure for a misused invention is better government of its use, not a return to the dark.',
      attacks: ['thoreau-railroad-rides-us', 'thoreau-improved-means'],
      concedes: [],
      followUp: 'Can you name one good thing in your life that nobody could ever misuse?',
      work: 'Novum Organum, book 1, aphorism 129',
    },
    // science-trust
    {
      id: 'bacon-fruits-vouch',
      issue: 'science-trust',
      claim:
        "Trust a science by its fruits, for works are the surest sponsors of a philosophy's truth, far better than the eloquence of its defenders.",
      support:
        'For centuries the schools disputed, and the sick were no better cured nor the hungry better fed. When a theory lets you foresee the storm and save the harvest, its works have vouched for it.',
      gist: 'a science earns trust by its works, not by its eloquence',
      concepts: ['science', 'method', 'experiment'],
      questions: [
        'Should we trust the science on climate?',
        'How do we know science is reliable?',
        'What makes a scientific claim trustworthy?',
      ],
      premise:
        'It assumes that nature cannot be flattered, so a theory that works upon her again and again is very unlikely to be false.',
      implication:
        'Where the forecasts of the climate keep coming true, doubt becomes a vanity rather than a virtue.',
      attacks: ['thoreau-useful-ignorance'],
      concedes: [],
      followUp: 'What work or prediction would earn your trust in a theory you now doubt?',
      work: 'Novum Organum, book 1, aphorism 73',
    },
    {
      id: 'bacon-idols-will',
      issue: 'science-trust',
      claim:
        'People refuse unwelcome truths because the understanding is no dry light; it is soaked in the will and the feelings, and believes what it would rather were true.',
      support:
        'Shown the painted tablets of sailors who prayed and were saved, a wise man asked where the portraits were of those who prayed and drowned. We all count the hits and forget the misses when our comfort is at stake.',
      gist: 'people believe what they wish, counting the hits and forgetting the misses',
      concepts: ['idols', 'science', 'climate'],
      questions: [
        'Why do so many people deny climate change?',
        'Why do people believe what they want to believe?',
        'How do we get past our own bias?',
      ],
      premise:
        'It rests on my account of the idols of the tribe, errors rooted in human nature itself, which no one escapes merely by wishing to.',
      implication:
        'The denier and the prophet of doom need the same cure: tables of instances that count the drowned as well as the saved.',
      attacks: [],
      concedes: ['thoreau-sounding-walden'],
      followUp:
        'Which evidence about the climate would you most like to be false, and have you checked it hardest?',
      work: 'Novum Organum, book 1, aphorisms 46 and 49',
    },
    {
      id: 'bacon-idols-marketplace',
      issue: 'science-trust',
      claim:
        'Much of the climate quarrel is idols of the marketplace and of the theatre: words that mislead, and party systems adopted like favourite plays.',
      support:
        'Words are coined to suit the crowd and then govern the minds that coined them, so people fight over green and natural without defining either. Each faction stages its own tidy world, and its audience cheers.',
      gist: 'loose words and party systems, the idols of marketplace and theatre, distort the climate debate',
      concepts: ['idols', 'government', 'science'],
      questions: [
        'Do politicians twist science to suit their party?',
        'Why is climate change so politicized?',
        'Does the news help us understand the climate or confuse us?',
      ],
      premise:
        'It assumes that words and received systems act on the understanding like warped glasses, which must be cleaned before anything is seen.',
      implication:
        'Half the heat of the climate debate would vanish if every disputant first defined his terms.',
      attacks: [],
      concedes: [],
      followUp: 'What do you mean when you call something natural, and would your opponent mean the same?',
      work: 'Novum Organum, book 1, aphorisms 43 and 44',
    },
    {
      id: 'bacon-bee-method',
      issue: 'science-trust',
      claim:
        "The right way to know nature is the bee's: neither the ant's heaping up of facts nor the spider's webs spun from its own belly, but gathering and transforming both.",
      support:
        'The mere collector gathers and uses like the ant; the mere reasoner spins cobwebs out of himself like the spider. The bee gathers from the flowers of field and garden, and works the matter by her own power.',
      gist: 'true knowledge gathers facts by experiment and transforms them by reason, like the bee',
      concepts: ['method', 'science', 'experiment'],
      questions: [
        'What is the best way to understand nature?',
        'Is experimenting on nature the only way to know it?',
        'Should we trust data or our own eyes?',
      ],
      premise:
        'It assumes that neither the senses alone nor the mind alone is enough, and that each must correct the other by a regular method.',
      implication:
        "A walker's notebook is honey only half made until it meets the measures of the laboratory and the reasoning of the mathematician.",
      attacks: ['thoreau-news-is-gossip', 'thoreau-useful-ignorance'],
      concedes: [],
      followUp: 'Are you more of an ant, a spider or a bee when you form your opinions about the climate?',
      work: 'Novum Organum, book 1, aphorism 95',
    },
    // individual-collective
    {
      id: 'bacon-salomons-collective',
      issue: 'individual-collective',
      claim:
        "Great remedies come from many hands ordered together, not from one conscience in a cabin; that is why I imagined Salomon's House.",
      support:
        'Its fellows divided the labour: merchants of light gathered knowledge abroad, others compiled and tried, and interpreters of nature drew out the laws. No single man, however honest, could do in a lifetime what such a house does in a year.',
      gist: "great remedies need organised collective labour, like Salomon's House, not lone consciences",
      concepts: ['salomons-house', 'institution', 'individual', 'science'],
      questions: [
        "Does one person's choice matter, or only what institutions do?",
        'Should we focus on changing systems instead of individuals?',
        'Can individuals solve climate change on their own?',
      ],
      premise:
        'It assumes that knowledge is the work of many trades and many generations, and that good order multiplies what each contributes.',
      implication:
        'Your own carbon footprint matters less than whether your nation keeps houses of inquiry worthy of the problem.',
      attacks: ['thoreau-wash-your-hands', 'thoreau-one-honest-man'],
      concedes: [],
      followUp: "What would a Salomon's House for the climate look like, and who would pay for it?",
      work: "New Atlantis, Salomon's House",
    },
    {
      id: 'bacon-alexander-treasure',
      issue: 'individual-collective',
      claim:
        'Statesmen must furnish the means of inquiry, as Alexander gave Aristotle treasure for hunters, fowlers and fishers so that he could write his history of animals.',
      support:
        'I complained to King James that no endowment paid for experiments, and that learning starves wherever princes are stingy. One well furnished college of nature does more than a thousand private virtues.',
      gist: "governments must fund inquiry, as Alexander funded Aristotle's natural history",
      concepts: ['government', 'institution', 'science'],
      questions: [
        'Should governments pay scientists to solve climate change?',
        'Who should fund research into clean energy?',
        'Can public money fix the climate?',
      ],
      premise:
        'It assumes that the search for causes is costly and slow, and only the public purse can wait long enough for its returns.',
      implication:
        'The most important climate vote is the one on the research budget, not the one on drinking straws.',
      attacks: ['thoreau-one-honest-man'],
      concedes: [],
      followUp:
        'If your government doubled its spending on the study of nature, what would you expect in return?',
      work: 'The Advancement of Learning, book 2',
    },
    // protest
    {
      id: 'bacon-seditions-causes',
      issue: 'protest',
      claim:
        "A discontented multitude can indeed stop the machine, but the wise ruler's answer is to remove the causes of discontent, not merely to punish it.",
      support:
        'The surest way to prevent troubles is to take away their matter, the grievances and the want, and to let discontent breathe rather than stop it up. Close every outlet and the wound festers.',
      gist: 'a wise state removes the causes of protest instead of only punishing the protesters',
      concepts: ['civil-disobedience', 'government'],
      questions: [
        'Should climate protesters be punished?',
        'How should governments respond to climate protests?',
        'Do protests ever change anything?',
      ],
      premise:
        "It rests on a statesman's experience: troubles grow from real grievances, and force used alone only stores them up.",
      implication:
        'A government that answers climate protest with prisons and no remedies is preparing its own troubles.',
      attacks: [],
      concedes: ['thoreau-minority-clogs'],
      followUp: 'What grievance would have to be removed for the protesters to go home?',
      work: 'Essays, Of Seditions and Troubles',
    },
    {
      id: 'bacon-reform-without-violence',
      issue: 'protest',
      claim:
        'Civil reforms seldom come without violence and confusion, but discoveries bless without wounding anyone, so put your zeal into invention rather than blockades.',
      support:
        'The benefits of a discovery reach the whole race and last for ages, while those of political struggle touch one place and one time. A road blocked for a day cools nothing; a better furnace cools for an age.',
      gist: 'inventions benefit everyone without harm, while lawbreaking reforms bring violence and confusion',
      concepts: ['civil-disobedience', 'invention', 'government'],
      questions: [
        'Is it right to break the law to protect the planet?',
        'Do disruptive climate protests help?',
        'Is civil disobedience justified for the climate?',
      ],
      premise:
        'It assumes that the peace of the commonwealth is itself a great good, not to be spent while any other road remains.',
      implication: 'The most useful rebel for the climate spends his nights in a laboratory, not in a cell.',
      attacks: ['thoreau-counter-friction', 'thoreau-prison-just-man'],
      concedes: [],
      followUp: 'Which does more for the air: a night in jail, or a year at the workbench?',
      work: 'Novum Organum, book 1, aphorism 129',
    },
    // future-generations
    {
      id: 'bacon-plantations',
      issue: 'future-generations',
      claim:
        'Providing for the future is like planting woods: you must reckon on some twenty years without profit and look for your reward only at the end.',
      support:
        'Most new colonies were ruined by greedy, hasty profit-taking in their first years. A generation that grabs every return at once leaves its heirs a stripped field.',
      gist: 'one must provide for the future like planting woods, giving up quick profit for the later reward',
      concepts: ['future-generations', 'forest', 'wealth'],
      questions: [
        'Should we plant trees we will never sit under?',
        'Why should we sacrifice now for the future?',
        'What do we owe future generations?',
      ],
      premise:
        'It assumes that the most valuable works ripen slowly, and that the impatient always pay more in the end.',
      implication:
        "A climate policy judged by next year's accounts will always look too costly, and will always come too late.",
      attacks: [],
      concedes: ['thoreau-common-forest'],
      followUp: 'Would you sign up for a plan that pays you nothing and pays your grandchildren everything?',
      work: 'Essays, Of Plantations',
    },
    {
      id: 'bacon-work-for-posterity',
      issue: 'future-generations',
      claim:
        'I wrote for the ages after me, since my Great Instauration was a work no single life could finish, and the living owe their labour to those not yet born.',
      support:
        'In my will I left my name and memory to the next ages, and I laid foundations that I knew others must build upon. Knowledge handed down is the best inheritance, because it multiplies in the hands of the heirs.',
      gist: 'the living must labour for posterity, and knowledge is the best inheritance',
      concepts: ['future-generations', 'science', 'progress'],
      questions: [
        'What should we leave our grandchildren?',
        'Do we owe anything to people not yet born?',
        'Is it worth working on problems we will never see solved?',
      ],
      premise:
        'It assumes that each generation receives far more than it creates, and so owes a debt it can only pay forward.',
      implication:
        "To burn through the earth's stores without leaving knowledge in their place is to spend an inheritance and leave no will.",
      attacks: ['thoreau-inheritance-burden'],
      concedes: [],
      followUp: 'What will the people of the next century thank your generation for knowing?',
      work: 'The Great Instauration, plan of the work',
    },
    // pace
    {
      id: 'bacon-follow-time',
      issue: 'pace',
      claim:
        'Change things as time does, a great deal but quietly, by steps so small they are hardly noticed, so that the new fits and the old is not torn.',
      support:
        'What custom has settled, even if it is not good, at least fits together, while new things piece badly, like strangers. Let change come from the need to reform, not from the love of change.',
      gist: 'change should follow the example of time, great but gradual and scarcely perceived',
      concepts: ['innovation-pace', 'government'],
      questions: [
        'Should change be fast or gradual?',
        'Is slow change better than radical change?',
        'How fast should we phase out fossil fuels?',
      ],
      premise:
        'It assumes that a society is like a body, and that sudden shocks to a body do harm even when the medicine is right.',
      implication: 'A transition planned in steady stages will outlast one forced through in a fit of alarm.',
      attacks: ['thoreau-action-from-principle'],
      concedes: [],
      followUp:
        'Which changes in your own life lasted: the ones made in a rush, or the ones made by degrees?',
      work: 'Essays, Of Innovations',
    },
    {
      id: 'bacon-new-remedies',
      issue: 'pace',
      claim:
        'Refusing to change is no safety either, for whoever shuns new remedies must look for new evils, since time itself is the great innovator.',
      support:
        'Clinging stubbornly to custom stirs up as much trouble as novelty does. I advised against experiments on a state unless the necessity is urgent or the benefit plain, and a warming world seems to meet that test.',
      gist: 'refusing new remedies invites new evils, and urgent necessity justifies bold change',
      concepts: ['innovation-pace', 'climate'],
      questions: [
        'Is it dangerous to change too slowly?',
        'Is the climate an emergency that justifies big changes?',
        'What happens if we refuse to change at all?',
      ],
      premise:
        'It assumes that time alters everything anyway, so standing still is itself a choice with consequences.',
      implication: 'Those who call every reform reckless have chosen the slow innovation of decay.',
      attacks: [],
      concedes: ['thoreau-never-too-late'],
      followUp: 'Which is the greater risk in your view: a hasty remedy, or a disease left untreated?',
      work: 'Essays, Of Innovations',
    },
    // hope
    {
      id: 'bacon-despair-obstacle',
      issue: 'hope',
      claim:
        'The greatest obstacle to progress is despair, for men give up the attempt because they assume it cannot be done.',
      support:
        'I set out grounds for hope before asking anyone to labour, as Columbus gave his reasons before he sailed west. Those who declare the world already lost do the polluter a service, for they disarm everyone else.',
      gist: 'despair is the greatest obstacle to progress, since it stops the attempt before it starts',
      concepts: ['hope', 'progress'],
      questions: [
        'Is it too late to save the planet?',
        'Should I feel hopeful about climate change?',
        'Is climate doom justified?',
      ],
      premise:
        'It assumes that belief in what is possible is itself a cause of what becomes possible, because effort follows expectation.',
      implication: 'Prophecies of doom, however sincere, are a luxury the planet cannot afford.',
      attacks: ['thoreau-awake'],
      concedes: [],
      followUp: 'What would you attempt for the climate if you were sure it could succeed?',
      work: 'Novum Organum, book 1, aphorism 92',
    },
    {
      id: 'bacon-chance-vs-method',
      issue: 'hope',
      claim:
        'My hope is a reasoned one: if so much was found by chance while nobody was looking, far more will be found when we search by method.',
      support:
        'Gunpowder, silk and the magnet came by accident to men who were not seeking them. Set many minds to seek on purpose, with instruments and order, and the harvest will pass anything a single wonder suggests.',
      gist: 'if chance found so much, a methodical search will find far more',
      concepts: ['hope', 'method', 'invention'],
      questions: [
        'What gives you hope for the future?',
        'Why should we believe science will find answers in time?',
        'Is optimism about the climate naive?',
      ],
      premise:
        'It assumes that discovery is not mere luck but follows the amount and the order of the search.',
      implication:
        'The climate will be turned by the number of trained minds we set to it, not by one lucky genius.',
      attacks: ['thoreau-bug-in-the-table'],
      concedes: [],
      followUp: 'How many minds are truly searching for the answer you most want found?',
      work: 'Novum Organum, book 1, aphorisms 108 and 109',
    },
  ],
  terms: [
    {
      concept: 'wildness',
      meaning:
        "By wildness I mean the part of God's creation we have not yet ordered or studied, which a wise people keeps as a good garden keeps its heath.",
      example:
        'The heath in my garden, with thickets of sweetbriar and honeysuckle growing as they please, was wildness kept on purpose.',
    },
    {
      concept: 'wealth',
      meaning:
        'By true riches I mean wealth justly gained, soberly used and cheerfully shared, never proud heaps.',
      example:
        'A landlord who improves his fields and feeds his parish is rich in my sense; a hoarder is only heavy.',
    },
    {
      concept: 'geoengineering',
      meaning:
        'By imitating the weather I mean learning the causes of wind, rain and heat so well that art can reproduce them on purpose.',
      example:
        "The fellows of Salomon's House made artificial rain and snow in great chambers to learn what brings the real kind.",
    },
    {
      concept: 'mastery',
      meaning:
        'By mastery I mean the power to produce effects by knowing their causes, a power won only by obeying the laws of nature.',
      example: 'A pilot who knows the winds and currents masters the sea without ever fighting it.',
    },
    {
      concept: 'obedience',
      meaning:
        'By obeying nature I mean learning her order so exactly that our works go with her grain, never against it.',
      example:
        'The grafter who joins a twig in the right season obeys the tree, and then the tree does his bidding.',
    },
    {
      concept: 'idols',
      meaning:
        'By idols I mean the false images that possess the mind before the evidence arrives, from our nature, our private den, our words and our received systems.',
      example: 'The gambler who remembers his wins and forgets his losses is serving an idol of the tribe.',
    },
    {
      concept: 'method',
      meaning:
        'By true induction I mean rising from many particular instances, the contrary ones included, to general laws by slow degrees.',
      example:
        'To learn the nature of heat, list where it is present, where it is absent, and where it varies in degree.',
    },
    {
      concept: 'experiment',
      meaning:
        'An experiment is a question put to nature under conditions we arrange, so that she must answer us plainly.',
      example:
        'Packing snow around fresh meat to see whether cold preserves it is an experiment, not a guess.',
    },
    {
      concept: 'salomons-house',
      meaning:
        "Salomon's House is my imagined college of the works of nature, where many fellows divide the labour of discovery for the good of all.",
      example:
        'Its merchants of light sail abroad for knowledge, and its interpreters of nature draw laws from the trials of the rest.',
    },
    {
      concept: 'invention',
      meaning:
        'An invention is a new work drawn from knowledge of causes, which serves the whole human race rather than one country.',
      example: "The mariner's needle was such an invention, and it opened the whole globe to navigation.",
    },
    {
      concept: 'charity',
      meaning:
        'By charity I mean the love of mankind that must govern knowledge, seeking the benefit of life rather than profit or glory.',
      example:
        'A physician who shares his cure freely instead of selling it dear practises learning governed by charity.',
    },
    {
      concept: 'progress',
      meaning:
        'By the advancement of learning I mean the steady growth of knowledge across generations, each age adding to what the last discovered.',
      example:
        'The compass, the printing press and the telescope each built upon tools an earlier age had left behind.',
    },
    {
      concept: 'innovation-pace',
      meaning:
        'By wise innovation I mean change that follows the example of time, great in its effects but gradual and scarcely perceived.',
      example:
        'A new road that joins the old ones smoothly is wiser than a city torn down in a single season.',
    },
    {
      concept: 'hope',
      meaning:
        'By hope I mean an expectation grounded in reasons, such as the many discoveries already made by chance.',
      example: 'Columbus had his reasons for expecting land to the west long before he ever sailed.',
    },
    {
      concept: 'science',
      meaning:
        'By science I mean the knowledge of causes, gathered by experiment and ordered by reason, which gives us the power to produce effects.',
      example:
        'To know only that the tide rises at certain hours is experience; to know why it rises is science.',
    },
    {
      concept: 'government',
      meaning:
        'By good government I mean a state that removes the causes of trouble before they grow and furnishes the means of learning.',
      example:
        'A prince who relieves a dearth and endows a college of experiments governs better than one who only builds prisons.',
    },
    {
      concept: 'nature',
      meaning:
        'By nature I mean the whole order of bodies and their causes, which can be commanded only by those who understand it.',
      example: 'The tides follow the moon whatever we wish, but a mill built to meet them grinds our corn.',
    },
  ],
};
