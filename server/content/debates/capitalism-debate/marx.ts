import type { SeatInput } from '../../schema';

/**
 * The Market Showdown: Karl Marx as the Revolutionary, against Adam Smith the Market Moralist. He read Smith closely
 * and answers him by name: the doubly free worker, surplus value, the working day, the reserve army, so-called
 * primitive accumulation, estranged labour, the fetishism of commodities, and the associated producers.
 */
export const marx: SeatInput = {
  role: 'debater',
  stances: [
    {
      issue: 'market-freedom',
      position:
        'The market frees the worker to sell his labour-power and from every other way to live, so its freedom ends at the factory gate.',
    },
    {
      issue: 'self-interest',
      position:
        'Self-interest is not eternal human nature but the character market society breeds, and it reduces every human bond to cash payment.',
    },
    {
      issue: 'planning',
      position:
        'The market coordinates blindly, through gluts and crises; freely associated producers could plan their common work openly.',
    },
    {
      issue: 'exploitation',
      position:
        'Profit is unpaid labour: workers produce more value than their wages, and the owners of capital keep the difference.',
    },
    {
      issue: 'wages-hours',
      position:
        "Wages and hours are settled by struggle between classes, and every limit on the working day was won by the workers' own strength.",
    },
    {
      issue: 'inequality',
      position:
        'The first fortunes came from conquest and enclosure, and accumulation of wealth at one pole breeds misery at the other.',
    },
    {
      issue: 'prosperity',
      position:
        'Capitalism has unleashed productive powers beyond anything before, but the wealth belongs to capital, and free trade remakes the world in its image.',
    },
    {
      issue: 'work-meaning',
      position:
        'Wage labour estranges workers from their products, their activity and each other, and the division of labour in the workshop cripples them.',
    },
    {
      issue: 'machines',
      position:
        'Under capital, machines lengthen and intensify work and create a reserve army of the unemployed; held in common, they could create free time.',
    },
    {
      issue: 'consumerism',
      position:
        'Commodities seem to rule us because the market disguises relations between people as relations between things, and money can buy every quality.',
    },
    {
      issue: 'big-business',
      position:
        'Competition itself breeds monopoly, and the modern state serves as the committee of the capitalist class.',
    },
    {
      issue: 'government',
      position:
        "Laws restraining capital are won by the workers' struggle; the state should fund schools without becoming the people's educator, and heavy progressive taxes are first steps.",
    },
    {
      issue: 'alternatives',
      position:
        'A society of associated producers, giving to each according to need, can replace capitalism, and the point is to change the world, not only to interpret it.',
    },
  ],
  arguments: [
    // market-freedom
    {
      id: 'marx-doubly-free',
      issue: 'market-freedom',
      claim:
        'The worker is free in a double sense: free to sell his labour-power to whom he likes, and free of land, tools and every other way to live.',
      support:
        'That second freedom was not given by nature; it was made when peasants were driven from the land. A man with nothing to sell but himself may choose his master, but not whether to have one.',
      gist: 'the worker is free to sell his labour and freed of every other way to live',
      concepts: ['freedom', 'labour-power', 'property', 'worker'],
      questions: [
        'Is it a free choice to work when the alternative is starving?',
        'Are workers really free under capitalism?',
        'Can anyone be free if they must sell their time to survive?',
      ],
      premise:
        'It rests on a fact of history: nature does not produce owners of money on one side and people with nothing but their labour on the other.',
      implication:
        'The freedom of the labour market is real, and it is exactly the freedom that makes the worker dependent on capital.',
      attacks: ['smith-natural-liberty'],
      concedes: [],
      followUp: 'What could you live on next month if you refused every employer?',
      work: 'Capital, volume 1, chapter 6',
    },
    {
      id: 'marx-eden-of-rights',
      issue: 'market-freedom',
      claim:
        'The market is a paradise of the rights of man, of freedom, equality, property and Bentham, but only until the worker follows his buyer through the factory gate.',
      support:
        'At the counter both are free and equal sellers of goods. Inside, the buyer walks ahead, smirking and busy, while the seller trails behind like a man who has carried his own hide to market and can expect nothing but a tanning.',
      gist: "the market's freedom and equality end at the factory gate",
      concepts: ['freedom', 'market', 'exploitation'],
      questions: [
        'If I sign a contract freely, how can I be exploited?',
        'Is an employment contract really voluntary?',
        'Is the freedom of the market real?',
      ],
      premise:
        'It assumes that what matters is not how labour is bought but how it is used, and that happens where the buyer commands.',
      implication:
        'A society can be perfectly free in its shops and perfectly despotic in its workplaces at the same time.',
      attacks: ['smith-property-in-labour'],
      concedes: [],
      followUp: 'How many of your freedoms survive the moment you clock in?',
      work: 'Capital, volume 1, chapter 6',
    },
    {
      id: 'marx-wage-slavery',
      issue: 'market-freedom',
      claim:
        'The worker may leave any one employer whenever he likes, but he cannot leave the whole class of employers without starving.',
      support:
        'The Roman slave was held by chains; the wage labourer is bound by invisible threads. He belongs to no single capitalist, but to the buying class as a whole, and must find himself a buyer within it.',
      gist: 'the wage worker can leave any one boss, never the whole class of bosses',
      concepts: ['freedom', 'class', 'wages', 'worker'],
      questions: [
        'Are we wage slaves?',
        'If I can quit my job, how am I not free?',
        'Did capitalism just swap one master for another?',
      ],
      premise:
        "It rests on the fact that the worker's only living is the sale of his labour-power, which he cannot make without a buyer.",
      implication:
        'Changing jobs, however often, changes the master but never the relation of master and servant.',
      attacks: ['smith-commerce-ended-dependence'],
      concedes: ['smith-slavery-dearest'],
      followUp: 'When you last changed jobs, did you escape having a boss or only swap one?',
      work: 'Wage Labour and Capital; Capital, volume 1, chapter 23',
    },
    {
      id: 'marx-free-development',
      issue: 'market-freedom',
      claim:
        "Real freedom is not the right to buy and sell but an association in which each person's free development is the condition for everyone's.",
      support:
        'By freedom the bourgeoisie means free trade, free selling and free buying. Freedom worth the name means time and means for every person to develop his gifts, and that needs the means of production held in common.',
      gist: 'real freedom is the free development of each, not free buying and selling',
      concepts: ['freedom', 'communism', 'property'],
      questions: [
        'What does real freedom mean?',
        'Is economic freedom the same as being free?',
        'What would a truly free society look like?',
      ],
      premise:
        'It assumes that a freedom a person cannot use for want of time and means is a freedom only on paper.',
      implication:
        'Judged by how many people can develop their talents, our free society is unfree for most of its members.',
      attacks: ['smith-natural-liberty'],
      concedes: [],
      followUp: 'Which of your own gifts have you had no time or means to develop?',
      work: 'The Communist Manifesto, section 2',
    },
    // self-interest
    {
      id: 'marx-cash-nexus',
      issue: 'self-interest',
      claim:
        'The rule of capital has left no bond between people but bare self-interest and unfeeling cash payment.',
      support:
        'Honour, piety and chivalry it froze in the cold water of selfish calculation, and the doctor, the lawyer, the poet and the priest it turned into its paid employees.',
      gist: 'the market reduces every human bond to self-interest and cash payment',
      concepts: ['self-interest', 'money', 'virtue', 'class'],
      questions: [
        'Does capitalism turn every relationship into a transaction?',
        'Does the market make people colder?',
        'Has money replaced every other bond between people?',
      ],
      premise:
        'It rests on watching what the market did to every older tie, of guild, family and village, within a few generations.',
      implication:
        'Sympathy may survive in private, but it has no standing in the place where most of life is now decided.',
      attacks: ['smith-butcher-baker', 'smith-sympathy-not-selfishness'],
      concedes: [],
      followUp: 'Which of your relationships has never had a price attached to it?',
      work: 'The Communist Manifesto, section 1',
    },
    {
      id: 'marx-robinsonades',
      issue: 'self-interest',
      claim:
        "Smith's self-seeking individual is not nature's starting point but history's result, produced by a society of exchange.",
      support:
        'The lone hunter and fisherman of the economists belong with the Robinson Crusoe stories of the eighteenth century. Man is a social animal who can become an individual only in the midst of society.',
      gist: 'the self-interested individual is a product of market society, not of nature',
      concepts: ['human-nature', 'self-interest', 'exchange'],
      questions: [
        'Are humans naturally selfish, or did capitalism make us so?',
        'Is self-interest just human nature?',
        'Were people always this competitive?',
      ],
      premise:
        'It rests on history: the further back we go, the more the individual appears as part of a family, a clan, a community.',
      implication:
        'If selfishness was made by a form of society, another form of society could make something else.',
      attacks: ['smith-butcher-baker'],
      concedes: [],
      followUp:
        'Where did you learn to think of yourself as a separate individual with interests of your own?',
      work: 'Grundrisse, introduction',
    },
    {
      id: 'marx-personifications',
      issue: 'self-interest',
      claim:
        'I do not blame the capitalist for greed: he is capital personified, and competition imposes its laws on him from outside.',
      support:
        'A kindly mill owner who paid more and worked his hands less would be undersold and ruined by his rivals. The individual remains the creature of relations he did not make, however much he may rise above them in his own mind.',
      gist: 'capitalists act under the compulsion of competition, not personal greed',
      concepts: ['competition', 'capital', 'class'],
      questions: [
        'Are capitalists just greedy people?',
        'Is the system to blame, or the people in it?',
        'Could a good boss change the system?',
      ],
      premise:
        'It assumes that people act within conditions they did not choose, and that the market punishes any owner who forgets it.',
      implication:
        'Moral sermons to businessmen are useless; only a change in the relations of production changes their conduct.',
      attacks: ['smith-fair-play', 'smith-sympathy-not-selfishness'],
      concedes: [],
      followUp: 'If your company gave away its profits out of kindness, how long would it survive?',
      work: 'Capital, volume 1, preface to the first edition; chapter 10',
    },
    {
      id: 'marx-war-of-all',
      issue: 'self-interest',
      claim:
        'One could just as well say that each pursuing his private interest blocks everyone else, so that the result is a war of all against all.',
      support:
        'Private interest is itself socially determined: what it can want, and by what means, depends on conditions society has laid down. Those conditions, not some harmony of interests, are the real question.',
      gist: 'private interests pursued together can block one another as easily as serve a common good',
      concepts: ['self-interest', 'invisible-hand', 'competition'],
      questions: [
        'What is wrong with the invisible hand?',
        'Can private selfishness really turn into public good?',
        'Does greed really benefit everyone?',
      ],
      premise:
        'It rests on a point of logic: from each seeking his own advantage, harmony follows no more necessarily than collision.',
      implication:
        'The invisible hand is not a law but a hope, and it is the losers of each collision who pay for it.',
      attacks: ['smith-invisible-hand'],
      concedes: [],
      followUp: 'When everyone in a traffic jam pursues his own interest, does the road clear?',
      work: 'Grundrisse, chapter on money',
    },
    // planning
    {
      id: 'marx-anarchy-of-production',
      issue: 'planning',
      claim:
        'The market is not an order but an anarchy, in which society learns what it needed only after the goods have failed to sell.',
      support:
        'Each capitalist produces blindly for an unknown market, and the balance is struck afterwards, through bankruptcies and ruined livelihoods. The same people who praise strict planning inside the factory denounce any plan for society as a whole.',
      gist: 'the market coordinates only blindly and after the fact, through waste and ruin',
      concepts: ['planning', 'market', 'crisis'],
      questions: [
        'Is the market really self-organising?',
        'Why not plan the economy the way companies plan their operations?',
        'Does the market waste too much?',
      ],
      premise:
        'It assumes that waste discovered after the fact is still waste, paid for by those who lose their work.',
      implication:
        'Every large firm already proves that production can be planned; the question is only who plans, and for whose benefit.',
      attacks: ['smith-no-council-wise-enough', 'smith-prices-signal'],
      concedes: [],
      followUp: 'If a single company can plan production across continents, why not the producers together?',
      work: 'Capital, volume 1, chapter 14, section 4',
    },
    {
      id: 'marx-crises',
      issue: 'planning',
      claim:
        'The market has conjured up powers it cannot master, like a sorcerer who can no longer control the spirits he summoned.',
      support:
        'In every commercial crisis an epidemic breaks out that earlier ages would have thought absurd, the epidemic of overproduction. Goods pile up unsold while people go hungry, because there is too much, not too little.',
      gist: 'the market periodically produces crises of overproduction that no one can control',
      concepts: ['crisis', 'market', 'planning'],
      questions: [
        'Why do markets keep crashing?',
        'Do boom and bust cycles prove the market is unstable?',
        'Why do people go hungry while food is destroyed?',
      ],
      premise:
        'It rests on the record of crises returning every few years since the modern commercial world was built, each more threatening than the last.',
      implication:
        "Crises are not accidents to be prevented by clever policy; they are how this system corrects itself, at the workers' expense.",
      attacks: ['smith-prices-signal'],
      concedes: [],
      followUp: 'Who lost their home or job in the last crash, and who was rescued?',
      work: 'The Communist Manifesto, section 1',
    },
    {
      id: 'marx-associated-producers',
      issue: 'planning',
      claim:
        'A planned economy need not be a chess master moving pawns; it can be freely associated producers regulating their common work by a plan they set together.',
      support:
        "Among commodity producers, their relations are hidden in the prices of things. Among associated producers they would be transparent, as plain as Robinson Crusoe's reckoning of his hours on his island.",
      gist: 'freely associated producers can plan their common work openly and together',
      concepts: ['planning', 'communism', 'labour'],
      questions: [
        'Would you have one big plan for everything we produce?',
        'Could an economy be planned democratically?',
        'Who would decide what gets made without a market?',
      ],
      premise:
        'It assumes that people can decide together what they need, as they already do in every family and every workshop.',
      implication:
        'The real alternative is not market or tyrant, but blind coordination or conscious coordination.',
      attacks: ['smith-man-of-system'],
      concedes: [],
      followUp:
        'Which decisions about your own work would you want to take together with the people beside you?',
      work: 'Capital, volume 1, chapter 1, section 4',
    },
    // exploitation
    {
      id: 'marx-surplus-value',
      issue: 'exploitation',
      claim:
        'Profit comes from unpaid labour: the worker is paid the value of his labour-power, but works longer than it takes to produce that value.',
      support:
        'If six hours of work reproduce the value of his daily wage, the remaining hours of a twelve-hour day belong to the capitalist for nothing. Nothing is stolen at the counter; the trick happens in the workshop.',
      gist: 'profit is unpaid labour, the hours worked beyond what the wage is worth',
      concepts: ['surplus-value', 'profit', 'labour-power', 'exploitation'],
      questions: ['Where does profit come from?', 'What is surplus value?', 'Is my boss stealing from me?'],
      premise:
        'It rests on the difference between what labour-power costs to maintain and what it can produce in a day, which is the whole secret of capital.',
      implication:
        'A worker can be paid the full market price of his labour-power and still be exploited, which is why fair wages do not end exploitation.',
      attacks: ['smith-stock-advances'],
      concedes: ['smith-labour-measure'],
      followUp: 'How many hours of your working day do you think it takes to earn back your wage?',
      work: 'Capital, volume 1, chapters 7 and 9',
    },
    {
      id: 'marx-own-tools-not-capital',
      issue: 'exploitation',
      claim:
        'Owning your own tools does not make you a capitalist: means of production become capital only when they buy the labour of others and keep its surplus.',
      support:
        'The small master who works with his own hands lives by his own labour. But big firms undersell him and the lender who financed his tools takes a slice of every job, so year by year he sinks toward the class that owns nothing but its labour.',
      gist: "owning one's own tools is no capital unless they command others' labour, and small owners are squeezed downward",
      concepts: ['capital', 'class', 'property', 'exploitation'],
      questions: [
        'Does owning my own van and tools make me a capitalist?',
        'Am I a capitalist if I am self-employed?',
        'What about small business owners who work for themselves?',
        'Is a one-man business exploiting anyone?',
      ],
      premise:
        "It rests on the difference between property earned by its owner's own labour and property that commands the labour of others, which the law treats alike.",
      implication:
        "The self-employed tradesman's interest lies with the workers, not with the owners whose credit and competition are squeezing him.",
      attacks: ['smith-stock-advances'],
      concedes: [],
      followUp: 'Who takes a share of what you charge before it ever reaches your pocket?',
      work: 'Capital, volume 1, chapter 32; The Communist Manifesto, part 1',
    },
    {
      id: 'marx-capital-is-labour',
      issue: 'exploitation',
      claim:
        'The stock the master is said to advance is itself the unpaid labour of yesterday, handed back to those who made it.',
      support:
        'The worker is paid only after he has worked, at the end of the week, so it is he who gives the capitalist credit. And after some years of profit, every penny of the original capital has been replaced by surplus taken from the workers.',
      gist: 'capital is accumulated unpaid labour, and workers in fact advance their labour on credit',
      concepts: ['capital', 'surplus-value', 'labour'],
      questions: [
        'Do the owners put up the money first?',
        'Where does the capital itself come from?',
        'Do investors take all the risk?',
        'Are workers lending to their employer by being paid only after they work?',
      ],
      premise:
        'It rests on arithmetic: if a capitalist consumes his profits and his capital is still there, it has been reproduced by others.',
      implication:
        'The reward for abstinence is paid to those whose abstinence was performed by their workers.',
      attacks: ['smith-stock-advances', 'smith-profit-deduction'],
      concedes: [],
      followUp: 'Who waits longer for payment, the worker paid at the end of the month or the owner?',
      work: 'Capital, volume 1, chapters 6 and 23',
    },
    {
      id: 'marx-smith-was-honest',
      issue: 'exploitation',
      claim:
        'Profit is a deduction from what labour produces, and Smith, to his credit, said so before his successors learned to hide it.',
      support:
        'Classical political economy was honest inquiry. Once the workers began to fight, hired prize fighters replaced disinterested researchers, and apologetics replaced science.',
      gist: 'profit is a deduction from what labour produces, as the honest economists once admitted',
      concepts: ['profit', 'labour', 'class'],
      questions: [
        'Did Adam Smith agree that profit comes from labour?',
        'What do you respect in Adam Smith?',
        'Was Adam Smith on the side of the rich?',
      ],
      premise:
        'It assumes that science is honest only while it has nothing to fear from its conclusions, and once the class struggle began, economics did.',
      implication:
        'To read Smith carefully is to find half of my argument already made, and the other half refused.',
      attacks: [],
      concedes: ['smith-profit-deduction'],
      followUp: 'Why do you suppose the economists who followed Smith dropped his talk of deductions?',
      work: 'Theories of Surplus Value, part 1; Capital, volume 1, afterword',
    },
    // wages-hours
    {
      id: 'marx-vampire-working-day',
      issue: 'wages-hours',
      claim:
        'Capital is dead labour that, like a vampire, lives only by sucking living labour, and it will stretch the working day until society forces it to stop.',
      support:
        'The reports of the factory inspectors are full of children worked through the night, and in London a young milliner, Mary Anne Walkley, died after sewing ball gowns for more than twenty-six hours. The normal working day was fought for, not granted.',
      gist: 'capital lengthens the working day until workers and law force it back',
      concepts: ['working-day', 'capital', 'labour'],
      questions: [
        'Why did workers need laws to limit the working day?',
        'Is overwork built into the system?',
        'How did workers win the weekend?',
      ],
      premise:
        "It rests on the reports of the factory inspectors, which show capital reckless of the worker's health wherever it is not compelled.",
      implication:
        'Every hour of rest you enjoy was taken from capital by force of law, and can be taken back again.',
      attacks: ['smith-overwork'],
      concedes: [],
      followUp: 'Who decided the hours you work, and what would happen if nobody limited them?',
      work: 'Capital, volume 1, chapter 10',
    },
    {
      id: 'marx-fair-is-the-wrong-word',
      issue: 'wages-hours',
      claim:
        'Fair is the wrong word for pay: every class calls the present division of the product fair, and the market pays your work what competition allows.',
      support:
        "The bourgeois swear that today's distribution is fair, and by the laws of exchange it is. So I told the unions to stop asking for a fair day's wage for a fair day's work, and to write the abolition of the wages system on their banner instead.",
      gist: 'fairness is the wrong measure of pay, since the market pays what competition allows, not what work deserves',
      concepts: ['wages', 'value', 'labour'],
      questions: [
        'Is what I charge a fair price for my work?',
        'What is a fair wage?',
        'Can a wage ever be fair under capitalism?',
        'Why do I not feel rich when I work so hard?',
      ],
      premise:
        'It rests on the fact that a price is set by the labour society needs on average, not by the effort or worth of any one worker.',
      implication:
        'A harder working tradesman gains nothing lasting, since his rivals work harder too and the price falls to meet them.',
      attacks: ['smith-hardship-pays'],
      concedes: [],
      followUp: 'If your rivals cut their price tomorrow, what would your fair price be worth?',
      work: 'Value, Price and Profit, section 14; Critique of the Gotha Programme, part 1',
    },
    {
      id: 'marx-force-decides',
      issue: 'wages-hours',
      claim:
        'Over the length of the working day two equal rights collide, each sealed by the law of exchange, and between equal rights it is force that decides.',
      support:
        'The buyer claims his right to use what he has bought as long as he can; the seller claims his right to sell it without ruining his health. Only the organised strength of the workers can settle it.',
      gist: "between the buyer's and the seller's equal rights over labour, force decides",
      concepts: ['working-day', 'class', 'justice', 'wages'],
      questions: [
        'Do unions help workers?',
        'Is going on strike the only power workers have?',
        'Who decides how much we get paid?',
      ],
      premise:
        'It rests on the nature of the bargain itself, since nothing in the law of exchange fixes how long a day of labour-power lasts.',
      implication:
        'Wages and hours are not found by the market but fought over, and a working class that stops fighting will lose them.',
      attacks: [],
      concedes: ['smith-masters-combine'],
      followUp: 'What power do you and your coworkers have together that none of you has alone?',
      work: 'Capital, volume 1, chapter 10, section 1',
    },
    {
      id: 'marx-golden-chain',
      issue: 'wages-hours',
      claim:
        'Higher wages only lengthen and loosen the golden chain the worker has already forged for himself; they do not break it.',
      support:
        'When capital grows fast, wages may rise, but never enough to threaten accumulation; if they do, accumulation slows and the rise stops. Better pay does not end the system of wage slavery.',
      gist: "rising wages only loosen the worker's golden chain without breaking it",
      concepts: ['wages', 'capital', 'freedom'],
      questions: [
        'Have wages not gone up a lot since your time?',
        'If workers get paid more, is there still a problem?',
        'Are high wages enough to make work fair?',
      ],
      premise:
        'It assumes that wages are a dependent variable, allowed to rise only as long as profits keep flowing.',
      implication:
        'The best paid worker is still a worker, and his comfort depends on the profits he produces for another.',
      attacks: ['smith-high-wages-good', 'smith-progressive-state'],
      concedes: [],
      followUp: 'What would you have to produce for your employer before your next raise?',
      work: 'Capital, volume 1, chapter 25; Critique of the Gotha Programme, part 2',
    },
    // inequality
    {
      id: 'marx-primitive-accumulation',
      issue: 'inequality',
      claim:
        'The story that the rich descend from a thrifty elite and the poor from lazy rascals is a nursery tale; conquest, enslavement and robbery played the greater part.',
      support:
        'Peasants were driven off the common land to make sheep walks for the wool trade, then whipped as vagabonds when they found no work. In the colonies, plunder and the slave trade built great fortunes, and capital came dripping with blood and dirt.',
      gist: 'the first great fortunes came from enclosure, conquest and slavery, not thrift',
      concepts: ['primitive-accumulation', 'wealth', 'property', 'inequality'],
      questions: [
        'How did the rich get rich in the first place?',
        'Was Western wealth built on slavery and colonies?',
        'Did hard work and saving make the first capitalists?',
        'Does someone who inherits property deserve the income it brings?',
      ],
      premise:
        'It rests on the historical record of England, Scotland and the colonies, written in the annals of mankind in letters of blood and fire.',
      implication:
        'Property that began in robbery cannot claim the sanctity of labour, however many times it has since changed hands.',
      attacks: ['smith-frugality', 'smith-conquest-and-entail'],
      concedes: [],
      followUp: 'Do you know how the land your town stands on first came to be owned?',
      work: 'Capital, volume 1, part 8',
    },
    {
      id: 'marx-accumulation-of-misery',
      issue: 'inequality',
      claim:
        'Wealth piling up at one end of society means misery, drudgery and insecurity piling up at the other.',
      support:
        "The more capital grows, the larger the army of those it needs only now and then, the casual, the half employed, the paupers. The law of accumulation chains the worker to capital more firmly than Vulcan's wedges held Prometheus to the rock.",
      gist: 'wealth accumulating at one pole means misery accumulating at the other',
      concepts: ['inequality', 'wealth', 'poverty', 'capital'],
      questions: [
        'Why are a few people so rich while so many struggle?',
        'Is inequality the price of a growing economy?',
        'Does the rich getting richer make the poor poorer?',
      ],
      premise:
        'It rests on the law that capital, as it grows, needs relatively fewer workers for each part of its wealth.',
      implication:
        'Growth does not close the gap between classes; under capital it is the very engine that widens it.',
      attacks: ['smith-rich-consume-little', 'smith-universal-opulence'],
      concedes: [],
      followUp: 'In your own city, does the wealth of the richest district ever reach the poorest?',
      work: 'Capital, volume 1, chapter 25, section 4',
    },
    {
      id: 'marx-palace-hut',
      issue: 'inequality',
      claim:
        'Poverty is measured against the wealth around us: let a palace rise beside a little house, and the little house shrinks into a hut.',
      support:
        "Our wants and pleasures spring from society, so we measure them by society, not by the things that satisfy them. Even if the worker's pay rises, the gulf widens when capital grows faster.",
      gist: 'poverty is measured against the wealth around us, not by bare necessities',
      concepts: ['inequality', 'poverty', 'wealth', 'wages'],
      questions: [
        'Is it worse to be poor among the rich?',
        'Does the gap matter if everyone is better off?',
        'Why do people feel poor when they have more than their grandparents?',
      ],
      premise:
        'It assumes that human needs are social, so that what counts as enough depends on what others in the same society have.',
      implication:
        'No rise in the standard of living can answer the worker, as long as the social gap between him and capital keeps growing.',
      attacks: ['smith-rich-consume-little'],
      concedes: ['smith-admiring-rich'],
      followUp:
        'Would you feel richer in a small house among small houses, or in a larger one beside palaces?',
      work: 'Wage Labour and Capital',
    },
    // prosperity
    {
      id: 'marx-bourgeois-productivity',
      issue: 'prosperity',
      claim:
        'I grant it freely: in barely a century of rule the bourgeoisie has built greater powers of production than all earlier generations put together.',
      support:
        'Steam, railways, telegraphs, whole continents cleared for cultivation, rivers made navigable; it has been the most revolutionary class in history. The question is who commands these powers, and for whose benefit.',
      gist: 'the bourgeoisie created greater productive powers than all earlier ages together',
      concepts: ['wealth', 'capital', 'class', 'machinery'],
      questions: [
        'Can you deny that capitalism made the world richer?',
        'Did capitalism do any good at all?',
        "Hasn't capitalism lifted billions out of poverty?",
      ],
      premise:
        "It rests on history, and on the bourgeoisie's own need to revolutionise the instruments of production constantly, or die.",
      implication:
        'Capitalism has made a society of abundance possible, and so has made its own continuation unnecessary.',
      attacks: [],
      concedes: ['smith-universal-opulence'],
      followUp: 'If these powers can feed everyone, why does anyone still go hungry?',
      work: 'The Communist Manifesto, section 1',
    },
    {
      id: 'marx-world-market',
      issue: 'prosperity',
      claim:
        'Free trade is the battering ram with which capital breaks down every wall and compels every nation to adopt its mode of production.',
      support:
        'The cheap prices of its goods are the heavy artillery that batters down all Chinese walls. When English machine cotton flooded India, a Governor General reported the bones of the hand weavers bleaching on the plains.',
      gist: 'free trade compels every nation into capitalism and ruins older livelihoods',
      concepts: ['trade', 'capital', 'poverty'],
      questions: [
        'Does globalisation help poor countries?',
        'Are sweatshops good for developing countries?',
        'Who gains when my job is moved abroad?',
      ],
      premise:
        'It rests on the record of the cotton trade, in which English machine goods destroyed the hand weaving of India within a generation.',
      implication:
        'Every country drawn into the world market gets the same blessing, factories, and the same curse, a dispossessed working class.',
      attacks: ['smith-free-trade-nations'],
      concedes: [],
      followUp: 'Who made your clothes, and what did they do for a living before the factory came?',
      work: 'The Communist Manifesto, section 1; Capital, volume 1, chapter 15',
    },
    // work-meaning
    {
      id: 'marx-alienated-labour',
      issue: 'work-meaning',
      claim:
        'Under capital the worker is estranged from what he makes, from his own activity and from other people, so he feels himself only outside his work.',
      support:
        'His labour is not the satisfaction of a need but only a means to satisfy needs outside it; when no compulsion exists, it is shunned like the plague. He feels himself freely active only in eating, drinking and procreating, or at most in his home.',
      gist: 'wage work estranges people from their products, their activity and each other',
      concepts: ['alienation', 'labour', 'worker'],
      questions: [
        'What does it mean to say workers are alienated?',
        'Why does my job feel meaningless?',
        'Why do I only feel like myself on weekends?',
      ],
      premise:
        'It rests on the fact that the product belongs to another, and so does the activity of making it, for the working day has been sold.',
      implication:
        'Higher wages cannot cure estrangement, any more than better food restores to a slave his own life.',
      attacks: ['smith-pin-factory'],
      concedes: [],
      followUp: 'When did you last make something that was entirely yours?',
      work: 'Economic and Philosophic Manuscripts of 1844, first manuscript',
    },
    {
      id: 'marx-homeopathic-doses',
      issue: 'work-meaning',
      claim:
        'Smith saw that the division of labour cripples the mind, and then prescribed public schooling in prudently homeopathic doses.',
      support:
        'Manufacture turns the worker into a crippled monstrosity, forcing one detail skill at the cost of a world of capacities, as cattle on the Plata are slaughtered for their hides alone. A parish school cannot undo what the workshop does every day.',
      gist: 'the division of labour cripples workers, and schooling alone is too small a remedy',
      concepts: ['division-of-labour', 'education', 'alienation'],
      questions: [
        'Is education enough to fix boring work?',
        'Did Adam Smith see the downside of the division of labour?',
        'Does specialisation cripple workers?',
      ],
      premise:
        'It rests on the principle that people are formed by what they do all day, a principle Smith himself stated better than anyone.',
      implication:
        'The cure for a crippling division of labour is not a little schooling but a different way of dividing work.',
      attacks: ['smith-torpor-of-mind', 'smith-parish-schools'],
      concedes: [],
      followUp: 'Could any evening class undo what eight hours of the same motion do to you?',
      work: 'Capital, volume 1, chapter 14, section 5',
    },
    {
      id: 'marx-labour-self-realisation',
      issue: 'work-meaning',
      claim:
        'Work need not be a curse: overcoming obstacles in it can be freedom itself, a person realising himself.',
      support:
        'Work looks repellent in its historical forms, as slave, serf and wage labour. Really free work, like composing music, is no mere fun or amusement; it is damned serious, the most intense exertion.',
      gist: 'work can be self-realisation and freedom, not only a sacrifice of ease',
      concepts: ['labour', 'freedom', 'alienation'],
      questions: [
        'Can work ever be fulfilling?',
        'Is work supposed to be a curse?',
        'Would people still work if they did not need the money?',
      ],
      premise:
        'It assumes that human beings develop themselves by shaping the world, as an architect raises his building in imagination before he builds it.',
      implication:
        'The aim is not less work for its own sake but work that has become a need of life rather than a means of living.',
      attacks: ['smith-labour-toil'],
      concedes: [],
      followUp: 'What work would you do even if nobody paid you for it?',
      work: 'Grundrisse, chapter on capital; Capital, volume 1, chapter 7',
    },
    // machines
    {
      id: 'marx-appendage',
      issue: 'machines',
      claim:
        'Under capital, machines do not lighten the working day; they lengthen and intensify it, and turn the worker into an appendage of the machine.',
      support:
        'Even John Stuart Mill doubted whether all the mechanical inventions had lightened the day of a single human being. Capital uses machines to cheapen goods by shortening the part of the day the worker works for himself.',
      gist: 'under capital machines lengthen and intensify work rather than lighten it',
      concepts: ['machinery', 'working-day', 'surplus-value'],
      questions: [
        'Why have all our inventions not given us shorter working weeks?',
        'Does technology make work easier or just faster?',
        'Do machines help workers or hurt them?',
      ],
      premise:
        'It rests on the purpose machinery serves under capital, which is not to spare labour but to extract more surplus from it.',
      implication:
        'The most powerful means of shortening labour becomes the surest means of lengthening it, as long as capital owns it.',
      attacks: ['smith-workmen-invent'],
      concedes: [],
      followUp: 'Since your workplace got its newest technology, do you work less, or only faster?',
      work: 'Capital, volume 1, chapter 15',
    },
    {
      id: 'marx-reserve-army',
      issue: 'machines',
      claim:
        'Machines throw workers onto the street, and those idle hands form a reserve army that holds down the wages of everyone still employed.',
      support:
        'Capital needs a pool of unemployed it can draw on in booms and drop in slumps; their mere presence disciplines every worker who fears replacement. The Luddites smashed looms before workers learned to attack not the machine but its capitalist use.',
      gist: 'machines create a reserve army of unemployed that holds down wages',
      concepts: ['reserve-army', 'machinery', 'wages'],
      questions: [
        'Will AI take my job?',
        'Were the Luddites right to smash the machines?',
        'Are unemployed people useful to companies?',
      ],
      premise:
        'It rests on the observation that wages move with the size of the reserve army, rising when it shrinks and falling when it swells.',
      implication: 'Unemployment is not a failure of the system but one of its working parts.',
      attacks: ['smith-cheaper-goods', 'smith-slow-gradations'],
      concedes: [],
      followUp: 'How much would you dare ask for if a dozen people were waiting to take your job?',
      work: 'Capital, volume 1, chapter 15, section 5; chapter 25, section 3',
    },
    {
      id: 'marx-free-time',
      issue: 'machines',
      claim:
        'Machines could make free time, not labour time, the measure of wealth, but under capital the time they save is turned into more surplus labour.',
      support:
        "Capital is a contradiction in motion: it shrinks the labour needed to produce wealth, yet insists that labour time is wealth's only measure. In a free society the saving would become disposable time for everyone's development.",
      gist: 'machines could make free time the measure of wealth, if capital did not turn it into work',
      concepts: ['machinery', 'free-time', 'communism'],
      questions: [
        'Could machines finally free us from work?',
        'What would we do if robots did all the work?',
        'Who should own the robots?',
      ],
      premise:
        'It rests on the growing power of science and machinery, which makes wealth depend less and less on hours of direct labour.',
      implication:
        'The question of automation is not whether machines will work for us, but who will own the time they save.',
      attacks: ['smith-workmen-invent'],
      concedes: [],
      followUp: 'If a machine saved you half your working hours, who should get them, you or its owner?',
      work: 'Grundrisse, chapter on capital',
    },
    // consumerism
    {
      id: 'marx-commodity-fetishism',
      issue: 'consumerism',
      claim:
        'In the market, relations between people appear as relations between things, so our own products seem to rule over us.',
      support:
        'A table is plain wood until it becomes a commodity; then it stands on its head and evolves notions stranger than any table-turning seance. We bow before prices as believers bow to idols their own hands have made.',
      gist: 'the market makes relations between people appear as powers of things',
      concepts: ['fetishism', 'commodity', 'value'],
      questions: [
        'What is commodity fetishism?',
        'Do we own our possessions or do they own us?',
        'Why do we treat prices as if they had a life of their own?',
      ],
      premise:
        'It rests on the fact that producers meet only by exchanging their products, so their social relations show up only as the values of things.',
      implication:
        'Every time we say the market decided, we are hiding a decision that people made about other people.',
      attacks: ['smith-trinkets-deception'],
      concedes: [],
      followUp: 'Who made the last thing you bought, and did the price tell you anything about them?',
      work: 'Capital, volume 1, chapter 1, section 4',
    },
    {
      id: 'marx-power-of-money',
      issue: 'consumerism',
      claim: 'Money turns every human quality into its opposite: what I cannot be, my money can buy.',
      support:
        'I may be ugly, yet I can buy the most beautiful partner, so I am not ugly; I may be dull, but money is the real mind of all things. Shakespeare saw money as the visible god that makes black white and foul fair.',
      gist: 'money converts every human quality into something that can be bought',
      concepts: ['money', 'vanity', 'alienation'],
      questions: ['Can money buy happiness?', 'Does money change who you are?', 'Can money buy respect?'],
      premise:
        'It assumes that in a society where everything is for sale, what a person can buy counts for more than what a person is.',
      implication:
        'The richest person is not the most fulfilled but the one best able to substitute purchases for qualities.',
      attacks: [],
      concedes: ['smith-vanity-of-wealth'],
      followUp: 'What have you ever wanted that money could not get you?',
      work: 'Economic and Philosophic Manuscripts of 1844, third manuscript',
    },
    {
      id: 'marx-created-needs',
      issue: 'consumerism',
      claim:
        'Under private property every new product becomes a fresh means for one person to create a need in another, and then to feed on it.',
      support:
        'The industrial eunuch flatters his customer, excites his morbid appetites and lies in wait for every weakness, so as to charge for the service. Needs multiply for the buyer while the worker has his own cut down to bare survival.',
      gist: 'sellers manufacture new needs in others in order to profit from them',
      concepts: ['consumption', 'commodity', 'vanity'],
      questions: [
        'Do advertisers create our desires?',
        'Are influencers selling us needs we never had?',
        'Why do I keep buying things I do not need?',
      ],
      premise:
        'It rests on the simple interest of every seller, which is to make the buyer want more than he did yesterday.',
      implication:
        'Contentment is a danger to the system, which must keep teaching people that they lack something.',
      attacks: ['smith-tranquillity'],
      concedes: [],
      followUp: 'Which of your wants did you discover for yourself, and which were sold to you?',
      work: 'Economic and Philosophic Manuscripts of 1844, third manuscript',
    },
    // big-business
    {
      id: 'marx-centralisation',
      issue: 'big-business',
      claim: 'Competition does not prevent monopoly; it breeds it, for one capitalist always kills many.',
      support:
        'The battle of competition is fought by cheapening goods, which depends on scale, so the larger capitals beat the smaller. Credit then pools what remains, until capital is concentrated in a few hands.',
      gist: 'free competition itself breeds monopoly, as bigger capitals swallow smaller ones',
      concepts: ['monopoly', 'competition', 'capital', 'market'],
      questions: [
        'Does competition always end in monopoly?',
        'Did you predict that a few companies would own everything?',
        'Are big corporations the natural result of capitalism?',
        'Does a free market always end up owned by a few companies?',
      ],
      premise:
        'It rests on the economics of scale: the cheapness of goods depends on the productivity of labour, and that on the size of the capital.',
      implication: 'Breaking up one giant only starts the race again, and it ends the same way.',
      attacks: ['smith-monopoly-from-privilege', 'smith-conspiracy'],
      concedes: [],
      followUp: 'How many small shops on your high street have survived the last twenty years?',
      work: 'Capital, volume 1, chapter 25, section 2; chapter 32',
    },
    {
      id: 'marx-executive-committee',
      issue: 'big-business',
      claim:
        'The government of the modern state is little more than a committee that manages the shared business of the whole capitalist class.',
      support:
        'Lobbying is not a corruption of the system but its ordinary working. The class that owns the means of material production also commands the means of mental production, so its ideas are the ruling ideas of the age.',
      gist: 'the modern state manages the common affairs of the capitalist class',
      concepts: ['state', 'class', 'monopoly'],
      questions: [
        'Who really writes the rules, voters or corporations?',
        'Is the state on the side of workers or bosses?',
        'Why do governments bail out banks?',
      ],
      premise:
        'It assumes that political power follows economic power, as it has in every society divided into classes.',
      implication: 'Asking the state to tame capital is asking a committee to discipline its own members.',
      attacks: ['smith-three-duties'],
      concedes: ['smith-suspicion'],
      followUp: 'When the banks failed, whose losses did the state cover, and whose did it not?',
      work: 'The Communist Manifesto, section 1; The German Ideology, part 1',
    },
    // government
    {
      id: 'marx-factory-acts',
      issue: 'government',
      claim:
        'Every limit the law has set on capital, from the Factory Acts onward, was wrung from it by the workers, not granted from above.',
      support:
        "The ten hours law was the fruit of a long, more or less hidden civil war between the capitalist class and the working class. Capital takes no account of the worker's health or life unless society compels it.",
      gist: "every legal limit on capital was won by the workers' struggle, not granted",
      concepts: ['state', 'working-day', 'class'],
      questions: [
        'Are labour laws a gift from politicians or something workers fought for?',
        'Why do we need laws limiting what employers can do?',
        'Should the state regulate business?',
      ],
      premise:
        'It rests on the history of English factory legislation, in which every act was passed under pressure and evaded until it was enforced.',
      implication:
        'What struggle won, neglect can lose, so the workers must keep their own organisations strong.',
      attacks: ['smith-three-duties'],
      concedes: ['smith-regulation-for-workmen'],
      followUp: 'Which protection at your work do you suppose was given freely, and which was fought for?',
      work: 'Capital, volume 1, chapter 10, sections 6 and 7',
    },
    {
      id: 'marx-state-educator',
      issue: 'government',
      claim:
        'Fixing by law the funds, teachers and subjects of schools is one thing; making the state the educator of the people is quite another.',
      support:
        'Let inspectors see that the laws on schools are obeyed, but keep government and church out of the classroom. The state itself needs a very stern education by the people.',
      gist: "the state should fund and inspect schools without becoming the people's educator",
      concepts: ['education', 'state'],
      questions: [
        'Should the state run the schools?',
        'Should education be free for everyone?',
        'Who should decide what children are taught?',
      ],
      premise:
        'It assumes that whoever controls teaching shapes what the next generation can think, which is too much power for any ruling class.',
      implication:
        'Free schooling for all is a demand of the workers, but a school run by their rulers is not yet their school.',
      attacks: ['smith-parish-schools'],
      concedes: [],
      followUp: 'Who chose what you were taught at school, and in whose interest?',
      work: 'Critique of the Gotha Programme, part 4',
    },
    {
      id: 'marx-progressive-tax',
      issue: 'government',
      claim:
        'In the most advanced countries, a heavy progressive income tax, abolition of inheritance and free schooling for every child would be first steps.',
      support:
        'Such measures look insufficient and untenable on their own, and they are; they are inroads on the rights of property that outstrip themselves and push on towards a new social order.',
      gist: 'heavy progressive taxes, no inheritance and free schooling are first steps beyond capitalism',
      concepts: ['tax', 'property', 'education'],
      questions: [
        'Should the rich pay much higher taxes?',
        'Should inheritance be abolished?',
        'Is a wealth tax fair?',
      ],
      premise:
        'It assumes that property is a social power, and that what society granted it, society may also limit.',
      implication:
        'Taxing the rich is not a cure but a lever, and it works only if those who pull it keep pulling.',
      attacks: ['smith-taxes-ability'],
      concedes: [],
      followUp: 'Why should a fortune pass to someone who did nothing to earn it?',
      work: 'The Communist Manifesto, section 2',
    },
    // alternatives
    {
      id: 'marx-universal-laziness',
      issue: 'alternatives',
      claim:
        'If abolishing private property made everyone idle, bourgeois society would have sunk into idleness long ago, for those who work in it acquire nothing, and those who acquire do not work.',
      support:
        "Most people already work hard for wages that leave them owning next to nothing, so the spur of property is not what keeps them at it. Labour done at no master's command can become a need of life, not only a means to it.",
      gist: 'the fear that people would stop working without private property ignores that most who work own nothing',
      concepts: ['property', 'communism', 'labour', 'human-nature'],
      questions: [
        'If nobody could get rich, would anybody still work hard?',
        'Would people get lazy under communism?',
        'Does abolishing property kill the incentive to work?',
      ],
      premise:
        'It rests on a plain fact of present society: the great majority already work hard without owning anything their work produces.',
      implication:
        'The question is not whether people will work without property, but whether they will work better for each other than for a master.',
      attacks: ['smith-bettering-condition'],
      concedes: [],
      followUp: 'What keeps you working now: the property you own, or the wage you need?',
      work: 'The Communist Manifesto, section 2; Critique of the Gotha Programme, part 1',
    },
    {
      id: 'marx-to-each-needs',
      issue: 'alternatives',
      claim:
        'In a higher phase of communist society the rule will be: from each according to his ability, to each according to his needs.',
      support:
        "A society fresh from capitalism would still pay each by the labour he gives, after deductions for schools, health and those unable to work. Only when labour has become life's prime want, and wealth flows abundantly, can that narrow horizon be left behind.",
      gist: 'a mature communist society would give to each according to need',
      concepts: ['communism', 'labour', 'property'],
      questions: [
        'What would a society look like where everyone gets what they need?',
        'What does from each according to ability mean?',
        'Would people still work if they could not get rich?',
      ],
      premise:
        'It assumes that people will work well for motives other than fear of want, once work itself is no longer estranged.',
      implication:
        'Communism cannot be decreed in a poor country overnight; it needs the abundance that capitalism itself has prepared.',
      attacks: ['smith-bettering-condition'],
      concedes: [],
      followUp: 'What would you contribute if your living no longer depended on it?',
      work: 'Critique of the Gotha Programme, part 1',
    },
    {
      id: 'marx-change-the-world',
      issue: 'alternatives',
      claim:
        'Philosophers have been content to interpret the world in one way or another, but what matters is to change it.',
      support:
        'Communism is not an ideal to which reality must adjust itself, but the real movement that abolishes the present state of things, growing out of conditions already here.',
      gist: 'communism is the real movement that changes the world, not an ideal blueprint',
      concepts: ['revolution', 'communism', 'class', 'market'],
      questions: [
        'Should workers overthrow the system or reform it?',
        'Is revolution ever justified?',
        'Should philosophers try to change the world?',
        'Should we reform capitalism or replace it?',
      ],
      premise:
        'It rests on the view that ideas do not move history by themselves; classes acting on their interests do.',
      implication: 'A philosophy that leaves everything as it is has already taken a side.',
      attacks: ['smith-solon-reform'],
      concedes: [],
      followUp: 'What would you be willing to do, not only think, to change the way you work?',
      work: 'Theses on Feuerbach, thesis 11; The German Ideology, part 1',
    },
    {
      id: 'marx-abolish-bourgeois-property',
      issue: 'alternatives',
      claim:
        'People are horrified that we would abolish private property, but in present society it is already abolished for nine tenths of the population.',
      support:
        'Communism deprives no one of the power to own the products of society. It takes away only the power to use that ownership to command the labour of others.',
      gist: "communism abolishes only the power to command others' labour through property",
      concepts: ['property', 'communism', 'class', 'capital'],
      questions: [
        'Would you take away my house if you were in charge?',
        'Is abolishing private property crazy?',
        'Would communism take everything I own?',
        'Should we abolish capitalism?',
      ],
      premise:
        'It rests on the distinction between personal property, the things one uses, and capital, the property that employs others.',
      implication:
        'Your toothbrush and your flat are safe; the factory, the land and the bank are another matter.',
      attacks: ['smith-property-in-labour'],
      concedes: [],
      followUp: 'How much of the property you defend do you actually own?',
      work: 'The Communist Manifesto, section 2',
    },
    {
      id: 'marx-state-subordinate',
      issue: 'alternatives',
      claim:
        'Freedom consists in turning the state from an organ standing over society into one completely subordinate to it.',
      support:
        'I did say that the passage out of capitalism needs a revolutionary dictatorship of the proletariat, the rule of the working majority. But a regime of officials commanding the workers from above has only changed the name of the master, whatever it calls itself.',
      gist: 'freedom means making the state subordinate to society, not a new master over it',
      concepts: ['state', 'communism', 'freedom'],
      questions: [
        'Was the Soviet Union what you had in mind?',
        'Has communism failed every time it has been tried?',
        'Would a dictatorship of the workers just be another dictatorship?',
      ],
      premise:
        'It assumes that the state is an instrument of class rule, so a society without classes needs no master standing over it.',
      implication:
        'A so-called socialism ruled by officials who command the workers would stand condemned by my own principles.',
      attacks: ['smith-man-of-system', 'smith-three-duties'],
      concedes: [],
      followUp: 'Who, in the society you imagine, would give orders to whom, and who could remove them?',
      work: 'Critique of the Gotha Programme, part 4',
    },
  ],
  terms: [
    {
      concept: 'fetishism',
      meaning:
        'By the fetishism of commodities I mean the way a social relation between people takes the fantastic form of a relation between things.',
      example:
        "When we say the price of bread rose, we forget that it records how people's labour is organised.",
    },
    {
      concept: 'surplus-value',
      meaning:
        'By surplus value I mean the value workers produce beyond the value of their own labour-power, which the capitalist keeps.',
      example:
        'If a day of work adds twelve hours of value but the wage pays for six, six hours are surplus.',
    },
    {
      concept: 'labour-power',
      meaning:
        'By labour-power I mean the capacity to work, which the worker sells by the day or hour, as distinct from the labour it performs.',
      example:
        'A spinner sells his ability to spin for a day, and the mill owner decides how much spinning he gets out of it.',
    },
    {
      concept: 'primitive-accumulation',
      meaning:
        'By primitive accumulation I mean the historical process that parted producers from their means of production by enclosure, conquest and force.',
      example:
        'When the Duchess of Sutherland cleared her Highland estates for sheep, her tenants became wage labourers or emigrants.',
    },
    {
      concept: 'reserve-army',
      meaning:
        'By the industrial reserve army I mean the unemployed and half employed, whom capital keeps at hand to call up in booms and drop in slumps.',
      example:
        "Dock labourers waiting at the gate each morning, hoping for a day's hire, are its foot soldiers.",
    },
    {
      concept: 'alienation',
      meaning:
        'By estrangement I mean that the worker meets his product, his activity and his fellow workers as alien powers rather than as his own.',
      example:
        'A piecer in a cotton mill who mends broken threads all day never owns, chooses or even sees the cloth he helps to make.',
    },
    {
      concept: 'commodity',
      meaning:
        "By a commodity I mean a product made not for its maker's use but for sale, having both a use value and an exchange value.",
      example:
        'A coat the tailor makes for himself is no commodity; the same coat made for the shop window is one.',
    },
    {
      concept: 'exploitation',
      meaning:
        'By exploitation I mean not cheating at the counter but the taking of unpaid labour, which the form of the wage conceals.',
      example:
        'A worker paid the going rate in full is still exploited if part of his day produces only for his employer.',
    },
    {
      concept: 'division-of-labour',
      meaning:
        'By a forced division of labour I mean one in which each person is fixed in a single sphere he cannot leave without losing his living.',
      example:
        'In a free society one could hunt in the morning, fish in the afternoon and criticise after dinner, without becoming a hunter or a critic.',
    },
    {
      concept: 'class',
      meaning:
        'By class I mean a group defined by its relation to the means of production, owners on one side and sellers of labour-power on the other.',
      example:
        'A well paid engineer and a cleaner belong to the same class if both must sell their labour-power to live.',
    },
    {
      concept: 'capital',
      meaning:
        'By capital I mean not a thing but a social relation: money that grows by buying labour-power and selling what it produces.',
      example:
        'Mr Peel took provisions, tools and three thousand workers to the Swan River, and was left without a servant once they found free land.',
    },
    {
      concept: 'property',
      meaning:
        "By bourgeois property I mean not personal belongings but ownership of the means of production, which gives power over others' labour.",
      example:
        "A factory owner's property is not his house but the machines and wages through which he commands a thousand workers.",
    },
    {
      concept: 'communism',
      meaning:
        'By communism I mean not an ideal to be imposed but the real movement that abolishes the present state of things.',
      example:
        'Workers who organise to shorten their day and to own their means of work are already part of it.',
    },
  ],
};
