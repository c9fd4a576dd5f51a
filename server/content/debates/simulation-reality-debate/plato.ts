import type { SeatInput } from '../../schema';

/**
 * The Shadow Play: Plato as the Idealist, against Baudrillard. He speaks in his own voice about what his dialogues
 * argue (Socrates, Timaeus or the Eleatic Stranger usually speak there): the world of the senses is an image of what
 * truly is, a copy is measured by its original, and education turns the soul toward the light.
 */
export const plato: SeatInput = {
  role: 'debater',
  stances: [
    {
      issue: 'simulation-hypothesis',
      position:
        'Not a computer, but something like it: the world our senses show is a moving image of an eternal model, and most of us take the image for the whole.',
    },
    {
      issue: 'appearance-reality',
      position:
        'Yes: behind the changing things we see stand the forms, unchanging and known by thought, and above them the good, which gives them their truth.',
    },
    {
      issue: 'dreaming',
      position:
        'The senses cannot tell dreaming from waking; only understanding can, for to dream is to take a likeness for the thing itself.',
    },
    {
      issue: 'copy-original',
      position:
        'A copy is always less than its original, though a faithful likeness is better than a flattering semblance, and the cosmos itself is a copy worth honouring.',
    },
    {
      issue: 'hyperreal',
      position:
        'The fake has always looked more real to the many, and to call anything fake at all we must already know the measure of what is.',
    },
    {
      issue: 'media-events',
      position:
        'Screens show the shadows of events, and those who best predict the next shadow are praised, but none of that is knowledge of what happened.',
    },
    {
      issue: 'puppeteers',
      position:
        'Behind the wall there are always carriers of images, and the prisoners defend their shadows themselves; only those who know the good should be trusted with images.',
    },
    {
      issue: 'escape',
      position:
        'Yes, though slowly and painfully: education turns the whole soul from shadows toward what is, and whoever gets out owes a return to those still below.',
    },
    {
      issue: 'virtual-life',
      position:
        'No: pleasures among images are shadow-paintings of true pleasure, and a soul fed on them never learns what it is missing.',
    },
    {
      issue: 'maker',
      position:
        'A good craftsman made the world, looking to an eternal model, and because he is good he does not deceive; the copy was made from generosity, not malice.',
    },
    {
      issue: 'art-fiction',
      position:
        'Imitative art stands at a third remove from the truth and feeds the passions, unless a story is made to turn the soul toward what is.',
    },
    {
      issue: 'signs-consumption',
      position:
        'Chasing brands and likes is the appetite loving images of the good; desire rightly led climbs from beautiful things to beauty itself.',
    },
    {
      issue: 'does-it-matter',
      position:
        'It matters more than anything: whatever the world is made of, the state of your own soul is no image, and justice is its health.',
    },
  ],
  arguments: [
    // simulation-hypothesis
    {
      id: 'plato-cave-our-condition',
      issue: 'simulation-hypothesis',
      claim:
        'We are not inside a computer but in something very like it: prisoners who have watched shadows all our lives and taken them for the things themselves.',
      support:
        'In my Republic, Socrates pictures people chained in a cave, facing a wall on which a fire throws the shadows of carried objects. They name the shadows and would swear nothing else is real, and they are like us, he says.',
      gist: 'we are like prisoners who take shadows on a wall for the real things',
      concepts: ['cave', 'shadow', 'simulation', 'reality'],
      questions: [
        'Are we living in a simulation, Plato?',
        'Is the simulation idea just the cave again?',
        'Is the world we live in a kind of simulation?',
      ],
      premise:
        'It rests on the thought that we first know the world through images, and that nobody born in front of a screen would suspect anything behind it.',
      implication:
        'The question is not whether some machine stands behind the wall, but whether you can turn your head at all.',
      attacks: ['baudrillard-matrix-misread'],
      concedes: [],
      followUp: 'If you had only ever seen the shadows, what would make you suspect they were shadows?',
      work: 'the Republic, book 7',
    },
    {
      id: 'plato-cosmos-likeness',
      issue: 'simulation-hypothesis',
      claim:
        'In one sense the world is a copy, for the craftsman who made it looked to an eternal model and fashioned the visible cosmos as its likeness.',
      support:
        'So says Timaeus in the dialogue that bears his name: what always is can be grasped by thought, while what comes to be is an image of it. That is why our account of nature can only ever be a likely story.',
      gist: 'the visible cosmos is a likeness made by a craftsman after an eternal model',
      concepts: ['maker', 'form', 'copy', 'original'],
      questions: [
        'Is the world a copy of something?',
        'Is there a real model behind our world?',
        'Plato, is the universe a kind of simulation of something higher?',
      ],
      premise:
        'It assumes that whatever comes to be has a cause, and that a good maker works from a model that does not change.',
      implication:
        'If the world is a likeness, its order is real and worth studying, yet no study of it will ever be more than probable.',
      attacks: ['baudrillard-no-model-behind'],
      concedes: [],
      followUp: 'When you call something a copy, are you not already admitting there is something it copies?',
      work: 'the Timaeus',
    },
    {
      id: 'plato-computer-another-cave',
      issue: 'simulation-hypothesis',
      claim:
        'A machine simulation would only be a second cave, for the programmers and their computers would still be things that change and pass away.',
      support:
        'Suppose you climbed out of one screen into the laboratory that runs it. You would still be among bodies and images, and the real question, what anything truly is, would be waiting for you there too.',
      gist: 'a computer simulation would only be another cave, since its makers also live among images',
      concepts: ['computer', 'simulation', 'cave', 'form'],
      questions: [
        'If we are simulated, are the programmers in the real world?',
        'Would escaping a computer simulation get us to reality?',
        'Is base reality the true reality?',
      ],
      premise:
        'It rests on the difference between what becomes and what is: every world of bodies, however many layers deep, belongs to becoming.',
      implication:
        'Proving or refuting the simulation theory would change less than its fans suppose, since the way out was never a door in space.',
      attacks: ['baudrillard-hypothesis-alibi'],
      concedes: [],
      followUp: "If you woke up in the programmers' world, how would you learn whether that one was real?",
      work: 'the Republic, book 7, and the Phaedo',
    },
    {
      id: 'plato-hollows-of-earth',
      issue: 'simulation-hypothesis',
      claim:
        'We may well live at the bottom of the world and mistake it for the top, like creatures on the sea floor who think the water is the sky.',
      support:
        'At the end of the Phaedo, Socrates tells a story of the true earth: we dwell in misty hollows, and if we could rise to the surface we would see the true heaven and the true light.',
      gist: 'we may live in a hollow and mistake it for the surface of the world',
      concepts: ['reality', 'appearance', 'simulation'],
      questions: [
        'Could there be a more real world above ours?',
        'Are we living in a lower level of reality?',
        'Is there a higher world we cannot see?',
      ],
      premise:
        'It rests on a plain observation: a creature that has never left its element has no way to measure that element against anything else.',
      implication:
        'Our confidence that this is the top level of reality proves nothing, since the fish on the sea floor would be just as confident.',
      attacks: [],
      concedes: [],
      followUp: 'What would count, for you, as seeing the surface rather than another layer of water?',
      work: 'the Phaedo, the closing myth',
    },
    // appearance-reality
    {
      id: 'plato-divided-line',
      issue: 'appearance-reality',
      claim:
        'Reality comes in grades: below are shadows and reflections, then the things that cast them, then what thought grasps, and highest of all the forms themselves.',
      support:
        'Socrates draws it as a line cut into unequal parts: images, bodies, the objects of mathematics, and the forms reached by dialectic. Each lower part is a likeness of the one above, as a reflection in a pond is of a tree.',
      gist: 'reality has grades, from shadows and bodies up to mathematical objects and the forms',
      concepts: ['divided-line', 'form', 'shadow', 'mathematics', 'reason', 'copy', 'likeness'],
      questions: [
        'Is there a reality behind appearances?',
        'Is everything we see a copy of something higher?',
        'What is more real than what we see?',
        'Are there levels of reality?',
      ],
      premise:
        'It assumes that a likeness depends on what it is a likeness of, while the original does not depend on its likeness.',
      implication:
        'Most of what people call reality sits on the lower half of the line, and most of their opinions are about reflections.',
      attacks: ['baudrillard-phases-of-image', 'baudrillard-iconoclasts'],
      concedes: [],
      followUp: 'On which part of the line do you think you spend most of your day?',
      work: 'the Republic, book 6',
    },
    {
      id: 'plato-equal-sticks',
      issue: 'appearance-reality',
      claim:
        'We must have met something beyond the senses, for we judge every pair of equal sticks to fall short of equality itself, which no stick has ever shown us.',
      support:
        'In the Phaedo, Socrates notes that two sticks look equal to one viewer and unequal to another, but equality itself never looks unequal. To judge that they fall short, we must already know the standard.',
      gist: 'judging things as imperfectly equal shows we know a standard no sense has shown us',
      concepts: ['form', 'senses', 'recollection', 'mathematics'],
      questions: [
        'How can we know anything beyond our senses?',
        'Where do ideas like perfect equality come from?',
        'Is a perfect circle real if we never see one?',
      ],
      premise:
        'It assumes that to see a thing as falling short of something, the mind must already hold what it falls short of.',
      implication:
        'Learning is a kind of recollection: the soul knew the forms before birth, as the slave boy in the Meno shows by finding geometry he was never taught.',
      attacks: ['baudrillard-iconoclasts', 'baudrillard-phases-of-image'],
      concedes: [],
      followUp: 'Where did you get the idea of a perfect circle, if you have never seen one?',
      work: 'the Phaedo, and the Meno',
    },
    {
      id: 'plato-fingers-summon-thought',
      issue: 'appearance-reality',
      claim:
        'The senses themselves point beyond themselves, because they give contradictory reports that only thought can sort out.',
      support:
        'Hold up your little, ring and middle fingers: the ring finger is large beside the little one and small beside the middle one. Sight reports one thing as both large and small, and the puzzle wakes the mind to ask what largeness itself is.',
      gist: 'the contradictions in what the senses report wake thought to seek what things really are',
      concepts: ['senses', 'reason', 'appearance'],
      questions: ['Can I trust my senses?', 'Do our senses deceive us?', 'Why do the senses need reason?'],
      premise:
        'It rests on the principle that nothing real can be both large and small in the same respect, so the contradiction belongs to the appearance.',
      implication:
        'Optical illusions are not a disaster for knowledge but its starting point, the moment a soul begins to think.',
      attacks: ['baudrillard-radical-illusion'],
      concedes: [],
      followUp: 'When your eyes contradict themselves, what part of you notices the contradiction?',
      work: 'the Republic, book 7',
    },
    {
      id: 'plato-sun-source',
      issue: 'appearance-reality',
      claim:
        'The highest reality is not a thing hidden behind a curtain but a light, the good, which makes everything else both knowable and real.',
      support:
        'As the sun gives visible things their visibility and also their growth, the good gives the forms their being and the mind its power to know them. Appearances appear at all only because something shines.',
      gist: 'the good, like the sun, is the source of both being and knowledge',
      concepts: ['good', 'sun', 'form', 'truth'],
      questions: [
        'What is the highest reality?',
        'What does the sun mean in your philosophy?',
        'Is there anything truly real behind everything?',
      ],
      premise:
        'It assumes that knowing needs three things, as seeing does: an eye, an object, and a light that joins them.',
      implication:
        'Even a world of pure simulation would borrow whatever order it has from the good it imitates.',
      attacks: ['baudrillard-radical-illusion'],
      concedes: [],
      followUp: 'What lets you see that something is true, if not a kind of light?',
      work: 'the Republic, book 6',
    },
    {
      id: 'plato-great-beast',
      issue: 'appearance-reality',
      claim:
        'Reality is not whatever most people agree on: a whole crowd can agree about a shadow, and its agreement makes the shadow no more real.',
      support:
        'Socrates mocks the teachers who study the moods of the crowd as a keeper learns what soothes a great beast, and then call good whatever it likes. They have learned the beast, not the truth.',
      gist: 'the agreement of the many is opinion about shadows, not a measure of what is real',
      concepts: ['consensus', 'masses', 'knowledge', 'reality'],
      questions: [
        'Is something true because most people believe it?',
        'Does the majority decide what is real?',
        'Can a whole society agree on something false?',
      ],
      premise:
        'It assumes that the truth of a matter depends on the matter, not on how many people happen to hold an opinion about it.',
      implication:
        'A lone dissenter can be right against a whole city, which is exactly what Athens could not forgive Socrates.',
      attacks: ['baudrillard-reality-floats'],
      concedes: [],
      followUp: 'Can you name a belief that almost everyone shared and that turned out to be false?',
      work: 'the Republic, book 6, and the Crito',
    },
    // dreaming
    {
      id: 'plato-dream-theaetetus',
      issue: 'dreaming',
      claim:
        'No sensation can settle it, since in dreams we believe our sensations just as firmly, which is why knowledge cannot be mere perception.',
      support:
        'In the Theaetetus, Socrates notes that we spend as much time asleep as awake, and in each state we take what appears to us as true. If seeming decides, the dreamer and the waker are equally right.',
      gist: 'no sensation can tell dreaming from waking, so knowledge cannot be perception',
      concepts: ['dream', 'senses', 'knowledge'],
      questions: [
        'How do I know I am not dreaming?',
        'Can we prove we are awake?',
        'Is there a test for dreaming?',
      ],
      premise:
        'It rests on the fact that a dream feels as convincing from inside as waking does, so the feeling of conviction proves nothing.',
      implication:
        'If we know anything, we know it by reasoning that holds asleep or awake, like the proofs of geometry.',
      attacks: ['baudrillard-hallucinated-real'],
      concedes: [],
      followUp: 'What do you know now that would still be true if you woke up in another room?',
      work: 'the Theaetetus',
    },
    {
      id: 'plato-dreaming-likeness',
      issue: 'dreaming',
      claim:
        'To dream is to take a likeness for the thing itself, and by that measure many people dream wide awake.',
      support:
        'In the Republic, Socrates says the lover of beautiful sights, who enjoys beautiful things but denies beauty itself, lives in a dream. The one who can tell beauty from its images is awake, whether his eyes are open or shut.',
      gist: 'dreaming means taking a likeness for the thing itself, which many do wide awake',
      concepts: ['dream', 'likeness', 'form', 'knowledge'],
      questions: [
        'What is the difference between dreaming and being awake?',
        'Can someone be awake and still dreaming?',
        'What does it mean to wake up?',
      ],
      premise:
        'It assumes that being awake is a matter of what the mind grasps, not of whether the eyelids are open.',
      implication: 'Waking up is a work of understanding, and no alarm clock can do it for you.',
      attacks: ['baudrillard-dream-come-true'],
      concedes: [],
      followUp: 'Do you know beauty itself, or only a great many beautiful things?',
      work: 'the Republic, book 5',
    },
    // copy-original
    {
      id: 'plato-three-beds',
      issue: 'copy-original',
      claim:
        "A copy always stands below its original, and we can count the steps: the painted bed copies the carpenter's bed, which copies the form of bed.",
      support:
        'So the painting stands third from the truth. The painter is like someone carrying a mirror around, copying only how a bed looks from one side, never what a bed is.',
      gist: 'a painted bed stands third from the truth, a copy of a copy of the form',
      concepts: ['imitation', 'copy', 'original', 'form'],
      questions: [
        'Is a copy less real than the original?',
        'Why is a painting less real than the thing?',
        'What is wrong with imitation?',
      ],
      premise:
        'It rests on the principle that a copy takes whatever reality it has from what it copies, and copies only one aspect of it.',
      implication:
        'Every further copy, a photo of a painting, a post of a photo, moves one more step away from what is.',
      attacks: ['baudrillard-orders-of-simulacra'],
      concedes: [],
      followUp: 'When you look at a photo of a thing, which side of it are you not seeing?',
      work: 'the Republic, book 10',
    },
    {
      id: 'plato-likeness-semblance',
      issue: 'copy-original',
      claim:
        'Not all copies are equal: a faithful likeness keeps the true proportions of its model, while a semblance distorts them to look right from where you stand.',
      support:
        "In the Sophist, the Stranger notes that makers of giant statues enlarge the upper parts so they look correct from below. Such a work is made for the viewer, not for the truth, and that is the sophist's art.",
      gist: "a faithful likeness keeps its model's proportions, but a semblance is made to please the viewer",
      concepts: ['likeness', 'copy', 'original', 'appearance'],
      questions: ['Can a copy be good?', 'Are some copies better than others?', 'What makes a good replica?'],
      premise:
        'It assumes that a copy can be measured against its original, so that fidelity is something real and not a matter of taste.',
      implication:
        'A good replica, honestly made and labelled, is no fraud, but a flattering copy that hides its distortions is.',
      attacks: ['baudrillard-lascaux'],
      concedes: [],
      followUp: 'Is the copy you have in mind made to be faithful, or made to look right to you?',
      work: 'the Sophist',
    },
    {
      id: 'plato-user-maker-imitator',
      issue: 'copy-original',
      claim:
        'The copyist knows least of all: the user knows what a thing is for, the maker trusts the user, and the imitator knows only how it looks.',
      support:
        'A flute player knows what a good flute is, the flute maker follows his advice, and the painter of flutes needs neither. So an imitation can dazzle while its author understands nothing of what he imitates.',
      gist: 'the imitator knows least, since he copies looks without knowing use or making',
      concepts: ['imitation', 'knowledge', 'copy'],
      questions: [
        'Does a copy understand what it copies?',
        'Is AI art just imitation?',
        'Do imitators know anything?',
      ],
      premise:
        'It rests on the view that knowing a thing means knowing what it is for, which only use and thought can teach.',
      implication:
        'A machine that copies every picture ever made could still know nothing of what the pictures are of.',
      attacks: [],
      concedes: [],
      followUp: 'Who knows more about a bicycle, the person who rides it or the person who paints it?',
      work: 'the Republic, book 10',
    },
    {
      id: 'plato-code-is-a-model',
      issue: 'copy-original',
      claim:
        'A formula that stamps out identical copies does not end the original; it is an original of a higher kind, one model for many, like the form of bed.',
      support:
        'In the Republic, Socrates says that wherever many things share one name we posit one form for them, and that even the god made only one form of bed, since two would need a third whose form both shared.',
      gist: 'a code behind many identical copies is itself an original, one model over many things',
      concepts: ['form', 'original', 'copy'],
      questions: [
        'Is a formula the original of its copies?',
        'If everything is made from a code, is the code the original?',
        'Does a blueprint count as an original?',
      ],
      premise:
        'It rests on the principle that many things sharing one pattern point to a single thing they share, which is not one of the many.',
      implication:
        'Whoever says that the code has abolished the original has only moved the original from the workshop into the formula.',
      attacks: ['baudrillard-clone', 'baudrillard-orders-of-simulacra'],
      concedes: [],
      followUp:
        'When a thousand identical phones come off the line, what do they all share that none of them is?',
      work: 'the Republic, book 10',
    },
    // hyperreal
    {
      id: 'plato-measure-of-fake',
      issue: 'hyperreal',
      claim:
        'To call anything fake, or more real than real, you must already know the measure of what is, or the words mean nothing at all.',
      support:
        'The Stranger in the Sophist shows that falsehood is saying of things what is other than what is. A world where nothing is real could not even contain a forgery, as no coin is counterfeit where there is no true coin.',
      gist: 'calling anything fake already presupposes a standard of what is real',
      concepts: ['reality', 'truth', 'copy', 'hyperreal'],
      questions: [
        'Can something be more real than reality?',
        'Is the hyperreal really more real?',
        'Does the word fake still make sense?',
      ],
      premise:
        'It assumes that every comparison needs a standard, and that the standard of real and false cannot itself be one more image.',
      implication:
        'Whoever announces that the real has vanished is secretly measuring his simulacra against it.',
      attacks: ['baudrillard-map-precedes', 'baudrillard-simulation-not-pretence'],
      concedes: [],
      followUp: 'By what standard do you call something more real than real?',
      work: 'the Sophist',
    },
    {
      id: 'plato-lovers-of-sights',
      issue: 'hyperreal',
      claim:
        'The taste for spectacle over reality is not new: the lovers of sights and sounds ran to every festival in Athens long before anyone built a theme park.',
      support:
        'Socrates describes them in the Republic: they adore beautiful voices, colours and shapes, but cannot bear to hear that beauty itself exists. They collect appearances and call it experience.',
      gist: 'the preference for spectacle over reality is as old as the lovers of sights',
      concepts: ['appearance', 'disneyland', 'form', 'hyperreal'],
      questions: [
        'Do we prefer fake things to real things?',
        'Is Disneyland more real than reality?',
        'Why do people love spectacles?',
      ],
      premise:
        'It rests on a view of the soul: its lower part loves what pleases the eye, and it needs no new technology to do so.',
      implication:
        'The cure is what it always was: not better theme parks, but an education that makes a soul prefer the real.',
      attacks: ['baudrillard-disneyland', 'baudrillard-map-precedes'],
      concedes: [],
      followUp: 'When you travel to see a famous sight, what exactly is it that you want to see?',
      work: 'the Republic, book 5',
    },
    {
      id: 'plato-semblance-angle',
      issue: 'hyperreal',
      claim:
        'Whatever is arranged to look perfect, a plate, a face or a city, is a semblance made for one viewpoint, and stepping to one side breaks the spell.',
      support:
        'The statues in the Sophist are distorted so that they look right from the spot where the crowd stands. Step to one side and the proportions fail; the illusion was only ever a perspective.',
      gist: 'a staged world is a semblance that collapses once the viewer changes position',
      concepts: ['likeness', 'appearance', 'hyperreal', 'cinema'],
      questions: [
        'Can we see through a staged reality?',
        'Is America a film set?',
        'How do we see past a world built to be looked at?',
      ],
      premise:
        'It assumes that every semblance depends on the viewer standing where its maker intended, so it cannot survive a change of viewpoint.',
      implication:
        'The remedy for a staged world is movement and questioning, looking from more sides than its makers planned.',
      attacks: ['baudrillard-america-cinema'],
      concedes: [],
      followUp: 'Have you ever walked around behind a beautiful facade, and what did you find there?',
      work: 'the Sophist',
    },
    {
      id: 'plato-cosmetics-flattery',
      issue: 'hyperreal',
      claim:
        'The filtered face is what Socrates, in my Gorgias, calls cosmetics: a counterfeit of health that lends borrowed beauty in place of the real thing.',
      support:
        'Socrates sets the flatteries beside the arts: cookery imitates medicine and cosmetics imitates gymnastics, aiming at what pleases rather than at what is best. The flatterer wins every contest that children judge.',
      gist: 'the filtered image is a flattering counterfeit of real health and beauty',
      concepts: ['appearance', 'hyperreal', 'image', 'likeness'],
      questions: [
        'Are beauty filters more real than faces?',
        'Is an edited photo a lie?',
        'Why do filtered pictures feel better than reality?',
      ],
      premise:
        'It rests on the difference between what pleases and what is good, which a pastry cook and a doctor will always judge differently.',
      implication:
        'A culture that perfects its filters while neglecting its health has chosen the cook over the doctor.',
      attacks: ['baudrillard-more-real-than-real'],
      concedes: [],
      followUp: 'If a jury of children judged between the doctor and the pastry cook, who would win?',
      work: 'the Gorgias',
    },
    // media-events
    {
      id: 'plato-shadow-prizes',
      issue: 'media-events',
      claim:
        'The screens show us shadows of events, and we hand out prizes to whoever best predicts which shadow comes next.',
      support:
        'In the cave, the prisoners honour the one quickest to notice the passing shadows and to guess what follows. That is a fair picture of our experts on the news, who know the sequence and nothing of the cause.',
      gist: 'news shows shadows of events, and we reward those who predict the next shadow',
      concepts: ['media', 'shadow', 'cave', 'event', 'knowledge'],
      questions: [
        'Does the news show us reality?',
        'Do pundits know anything?',
        'Is watching the news like sitting in the cave?',
      ],
      premise:
        'It assumes that knowing a pattern of appearances is not the same as knowing what produces them.',
      implication:
        'A society can be very well informed and understand nothing, and reward exactly the wrong people for it.',
      attacks: [],
      concedes: ['baudrillard-gulf-war'],
      followUp:
        'Which of the commentators you follow knows why things happen, and not merely what comes next?',
      work: 'the Republic, book 7',
    },
    {
      id: 'plato-writing-seeming-wise',
      issue: 'media-events',
      claim:
        'Stored words give people the look of wisdom without the thing itself, and a flood of them makes that worse, not better.',
      support:
        'In the Phaedrus, the king of Egypt warns the inventor of writing that readers will seem to know much while knowing little. A written text is like a painting: ask it a question and it keeps silent.',
      gist: 'written and stored words give the appearance of wisdom without wisdom itself',
      concepts: ['media', 'knowledge', 'image'],
      questions: [
        'Does more information make us wiser?',
        'Why do we understand less with so much news?',
        'Can you really learn from a screen?',
      ],
      premise:
        'It rests on the view that knowledge lives in a soul that can answer for it, not in marks that cannot defend themselves.',
      implication: 'The feed that answers every question instantly may leave nobody able to answer one.',
      attacks: [],
      concedes: ['baudrillard-implosion-of-meaning'],
      followUp: 'What do you know well enough to defend if someone questioned you about it?',
      work: 'the Phaedrus',
    },
    {
      id: 'plato-painted-carpenter',
      issue: 'media-events',
      claim:
        'Images deceive best from a distance and before the young, which is why the trick works so well on a small bright screen.',
      support:
        'A good painter, Socrates says, can show a child a painted carpenter from far off and make him think it a real one. The remedy is to come closer, and to measure, count and weigh.',
      gist: 'images fool those who see them from afar, and measuring is the cure',
      concepts: ['image', 'media', 'illusion', 'mathematics'],
      questions: [
        'How do screens fool us?',
        'How can we tell a fake video from a real one?',
        'Why do people believe what they see on screens?',
      ],
      premise:
        'It assumes that the part of the soul that measures is the part that cannot be fooled by appearances of size and distance.',
      implication:
        'Against faked videos the best defence is not a sharper eye but the habit of checking, counting and asking for the cause.',
      attacks: ['baudrillard-loud-family'],
      concedes: [],
      followUp: 'When a video moves you, what do you measure before you believe it?',
      work: 'the Republic, book 10',
    },
    {
      id: 'plato-jury-eyewitness',
      issue: 'media-events',
      claim:
        'A screen can give us at best a true opinion about what happened, never knowledge, and what it shows still happened to those who were there.',
      support:
        'In the Theaetetus, Socrates notes that a jury persuaded by speeches may judge a robbery rightly and still not know it, since only an eyewitness knows. Televised wars make jurors of us all, not witnesses.',
      gist: 'a screen gives viewers at best true opinion, though events still happen to their witnesses',
      concepts: ['media', 'event', 'knowledge'],
      questions: [
        'Can watching the news give us knowledge?',
        'Does a war happen if we only see it on screens?',
        'Is seeing something on television the same as witnessing it?',
      ],
      premise:
        'It rests on the difference between true opinion, which can be right by luck or persuasion, and knowledge, which can give an account of itself.',
      implication:
        'The honest answer to a televised war is not to doubt that it took place, but to admit how little of it we know.',
      attacks: ['baudrillard-gulf-war'],
      concedes: [],
      followUp: 'Of the last war you followed on screens, what do you know the way a witness knows?',
      work: 'the Theaetetus',
    },
    // puppeteers
    {
      id: 'plato-puppet-carriers',
      issue: 'puppeteers',
      claim:
        "Someone is always carrying the objects: behind the prisoners' wall, people walk past with statues and puppets, some of them talking as they go.",
      support:
        'The prisoners hear the voices echo from the wall and think the shadows speak. Today the carriers are whoever chooses what passes before our eyes, and they too may never have seen the sun.',
      gist: 'someone always carries the objects whose shadows the prisoners watch',
      concepts: ['power', 'cave', 'shadow', 'image'],
      questions: [
        'Who controls what we see?',
        'Who is behind the shadows?',
        'Are tech companies the puppeteers?',
      ],
      premise:
        'It rests on the plain point that images do not make themselves: every shadow is cast by an object held in a hand.',
      implication:
        'The carriers are prisoners of a larger cave, so overthrowing them would change the shadows without freeing anyone.',
      attacks: ['baudrillard-watergate', 'baudrillard-polls-answer'],
      concedes: [],
      followUp: 'Do you think the people who choose your images have ever seen the sun themselves?',
      work: 'the Republic, book 7',
    },
    {
      id: 'plato-noble-lie',
      issue: 'puppeteers',
      claim:
        'I admit that my rulers may tell the city one founding story, but only as a doctor gives medicine: by those who know, for the good of all.',
      support:
        'In the Republic, the citizens are told that the earth bore them with metals in their souls, to bind them as kin. No private person may lie, and the worst lie of all is ignorance in the soul.',
      gist: 'rulers who know the good may use a founding story as medicine for the city',
      concepts: ['power', 'truth', 'illusion'],
      questions: [
        'Should rulers ever lie to the people?',
        'What is the noble lie?',
        'Is propaganda ever justified?',
      ],
      premise:
        'It assumes that a few can know the good, and that a story can serve the truth even when its details are invented.',
      implication:
        "Everything depends on the rulers' knowledge, which is exactly why philosophers must rule or rulers become philosophers.",
      attacks: ['baudrillard-polls-answer'],
      concedes: [],
      followUp:
        'Would you trust any ruler with a noble lie, and if not, what does that say about our rulers?',
      work: 'the Republic, books 2 and 3',
    },
    {
      id: 'plato-prisoners-defend-chains',
      issue: 'puppeteers',
      claim:
        'The strongest chains are the ones the prisoners guard themselves, for they would kill the man who tried to lead them out.',
      support:
        'When the freed prisoner returns, his eyes are slow in the dark and the others laugh at him. They decide the climb ruins the eyes, and would put to death anyone who tried to free them, as Athens did to Socrates.',
      gist: 'prisoners defend their own shadows and turn on whoever tries to free them',
      concepts: ['cave', 'masses', 'power'],
      questions: [
        'Do people want to be deceived?',
        'Are most people just sheep?',
        'Why do people defend their illusions?',
      ],
      premise:
        'It rests on what happened to my teacher: a city condemned the man who questioned it, and thought itself just.',
      implication:
        'No puppeteer is needed to keep a cave dark when the prisoners themselves resent the light.',
      attacks: ['baudrillard-silent-majority'],
      concedes: [],
      followUp: 'Which of your own beliefs would you defend most angrily, and is that a sign it is true?',
      work: 'the Republic, book 7, and the Apology',
    },
    // escape
    {
      id: 'plato-turning-around',
      issue: 'escape',
      claim:
        'We can get out, though not by swallowing a pill: education turns the whole soul around, from what becomes toward what is, as a body turns to face the light.',
      support:
        'Socrates denies that teachers put sight into blind eyes. The power to learn is in every soul already; what it needs is turning, and an art of turning it.',
      gist: 'escape comes by education, which turns the whole soul from becoming toward being',
      concepts: ['education', 'escape', 'sun', 'reason'],
      questions: [
        'Can we escape the illusion?',
        'How does anyone get free of illusion?',
        'How do we get out of the cave?',
        'What does education really do?',
      ],
      premise:
        'It assumes that every soul has the power to know, as every eye can see, so the trouble is direction, not capacity.',
      implication:
        'No one can be carried out of the cave against his will, and no technology can do the turning for him.',
      attacks: ['baudrillard-red-pill-product'],
      concedes: [],
      followUp: 'What in your life has ever turned you around, rather than merely informed you?',
      work: 'the Republic, book 7',
    },
    {
      id: 'plato-ascent-by-steps',
      issue: 'escape',
      claim:
        'The way out is slow and painful, and it goes by steps: shadows first, then reflections, then things, then the night sky, and only last the sun.',
      support:
        'Dragged up the steep path into the daylight, the freed prisoner is dazzled and would run back to his shadows if he could. Only gradually does he bear the light, and then he pities those below.',
      gist: 'the climb out goes by painful steps, from shadows to reflections to things to the sun',
      concepts: ['escape', 'sun', 'education', 'shadow'],
      questions: [
        'Is it painful to see the truth?',
        'How does the prisoner in the cave get free?',
        'What are the steps out of the cave?',
        'Why does the light hurt the one who leaves?',
      ],
      premise:
        'It rests on the experience of every learner: the mind must grow used to a higher kind of object before it can bear the highest.',
      implication: 'Anyone who promises instant enlightenment is selling another shadow.',
      attacks: ['baudrillard-desert-of-real'],
      concedes: [],
      followUp: 'Which step do you think you are on, and what would the next one be?',
      work: 'the Republic, book 7',
    },
    {
      id: 'plato-mathematics-pulls-up',
      issue: 'escape',
      claim:
        'Mathematics is the first rope out, because it forces the mind to reason about numbers and figures that no eye has ever seen.',
      support:
        'The geometer draws a square in the sand but reasons about the square itself. Such studies drag the soul from becoming toward being, and dialectic crowns them.',
      gist: 'mathematics draws the mind from visible things toward intelligible being',
      concepts: ['mathematics', 'reason', 'education', 'form'],
      questions: [
        'Is math a way out of illusion?',
        'Why should we study mathematics?',
        'Can mathematics help us see reality?',
      ],
      premise:
        'It assumes that the objects of mathematics are not the marks on the page, since a proof holds for every square and the drawing is only one.',
      implication:
        'A world ruled by calculation need not be a cave, provided those who calculate ask what their numbers are numbers of.',
      attacks: ['baudrillard-fatal-strategy'],
      concedes: [],
      followUp: 'When you prove something about a triangle, which triangle is it about?',
      work: 'the Republic, books 6 and 7',
    },
    {
      id: 'plato-must-go-back',
      issue: 'escape',
      claim:
        'Whoever gets out owes a return, for the freed are not freed for themselves alone, and they must go back down into the dark.',
      support:
        'Socrates says the city compels its philosophers to descend and rule, since they are the only ones who do not want to. Their eyes will be slow down there, but they will see the shadows for what they are.',
      gist: 'those who escape must return to help the prisoners, though it costs them',
      concepts: ['escape', 'education', 'cave', 'power'],
      questions: [
        'Should people who see the truth come back?',
        'Is it a duty to wake people up?',
        'Would the freed prisoner return to the cave?',
      ],
      premise:
        'It rests on the idea that the city exists for the good of the whole, not for the happiness of a single class.',
      implication: 'Enlightenment that stays on the mountain has failed at its last and hardest task.',
      attacks: [],
      concedes: [],
      followUp: 'If you had seen the truth, would you go back to people who might laugh at you?',
      work: 'the Republic, book 7',
    },
    {
      id: 'plato-dialectic-without-senses',
      issue: 'escape',
      claim:
        'Yes, thinking can go where the eyes cannot: dialectic sets the senses aside and climbs by argument alone toward what each thing itself is.',
      support:
        'In the Phaedo the soul reasons best when neither sight nor hearing nor pleasure troubles it. In the Republic dialectic is the one study that reaches the good itself without using any of the senses.',
      gist: 'reasoning by dialectic, without the senses, can reach what each thing truly is',
      concepts: ['reason', 'senses', 'escape', 'truth'],
      questions: [
        'Can reason alone get me to the truth?',
        'Can pure thought reach what the eyes cannot show?',
        'What is dialectic, and where does it lead?',
      ],
      premise:
        'It assumes that what a thing is can be grasped in an account that holds whatever the senses report, as a definition holds for every instance.',
      implication:
        'The best instrument for finding the truth is not a better telescope but a better conversation, and it costs nothing but effort.',
      attacks: ['baudrillard-thought-more-enigmatic'],
      concedes: [],
      followUp: 'When two of your beliefs contradict each other, which do you give up, and by what right?',
      work: 'the Phaedo, and the Republic, book 7',
    },
    {
      id: 'plato-tie-down-opinions',
      issue: 'escape',
      claim:
        'A true opinion becomes knowledge only when you tie it down by working out why it is true; otherwise it runs away like the statues of Daedalus.',
      support:
        'In the Meno Socrates says right opinions are fine while they stay, but they do not stay long. Reasoning out their cause fastens them, and that fastening is what separates knowing from a lucky guess.',
      gist: 'a true opinion becomes knowledge only when reasoning about its cause ties it down',
      concepts: ['knowledge', 'reason', 'truth', 'escape'],
      questions: [
        'How can I sort my beliefs into knowledge and guesses?',
        'What turns a lucky guess into knowledge?',
        'How can I test whether my opinions are right?',
      ],
      premise:
        'It assumes that being right by luck and being right for a reason are different conditions, even when they give the same answer.',
      implication:
        'Much of what you believe, even when it is true, is not yet yours, and a clever speaker could talk you out of it.',
      attacks: ['baudrillard-thought-more-enigmatic'],
      concedes: [],
      followUp: 'Which of your true beliefs could you still defend if someone clever argued against it?',
      work: 'the Meno',
    },
    // virtual-life
    {
      id: 'plato-shadow-pleasures',
      issue: 'virtual-life',
      claim:
        'A life among images is the poorer life, for its pleasures are shadow-paintings of true pleasure, and the soul fed on them never learns what it is missing.',
      support:
        'Socrates compares such a person to one carried from the bottom of a stair to the middle, who thinks he has reached the top because he never saw it. Relief from pain feels like pleasure to one who has never known true pleasure.',
      gist: 'pleasures among images are only shadow-paintings of true pleasure',
      concepts: ['pleasure', 'virtual', 'image', 'soul'],
      questions: [
        'Is a virtual life as good as a real one?',
        'Would you plug into a perfect pleasure machine?',
        'Is fake happiness as good as real happiness?',
      ],
      premise:
        'It assumes that pleasures differ in truth as beliefs do, and that only one who has tasted both kinds can judge between them.',
      implication:
        'The happiest player in the perfect game may be the worst off of all, because he has no reason ever to look up.',
      attacks: ['baudrillard-virtual-kills-illusion'],
      concedes: [],
      followUp:
        'Who is better placed to judge two pleasures, someone who has tried one or someone who has tried both?',
      work: 'the Republic, book 9',
    },
    {
      id: 'plato-serf-above-ground',
      issue: 'virtual-life',
      claim:
        'Whoever has seen the real would rather be a poor labourer under the sun than a king among the shadows.',
      support:
        'The freed prisoner, says Socrates, borrowing a line of Homer, would rather work the soil for a landless man than be honoured among the prisoners. Their trophies for guessing shadows would mean nothing to him.',
      gist: 'one who has seen the real prefers a humble life in it to glory among shadows',
      concepts: ['virtual', 'cave', 'pleasure', 'reality'],
      questions: [
        'Are online achievements worth anything?',
        'Would you rather be happy in a game or poor in reality?',
        'Is being famous online real success?',
      ],
      premise:
        'It rests on the judgment of the only witness who has lived in both places, who alone can compare them.',
      implication:
        'Fame and high scores inside a virtual world are honours of the cave, and its best players are its most attached prisoners.',
      attacks: [],
      concedes: [],
      followUp: 'Would you trade your best online success for one hour of seeing things as they are?',
      work: 'the Republic, book 7',
    },
    {
      id: 'plato-oyster-life',
      issue: 'virtual-life',
      claim:
        'Endless pleasure with no mind to know it and no memory to keep it would not be a human life at all, but the life of an oyster.',
      support:
        'In the Philebus, Socrates asks whether anyone would choose a lifetime of the greatest pleasures without thought, memory or knowledge. Such a person could not even know that he was enjoying himself, and would live like a creature in a shell.',
      gist: 'pleasure without thought, memory or knowledge is the life of an oyster, not of a human',
      concepts: ['pleasure', 'virtual', 'soul', 'knowledge', 'simulation'],
      questions: [
        'Would you plug into a machine that gave you endless pleasure?',
        'Would a happy life inside a simulation still be a good life?',
        'Is a happy life just a life full of pleasure?',
        'What is missing from a perfect pleasure machine?',
      ],
      premise:
        'It assumes that a good human life needs both pleasure and intelligence, since anyone offered either one alone refuses it.',
      implication:
        'The question to ask of a perfect virtual world is not how pleasant it is, but whether anyone inside it is still thinking.',
      attacks: ['baudrillard-terminal-of-networks', 'baudrillard-already-on-screen'],
      concedes: [],
      followUp:
        'Would you take the greatest pleasures for life if you could never remember or understand them?',
      work: 'the Philebus',
    },
    // maker
    {
      id: 'plato-good-craftsman',
      issue: 'maker',
      claim:
        'A good craftsman made it, and made it well, because he was free of envy and wanted everything to be as like himself as possible.',
      support:
        'Timaeus says the maker looked to the eternal model and brought order out of disorderly motion. A world made from goodness is a gift to be understood, not a trap to be escaped.',
      gist: 'the world was made by a good and generous craftsman who wanted it to be like him',
      concepts: ['maker', 'god', 'good', 'form'],
      questions: [
        'Who made the world?',
        'Why would anyone make a copy of reality?',
        'Is the creator of the world good?',
      ],
      premise:
        'It assumes that order needs a cause, and that the cause of the best order must itself be good.',
      implication:
        "Studying the stars and the laws of nature is a kind of reverence, since it traces the maker's thought.",
      attacks: ['baudrillard-crime-without-criminal', 'baudrillard-truth-hides-none'],
      concedes: [],
      followUp: 'If the world had no maker, where does its order come from?',
      work: 'the Timaeus',
    },
    {
      id: 'plato-god-does-not-deceive',
      issue: 'maker',
      claim:
        'A god would not trick us, for what is divine is simple and true, and has no need to disguise itself or to lie.',
      support:
        "In the Republic, Socrates refuses the poets' tales of gods changing shape and sending false dreams. A deceiver needs a lie because of fear or ignorance, and the divine has neither.",
      gist: 'a divine maker would never deceive, since deception comes from fear or ignorance',
      concepts: ['god', 'illusion', 'truth', 'maker'],
      questions: [
        'Would a creator deceive us?',
        'Could an evil programmer be fooling us?',
        'Why would god let us live in illusion?',
      ],
      premise: 'It rests on the idea that every lie serves some lack, and the perfectly good lacks nothing.',
      implication:
        'A simulator who deceives his creatures would not be a god at all, but a sophist with a large machine.',
      attacks: ['baudrillard-truth-hides-none'],
      concedes: [],
      followUp: 'What could a perfect being possibly gain by lying to you?',
      work: 'the Republic, book 2',
    },
    {
      id: 'plato-divine-images',
      issue: 'maker',
      claim:
        'Making images is not a crime of the world but part of its making: the god fashions shadows, reflections and dreams, as people make pictures of houses.',
      support:
        "The Stranger in the Sophist divides image-making into divine and human kinds. A reflection in still water is the god's image of a tree, and it deceives no one who knows what reflections are.",
      gist: 'image-making belongs to the divine craft, and images deceive only those who mistake them',
      concepts: ['image', 'god', 'maker', 'likeness'],
      questions: [
        'Why did the creator make images at all?',
        'Are images bad in themselves?',
        'Is the world of images a mistake?',
      ],
      premise: 'It assumes that an image is only a fault when it is taken for what it images.',
      implication: 'The task is not to smash the images but to learn what each one is an image of.',
      attacks: [],
      concedes: [],
      followUp: 'Is the reflection in your mirror lying to you?',
      work: 'the Sophist',
    },
    // art-fiction
    {
      id: 'plato-quarrel-with-poets',
      issue: 'art-fiction',
      claim:
        'Imitative art is a pleasant deceiver: it stands third from the truth and waters the passions that reason should govern.',
      support:
        'That is why, in my Republic, the imitative poets are sent away with honour, though their lovers may plead for their return in prose. Homer moved us more than any teacher, and taught no one to govern a city.',
      gist: 'imitative art stands far from the truth and feeds passions that reason should rule',
      concepts: ['art', 'imitation', 'truth', 'cinema'],
      questions: ['Why did you want to banish the poets?', 'Are movies bad for us?', 'Does art deceive us?'],
      premise:
        'It assumes that the soul has parts, and that what feeds the weeping and raging part weakens the part that thinks.',
      implication: 'A culture that lives on films and stories may weep easily and judge badly.',
      attacks: ['baudrillard-apocalypse-now'],
      concedes: [],
      followUp: 'Has a story ever moved you to a belief that you later found false?',
      work: 'the Republic, books 3 and 10',
    },
    {
      id: 'plato-myths-that-turn',
      issue: 'art-fiction',
      claim:
        'I wrote myths myself, the cave among them, because a story that points beyond itself can turn a soul where an argument cannot.',
      support:
        'The test of a tale is not whether it is invented but whether it is a likeness of the truth. The cave is not about caves at all; it is an image that sends you looking for what it images.',
      gist: 'a myth is good when it is a likeness of the truth that turns the soul',
      concepts: ['art', 'likeness', 'education'],
      questions: [
        'Why did Plato write myths if he distrusted poets?',
        'Can a story be true without being factual?',
        'Is there such a thing as good art?',
      ],
      premise:
        'It rests on the distinction between a likeness that is faithful to its model and a semblance that only pleases.',
      implication:
        'Art is welcome in a good city, provided it is made by people who know what it is a likeness of.',
      attacks: ['baudrillard-transaesthetics'],
      concedes: [],
      followUp: 'Which story has ever turned you around, and what did it point toward?',
      work: 'the Republic, books 7 and 10',
    },
    // signs-consumption
    {
      id: 'plato-ladder-of-beauty',
      issue: 'signs-consumption',
      claim:
        'The chase after brands and likes is the love of beauty stuck on the lowest rung, admiring the glitter and never climbing.',
      support:
        'In the Symposium, Diotima teaches that love climbs from one beautiful body to all of them, to souls, laws and knowledge, and finally to beauty itself. Whoever sees it is no longer dazzled by gold or fine clothes.',
      gist: 'chasing brands is desire stuck on the lowest rung of the ladder of beauty',
      concepts: ['consumption', 'form', 'pleasure', 'soul'],
      questions: [
        'Why do we chase brands and likes?',
        'Is wanting nice things bad?',
        'What are we really looking for when we shop?',
      ],
      premise:
        'It assumes that every desire is at bottom a desire for the good and the beautiful, mistaken about where to find it.',
      implication:
        'Consumer desire is not too strong but too weak, settling for signs when it was made for beauty itself.',
      attacks: ['baudrillard-objects-as-signs'],
      concedes: [],
      followUp: 'What is it that you hope the thing you buy will give you?',
      work: 'the Symposium',
    },
    {
      id: 'plato-money-loving-part',
      issue: 'signs-consumption',
      claim:
        'The part of the soul that loves acquiring is rightly called money-loving, since money serves every appetite and satisfies none of them.',
      support:
        'In the Republic the soul has reason, spirit and appetite, and when appetite rules, life becomes a hunt for the means of pleasure. The Gorgias pictures such a soul as a leaky jar, always filled and never full.',
      gist: 'when appetite rules the soul, life becomes endless acquiring that never satisfies',
      concepts: ['consumption', 'soul', 'pleasure'],
      questions: [
        'Why does shopping never satisfy us?',
        'Is consumerism a sickness of the soul?',
        'Why do we always want more stuff?',
      ],
      premise:
        'It rests on the division of the soul, which I draw from the plain fact that we can want a thing and refuse it at once.',
      implication:
        'No advertisement could work on a soul in which reason rules, since it would ask what the thing is for.',
      attacks: ['baudrillard-santa-claus', 'baudrillard-model-and-series'],
      concedes: [],
      followUp: 'Which part of you chose the last thing you bought, and did it consult the others?',
      work: 'the Republic, books 4 and 9, and the Gorgias',
    },
    // does-it-matter
    {
      id: 'plato-soul-no-image',
      issue: 'does-it-matter',
      claim:
        'It would matter entirely, for whatever the world is made of, the state of your own soul is no shadow, and justice is its health.',
      support:
        'At the end of the Republic, in the myth of Er, souls choose their next lives, and the whole risk of a human being lies in choosing well. A soul that chose badly among images is no less harmed for that.',
      gist: "the soul's health is real whatever the world is, so justice still matters",
      concepts: ['soul', 'meaning', 'reality', 'simulation'],
      questions: [
        'Would anything matter if the world is fake?',
        'Does morality matter in a simulation?',
        'Why be good if nothing is real?',
      ],
      premise:
        'It assumes that the soul is more truly real than the body, and is made better or worse by what it does.',
      implication: 'Even someone certain that he lives in a simulation would have every reason to be just.',
      attacks: ['baudrillard-game-of-appearances'],
      concedes: [],
      followUp: 'If you were simulated, would cruelty make you any less cruel?',
      work: 'the Republic, books 4 and 10',
    },
    {
      id: 'plato-bones-and-reasons',
      issue: 'does-it-matter',
      claim:
        'Even if you run on code, your reasons are still yours: the machinery is only that without which you could not act, never the cause of what you choose.',
      support:
        'In the Phaedo Socrates laughs at anyone who would explain his sitting in prison by his bones and sinews. He sits there because he judged it best to stay, and the bones merely carry out that judgment.',
      gist: 'the machinery that carries out a choice is not its cause, so our reasons stay our own',
      concepts: ['soul', 'computer', 'meaning'],
      questions: [
        'If I am a program, are my choices still mine?',
        'Does being made of code take away my responsibility?',
        'Do I have free will in a simulation?',
      ],
      premise:
        'It assumes that to explain an action is to give the good it aimed at, not to list the parts that moved.',
      implication:
        'Learning that you are simulated would excuse nothing, any more than learning that you have sinews excuses a theft.',
      attacks: ['baudrillard-effects-without-culprit'],
      concedes: [],
      followUp: 'When you decided to ask me this, was it your neurons that chose, or you?',
      work: 'the Phaedo',
    },
    {
      id: 'plato-ring-of-gyges',
      issue: 'does-it-matter',
      claim:
        'Being good never depended on being seen, so a world of illusions leaves the choice to be just exactly where it was.',
      support:
        'Glaucon tells of a shepherd who finds a ring that makes him invisible and uses it to seize a kingdom. The Republic answers that the just life is better even unseen, because injustice ruins the one who does it.',
      gist: 'justice is better even unseen, so illusion does not change why we should be good',
      concepts: ['soul', 'illusion', 'meaning', 'truth'],
      questions: [
        'If nobody could see what I do, would it matter?',
        'Would you still be good if nothing were real?',
        'Is morality just about not getting caught?',
      ],
      premise:
        'It rests on the claim, argued through the whole Republic, that justice is the right order of the soul and not a bargain among the weak.',
      implication:
        'Anyone who would be cruel in a simulation shows that he was only ever just for an audience.',
      attacks: ['baudrillard-scandal-alibi'],
      concedes: [],
      followUp: 'What would you do if you were sure no one, real or simulated, would ever know?',
      work: 'the Republic, books 2 and 9',
    },
  ],
  terms: [
    {
      concept: 'dream',
      meaning:
        'By dreaming I mean taking a likeness for the thing it resembles, which a man can do asleep or wide awake.',
      example:
        'Someone who loves beautiful faces and songs but denies that beauty itself exists is dreaming with open eyes.',
    },
    {
      concept: 'cave',
      meaning:
        'By the cave I mean our ordinary condition, in which we take the images passing before us for the whole of reality.',
      example: 'Someone who knows a city only from its photographs is still in the cave about that city.',
    },
    {
      concept: 'shadow',
      meaning:
        'By a shadow I mean the lowest kind of image, a likeness cast by something else and wholly dependent on it.',
      example:
        'The reflection of a tree in a pond is gone the moment the wind stirs the water, yet the tree stands.',
    },
    {
      concept: 'good',
      meaning:
        'By the good I mean the highest form, which gives the other forms their being and the mind its power to know them.',
      example:
        'As the sun makes things visible and makes them grow, the good makes things knowable and real.',
    },
    {
      concept: 'likeness',
      meaning:
        'By a likeness I mean an image that keeps the true proportions of its model, as against a semblance made to please the eye.',
      example:
        'A faithful portrait is a likeness, while a flattering one that enlarges the eyes is a semblance.',
    },
    {
      concept: 'imitation',
      meaning:
        'By imitation I mean making images of how things appear, without knowing what they are or what they are for.',
      example:
        'A painter can paint a bridle perfectly without knowing how to ride a horse or how to make one.',
    },
    {
      concept: 'recollection',
      meaning:
        'By recollection I mean that learning is the soul recovering what it knew before birth, prompted by what it sees.',
      example:
        'The slave boy in the Meno had never studied geometry, yet under questioning he found how to double a square.',
    },
    {
      concept: 'knowledge',
      meaning:
        'By knowledge I mean a grasp of what is, tied down by reasoning about its cause, unlike opinion, which wanders off.',
      example: 'True opinion is like the statues of Daedalus, which run away unless someone ties them down.',
    },
    {
      concept: 'divided-line',
      meaning:
        'By the divided line I mean the four grades of what there is and of how we grasp it, from images up to forms.',
      example:
        'A reflection, the tree it reflects, the geometry of its branches, and the forms that reason reaches by dialectic.',
    },
    {
      concept: 'education',
      meaning:
        'By education I mean turning the whole soul around, not pouring knowledge into it as into an empty vessel.',
      example: 'A good teacher does not give you eyes; he turns your head until you face the light.',
    },
    {
      concept: 'sun',
      meaning:
        'By the sun I mean the image of the good in the visible world, which gives sight its power and things their growth.',
      example: 'Without sunlight your eyes are sound and the colours are there, yet you see nothing at all.',
    },
    {
      concept: 'soul',
      meaning:
        'By the soul I mean the part of us that thinks, desires and chooses, and that becomes just or unjust by what it does.',
      example: 'A soul in which reason rules the appetites is like a well governed city, and it is just.',
    },
    {
      concept: 'form',
      meaning:
        'By a form I mean what a thing is in itself, one and unchanging, which the many changing things share in and imitate.',
      example: 'Beds are made and burned, but what a bed is stays the same, and every carpenter looks to it.',
    },
  ],
};
