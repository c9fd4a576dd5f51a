// The blind set of 2027-01-14 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-08, stop 95). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Are phones making us lonelier?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: "McLuhan, you said the medium is the message. So what is TikTok's message, if it isn't the videos?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "My 14-year-old niece spends six hours a day on her phone and barely talks at dinner. Her mom thinks it's a phase, like TV was for us. Is it?",
    issue: 'panic',
    also: ['children'],
    form: 'paraphrase',
  },
  {
    text: 'debord would you say influencers are the spectacle or just people trying to pay rent',
    issue: 'celebrity',
    also: ['profit'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'my screen keeps dimming every time I stop typing, is that the app or my phone?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Every generation panics about new tech: novels, radio, TV. Why is this time any different?',
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'Guy, if everything is a performance now, is there any way back to just living? Or would going offline be one more pose?',
    issue: 'resistance',
    also: ['performance'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'At a concert last week I watched half the crowd film the whole show through their phones. Were they even there?',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'Marshall, did the global village turn out to be a village full of shouting neighbours?',
    issue: 'polarization',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Is talking to an AI chatbot every night worse than having no one to talk to at all?',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'Is nuclear power actually safer than coal, per unit of energy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i moved abroad and video calls are the only way i see my grandma. so how is that making me less human exactly',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'To the Situationist: can a protest be real if it mostly happens on Instagram?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "What does 'less human' even mean? Weren't we always the animal with tools?",
    issue: 'less-human',
    form: 'plain',
  },
  {
    text: 'Schools in my country just banned phones in class. The kids complained, but apparently they talk to each other at lunch now. Should adults get the same rule at work?',
    issue: 'resistance',
    also: ['attention'],
    form: 'paraphrase',
  },
  {
    text: 'come on, the Canadian was basically an advertising guru, he loved all this',
    issue: 'less-human',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'How do I stop doomscrolling before bed?',
    issue: 'addiction',
    also: ['resistance'],
    form: 'plain',
  },
  {
    text: "Debord, memes twist ads and news into jokes. Isn't that exactly your détournement, and so a good thing?",
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'anyone else watching the match tonight or just me',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Dating apps turn people into profiles you swipe left on. Are we still falling in love, or just shopping?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'When my dad died, people I barely knew posted long tributes to him. It felt strange and also kind of comforting. Is grief online less real?',
    issue: 'performance',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "What's the difference between hot and cool media, and where does a phone fit?",
    issue: 'medium-message',
    form: 'plain',
  },
  {
    text: 'You basically concede, Mr McLuhan, that nobody can resist a medium once it rewires them. Then why are we even debating it?',
    issue: 'resistance',
    also: ['medium-message'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Mcluhen, do screens make kids less empathetic?',
    issue: 'children',
    also: ['less-human'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'What caused the Great Depression, and could it happen again?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is it wrong to post pictures of my kids online before they're old enough to say yes or no?",
    issue: 'children',
    form: 'paraphrase',
  },
  {
    text: 'if the platform makes money off my attention am i the product or the worker? asking the french guy',
    issue: 'profit',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "Could VR headsets eventually make real places feel boring? That one's for the prophet of media.",
    issue: 'medium-message',
    also: ['truth'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: "That's just nostalgia, Debord. People in 1950s cafés were performing too, they just didn't get likes for it.",
    issue: 'performance',
    also: ['panic'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "wait how do I unmute, it's my first time on here",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Nobody on my team turns their camera on during calls. We've worked together two years and I've never seen most of their faces. Is that a loss, or just a different kind of team?",
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: "How could I ever prove that other people have minds like mine and aren't just very convincing robots?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Deepfakes mean you can't trust any video anymore. Is that the spectacle eating itself, Guy Debord?",
    issue: 'truth',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Why are the oceans getting more acidic, and what does it mean for fish?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Professor McLuhan, I can't read a whole book anymore, my attention breaks after two pages. Did the screen rewire me like you predicted?",
    issue: 'attention',
    also: ['medium-message'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "phone's at 3%, gotta find a charger, back in a min",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can social media actually help people who are isolated, like disabled people or queer teens in small towns?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: 'Would the author of The Society of the Spectacle have gone viral on X? And would that have counted as a defeat?',
    issue: 'resistance',
    also: ['celebrity'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Are we less human, or just human in a new way?',
    issue: 'less-human',
    form: 'plain',
  },
  {
    text: 'ok so like. the algorithm knows what i want before i do and i hate it but i also keep scrolling. whose fault is that',
    issue: 'addiction',
    also: ['profit'],
    form: 'plain',
  },
];
