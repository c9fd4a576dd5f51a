// The blind set of 2026-12-07 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 labelled on the theme and 8 off it,
// labelled by another from the issue list alone, the text locked by sha256 before labelling. Never read for tuning
// and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it (move it into
// the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Are phones making kids lonelier?',
    issue: 'connection',
    also: ['children'],
    form: 'plain',
  },
  {
    text: "McLuhan, you called it a global village, but villages have gossip, mobs and witch hunts. Wasn't that a warning rather than a promise?",
    issue: 'polarization',
    also: ['connection'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'my girlfriend takes like 20 photos of every meal before we can eat it. is that her living her life or performing it',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: "what's the best screen protector for an iphone 15",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Guy, you'd call my Instagram a spectacle. But it's how I keep in touch with friends who moved abroad. What's inhuman about that?",
    issue: 'connection',
    also: ['less-human'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Should schools ban smartphones completely?',
    issue: 'children',
    also: ['attention'],
    form: 'plain',
  },
  {
    text: 'During lockdown my grandmother saw her great-grandson for the first time on a video call. She cried. Was that less human than meeting him in person, or was the screen the only thing that made it possible at all?',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'does the medium is the message mean it doesnt matter what i watch on tiktok, only that i watch tiktok',
    issue: 'medium-message',
    form: 'plain',
  },
  {
    text: 'Why did the Soviet Union collapse?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'To the Canadian: people said the printing press and television would ruin us too. Why should smartphones be any different?',
    issue: 'panic',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Is doomscrolling a personal weakness or something the apps are designed to cause?',
    issue: 'addiction',
    also: ['profit'],
    form: 'plain',
  },
  {
    text: 'At concerts now half the crowd watches the stage through their phone. Debord, is that what you meant?',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "come on mcluhan, 'rewires' sounds scary but my brain gets rewired by learning guitar too, so what",
    issue: 'medium-message',
    also: ['panic'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'is this app free or do I need premium to ask more questions',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can you really make friends online, or is it just contact without connection?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: "I'm a teacher and my students can't read more than two pages without checking their phones. Is their attention being damaged, or are they just thinking differently than I was taught to?",
    issue: 'attention',
    form: 'paraphrase',
  },
  {
    text: 'so you admit Debord that even your book is sold on amazon now with a nice cover. doesnt the spectacle just eat its critics',
    issue: 'resistance',
    also: ['profit'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Do animals have moral rights?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If I talk more to an AI chatbot than to real people, am I becoming less human?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "Influencers earn millions showing a life that's partly fake. Who's to blame, them or us for watching?",
    issue: 'celebrity',
    also: ['truth'],
    form: 'plain',
  },
  {
    text: "Mr Medium is the Message, what would you make of couples falling in love on dating apps before they've ever heard each other's voice?",
    issue: 'connection',
    also: ['medium-message'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'The situationist guy would hate that protests get organised on Twitter now, right? Or did the Arab Spring prove screens can set people free?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'sorry my dog is barking, one sec',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is social media worse for teenage girls than for boys?',
    issue: 'children',
    form: 'plain',
  },
  {
    text: "My brother quit all social media for a year and says he's happier, but he also missed two friends' weddings because nobody told him. Is logging off even possible anymore?",
    issue: 'resistance',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'Marshal, would you say a hot medium or a cool one is more dangerous for kids?',
    issue: 'children',
    also: ['medium-message'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Is there life on other planets, and how would we even know?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is posting about a cause online real activism or just a show for your followers?',
    issue: 'resistance',
    also: ['performance'],
    form: 'plain',
  },
  {
    text: "Ok French radical, what's the alternative, throw my phone in the Seine and go wandering around with no plan?",
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Debore, apps make money from our attention. Are we the customers or the product?',
    issue: 'profit',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'How do I change the app language to Spanish?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'When my friend died, her Facebook page became a place where hundreds of people wrote to her. Is grieving on a screen less real than grieving at a funeral?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "Guy Debord, is a selfie at a famous landmark proof you were there or proof you weren't really there?",
    issue: 'performance',
    also: ['truth'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "i mean we're literally debating this through a screen right now, isnt that kinda ironic lol",
    issue: 'less-human',
    form: 'plain',
  },
  {
    text: 'Is capital punishment ever justified?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is it bad to give a toddler an iPad at restaurants to keep them quiet?',
    issue: 'children',
    form: 'paraphrase',
  },
  {
    text: "But what about disabled people who couldn't leave home and found a whole community online? Isn't that more human, not less, McLuhan?",
    issue: 'connection',
    also: ['less-human'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Will virtual reality eventually replace meeting people in person?',
    issue: 'connection',
    also: ['less-human'],
    form: 'plain',
  },
  {
    text: "Is TikTok's algorithm deciding who we become, Debord?",
    issue: 'medium-message',
    also: ['less-human'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'what would the media prophet say about people scrolling at the dinner table while their family is sitting right there',
    issue: 'connection',
    also: ['addiction'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
];
