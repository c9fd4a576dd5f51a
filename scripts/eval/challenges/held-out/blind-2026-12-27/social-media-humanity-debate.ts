// The blind set of 2026-12-27 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 88). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Is scrolling actually bad for you, or is that just a moral panic?',
    issue: 'panic',
    form: 'plain',
  },
  {
    text: "My 9-year-old niece FaceTimes her grandma every night, and honestly they're closer than I ever was with mine. So how is that making anyone less human?",
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'McLuhan, did you see any of this coming? Like, literally TikTok?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'ok so debord if i post my dinner am i living or performing',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'my screen keeps freezing every few seconds, is it my wifi or the app?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I went to a concert last week and basically watched it through a sea of raised phones. Everyone was filming, nobody was dancing. Were any of us actually there?',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: "Guy, isn't calling everything 'spectacle' just a fancy way of being grumpy about TV?",
    issue: 'panic',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'The Canadian keeps saying every medium rewires us. Rewires us into what, exactly?',
    issue: 'medium-message',
    also: ['less-human'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'is doomscrolling at 2am a human thing or a machine thing',
    issue: 'addiction',
    also: ['medium-message'],
    form: 'plain',
  },
  {
    text: 'People panicked about novels, radio and television too. Why is this time any different?',
    issue: 'panic',
    form: 'plain',
  },
  {
    text: "I'm a nurse, and during Covid I held up an iPad so a dying man could say goodbye to his kids. Was that less human than being there, or the most human thing I did all year?",
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "brb, phone's on 2%",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Marshall, 'the medium is the message' - so does it matter at all what I post, or only that I'm posting?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Are dating apps turning people into products?',
    issue: 'profit',
    form: 'paraphrase',
  },
  {
    text: "My friend has 80k followers and says she hasn't had a private thought in years, because she's always thinking 'would this make good content'. Is that what the French guy meant?",
    issue: 'performance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'mcluhan can you actually be friends with an ai chatbot or is that the end of being human',
    issue: 'connection',
    also: ['less-human'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'What would a Situationist do with an Instagram account: delete it or hijack it?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'What are the main causes of inflation right now?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr McLuhan, was the global village supposed to feel this much like a village full of gossip?',
    issue: 'polarization',
    also: ['connection'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "Online activism got millions into the streets after George Floyd was killed. Doesn't that prove screens can bring us together instead of isolating us?",
    issue: 'connection',
    also: ['resistance'],
    form: 'paraphrase',
  },
  {
    text: 'but what about deaf people, or people stuck at home who only have the internet to connect? feels a bit privileged to call that less human',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'Is the shrinking attention span thing real or a myth?',
    issue: 'attention',
    also: ['panic'],
    form: 'plain',
  },
  {
    text: 'Debourd you never even saw a smartphone, how can you judge it',
    issue: 'medium-message',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Is mathematics discovered or invented?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My teenage son spends six hours a day gaming with friends he's never met in person. He says they're his best mates. Should I be worried, or am I just old?",
    issue: 'connection',
    also: ['children'],
    form: 'paraphrase',
  },
  {
    text: "Do screens kill empathy? It's so easy to be cruel to someone in the comments.",
    issue: 'less-human',
    also: ['polarization'],
    form: 'plain',
  },
  {
    text: "If print made us individualists, what's the smartphone making us, McLuhan?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "Your own books are sold on Amazon with five-star reviews, Guy. Doesn't the spectacle swallow its critics too?",
    issue: 'resistance',
    also: ['profit'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'I did a digital detox for a month and felt more like myself. Then I came back because I was missing every invite. Is opting out even possible anymore?',
    issue: 'resistance',
    also: ['addiction'],
    form: 'paraphrase',
  },
  {
    text: "anyone know if there's a transcript of this debate I can download after?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Will VR headsets and the metaverse make this worse, or could they actually bring back a sense of presence?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "Is a parent who posts every moment of their baby's life online doing something wrong?",
    issue: 'children',
    also: ['performance'],
    form: 'paraphrase',
  },
  {
    text: 'Hey media prophet, is this app rewiring me while I talk to you?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Is there any good argument that God exists?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'like i mean being human was never about not using tools right? we invented fire and writing and nobody says those made us less human',
    issue: 'panic',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'Debord, does the spectacle need a screen at all, or was it already there with billboards and celebrities?',
    issue: 'medium-message',
    also: ['celebrity'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'lol the moderator sounds exactly like my old geography teacher',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Did the Treaty of Versailles make the Second World War inevitable?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mr Spectacle, what's a 'real' life anyway, if not the one I actually live, filters included?",
    issue: 'performance',
    also: ['truth'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "What does 'less human' even mean? Who decides what the human baseline was?",
    issue: 'less-human',
    form: 'plain',
  },
];
