// The blind set of 2026-12-10 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 78). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: "Are phones making us lonelier even though we're always connected?",
    issue: 'connection',
    form: 'plain',
  },
  {
    text: 'McLuhan, you said the medium is the message. So what message is TikTok sending, regardless of the videos?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "My daughter is 13 and won't eat dinner until she's photographed it for her friends. She says it's just how they talk now. Is she living her life or performing it?",
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'debord honestly what would you even make of instagram lol',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'how do i make the text bigger on this screen, the captions are tiny',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Didn't people say the exact same thing about TV, and radio, and novels?",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'During lockdown, video calls were the only way I saw my grandfather before he died. That screen gave me something human, not less. How does the Situationist answer that?',
    issue: 'less-human',
    also: ['connection'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "Isn't the global village actually more like a global shouting match?",
    issue: 'polarization',
    form: 'plain',
  },
  {
    text: "so you admit the algorithm knows me better than my friends do? because that's kinda terrifying",
    issue: 'profit',
    form: 'plain',
  },
  { text: 'What triggered the First World War, really?', issue: null, form: 'off-topic' },
  {
    text: 'Guy, is posting about a protest still a protest, or just more spectacle?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  { text: 'Why does scrolling feel good and then awful afterwards?', issue: 'addiction', form: 'plain' },
  {
    text: "I'm deaf, and group chats and captioned videos made social life possible for me in a way it never was in person. Marshall, doesn't that mean screens can make some people more human?",
    issue: 'less-human',
    also: ['connection'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'the canadian prof seems weirdly excited about all this. does he think anything is lost?',
    issue: 'less-human',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Schools are banning phones in class now. Is that a good idea or just old people panicking?',
    issue: 'children',
    also: ['panic'],
    form: 'paraphrase',
  },
  { text: 'brb gotta feed the baby', issue: null, form: 'off-topic' },
  {
    text: "If we all live through screens, do we lose empathy for people we can't see?",
    issue: 'less-human',
    also: ['connection'],
    form: 'plain',
  },
  {
    text: "That's just nostalgia, Debord. People were bored and miserable before phones too.",
    issue: 'panic',
    also: ['less-human'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "My friend met her husband on a dating app, and her sister says that's 'not a real love story'. Why does meeting through a screen make it count less?",
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: 'Mr Medium Is The Message, are we even the same kind of people we were before the internet?',
    issue: 'medium-message',
    also: ['less-human'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  { text: 'Is mathematics discovered or invented?', issue: null, form: 'off-topic' },
  {
    text: 'i spend like 7 hours a day on my phone according to screen time and i dont even remember what i looked at. is that me being less human or just tired',
    issue: 'less-human',
    also: ['addiction'],
    form: 'paraphrase',
  },
  {
    text: 'Influencers sell an entire life, breakfast to bedtime. Is that job any different from what actors have always done?',
    issue: 'celebrity',
    also: ['performance'],
    form: 'plain',
  },
  {
    text: 'Socrates thought writing would ruin memory. McLuhan, are screens just the next version of that worry?',
    issue: 'panic',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'But what about war footage on my feed? I watch real people suffering between cat videos and feel nothing. Is that what you meant, critic of the spectacle?',
    issue: 'truth',
    also: ['less-human'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "the moderator just said 'fascinating' for the fifth time, drink!",
    issue: null,
    form: 'off-topic',
  },
  { text: 'Is chatting with AI going to replace real friends?', issue: 'connection', form: 'plain' },
  {
    text: "Monsieur Debord, what's a dérive, and could I do one with Google Maps open?",
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Come on, the printing press caused wars and witch hunts and we still call it progress. Why are screens different?',
    issue: 'panic',
    form: 'plain',
  },
  {
    text: "At my office everyone posts on LinkedIn about being 'humbled' by their promotion. Who are we even doing this for?",
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'Should the UN Security Council still give vetoes to five countries?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the french revolutionary guy, what would you tell a kid who wants to be a youtuber when he grows up',
    issue: 'celebrity',
    also: ['children'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Are we becoming cyborgs already, with the phone as an extra organ?',
    issue: 'medium-message',
    form: 'plain',
  },
  {
    text: 'Does a baby who learns to swipe before she learns to talk grow up wired differently?',
    issue: 'children',
    form: 'plain',
  },
  { text: 'anyone else listening from a train? my signal keeps cutting out', issue: null, form: 'off-topic' },
  {
    text: 'mcluhan is the internet hot or cool, i never understood that part',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'If I delete every app and go live in the woods, have I escaped the spectacle or just made a new post about it, Deboard?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  { text: 'Do plants feel anything when we cut them?', issue: null, form: 'off-topic' },
  {
    text: 'Could VR headsets finally bring the village back together, or just lock each of us into our own little theatre?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: 'What would make a screen make us MORE human, Marshall?',
    issue: 'less-human',
    addresses: 'mcluhan',
    form: 'named',
  },
];
