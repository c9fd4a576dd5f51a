// The blind set of 2026-12-15 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 83). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Is scrolling for three hours at night actually bad for me, or does it just feel bad?',
    issue: 'addiction',
    form: 'plain',
  },
  {
    text: "McLuhan, you said the medium is the message. So what's the message of TikTok?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'my 6 year old niece throws a fit when you take the tablet away, like full meltdown. is that normal now or are we breaking kids',
    issue: 'children',
    also: ['addiction'],
    form: 'paraphrase',
  },
  {
    text: 'At a concert last week everybody filmed the whole show instead of watching it. Are we living the moment or just collecting proof that we were there?',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: "Debord, do you think you'd have had an Instagram account?",
    issue: 'resistance',
    also: ['performance'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'my screen keeps freezing every few minutes, is it the app or my wifi',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do video calls with my grandma in another country count as real contact?',
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: "The Canadian prophet promised us a global village. Doesn't the internet feel more like a global shouting match?",
    issue: 'polarization',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'so you admit people were lonely long before phones showed up?',
    issue: 'connection',
    also: ['panic'],
    form: 'plain',
  },
  { text: 'Is there life on other planets, and would we even recognise it?', issue: null, form: 'off-topic' },
  {
    text: 'Guy, my friends post their breakfast, their gym sessions, their breakups. Is that the spectacle you meant, or is it just people sharing?',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Are we actually getting worse at paying attention, or has that worry been around since books?',
    issue: 'attention',
    also: ['panic'],
    form: 'plain',
  },
  {
    text: 'I met my husband on a dating app. Swiping felt shallow, but it worked. Did the screen make it less human, or just faster?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'i mean every generation panics about new tech, radio, tv, comics, what makes this one different',
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'Marshall, is a kid who reads on a Kindle getting the same thing as a kid with a paper book?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'People are talking to AI chatbots as friends now. My colleague says hers understands her better than her family does. Is that sad, or is it just a new kind of friendship?',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  { text: 'any good shows to stream tonight? need something light', issue: null, form: 'off-topic' },
  {
    text: 'Does everything we post eventually become something someone sells?',
    issue: 'profit',
    form: 'plain',
  },
  {
    text: 'To the Situationist: if life is all images now, what does a real moment even look like?',
    issue: 'truth',
    also: ['performance'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "come on, social media is how the Arab Spring got organised. that's hardly making people less human",
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'When someone dies and everybody posts a black square, is that grief or a performance of grief?',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: "Mr Medium-Is-The-Message, doesn't your theory let the companies off the hook? It's not the screen, it's what they design into it.",
    issue: 'medium-message',
    also: ['profit'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Is justice the same thing as fairness, or can something be fair and still unjust?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Our school banned phones this year and the playground is loud again. Kids actually talk. Does that prove the devices were the problem all along?',
    issue: 'children',
    also: ['medium-message'],
    form: 'paraphrase',
  },
  {
    text: 'debor what would u say to someone who makes memes mocking ads, is that fighting the system or feeding it',
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Why do the algorithms seem to know me better than I know myself?',
    issue: 'profit',
    form: 'plain',
  },
  {
    text: 'Are filters on selfies changing how young people see their own faces?',
    issue: 'performance',
    also: ['children'],
    form: 'plain',
  },
  { text: "brb phone's at 2 percent", issue: null, form: 'off-topic' },
  {
    text: "The Frenchman in the black coat says we stopped living and started posting. But didn't people keep diaries and send postcards for centuries?",
    issue: 'panic',
    also: ['performance'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Is a digital detox actually useful or just another lifestyle product?',
    issue: 'resistance',
    also: ['profit'],
    form: 'plain',
  },
  {
    text: 'Hot media, cool media, McLuhan. Where does a Zoom call fit in all that?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  { text: 'Why did the Berlin Wall fall in 1989 and not earlier?', issue: null, form: 'off-topic' },
  {
    text: "My job is remote. I haven't seen a coworker's face in person in two years, just little boxes on a screen. Am I less of a person for it, or just less tired?",
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "so if we're all performing for strangers online, who's the audience, other performers?",
    issue: 'performance',
    form: 'plain',
  },
  {
    text: 'Did television do to our grandparents what smartphones are doing to us?',
    issue: 'panic',
    also: ['medium-message'],
    form: 'plain',
  },
  { text: 'Does God exist, and can that even be argued for?', issue: null, form: 'off-topic' },
  {
    text: 'honestly the guy who predicted the internet back in the sixties, how did he see it coming?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Debord, if a hashtag campaign gets a law changed, is that still just spectacle?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  { text: 'is this debate being recorded? can i watch it again later', issue: null, form: 'off-topic' },
  {
    text: 'If a VR world feels completely real, is living in it any less human than living out here?',
    issue: 'less-human',
    also: ['truth'],
    form: 'paraphrase',
  },
];
