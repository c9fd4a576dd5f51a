import type { DebateTopicInput } from '../schema';

/** The Morality Clash: Socrates (the Gadfly) against Nietzsche (the Hammer); Aristotle moderates. */
export const moralityDebate: DebateTopicInput = {
  debateId: 'morality-debate',
  theme: 'whether goodness is real or something we invented',
  issues: [
    {
      id: 'goodness-real',
      question: 'Is goodness real and knowable, or a human invention?',
      clause: 'whether goodness is real or invented',
    },
    {
      id: 'origin-of-values',
      question: 'Where did our moral values come from in the first place?',
      clause: 'where our moral values came from',
    },
    {
      id: 'virtue-knowledge',
      question: 'Is virtue a kind of knowledge, so that no one does wrong on purpose?',
      clause: 'whether anyone does wrong knowingly',
    },
    {
      id: 'justice',
      question: 'What is justice, and is it better to suffer wrong than to do it?',
      clause: 'what justice is and whether it pays',
    },
    {
      id: 'pity',
      question: 'Is pity a virtue or a weakness?',
      clause: 'whether pity is a virtue or a weakness',
    },
    {
      id: 'strength-power',
      question: 'Do the strong have a right to rule, or does might never make right?',
      clause: 'whether strength gives a right to rule',
    },
    {
      id: 'examined-life',
      question: 'Is a life of questioning and reason the best life?',
      clause: 'whether the examined life is the best one',
    },
    {
      id: 'suffering',
      question: 'Is suffering only an evil, or can it be good for us?',
      clause: 'whether suffering can be good for us',
    },
    {
      id: 'religion-morality',
      question: 'Does morality need God, and what happens to it if God is dead?',
      clause: 'whether morality needs God',
    },
    {
      id: 'good-life',
      question: 'What makes a human life a good and happy one?',
      clause: 'what makes a life good and happy',
    },
    {
      id: 'equality',
      question: 'Are all people equal in moral worth?',
      clause: 'whether all people are equal in worth',
    },
    {
      id: 'truth-honesty',
      question: 'Is truth always worth having, and is honesty always good?',
      clause: 'whether truth and honesty are always good',
    },
  ],
  concepts: [
    {
      id: 'goodness',
      terms: ['good', 'goodness', 'the good', 'good itself', 'moral goodness', 'morally good', 'right and wrong', 'good and evil', 'good and bad', 'rightness', 'morality', 'moral', 'morals', 'ethics', 'ethical'],
    },
    {
      id: 'objectivity',
      terms: ['objective', 'objectively', 'objectivity', 'universal', 'universally', 'absolute', 'absolutes', 'moral facts', 'moral fact', 'real', 'really real', 'exists', 'knowable', 'moral realism', 'realist', 'timeless'],
    },
    {
      id: 'perspective',
      terms: ['perspective', 'perspectives', 'perspectivism', 'point of view', 'viewpoint', 'relative', 'relativism', 'relativist', 'subjective', 'subjectivity', 'opinion', 'opinions', 'interpretation', 'interpretations', 'just a matter of taste', 'depends who you ask'],
    },
    {
      id: 'value-creation',
      terms: ['invent', 'invented', 'invention', 'made up', 'man-made', 'human invention', 'create', 'created', 'creating', 'creator', 'creators', 'social construct', 'constructed', 'make our own values', 'value', 'values', 'valuing'],
    },
    {
      id: 'revaluation',
      terms: ['revalue', 'revaluation', 'revaluing', 'revaluation of all values', 'transvaluation', 'rethink our values', 'overturn', 'new values', 'beyond good and evil', 'immoralist', 'old values', 'tables of values'],
    },
    {
      id: 'genealogy',
      terms: ['genealogy', 'history', 'historical', 'origin', 'origins', 'where it came from', 'came from', 'come from', 'roots', 'evolved', 'evolution', 'descent', 'beginnings', 'first place'],
    },
    {
      id: 'eternal-forms',
      terms: ['form', 'forms', 'the forms', 'ideal', 'ideals', 'eternal', 'unchanging', 'beauty itself', 'justice itself', 'form of the good', 'true world', 'other world', 'platonism', 'plato', 'heaven of ideas', 'the sun'],
    },
    {
      id: 'definition',
      terms: ['define', 'defined', 'defining', 'definition', 'definitions', 'what it is', 'what is it', 'essence', 'the meaning of', 'what you mean', 'mean by', 'word', 'words', 'concept'],
    },
    {
      id: 'virtue',
      terms: ['virtue', 'virtues', 'virtuous', 'excellence', 'good character', 'character', 'being good', 'good person', 'good man', 'moral character', 'decent', 'decency'],
    },
    {
      id: 'knowledge',
      terms: ['knowledge', 'know', 'knows', 'knowing', 'knew', 'known', 'understand', 'understanding', 'wisdom', 'wise', 'wiser', 'expert', 'expertise', 'taught', 'teach', 'learn', 'learning'],
    },
    {
      id: 'ignorance',
      terms: ['ignorance', 'ignorant', 'not knowing', 'i know nothing', 'know nothing', 'mistake', 'mistaken', 'error', 'errors', 'unaware', 'confused', 'confusion', 'false belief', 'on purpose', 'knowingly', 'willingly', 'deliberately'],
    },
    {
      id: 'measurement',
      terms: ['measure', 'measuring', 'measured', 'measurement', 'weigh', 'weighing', 'standard', 'standards', 'yardstick', 'scale', 'compare', 'calculation', 'calculate'],
    },
    {
      id: 'soul',
      terms: ['soul', 'souls', 'psyche', 'inner life', 'inner self', 'mind', 'self', 'care of the soul', 'health of the soul', 'spirit', 'spirits', 'spiritual'],
    },
    {
      id: 'justice',
      terms: ['justice', 'just', 'injustice', 'unjust', 'fair', 'fairness', 'unfair', 'unfairness', 'righteous', 'being just', 'the just man', 'rights'],
    },
    {
      id: 'wrongdoing',
      terms: ['wrongdoing', 'doing wrong', 'do wrong', 'wronged', 'wrongs', 'crime', 'crimes', 'criminal', 'cheat', 'cheating', 'harm', 'harming', 'injure', 'injury', 'suffer wrong', 'evil deed', 'bad deed', 'sin'],
    },
    {
      id: 'punishment',
      terms: ['punish', 'punished', 'punishing', 'punishment', 'penalty', 'prison', 'jail', 'retribution', 'revenge', 'vengeance', 'get away with it', 'pay for it', 'consequences', 'law court'],
    },
    {
      id: 'guilt',
      terms: ['guilt', 'guilty', 'conscience', 'bad conscience', 'debt', 'debts', 'owe', 'owing', 'shame', 'ashamed', 'remorse', 'sinner', 'regret'],
    },
    {
      id: 'gyges',
      terms: ['gyges', 'ring of gyges', 'ring', 'invisible', 'invisibility', 'no one watching', 'nobody watching', 'unseen', 'never caught', 'reputation', 'seem just'],
    },
    {
      id: 'pity',
      terms: ['pity', 'pitied', 'pitying', 'pitiful', 'compassion', 'compassionate', 'sympathy', 'empathy', 'feel sorry', 'mercy', 'merciful', 'charity', 'kindness', 'caring', 'tears'],
    },
    {
      id: 'suffering',
      terms: ['suffering', 'suffer', 'suffers', 'suffered', 'pain', 'painful', 'hardship', 'hardships', 'misery', 'adversity', 'struggle', 'grief', 'sorrow', 'hurt', 'trauma', 'what doesn't kill you'],
    },
    {
      id: 'strength',
      terms: ['strong', 'stronger', 'strongest', 'strength', 'the strong', 'might', 'mighty', 'might makes right', 'powerful', 'force', 'dominate', 'domination', 'right to rule', 'rule', 'rulers'],
    },
    {
      id: 'will-to-power',
      terms: ['will to power', 'power', 'drive for power', 'growth', 'grow', 'self-overcoming', 'overcome', 'overcoming', 'expand', 'expansion', 'more power', 'feeling of power', 'mastery'],
    },
    {
      id: 'weakness',
      terms: ['weak', 'weaker', 'weakness', 'the weak', 'feeble', 'timid', 'meek', 'helpless', 'powerless', 'powerlessness', 'impotence', 'cowardly', 'underdog', 'victim', 'victims'],
    },
    {
      id: 'herd',
      terms: ['herd', 'the herd', 'herd morality', 'herd instinct', 'crowd', 'the many', 'the masses', 'majority', 'conformity', 'conform', 'fit in', 'fitting in', 'mediocre', 'mediocrity', 'sheep', 'public opinion'],
    },
    {
      id: 'master-slave',
      terms: ['master morality', 'slave morality', 'master', 'masters', 'slave', 'slaves', 'slave revolt', 'noble', 'nobles', 'nobility', 'aristocrat', 'aristocratic', 'lambs', 'birds of prey'],
    },
    {
      id: 'resentment',
      terms: ['resentment', 'resent', 'resentful', 'ressentiment', 'envy', 'envious', 'jealous', 'jealousy', 'spite', 'spiteful', 'grudge', 'bitter', 'bitterness', 'get even'],
    },
    {
      id: 'tyranny',
      terms: ['tyrant', 'tyrants', 'tyranny', 'dictator', 'dictators', 'despot', 'absolute power', 'callicles', 'thrasymachus', 'archelaus', 'strongman', 'get whatever he wants'],
    },
    {
      id: 'advantage',
      terms: ['advantage', 'self-interest', 'selfish', 'selfishness', 'egoism', 'egoist', 'profit', 'pay', 'pays', 'pay off', 'worth it', 'benefit', 'benefits', 'interest of the stronger', 'better off', 'get ahead'],
    },
    {
      id: 'convention',
      terms: ['convention', 'conventions', 'custom', 'customs', 'law', 'laws', 'rules', 'social contract', 'contract', 'agreement', 'bargain', 'tradition', 'traditions', 'society', 'culture', 'cultures'],
    },
    {
      id: 'examined-life',
      terms: ['examined life', 'unexamined life', 'examine', 'examined', 'examining', 'examination', 'self-examination', 'questioning', 'inquiry', 'reflect', 'reflection', 'philosophy', 'philosophize', 'gadfly', 'life of the mind'],
    },
    {
      id: 'dialectic',
      terms: ['dialectic', 'dialogue', 'conversation', 'cross-examination', 'cross-examine', 'socratic method', 'refute', 'refuted', 'refutation', 'argue', 'arguing', 'argument', 'arguments', 'debate', 'irony'],
    },
    {
      id: 'reason',
      terms: ['reason', 'reasons', 'reasoning', 'rational', 'rationality', 'logic', 'logical', 'intellect', 'thinking', 'thought', 'clear thinking', 'consciousness', 'conscious'],
    },
    {
      id: 'instinct',
      terms: ['instinct', 'instincts', 'instinctive', 'drive', 'drives', 'passion', 'passions', 'desire', 'desires', 'appetite', 'appetites', 'emotion', 'emotions', 'feelings', 'gut', 'body', 'bodily'],
    },
    {
      id: 'health',
      terms: ['health', 'healthy', 'sick', 'sickness', 'illness', 'disease', 'decadence', 'decadent', 'decline', 'declining', 'degenerate', 'exhausted', 'exhaustion', 'symptom', 'symptoms', 'cure', 'doctor', 'medicine'],
    },
    {
      id: 'self-mastery',
      terms: ['self-mastery', 'self-control', 'self control', 'self-discipline', 'discipline', 'moderation', 'temperance', 'restraint', 'master yourself', 'order', 'harmony', 'balance', 'leaky jar'],
    },
    {
      id: 'happiness',
      terms: ['happiness', 'happy', 'happier', 'flourishing', 'flourish', 'well-being', 'wellbeing', 'good life', 'fulfilled', 'fulfilment', 'fulfillment', 'joy', 'joyful', 'contentment', 'blessed', 'meaningful life'],
    },
    {
      id: 'pleasure',
      terms: ['pleasure', 'pleasures', 'pleasant', 'enjoy', 'enjoyment', 'fun', 'indulge', 'indulgence', 'hedonism', 'hedonist', 'comfort', 'comfortable', 'gratification', 'scratching an itch'],
    },
    {
      id: 'last-man',
      terms: ['last man', 'the last man', 'comfort seeker', 'complacent', 'complacency', 'safety', 'safe', 'couch', 'blinking', 'small pleasures', 'no ambition', 'bored', 'boredom'],
    },
    {
      id: 'overman',
      terms: ['overman', 'superman', 'ubermensch', 'uber mensch', 'higher man', 'higher type', 'higher types', 'beyond man', 'zarathustra', 'rope over an abyss', 'greatness', 'great individuals'],
    },
    {
      id: 'self-creation',
      terms: ['become who you are', 'becoming who you are', 'self-creation', 'create yourself', 'style', 'give style', 'authentic', 'authenticity', 'individual', 'individuality', 'free spirit', 'free spirits', 'be yourself', 'your own way'],
    },
    {
      id: 'eternal-recurrence',
      terms: ['eternal recurrence', 'eternal return', 'recurrence', 'live it again', 'live again', 'again and again', 'over and over', 'repeat', 'repeated', 'forever', 'demon', 'same life', 'greatest weight'],
    },
    {
      id: 'affirmation',
      terms: ['amor fati', 'love of fate', 'love your fate', 'fate', 'destiny', 'affirm', 'affirmation', 'affirming', 'say yes', 'yes to life', 'yes-saying', 'embrace', 'accept', 'acceptance', 'life-affirming'],
    },
    {
      id: 'god',
      terms: ['god', 'gods', 'divine', 'deity', 'religion', 'religious', 'faith', 'believer', 'believers', 'heaven', 'afterlife', 'commandments', 'divine command', 'delphi', 'oracle'],
    },
    {
      id: 'piety',
      terms: ['piety', 'pious', 'impious', 'impiety', 'holy', 'holiness', 'sacred', 'loved by the gods', 'euthyphro', 'devout', 'reverence', 'worship', 'prayer', 'sacrifice'],
    },
    {
      id: 'christianity',
      terms: ['christianity', 'christian', 'christians', 'church', 'churches', 'jesus', 'priest', 'priests', 'priestly', 'saint', 'bible', 'gospel', 'paul', 'turn the other cheek', 'meek shall inherit'],
    },
    {
      id: 'death-of-god',
      terms: ['god is dead', 'death of god', 'dead god', 'killed god', 'madman', 'atheism', 'atheist', 'atheists', 'secular', 'secularism', 'unbelief', 'no god', 'without god', 'godless'],
    },
    {
      id: 'nihilism',
      terms: ['nihilism', 'nihilist', 'nihilistic', 'meaningless', 'meaninglessness', 'nothing matters', 'pointless', 'emptiness', 'empty', 'despair', 'no meaning', 'the void', 'abyss'],
    },
    {
      id: 'equality',
      terms: ['equal', 'equals', 'equality', 'unequal', 'inequality', 'equal rights', 'equal worth', 'democracy', 'democratic', 'human rights', 'dignity', 'egalitarian', 'same worth', 'everyone is equal', 'tarantulas'],
    },
    {
      id: 'rank',
      terms: ['rank', 'order of rank', 'hierarchy', 'higher', 'lower', 'superior', 'inferior', 'elite', 'elites', 'exceptional', 'distance', 'pathos of distance', 'aristocracy', 'better people'],
    },
    {
      id: 'nation-race',
      terms: ['nation', 'nations', 'nationalism', 'nationalist', 'race', 'races', 'racism', 'antisemitism', 'anti-semite', 'anti-semites', 'nazi', 'nazis', 'fascism', 'fascist', 'germany', 'german', 'good european'],
    },
    {
      id: 'truth',
      terms: ['truth', 'true', 'truths', 'truthful', 'truthfulness', 'honest', 'honesty', 'lie', 'lies', 'lying', 'liar', 'deception', 'deceive', 'falsehood', 'false', 'untruth', 'illusion', 'illusions', 'will to truth'],
    },
    {
      id: 'death',
      terms: ['death', 'die', 'dying', 'died', 'dead', 'mortal', 'mortality', 'hemlock', 'execution', 'executed', 'trial', 'immortal', 'immortality', 'last words', 'rooster'],
    },
    {
      id: 'courage',
      terms: ['courage', 'courageous', 'brave', 'bravery', 'coward', 'cowardice', 'fear', 'afraid', 'fearless', 'daring', 'bold', 'boldness', 'danger', 'dangerously'],
    },
    {
      id: 'love-beauty',
      terms: ['love', 'loves', 'loving', 'beauty', 'beautiful', 'beloved', 'eros', 'erotic', 'diotima', 'ladder of love', 'symposium', 'admire', 'longing'],
    },
  ],
};
