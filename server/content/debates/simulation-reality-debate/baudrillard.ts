import type { SeatInput } from '../../schema';

/**
 * The Shadow Play: Baudrillard as the Theorist of Simulacra, against Plato. Not a believer in a computer behind the
 * world: the real has not been hidden but replaced by its models and signs, and he says plainly that The Matrix
 * misread him by bringing back Plato's old contrast of illusion and reality.
 */
export const baudrillard: SeatInput = {
  role: 'debater',
  stances: [
    {
      issue: 'simulation-hypothesis',
      position:
        'Not in a computer: simulation is not a machine hidden behind the world but what has happened to the world, where models and signs now produce the real.',
    },
    {
      issue: 'appearance-reality',
      position:
        'There is no longer a deep reality behind appearances: the image has passed through its phases and now refers to nothing but itself.',
    },
    {
      issue: 'dreaming',
      position:
        'The difference between dream and waking has collapsed, because the dream has been built into the world and the real now looks like a hallucination of itself.',
    },
    {
      issue: 'copy-original',
      position:
        'The question belongs to the age of the counterfeit; in the age of series and codes, copies no longer have an original to be measured against.',
    },
    {
      issue: 'hyperreal',
      position:
        'Yes: the map now precedes the territory, and the hyperreal, produced from models, is more real than the real it replaces.',
    },
    {
      issue: 'media-events',
      position:
        'The media do not show events but absorb them: information devours meaning, and a war can be staged and consumed without taking place as a war.',
    },
    {
      issue: 'puppeteers',
      position:
        'Nobody holds the strings: power itself is simulated, polls produce the opinions they measure, and the masses answer every message with silence.',
    },
    {
      issue: 'escape',
      position:
        'There is no outside to escape to; every exit is sold back to us, and the only strategy left is irony and excess.',
    },
    {
      issue: 'virtual-life',
      position:
        'The virtual is not an escape from the real but its perfect completion, and what it kills is not reality but the illusion that made life worth living.',
    },
    {
      issue: 'maker',
      position:
        'Nobody made it: the real was killed in a perfect crime without a criminal, and a maker behind the scenes is only our last guarantee of truth.',
    },
    {
      issue: 'art-fiction',
      position:
        'Films and images no longer stand apart from the world to deceive it; they continue it, and art has dissolved into the aestheticization of everything.',
    },
    {
      issue: 'signs-consumption',
      position:
        'We do not consume things but signs: objects are bought for the differences they mark, and advertising works without being believed.',
    },
    {
      issue: 'does-it-matter',
      position:
        'Our outrage at fakes keeps a moral reality alive as a ghost; what truly matters is keeping the world its secret and its illusion.',
    },
  ],
  arguments: [
    // simulation-hypothesis
    {
      id: 'baudrillard-matrix-misread',
      issue: 'simulation-hypothesis',
      claim:
        'We are not in the Matrix of the films: there is no hidden machine behind the world, and The Matrix, which shows my book on screen, misread it.',
      support:
        'I said at the time that the film confused the new problem of simulation with the old Platonic problem of illusion. It keeps a true world outside the program, which is exactly what simulation has abolished.',
      gist: 'the Matrix films misread simulation by reviving the old Platonic contrast of illusion and reality',
      concepts: ['matrix-film', 'simulation', 'reality'],
      questions: [
        'Did the Matrix get your ideas right?',
        'Are we living in the Matrix?',
        'What did you think of the Matrix movie?',
      ],
      premise:
        'It rests on the claim that simulation is not a lie about the real but the disappearance of the difference between the real and its signs.',
      implication:
        'A red pill is useless when there is no outside, and every escape story becomes one more product of the system it denounces.',
      attacks: ['plato-cave-our-condition'],
      concedes: ['plato-computer-another-cave'],
      followUp:
        'If you woke up from the simulation, how would you know the waking was not also a scene in it?',
      work: 'an interview in Le Nouvel Observateur',
    },
    {
      id: 'baudrillard-no-model-behind',
      issue: 'simulation-hypothesis',
      claim:
        'Simulation today is no longer the copy of a model at all: models come first and generate a real without origin, which I call the hyperreal.',
      support:
        'Once, an image reflected something or hid something. Now codes, formulas and programs produce what we take for reality, and there is nothing behind them for the copy to betray.',
      gist: 'models now generate a real without origin, so nothing stands behind the copy',
      concepts: ['simulacrum', 'hyperreal', 'original', 'reality'],
      questions: [
        'Is there an original reality behind the simulation?',
        'What is simulation, really?',
        'What is the difference between simulation and copying?',
      ],
      premise:
        'It rests on what I observe in our sciences and media, where the model is built first and the world is adjusted to fit it.',
      implication:
        'Whether we live in a simulation is badly asked: we live in its effects, and no original remains to compare them with.',
      attacks: ['plato-cosmos-likeness', 'plato-cave-our-condition', 'plato-code-is-a-model'],
      concedes: [],
      followUp:
        'Can you name a part of your daily world that was not designed from a model before it existed?',
      work: 'Simulacra and Simulation, The Precession of Simulacra',
    },
    {
      id: 'baudrillard-hypothesis-alibi',
      issue: 'simulation-hypothesis',
      claim:
        'The computer hypothesis is a comforting fable, because it keeps the real safe somewhere else, in the laboratory of the programmers.',
      support:
        'It works like Disneyland: by imagining one fake world, it persuades us that a real one exists outside it. The thrill it offers is a luxury, the last guarantee that there is an original.',
      gist: 'the computer simulation hypothesis comforts us by locating the real safely elsewhere',
      concepts: ['simulation', 'computer', 'reality', 'disneyland'],
      questions: [
        'What is wrong with the simulation hypothesis?',
        'Is the computer simulation theory a myth?',
        'Why do people love the simulation theory?',
      ],
      premise:
        'It assumes that the great fear of our age is not that the world is fake, but that there is nothing behind the fakes.',
      implication:
        'The more popular the theory becomes, the more it works as a reassurance, a nostalgia for the real disguised as a threat.',
      attacks: ['plato-hollows-of-earth'],
      concedes: ['plato-computer-another-cave'],
      followUp: 'Why is the idea of programmers behind the world more comforting than frightening?',
      work: 'Simulacra and Simulation, The Precession of Simulacra',
    },
    {
      id: 'baudrillard-simulation-not-pretence',
      issue: 'simulation-hypothesis',
      claim:
        'To simulate is not to pretend: a pretender hides the truth, but a simulator produces real symptoms, so no test can tell him from the genuine case.',
      support:
        'Someone who feigns an illness can simply stay in bed. Someone who simulates one produces in himself some of its true symptoms, and medicine can no longer decide whether he is ill.',
      gist: 'simulation produces real symptoms, so it cannot be unmasked as a mere pretence',
      concepts: ['simulation', 'truth', 'illusion'],
      questions: [
        'Could we ever test whether we are in a simulation?',
        'What is the difference between simulation and pretending?',
        'How would we know the world is simulated?',
      ],
      premise:
        'It rests on the observation that a perfect simulation leaves nothing to distinguish it, and so threatens the difference between true and false itself.',
      implication:
        'Physicists hunting for glitches in the universe are looking for a pretence, and they will never catch a simulation that way.',
      attacks: ['plato-hollows-of-earth', 'plato-measure-of-fake'],
      concedes: [],
      followUp: 'If a simulated fever has real symptoms, in what sense is it not a fever?',
      work: 'Simulacra and Simulation, The Precession of Simulacra',
    },
    // appearance-reality
    {
      id: 'baudrillard-phases-of-image',
      issue: 'appearance-reality',
      claim:
        'There was once a reality behind appearances, but the image has passed through its phases and now bears no relation to any reality at all.',
      support:
        'First the image mirrors a deep reality, then it disguises and twists it, then it disguises that nothing is there, and at last it answers to nothing but itself. Plato knew the faithful copy and the lying one; we live in the last phase.',
      gist: 'the image has passed from reflecting reality to having no relation to any reality',
      concepts: ['image', 'simulacrum', 'reality', 'appearance'],
      questions: [
        'Is there any reality behind the images?',
        'Is there still a real world behind appearances?',
        'What are the phases of the image?',
      ],
      premise:
        'It rests on a history of images, from the sacred icon to the television screen, in which the image gradually freed itself from anything it showed.',
      implication:
        'Looking behind appearances, the old philosophical gesture, now finds only more appearances, and finally nothing at all.',
      attacks: ['plato-divided-line', 'plato-sun-source', 'plato-equal-sticks'],
      concedes: [],
      followUp: 'When you look behind an image today, what do you usually find, the thing or another image?',
      work: 'Simulacra and Simulation, The Precession of Simulacra',
    },
    {
      id: 'baudrillard-iconoclasts',
      issue: 'appearance-reality',
      claim:
        'The real danger of images was never that they hide the original but that they make it unnecessary, as the iconoclasts understood.',
      support:
        'The Byzantine iconoclasts smashed images of God because they sensed that the images could replace him, and that behind them there might be nothing at all. They took images more seriously than the worshippers did.',
      gist: 'images threaten not by hiding the original but by making it unnecessary',
      concepts: ['image', 'god', 'original', 'reality'],
      questions: [
        'Can images replace reality?',
        'Why were people afraid of images?',
        'Do images make the real thing unnecessary?',
      ],
      premise:
        'It assumes that an image powerful enough to be worshipped is powerful enough to stand in for what it shows, until no one asks for the original.',
      implication:
        "Our culture of screens is the iconoclasts' nightmare come true: the god has dissolved into his pictures.",
      attacks: ['plato-equal-sticks', 'plato-painted-carpenter'],
      concedes: [],
      followUp: 'When did you last need the original of something you already had a good image of?',
      work: 'Simulacra and Simulation, The Precession of Simulacra',
    },
    {
      id: 'baudrillard-radical-illusion',
      issue: 'appearance-reality',
      claim:
        'Appearances are not a veil over the truth; the world itself is a radical illusion, and that illusion is its charm, not its defect.',
      support:
        'There is no final truth waiting behind the scenery, and that is no tragedy. What threatens us is not illusion but its extermination, the drive to make everything real, visible and verified.',
      gist: 'the world is a radical illusion, and the drive to make everything real destroys it',
      concepts: ['illusion', 'appearance', 'truth', 'seduction'],
      questions: [
        'Are appearances a veil hiding the truth?',
        'Is there a final truth behind things?',
        'Is illusion a bad thing?',
      ],
      premise:
        'It rests on the idea that the world never coincides with itself, and that this gap is where meaning, play and seduction live.',
      implication:
        'Philosophers who hunt for the true world behind appearances are, without knowing it, accomplices of the drive to abolish illusion.',
      attacks: ['plato-fingers-summon-thought', 'plato-sun-source'],
      concedes: [],
      followUp: 'Would you really want a world with no illusion left, every secret exposed?',
      work: 'The Perfect Crime',
    },
    {
      id: 'baudrillard-reality-floats',
      issue: 'appearance-reality',
      claim:
        'Reality was always a kind of agreement, kept up like a currency backed by gold, and now it floats: we trade its signs with nothing behind them.',
      support:
        'When money left the gold standard, its value came only from other currencies, and signs have done the same. The real is now whatever can be reproduced and exchanged, and nobody needs to agree on it any more.',
      gist: 'reality was a convention like money on gold, and now its signs float with nothing behind',
      concepts: ['reality', 'sign', 'consensus', 'appearance'],
      questions: [
        'Is reality just a shared agreement?',
        'Is the real a convention we keep up?',
        'What backs reality, if anything?',
      ],
      premise:
        'It assumes that the reality principle was never a fact of nature but a historical arrangement, one that could lapse like any other.',
      implication:
        'Arguing about what is really real is like arguing about the gold behind a banknote that nobody will ever redeem.',
      attacks: ['plato-great-beast'],
      concedes: [],
      followUp: 'When did you last check whether anything stood behind a sign you were trusting?',
      work: 'Symbolic Exchange and Death',
    },
    // dreaming
    {
      id: 'baudrillard-dream-come-true',
      issue: 'dreaming',
      claim:
        'The question assumes a reality to wake up into, but the dream has been built in concrete, and there is nowhere else to wake.',
      support:
        'Crossing America, I found a country that is neither dream nor reality but hyperreality, a utopia that behaves as if it were already achieved. You cannot wake from a dream that has come true.',
      gist: 'the dream has been realized in the world itself, so there is no waking up',
      concepts: ['dream', 'hyperreal', 'reality'],
      questions: [
        'Does the difference between dream and reality still matter?',
        'Could we be dreaming with our eyes open?',
        'What would it mean to wake up?',
      ],
      premise:
        'It rests on what I saw in California and the desert: landscapes and cities that look like the dreams projected onto them.',
      implication:
        'The old test, pinch yourself and see, now fails, because the pinch belongs to the dream too.',
      attacks: ['plato-dreaming-likeness'],
      concedes: [],
      followUp: 'When a place looks exactly like its advertisements, are you awake or still dreaming?',
      work: 'America',
    },
    {
      id: 'baudrillard-hallucinated-real',
      issue: 'dreaming',
      claim:
        'The line between dream and waking has been erased from the other side: reality now resembles itself like a hallucination.',
      support:
        'The real once meant whatever could be copied exactly; pushed to the limit, it means whatever has always been copied already. Everyday life takes on the glossy sharpness of a hyperrealist painting, too real to be true.',
      gist: 'reality has become a hallucinatory likeness of itself, erasing the line between dream and waking',
      concepts: ['dream', 'hyperreal', 'copy', 'reality'],
      questions: [
        'How can we tell waking from dreaming?',
        'Why does life sometimes feel unreal?',
        'Is the real world like a dream now?',
      ],
      premise:
        'It assumes that the modern real was defined as what can be exactly reproduced, and that endless reproduction turns this definition against the real.',
      implication:
        'The feeling that life is unreal is not an illness to be cured but an accurate perception of our situation.',
      attacks: ['plato-dream-theaetetus', 'plato-dreaming-likeness'],
      concedes: [],
      followUp: 'Has anything ever felt more real to you on a screen than when you lived it?',
      work: 'Symbolic Exchange and Death, The Order of Simulacra',
    },
    // copy-original
    {
      id: 'baudrillard-orders-of-simulacra',
      issue: 'copy-original',
      claim:
        "Plato's bed belongs to the age of the counterfeit; since then copies have passed through two more orders, and the last has no original at all.",
      support:
        'The Renaissance counterfeit still imitated nature, like a stucco angel. Industry then produced identical series with no original among them, and now the code produces everything from a model in advance.',
      gist: 'copies have passed from counterfeit to industrial series to code, leaving no original',
      concepts: ['simulacrum', 'copy', 'original', 'imitation'],
      questions: [
        'Is there still such a thing as an original?',
        'How have copies changed through history?',
        'Is a mass produced thing a copy?',
      ],
      premise:
        'It rests on a history of value, in which each order of simulacra matches a stage in how a society produces and exchanges.',
      implication:
        'Asking whether a copy is less real than its original is an antique question, like asking which of a million phones came first.',
      attacks: ['plato-three-beds'],
      concedes: [],
      followUp: 'Of all the identical things you own, which one is the original?',
      work: 'Symbolic Exchange and Death, The Order of Simulacra',
    },
    {
      id: 'baudrillard-lascaux',
      issue: 'copy-original',
      claim:
        'The copy now protects the original by replacing it, as at Lascaux, where visitors see an exact duplicate while the painted cave is sealed.',
      support:
        'The cave was closed to save it, and a replica was built a few hundred metres away. The effect is that both become artificial, and the original survives only as the reason for the copy.',
      gist: 'the replica now stands in for the original, which survives only as its alibi',
      concepts: ['copy', 'original', 'simulacrum'],
      questions: [
        'Is a replica as good as the original?',
        'Does it matter that tourists see a copy?',
        'Can a copy replace the real thing?',
      ],
      premise:
        'It rests on the fact that preservation, museums and tourism increasingly require the original to disappear behind its reproduction.',
      implication: 'The more carefully we save the real, the more we live among its duplicates.',
      attacks: ['plato-likeness-semblance'],
      concedes: [],
      followUp: 'If you could never tell the replica from the cave, what would you be missing?',
      work: 'Simulacra and Simulation, The Precession of Simulacra',
    },
    {
      id: 'baudrillard-clone',
      issue: 'copy-original',
      claim:
        'The clone is the end of the original: a copy produced from a formula, needing no other and referring to nothing but its code.',
      support:
        'With cloning, a being is no longer born of two but reproduced from a single cell, the same from the same. The genetic code is the model, and every body merely one of its printouts.',
      gist: 'the clone refers only to its code, not to any original it copies',
      concepts: ['copy', 'original', 'sign'],
      questions: [
        'Would a clone be as real as the original?',
        'Is cloning the end of the original?',
        'If you cloned me, which one would be real?',
      ],
      premise:
        'It rests on the idea that where a formula generates a thing, the thing no longer imitates anything; it only executes the formula.',
      implication:
        'Our dream of perfect copies is a dream of escaping the other, of a world where only the same reproduces the same.',
      attacks: ['plato-user-maker-imitator'],
      concedes: [],
      followUp: 'If you met your clone, would you feel you had found a twin or lost something?',
      work: 'Simulacra and Simulation, Clone Story',
    },
    // hyperreal
    {
      id: 'baudrillard-map-precedes',
      issue: 'hyperreal',
      claim:
        'The fake has won, because the map now precedes the territory, and what remains of the real survives here and there, like scraps in a desert.',
      support:
        'Borges imagined cartographers drawing a map so detailed it covered the whole empire, until it frayed away. Today it is the territory that rots beneath the map, and we live in what I called the desert of the real.',
      gist: 'the map now precedes the territory, leaving only a desert of the real',
      concepts: ['map-territory', 'hyperreal', 'reality'],
      questions: [
        'Has the fake become more real than the real?',
        'What does it mean that the map precedes the territory?',
        'What is the desert of the real?',
      ],
      premise:
        'It rests on the observation that we now meet the world through models made before it: polls before opinions, routes before journeys.',
      implication:
        'The driver who follows his satnav into a lake has understood our age better than the philosopher who trusts his eyes.',
      attacks: ['plato-measure-of-fake', 'plato-cosmetics-flattery'],
      concedes: [],
      followUp: 'When your map and your eyes disagree, which do you trust, and why?',
      work: 'Simulacra and Simulation, The Precession of Simulacra',
    },
    {
      id: 'baudrillard-disneyland',
      issue: 'hyperreal',
      claim:
        'Disneyland flaunts its make-believe so that the America around it can pass for real, though that America already belongs to the order of images.',
      support:
        'It works by deterrence: its obvious fantasy keeps us from noticing that Los Angeles around it is a hyperreal city of images, as the prison keeps us from noticing how much ordinary society already confines us.',
      gist: "Disneyland's open fantasy lets the America around it pass for real",
      concepts: ['disneyland', 'hyperreal', 'reality', 'simulacrum'],
      questions: [
        'What is your point about Disneyland?',
        'Is Disneyland more real than America?',
        'Why do theme parks matter for philosophy?',
      ],
      premise:
        'It rests on the principle that every system needs an imaginary zone marked fake, so that everything outside it can pass for real.',
      implication:
        'Theme parks, prisons and reality shows serve one function: by being obviously staged, they let the rest of life look genuine.',
      attacks: ['plato-lovers-of-sights', 'plato-measure-of-fake'],
      concedes: [],
      followUp: 'What in your life is marked as fake so that the rest can feel real?',
      work: 'Simulacra and Simulation, The Precession of Simulacra',
    },
    {
      id: 'baudrillard-america-cinema',
      issue: 'hyperreal',
      claim:
        'In America you do not go from the city to the screen but from the screen to the city, which seems to have stepped right out of the movies.',
      support:
        'Driving through the desert and through Los Angeles, I found the whole country cinematic. To understand it you should not start from the city and move to the cinema, but the other way round.',
      gist: 'the American city seems to step out of the movies, so the screen comes first',
      concepts: ['cinema', 'hyperreal', 'reality', 'image'],
      questions: [
        'Is America a movie set?',
        'Does reality now copy the movies?',
        'Why does travelling feel like being in a film?',
      ],
      premise:
        'It rests on my own travels: the deserts, freeways and motels I saw had already been seen a thousand times in films.',
      implication:
        'The tourist who says it looks just like the movies is reporting a fact of our age, not a failure of imagination.',
      attacks: ['plato-semblance-angle', 'plato-lovers-of-sights'],
      concedes: [],
      followUp: 'When a real place looks just like the movies, which one is copying which?',
      work: 'America',
    },
    {
      id: 'baudrillard-more-real-than-real',
      issue: 'hyperreal',
      claim:
        'The hyperreal is not the fake but the more real than real, a reality sharpened, filtered and perfected until it outshines the original.',
      support:
        'A filtered face is not a lie about the face; it is the face with every flaw removed, and the real face now looks like a poor copy of it. Reality is no longer hidden but exaggerated.',
      gist: 'the hyperreal is reality perfected beyond itself, so the original looks like a poor copy',
      concepts: ['hyperreal', 'image', 'copy', 'reality'],
      questions: [
        'What does hyperreal mean?',
        'Are filtered photos more real than faces?',
        'Can something be more real than reality?',
      ],
      premise:
        'It assumes that what competes with the real today is not the false but the excess of the real, its perfect and tireless version.',
      implication:
        'People will go on reshaping their bodies and lives to resemble their own images, and call it becoming themselves.',
      attacks: ['plato-cosmetics-flattery'],
      concedes: [],
      followUp: 'Which looks more like you to your friends, your face or your photos?',
      work: 'Fatal Strategies, and Simulacra and Simulation',
    },
    // media-events
    {
      id: 'baudrillard-gulf-war',
      issue: 'media-events',
      claim:
        'What we watched in the Gulf was not a war but a one-sided massacre staged as a war on television, which is why I said it did not take place.',
      support:
        'I never denied the bombs or the dead. I denied that what happened was a war, a contest between enemies, rather than an operation planned in simulations and consumed as live images.',
      gist: 'the Gulf War reached us as a televised simulation of war, not as a war',
      concepts: ['event', 'media', 'simulation'],
      questions: [
        'Did the Gulf War really happen?',
        'What did you mean when you said the Gulf War did not take place?',
        'Can a war be a simulation?',
      ],
      premise:
        'It rests on the facts of that conflict: a campaign scripted in advance, an enemy who barely fought, and a war watched around the clock on CNN.',
      implication:
        'An event can now happen in the world and still fail to take place as the thing it is called, because the screen decides what it was.',
      attacks: ['plato-shadow-prizes', 'plato-jury-eyewitness'],
      concedes: [],
      followUp: 'What did you know about the last war you watched, apart from its pictures?',
      work: 'The Gulf War Did Not Take Place',
    },
    {
      id: 'baudrillard-implosion-of-meaning',
      issue: 'media-events',
      claim:
        'We are drowning in information and starving for meaning, because information devours the meaning it claims to carry.',
      support:
        'The more the media inform us, the more they stage communication instead of communicating. Meaning implodes into the medium, and the news becomes a kind of weather, always on and never understood.',
      gist: 'more and more information produces less and less meaning',
      concepts: ['media', 'sign', 'meaning'],
      questions: [
        'Why does more information leave us understanding less?',
        'Do the media really inform us?',
        'Is all this news making us smarter?',
      ],
      premise:
        'It rests on my reading of McLuhan: if the medium is the message, then the message dissolves into the medium.',
      implication:
        'Fact-checking cannot rescue us, since the trouble is not false content but the very form of information.',
      attacks: ['plato-writing-seeming-wise', 'plato-shadow-prizes', 'plato-jury-eyewitness'],
      concedes: [],
      followUp: 'What is one piece of news from last week that changed how you live?',
      work: 'Simulacra and Simulation, The Implosion of Meaning in the Media',
    },
    {
      id: 'baudrillard-loud-family',
      issue: 'media-events',
      claim:
        'Television no longer shows life; life is now lived for the camera, so that the screen and the event dissolve into each other.',
      support:
        'In the early seventies an American family was filmed for months, and under the camera it fell apart. Was the camera recording their life, or was their life a production of the camera?',
      gist: 'life is now lived for the camera, so screen and event can no longer be told apart',
      concepts: ['media', 'event', 'hyperreal'],
      questions: [
        'Do screens change what happens?',
        'Is reality TV real?',
        'Does filming an event change it?',
      ],
      premise:
        'It assumes that the camera is never neutral, and that a life watched constantly begins to perform itself.',
      implication:
        'Whether the news shows what happened has no answer, because what happened was shaped to be shown.',
      attacks: ['plato-painted-carpenter'],
      concedes: [],
      followUp: 'Do you do anything differently when you know it might end up online?',
      work: 'Simulacra and Simulation, The Precession of Simulacra',
    },
    // puppeteers
    {
      id: 'baudrillard-watergate',
      issue: 'puppeteers',
      claim:
        'Nobody is behind the curtain: power itself has become a simulation, and its scandals serve to convince us that somewhere a real power is still there to denounce.',
      support:
        "Watergate was presented as a scandal so that we would believe the system is moral at heart. Denouncing the puppeteers is the system's best way of hiding that the strings lead nowhere.",
      gist: 'power is itself simulated, and scandals persuade us that a real power still exists',
      concepts: ['power', 'simulation', 'reality'],
      questions: [
        'Who is controlling what we see?',
        'Is anyone actually in charge?',
        'Are there puppet masters behind the media?',
      ],
      premise:
        'It rests on the idea that in a system of models no one holds the model, any more than a speaker holds the language.',
      implication:
        'Conspiracy theories are, in their way, optimistic, since they at least keep a villain in the control room.',
      attacks: ['plato-puppet-carriers'],
      concedes: [],
      followUp:
        'Would it be more frightening to find a villain in the control room, or to find the room empty?',
      work: 'Simulacra and Simulation, The Precession of Simulacra',
    },
    {
      id: 'baudrillard-polls-answer',
      issue: 'puppeteers',
      claim:
        'Nobody needs to lie to us, since the questions already contain their answers: polls and tests do not measure opinion, they manufacture it.',
      support:
        'A referendum, a survey, an online quiz: each offers a choice already coded, yes or no, this brand or that one. The public opinion they report is a simulation of opinion, produced by the question.',
      gist: 'polls and tests manufacture the opinion they claim to measure',
      concepts: ['power', 'masses', 'sign'],
      questions: [
        'Do opinion polls measure what people think?',
        'Is public opinion manufactured?',
        'Are we manipulated by the questions we are asked?',
      ],
      premise:
        'It rests on the principle that every question already frames its possible answers, so the answer is induced before it is given.',
      implication: "Plato's rulers needed a noble lie; ours need only a well designed questionnaire.",
      attacks: ['plato-noble-lie', 'plato-puppet-carriers'],
      concedes: [],
      followUp: 'When did you last answer a question whose options you would have written differently?',
      work: 'Symbolic Exchange and Death, The Order of Simulacra',
    },
    {
      id: 'baudrillard-silent-majority',
      issue: 'puppeteers',
      claim:
        'The masses are not the fooled victims of a puppeteer; they absorb every message and give back silence, which is their own kind of power.',
      support:
        'Politicians and sociologists keep trying to make the masses mean something, yet the masses prefer the football match to the political broadcast. Their indifference swallows meaning like a black hole.',
      gist: 'the masses are not dupes but absorb and neutralize every meaning sent to them',
      concepts: ['masses', 'media', 'power'],
      questions: [
        'Are most people brainwashed?',
        'Are the masses fooled by the media?',
        'Do people even care about the truth?',
      ],
      premise:
        'It rests on the failure of every attempt to educate or mobilize the masses, which have outlasted all their educators.',
      implication: 'Those who want to wake the masses up may be the most naive people in the room.',
      attacks: [],
      concedes: ['plato-prisoners-defend-chains'],
      followUp: 'Is it possible that people who ignore the news understand something the news does not?',
      work: 'In the Shadow of the Silent Majorities',
    },
    // escape
    {
      id: 'baudrillard-red-pill-product',
      issue: 'escape',
      claim:
        'There is no outside to escape to, and the red pill is one more product of the system it claims to break.',
      support:
        'The films sold liberation as a spectacle, with sequels and merchandise, and I said at the time that The Matrix was the kind of film the matrix itself could have made. Every exit we are offered is another entrance.',
      gist: 'there is no outside, and every promised escape is another product of the system',
      concepts: ['escape', 'matrix-film', 'simulation'],
      questions: [
        'Can we escape the simulation?',
        'Is there a red pill for real life?',
        'Is there a way out of the illusion?',
      ],
      premise:
        'It rests on the observation that our system absorbs every critique and sells it back, from rebellion to authenticity.',
      implication:
        "Plato's liberator returning to the cave would today be booked for a talk show, and the prisoners would applaud him.",
      attacks: ['plato-turning-around', 'plato-must-go-back'],
      concedes: [],
      followUp: 'Can you name a rebellion that was not sold back to its own rebels within a year?',
      work: 'an interview in Le Nouvel Observateur',
    },
    {
      id: 'baudrillard-desert-of-real',
      issue: 'escape',
      claim:
        'Whoever climbs out today finds not the sun but a desert, the scattered remains of a real that has been replaced by its models.',
      support:
        'That is what I meant by the desert of the real: no bright world of truth above the cave, only shreds of territory under an immense map. The sun itself has become one more image.',
      gist: 'leaving the illusion leads only to a desert, not to a sunlit world of truth',
      concepts: ['escape', 'reality', 'map-territory', 'sun'],
      questions: [
        'What would we find if we escaped?',
        'Is there a real world outside?',
        'What is waiting outside the cave today?',
      ],
      premise:
        'It assumes that the real was never a stable world waiting outside, but an effect that has been exhausted by its own reproduction.',
      implication:
        "The philosopher's ascent ends not in contemplation but in disappointment, and disappointment is the most honest feeling left.",
      attacks: ['plato-ascent-by-steps'],
      concedes: [],
      followUp: 'If you left every screen behind tomorrow, what would you actually find?',
      work: 'Simulacra and Simulation, The Precession of Simulacra',
    },
    {
      id: 'baudrillard-fatal-strategy',
      issue: 'escape',
      claim:
        "If there is any way out, it is not an exit but an excess: push the system's own logic further than it can bear.",
      support:
        'Objects and masses resist not by opposing the system but by outbidding it, becoming more conformist than conformity, more visible than the visible. Irony, not revelation, is the last weapon.',
      gist: 'the only way out is to push the system past its limit through excess and irony',
      concepts: ['escape', 'seduction', 'masses'],
      questions: [
        'How can we resist the simulation?',
        'What can we do if there is no exit?',
        'Is irony a way out?',
      ],
      premise:
        'It rests on the observation that a system which absorbs every opposition is vulnerable only to its own exaggeration.',
      implication:
        'The critic who denounces the spectacle is weaker than the fan who takes it more seriously than it takes itself.',
      attacks: ['plato-mathematics-pulls-up'],
      concedes: [],
      followUp: 'What would happen if everyone obeyed the system exactly, to the letter and beyond?',
      work: 'Fatal Strategies, and In the Shadow of the Silent Majorities',
    },
    {
      id: 'baudrillard-thought-more-enigmatic',
      issue: 'escape',
      claim:
        'Thinking will not take you behind the world to its truth: radical thought gives the world back as enigmatic as it found it, and a little more so.',
      support:
        'Reasoning that promises to dissolve every illusion only builds a model more perfect than the world, and then the model replaces it. Thought that respects illusion plays with it instead of pretending to cure it.',
      gist: 'thought reaches no truth behind the world and should give it back as an enigma',
      concepts: ['reason', 'illusion', 'truth', 'escape'],
      questions: [
        'Can philosophy think its way to the truth behind things?',
        'Is reason a way out of illusion?',
        'What is thought for, if not for finding the truth?',
      ],
      premise:
        'It assumes that the world is not a problem awaiting its solution, but an illusion that cannot be exchanged for any meaning.',
      implication:
        'The philosopher who explains everything has not reached the truth; he has built its most seamless simulation.',
      attacks: ['plato-dialectic-without-senses', 'plato-tie-down-opinions'],
      concedes: [],
      followUp: 'Has any explanation you heard ever made the world less strange, or only more familiar?',
      work: 'The Perfect Crime, and Impossible Exchange',
    },
    // virtual-life
    {
      id: 'baudrillard-virtual-kills-illusion',
      issue: 'virtual-life',
      claim:
        'Virtual reality is not an escape from the real but its perfect completion, and what it destroys is not reality but illusion.',
      support:
        'In high definition, every detail rendered and every wish answered, nothing is left to imagine or to seduce. The virtual world is too real, and so it is fatal to the play of appearances that made life worth living.',
      gist: 'virtual reality perfects the real and so destroys the illusion that made life worthwhile',
      concepts: ['virtual', 'illusion', 'seduction', 'hyperreal'],
      questions: [
        'Is virtual reality an escape from reality?',
        'What is lost in a virtual life?',
        'Is virtual reality too real?',
      ],
      premise:
        'It rests on the idea that the charm of the world lies in what is withheld, the gap and the secret, which total realization abolishes.',
      implication:
        'The perfect virtual life would not be a dream but the end of dreaming, an existence with no elsewhere.',
      attacks: ['plato-shadow-pleasures'],
      concedes: [],
      followUp: 'What do you enjoy precisely because it is partly hidden from you?',
      work: 'The Perfect Crime',
    },
    {
      id: 'baudrillard-already-on-screen',
      issue: 'virtual-life',
      claim:
        'The choice between a virtual life and a real one is already out of date, since the so-called real life is lived through screens, maps and models.',
      support:
        'We order food, find love and follow wars through interfaces. Putting on a headset changes the resolution, not the condition, and the nostalgia for the real is itself a product sold on those screens.',
      gist: 'ordinary life is already lived through screens, so the choice of virtual or real is outdated',
      concepts: ['virtual', 'media', 'hyperreal'],
      questions: [
        'Is a virtual life worse than a real one?',
        'Are we already living virtually?',
        'Is there a difference between online and offline life?',
      ],
      premise:
        'It rests on a simple inventory of a day: count the hours in which the world reaches you without any screen at all.',
      implication:
        'Those who praise the authentic life offline are selling one more lifestyle, usually online.',
      attacks: ['plato-serf-above-ground', 'plato-shadow-pleasures'],
      concedes: [],
      followUp: 'How many hours yesterday did you meet the world with no screen in between?',
      work: 'The Perfect Crime',
    },
    {
      id: 'baudrillard-terminal-of-networks',
      issue: 'virtual-life',
      claim:
        'Plugged into screens and networks, we are no longer spectators before a stage but terminals, and what a virtual life abolishes is distance itself.',
      support:
        'The old scene, where one stood back and watched, has given way to the screen, where everything is too close and too visible. I called this obscenity: not sex, but the end of any distance between us and the images.',
      gist: 'in virtual life we become terminals of networks, with no distance left between us and images',
      concepts: ['virtual', 'media', 'hyperreal'],
      questions: [
        'What happens to us when we live online all the time?',
        'Are we becoming part of our machines?',
        'Is being always connected a kind of life?',
      ],
      premise:
        'It rests on the observation that every screen, from the television to the computer, removes the distance that the stage and the mirror once kept.',
      implication:
        'Asking which life is happier assumes a soul that stands apart to judge, and a terminal has nowhere apart to stand.',
      attacks: ['plato-oyster-life', 'plato-serf-above-ground'],
      concedes: [],
      followUp: 'When did you last look at something from far enough away to judge it?',
      work: 'The Ecstasy of Communication',
    },
    // maker
    {
      id: 'baudrillard-crime-without-criminal',
      issue: 'maker',
      claim:
        'Nobody made it: the real was done away with in a perfect crime, with no criminal to arrest and no motive to find, only its own perfect reproduction.',
      support:
        'It was not murdered by a demon or a programmer but by the drive to realize everything, to make every thing visible and verified. There is no author to sue, and the body of the real has never been found.',
      gist: 'the real was killed in a perfect crime with no culprit but its own perfect reproduction',
      concepts: ['maker', 'reality', 'simulation'],
      questions: [
        'Who made the simulation?',
        'Is there a creator behind the system?',
        'Who is to blame for the loss of reality?',
      ],
      premise:
        'It rests on the view that systems of signs reproduce themselves without needing anyone to intend them.',
      implication:
        'Looking for a maker, whether god or programmer, is looking for someone to blame, and there is no one.',
      attacks: ['plato-good-craftsman', 'plato-divine-images'],
      concedes: [],
      followUp: 'Why do we find it easier to believe in a guilty maker than in no maker at all?',
      work: 'The Perfect Crime',
    },
    {
      id: 'baudrillard-truth-hides-none',
      issue: 'maker',
      claim:
        'No simulacrum hides a truth; what is hidden is that there is no truth, and a programmer god is our last attempt to guarantee one.',
      support:
        'I set that thought at the head of Simulacra and Simulation and lent it to Ecclesiastes, who never wrote it. We invent a maker behind the scenes because an empty stage is unbearable.',
      gist: 'the simulacrum hides that there is no truth, and the maker is our last guarantee',
      concepts: ['simulacrum', 'truth', 'god', 'maker'],
      questions: [
        'If the world is a simulation, is there a god behind it?',
        'Do we need a creator to guarantee the truth?',
        'Is God just a programmer?',
      ],
      premise:
        'It rests on the history of the sacred image, which began by representing God and ended by standing in for him.',
      implication:
        'The simulation hypothesis is a theology for engineers, offering a creator without the embarrassment of faith.',
      attacks: ['plato-god-does-not-deceive'],
      concedes: [],
      followUp: 'Would you rather be deceived by a god, or live in a world with no one to deceive you?',
      work: 'Simulacra and Simulation, The Precession of Simulacra',
    },
    // art-fiction
    {
      id: 'baudrillard-apocalypse-now',
      issue: 'art-fiction',
      claim:
        'Films no longer copy the world; they continue it, as Coppola made his Vietnam film the way the Americans made the war, with the same excess and machinery.',
      support:
        'The war became film and the film became war, each one a test of technology and power. The question whether art deceives us assumes it still stands apart from what it shows.',
      gist: 'films no longer depict the world but continue it by other means',
      concepts: ['cinema', 'art', 'event', 'simulation'],
      questions: ['Do movies show us reality?', 'Is a war film a picture of war?', 'Does art deceive us?'],
      premise:
        'It rests on the fact that the technologies of spectacle and of war are now the same ones: cameras, screens and simulations.',
      implication:
        'The censor who banishes the poets is too late, since the poem has already become the world.',
      attacks: ['plato-quarrel-with-poets', 'plato-myths-that-turn'],
      concedes: [],
      followUp: 'Which film has changed how a real event is remembered?',
      work: 'Simulacra and Simulation, Apocalypse Now',
    },
    {
      id: 'baudrillard-transaesthetics',
      issue: 'art-fiction',
      claim:
        'Art has not been banished but dissolved: everything is now aestheticized, from packaging to politics, so art has lost its power of illusion.',
      support:
        'When every product, body and city is designed to look good, art no longer marks a special place where illusion is allowed. It has disappeared by being everywhere.',
      gist: 'art has dissolved into the aestheticization of everything and lost its power of illusion',
      concepts: ['art', 'image', 'illusion'],
      questions: [
        'Is there still real art?',
        'Does art mean anything when everything is designed?',
        'What has happened to art?',
      ],
      premise:
        'It rests on the observation that design, advertising and fashion have taken over the techniques that once belonged to art alone.',
      implication:
        'The task of art now would be to restore illusion, a secret, to a world in which everything is on display.',
      attacks: ['plato-myths-that-turn'],
      concedes: [],
      followUp: 'Can you name a work of art that surprised you more than an advertisement could?',
      work: 'The Transparency of Evil, Transaesthetics',
    },
    // signs-consumption
    {
      id: 'baudrillard-objects-as-signs',
      issue: 'signs-consumption',
      claim:
        'We do not consume things but signs: an object becomes an object of consumption only when it becomes a sign that marks a difference.',
      support:
        'Sneakers are not bought for walking, nor a phone for calling. Each is a word in a language of status, and consumption is the systematic manipulation of such signs.',
      gist: 'consumption is the manipulation of signs, not the use of things',
      concepts: ['consumption', 'sign', 'advertising'],
      questions: [
        'Why do we buy brands?',
        'Why do I want a new phone when my old one works fine?',
        'What are we really buying when we shop?',
        'Is consumerism about things?',
      ],
      premise:
        'It rests on the observation that needs are satisfied long before buying stops, so something other than need keeps us buying.',
      implication:
        'No amount of goods can satisfy us, because we are hungry not for objects but for differences, which never stop moving.',
      attacks: ['plato-ladder-of-beauty', 'plato-money-loving-part'],
      concedes: [],
      followUp: 'What would you stop buying if nobody else could ever see it?',
      work: 'The System of Objects',
    },
    {
      id: 'baudrillard-santa-claus',
      issue: 'signs-consumption',
      claim:
        'Advertising works even when we do not believe it, as a child believes in Father Christmas without being fooled, for the care it shows him.',
      support:
        'We know the ads exaggerate, but we enjoy being addressed, flattered and looked after by them. What we consume is the attention, the sign that society cares about our desires.',
      gist: 'advertising works without belief, because we consume the care it seems to show us',
      concepts: ['advertising', 'consumption', 'sign'],
      questions: [
        'Why do ads work even when we know they lie?',
        'Do we believe advertising?',
        'How does advertising manipulate us?',
      ],
      premise:
        'It rests on the difference between believing a message and enjoying the relationship it offers.',
      implication:
        'Exposing the lies of advertising does nothing to its power, since its power never depended on being believed.',
      attacks: ['plato-money-loving-part'],
      concedes: [],
      followUp: 'Which advertisement do you enjoy even though you do not believe a word of it?',
      work: 'The System of Objects',
    },
    {
      id: 'baudrillard-model-and-series',
      issue: 'signs-consumption',
      claim:
        'Personal style is mass production wearing a mask: we choose among small differences offered by the series and call it self-expression.',
      support:
        'The luxury model and the everyday series differ by details, a colour, a finish, an option. Choosing the colour of a car feels like choosing oneself, which is exactly how the system recruits us.',
      gist: 'personalization is choosing among marginal differences that the series already provides',
      concepts: ['consumption', 'sign', 'copy'],
      questions: [
        'Does what I buy express who I am?',
        'Is personal style real?',
        'Why does choosing products feel like self-expression?',
      ],
      premise:
        'It rests on the observation that the differences offered to us are produced by the same system that sells them.',
      implication:
        'A personal brand is the last stage, where the self becomes a series of marginal differences advertised to others.',
      attacks: ['plato-ladder-of-beauty'],
      concedes: [],
      followUp: 'Which of your choices this week were not first offered to you as options?',
      work: 'The System of Objects',
    },
    // does-it-matter
    {
      id: 'baudrillard-scandal-alibi',
      issue: 'does-it-matter',
      claim:
        'Things would go on mattering the way a ghost matters: our outrage at fakes is what lets us believe that a moral reality still holds somewhere.',
      support:
        'Like the Watergate scandal, every exposure of a fraud restores the principle it seems to wound. We need fakes to be shocked by, so that we can feel the real is still there.',
      gist: 'outrage at fakes serves to restore a belief in moral reality',
      concepts: ['meaning', 'truth', 'reality', 'simulation'],
      questions: [
        'Does it matter morally if the world is fake?',
        'Are right and wrong real if nothing is real?',
        'Why do fakes upset us so much?',
      ],
      premise:
        'It rests on the idea that morality, like reality, now survives mostly as an effect staged by its own scandals.',
      implication:
        'Asking whether anything would matter in a simulation already keeps meaning alive, as a ghost that haunts the question.',
      attacks: ['plato-ring-of-gyges'],
      concedes: [],
      followUp: 'Would you be more shocked to learn the world is fake, or that nobody would care?',
      work: 'Simulacra and Simulation, The Precession of Simulacra',
    },
    {
      id: 'baudrillard-game-of-appearances',
      issue: 'does-it-matter',
      claim:
        'What matters is not whether the world is true but whether it keeps its secret, its illusion, the play that makes it worth seducing and being seduced.',
      support:
        'A world entirely real and transparent would be unbearable, like a face with no mystery. I do not mourn the real; I defend illusion against those who would realize everything.',
      gist: 'what matters is keeping the illusion and secret of the world, not its truth',
      concepts: ['seduction', 'illusion', 'meaning'],
      questions: [
        'If nothing is real, is there any point?',
        'What still matters if reality is gone?',
        'Is the world worth living in if it is an illusion?',
      ],
      premise:
        'It assumes that meaning and pleasure come from the gap between things and their appearance, not from their final truth.',
      implication:
        'A life can be full of stakes without a final truth, as a game is serious without being about anything outside itself.',
      attacks: ['plato-soul-no-image', 'plato-ring-of-gyges'],
      concedes: [],
      followUp: 'Is a game less serious because it is not about anything outside itself?',
      work: 'Seduction, and The Perfect Crime',
    },
    {
      id: 'baudrillard-effects-without-culprit',
      issue: 'does-it-matter',
      claim:
        'Unreality is no alibi: when the real disappears, consequences do not, they spread like a virus with nobody left to answer for them.',
      support:
        'I called it the transparency of evil: once good and evil no longer face each other, harm circulates through markets, screens and bodies like a contagion. A simulated world is not a world without effects, only one without a culprit.',
      gist: 'a simulated world keeps its consequences but loses anyone to blame for them',
      concepts: ['meaning', 'simulation', 'reality'],
      questions: [
        'Do my actions have consequences if the world is simulated?',
        'Who is to blame in a world of simulations?',
        'Does a fake world get rid of evil?',
      ],
      premise:
        'It assumes that evil is not a moral error to be corrected but a principle that returns, the more fiercely the more we try to abolish it.',
      implication:
        'Those who hope that a virtual world would be innocent will find harm everywhere in it and responsibility nowhere.',
      attacks: ['plato-bones-and-reasons'],
      concedes: [],
      followUp: 'When something goes wrong online, can you ever find the one person who did it?',
      work: 'The Transparency of Evil',
    },
  ],
  terms: [
    {
      concept: 'simulacrum',
      meaning:
        'By a simulacrum I mean a copy without an original, an image that no longer refers to any reality beyond itself.',
      example: 'A theme park version of a town that never existed is a simulacrum, not a replica.',
    },
    {
      concept: 'hyperreal',
      meaning:
        'By the hyperreal I mean a real produced from models, more real than the real, with nothing behind it.',
      example:
        'A filtered holiday photo that looks better than the holiday, which the next holiday then tries to match.',
    },
    {
      concept: 'simulation',
      meaning:
        'By simulation I mean not pretending but producing the signs of the real in place of the real itself.',
      example: 'Someone who simulates an illness develops real symptoms, so no doctor can say he is not ill.',
    },
    {
      concept: 'map-territory',
      meaning:
        'By the map preceding the territory I mean that models now come before the things they claim to describe.',
      example: 'A new suburb is first a computer rendering, and is then built to resemble the rendering.',
    },
    {
      concept: 'illusion',
      meaning:
        'By illusion I mean the play of appearances that keeps the world from coinciding with itself, which is its charm.',
      example:
        'A conjuring trick delights because something stays hidden, and explaining it kills the pleasure.',
    },
    {
      concept: 'sign',
      meaning: 'By a sign I mean a thing valued for the difference it marks, not for its use.',
      example:
        'A watch that costs a fortune tells the same time as a cheap one, but it tells others something else.',
    },
    {
      concept: 'consumption',
      meaning:
        'By consumption I mean not using things but manipulating signs, choosing objects for what they say about us.',
      example:
        'Nobody needs a fourth pair of trainers; what he buys is the difference the fourth pair makes.',
    },
    {
      concept: 'media',
      meaning:
        'By the media I mean not channels that carry messages but a form that dissolves messages into itself.',
      example: 'A twenty four hour news channel turns every event into the same flow of pictures and voices.',
    },
    {
      concept: 'masses',
      meaning:
        'By the masses I mean the silent majority that absorbs every message and returns nothing, like a black hole.',
      example:
        'A public that switches from a political broadcast to a football match is not stupid; it is refusing meaning.',
    },
    {
      concept: 'seduction',
      meaning:
        'By seduction I mean the power of appearances to draw us by what they withhold, against the demand to reveal everything.',
      example: 'A veiled face can fascinate more than a bare one, because it keeps a secret.',
    },
    {
      concept: 'event',
      meaning:
        'By an event I mean something singular that breaks the flow, which the media usually prevent by staging it in advance.',
      example:
        'A war forecast, rehearsed and discussed before it starts, arrives as a rerun of its own predictions.',
    },
    {
      concept: 'disneyland',
      meaning:
        'By Disneyland I mean a zone marked as imaginary so that everything outside it can pass for real.',
      example: 'A theme park of the Wild West makes the motorways outside it seem authentic by comparison.',
    },
  ],
};
