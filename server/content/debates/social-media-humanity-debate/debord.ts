import type { SeatInput } from '../../schema';

/**
 * The Feed Fight: Debord as the Situationist, against McLuhan the Media Prophet. The spectacle is a social relation
 * mediated by images, capital become image, not a by-product of technique (The Society of the Spectacle, cited by
 * thesis or chapter; Comments on the Society of the Spectacle; Theory of the Derive; A User's Guide to
 * Detournement; the Report on the Construction of Situations). He died in 1994: feeds, likes and influencers he
 * judges from his principles, never as his discovery.
 */
export const debord: SeatInput = {
  role: 'debater',
  stances: [
    {
      issue: 'less-human',
      position:
        'What people once lived at first hand now stands off from them as a show, and the spectator lives less the more he watches.',
    },
    {
      issue: 'medium-message',
      position:
        'The spectacle is a relation among people and an outlook made material, not a by-product of the technology of images.',
    },
    {
      issue: 'attention',
      position:
        'The spectacle holds attention in an eternal present and shrinks the whole person down to a passive gaze.',
    },
    {
      issue: 'connection',
      position:
        'The spectacle gathers people only as strangers who stay apart, producing lonely crowds and pseudo-festivals.',
    },
    {
      issue: 'performance',
      position:
        "Social life has slid from having into appearing, and the spectator's gestures are no longer his own.",
    },
    {
      issue: 'celebrity',
      position:
        'The celebrity is a professional of the apparently lived, living in public so that others need not, and she gives up her own autonomy to do it.',
    },
    {
      issue: 'addiction',
      position:
        'Compulsive watching is the sleep of a society with nothing worth waking for, fed by pseudo-needs the economy manufactures.',
    },
    {
      issue: 'truth',
      position:
        'In a world standing on its head even the true appears only inside the false, and the integrated spectacle makes its lies unanswerable.',
    },
    {
      issue: 'polarization',
      position:
        'Online quarrels are staged rivalries and parallel monologues that hide the unity of the system underneath.',
    },
    {
      issue: 'profit',
      position:
        'The spectacle is capital grown into an image, occupying all of social life and putting our leisure to work for it.',
    },
    {
      issue: 'children',
      position:
        'A generation raised inside the spectacle has no other world to compare it with, and loses the street and free play.',
    },
    {
      issue: 'resistance',
      position:
        'Detournement, the drift and the construction of situations are the ways out, not contemplation, however clever.',
    },
    {
      issue: 'panic',
      position:
        'This is no passing panic: the spectacle is the form of a whole society, and its constant novelty shields it from judgement.',
    },
  ],
  arguments: [
    // less human
    {
      id: 'debord-representation-replaces-life',
      issue: 'less-human',
      claim:
        'What people once lived at first hand now stands at a distance from them as something to look at, and that is the loss, not some chip in the brain.',
      support:
        'Look at a crowd at a concert: a forest of raised phones, each filming the moment for later instead of being in it. Nothing has been destroyed; the evening has simply been turned into footage of an evening.',
      gist: 'what was once lived at first hand has withdrawn into something merely looked at',
      concepts: ['representation', 'lived-life', 'spectacle', 'human'],
      questions: [
        'Are screens making us less human?',
        'Are we still living real lives?',
        'What have we lost to screens?',
      ],
      premise:
        'It rests on the difference between living a moment and holding its image, which everyone feels when the photos are better than the day was.',
      implication: 'The more perfectly our lives are recorded, the less of them will have been lived.',
      attacks: ['mcluhan-extensions-not-less'],
      concedes: [],
      followUp: 'What did you last experience without once thinking of how it would look?',
      work: 'The Society of the Spectacle, thesis 1',
    },
    {
      id: 'debord-social-relation',
      issue: 'less-human',
      claim:
        'The spectacle is not a heap of pictures but the way people stand toward one another through pictures; the screen is only its furniture.',
      support:
        'A feed is where people now meet, compare and rank one another, each judged by the figure he cuts. Smash every phone without changing how we live, and the same relation would find another screen.',
      gist: 'the spectacle is a relation between people that passes through images, not a gadget',
      concepts: ['spectacle', 'representation', 'screen'],
      questions: [
        'Is the problem the phone itself?',
        'What is the spectacle?',
        'Is technology to blame for what is happening to us?',
      ],
      premise:
        'It assumes that what shapes people is how they are related to one another, and that technologies serve those relations rather than create them.',
      implication:
        'No better device will save us, since the same relation will move into whatever device comes next.',
      attacks: ['mcluhan-servomechanism', 'mcluhan-extensions-not-less'],
      concedes: [],
      followUp: 'If your phone vanished tomorrow, which of your relations to others would really change?',
      work: 'The Society of the Spectacle, thesis 4',
    },
    {
      id: 'debord-spectator-lives-less',
      issue: 'less-human',
      claim:
        'Every hour the spectator spends gazing is an hour not lived, and the images of what he ought to want crowd out what he does want.',
      support:
        'He learns his wishes from the images and then mistakes them for his own. So he is at home nowhere, since the spectacle follows him into every room.',
      gist: 'the more people contemplate images, the less they live',
      concepts: ['spectator', 'alienation', 'lived-life'],
      questions: [
        'Does watching other people live make us live less?',
        'Are we becoming spectators of our own lives?',
        'Is a life spent watching still a life?',
      ],
      premise:
        'It rests on a simple exchange: every hour given to contemplation is taken from the hours in which one might have acted.',
      implication: 'A person can be entertained every minute of his life and never once have lived it.',
      attacks: ['mcluhan-self-amputation'],
      concedes: [],
      followUp: 'How many hours today did you watch, and how many did you act?',
      work: 'The Society of the Spectacle, thesis 30',
    },
    // medium and message
    {
      id: 'debord-not-technique',
      issue: 'medium-message',
      claim:
        'The spectacle is no mere side effect of cameras and broadcasting; it is a whole outlook on the world that has taken material form.',
      support:
        'Blaming the screen is like blaming the factory whistle for the factory. The techniques were built to serve a society that already preferred its members to watch rather than act.',
      gist: 'the spectacle is an outlook on the world turned into things, not a by-product of image technology',
      concepts: ['spectacle', 'medium', 'capital'],
      questions: [
        'Is the medium really the message?',
        'Is technology the real problem?',
        'Does a technology change us all by itself?',
      ],
      premise:
        'It assumes that technologies are chosen and shaped by the society that uses them, and serve the ends it already has.',
      implication:
        'Those who study media as if they were forces of nature end up describing domination as if it were the weather.',
      attacks: ['mcluhan-medium-is-message', 'mcluhan-tetrad'],
      concedes: [],
      followUp: 'Who decided that your phone would be built for watching rather than for speaking?',
      work: 'The Society of the Spectacle, thesis 5',
    },
    {
      id: 'debord-monologue',
      issue: 'medium-message',
      claim:
        'Letting everyone post does not end the monologue; the spectacle is the ruling order talking about itself without pause, and praising itself as it talks.',
      support:
        "A billion voices may speak, but only in the forms the platform allows, and the order's praise of itself runs on through them. The more we talk, the more it hears itself.",
      gist: "the spectacle remains the ruling order's endless praise of itself even when everyone posts",
      concepts: ['spectacle', 'social-media', 'capital'],
      questions: [
        "Doesn't social media give everyone a voice?",
        'Has the internet democratized the media?',
        'If anyone can post, how can it be one-sided?',
      ],
      premise:
        'It rests on the observation that whoever sets the form of speech holds more power than whoever fills it.',
      implication: 'A free platform can be the most perfect censor, because it needs to forbid nothing.',
      attacks: ['mcluhan-content-is-meat'],
      concedes: [],
      followUp: 'Who wrote the rules of the form you speak in every day?',
      work: 'The Society of the Spectacle, thesis 24',
    },
    {
      id: 'debord-tools-turned',
      issue: 'medium-message',
      claim:
        'The same tools that serve the spectacle can be turned against it, which shows the tool was never the master.',
      support:
        'We hijacked posters, comics and films and made them say the opposite of what they were made for. A phone can carry a call to the street as easily as an advert for a handbag.',
      gist: "the spectacle's own tools can be turned against it, so the tool is not the master",
      concepts: ['detournement', 'medium', 'resistance'],
      questions: [
        'Is a phone just a tool that depends on how you use it?',
        'Can technology be used for good?',
        'Does it matter how we use social media?',
      ],
      premise:
        'It assumes that any element, wherever it comes from, can be placed in a new whole that changes its meaning.',
      implication: 'The fight is over the uses and the owners of the tools, not over the tools themselves.',
      attacks: ['mcluhan-technological-idiot'],
      concedes: [],
      followUp: 'What would you make your phone say if you turned it against its makers?',
      work: "A User's Guide to Detournement, with Gil Wolman",
    },
    // attention
    {
      id: 'debord-eternal-present',
      issue: 'attention',
      claim:
        'The integrated spectacle keeps us in an eternal present, where each novelty erases the last and nothing is remembered long enough to be understood.',
      support:
        "Yesterday's scandal is buried under today's, and no one is left who can connect them. A society without memory cannot judge, and a mind kept in the present cannot think.",
      gist: 'the spectacle keeps minds in an eternal present in which nothing is remembered',
      concepts: ['integrated-spectacle', 'memory', 'attention'],
      questions: [
        'Why do we forget the news so quickly?',
        'Are screens destroying our memory?',
        "Why can't anyone think long term anymore?",
      ],
      premise:
        'It rests on the fact that thinking needs to connect the past with the present, which an endless present forbids.',
      implication:
        'The distracted person is not weak; he is the ideal citizen of a society that wants no history.',
      attacks: ['mcluhan-pattern-recognition'],
      concedes: [],
      followUp: 'What were people outraged about online a month ago, and what came of it?',
      work: 'Comments on the Society of the Spectacle, section 5',
    },
    {
      id: 'debord-sight-abstract',
      issue: 'attention',
      claim:
        'The spectacle shrinks a whole person to a pair of eyes, and sight is the sense most remote from things and the easiest to deceive.',
      support:
        'Once the world has been turned into pictures, the pictures take on the force of real things and steer us like sleepwalkers. A mind trained to look at everything learns to do nothing.',
      gist: 'the spectacle reduces people to a gaze, the most easily deceived sense',
      concepts: ['spectator', 'attention', 'representation'],
      questions: [
        'Why does watching so much make me passive?',
        'Do screens make us passive?',
        'What does all this looking do to our minds?',
      ],
      premise:
        'It assumes that looking is the sense farthest from action, so a society organised around looking makes its members passive.',
      implication:
        'The problem of distraction is not too many things to look at but that looking has replaced doing.',
      attacks: ['mcluhan-eye-for-ear', 'mcluhan-tactile-screen'],
      concedes: [],
      followUp: 'When did your eyes last lead you to act, rather than to look at something else?',
      work: 'The Society of the Spectacle, thesis 18',
    },
    {
      id: 'debord-logic-dissolved',
      issue: 'attention',
      claim:
        'The spectacle does not merely distract; it dissolves logic, training us to accept the next image instead of following an argument to its end.',
      support:
        'A mind fed a stream of unconnected images loses the habit of asking what follows from what, and what matters more than what. It can no longer tell the important from the trivial, and that suits those who govern.',
      gist: 'the spectacle dissolves the capacity to follow an argument to its end',
      concepts: ['attention', 'integrated-spectacle', 'spectator'],
      questions: [
        'Are we losing the ability to think things through?',
        'Why can nobody follow a long argument anymore?',
        'Do screens make us worse at reasoning?',
      ],
      premise:
        'It assumes that logic is a habit kept alive by connected discourse, and dies when discourse is replaced by a stream of images.',
      implication:
        'A population that cannot reason can be told anything, and it need not even be lied to very well.',
      attacks: ['mcluhan-tactile-screen'],
      concedes: [],
      followUp: 'When did you last follow one argument, on any screen, from its premise to its conclusion?',
      work: 'Comments on the Society of the Spectacle',
    },
    // connection
    {
      id: 'debord-lonely-crowds',
      issue: 'connection',
      claim:
        'Each good this economy chooses to sell, from the car to the screen, also serves to keep people apart in lonely crowds.',
      support:
        'An economy built on isolation turns out more isolation, round and round: each of us alone in a room with everybody. The network links you to all the people you will never need to meet.',
      gist: 'the goods of the spectacle keep people isolated in lonely crowds',
      concepts: ['separation', 'spectacle', 'commodity'],
      questions: [
        'Does social media make us lonelier?',
        'Why are we so lonely when we are always connected?',
        'Does the internet isolate people?',
      ],
      premise:
        'It rests on the observation that an economy based on separation needs separate consumers, each with his own screen.',
      implication: 'The loneliness of the connected is not a failure of the system but its product.',
      attacks: ['mcluhan-involvement-empathy', 'mcluhan-privacy-village'],
      concedes: [],
      followUp: 'How many of the people you talked to online today could you have met in the flesh?',
      work: 'The Society of the Spectacle, thesis 28',
    },
    {
      id: 'debord-reunites-as-separate',
      issue: 'connection',
      claim:
        'The spectacle does bring the separated together, but only on condition that they stay separate.',
      support:
        'A thousand people share the same video and weep together, each alone before a glowing pane of glass. What unites them is the image, not one another.',
      gist: 'the spectacle brings separated people together only on condition that they stay apart',
      concepts: ['separation', 'spectacle', 'representation'],
      questions: [
        'Are online communities real communities?',
        'Does social media really bring us together?',
        'Can we feel close to people through a screen?',
      ],
      premise:
        'It assumes that a unity passed through images is a unity with the image, not among the people.',
      implication: 'The more we are connected this way, the less we will know how to be together without it.',
      attacks: ['mcluhan-involvement-empathy'],
      concedes: [],
      followUp: 'If the app shut down tonight, which of your online companions would you still have?',
      work: 'The Society of the Spectacle, thesis 29',
    },
    {
      id: 'debord-pseudo-festivals',
      issue: 'connection',
      claim:
        'Our online gatherings are pseudo-festivals, counterfeits of conversation and of giving, where nobody truly meets.',
      support:
        'The birthday wall fills with greetings the platform reminded everyone to send, a gift without any giving. A real festival is time lived in common, not watched in common.',
      gist: 'online gatherings are pseudo-festivals, counterfeits of conversation and of giving',
      concepts: ['spectacle', 'lived-life', 'separation'],
      questions: [
        'Are online friends real friends?',
        'Is a group chat a real community?',
        'Do birthday messages on social media mean anything?',
      ],
      premise:
        'It rests on the idea that a festival is time spent together without separation, which no broadcast can supply.',
      implication: 'The number of greetings we receive grows while the number of real meetings shrinks.',
      attacks: [],
      concedes: ['mcluhan-privacy-village'],
      followUp: 'When did you last spend a whole evening with friends and no screen at all?',
      work: 'The Society of the Spectacle, thesis 154',
    },
    {
      id: 'debord-village-gossip',
      issue: 'connection',
      claim:
        'A village is no paradise: villages have always been ruled by conformity, loneliness, neighbours spying on neighbours, boredom and the same spiteful gossip.',
      support:
        'The sage of Toronto spent decades admiring the freedoms of his global village, and only late in life admitted that mass media push people toward unreason. His village is a fair portrait of the feed: everyone watching everyone, and nobody free.',
      gist: 'the global village has all the vices of a village, from conformity and spying to gossip',
      concepts: ['global-village', 'separation', 'spectacle'],
      questions: [
        'Is the global village a good thing?',
        'Is the internet just one big gossipy small town?',
        'Does being connected to everyone make us any freer?',
      ],
      premise:
        'It rests on what every villager knows: where everyone can see everyone, the eye of the neighbour rules and difference is punished.',
      implication:
        'Wiring the whole planet into one village multiplies surveillance and conformity, not freedom.',
      attacks: ['mcluhan-global-village'],
      concedes: [],
      followUp: 'In the feed you live in, who is watching you, and what happens to anyone who is different?',
      work: 'Comments on the Society of the Spectacle',
    },
    // performance
    {
      id: 'debord-having-to-appearing',
      issue: 'performance',
      claim:
        'The economy first taught us to measure a life by what we own, and now it teaches us to measure it by what we show.',
      support:
        'The meal is photographed before it is tasted, and the holiday is worth what its pictures earn. What counts is no longer to be, or even to own, but to be seen.',
      gist: 'life has slid from being to owning, and now from owning to being seen',
      concepts: ['representation', 'selfie', 'commodity', 'like'],
      questions: [
        'Why do we post everything we do?',
        'Are we living our lives or performing them?',
        'Why do I photograph my food before eating it?',
      ],
      premise:
        'It rests on the history of the economy, which first made people value what they owned and now values what they display.',
      implication:
        'A life can be full of experiences and still contain none, if each one was lived only to be shown.',
      attacks: ['mcluhan-narcissus-misread'],
      concedes: [],
      followUp: 'What did you do this month only because it could be shown?',
      work: 'The Society of the Spectacle, thesis 17',
    },
    {
      id: 'debord-gestures-not-his',
      issue: 'performance',
      claim:
        "Even the spectator's gestures stop being his own; he repeats moves that someone else has already made for him on a screen.",
      support:
        'The pose at the sunset, the dance that trends for a week, the caption everyone writes: we perform scripts we did not write. Even our spontaneity arrives pre-packaged.',
      gist: 'the spectator repeats gestures that belong to the images, not to himself',
      concepts: ['alienation', 'spectator', 'performance'],
      questions: [
        'Is anyone authentic online?',
        'Are we all actors in our own lives?',
        'Why does everyone post the same kind of photos?',
      ],
      premise:
        'It assumes that a gesture copied from the ruling images belongs to the images, not to the person who makes it.',
      implication: 'The most natural-looking post may be the most alienated gesture of all.',
      attacks: ['mcluhan-photograph-gesture', 'mcluhan-private-self-dissolves'],
      concedes: [],
      followUp: 'Which of your last five posts would you have made if no one had made it first?',
      work: 'The Society of the Spectacle, thesis 30',
    },
    {
      id: 'debord-what-appears-is-good',
      issue: 'performance',
      claim:
        'The spectacle repeats one lesson without end: being seen and being good are the same thing, and what stays out of sight does not count.',
      support:
        'A like is that sentence in miniature, approval granted to whatever is visible. The person who gets few likes feels worthless because he has learned that to be unseen is to be nothing.',
      gist: 'the spectacle teaches that being seen and being good are the same thing',
      concepts: ['like', 'spectacle', 'representation'],
      questions: [
        'Why do I feel worthless when my post gets few likes?',
        'Why do we crave validation online?',
        'Are likes a measure of what we are worth?',
      ],
      premise:
        "It rests on the spectacle's monopoly over appearance, which leaves no other court where worth could be judged.",
      implication:
        'Those who chase visibility obey the spectacle most faithfully, even when they think they are expressing themselves.',
      attacks: ['mcluhan-private-self-dissolves'],
      concedes: [],
      followUp: 'What do you value that no one could ever like?',
      work: 'The Society of the Spectacle, thesis 12',
    },
    {
      id: 'debord-tourism',
      issue: 'performance',
      claim:
        'Travel for the feed is tourism perfected: a trip to look at what has already been made ordinary, and to bring back the picture everyone else brought back.',
      support:
        'The famous view is crowded with people photographing it exactly as it looked in the posts that sent them there. Human movement across the earth has become one more thing to consume.',
      gist: 'travelling for the feed means visiting what has long been made ordinary',
      concepts: ['commodity', 'representation', 'selfie'],
      questions: [
        'Why do we travel just to take pictures?',
        'Do we plan vacations around what looks good online?',
        'Why does everyone take the same holiday photos?',
      ],
      premise:
        'It rests on the way the economy has organised space itself, so that every place becomes a commodity to be visited and displayed.',
      implication: 'The more places we visit this way, the more the world will look the same everywhere.',
      attacks: ['mcluhan-photograph-gesture'],
      concedes: [],
      followUp: 'Where did you last go that no picture had shown you before?',
      work: 'The Society of the Spectacle, thesis 168',
    },
    // celebrity
    {
      id: 'debord-celebrity-seemingly-lived',
      issue: 'celebrity',
      claim:
        'The celebrity is a living person turned into an image, a professional of the apparently lived, who lives in public so that others need not live at all.',
      support:
        'The influencer acts out a possible life, the travels, the love, the shopping, which her followers consume in place of their own. Her banality is the point: she embodies a role anyone might imagine playing.',
      gist: 'the celebrity is a professional of the apparently lived, living so that others need not',
      concepts: ['celebrity', 'spectacle', 'lived-life'],
      questions: [
        'Why do people idolize influencers?',
        'What is wrong with celebrity culture?',
        'Why do we follow the lives of famous people?',
      ],
      premise:
        'It rests on the separation between the few who live publicly on our behalf and the many who watch instead of living.',
      implication:
        "Every hour spent following someone else's life is an hour in which one's own is lived by proxy.",
      attacks: ['mcluhan-cool-personality'],
      concedes: [],
      followUp: 'What are you doing through the influencers you follow that you are not doing yourself?',
      work: 'The Society of the Spectacle, thesis 60',
    },
    {
      id: 'debord-star-against-individual',
      issue: 'celebrity',
      claim:
        'The star is the very opposite of an individual: to become a model for millions, she must crush what is individual in herself and in them.',
      support:
        'To become a brand, the influencer gives up every choice the sponsor does not approve, and her authenticity becomes a product line. What she models is not freedom but the renunciation of it.',
      gist: 'the star gives up her own individuality to be a model, and teaches others to do the same',
      concepts: ['celebrity', 'alienation', 'commodity'],
      questions: [
        'Do influencers have any freedom?',
        'Does fame make a person less free?',
        'Should kids dream of becoming famous online?',
      ],
      premise:
        'It assumes that to serve as a model of consumption, the star must give up whatever in her could not be sold.',
      implication: 'The children who dream of fame are dreaming of giving up their own lives.',
      attacks: ['mcluhan-retrieved-bard'],
      concedes: [],
      followUp: 'What would a famous person have to give up to keep her followers?',
      work: 'The Society of the Spectacle, thesis 61',
    },
    {
      id: 'debord-stars-of-consumption',
      issue: 'celebrity',
      claim:
        'Influencers are stars of consumption: they dramatise holidays, clothes and gadgets as though these were what life is for.',
      support:
        "They show the by-products of everyone's labour, the vacations and the shopping, lifted above work as if they were its goal. Every unboxing video is a small liturgy of that confusion.",
      gist: 'influencers are stars of consumption who present shopping and holidays as the goal of life',
      concepts: ['celebrity', 'commodity', 'advertising'],
      questions: [
        'Are influencers just walking advertisements?',
        'Why do people watch strangers unbox things?',
        'What are influencers really selling?',
      ],
      premise:
        'It rests on the role of the star in the spectacle, which is to embody a style of consumption that others can only imitate.',
      implication:
        'Following an influencer is being trained, pleasantly, in what to want, and paying for the lesson with your attention.',
      attacks: ['mcluhan-fame-reverses'],
      concedes: [],
      followUp: 'What did the last influencer you watched want you to want?',
      work: 'The Society of the Spectacle, chapter 3',
    },
    // addiction
    {
      id: 'debord-guardian-of-sleep',
      issue: 'addiction',
      claim:
        'The spectacle stands guard over our sleep: it is the bad dream of a society in chains whose only remaining wish is to sleep on.',
      support:
        'At two in the morning the thumb keeps moving because the day offered nothing worth waking for. The scroll is not a drug that grabbed you but a sleep that your life invited.',
      gist: 'the spectacle guards the sleep of a chained society that wants only to keep sleeping',
      concepts: ['addiction', 'spectacle', 'alienation'],
      questions: [
        "Why can't we stop scrolling?",
        'Are we addicted to our screens?',
        'Do screens put us to sleep while we are awake?',
      ],
      premise:
        'It rests on the view that people flee into images only when their real activity has been taken from them.',
      implication: 'No app limit will cure the habit while waking life remains not worth living.',
      attacks: ['mcluhan-narcosis'],
      concedes: [],
      followUp: 'What would you have to wake up to if you put the phone down tonight?',
      work: 'The Society of the Spectacle, thesis 21',
    },
    {
      id: 'debord-pseudo-needs',
      issue: 'addiction',
      claim:
        'The urge to keep scrolling is a pseudo-need, manufactured by an economy that must sell us more than we could ever want.',
      support:
        'No untouched desire is left to resist the needs that consumption imposes, since our desires were shaped by the same society. Each new model, each new feature is sold as the final satisfaction and disappoints on arrival.',
      gist: 'the urge to keep scrolling is a pseudo-need manufactured by the economy',
      concepts: ['pseudo-need', 'commodity', 'addiction'],
      questions: [
        "Why do we keep scrolling when it doesn't make us happy?",
        'Are apps designed to hook us?',
        'Why do I want things I never needed?',
      ],
      premise:
        'It assumes that our needs are not fixed by nature but produced, and that an economy of abundance must produce them without end.',
      implication:
        'Every satisfaction the feed offers is designed to be incomplete, since a satisfied user is a lost one.',
      attacks: ['mcluhan-cool-involving'],
      concedes: [],
      followUp: 'Which need did your phone create before it offered to satisfy it?',
      work: 'The Society of the Spectacle, thesis 68',
    },
    {
      id: 'debord-consumable-time',
      issue: 'addiction',
      claim:
        'Our scrolling hours are consumable time, sold back to us in identical slices that feel new and never change.',
      support:
        "The old world had seasons and festivals; the spectacle offers pseudo-cyclical time, the daily return of the same packaged moments. Tonight's feed is last night's feed in a different order.",
      gist: 'screen leisure is consumable time sold back in identical slices',
      concepts: ['commodity', 'spectacle', 'lived-life'],
      questions: [
        'Why does time online feel wasted?',
        'Where do the hours go when I scroll?',
        'Is binge watching a problem?',
      ],
      premise:
        'It rests on the fact that time itself has become a commodity, measured, packaged and sold back in units.',
      implication: 'A person can spend years online and remember not a single one of those evenings.',
      attacks: ['mcluhan-overheated-reversal'],
      concedes: [],
      followUp: 'Which evening of scrolling from last month can you actually remember?',
      work: 'The Society of the Spectacle, chapter 6',
    },
    // truth
    {
      id: 'debord-true-moment-false',
      issue: 'truth',
      claim:
        'Our world really is standing on its head, so even a true image shows up only as one passing moment inside the false.',
      support:
        'A real fact gets into the feed only as one image among fakes, judged by the same clicks. The deepfake is not a break in the system; it is the system being honest about itself.',
      gist: 'in a world standing on its head, the true survives only as a moment within the false',
      concepts: ['fake', 'representation', 'spectacle'],
      questions: [
        'Can we still tell what is real?',
        'Is anything online true anymore?',
        'Are deepfakes destroying the truth?',
      ],
      premise:
        'It rests on the spectacle being an inversion of life, so that anything true must pass through the form of its opposite to be seen.',
      implication: 'Debunking one lie at a time is useless when the whole form of appearance is the lie.',
      attacks: ['mcluhan-no-point-of-view'],
      concedes: [],
      followUp: 'Where would you have to stand to see the world without first seeing its image?',
      work: 'The Society of the Spectacle, thesis 9',
    },
    {
      id: 'debord-unanswerable-lies',
      issue: 'truth',
      claim:
        'The integrated spectacle no longer needs to hide its lies; it makes them unanswerable, since no one has a place left from which to check.',
      support:
        'When experts, witnesses and archives appear on the same screen as the liars, a refutation is just one more post. Secrecy spreads everywhere while everyone believes he sees everything.',
      gist: 'the integrated spectacle makes lies unanswerable by removing any place to check them',
      concepts: ['integrated-spectacle', 'fake', 'spectacle'],
      questions: [
        'Why does fake news spread?',
        'Why do people believe lies that are easy to check?',
        'Has the internet made propaganda easier?',
      ],
      premise:
        'It rests on the features of the integrated spectacle, among them generalised secrecy and lies that no one can answer.',
      implication: 'The more information circulates, the less of it anyone can verify.',
      attacks: ['mcluhan-news-mosaic'],
      concedes: [],
      followUp: 'Whom could you ask today, outside any screen, whether the news is true?',
      work: 'Comments on the Society of the Spectacle, section 5',
    },
    {
      id: 'debord-reality-invaded',
      issue: 'truth',
      claim:
        'There is no clean real world to set against the images, for everyday life has itself been occupied by watching and rearranged to suit it.',
      support:
        'The real turns up inside the show, and the show becomes real: people now go to places, protests and parties in order to produce the images. Each estranges the other, and that is what holds this society together.',
      gist: 'everyday life has been occupied by the spectacle, so no untouched real is left to check against',
      concepts: ['representation', 'lived-life', 'spectacle', 'fake'],
      questions: [
        'Is the world on my screen the real world?',
        'Do real events now happen just to be filmed?',
        'Is there still a real world behind the images?',
      ],
      premise:
        'It rests on the refusal to oppose the spectacle abstractly to real social activity, since each now contains the other.',
      implication:
        'Going back to real life is no simple escape, because real life has been rearranged to feed the images.',
      attacks: ['mcluhan-oral-rumour'],
      concedes: [],
      followUp: 'What did you last do that would not have happened at all without a camera?',
      work: 'The Society of the Spectacle, thesis 8',
    },
    // polarization
    {
      id: 'debord-staged-quarrels',
      issue: 'polarization',
      claim:
        'The spectacle stages noisy quarrels between rival images so that the real opposition never appears.',
      support:
        'Left and right do battle daily in the comment sections, and the platforms profit from both armies. Behind the false conflict lies the unity of a system that neither side questions.',
      gist: 'staged quarrels between rival images hide the unity of the system',
      concepts: ['conflict', 'spectacle', 'capital'],
      questions: [
        'Are online culture wars real?',
        'Who benefits when we fight each other online?',
        'Is all the outrage online real conflict?',
      ],
      premise:
        'It rests on the distinction between spectacular rivalries, which change nothing, and a real contest over how life is organised.',
      implication:
        'The angriest online partisan may be the most loyal servant of the order he believes he is fighting.',
      attacks: ['mcluhan-village-feuds'],
      concedes: [],
      followUp: 'What would the two sides of your latest online argument both agree never to question?',
      work: 'The Society of the Spectacle, chapter 3',
    },
    {
      id: 'debord-opposite-of-dialogue',
      issue: 'polarization',
      claim:
        'The spectacle is the opposite of conversation, since it speaks and nobody answers, so our online shouting matches are only monologues set side by side.',
      support:
        'Each user speaks to an audience, never to an adversary, and waits for the count of approval. Nobody in a comment thread is trying to reach anybody.',
      gist: 'the spectacle is the opposite of dialogue, so online quarrels are monologues',
      concepts: ['conflict', 'spectator', 'spectacle'],
      questions: [
        'Can we have a real conversation online?',
        'Why do online arguments never change minds?',
        'Is online debate a dialogue?',
      ],
      premise:
        'It assumes that dialogue needs people who face each other as equals in a shared activity, which the screen replaces with an audience.',
      implication:
        'More debate online will produce more division, since the form itself forbids anyone from being persuaded.',
      attacks: ['mcluhan-retribalization'],
      concedes: [],
      followUp: 'When did an online argument last change your mind, and what made it different?',
      work: 'The Society of the Spectacle, thesis 18',
    },
    {
      id: 'debord-false-choice',
      issue: 'polarization',
      claim:
        'Picking a side online is the false choice of spectacular abundance: loyalty whipped up over rival brands of the same thing.',
      support:
        'Like supporters of two football clubs, the camps fight with passion over differences that change nothing in how either of them lives. The passion is real; the choice is not.',
      gist: 'taking sides online is a false choice between rival brands of the same thing',
      concepts: ['conflict', 'spectacle', 'commodity'],
      questions: [
        'Why do I feel I have to pick a side on everything?',
        'Are the two sides online really that different?',
        'Is political tribalism real or just a show?',
      ],
      premise:
        'It rests on the observation that the spectacle offers choices among competing images while leaving the conditions of life outside any choice.',
      implication:
        'The more fiercely people take sides online, the less they notice what neither side allows them to choose.',
      attacks: ['mcluhan-action-reaction'],
      concedes: [],
      followUp: 'What would you choose, if you could choose something that no side online offers?',
      work: 'The Society of the Spectacle, thesis 62',
    },
    // profit
    {
      id: 'debord-capital-image',
      issue: 'profit',
      claim:
        'The spectacle is capital piled up so high that it has turned into an image, and the feed is what that image looks like today.',
      support:
        "The platform's fortune is made of our photographs, our quarrels and our hours, turned into a stream of pictures and sold. What looks like a friend's holiday is, seen rightly, a balance sheet.",
      gist: 'the spectacle is capital grown so great that it takes the form of an image',
      concepts: ['capital', 'representation', 'commodity'],
      questions: [
        'Who profits from social media?',
        'Is social media just capitalism?',
        'If the app is free, are we the product?',
        'How can a free app be worth billions?',
      ],
      premise:
        'It rests on the view that the economy, not technology, is the moving force of modern life, and images are its latest form.',
      implication: 'Changing the technology without changing who owns it would change nothing that matters.',
      attacks: ['mcluhan-ads-ritual'],
      concedes: ['mcluhan-lease-on-senses'],
      followUp: 'What is the platform you use most actually selling, and to whom?',
      work: 'The Society of the Spectacle, thesis 34',
    },
    {
      id: 'debord-commodity-occupation',
      issue: 'profit',
      claim:
        'The commodity now occupies the whole of social life: we no longer merely see it among other things, we see nothing else.',
      support:
        "Between a friend's wedding and a sponsored post the feed draws no line, and soon the eye stops drawing one too. The world you see on the screen is the commodity's world.",
      gist: 'the commodity occupies all of social life until it is all that anyone sees',
      concepts: ['commodity', 'advertising', 'spectacle'],
      questions: [
        "Why are ads everywhere, even in my friends' posts?",
        'Does everything become a product online?',
        'Are we consumers or are we being consumed?',
      ],
      premise:
        'It assumes that the spectacle is the stage of capitalism at which commodities no longer need separate places to be sold.',
      implication:
        'Nothing we share is safe from becoming an advertisement, not even our grief or our protest.',
      attacks: ['mcluhan-ads-ritual'],
      concedes: [],
      followUp: 'Which part of your feed would you swear is not selling anything?',
      work: 'The Society of the Spectacle, thesis 42',
    },
    {
      id: 'debord-leisure-consumer',
      issue: 'profit',
      claim:
        'Our free hours are not free: the economy that once needed us only as workers now needs our leisure as a second shift.',
      support:
        'Once the factories could produce enough, the worker despised on the job found himself flattered as a customer the moment he clocked off. Now every moment of scrolling is labour for the platform, paid in distraction.',
      gist: 'the economy turns leisure into a second shift of consumption',
      concepts: ['capital', 'commodity', 'alienation'],
      questions: [
        'Is scrolling a kind of unpaid work?',
        'Is my free time really free?',
        'Are we the product or the workers?',
      ],
      premise:
        'It rests on the history of capitalism, which first exploited working time and then colonised the time left over.',
      implication:
        'Digital leisure makes the working day endless, since no hour is left outside the economy.',
      attacks: [],
      concedes: ['mcluhan-lease-on-senses'],
      followUp: 'Who profited from the last hour you spent resting with your phone?',
      work: 'The Society of the Spectacle, thesis 43',
    },
    // children
    {
      id: 'debord-generation-molded',
      issue: 'children',
      claim:
        "A generation raised inside the spectacle knows no other world to measure it against, and that is the spectacle's greatest success.",
      support:
        'Children who learned to see themselves through screens before they could walk a street alone cannot miss what they never had. A domination that has shaped a whole generation no longer needs to argue.',
      gist: 'a generation raised inside the spectacle has no other world to compare it with',
      concepts: ['child', 'integrated-spectacle', 'spectacle'],
      questions: [
        'What happens to kids who grow up online?',
        'Is Gen Z the first generation raised by screens?',
        'Will kids today ever know what a real childhood is?',
      ],
      premise:
        'It rests on the fact that criticism needs the memory of something else, and those born inside the spectacle are deprived of it.',
      implication: 'Parents who remember another childhood carry a knowledge that is about to disappear.',
      attacks: ['mcluhan-no-inevitability'],
      concedes: [],
      followUp: 'What did your childhood have that you could never explain to a child today?',
      work: 'Comments on the Society of the Spectacle',
    },
    {
      id: 'debord-play-and-street',
      issue: 'children',
      claim:
        'A child needs the street, play and unplanned adventure, the very things the spectacle replaces with watching others play.',
      support:
        'We wanted cities built for play and drifting, where every corner could surprise. The child watching strangers unwrap toys on a screen has been made a spectator before he was ever a player.',
      gist: 'children need free play and wandering, which watching replaces',
      concepts: ['child', 'derive', 'lived-life', 'situation'],
      questions: [
        'Should kids be outside instead of online?',
        'Do children still play, and does it matter?',
        'Is it bad for kids to watch other kids play online?',
      ],
      premise:
        "It assumes that play is the free construction of one's own moments, the opposite of consuming moments built by others.",
      implication: 'A childhood full of content can be empty of a single adventure.',
      attacks: ['mcluhan-tv-child'],
      concedes: [],
      followUp: 'Where in your town could a child wander for an afternoon without anyone planning it?',
      work: 'Theory of the Derive',
    },
    {
      id: 'debord-reading-judgement',
      issue: 'children',
      claim:
        'Children now meet the machine and its ready answers before they can read, and reading is where one learns to judge at every line.',
      support:
        'A screen gives answers without ever asking for a judgement, so a child can learn of everything and weigh nothing. Real conversation is withering, and the people who knew how to hold one are dying out with it.',
      gist: 'children meet the screen before they can read, and so never learn to judge',
      concepts: ['child', 'attention', 'integrated-spectacle'],
      questions: [
        'Should toddlers learn on tablets before they can read?',
        'Are kids losing the ability to read properly?',
        'Is it bad that kids ask the internet instead of thinking for themselves?',
      ],
      premise:
        'It assumes that judgement is a habit formed by slow reading, which no stream of ready answers can replace.',
      implication:
        'A generation fluent with machines but unable to read closely will believe whatever the machine tells it.',
      attacks: ['mcluhan-learning-outside'],
      concedes: [],
      followUp: 'When did your child last have to weigh something up without a screen to ask?',
      work: 'Comments on the Society of the Spectacle',
    },
    {
      id: 'debord-organised-leisure',
      issue: 'children',
      claim:
        "Children's free time is now organised for them as spectacle, and organised leisure is the first lesson in passivity.",
      support:
        'A child handed a tablet at dinner learns that the pause in life is to be filled by watching, never by inventing. The leisure of the spectacle asks nothing of its public but that it stay put.',
      gist: 'organised screen leisure teaches children passivity from the start',
      concepts: ['child', 'spectator', 'situation'],
      questions: [
        'Is it bad to hand a toddler an iPad to keep them quiet?',
        'Does a child need boredom?',
        'Should I let my kids watch videos all weekend?',
      ],
      premise:
        'It assumes that leisure organised as a show trains non-intervention, the principle of the spectacle, long before any politics.',
      implication: 'The quiet child with a tablet is being prepared for a quiet life as a spectator.',
      attacks: ['mcluhan-learning-outside', 'mcluhan-tv-child'],
      concedes: [],
      followUp: 'What did you invent as a child on the days when there was nothing to watch?',
      work: 'Report on the Construction of Situations',
    },
    // resistance
    {
      id: 'debord-detournement',
      issue: 'resistance',
      claim:
        "Take the spectacle's own images and turn them against it: that is detournement, and every sharp parody is a small act of it.",
      support:
        'Any element can be lifted from its place and set in a new whole that reverses its meaning, as when we proposed redubbing a racist epic to denounce what it glorified. A meme that mocks an advert is detournement in its infancy.',
      gist: "the spectacle's own images can be hijacked and turned against it",
      concepts: ['detournement', 'resistance', 'representation'],
      questions: [
        'Can memes be a form of resistance?',
        'Can we use the internet against itself?',
        'Can parody fight back against advertising?',
      ],
      premise:
        'It rests on the conviction that ideas improve by borrowing, since any old element can be lifted out of its setting and made to mean something new.',
      implication:
        "The spectacle's vast stock of images is also the largest arsenal ever left lying around for its enemies.",
      attacks: ['mcluhan-awareness', 'mcluhan-probe'],
      concedes: [],
      followUp: 'Which image from your feed would you most like to turn against its makers?',
      work: "A User's Guide to Detournement, with Gil Wolman",
    },
    {
      id: 'debord-supersede-art',
      issue: 'resistance',
      claim:
        'Do not wait for artists to see for you: art has to stop being the specialty of a gifted few and be realised in the everyday life of everyone.',
      support:
        'Dada wanted to abolish art without realising it, and Surrealism to realise it without abolishing it, and each failed for lack of the other. The point is not to admire the artist who sees, but for everyone to make his own life.',
      gist: 'art must stop being the specialty of a few and be realised in everyday life',
      concepts: ['situation', 'resistance', 'lived-life'],
      questions: [
        'Can artists save us from technology?',
        'Is art the answer to screen culture?',
        'Should we leave it to artists to show us what screens do to us?',
      ],
      premise:
        'It rests on the conviction that every separate specialty, art included, keeps the many as spectators of the few.',
      implication:
        'A society that relies on its artists to see for it has already accepted being an audience.',
      attacks: ['mcluhan-artist'],
      concedes: [],
      followUp: 'If you had to make one evening of your week into a work of art, what would you do with it?',
      work: 'The Society of the Spectacle, thesis 191',
    },
    {
      id: 'debord-derive',
      issue: 'resistance',
      claim:
        'Put the phone away and drift through your city, letting the terrain rather than the feed decide where you go.',
      support:
        "A sociologist once mapped a Paris student's whole year as a tiny triangle between home, school and piano lessons. The feed draws the same narrow triangle around a mind, and the drift breaks it.",
      gist: 'drifting through the city breaks the narrow routines the spectacle lays down',
      concepts: ['derive', 'resistance', 'lived-life'],
      questions: [
        'What if we just went for walks without our phones?',
        'Is there any point in a digital detox?',
        'How do I live more directly?',
        'Is wandering a city a kind of protest?',
      ],
      premise:
        'It rests on the idea that places have their own pulls and moods, which only a walker without a fixed goal discovers.',
      implication: 'The most radical thing a person can do with an afternoon may be to get lost in it.',
      attacks: ['mcluhan-awareness'],
      concedes: [],
      followUp: 'When did you last walk somewhere with no destination and no map on a screen?',
      work: 'Theory of the Derive',
    },
    {
      id: 'debord-construct-situations',
      issue: 'resistance',
      claim:
        'Understanding is not enough; we must construct situations, moments of life made to be lived by those who are in them.',
      support:
        'The share of mere onlookers must keep shrinking, and the share of those who live their moments rather than watch them must grow. A probe that describes the spectacle without breaking it becomes one more of its commentators.',
      gist: 'people must construct situations to live, rather than merely understand or watch',
      concepts: ['situation', 'resistance', 'spectator'],
      questions: [
        'Is it enough to just understand technology?',
        'What should I do instead of watching?',
        'How can we live instead of watch?',
        'How do I stop being a spectator of my own life?',
        'Can a protest that only happens online change anything?',
      ],
      premise:
        'It rests on the belief that the spectacle is a social order, and social orders are changed only by action.',
      implication:
        'Anyone who only interprets the screen has made his peace with it, however clever the interpretation.',
      attacks: ['mcluhan-probe'],
      concedes: [],
      followUp:
        'What situation could you build with friends this week that no one could watch instead of living?',
      work: 'Report on the Construction of Situations',
    },
    // panic
    {
      id: 'debord-not-decoration',
      issue: 'panic',
      claim:
        'This is no panic over a gadget: the spectacle is not an ornament hung on the real world but the core of what makes this society unreal.',
      support:
        'The old worriers feared that novels would corrupt morals; the spectacle corrupts nothing in particular because it replaces everything in general. It is the form of a whole society, not a fashion among the young.',
      gist: 'the spectacle is not an ornament on real life but the core of its unreality',
      concepts: ['spectacle', 'panic', 'capital'],
      questions: [
        "Isn't this just another moral panic?",
        'Is your critique just nostalgia?',
        'Are you just another prophet of doom?',
      ],
      premise:
        'It rests on the analysis of the spectacle as both the result and the project of the existing mode of production.',
      implication:
        'Those who dismiss the critique as a panic prove its point, since they can no longer imagine anything outside the screen.',
      attacks: ['mcluhan-rear-view'],
      concedes: [],
      followUp: 'What would have to be true of our society for this to be more than a panic?',
      work: 'The Society of the Spectacle, thesis 6',
    },
    {
      id: 'debord-technological-renewal',
      issue: 'panic',
      claim:
        'Incessant technological renewal is itself a weapon: each new device arrives before anyone can judge the last.',
      support:
        "The integrated spectacle renews its gadgets without pause, so the critic is always told he is attacking yesterday's machine. Novelty is how the spectacle avoids ever being caught.",
      gist: 'incessant technological renewal keeps anyone from judging the last novelty',
      concepts: ['integrated-spectacle', 'panic', 'screen'],
      questions: [
        'Will people in a hundred years laugh at our worries about phones?',
        'Are the fears about screens overblown?',
        'Why does every new gadget arrive before we understand the last one?',
      ],
      premise:
        'It rests on the first feature of the integrated spectacle, technological renewal that never stops.',
      implication: 'Waiting to see how a technology turns out means never judging any technology at all.',
      attacks: ['mcluhan-old-as-art', 'mcluhan-thamus-right'],
      concedes: [],
      followUp:
        'Which gadget were people worried about ten years ago, and did anyone ever finish judging it?',
      work: 'Comments on the Society of the Spectacle, section 5',
    },
  ],
  terms: [
    {
      concept: 'spectacle',
      meaning:
        'By the spectacle I mean not pictures as such but the relation people have with one another once images stand between them.',
      example: "Friends who know each other mostly through each other's posts are living inside it.",
    },
    {
      concept: 'spectator',
      meaning:
        'The spectator is the person made passive by contemplation, watching a life he has been separated from.',
      example: "The fan who knows every detail of a star's wedding and nothing of his neighbour's is one.",
    },
    {
      concept: 'representation',
      meaning:
        'Representation is what life becomes when it is no longer lived directly but held at a distance as an image.',
      example:
        'A birthday that exists mainly as the photos posted afterwards has passed into representation.',
    },
    {
      concept: 'separation',
      meaning:
        'Separation is the beginning and end of the spectacle: people cut off from their activity, their products and one another.',
      example: 'Two flatmates messaging each other from rooms a few metres apart give a small picture of it.',
    },
    {
      concept: 'commodity',
      meaning:
        "A commodity is anything made to be exchanged rather than lived, and the spectacle is the commodity's total occupation of life.",
      example: 'A friendship measured in followers and engagement has become a commodity.',
    },
    {
      concept: 'alienation',
      meaning:
        "Alienation is the state in which a person's own activity and desires come back to him as a foreign power that rules him.",
      example: 'Wanting a body you saw in an advert, and hating your own for falling short, is alienation.',
    },
    {
      concept: 'detournement',
      meaning:
        'Detournement is the hijacking of existing images and words, set in a new whole that turns their meaning against itself.',
      example: 'Putting a strike slogan into the speech bubble of a romance comic is a simple case.',
    },
    {
      concept: 'derive',
      meaning:
        "The derive, or drift, is a quick passage through a city's varied moods, letting the attractions of the terrain guide you.",
      example:
        'Leaving the house with friends and no destination, turning wherever a street pulls you, is a drift.',
    },
    {
      concept: 'situation',
      meaning:
        'A constructed situation is a moment of life deliberately built by its participants to be lived, not watched.',
      example: 'A group that turns an ordinary night into a game played across its own city has built one.',
    },
    {
      concept: 'integrated-spectacle',
      meaning:
        'The integrated spectacle is its late form, which has merged its earlier rival versions and fused state and economy, leaving no outside.',
      example: 'A world where protest, news and advertising share one screen and one format is integrated.',
    },
    {
      concept: 'pseudo-need',
      meaning:
        "A pseudo-need is a need manufactured by the economy and felt as if it were a desire of one's own.",
      example: 'The urge to replace a working phone because a new model launched is a pseudo-need.',
    },
    {
      concept: 'celebrity',
      meaning:
        'The celebrity is the spectacular image of a living person, who acts out a possible life in place of ours.',
      example: 'An influencer whose morning routine millions copy is playing exactly that role.',
    },
    {
      concept: 'capital',
      meaning:
        'Capital is accumulated value that must keep growing, and the spectacle is capital grown so large it becomes an image.',
      example: 'A platform worth billions that produces nothing but feeds is capital become image.',
    },
  ],
};
