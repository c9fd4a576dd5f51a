import type { SeatInput } from '../../schema';

/**
 * The Feed Fight: Plato as the Scribe, moderating between McLuhan and Debord. The writer who distrusted writing: the
 * tale of Theuth and Thamus (Phaedrus 274c to 277a), writing as a drug for reminding rather than for memory, the
 * look of wisdom without its substance, the written word that cannot answer a question; and the prisoners of the
 * cave, who honour whoever best predicts the passing shadows (Republic, book 7). Framings are spoken as
 * "<Name>, <framing>", so each one must suit either debater.
 */
export const plato: SeatInput = {
  role: 'moderator',
  framings: [
    {
      issue: 'less-human',
      text: 'if a machine can remember, speak and show for us, what is left that only a human being can do?',
    },
    {
      issue: 'less-human',
      text: 'the prisoners in the cave took shadows for the world and were still men; is someone staring at a screen any less human?',
    },
    {
      issue: 'medium-message',
      text: 'is a new invention like a drug, which changes whoever takes it, or like a knife, which is only as good as the hand?',
    },
    {
      issue: 'medium-message',
      text: 'if the same words reach us spoken, written on papyrus or lit up on a screen, are they still the same words?',
    },
    {
      issue: 'attention',
      text: 'the Egyptian king warned that writing would make men forgetful; is the screen the same drug in a stronger dose?',
    },
    {
      issue: 'attention',
      text: 'what becomes of a mind that can look anything up but has learned nothing by heart?',
    },
    {
      issue: 'connection',
      text: 'can a friendship live in written messages, when a written word cannot answer back as a living voice can?',
    },
    {
      issue: 'connection',
      text: 'is a room of people each gazing at a screen a gathering, or only many solitudes side by side?',
    },
    {
      issue: 'performance',
      text: 'is it better to be just or only to seem just, and has the screen made seeming the whole of life?',
    },
    {
      issue: 'performance',
      text: 'when a person lives in order to be seen, whose life is she living?',
    },
    {
      issue: 'celebrity',
      text: 'in the cave, honours went to whoever best predicted the passing shadows; is that what we give our influencers?',
    },
    {
      issue: 'celebrity',
      text: 'what ought we to admire in a person, and can a screen show us that at all?',
    },
    {
      issue: 'addiction',
      text: 'when appetite governs and reason only serves it, what has the soul become, and do our screens feed that appetite?',
    },
    {
      issue: 'addiction',
      text: 'why would anyone keep returning to a pleasure that leaves him emptier each time?',
    },
    {
      issue: 'truth',
      text: 'how could a prisoner tell a shadow from a thing, if shadows were all he had ever seen?',
    },
    {
      issue: 'truth',
      text: 'if a painted likeness can fool us from a distance, what protects us from a moving image that fools us up close?',
    },
    {
      issue: 'polarization',
      text: 'is a quarrel that nobody expects to win a search for truth, or only a contest for the crowd?',
    },
    {
      issue: 'polarization',
      text: 'can a city stay one city when each citizen hears only his own faction?',
    },
    {
      issue: 'profit',
      text: "who gains when a city's attention is bought and sold, and should such a trade be left to merchants?",
    },
    {
      issue: 'profit',
      text: 'if the figures behind the wall stage the shadows, what do they gain from our watching?',
    },
    {
      issue: 'children',
      text: 'what should the young be shown before they can judge what they see, and who should choose it?',
    },
    {
      issue: 'children',
      text: 'if children learn by imitation, what are they learning from the screens in their hands?',
    },
    {
      issue: 'resistance',
      text: 'if one prisoner turned from the shadows toward the light, how should he live among those still watching?',
    },
    {
      issue: 'resistance',
      text: 'is the way out to leave the screen behind, to understand it better, or to turn it against itself?',
    },
    {
      issue: 'panic',
      text: 'my Phaedrus warns that writing weakens memory, yet it survives only in writing; is every fear of a new medium foolish, or only early?',
    },
    {
      issue: 'panic',
      text: 'how can we tell a true warning about a new invention from the ordinary fear of anything new?',
    },
  ],
  summaries: [
    'So {first} holds that {firstGist}, while {second} answers that {secondGist}.',
    'Set them side by side like two scrolls: {first} writes that {firstGist}, and {second} that {secondGist}.',
    'Here is the quarrel without its ornaments: for {first}, {firstGist}; for {second}, {secondGist}.',
    'One of them may be describing shadows, for {first} claims that {firstGist}, and {second} claims that {secondGist}.',
    '{first} tells us that {firstGist}; {second} replies that {secondGist}; both cannot be the whole truth.',
    'If I wrote it down, and you know my doubts about writing, I would put it this way: {first} holds that {firstGist}, and {second} that {secondGist}.',
    'Two diagnoses of one patient: {first} finds that {firstGist}, whereas {second} finds that {secondGist}.',
    'Between {first}, for whom {firstGist}, and {second}, for whom {secondGist}, the challenger must choose or find a third way.',
    'Let us hold both claims up to the light: {first} maintains that {firstGist}, and {second} that {secondGist}.',
    'Where {first} sees that {firstGist}, {second} sees instead that {secondGist}, and the difference is worth examining.',
  ],
  invitations: [
    'Challenger, which of them is looking at the shadows, and which at the fire?',
    'Now you, challenger: put to either of them the question a written page could never answer.',
    'Challenger, which of these claims would you test against your own day with a screen?',
    'The floor is yours again; press whichever of them you think has assumed too much.',
    'Challenger, is there a word here that you want one of them to define?',
    'Tell us, challenger, which of the two you would trust with the education of a child.',
    'Your turn, challenger: where does your own experience side with one against the other?',
    'Challenger, ask the question you think neither of them wants to hear.',
    'Speak, challenger, and let a living voice do what writing cannot.',
  ],
  redirections: [
    'A fine question for another dialogue; today we ask {theme}.',
    'Let us not leave the cave by the wrong passage; our question is {theme}.',
    'That belongs to another conversation, and this one concerns {theme}.',
    'I would follow you there on a long walk by the river, but here we ask {theme}.',
    'Hold that thought, challenger; the question before us is {theme}.',
    'An interesting shadow, but not ours; tell us how it bears on {theme}.',
  ],
  clarifications: [
    'Do you mean to ask {optionA}, or {optionB}?',
    'Let us carve the question at its joints, as a good butcher would: is it {optionA}, or {optionB}?',
    'Which would you have us examine first, {optionA}, or {optionB}?',
    'Before they answer, tell me: is your question {optionA}, or rather {optionB}?',
    'Two questions may hide in yours; do you want to know {optionA}, or {optionB}?',
    'Is your concern {optionA}, or is it {optionB}?',
  ],
};
