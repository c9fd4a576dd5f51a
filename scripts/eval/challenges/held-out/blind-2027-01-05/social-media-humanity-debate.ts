// The blind set of 2027-01-05 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Are we actually lonelier than people were before smartphones?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: "At my sister's wedding half the guests watched the vows through their phone screens so they could post them. McLuhan, is that still being there?",
    issue: 'performance',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'ok debord what would you even make of tiktok. like a whole app where life is literally a show',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'People panicked about novels, radio and TV too. Why is this time different?',
    issue: 'panic',
    form: 'plain',
  },
  {
    text: "is it raining where everyone else is? it's pouring here in Manchester",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My grandma is 89 and lives alone. Video calls with her great-grandkids are the highlight of her week. How is that making her less human?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'the medium is the message - what does that actually mean, in plain English?',
    issue: 'medium-message',
    form: 'plain',
  },
  {
    text: "i catch myself thinking 'this would make a good story' instead of just enjoying the sunset. is that normal or am i broken",
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'Is an influencer a job or a symptom?',
    issue: 'celebrity',
    form: 'plain',
  },
  {
    text: 'How does inflation actually eat away at savings?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Guy, you died in 1994, before Facebook existed. How can you be so sure about something you never saw?',
    issue: 'less-human',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'The Media Prophet said the world would become a global village. Villages have gossip and mobs too, is that what we got?',
    issue: 'polarization',
    also: ['connection'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Do kids who grow up on iPads develop empathy differently, McLuhan?',
    issue: 'children',
    also: ['less-human'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'so you admit screens are just tools, Marshall? then blame the people, not the phones',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'lol my cat just walked across my keyboard, sorry if i sent gibberish',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I met my wife on a dating app. Twelve years, two kids. Should I feel like our love story is somehow fake?',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'whats the difference between a spectacle and just, like, entertainment',
    issue: 'performance',
    also: ['truth'],
    form: 'plain',
  },
  {
    text: 'Teen depression went up sharply around 2012, right when smartphones spread. Is that proof or just a coincidence?',
    issue: 'panic',
    also: ['children'],
    form: 'paraphrase',
  },
  {
    text: 'Mr McLuhan, what habits of mine has the smartphone actually changed? Be specific.',
    issue: 'medium-message',
    also: ['attention'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'come on, people have always performed for each other. Victorian dinner parties were a show too',
    issue: 'performance',
    also: ['panic'],
    form: 'paraphrase',
  },
  {
    text: 'Why did the Soviet Union collapse so suddenly in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the french situationist guy would probably hate me, i run a brand account for a sneaker company. is selling through memes the spectacle eating itself?',
    issue: 'profit',
    also: ['resistance'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Could a digital detox actually fix anything, or is it just another product to buy, Debord?',
    issue: 'resistance',
    also: ['profit'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "In 2011 people organized protests in Egypt on Facebook and Twitter. Doesn't that show screens can make us more political, more human even?",
    issue: 'less-human',
    also: ['resistance'],
    form: 'paraphrase',
  },
  {
    text: "Do video games count? Because honestly I've made real friends in online games",
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: 'Debbord, what is detournement and could a meme be one?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "what's the best screen protector for a cracked iphone 12?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If I use AI filters on every photo, at what point is the person in the picture not me anymore?',
    issue: 'truth',
    also: ['performance'],
    form: 'paraphrase',
  },
  {
    text: 'Is reading on a screen different from reading a paper book, Prophet?',
    issue: 'medium-message',
    also: ['attention'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: "I'm autistic and online communities were the first place I felt understood. When people say screens make us less human, whose humanity do they mean?",
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Spectacle, would you have posted about May 68 if Instagram had existed?',
    issue: 'resistance',
    also: ['performance'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "What's the strongest argument that free will doesn't exist?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Are phones at the dinner table rude or just the new normal?',
    issue: 'connection',
    also: ['panic'],
    form: 'plain',
  },
  {
    text: "that's just nostalgia, debord. every generation thinks the next one lost something",
    issue: 'panic',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Marshal McLuhan, what happens to our attention spans after twenty years of short videos?',
    issue: 'attention',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'When my friend died, everyone posted tributes within hours. Some felt real, some felt like content. Is grief online still grief?',
    issue: 'performance',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'Did the Black Death cause the end of feudalism in Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Will VR headsets make this worse or better? Like people living in the metaverse full time',
    issue: 'less-human',
    also: ['truth'],
    form: 'paraphrase',
  },
  {
    text: 'Canadian professor, is TV hot or cool, and where does a smartphone fit?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: "is the moderator going to let us vote at the end? who's winning so far",
    issue: null,
    form: 'off-topic',
  },
];
