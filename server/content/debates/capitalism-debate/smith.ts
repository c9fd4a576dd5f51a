import type { SeatInput } from '../../schema';

/**
 * The Market Showdown: Adam Smith as the Market Moralist, against Karl Marx the Revolutionary. A moralist first:
 * natural liberty under justice, sympathy and the impartial spectator, suspicion of merchants' combinations, the
 * workman's side in a wage dispute, the mental cost of the division of labour and the parish school that answers it.
 */
export const smith: SeatInput = {
  role: 'debater',
  stances: [
    {
      issue: 'market-freedom',
      position:
        'Commerce under just laws freed ordinary people from servile dependence, and natural liberty lets each person use his labour and stock as he judges best.',
    },
    {
      issue: 'self-interest',
      position:
        'Self-interest, kept within justice and checked by sympathy and conscience, serves the public better than pretended public spirit, though it is never the whole of human nature.',
    },
    {
      issue: 'planning',
      position:
        "No planner could know enough to direct everyone's industry; prices and free choices coordinate a great society better than any man of system.",
    },
    {
      issue: 'exploitation',
      position:
        'Rent and profit are deductions from the produce of labour once land and stock are owned, but stock must be saved and advanced before labour can be divided.',
    },
    {
      issue: 'wages-hours',
      position:
        'Masters hold the upper hand in wage disputes, yet generous wages are both just and the mark of a growing nation.',
    },
    {
      issue: 'inequality',
      position:
        'Great property brings great inequality, and admiring the rich corrupts our morals, though the rich are led to share the necessaries of life.',
    },
    {
      issue: 'prosperity',
      position:
        'The division of labour and free trade spread plenty to the lowest ranks, and the poor do best where wealth is growing.',
    },
    {
      issue: 'work-meaning',
      position:
        'Dividing labour multiplies what we produce, but it dulls the minds of the labouring poor unless the public takes pains to educate them.',
    },
    {
      issue: 'machines',
      position:
        'Labour-saving machines, often invented by workmen themselves, cheapen goods and so enrich the whole people.',
    },
    {
      issue: 'consumerism',
      position:
        'Wealth does not bring the happiness we expect of it, yet the illusion that it does keeps industry in motion; real happiness lies in tranquillity.',
    },
    {
      issue: 'big-business',
      position:
        'Merchants and manufacturers conspire against the public whenever they can, and their monopolies are mostly the gift of government privilege.',
    },
    {
      issue: 'government',
      position:
        'Government owes defence, justice, public works and cheap schooling for the poor, and should tax by ability, but it should not direct private industry.',
    },
    {
      issue: 'alternatives',
      position:
        'No grand system improves on natural liberty; a wise reformer amends what people can bear rather than imposing a plan on them.',
    },
  ],
  arguments: [
    // market-freedom
    {
      id: 'smith-natural-liberty',
      issue: 'market-freedom',
      claim:
        'The market sets us free when every man, so long as he keeps the laws of justice, may pursue his own interest in his own way.',
      support:
        "Under that simple system of natural liberty nobody needs a guild, a licence or a lord's leave to take up a trade or move where wages are better. The sovereign is spared a duty no human wisdom could perform.",
      gist: 'people are free when each may pursue their own interest within the laws of justice',
      concepts: ['freedom', 'justice', 'self-interest', 'market'],
      questions: [
        'Does the free market make people free?',
        'What does freedom mean in a market economy?',
        'Is economic freedom the root of every other freedom?',
      ],
      premise:
        'It assumes that each person knows his own situation and interest better than any magistrate could, which every parent, farmer and shopkeeper proves daily.',
      implication:
        'Every law that tells a man what trade he may follow, or where he may sell, is a small tyranny, however kindly it is meant.',
      attacks: ['marx-free-development'],
      concedes: [],
      followUp: 'Which law or privilege stands between you and the work you would rather do?',
      work: 'The Wealth of Nations, book 4, chapter 9',
    },
    {
      id: 'smith-commerce-ended-dependence',
      issue: 'market-freedom',
      claim:
        'Commerce freed common people from servile dependence on great lords, and that is the greatest liberty it has given.',
      support:
        'A baron who once fed a thousand retainers, ready to fight at his word, traded their keep for diamond buckles and trinkets. The tradesmen he paid served a hundred customers each and depended on none of them.',
      gist: 'commerce freed common people from servile dependence on great lords',
      concepts: ['freedom', 'exchange', 'property'],
      questions: [
        'Did trade free ordinary people from their masters?',
        'Is a modern worker freer than a serf?',
        'How did commerce change who people depend on?',
      ],
      premise:
        'It rests on the plain difference between depending on one master for your bread and depending a little on each of a hundred customers.',
      implication:
        'The vanity of the rich, which moralists rightly scorn, did more for the liberty of the poor than all their good intentions.',
      attacks: ['marx-wage-slavery', 'marx-eden-of-rights'],
      concedes: [],
      followUp: 'Would you rather depend on one patron who knows you, or on many customers who need not?',
      work: 'The Wealth of Nations, book 3, chapter 4',
    },
    {
      id: 'smith-property-in-labour',
      issue: 'market-freedom',
      claim:
        "A poor man's whole inheritance is the strength and skill of his hands, and to stop him using them as he judges best, while he harms no one, is plainly unjust.",
      support:
        'What a man owns in his own labour is the first ground of all other property, and the most sacred. Apprenticeship laws and town corporations that kept a workman from the trade and place of his choice wronged both him and those who would employ him.',
      gist: "property in one's own labour is the most sacred property of all",
      concepts: ['property', 'labour', 'freedom', 'justice'],
      questions: [
        'Does a worker with no land own anything at all?',
        'Is my labour my own property?',
        'Why should workers be free to choose any trade?',
      ],
      premise:
        "It assumes that a man's hands belong to him before anything else does, and no one has ever shown me a better title to property.",
      implication:
        'Laws that lock workers out of trades, or tie them to one parish, violate property as surely as theft does.',
      attacks: ['marx-doubly-free', 'marx-abolish-bourgeois-property'],
      concedes: [],
      followUp: 'If your labour is your own, who has the right to tell you where to sell it?',
      work: 'The Wealth of Nations, book 1, chapter 10, part 2',
    },
    {
      id: 'smith-slavery-dearest',
      issue: 'market-freedom',
      claim:
        'Free labour is both juster and cheaper than forced labour, for the work done by slaves is in the end the dearest of any.',
      support:
        'A person who can acquire no property has no interest but to eat as much and work as little as possible, so only violence wrings work from him. Slavery survives not because it pays but because the pride of man makes him love to domineer.',
      gist: 'free labour beats forced labour, which survives only from the love of domination',
      concepts: ['freedom', 'labour', 'property'],
      questions: [
        'Is working for wages just another kind of slavery?',
        'Why is free labour better than slave labour?',
        'Are wage workers really any different from slaves?',
      ],
      premise:
        'It rests on the observation that people work hardest when they may keep something of what they earn, in every country and every age.',
      implication:
        "The right to keep and spend one's own wages, small as they may be, is the line between a labourer and a slave.",
      attacks: ['marx-wage-slavery'],
      concedes: [],
      followUp: 'What could make a man work well who can never keep anything he earns?',
      work: 'The Wealth of Nations, book 3, chapter 2',
    },
    // self-interest
    {
      id: 'smith-butcher-baker',
      issue: 'self-interest',
      claim:
        'We count on the butcher and the baker for our dinner not because they are kind, but because serving us serves their own interest, and there is no shame in it.',
      support:
        'Each of us needs the help of multitudes, yet could win the friendship of only a few. So we offer others a bargain that serves them, and nobody but a beggar chooses to depend on goodwill alone.',
      gist: 'we rely on the self-interest of others, not their kindness, for our daily needs',
      concepts: ['self-interest', 'exchange', 'sympathy'],
      questions: [
        'Is selfishness good for society?',
        'Why does the baker make bread for us?',
        'Is it wrong that businesses are in it for the money?',
      ],
      premise:
        'It rests on a fact about our species: only human beings make bargains, and no one ever saw a dog trade one bone for another with a fellow dog.',
      implication:
        'A bargain treats the other person as an equal with interests of his own, which is more respectful than begging his charity.',
      attacks: ['marx-robinsonades'],
      concedes: [],
      followUp: 'When you last bought bread, would you rather the baker had been doing you a favour?',
      work: 'The Wealth of Nations, book 1, chapter 2',
    },
    {
      id: 'smith-invisible-hand',
      issue: 'self-interest',
      claim:
        'A man who intends only his own gain is often led, as by an invisible hand, to promote the public good more effectually than if he had meant to.',
      support:
        'He puts his capital where it yields most, and that is usually where its produce is of most value to his neighbours. I have never known much good done by those who made a show of trading for the public good.',
      gist: 'people seeking their own gain are often led by an invisible hand to serve society',
      concepts: ['invisible-hand', 'self-interest', 'capital'],
      questions: [
        'What is the invisible hand?',
        'How can private selfishness turn into public good?',
        'Does chasing profit end up helping everyone?',
      ],
      premise:
        'It assumes that, in most cases, what pays an owner best is what his neighbours most want, since they are the ones who pay him.',
      implication:
        'Those who boast of trading for the public good deserve more suspicion than those who simply mind their business honestly.',
      attacks: ['marx-war-of-all'],
      concedes: [],
      followUp: 'Can you name a trader who did more good by meaning to than by simply serving his customers?',
      work: 'The Wealth of Nations, book 4, chapter 2',
    },
    {
      id: 'smith-sympathy-not-selfishness',
      issue: 'self-interest',
      claim:
        'Suppose a man as selfish as you please: there are still principles in his nature that make the fortunes of others matter to him, and their happiness necessary.',
      support:
        "When we see a blow about to fall on another's arm, we shrink back as if it were our own. And before we act, we ask what an impartial spectator, the man within the breast, would think of us.",
      gist: 'human beings are moved by sympathy and conscience, not by self-interest alone',
      concepts: ['sympathy', 'impartial-spectator', 'virtue', 'human-nature'],
      questions: [
        'Are humans naturally selfish?',
        'Does the market leave any room for compassion?',
        'Can we care about strangers in a market society?',
      ],
      premise:
        'It rests on common experience: nobody can watch a stranger suffer without some fellow feeling, however hard he tries.',
      implication:
        'A market can only be as decent as the people in it, so moral education matters more than any tariff or statute.',
      attacks: ['marx-cash-nexus'],
      concedes: [],
      followUp: 'When you treat a stranger badly, whose judgement do you hear in your own head?',
      work: 'The Theory of Moral Sentiments, part 1, section 1, chapter 1; part 3, chapter 3',
    },
    {
      id: 'smith-fair-play',
      issue: 'self-interest',
      claim:
        "In the race for wealth a man may run as hard as he can, but the moment he jostles or trips a rival, the spectators' indulgence is at an end.",
      support:
        "Justice is the main pillar that holds up the whole building of society; kindness is only its ornament. Competition is honourable exactly as long as it respects other people's persons, property and promises.",
      gist: 'competition is honourable only within the rules of justice, which forbid fraud and force',
      concepts: ['competition', 'justice', 'virtue'],
      questions: [
        'Is it fair to compete ruthlessly in business?',
        'Can you be ruthless in business and still be a good person?',
        'Does competition have any moral rules?',
      ],
      premise:
        'It assumes that the impartial spectator allows a man to prefer himself, but never to injure another for his own gain.',
      implication:
        'A businessman who cheats does not merely break a rule of the market; he attacks the foundation on which the market stands.',
      attacks: ['marx-personifications'],
      concedes: [],
      followUp: 'Where exactly would you draw the line between competing hard and tripping your rival?',
      work: 'The Theory of Moral Sentiments, part 2, section 2, chapters 2 and 3',
    },
    // planning
    {
      id: 'smith-man-of-system',
      issue: 'planning',
      claim:
        'The man of system imagines he can arrange a great society as a hand arranges pieces on a chessboard, forgetting that every piece has its own principle of motion.',
      support:
        "Where his plan and people's own motions agree, the game goes easily and happily. Where they conflict, it goes miserably, and society falls into the highest disorder.",
      gist: 'planners forget that every person has their own principle of motion',
      concepts: ['planning', 'freedom', 'human-nature'],
      questions: [
        'Why do planned economies fail?',
        'Can experts run society like a game of chess?',
        'What is wrong with a grand plan for the economy?',
      ],
      premise:
        'It assumes that people have purposes of their own which no planner can see or replace, however clever his scheme.',
      implication:
        'The more beautiful and complete a plan for society looks on paper, the more suspicious we should be of it.',
      attacks: ['marx-associated-producers', 'marx-state-subordinate'],
      concedes: [],
      followUp: 'Would you let a stranger, however wise, decide your trade, your town and your wages?',
      work: 'The Theory of Moral Sentiments, part 6, section 2, chapter 2',
    },
    {
      id: 'smith-no-council-wise-enough',
      issue: 'planning',
      claim:
        'No council or senate could safely be trusted to direct how people employ their labour and stock, least of all one foolish enough to think itself fit.',
      support:
        'Every person, in his local situation, judges far better than any statesman what use of his capital and effort is most valuable. To direct them all would need a wisdom and knowledge no human being has.',
      gist: "no authority knows enough to direct everyone's industry better than they can themselves",
      concepts: ['planning', 'state', 'capital'],
      questions: [
        'Should the government decide where money is invested?',
        'Can a government know better than business owners what to produce?',
        'Does the economy need someone in charge?',
      ],
      premise:
        'It rests on the fact that knowledge of local circumstances is scattered among millions of people and cannot be gathered in one office.',
      implication:
        'A statesman who tries to direct the whole economy takes on an authority that would be dangerous even in the wisest hands.',
      attacks: ['marx-anarchy-of-production'],
      concedes: [],
      followUp:
        'Who knows more about what your street needs, you and your neighbours or a minister far away?',
      work: 'The Wealth of Nations, book 4, chapter 2',
    },
    {
      id: 'smith-prices-signal',
      issue: 'planning',
      claim:
        'Prices do the steering no minister could do: when a thing runs short its price rises, and labour and stock flow towards it.',
      support:
        'A public mourning raises the price of black cloth, and the higher price draws merchants and weavers to supply it until it falls again. Market prices are forever gravitating towards their natural level, without anyone ordering it.',
      gist: 'rising and falling prices steer labour and capital where they are needed, with no one commanding',
      concepts: ['value', 'market', 'planning'],
      questions: [
        'How do markets know what to produce?',
        'Why do prices go up when things are scarce?',
        'Can supply and demand organise a whole economy?',
      ],
      premise:
        'It assumes that people respond to a higher price by bringing more to market, which every fair and every harvest confirms.',
      implication:
        'A law that fixes prices silences the very signal that would bring more of the scarce good to those who need it.',
      attacks: ['marx-crises'],
      concedes: [],
      followUp: 'If no one told the clothiers about the mourning, how do you suppose they found out?',
      work: 'The Wealth of Nations, book 1, chapter 7',
    },
    // exploitation
    {
      id: 'smith-labour-measure',
      issue: 'exploitation',
      claim:
        'Labour is the real measure of value: what a thing is truly worth to you is the toil and trouble it saves you.',
      support:
        'Water is most useful yet will buy scarcely anything, while a diamond of little use buys a great deal. Labour was the first price, the original purchase money, paid for all the wealth of the world.',
      gist: 'labour is the real measure of the value of all things',
      concepts: ['value', 'labour'],
      questions: [
        'What makes something valuable?',
        'Why is a diamond worth more than water?',
        'Is labour the source of all value?',
      ],
      premise:
        'It rests on the thought that an hour of labour always costs the labourer the same portion of his ease, whatever money it fetches.',
      implication:
        'If labour is the measure of value, then whoever does no labour must live on some share of what others have done.',
      attacks: [],
      concedes: [],
      followUp: 'How many hours of your own work would you give for the thing you most want to buy?',
      work: 'The Wealth of Nations, book 1, chapters 4 and 5',
    },
    {
      id: 'smith-profit-deduction',
      issue: 'exploitation',
      claim:
        'I said it plainly myself: once land is owned and stock accumulated, rent and profit are deductions from the produce of labour.',
      support:
        'In the early and rude state of things the whole produce belonged to the labourer. Once a master advances materials and wages he claims a share, and landlords, like all men, love to reap where they never sowed.',
      gist: 'rent and profit are deductions from the produce of labour once land and stock are owned',
      concepts: ['profit', 'labour', 'capital', 'property'],
      questions: [
        'Does profit come out of what workers produce?',
        'Do landlords earn their money?',
        'Is profit taken from the worker?',
      ],
      premise:
        'It assumes that nothing is produced without labour, so whatever the owner of land or stock receives must come out of what labour makes.',
      implication:
        'A worker who wonders why he does not receive the whole value of his work has asked a fair question, and deserves a fair answer.',
      attacks: [],
      concedes: ['marx-surplus-value', 'marx-smith-was-honest'],
      followUp: 'If you owned neither land nor tools, how would you get work done without someone who did?',
      work: 'The Wealth of Nations, book 1, chapters 6 and 8',
    },
    {
      id: 'smith-stock-advances',
      issue: 'exploitation',
      claim:
        'Profit is the return for advancing the stock that lets work be done at all, and for risking it.',
      support:
        'Few weavers could keep themselves until a web of cloth was woven and sold, so the master advances their materials and wages meanwhile. Without stock saved beforehand, the division of labour could never have begun.',
      gist: 'profit rewards those who save and risk the stock that makes work possible',
      concepts: ['profit', 'capital', 'division-of-labour'],
      questions: [
        'Do investors deserve profit for taking risks?',
        'What does the owner actually contribute?',
        "Don't capitalists earn their share by putting up the money?",
        'Who keeps the workers fed before the goods are sold?',
      ],
      premise:
        'It rests on the fact that work takes time, and someone must feed the workers before the product can be sold.',
      implication:
        'Whoever would abolish profit must say who else will save, wait and risk the stock that every large work requires.',
      attacks: ['marx-capital-is-labour', 'marx-surplus-value', 'marx-smith-was-honest'],
      concedes: [],
      followUp: 'Who pays your wages in the months before anything you make is sold?',
      work: 'The Wealth of Nations, book 1, chapter 8; book 2, introduction',
    },
    // wages-hours
    {
      id: 'smith-masters-combine',
      issue: 'wages-hours',
      claim:
        'In a wage dispute the masters have the advantage, for they are fewer, combine more easily, and can hold out far longer.',
      support:
        'Masters are always and everywhere in a tacit but constant combination not to raise wages, though we rarely hear of it. A master can live a year or two on his stock, while many workmen could not last a week without work.',
      gist: 'masters quietly combine against wages and can outlast their workers in any dispute',
      concepts: ['wages', 'capital', 'class'],
      questions: [
        'Who has more power in a pay dispute, bosses or workers?',
        'Do employers secretly work together to keep wages down?',
        'Why do workers lose so many strikes?',
      ],
      premise:
        'It rests on a simple inequality of reserves: the party who can wait longer usually wins, and the masters can wait.',
      implication:
        'The law was unjust in forbidding workmen to combine while it winked at the masters who did the same.',
      attacks: [],
      concedes: ['marx-force-decides'],
      followUp: 'If you and your employer disagreed about pay, which of you could afford to wait longer?',
      work: 'The Wealth of Nations, book 1, chapter 8',
    },
    {
      id: 'smith-high-wages-good',
      issue: 'wages-hours',
      claim:
        'Generous wages are no evil to be kept down; the liberal reward of labour is the mark of a growing nation and the spur of industry.',
      support:
        'Where wages are high, as in the North American colonies, workmen are active and diligent. It is but equity that those who feed, clothe and lodge the whole people should be tolerably fed, clothed and lodged themselves.',
      gist: 'generous wages are both a sign of growing wealth and simple equity',
      concepts: ['wages', 'wealth', 'justice'],
      questions: [
        'Should wages be high or low?',
        'Are high wages good for the economy?',
        'Do workers deserve a bigger share?',
      ],
      premise:
        "It assumes that a plentiful living strengthens the body, and the hope of bettering one's condition animates the worker to do his utmost.",
      implication:
        "Employers who complain that high wages ruin trade are complaining about the very sign of their country's prosperity.",
      attacks: ['marx-golden-chain'],
      concedes: [],
      followUp: 'Do you work better when you are paid enough to hope, or only enough to live?',
      work: 'The Wealth of Nations, book 1, chapter 8',
    },
    {
      id: 'smith-overwork',
      issue: 'wages-hours',
      claim:
        "A wise master would moderate his workmen's effort rather than spur it, for overwork ruins both the worker and the work.",
      support:
        'Carpenters and masons paid liberally by the piece often ruin their health within a few years. The man who works so moderately that he can work constantly keeps his health longest and does the most work in a year.',
      gist: 'moderate, steady work serves both health and output better than overwork',
      concepts: ['working-day', 'wages', 'labour'],
      questions: [
        'Is overworking people bad for business too?',
        'Why do people burn out at work?',
        'Should employers limit how hard we work?',
      ],
      premise:
        'It rests on the plain experience that body and mind need rest, and that exhaustion brings on sickness and mistakes.',
      implication:
        'A master who drives his people to exhaustion is not only cruel but a bad accountant of his own interest.',
      attacks: ['marx-vampire-working-day'],
      concedes: [],
      followUp: 'Have you ever got more done in a frantic week than in a steady month?',
      work: 'The Wealth of Nations, book 1, chapter 8',
    },
    // inequality
    {
      id: 'smith-hardship-pays',
      issue: 'wages-hours',
      claim:
        "A fair price for a tradesman's work answers to its hardship: dirty, hard and irregular work rightly earns more by the job than easy, steady work.",
      support:
        'Wages vary with the hardship, the dirt and the constancy of a trade, so a mason idle in frost must earn in a day what keeps him through idle ones. A workman owning his tools is master and workman at once, and his price pays both.',
      gist: 'a fair price for work answers to its hardship, dirt and irregularity, and pays for its tools',
      concepts: ['wages', 'labour', 'capital'],
      questions: [
        'Is what I charge for my work a fair price?',
        'Why do dirty or dangerous jobs pay more?',
        'If I own my own tools and van, am I a worker or a boss?',
        'Why do I not feel rich when my price sounds high?',
      ],
      premise:
        'It assumes people move between trades until the advantages and hardships of each roughly balance, which they do wherever they are free to.',
      implication:
        "A tradesman who feels poor on a good day's price should count the idle days and the worn tools that price must also cover.",
      attacks: ['marx-golden-chain', 'marx-fair-is-the-wrong-word'],
      concedes: [],
      followUp: 'How many days a year does your trade stand idle, and does your price pay for them?',
      work: 'The Wealth of Nations, book 1, chapters 8 and 10',
    },
    {
      id: 'smith-rich-consume-little',
      issue: 'inequality',
      claim:
        'The rich consume little more than the poor, and in spite of their selfishness they are led by an invisible hand to share out the necessaries of life.',
      support:
        "The proud landlord surveys his vast fields, but his stomach is no bigger than a peasant's, and he must feed the thousands who make his luxuries. The result is nearly the distribution that an equal division of the earth would have made.",
      gist: 'the rich are led to share the necessaries of life almost as if the earth were divided equally',
      concepts: ['wealth', 'inequality', 'invisible-hand', 'poverty'],
      questions: [
        'Do the rich share their wealth by spending it?',
        'Does it matter how rich the rich are if the poor have enough?',
        'Is inequality harmful if everyone has bread?',
      ],
      premise:
        'It assumes that the needs of the body are much the same in every rank, while wealth beyond them goes to those who serve it.',
      implication:
        'The real gulf between rich and poor lies less in what they eat than in what they are admired for.',
      attacks: ['marx-accumulation-of-misery'],
      concedes: [],
      followUp: 'What does the great lord eat at breakfast that his carpenter cannot?',
      work: 'The Theory of Moral Sentiments, part 4, chapter 1',
    },
    {
      id: 'smith-admiring-rich',
      issue: 'inequality',
      claim:
        'Our readiness to admire, almost to worship, the rich and great while we neglect the poor is the greatest and most common corruption of our moral sentiments.',
      support:
        'Wisdom and virtue are one road to respect; wealth and greatness are another, gaudier road, and the crowd mistakes the second for the first. The vices of the rich are copied as fashions, while the poor are despised for far smaller faults.',
      gist: 'admiring the rich and neglecting the poor corrupts our moral sentiments',
      concepts: ['wealth', 'vanity', 'virtue', 'inequality'],
      questions: [
        'Why do we worship rich people and celebrities?',
        'Should we look up to the wealthy?',
        'Do the rich get away with more than the poor?',
      ],
      premise:
        'It rests on how the crowd attends to the great: we sympathise more readily with joy than with sorrow, and wealth looks like joy.',
      implication:
        'A commercial society must work harder than any other to keep its admiration for virtue and not for money.',
      attacks: [],
      concedes: ['marx-palace-hut'],
      followUp: 'Whom do you admire more, the richest person you know of or the wisest?',
      work: 'The Theory of Moral Sentiments, part 1, section 3, chapter 3',
    },
    {
      id: 'smith-frugality',
      issue: 'inequality',
      claim:
        'Wealth honestly got is mostly the fruit of parsimony, not plunder: every frugal man is a public benefactor, and every prodigal a public enemy.',
      support:
        'Capitals grow by saving and shrink by prodigality and misconduct. Whatever a man saves from his revenue he employs in keeping more productive hands at work, and that quiet thrift, repeated by millions, is what enriches a nation.',
      gist: 'most capital grows through the quiet thrift of ordinary people, not through plunder',
      concepts: ['capital', 'wealth', 'virtue'],
      questions: [
        'Did the rich get rich through hard work and saving?',
        'Is thrift the secret of wealth?',
        'How did the first fortunes arise?',
      ],
      premise:
        'It assumes that the prudence of the many outweighs the folly of the few, since the wish to save is steady and the passion for spending only occasional.',
      implication:
        'A nation grows richer even under a spendthrift government, because private thrift quietly repairs public waste.',
      attacks: ['marx-primitive-accumulation'],
      concedes: [],
      followUp: 'Do you know of more fortunes built by saving or by seizing?',
      work: 'The Wealth of Nations, book 2, chapter 3',
    },
    {
      id: 'smith-conquest-and-entail',
      issue: 'inequality',
      claim:
        'I grant that the great estates of Europe were first seized in conquest, and kept whole by the absurd laws of entail and primogeniture.',
      support:
        'Those laws were made to keep a family great, not to improve the land, and a great proprietor is seldom a great improver. The fortunes of merchants and manufacturers are another story, gathered from many customers by industry and saving.',
      gist: 'great landed estates began in conquest and were kept whole by entail, unlike fortunes made in trade',
      concepts: ['inequality', 'property', 'wealth'],
      questions: [
        'Did the first great landowners earn their land?',
        'Were the old aristocratic estates won fairly?',
        'Does someone who inherits a great estate deserve it?',
      ],
      premise:
        'It rests on the history of Europe after the fall of Rome, when conquering chiefs divided the land among a few great proprietors.',
      implication:
        'A society where land may be freely bought and sold slowly undoes an inequality that began with the sword.',
      attacks: ['marx-primitive-accumulation'],
      concedes: [],
      followUp:
        'Which is the fairer title to wealth, a grant won in war or a fortune gathered from customers?',
      work: 'The Wealth of Nations, book 3, chapter 2',
    },
    // prosperity
    {
      id: 'smith-universal-opulence',
      issue: 'prosperity',
      claim:
        'In a well-governed society, the division of labour spreads a universal opulence that reaches down to the lowest ranks of the people.',
      support:
        "Count the hands behind a day labourer's woollen coat: shepherd, sorter, spinner, dyer, weaver, merchant and sailor. Thanks to them a frugal European peasant lives better than many a king in a land without such trade.",
      gist: 'the division of labour spreads plenty down to the lowest ranks of society',
      concepts: ['division-of-labour', 'wealth', 'poverty'],
      questions: [
        'Has capitalism lifted people out of poverty?',
        'Are poor people today better off than kings used to be?',
        'Has the market made ordinary people richer?',
      ],
      premise:
        'It rests on comparing nations: where labour is divided and exchanged, the poor enjoy goods that no solitary effort could produce.',
      implication:
        "The true test of a nation's wealth is not its palaces but the coat, the bread and the furniture of its common labourer.",
      attacks: ['marx-accumulation-of-misery'],
      concedes: ['marx-bourgeois-productivity'],
      followUp: 'How many strangers worked on the clothes you are wearing right now?',
      work: 'The Wealth of Nations, book 1, chapter 1',
    },
    {
      id: 'smith-progressive-state',
      issue: 'prosperity',
      claim: 'The labouring poor are happiest where wealth is growing, not where it is already great.',
      support:
        'The progressive state is cheerful and hearty for every rank, the stationary dull, the declining melancholy. In North America wages ran high, while in long stationary China the poor of Canton gladly fished up the garbage thrown from European ships.',
      gist: 'the labouring poor do best where wealth is growing, not where it is great',
      concepts: ['wealth', 'poverty', 'wages'],
      questions: [
        'Is economic growth good for the poor?',
        'Why does growth matter if a country is already rich?',
        'Do workers do better in a growing economy?',
      ],
      premise:
        'It assumes that wages depend on how fast the funds for employing labour grow, not on how large they already are.',
      implication:
        'No society can be flourishing and happy when the greater part of its members are poor and miserable, whatever its totals say.',
      attacks: ['marx-golden-chain'],
      concedes: [],
      followUp:
        'Would you rather be a labourer in a rich country standing still, or a poorer one growing fast?',
      work: 'The Wealth of Nations, book 1, chapter 8',
    },
    {
      id: 'smith-free-trade-nations',
      issue: 'prosperity',
      claim:
        'What is prudence in a private family can scarcely be folly in a great kingdom: buy abroad what others make cheaper than you can.',
      support:
        'The tailor does not make his own shoes, nor the shoemaker his own clothes. With hothouses good grapes could be grown in Scotland, at about thirty times the cost of buying fine wine from abroad.',
      gist: 'free trade lets each nation buy cheaply what others make best',
      concepts: ['trade', 'division-of-labour', 'wealth'],
      questions: [
        'Are tariffs a good idea?',
        'Why does free trade make nations wealthy?',
        'Should a country protect its own industries?',
      ],
      premise:
        'It assumes that the division of labour works between nations exactly as between neighbours, limited only by the extent of the market.',
      implication:
        'Tariffs that protect a home industry tax every consumer in the nation to enrich a few manufacturers.',
      attacks: ['marx-world-market'],
      concedes: [],
      followUp:
        'Would you grow your own grapes under glass if you could buy wine for a thirtieth of the cost?',
      work: 'The Wealth of Nations, book 4, chapter 2',
    },
    {
      id: 'smith-slow-gradations',
      issue: 'prosperity',
      claim:
        'Free trade can throw people out of their old trade at a stroke, which is why humanity requires that it be restored by slow degrees and with warning.',
      support:
        'Thousands employed in a protected manufacture may lose their ordinary living at once. Yet when a war ends, a hundred thousand discharged soldiers and sailors find other work, and so will these, if the law leaves them free to move.',
      gist: 'free trade should be restored by slow degrees, out of humanity to those whose trade it ends',
      concepts: ['trade', 'wages', 'poverty'],
      questions: [
        'Does free trade ever hurt anyone?',
        'What about the workers whose factory closes because of imports?',
        'Should trade barriers be torn down all at once?',
      ],
      premise:
        'It rests on the observation that people put out of one employment, like soldiers after a peace, find others when they are free to seek them.',
      implication:
        'A friend of free trade must also be a friend of the displaced workman, and an enemy of every law that keeps him from moving to find work.',
      attacks: ['marx-world-market'],
      concedes: [],
      followUp: 'If your own trade were opened to foreign rivals, how much warning would you want?',
      work: 'The Wealth of Nations, book 4, chapter 2',
    },
    // work-meaning
    {
      id: 'smith-pin-factory',
      issue: 'work-meaning',
      claim:
        'Dividing work into simple operations multiplies what each pair of hands can make, as a small pin factory shows.',
      support:
        'Ten men, some doing two or three of its eighteen or so operations, made upwards of forty-eight thousand pins a day. Working alone, none of them could have made twenty, perhaps not one.',
      gist: 'the division of labour multiplies what each worker can produce',
      concepts: ['division-of-labour', 'labour', 'wealth'],
      questions: [
        'What was so great about the pin factory?',
        'Why is specialisation so productive?',
        'Is the division of labour worth what it costs?',
      ],
      premise:
        'It rests on three causes: dexterity grows with repetition, no time is lost in switching tasks, and attention fixed on one task invites machines.',
      implication:
        'Whoever would undo the division of labour must be prepared to make one pin a day and be poorer for it.',
      attacks: ['marx-alienated-labour'],
      concedes: [],
      followUp: 'How many of the things you own could you make yourself, from scratch?',
      work: 'The Wealth of Nations, book 1, chapter 1',
    },
    {
      id: 'smith-torpor-of-mind',
      issue: 'work-meaning',
      claim:
        'I warned that a man who spends his life on a few simple operations generally grows as dull and ignorant as a human being can become.',
      support:
        'He has no occasion to exert his understanding, so he loses the habit of it, and can judge neither the great interests of his country nor many duties of private life. This is the fate of the labouring poor, unless government takes some pains to prevent it.',
      gist: 'repetitive work dulls the mind unless public education counters it',
      concepts: ['division-of-labour', 'alienation', 'education'],
      questions: [
        'Does doing the same task all day make you stupid?',
        'Is repetitive work bad for the mind?',
        'Did you see any downside to the division of labour?',
      ],
      premise:
        'It rests on the observation that the understanding of most people is formed by their ordinary employments, as muscles are by exercise.',
      implication:
        'The very progress that makes a nation rich can make its labourers unfit to judge its affairs, which endangers liberty itself.',
      attacks: [],
      concedes: ['marx-alienated-labour'],
      followUp: 'What does your own work ask of your mind, and what does it leave unused?',
      work: 'The Wealth of Nations, book 5, chapter 1, part 3',
    },
    {
      id: 'smith-labour-toil',
      issue: 'work-meaning',
      claim:
        'For most people work is toil and trouble, and what we can rightly ask of it is a fair price for the ease and liberty we give up.',
      support:
        'In his ordinary state of health and spirits a labourer lays down the same portion of his ease, his liberty and his happiness with each hour of work. Shorter toil and better pay are therefore real gains, not trifles.',
      gist: 'work is a sacrifice of ease and liberty that deserves fair payment',
      concepts: ['labour', 'wages', 'happiness', 'free-time'],
      questions: [
        'Should work be a passion or just a paycheck?',
        'Is it fine to work only for the money?',
        'Is work supposed to be a burden?',
      ],
      premise:
        'It assumes that rest, ease and freedom are goods in themselves, which every tired workman at the end of the day will confirm.',
      implication:
        'We should judge an economy by how little toil it asks for how much comfort, not by whether everyone loves his job.',
      attacks: ['marx-labour-self-realisation'],
      concedes: [],
      followUp: 'If you were paid the same for half the hours, would you miss the other half?',
      work: 'The Wealth of Nations, book 1, chapter 5',
    },
    // machines
    {
      id: 'smith-workmen-invent',
      issue: 'machines',
      claim:
        'Labour-saving machines are very often invented by the workmen themselves, whose whole attention is fixed on one simple task.',
      support:
        'A boy hired to open and shut a valve on an early steam engine tied a string from its handle to another part of the machine, so that it worked by itself and he could go and play with his friends.',
      gist: 'workers themselves invent machines that lighten their own labour',
      concepts: ['machinery', 'labour', 'division-of-labour', 'free-time'],
      questions: [
        'Do machines help workers or hurt them?',
        'Who invents labour saving machines?',
        'Could machines free us from drudgery?',
      ],
      premise:
        'It rests on the observation that people who do one thing all day soon see how it might be done with less effort.',
      implication:
        'Machines are not the enemy of the worker; they are, often enough, his own ingenuity set to work for him.',
      attacks: ['marx-appendage', 'marx-free-time'],
      concedes: [],
      followUp: 'What part of your own work would you most like a machine to do for you?',
      work: 'The Wealth of Nations, book 1, chapter 1',
    },
    {
      id: 'smith-cheaper-goods',
      issue: 'machines',
      claim:
        'Every improvement that saves labour in making a thing lowers its price, and the labourer, as a buyer, shares in the gain.',
      support:
        'Better machinery, greater dexterity and a better division of work have so cut the price of manufactures that a watch movement which cost twenty pounds in the last century may now be had for about twenty shillings.',
      gist: 'labour-saving machines lower prices and so enrich workers as buyers',
      concepts: ['machinery', 'value', 'wealth'],
      questions: [
        'Does automation make things cheaper for everyone?',
        'Will robots make us richer or poorer?',
        'Who benefits when machines replace workers?',
      ],
      premise:
        'It assumes that competition passes most savings in cost on to buyers, as it has done in the hardware and watch trades.',
      implication:
        'To forbid a machine in order to save a trade is to tax every buyer in the nation for the sake of a few workmen.',
      attacks: ['marx-reserve-army'],
      concedes: [],
      followUp: "What do you buy today for a day's wages that your grandparents could hardly afford?",
      work: 'The Wealth of Nations, book 1, chapter 11',
    },
    // consumerism
    {
      id: 'smith-trinkets-deception',
      issue: 'consumerism',
      claim:
        'Wealth does not bring the happiness we expect of it, yet it is well that nature deceives us, for the illusion keeps the industry of mankind in motion.',
      support:
        "The poor man's son, cursed with ambition, toils all his life for an ease he never tastes, and at the end finds riches mere trinkets of frivolous utility. Yet the same illusion made men till the ground, build cities and improve every art.",
      gist: 'wealth never brings the happiness we expect, and the illusion that it does drives all industry',
      concepts: ['happiness', 'wealth', 'vanity', 'consumption'],
      questions: [
        'Does being rich make people happy?',
        'Does buying more stuff make us happier?',
        'Why do we chase things that never satisfy us?',
      ],
      premise:
        'It rests on the observation that we admire the fitness of contrivances, a watch that keeps perfect time, more than the small use they are to us.',
      implication:
        'A person can see through the illusion in his own life and still be glad that most people do not.',
      attacks: ['marx-commodity-fetishism'],
      concedes: [],
      followUp: 'What did you once long to own that now sits unused in a drawer?',
      work: 'The Theory of Moral Sentiments, part 4, chapter 1',
    },
    {
      id: 'smith-vanity-of-wealth',
      issue: 'consumerism',
      claim:
        'We chase riches far beyond our needs less for comfort than to be noticed, for it is vanity, not ease or pleasure, that interests us.',
      support:
        'The wages of the meanest labourer supply the necessities of nature. We toil beyond them to be observed and attended to with approval, while the poor man is ashamed because his poverty leaves him out of sight.',
      gist: 'people chase wealth mainly to be noticed and approved of, not for comfort',
      concepts: ['vanity', 'wealth', 'sympathy', 'consumption'],
      questions: [
        'Is it vanity that makes us want to be rich?',
        'Why do people buy status symbols?',
        'Why do people show off what they buy?',
      ],
      premise:
        'It assumes that what we most want from others is sympathy and attention, and that people sympathise more readily with joy than with distress.',
      implication:
        'No amount of goods will satisfy a desire whose real object is the admiration of other people.',
      attacks: ['marx-created-needs'],
      concedes: [],
      followUp: 'Would you still want the thing if nobody else could ever see you had it?',
      work: 'The Theory of Moral Sentiments, part 1, section 3, chapter 2',
    },
    {
      id: 'smith-tranquillity',
      issue: 'consumerism',
      claim:
        'Happiness consists in tranquillity and enjoyment, and in most ordinary situations a well-disposed mind can find as much of it as in the grandest.',
      support:
        'King Pyrrhus listed his coming conquests to a friend, and said that afterwards they would enjoy themselves together. The friend asked what hindered them from doing so now.',
      gist: 'happiness lies in tranquillity, to which riches add little',
      concepts: ['happiness', 'wealth', 'money'],
      questions: [
        'Can money buy happiness?',
        'Would I be happier with less stuff?',
        'What actually makes people happy?',
      ],
      premise:
        'It rests on the experience that the mind returns to its natural tranquillity after every change of fortune, better or worse.',
      implication:
        'The great source of misery and disorder in life is overrating the difference between one permanent situation and another.',
      attacks: ['marx-power-of-money'],
      concedes: [],
      followUp: 'What would you do with great riches that you could not begin doing tomorrow?',
      work: 'The Theory of Moral Sentiments, part 3, chapter 3',
    },
    // big-business
    {
      id: 'smith-conspiracy',
      issue: 'big-business',
      claim:
        'When people of the same trade meet, even for a merry evening, the talk seldom ends without some plot against the public or some scheme to raise prices.',
      support:
        'Law cannot forbid such meetings without injuring liberty, but it should never make them easier, still less necessary, through public registers and guild corporations.',
      gist: 'businessmen of one trade habitually conspire against the public to raise prices',
      concepts: ['monopoly', 'competition', 'state', 'market'],
      questions: [
        'Do businesses secretly team up against customers?',
        'Why do companies raise prices at the same time?',
        'Are cartels a natural part of business?',
      ],
      premise:
        'It rests on long observation of guilds and corporations, which always tended to raise prices and limit who could enter the trade.',
      implication:
        'The friends of liberty must be the enemies of every privilege that lets traders act together against their customers.',
      attacks: ['marx-centralisation'],
      concedes: [],
      followUp:
        'When the few sellers of something all raise prices together, whose interest do you suppose is served?',
      work: 'The Wealth of Nations, book 1, chapter 10, part 2',
    },
    {
      id: 'smith-suspicion',
      issue: 'big-business',
      claim:
        'Any law proposed by merchants and manufacturers should be examined with the most suspicious attention, for their interest is to widen the market and narrow the competition.',
      support:
        "It comes from an order of men whose interest never quite matches the public's, who commonly gain by deceiving and even oppressing the public, and who have done both on many occasions.",
      gist: 'laws proposed by business interests deserve the most suspicious scrutiny',
      concepts: ['monopoly', 'state', 'class'],
      questions: [
        'Should we trust laws written with help from industry?',
        'Why do corporations spend so much on lobbying?',
        'Is business lobbying a danger to the public?',
      ],
      premise:
        'It assumes that people judge best what touches their own interest, and business owners understand their interest far better than the public does.',
      implication:
        'A free market needs a legislature that hears merchants the way a judge hears an interested witness.',
      attacks: ['marx-executive-committee'],
      concedes: [],
      followUp: 'When an industry asks for a new law, how would you find out whom it really serves?',
      work: 'The Wealth of Nations, book 1, chapter 11, conclusion',
    },
    {
      id: 'smith-monopoly-from-privilege',
      issue: 'big-business',
      claim:
        'Monopoly is mostly the child of government privilege, and the cure is to strip away the charters, bounties and exclusive companies that shelter it.',
      support:
        "A company of merchants given the monopoly of a trade, and then a country to rule, as in India, made perhaps the worst of all governments. Directors managing other people's money rarely watch it with the anxious care of owners.",
      gist: 'monopolies grow from government privilege and would wither under open competition',
      concepts: ['monopoly', 'state', 'competition', 'market'],
      questions: [
        'Should giant companies be broken up?',
        'Where do monopolies come from?',
        'Is crony capitalism the real problem?',
        'Can a market ruled by a few giants still be called free?',
      ],
      premise:
        "It rests on the history of exclusive companies, which could seldom keep their advantage for long without the state's protection.",
      implication:
        'Many who call themselves friends of the market are its enemies, since they seek privileges from the state rather than customers.',
      attacks: ['marx-centralisation'],
      concedes: [],
      followUp: 'Which great company of your time would last long without some favour from the law?',
      work: 'The Wealth of Nations, book 4, chapter 7; book 5, chapter 1',
    },
    // government
    {
      id: 'smith-three-duties',
      issue: 'government',
      claim:
        'Government has three duties: defence, an exact administration of justice, and public works and institutions that no private person could profitably provide.',
      support:
        'Roads, bridges, harbours and the instruction of the people serve everyone but would never repay a single undertaker. Beyond these, the sovereign should leave private industry to itself.',
      gist: 'government should provide defence, justice and public works, not direct industry',
      concepts: ['state', 'justice', 'education'],
      questions: [
        'What is government for?',
        'Should the government stay out of the economy?',
        'Who should build the roads and bridges?',
      ],
      premise:
        'It rests on the difference between goods that repay whoever provides them, which markets supply, and goods that benefit all but repay no one.',
      implication:
        'A government that does its three duties well has more than enough to do, and no time to meddle in private trades.',
      attacks: ['marx-executive-committee', 'marx-state-subordinate'],
      concedes: [],
      followUp: 'Which services would you keep if you had to build a government from scratch?',
      work: 'The Wealth of Nations, book 4, chapter 9; book 5, chapter 1',
    },
    {
      id: 'smith-parish-schools',
      issue: 'government',
      claim:
        'The public should set up a little school in every parish, with fees so low that even a common labourer can afford them.',
      support:
        "Scotland's parish schools taught almost the whole common people to read, write and reckon. Add the elements of geometry and mechanics, and the labourer's mind is rescued from the torpor his work would breed.",
      gist: 'the public should fund cheap parish schools for the children of labourers',
      concepts: ['education', 'state', 'division-of-labour'],
      questions: [
        'Should the state pay for schools?',
        'Should even the poorest children get an education?',
        'How do we stop work from dulling the mind?',
      ],
      premise:
        'It assumes that the state gains as much as the child, since an instructed people is more decent, orderly and harder to mislead.',
      implication:
        'A country that grows rich on the division of labour owes its labourers the education that their work takes from them.',
      attacks: ['marx-state-educator', 'marx-homeopathic-doses'],
      concedes: [],
      followUp: 'What should every child in a trading nation learn before going to work?',
      work: 'The Wealth of Nations, book 5, chapter 1, part 3',
    },
    {
      id: 'smith-regulation-for-workmen',
      issue: 'government',
      claim:
        'When the law settles a difference between masters and workmen in favour of the workmen, it is always just and fair; in favour of the masters, sometimes not.',
      support:
        'Whenever the legislature tries to settle the differences between masters and workmen, its counsellors are always the masters. So a law obliging masters to pay wages in money rather than goods is just, and hurts no honest master.',
      gist: 'regulation favouring workers is always just, since masters advise the legislature',
      concepts: ['state', 'wages', 'justice', 'class'],
      questions: [
        'Are labour laws good for workers?',
        'Is the state on the side of workers or bosses?',
        'Should governments regulate how workers are treated?',
      ],
      premise:
        "It rests on who is in the room: masters have the legislature's ear, so a law that favours workmen has already overcome the stronger side.",
      implication:
        "A friend of natural liberty can still welcome laws that protect workmen against the masters' greater power.",
      attacks: ['marx-factory-acts'],
      concedes: [],
      followUp: 'When laws about your work were last made, who do you suppose was consulted?',
      work: 'The Wealth of Nations, book 1, chapter 10, part 2',
    },
    {
      id: 'smith-taxes-ability',
      issue: 'government',
      claim:
        'Everyone should contribute to the state in proportion to their ability, and it is not unreasonable for the rich to pay something more than in proportion.',
      support:
        'A tax should also be certain, convenient to pay and cheap to collect. Taxes on luxuries are paid chiefly by the rich, and leave the sober and industrious poor untouched.',
      gist: 'taxes should follow ability to pay, and the rich may fairly pay more than proportionally',
      concepts: ['tax', 'wealth', 'justice'],
      questions: ['Should the rich pay higher taxes?', 'What makes a tax fair?', 'Is tax a kind of theft?'],
      premise:
        'It assumes that subjects owe the state in proportion to the revenue they enjoy under its protection.',
      implication:
        'An uncertain or arbitrary tax does more harm than a somewhat unequal one, for it puts every taxpayer at the mercy of the collector.',
      attacks: ['marx-progressive-tax'],
      concedes: [],
      followUp: 'Should a tax fall on what people need, or on what they merely want?',
      work: 'The Wealth of Nations, book 5, chapter 2',
    },
    // alternatives
    {
      id: 'smith-solon-reform',
      issue: 'alternatives',
      claim:
        'A wise reformer like Solon gives people the best laws they can bear, and where he cannot establish the right, he does not disdain to lessen the wrong.',
      support:
        'He respects established powers and the settled habits of the people, and uses reason and persuasion rather than force. When the spirit of system inflames public spirit in a revolution, it easily turns to fanaticism.',
      gist: 'a wise reformer improves what people can bear rather than forcing an ideal system',
      concepts: ['revolution', 'planning', 'virtue', 'market'],
      questions: [
        'Should we reform the system step by step or overthrow it?',
        'Is revolution ever justified?',
        'Can you change society without violence?',
        'Should capitalism be reformed rather than replaced?',
      ],
      premise:
        "It assumes that people's habits and attachments are part of the material a reformer works with, not obstacles to be swept aside.",
      implication:
        'Anyone who promises a perfect society must be ready to force it on those who will not move as his plan requires.',
      attacks: ['marx-change-the-world'],
      concedes: [],
      followUp: 'Which single reform, achievable next year, would do the most good for the labouring poor?',
      work: 'The Theory of Moral Sentiments, part 6, section 2, chapter 2',
    },
    {
      id: 'smith-bettering-condition',
      issue: 'alternatives',
      claim:
        'The effort of every person to better his own condition, given freedom and security, is so powerful that it carries a society to prosperity by itself.',
      support:
        'It surmounts a hundred foolish obstructions that bad laws place in its way. Take away the security of keeping what one earns, and people bury their stock rather than employ it.',
      gist: "each person's effort to better themselves, given freedom and security, drives prosperity",
      concepts: ['human-nature', 'property', 'freedom', 'wealth', 'market'],
      questions: [
        'Would people still work hard if they could not get rich?',
        'Is communism against human nature?',
        'What drives an economy forward?',
      ],
      premise:
        'It rests on how steady that desire is: calm and quiet, it comes with us from the womb and never leaves us until the grave.',
      implication:
        "Any system that cuts the link between a person's effort and his own betterment must find some other spur, or use force.",
      attacks: ['marx-universal-laziness', 'marx-to-each-needs', 'marx-abolish-bourgeois-property'],
      concedes: [],
      followUp: 'What would keep you working well if you could never better your own condition by it?',
      work: 'The Wealth of Nations, book 4, chapter 5; book 2, chapters 1 and 3',
    },
  ],
  terms: [
    {
      concept: 'labour',
      meaning:
        'By labour I mean the toil and trouble of getting a thing, which is its real price to whoever must get it.',
      example:
        'The hours a weaver spends at his loom are what his cloth really costs him, whatever it fetches at market.',
    },
    {
      concept: 'vanity',
      meaning:
        'By vanity I mean the desire to be observed, attended to and admired, which drives more ambition than any need of the body.',
      example:
        'A man keeps a carriage he seldom uses so that his neighbours will see it standing at his door.',
    },
    {
      concept: 'monopoly',
      meaning:
        'By monopoly I mean any privilege that keeps a market understocked, so that goods sell above their natural price.',
      example:
        'A company granted the sole right to carry tea can sell it dear, since no rival may undercut it.',
    },
    {
      concept: 'value',
      meaning:
        'By value I mean two things: value in use, the usefulness of a thing, and value in exchange, the power it gives to buy other goods.',
      example:
        'Water is very useful but will buy almost nothing, while a diamond of little use buys a great deal.',
    },
    {
      concept: 'education',
      meaning:
        'By educating the common people I mean cheap parish schools teaching reading, writing, reckoning and the elements of geometry and mechanics.',
      example:
        'A labourer who learned some mechanics at school can understand the engine he tends, and perhaps improve it.',
    },
    {
      concept: 'division-of-labour',
      meaning:
        'By the division of labour I mean splitting a trade into many simple operations, each done by a different pair of hands.',
      example:
        'In making a pin, one man draws the wire, another straightens it, a third cuts it, a fourth points it.',
    },
    {
      concept: 'invisible-hand',
      meaning:
        "By the invisible hand I mean the way private efforts, aimed only at one's own gain, often produce a public good that nobody intended.",
      example:
        'A merchant who invests near home for safety also employs his own countrymen without meaning to.',
    },
    {
      concept: 'impartial-spectator',
      meaning:
        'By the impartial spectator I mean the man within the breast, the judge we imagine when we ask how a fair stranger would see our conduct.',
      example:
        'A shopkeeper tempted to cheat a customer pauses when he pictures how a fair onlooker would regard him.',
    },
    {
      concept: 'sympathy',
      meaning:
        'By sympathy I mean our fellow feeling with any passion of another, which we gain by imagining ourselves in his situation.',
      example:
        'When our brother is on the rack, only by imagining ourselves in his place do we feel anything of his pain.',
    },
    {
      concept: 'justice',
      meaning:
        'By justice I mean the virtue of not injuring another in his person, property or reputation, which the law may enforce.',
      example:
        'We may often fulfil every rule of justice toward our neighbour by sitting still and doing nothing.',
    },
    {
      concept: 'wages',
      meaning:
        'By the natural wages of labour I mean the produce of labour, which in the original state of things belonged wholly to the labourer.',
      example:
        'A hunter in a rude society keeps all the game he kills, with no master or landlord to share it.',
    },
    {
      concept: 'capital',
      meaning:
        "By stock or capital I mean whatever part of a person's goods is kept not for present use but to yield a revenue.",
      example:
        "The weaver's master keeps stock in yarn, looms and wages, expecting a profit when the cloth is sold.",
    },
    {
      concept: 'self-interest',
      meaning:
        'By self-love I mean a regard to our own interest, which is no vice at all when it is kept within justice and prudence.',
      example:
        'The baker who bakes good bread to keep his customers shows self-love of a perfectly honest kind.',
    },
    {
      concept: 'freedom',
      meaning:
        'By natural liberty I mean that every man, so long as he does not violate the laws of justice, is left free to pursue his interest his own way.',
      example: 'A weaver who may leave his parish and set up in any town that needs weavers enjoys it.',
    },
  ],
};
