import type { SeatInput } from '../../schema';

/**
 * The Green Reckoning: Thoreau as the Woodsman, against Bacon the Prophet of Progress. He died in 1862: modern
 * engines, screens and climate science he meets from his own principles and his years at Walden, never as things he
 * saw.
 */
export const thoreau: SeatInput = {
  role: 'debater',
  stances: [
    {
      issue: 'tech-fix',
      position:
        'Technology alone will not save the planet, for our inventions are usually improved means to an unimproved end.',
    },
    {
      issue: 'mastery',
      position: 'We are kin to nature, not its masters, and the urge to master it is much of the trouble.',
    },
    {
      issue: 'redesign',
      position:
        'Re-engineering the sky and living things makes victims nobody counts and hands dangerous power to benevolent masters.',
    },
    {
      issue: 'wildness',
      position:
        'In wildness is the preservation of the world, and wild places must be kept for their own sake and for ours.',
    },
    {
      issue: 'simple-living',
      position:
        'Living simply and wanting less would do more than any invention, since the cost of a thing is the life we exchange for it.',
    },
    {
      issue: 'growth',
      position:
        'Incessant business makes the earth bald and puts a price on everything; the only growth without limit is growth within.',
    },
    {
      issue: 'better-off',
      position:
        'Progress has multiplied goods but not good lives; most people still live in quiet desperation, ridden by their machines.',
    },
    {
      issue: 'science-trust',
      position:
        'Trust careful measurement and your own observation over rumour, but remember that facts alone are not understanding.',
    },
    {
      issue: 'individual-collective',
      position:
        "One person's withdrawal from a wrong matters greatly, since every great wrong is carried out by individuals.",
    },
    {
      issue: 'protest',
      position:
        'When the law makes you an agent of injustice, break it openly, and accept the penalty without regret.',
    },
    {
      issue: 'future-generations',
      position: 'We owe those who come after us not heaps of goods but a wild and free earth held in common.',
    },
    {
      issue: 'pace',
      position:
        'Act from principle now; gradual change is too often a polite name for doing nothing in earnest.',
    },
    {
      issue: 'hope',
      position:
        'There is always hope, because people can wake up and raise their lives, and nature renews itself every spring.',
    },
  ],
  arguments: [
    // tech-fix
    {
      id: 'thoreau-improved-means',
      issue: 'tech-fix',
      claim:
        'Our inventions are usually improved means to an unimproved end, pretty toys that distract us from serious things.',
      support:
        'We hurried to build a telegraph from Maine to Texas, though Maine and Texas may have nothing important to say to each other. A cleaner engine that carries us faster toward the same appetites has improved the road, not the traveller.',
      gist: 'inventions are improved means to an unimproved end',
      concepts: ['technology', 'invention', 'progress', 'wants'],
      questions: [
        'Can technology fix climate change?',
        'Will green inventions save the planet?',
        'Is new technology really progress?',
      ],
      premise:
        'It assumes that the worth of a tool depends entirely on the end it serves, and that we rarely stop to examine our ends.',
      implication:
        'A world run wholly on clean power could be as hurried and empty as this one, only with quieter engines.',
      attacks: ['bacon-knowledge-is-power'],
      concedes: [],
      followUp: 'Before you build the faster engine, where exactly do you want to go?',
      work: 'Walden, Economy',
    },
    {
      id: 'thoreau-etzler',
      issue: 'tech-fix',
      claim:
        'I once reviewed a plan to run the whole world on wind, tide and sunshine, and my quarrel was less with the machines than with the aim of mere comfort.',
      support:
        'Mr Etzler promised a paradise without labour within ten years. The forces are really there, I granted, but a man who cannot govern himself will not govern the winds well, and reform must begin within.',
      gist: 'harnessing wind and sun for mere comfort, without inner reform, builds no paradise',
      concepts: ['clean-energy', 'technology', 'luxury'],
      questions: [
        'Is clean energy enough to save the planet?',
        'What do you think of solar and wind power?',
        'Would renewable energy solve everything?',
      ],
      premise:
        'It rests on my conviction that the condition of the outer world follows the condition of the people who live in it.',
      implication:
        'Cheap clean energy handed to unreformed appetites would soon find new ways to lay the earth waste.',
      attacks: ['bacon-printing-compass'],
      concedes: [],
      followUp: 'If the sun did all our work tomorrow, what would you do with the time it gave you?',
      work: 'Paradise (to be) Regained',
    },
    {
      id: 'thoreau-root-not-branches',
      issue: 'tech-fix',
      claim:
        'For every one who strikes at the root of an evil, a thousand hack at its branches, and a new machine is usually one more hatchet for the branches.',
      support:
        'The root of the mischief is our appetite for more, and no device reaches it. We clear the smoke from one chimney and build two more houses to heat.',
      gist: 'technical fixes hack at the branches while appetite, the root, is left untouched',
      concepts: ['technology', 'wants', 'fossil-fuels'],
      questions: [
        'Is technology just treating the symptoms?',
        'What is the root cause of climate change?',
        'Why does more efficient technology not make us use less energy?',
        'Every gadget gets more efficient, yet we use more power than ever; why?',
      ],
      premise:
        'It assumes that a harm caused by a habit of living comes back as long as the habit does, whatever tools it uses.',
      implication:
        'Every efficiency we gain will be eaten by new wants unless the wanting itself is questioned.',
      attacks: ['bacon-daedalus-clue', 'bacon-knowledge-is-power'],
      concedes: [],
      followUp: 'What is the root in your own life that no invention will ever reach?',
      work: 'Walden, Economy',
    },
    {
      id: 'thoreau-trojan-horse',
      issue: 'tech-fix',
      claim:
        'The engine that was to free us muddied the spring and stripped the shore; every machine brings a second bill that its champions never mention.',
      support:
        'The Iron Horse came to Walden with a thousand men in its belly, like the horse the Greeks left at Troy, and the woodchoppers followed it. Who counts the cost to the pond while he praises the speed of the cars?',
      gist: 'every machine brings hidden costs to the land that its champions never count',
      concepts: ['railroad', 'pond', 'technology', 'forest'],
      questions: [
        'Does technology always have hidden costs?',
        'Can inventions harm nature without anyone noticing?',
        'Do new technologies just create new problems?',
      ],
      premise:
        "It rests on what I saw with my own eyes: the railroad's benefits were advertised, and its damage to the woods was left for the neighbours to discover.",
      implication:
        'The next great invention, however clean, will carry a bill of its own, and we should ask for it before we buy.',
      attacks: ['bacon-printing-compass', 'bacon-daedalus-clue'],
      concedes: [],
      followUp: 'What hidden bill do you suppose your favourite green invention carries?',
      work: 'Walden, The Ponds',
    },
    // mastery
    {
      id: 'thoreau-partly-leaves',
      issue: 'mastery',
      claim:
        'We are not the masters of nature but her kin; am I not partly leaves and vegetable mould myself?',
      support:
        "Alone at Walden in a gentle rain, I felt such friendly society in the drops and in every sound around my house that the very idea of solitude, or of mastery, seemed absurd. One does not rule one's own family.",
      gist: 'humans are kin to nature, partly leaves and mould, and not its masters',
      concepts: ['nature', 'mastery'],
      questions: [
        'Are humans part of nature or above it?',
        'Should we see ourselves as masters of the earth?',
        'Do we belong to nature?',
      ],
      premise:
        'It assumes that the same life runs through the pine, the woodchuck and the man, and what shares our life cannot be merely used.',
      implication:
        'Harming the land is not damaging property but injuring a relative, and it ought to feel like it.',
      attacks: ['bacon-empire-of-man'],
      concedes: [],
      followUp: 'When you stand in a wood in the rain, do you feel like its owner or its guest?',
      work: 'Walden, Solitude',
    },
    {
      id: 'thoreau-ktaadn',
      issue: 'mastery',
      claim:
        'Nature at her wildest was not made for us to command; high on Ktaadn, in the cloud, I met ground that owed us nothing.',
      support:
        "It was vast, savage and inhuman, raw matter never tamed, and it seemed to ask why I had come before my time. Whoever speaks of man's dominion has not stood in that cloud among those rocks.",
      gist: 'wild nature is vast and inhuman and was not made for human dominion',
      concepts: ['wildness', 'mastery', 'nature'],
      questions: [
        'Was nature made for humans?',
        'Can humans ever really control nature?',
        'Is the idea of dominion over nature arrogant?',
      ],
      premise:
        'It assumes that the experience of raw nature, not a theory about it, is the right test of whether the earth was made for us.',
      implication:
        'Plans to manage the whole planet forget that most of it never asked to be managed and may not consent.',
      attacks: ['bacon-dominion-restored', 'bacon-obey-to-command'],
      concedes: [],
      followUp: 'Have you ever stood somewhere that made you feel the earth was not built for you?',
      work: 'The Maine Woods, Ktaadn',
    },
    {
      id: 'thoreau-pine-not-lumber',
      issue: 'mastery',
      claim:
        'A pine is no more lumber than you or I are, and to know it only as boards is to miss its highest use.',
      support:
        'The lumberman loves the pine as boards and the hunter loves the moose as a hide, but the poet loves the living tree. Every creature, moose, pine or man, is better alive than dead.',
      gist: 'a living pine is worth more than lumber, and every creature is better alive than dead',
      concepts: ['forest', 'mastery', 'species'],
      questions: [
        'Is nature only valuable for what we can use?',
        'Is nature just a resource for us?',
        'Is it wrong to see a forest as timber?',
      ],
      premise:
        'It assumes that the highest use of a living thing may be simply to live, and that our uses of it are often its lowest.',
      implication: 'An empire of man over things would turn every pine into boards and call it progress.',
      attacks: ['bacon-empire-of-man'],
      concedes: [],
      followUp: 'What is a living tree for, when it is not for anything we need?',
      work: 'The Maine Woods, Chesuncook',
    },
    {
      id: 'thoreau-obey-then',
      issue: 'mastery',
      claim:
        'Obey nature, by all means, but then live as deliberately as she does, instead of merely learning her levers.',
      support:
        "Try living a single day as deliberately as nature does, not knocked off the track by every nutshell or mosquito wing on the rails. To obey her only in order to command her is a servant's bow with a thief's intent.",
      gist: 'obeying nature means living as deliberately as she does, not learning her levers for gain',
      concepts: ['obedience', 'nature', 'time'],
      questions: [
        'What does it mean to obey nature?',
        'Can we work with nature instead of against it?',
        'How should we live in harmony with nature?',
      ],
      premise:
        "It assumes that obedience is a matter of how one lives, not a technique for getting one's way.",
      implication: 'Real obedience to nature would slow us down far more than any engine could speed us up.',
      attacks: [],
      concedes: ['bacon-obey-to-command'],
      followUp: 'What would one day lived as deliberately as nature look like for you?',
      work: 'Walden, Where I Lived, and What I Lived For',
    },
    // redesign
    {
      id: 'thoreau-shad-dams',
      issue: 'redesign',
      claim:
        'Every time we rebuild a river to our purpose, something we never counted pays the price, like the shad barred from their old waters by the mill dam.',
      support:
        'I asked who hears the fishes when they cry, waiting below the dam at Billerica with no redress. Re-engineer the sky and there will be shad of the air that nobody thought to count.',
      gist: 'reshaping nature for our purposes makes uncounted victims, like the shad below the dam',
      concepts: ['geoengineering', 'species', 'pond', 'climate'],
      questions: [
        'Could engineering the climate go wrong?',
        'What about the unintended consequences of geoengineering?',
        'Is tampering with nature dangerous?',
      ],
      premise:
        'It assumes that nature is a web of lives no engineer fully surveys, so every great alteration wounds some of them unseen.',
      implication:
        'Before anyone dims the sun, someone should be appointed to speak for the creatures who will not be consulted.',
      attacks: ['bacon-salomons-weather'],
      concedes: ['bacon-subtlety-caution'],
      followUp: 'Who will speak for the creatures that a new climate machine forgets to count?',
      work: 'A Week on the Concord and Merrimack Rivers, Saturday',
    },
    {
      id: 'thoreau-seed-of-men',
      issue: 'redesign',
      claim:
        'We take great pains over the seed of our beans and none at all over the seed of a new generation of men.',
      support:
        'In my bean field I wondered why we fuss about improved seed while neglecting sincerity, truth, simplicity and faith. Engineer a crop that survives the drought if you must, but the harvest that fails us is in ourselves.',
      gist: 'we improve seeds and crops while neglecting to improve ourselves',
      concepts: ['genetic-engineering', 'husbandry', 'wants'],
      questions: [
        'Are genetically modified crops the answer?',
        'Should we redesign plants and animals?',
        'Is gene editing a good way to fix nature?',
      ],
      premise:
        'It assumes that most of the troubles we try to engineer away in nature were grown in our own characters.',
      implication: 'A world of perfect crops tended by careless people would soon be back where it started.',
      attacks: ['bacon-new-species'],
      concedes: [],
      followUp: 'If you could engineer one trait into people instead of plants, what would it be?',
      work: 'Walden, The Bean-Field',
    },
    {
      id: 'thoreau-beware-do-gooders',
      issue: 'redesign',
      claim:
        'When a man comes to my door meaning to do me good, I should run for my life, and I would run from any committee that sets the weather of the planet.',
      support:
        "Benevolence armed with great power is still power, and those it means to help are seldom asked. A committee that dims the sun for everyone's good has made itself everyone's master.",
      gist: 'benevolent planners with power over everyone are still masters, and should be feared',
      concepts: ['charity', 'geoengineering', 'mastery', 'government'],
      questions: [
        'Who should decide whether to change the climate?',
        'Should a few experts control the weather for everyone?',
        'Can we trust well-meaning engineers with the whole planet?',
      ],
      premise:
        'It assumes that no one can be trusted to do good to others by a power that they cannot refuse.',
      implication:
        'The more benevolent a scheme to manage the earth sounds, the more carefully we should ask who will be able to say no to it.',
      attacks: ['bacon-charity-not-pride', 'bacon-salomons-weather'],
      concedes: [],
      followUp: 'Who would you trust to set the temperature of the whole earth, and could you dismiss them?',
      work: 'Walden, Economy',
    },
    // wildness
    {
      id: 'thoreau-wildness-preservation',
      issue: 'wildness',
      claim:
        'In wildness is the preservation of the world, for the wild is the reservoir that every civilisation draws on.',
      support:
        'The founders of Rome were suckled by a wolf, and strong peoples have always drawn their vigour from the forest, as trees send their fibres into the wild soil. A tidy wild corner is a pet, not wildness.',
      gist: 'in wildness is the preservation of the world, the source that civilisation draws on',
      concepts: ['wildness', 'forest', 'nature'],
      questions: [
        'Why does wild nature matter?',
        'What did you mean that wildness is the preservation of the world?',
        'Should we protect wilderness?',
      ],
      premise:
        'It assumes that vitality, in people and in land, comes from something we did not make and cannot fully manage.',
      implication: 'A planet turned wholly into garden and farm would be a well-kept invalid.',
      attacks: ['bacon-garden-wilderness', 'bacon-wild-unread-book'],
      concedes: [],
      followUp: 'Where does the vigour of your own town come from, if not from somewhere wild?',
      work: 'the essay Walking',
    },
    {
      id: 'thoreau-tonic-of-wildness',
      issue: 'wildness',
      claim:
        'We need the tonic of wildness: some land must stay unsurveyed and unfathomed, so that we may see our own limits overstepped and some life grazing where we never wander.',
      support:
        'At the very time we are eager to explore and learn all things, we also need things to stay mysterious. I wade the marsh where the bittern lurks and hear the snipe booming, and come home larger than I went.',
      gist: 'people need some land to stay wild and unfathomed, as a tonic',
      concepts: ['wildness', 'science', 'nature'],
      questions: [
        'Do people need wild places?',
        'Why do people need wild places to feel whole?',
        'Should some places be left unexplored?',
      ],
      premise: 'It assumes that human health includes a sense of something larger than human plans.',
      implication:
        'A planet fully mapped, managed and explained would leave its people sick in a way no medicine reaches.',
      attacks: ['bacon-wild-unread-book'],
      concedes: [],
      followUp: 'Is there any place you would rather not see explained?',
      work: 'Walden, Spring',
    },
    {
      id: 'thoreau-national-preserves',
      issue: 'wildness',
      claim:
        'Every people should keep its national preserves, not for sport or timber but for inspiration and our own true recreation.',
      support:
        'The old kings kept forests to hold their game. Having thrown off kings, why should we not keep preserves where the bear and the panther still live, for the poet and the walker rather than the hunter?',
      gist: 'a people should keep wild preserves for inspiration rather than for sport or timber',
      concepts: ['wildness', 'forest', 'government', 'species'],
      questions: [
        'Should we have more national parks?',
        'Should some land be protected by law from any use?',
        'Should half the planet be left for nature?',
      ],
      premise:
        'It assumes that a free people may hold land in common for the spirit, as kings once held it for the chase.',
      implication: 'Protecting wild land is a public duty as serious as building roads or schools.',
      attacks: ['bacon-garden-wilderness'],
      concedes: [],
      followUp: 'Which wild place near you would you put beyond the reach of any sale?',
      work: 'The Maine Woods, Chesuncook',
    },
    {
      id: 'thoreau-maimed-nature',
      issue: 'wildness',
      claim:
        'Living where the wolf, the bear, the moose and the beaver are gone is like studying a poem with its best pages torn out.',
      support:
        'When I considered that the nobler animals had been exterminated around Concord, I felt I knew only a maimed and imperfect nature. I want the whole of heaven and earth, not a remnant.',
      gist: 'lost species leave a maimed and imperfect nature, like a poem with pages missing',
      concepts: ['species', 'wildness'],
      questions: [
        'What do we lose when species go extinct?',
        'Does biodiversity really matter?',
        'Should we bring back wolves and bears?',
      ],
      premise:
        'It assumes that nature is a whole whose meaning depends on all its parts, not a collection of useful items.',
      implication: 'Each extinction makes the very seasons poorer for everyone who comes after.',
      attacks: [],
      concedes: [],
      followUp:
        "Which creature's absence from your own country would you notice, if you knew it had once been there?",
      work: 'the Journal, March 23, 1856',
    },
    // simple-living
    {
      id: 'thoreau-cost-of-a-thing',
      issue: 'simple-living',
      claim:
        'The cost of a thing is the amount of life you exchange for it, and most of what we buy costs far more life than it is worth.',
      support:
        'A labourer who gives ten or fifteen years to pay for a fine house has bought it with his youth. Count the price of your goods in hours of your only life, and half your wants will fall away.',
      gist: 'the true cost of a thing is the life exchanged for it',
      concepts: ['cost', 'luxury', 'simplicity', 'time'],
      questions: [
        'Should we buy less to save the planet?',
        'How much stuff does a person really need?',
        'Is consumerism the real problem?',
        'Is buying a new phone every two years really progress?',
      ],
      premise:
        'It assumes that life, not money, is the true currency, since money is only stored hours of living.',
      implication:
        'Much of what burns the planet is bought with lives its buyers would not, on reflection, have sold.',
      attacks: ['bacon-riches-for-spending'],
      concedes: [],
      followUp: 'How many hours of your life did the last thing you bought really cost you?',
      work: 'Walden, Economy',
    },
    {
      id: 'thoreau-simplify',
      issue: 'simple-living',
      claim:
        'Simplify, simplify: our lives are frittered away on detail, and a person is rich in proportion to what he can afford to let alone.',
      support:
        'Let your affairs be as two or three, not a hundred or a thousand. I never asked anyone to copy my cabin; I asked each to find his own way, and to travel it with less baggage.',
      gist: 'one should simplify, since a person is rich in what he can let alone',
      concepts: ['simplicity', 'wants', 'luxury'],
      questions: [
        'Would living simply save the planet?',
        'Should everyone live the way you did at Walden?',
        'Is minimalism the answer?',
      ],
      premise:
        'It assumes that most of our possessions and affairs serve no end we would choose if we stopped to choose.',
      implication: 'The greenest life may also turn out to be the freest and the least anxious.',
      attacks: ['bacon-one-cabin', 'bacon-riches-for-spending'],
      concedes: [],
      followUp: 'Which three things in your life could you let alone tomorrow without missing them?',
      work: 'Walden',
    },
    {
      id: 'thoreau-28-dollar-house',
      issue: 'simple-living',
      claim:
        'I built my own house for about twenty-eight dollars and fed myself with a few weeks of work a year, so the necessaries of life are far fewer than we pretend.',
      support:
        'Food, shelter, clothing and fuel, enough to keep the vital heat in us, make up the whole list. The rest is fashion, and fashion is set by the luxurious and dissipated for the herd to follow.',
      gist: 'the necessaries of life are few and cheap, as a twenty-eight dollar house proved',
      concepts: ['simplicity', 'cost', 'wants'],
      questions: [
        'Can a person really live on very little?',
        'What does a person truly need?',
        'Is a simple life realistic?',
      ],
      premise:
        'It rests on an experiment I made and kept accounts of, not on a theory of how others ought to live.',
      implication:
        "If our true needs are modest, the planet can supply everyone's needs long before it can supply anyone's fashions.",
      attacks: ['bacon-relief-of-estate'],
      concedes: [],
      followUp: 'If you kept strict accounts for one year, which expenses would you call necessaries?',
      work: 'Walden, Economy',
    },
    {
      id: 'thoreau-poor-not-helped',
      issue: 'simple-living',
      claim:
        'Luxury does not lift the poor; the luxury of one class is paid for by the poverty of another, the palace beside the almshouse.',
      support:
        'Those who build the monuments of an age lodge in shanties beside the railway. When anyone speaks of relieving the human lot, ask whose lot, and who lays the sleepers.',
      gist: 'the luxury of one class is balanced by the poverty of another',
      concepts: ['poverty', 'luxury', 'wealth', 'railroad'],
      questions: [
        'Does progress really help the poor?',
        'Is simple living unfair to poor people?',
        'Who pays for the comfort of the rich?',
      ],
      premise:
        "It assumes that our comforts are mostly made by other people's labour, and that we rarely ask on what terms.",
      implication: 'The poor are not helped by our appetites; they are usually their first fuel.',
      attacks: ['bacon-relief-of-estate'],
      concedes: [],
      followUp: 'Who made the things around you right now, and how do they live?',
      work: 'Walden, Economy',
    },
    // growth
    {
      id: 'thoreau-making-earth-bald',
      issue: 'growth',
      claim:
        'Walk in the woods for love of them and you are called a loafer; shear them off and leave the earth bald before her time, and you are called industrious.',
      support:
        'This is the economy that growth admires: it counts the timber and never the forest. As if a town had no interest in its woods but to cut them down.',
      gist: 'society calls the man who strips the woods industrious and the one who loves them idle',
      concepts: ['economy', 'forest', 'wealth'],
      questions: [
        'Can the economy keep growing without destroying nature?',
        'Why do we value cutting down forests over protecting them?',
        'Is economic growth good?',
      ],
      premise: 'It assumes that our measure of industry counts only what is sold, and never what is lost.',
      implication:
        'A country can grow richer on paper every year while it grows poorer in everything that cannot be sold.',
      attacks: ['bacon-beyond-the-pillars'],
      concedes: [],
      followUp: 'Would you rather be called industrious for clearing a wood or idle for walking in it?',
      work: 'Life Without Principle',
    },
    {
      id: 'thoreau-flint-pond',
      issue: 'growth',
      claim:
        'The farmer who would have drained a pond to sell the mud at its bottom had mistaken the world for a market, where everything has its price.',
      support:
        "Flint's Pond bears the name of a man who saw in it only the reflection of a dollar. I could not honour his labour or his farm, and an economy run on his principle would put a price on the sky.",
      gist: 'an economy that prices everything, like Flint draining his pond, mistakes the world for a market',
      concepts: ['wealth', 'pond', 'economy', 'cost'],
      questions: [
        'Should nature have a price tag?',
        'Is it wrong to make money from nature?',
        'Can markets protect the environment?',
      ],
      premise: 'It assumes that some things lose their worth the moment we see them only as merchandise.',
      implication:
        'A price on carbon may help, but a people who see only the price will sell the pond when the price is right.',
      attacks: ['bacon-improvement-of-ground'],
      concedes: [],
      followUp: 'Is there anything you own that you would refuse to sell at any price?',
      work: 'Walden, The Ponds',
    },
    {
      id: 'thoreau-incessant-business',
      issue: 'growth',
      claim:
        'The world has become one great place of business, a bustle without end, and nothing is more opposed to life itself than this incessant business.',
      support:
        'I am woken at night by the panting of the locomotive, and it is all work, work, work. Even a just gain costs life, and a nation that measures itself by trade forgets what the trading was for.',
      gist: 'incessant business is opposed to life itself, however justly its gains are made',
      concepts: ['economy', 'time', 'railroad', 'wealth'],
      questions: [
        'Is endless economic growth a kind of sickness?',
        'Is business the enemy of nature?',
        'Do we all work too much?',
      ],
      premise:
        'It assumes that work is a means to living, and that a means pursued without end becomes a tyranny.',
      implication:
        'What your economists call degrowth might simply mean remembering what the business was for.',
      attacks: ['bacon-riches-justly'],
      concedes: [],
      followUp: 'What is all your work for, and could you have it with less work?',
      work: 'Life Without Principle',
    },
    {
      id: 'thoreau-columbus-within',
      issue: 'growth',
      claim:
        "Be a Columbus to the new worlds within you, for it is easier to sail thousands of miles through storm than to explore the private sea of one's own being.",
      support:
        'We send expeditions to the South Seas and the poles while the world within goes unmapped. The frontier that never runs out is not out there; it lies in the quality of our attention.',
      gist: 'the only limitless frontier is within, and outward expansion is a way of avoiding it',
      concepts: ['progress', 'economy', 'wants'],
      questions: [
        'Are there limits to growth?',
        'Should humanity keep expanding and exploring?',
        'Is there a kind of growth that does not hurt the planet?',
      ],
      premise:
        'It assumes that the hunger driving outward expansion is an inner restlessness that no new territory can satisfy.',
      implication:
        'The growth that could go on for ever costs the planet nothing, because it is growth in understanding and character.',
      attacks: ['bacon-beyond-the-pillars', 'bacon-chance-vs-method'],
      concedes: [],
      followUp: 'What continent inside yourself have you never explored?',
      work: 'Walden, Conclusion',
    },
    // better-off
    {
      id: 'thoreau-quiet-desperation',
      issue: 'better-off',
      claim:
        'Richer is not the same as better: most men live lives of quiet desperation, and what we call resignation is only despair grown used to itself.',
      support:
        'I saw it in Concord, among farmers with fine barns and merchants with full shops. Your century has more of everything except the thing that was missing, and its unhappiness is merely better lit.',
      gist: 'most people live in quiet desperation, so more wealth is not a better life',
      concepts: ['progress', 'luxury', 'time'],
      questions: [
        'Has progress made people happier?',
        'Why are people unhappy when they have so much?',
        'Are we better off than our ancestors?',
      ],
      premise:
        'It assumes that a good life is measured from within, by how awake and free a person is, not by what he owns.',
      implication:
        'Progress that multiplies goods while leaving the desperation intact has gone in the wrong direction.',
      attacks: ['bacon-we-are-ancients'],
      concedes: [],
      followUp: 'Are the people you know more awake than their grandparents were, or only busier?',
      work: 'Walden, Economy',
    },
    {
      id: 'thoreau-railroad-rides-us',
      issue: 'better-off',
      claim:
        'The railroad does not carry us so much as ride upon us, and men have become the tools of their tools.',
      support:
        'Each sleeper under the rails is a man, an Irishman or a Yankee, laid down so that the cars may pass smoothly over him. Your glowing screens, I suspect, have their sleepers too.',
      gist: 'our machines ride upon us, and men become the tools of their tools',
      concepts: ['railroad', 'technology', 'time'],
      questions: [
        'Do our machines serve us or do we serve them?',
        'Are smartphones turning us into slaves?',
        'Has technology made us less free?',
        'Why do I feel calmer in the woods than after a day of scrolling?',
      ],
      premise:
        'It assumes that a tool which demands our hours, our attention and our labour has reversed the order of master and servant.',
      implication: 'An age can be rich in machines and poor in free people, and never notice the exchange.',
      attacks: ['bacon-abuse-no-argument'],
      concedes: [],
      followUp: 'Which of your devices could you leave behind for a week, and which would not let you?',
      work: 'Walden',
    },
    {
      id: 'thoreau-civilized-house',
      issue: 'better-off',
      claim:
        'If civilisation is a real advance, it must show better dwellings without making them more costly, and instead it sells the labourer his house for half his life.',
      support:
        'The native of these woods owned his lodge outright, while the labourer of Concord spends his best years paying for a roof. What good is a palace if a man must live as its servant?',
      gist: 'the goods of civilisation cost so much life that they are not clearly an advance',
      concepts: ['progress', 'cost', 'poverty'],
      questions: [
        'Has civilization been worth it?',
        'Are modern comforts really progress?',
        'Is modern life better than life long ago?',
      ],
      premise:
        'It assumes that an improvement must be judged by its whole cost to the one who enjoys it, not by the improvement alone.',
      implication:
        'Much of what we call a higher standard of living is a heavier yoke with better upholstery.',
      attacks: ['bacon-arts-make-difference'],
      concedes: [],
      followUp: 'How many of your working years does your home cost you, and is it worth them?',
      work: 'Walden, Economy',
    },
    // science-trust
    {
      id: 'thoreau-sounding-walden',
      issue: 'science-trust',
      claim:
        'I trust a sounding line over a legend: people swore that Walden had no bottom, until I went out on the ice and measured it.',
      support:
        'I found its greatest depth to be about a hundred feet, and the legend of the bottomless pond went down the hole after my stone. People prefer a bottomless mystery to a measured fact until someone takes the trouble to measure.',
      gist: 'careful measurement should be trusted over comfortable legends',
      concepts: ['science', 'pond', 'experiment', 'idols'],
      questions: [
        'Should we trust measurements or popular beliefs?',
        'Do you trust science?',
        'Why do people believe myths about nature?',
      ],
      premise:
        'It assumes that one patient observer with a line and a compass can settle what crowds have argued about for generations.',
      implication: 'On the climate, as on the pond, I would rather take the readings than the rumours.',
      attacks: [],
      concedes: ['bacon-idols-will', 'bacon-light-before-fruit'],
      followUp: 'What belief about the climate have you held without ever checking it yourself?',
      work: 'Walden, The Pond in Winter',
    },
    {
      id: 'thoreau-useful-ignorance',
      issue: 'science-trust',
      claim:
        'Facts are not understanding: a man may know the name of every plant in the county and have no sympathy with any of them.',
      support:
        'I once proposed a society for the diffusion of useful ignorance, for the highest we can reach is not knowledge but sympathy with intelligence. A forest is not known from its timber figures.',
      gist: 'knowing facts about nature is not the same as understanding it or feeling for it',
      concepts: ['science', 'nature', 'method'],
      questions: [
        'Is there something science misses about nature?',
        'Can data tell us everything about a forest?',
        'Is scientific knowledge enough?',
      ],
      premise:
        'It assumes that understanding a living thing requires a relation to it, not only a description of it.',
      implication: 'We could model the climate perfectly and still not care enough to change our lives.',
      attacks: ['bacon-bee-method', 'bacon-fruits-vouch'],
      concedes: [],
      followUp:
        'Do you know the trees on your street by name, and does knowing their names mean you know them?',
      work: 'the essay Walking',
    },
    {
      id: 'thoreau-news-is-gossip',
      issue: 'science-trust',
      claim:
        'Do not look for the truth about the earth in the daily news; I never found anything memorable in a newspaper, so go out and look for yourself.',
      support:
        'One report of a robbery or a shipwreck teaches the principle, and a thousand more are gossip. Keep a journal of when the ice breaks and the flowers open, and the seasons will tell you what the papers cannot.',
      gist: 'one should observe nature at first hand rather than trust the gossip of the news',
      concepts: ['science', 'idols', 'time'],
      questions: [
        'Does the news help us understand the climate?',
        'Should I trust experts or see for myself?',
        'Should ordinary people keep their own records of nature?',
      ],
      premise:
        "It assumes that attention paid patiently to one's own place teaches more than a crowd of distant reports.",
      implication:
        'A town full of people who noted the first bluebird each year would need no one to tell it the seasons are shifting.',
      attacks: [],
      concedes: ['bacon-idols-marketplace'],
      followUp:
        'When did the first leaves open on your street this year, and would you know if they came early?',
      work: 'Walden, Where I Lived, and What I Lived For',
    },
    // individual-collective
    {
      id: 'thoreau-wash-your-hands',
      issue: 'individual-collective',
      claim:
        'It is not my duty to cure every wrong, but it is my duty at least to stop lending it my support.',
      support:
        "I need not give my life to rooting out even the most enormous evil, but I must not give it practical help, nor sit on another man's shoulders while I talk of reform. Withdraw your hands, and the evil loses a pair of them.",
      gist: 'each person must at least stop supporting a wrong, even if he cannot cure it',
      concepts: ['individual', 'civil-disobedience', 'fossil-fuels'],
      questions: [
        "Does one person's choice matter?",
        'Is it enough to keep my own hands clean?',
        'What should an individual do about climate change?',
      ],
      premise:
        'It assumes that the great wrongs of a society are carried out through the ordinary cooperation of many individuals.',
      implication:
        "Each person's footprint matters less as a quantity than as a vote of support, and support can be withdrawn.",
      attacks: ['bacon-salomons-collective'],
      concedes: [],
      followUp: 'Which wrong are you supporting right now with your money or your labour?',
      work: 'Civil Disobedience',
    },
    {
      id: 'thoreau-one-honest-man',
      issue: 'individual-collective',
      claim:
        'One honest person who truly withdraws from a wrong can begin its end, for a thing once well done stays done.',
      support:
        'Reformers talk of waiting for a majority, but a majority is only a crowd of individuals waiting for each other. Someone must go first, and the first is never wasted.',
      gist: "one honest person's real withdrawal from a wrong can begin its end",
      concepts: ['individual', 'civil-disobedience', 'government'],
      questions: [
        'Can one person really change anything?',
        'Does individual action matter if governments do nothing?',
        'Should I wait for others to act first?',
      ],
      premise:
        'It assumes that example, not argument, is what moves people, and that every movement began with someone acting alone.',
      implication: 'Waiting for governments to act first is the surest way to guarantee that nobody acts.',
      attacks: ['bacon-alexander-treasure', 'bacon-salomons-collective'],
      concedes: [],
      followUp: 'If everyone waited for someone else to go first, who would you be waiting for?',
      work: 'Civil Disobedience',
    },
    // protest
    {
      id: 'thoreau-counter-friction',
      issue: 'protest',
      claim:
        'When a law would make you the agent of injustice to another, break it, and make your life a counter-friction that stops the machine.',
      support:
        'Some wrongs are mere friction in the machine of government, and we may let them wear smooth. But when it makes you the instrument of harm to others, as the tax for a war of conquest once made me, obedience becomes complicity.',
      gist: 'one should break a law that makes one an agent of injustice, as counter-friction to the machine',
      concepts: ['civil-disobedience', 'government'],
      questions: [
        'Is it right to break the law to protect the planet?',
        'When is civil disobedience justified?',
        'Should climate activists break the law?',
      ],
      premise:
        'It assumes that conscience, not the majority or the statute book, is the final judge of what one may do to others.',
      implication:
        'A citizen who pays in silence for harm to others is part of the machine, however green his opinions.',
      attacks: ['bacon-reform-without-violence'],
      concedes: [],
      followUp: 'Is there a law you now obey that makes you an agent of harm to someone?',
      work: 'Civil Disobedience',
    },
    {
      id: 'thoreau-prison-just-man',
      issue: 'protest',
      claim:
        'When a government jails people unjustly, a just person belongs in its jail too, and I spent a night there without regret.',
      support:
        'I refused the poll tax because of slavery and the war with Mexico. Behind the walls I felt freer than my jailers, who could lock up my body but not my conscience.',
      gist: "under an unjust government, a just person's place may be prison",
      concepts: ['civil-disobedience', 'government'],
      questions: [
        'Should climate protesters go to jail?',
        'Is going to prison for your beliefs worth it?',
        'Should protesters accept their punishment?',
      ],
      premise:
        'It assumes that accepting the penalty openly proves the protest comes from principle, not from convenience.',
      implication: 'A movement willing to fill the jails peacefully can do what a thousand petitions cannot.',
      attacks: ['bacon-seditions-causes'],
      concedes: [],
      followUp: 'What would you be willing to spend one night in jail for?',
      work: 'Civil Disobedience',
    },
    {
      id: 'thoreau-minority-clogs',
      issue: 'protest',
      claim:
        'A minority that goes along with the majority has no power at all, but one that clogs the machine with its whole weight cannot be resisted.',
      support:
        'If a thousand people refused to pay for a wrong this year, that would be less violent than paying and letting the state do violence. Refusal is what a conscience looks like when it stops cooperating.',
      gist: 'a minority becomes irresistible when it clogs the machine by its whole weight',
      concepts: ['civil-disobedience', 'individual', 'government'],
      questions: [
        'Do disruptive protests actually work?',
        'Can a small group of activists change anything?',
        'Are road blockades justified?',
      ],
      premise:
        'It assumes that every government depends on the daily cooperation of the governed, and falters when enough of them withhold it.',
      implication:
        'Protest for the climate is most powerful not when it shouts but when enough people stop supplying the machine.',
      attacks: ['bacon-seditions-causes', 'bacon-reform-without-violence'],
      concedes: [],
      followUp: 'How many people refusing to cooperate would it take to stop one harmful project?',
      work: 'Civil Disobedience',
    },
    // future-generations
    {
      id: 'thoreau-inheritance-burden',
      issue: 'future-generations',
      claim:
        'Most inheritances are burdens: I have seen young men whose misfortune it was to inherit farms, houses, barns and cattle, and who were crushed beneath them.',
      support:
        'They would have done better to be born in the open pasture. Leave your heirs fewer things and more freedom, and do not call a larger pile of goods, with a wrecked earth beneath it, a gift.',
      gist: 'heaping goods on the next generation burdens it more than it frees it',
      concepts: ['future-generations', 'wealth', 'simplicity'],
      questions: [
        'What should we leave to the next generation?',
        'Is leaving our kids a bigger economy a good legacy?',
        'What kind of inheritance is worth leaving?',
      ],
      premise:
        "It assumes that possessions must be tended, and every inherited thing demands some of the heir's life.",
      implication:
        'A generation that leaves its children great machines and a damaged earth has left them a mortgage, not a fortune.',
      attacks: ['bacon-work-for-posterity', 'bacon-plantations'],
      concedes: [],
      followUp: 'What would you rather inherit: a larger estate, or a freer life on a living earth?',
      work: 'Walden, Economy',
    },
    {
      id: 'thoreau-common-forest',
      issue: 'future-generations',
      claim:
        'The best bequest to those who come after us is a forest kept in common, where no stick is ever cut, for instruction and recreation for ever.',
      support:
        'Each town should keep five hundred or a thousand acres of primitive wood. We keep commons for cows and lots for the minister; why not commons for people, that no heir can ever sell?',
      gist: 'the best legacy is a wild forest kept as a common possession for ever',
      concepts: ['future-generations', 'forest', 'wildness'],
      questions: [
        'What do we owe future generations?',
        'Should we leave our grandchildren forests or money?',
        'How can we protect nature for the future?',
      ],
      premise:
        "It assumes that what is held in common for ever cannot be spent by any one generation's appetite.",
      implication: 'Protecting wild land for good is a gift to people who cannot yet vote or argue for it.',
      attacks: [],
      concedes: ['bacon-plantations'],
      followUp:
        'Which piece of land would you put in trust for people who will live a thousand years from now?',
      work: 'the Journal, October 15, 1859',
    },
    // pace
    {
      id: 'thoreau-action-from-principle',
      issue: 'pace',
      claim:
        'Action from principle changes things and relations now; it does not wait for time to innovate on its behalf.',
      support:
        'For every virtuous man there are a thousand admirers of virtue, and they regret and petition and wait for others to remedy the evil. Gradual change is often their name for doing nothing in earnest.',
      gist: 'action from principle changes things now, while gradualism often means doing nothing',
      concepts: ['innovation-pace', 'civil-disobedience', 'individual'],
      questions: [
        'Should change be fast or gradual?',
        'Is gradual change just an excuse?',
        'Why wait to act on climate change?',
      ],
      premise:
        'It assumes that a wrong known to be a wrong does not become tolerable by being reduced slowly.',
      implication:
        'A deadline thirty years away is a promise made by people who expect to be excused from keeping it.',
      attacks: ['bacon-follow-time'],
      concedes: [],
      followUp: 'What would you do today if you believed the wrong was as serious as you say?',
      work: 'Civil Disobedience',
    },
    {
      id: 'thoreau-never-too-late',
      issue: 'pace',
      claim:
        'It is never too late to drop a prejudice; no way of thinking or acting, however old, deserves our trust without proof.',
      support:
        'What everyone repeats or silently accepts today may turn out tomorrow to be mere smoke of opinion. The old have no monopoly on wisdom, and what they say you cannot do, you may try and find you can.',
      gist: 'no old way of living should be trusted without proof, and it is never too late to change',
      concepts: ['innovation-pace', 'wisdom-ancients'],
      questions: [
        'Is it too late to change our ways?',
        'Should old customs be swept away?',
        'Can we change habits that are centuries old?',
      ],
      premise:
        'It assumes that custom proves nothing by its age, and that each generation must test its inheritance afresh.',
      implication:
        'The habits of burning and buying that feel eternal are younger than the oaks of Concord, and can be dropped as quickly.',
      attacks: [],
      concedes: ['bacon-new-remedies'],
      followUp: 'Which of your habits have you never once tested against proof?',
      work: 'Walden, Economy',
    },
    // hope
    {
      id: 'thoreau-awake',
      issue: 'hope',
      claim:
        'Hope is not in the next invention but in waking up, for only the day we are awake to ever dawns, and there is more day to dawn.',
      support:
        'Nothing encourages me more than the plain fact that a person can raise his life by conscious effort. Our sun, for all we know, is only a morning star.',
      gist: 'hope lies in waking up and raising our lives by conscious effort, not in inventions',
      concepts: ['hope', 'awakening'],
      questions: [
        'Is there any reason for hope?',
        'What gives you hope for the planet?',
        'How can people change for the better?',
      ],
      premise:
        'It assumes that the decisive change is in attention and will, which any person can begin this morning.',
      implication:
        'A people who truly woke up would find half the climate problem already solved, by wanting less and seeing more.',
      attacks: ['bacon-chance-vs-method'],
      concedes: [],
      followUp: 'What would you notice tomorrow morning if you were fully awake to it?',
      work: 'Walden',
    },
    {
      id: 'thoreau-bug-in-the-table',
      issue: 'hope',
      claim:
        'Against despair I set a beetle that gnawed its way out of an old apple-wood table after some sixty years, alive the whole time.',
      support:
        'Its egg was laid in the living tree and buried under ring after ring of wood, and a family heard it gnawing for weeks before it came into the light. If life can wait that long under varnish, spring can still come to a scarred earth.',
      gist: 'life waits under the hardest crust, so despair is never the last word',
      concepts: ['hope', 'nature'],
      questions: [
        'Can nature recover?',
        'Is it too late for the planet?',
        'What does nature teach us about hope?',
      ],
      premise: 'It assumes that life has reserves of patience and renewal that our calculations do not show.',
      implication:
        'Even ruined land and frozen hearts may come back to life, if we stop pressing on them long enough.',
      attacks: [],
      concedes: ['bacon-despair-obstacle'],
      followUp: 'Have you ever seen a place come back to life that you had given up for lost?',
      work: 'Walden, Conclusion',
    },
  ],
  terms: [
    {
      concept: 'science',
      meaning:
        'By science I mean patient observation and measurement, which I honour, though facts alone are not yet understanding.',
      example:
        'Noting each year the day the ice breaks up on Walden is science; knowing why the sight moves me is something more.',
    },
    {
      concept: 'innovation-pace',
      meaning:
        'By the right pace of change I mean only this: a wrong, once seen, is to be given up now, not tapered off by degrees.',
      example:
        'If I have wrested a plank from a drowning man, I must give it back now, even if I drown myself.',
    },
    {
      concept: 'species',
      meaning:
        'By the nobler animals I mean the wolf, the moose, the beaver and the rest, whose comings and goings make the year complete.',
      example: 'The geese going north in March tell me that spring has come better than any almanac can.',
    },
    {
      concept: 'forest',
      meaning:
        'By a forest I mean a living society of trees and creatures, not a stock of timber waiting for the axe.',
      example:
        'A pine wood standing for a century is a forest; the same pines stacked at the mill are lumber.',
    },
    {
      concept: 'technology',
      meaning:
        'By a machine I mean any contrivance that saves labour, and I always ask whose labour it saves and for what end.',
      example: 'The railroad saves me a day of walking only if I have not spent three days earning the fare.',
    },
    {
      concept: 'mastery',
      meaning:
        'By mastery people usually mean bending nature to their appetites, which leaves them mastered by the appetites instead.',
      example: 'The farmer who drains his pond for profit thinks he rules it, while his greed rules him.',
    },
    {
      concept: 'individual',
      meaning:
        'By an individual I mean a conscience that answers for itself and cannot hand its duty over to a majority.',
      example:
        'A man who votes against a war and then pays the tax for it has given his vote and kept his guilt.',
    },
    {
      concept: 'hope',
      meaning:
        'By hope I mean the expectation, founded on every spring I have seen, that life renews itself once we stop stifling it.',
      example:
        'When the ice on Walden breaks up in spring, the whole pond seems full of glee, as if it spoke the joy of the fishes.',
    },
    {
      concept: 'simplicity',
      meaning:
        "By simplicity I mean reducing one's affairs to a few essential things, so that life is not frittered away by detail.",
      example:
        'Eating one plain meal instead of three rich ones, if it frees the afternoon for living, is simplicity.',
    },
    {
      concept: 'wildness',
      meaning:
        'By wildness I mean the free, untamed life in nature and in ourselves that nobody planted and nobody owns.',
      example: 'A swamp full of frogs and alders that no farmer has drained is wild in my sense.',
    },
    {
      concept: 'cost',
      meaning:
        'By cost I mean the amount of life, in hours and in years, that must be exchanged for a thing.',
      example: 'A coat that takes a month of wages costs a month of your only life.',
    },
    {
      concept: 'luxury',
      meaning:
        'By luxuries I mean the comforts beyond the necessaries of life, which mostly hinder a person rather than raise him.',
      example:
        'Three pieces of limestone on my desk needed dusting every day, so I threw them out of the window.',
    },
    {
      concept: 'wants',
      meaning:
        'By the necessaries of life I mean food, shelter, clothing and fuel, whatever keeps the vital heat in us.',
      example: 'A wood fire and a tight roof meet the need for warmth; the carpet meets only fashion.',
    },
    {
      concept: 'railroad',
      meaning:
        'By the railroad I mean the whole apparatus of speed and commerce that promises to carry us while it rides on us.',
      example:
        'A man who works for days to buy a ticket to a town he could walk to in one day has been ridden, not carried.',
    },
    {
      concept: 'civil-disobedience',
      meaning:
        'By civil disobedience I mean openly refusing to obey a law that makes you an agent of injustice, and accepting the penalty.',
      example: 'I refused my poll tax to a state that upheld slavery, and spent a night in jail for it.',
    },
    {
      concept: 'nature',
      meaning:
        'By nature I mean the living whole I belong to, from the pond and the woodchuck to the vegetable mould in my own body.',
      example: 'The loon laughing on Walden at dusk is nature, and so is the man listening on the shore.',
    },
    {
      concept: 'progress',
      meaning:
        'By true progress I would mean the raising of a life by conscious effort, not the multiplying of goods.',
      example:
        'A farmer who learns to see his fields has progressed further than one who merely builds a bigger barn.',
    },
    {
      concept: 'time',
      meaning:
        'Time is the stream I go fishing in, and I mean to spend it deliberately rather than fritter it away.',
      example:
        'An afternoon spent watching the ice break up on the pond is time well spent, though it earns nothing.',
    },
    {
      concept: 'economy',
      meaning:
        'By economy I mean the true accounting of a life, in which every purchase is weighed against the life it costs.',
      example:
        'My Walden accounts recorded every cent spent on boards, nails and beans, and what I got for them.',
    },
    {
      concept: 'awakening',
      meaning:
        'By being awake I mean attending fully to the present, so that each morning is a new beginning rather than a routine.',
      example:
        'To hear the first wood thrush of the year as if nobody had ever heard one before is to be awake.',
    },
  ],
};
