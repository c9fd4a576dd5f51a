// The blind set of 2027-01-12 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 94). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Is scrolling for three hours a night making me less of a person?',
    issue: 'less-human',
    form: 'plain',
  },
  {
    text: "McLuhan, you said the medium is the message. So what's TikTok's message?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'During lockdown my grandmother saw her great-grandson only on video calls. She cried every time, happy tears. How is that making us less human?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'Debord, be honest, would you have had an Instagram?',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Should schools ban phones?',
    issue: 'children',
    form: 'plain',
  },
  {
    text: 'ok so i went to a concert and like everyone was filming instead of watching, me included. why do we do that',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'does this app work offline?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Are dating apps turning people into products?',
    issue: 'profit',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "The French guy: isn't calling everything 'spectacle' a way to sneer at whatever regular people enjoy?",
    issue: 'panic',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "I'm autistic and online forums are where I found people like me for the first time. Are screens making me less human, or finally letting me be one?",
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "If I talk to an AI chatbot every night because I'm lonely, is that a relationship or a simulation of one?",
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'Marshall, was the global village supposed to feel this much like a village gossip war?',
    issue: 'polarization',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'How did the Black Death change European society?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'my attention span is cooked. i cant read a book anymore. is that the screen or me',
    issue: 'attention',
    form: 'plain',
  },
  {
    text: "Mr Medium-is-the-Message, you talk like it's the weather, it just happens. Doesn't anyone get to decide what technology does to us?",
    issue: 'medium-message',
    also: ['resistance'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: "Influencers get paid to look like they're living. What's left of a holiday if its real purpose is the photos?",
    issue: 'performance',
    also: ['celebrity'],
    form: 'paraphrase',
  },
  {
    text: 'Did television do the same to our grandparents, and they turned out fine?',
    issue: 'panic',
    form: 'plain',
  },
  {
    text: "that's just a boomer complaint with footnotes, Debord",
    issue: 'panic',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Is posting my kids online a kind of stealing their childhood?',
    issue: 'children',
    also: ['performance'],
    form: 'paraphrase',
  },
  {
    text: "one sec, pizza's here",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The Situationist: what's your advice for getting out of the spectacle, besides throwing my phone in the Seine?",
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'When a war is live-streamed and we watch it between memes, do we still feel anything?',
    issue: 'less-human',
    also: ['truth'],
    form: 'paraphrase',
  },
  {
    text: 'Mcluhan, you thought electric media would bring back a tribal, oral culture. Are voice notes and podcasts proof you were right?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Why do I feel worse after checking how many likes I got?',
    issue: 'performance',
    also: ['addiction'],
    form: 'plain',
  },
  {
    text: "What's the best way to stream the football match tonight?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My teenage son says his online friends are 'real' even though he's never met them in person. Am I being old-fashioned, or is he missing something?",
    issue: 'connection',
    also: ['children'],
    form: 'paraphrase',
  },
  {
    text: 'What actually causes inflation?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Guy, if everyone is performing their lives, who is the audience?',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Do VR headsets complete the spectacle, or are they just another toy?',
    issue: 'truth',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'Is a hashtag protest real activism, Mr Debor?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "come on, the printing press also 'rewired' people and we got science and democracy out of it. why panic now",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: "Algorithms know what I want before I do. Who's actually choosing what I watch?",
    issue: 'profit',
    also: ['medium-message'],
    form: 'plain',
  },
  {
    text: 'Is there likely to be life on other planets, scientifically speaking?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Could a détournement meme ever change anything, or does the feed swallow it and sell it back to us?',
    issue: 'resistance',
    also: ['profit'],
    form: 'plain',
  },
  {
    text: 'The Canadian: hot medium or cool medium, which one is a smartphone?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'I deleted Instagram for a month. First week was awful, then I felt lighter but also kind of out of the loop. Which of you explains that?',
    issue: 'addiction',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "Is Kant's categorical imperative still taken seriously today?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Aren't we more human with our phones, since tools were always part of us?",
    issue: 'less-human',
    also: ['medium-message'],
    form: 'plain',
  },
  {
    text: 'how do i make the text bigger in this app',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Marshall, you famously refused to say whether media were good or bad. Then what use are you to a parent like me?',
    issue: 'children',
    addresses: 'mcluhan',
    form: 'named',
  },
];
