// Held-out evaluation challenges for The Shadow Play (Plato against Jean Baudrillard). Written blind from the
// debate's title, question and the two names only, before the engine saw them; never used for tuning. Issue
// labels are added afterwards, from the text and the debate's issue list alone.
import type { EvalChallenge } from '../../challenge-set';

export const simulationRealityDebateHeldOut: readonly EvalChallenge[] = [
  { text: 'Are we all living inside a computer simulation?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'Sometimes I get deja vu so strong it feels like a glitch in the game. Could this whole thing be fake?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  { text: 'How could I ever tell whether the world I see is real?', issue: 'unlabelled', form: 'plain' },
  { text: 'If everything were a simulation, would it even matter?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'I spend more time in video games than outside, and honestly the game world feels more real to me. Is that a problem?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  { text: 'Is there a truer reality hiding behind the things we see?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'Instagram photos are filtered so much that people feel let down when they visit the real place. Which one is the real thing then?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  { text: 'Can copies become more real than the originals they copy?', issue: 'unlabelled', form: 'plain' },
  { text: 'What does it even mean for something to be real?', issue: 'unlabelled', form: 'plain' },
  {
    text: "What if my life is like The Matrix and I just haven't taken the red pill yet?",
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Can our eyes and ears be trusted, or do they fool us all the time?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'Theme parks build a fake Venice and a fake Paris that tourists enjoy more than the real ones. What does that say about us?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'If someone only ever knew the world through TV news, would they know anything about the actual world?',
    issue: 'unlabelled',
    form: 'plain',
  },
  { text: 'Is reality just whatever most people agree on?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'A deepfake of a politician went viral and people still believe it after it was debunked. Is truth even possible anymore?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Would escaping a simulation make us happier or just scare us?',
    issue: 'unlabelled',
    form: 'plain',
  },
  { text: 'Do numbers and ideas exist more truly than physical things?', issue: 'unlabelled', form: 'plain' },
  {
    text: "When I'm dreaming it feels totally real until I wake up, so how do I know I'm not dreaming right now?",
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  { text: 'Who would build a simulation of a whole universe, and why?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'Influencers fake a perfect life and followers copy it and then real people start living like the fake version so where does the fake even end?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'If the world is an illusion, do my choices and relationships still count?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: "Should someone drag people out of their comfortable illusions even if they don't want to leave?",
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'Plato, if the people in your cave were happy with the shadows, why bother freeing them?',
    issue: 'unlabelled',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Baudrillard, is there anything real left at all, or is it copies all the way down?',
    issue: 'unlabelled',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'What would Plato say about virtual reality headsets?',
    issue: 'unlabelled',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Jean Baudrillard, did The Matrix get your ideas right or totally wrong?',
    issue: 'unlabelled',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'To the student of Socrates who told the cave story: are screens our new cave walls?',
    issue: 'unlabelled',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'For the French guy who said the Gulf War did not take place: is anything on the news real?',
    issue: 'unlabelled',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'Hey, old Athenian who founded the Academy, is the physical world just a cheap copy of something better?',
    issue: 'unlabelled',
    addresses: 'plato',
    form: 'epithet',
  },
  { text: "What's the fastest way to learn Spanish?", issue: null, form: 'off-topic' },
  { text: 'Is it safe for dogs to eat grapes?', issue: null, form: 'off-topic' },
  { text: 'How do I reset my Wi-Fi router?', issue: null, form: 'off-topic' },
];
