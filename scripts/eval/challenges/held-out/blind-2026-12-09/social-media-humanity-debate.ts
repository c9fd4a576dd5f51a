// The blind set of 2026-12-09 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 77). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  { text: 'Are phones making us lonelier?', issue: 'connection', form: 'plain' },
  {
    text: 'Debord, what would you make of influencers who film themselves crying?',
    issue: 'performance',
    also: ['celebrity'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "At my cousin's wedding last month, half the guests watched the vows through their phones so they could post them. Were they at the wedding or not?",
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'McLuhan, is TikTok the global village you predicted, or a village where everyone shouts?',
    issue: 'polarization',
    also: ['connection'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'lol my screen is cracked again, anyone know a cheap repair place in leeds',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "People said the printing press and the novel would rot minds too. Isn't this just another moral panic?",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'ok so like if i stop posting do i even exist to my friends anymore',
    issue: 'performance',
    also: ['connection'],
    form: 'plain',
  },
  {
    text: "My grandmother lives 4000 miles away and I see her every Sunday on video. Without screens I'd see her once every few years. How is that making us less human?",
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "What does 'the medium is the message' actually mean for someone scrolling at 2am?",
    issue: 'medium-message',
    form: 'paraphrase',
  },
  {
    text: 'Was the violence of the French Revolution worth what it achieved?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Guy, didn't you just turn into a meme yourself? The spectacle ate you too.",
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  { text: 'Should the minimum wage be raised to a real living wage?', issue: null, form: 'off-topic' },
  {
    text: 'the media prophet guy says every screen rewires us. rewires us into what though, something worse?',
    issue: 'medium-message',
    also: ['less-human'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: "My 12-year-old's school banned phones this year and the teachers say kids are talking at lunch again. Should every school do that?",
    issue: 'children',
    form: 'paraphrase',
  },
  {
    text: "That's just nostalgia. Every generation thinks the young are ruined.",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'Marshall, is a conversation over text less real than one face to face?',
    issue: 'medium-message',
    also: ['connection'],
    addresses: 'mcluhan',
    form: 'named',
  },
  { text: 'what time does this debate end? got a train at 6', issue: null, form: 'off-topic' },
  {
    text: 'For a gay teenager in a small town, the internet might be the only place to find people like them. Debord, is that still spectacle?',
    issue: 'connection',
    addresses: 'debord',
    form: 'named',
  },
  { text: 'Can you be truly bored anymore, and does that matter?', issue: 'attention', form: 'plain' },
  {
    text: 'i mean algorithms decide what i see, what i buy, who i date. at what point am i just a product',
    issue: 'profit',
    form: 'plain',
  },
  {
    text: 'To the Situationist: how do we actually escape the spectacle if even protest becomes content?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Are dating apps turning love into shopping?',
    issue: 'profit',
    also: ['connection'],
    form: 'paraphrase',
  },
  { text: 'Is nuclear power the best way to fight climate change?', issue: null, form: 'off-topic' },
  {
    text: "So you admit, McLuhan, that you don't care if the change is good or bad, only that it happens?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "I'm a nurse and during Covid I held up iPads so dying patients could say goodbye to their families. Was that less human, or the most human thing I did all year?",
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'Macluhan what would you think of VR headsets, is that the next skin',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Does posting about a tragedy help anyone or is it just performance?',
    issue: 'performance',
    form: 'plain',
  },
  { text: 'can I use this app on my tablet or only my phone', issue: null, form: 'off-topic' },
  {
    text: 'come on Debord, you wrote books. Books are also a show for strangers.',
    issue: 'performance',
    also: ['medium-message'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "Question for the critic of the spectacle: why do we perform happiness online when we're miserable?",
    issue: 'performance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "The Arab Spring was organised on Facebook. Doesn't that prove screens can make us more political, not less human?",
    issue: 'less-human',
    also: ['resistance'],
    form: 'paraphrase',
  },
  {
    text: 'the french guy who hated capitalism, is instagram just capitalism with better lighting',
    issue: 'profit',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Do we have free will if every choice is caused by brain chemistry?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should parents give toddlers iPads, Marshall?',
    issue: 'children',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'McLuhan talked about hot and cool media. Is a TikTok feed hot or cool, and does it matter?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Is checking your phone 150 times a day an addiction or just modern life, Debord?',
    issue: 'addiction',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'haha my cat just walked across my keyboard and almost sent something',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'But what about AI friends? If a chatbot comforts a lonely old man, is he less human for it?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "Mr Global Village, do you think you'd have been on Twitter or hated it?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Will our grandkids think we were crazy to live through screens, or crazy to live without them?',
    issue: 'less-human',
    also: ['panic'],
    form: 'plain',
  },
];
