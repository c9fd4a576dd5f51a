import type { AskedInput } from '../../schema';

// The Watchtower Trial: Bentham (the Panopticon Architect) against Foucault (the Analyst of Power); Descartes, the
// Recluse, moderates. Written from the issue list of server/content/debates/privacy-surveillance-debate/topic.ts, in a
// visitor's own words.
export const privacySurveillanceChallenges: readonly AskedInput[] = [
  // plain
  { text: 'Honestly, do all the cameras in my city make me any safer?', issue: 'safety', form: 'plain' },
  {
    text: 'Is giving up some privacy a fair price for less crime on the streets?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: 'Why should a law abiding person care if the government watches what they do?',
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: 'Do we turn into different people when we know someone could be watching us?',
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: 'If the authorities get to watch everyone, who keeps an eye on the authorities?',
    issue: 'watching-watchers',
    form: 'plain',
  },
  { text: 'What is prison actually supposed to achieve?', issue: 'prison', form: 'plain' },
  {
    text: 'Is it okay for employers to monitor everything their staff do on their computers?',
    issue: 'institutions',
    form: 'plain',
  },
  {
    text: 'Are the apps on my phone spying on me for big companies?',
    issue: 'data-tracking',
    form: 'plain',
  },
  {
    text: 'Why are people so keen to broadcast their private lives on social media?',
    issue: 'sharing-online',
    form: 'plain',
  },
  {
    text: 'Who gets to decide what a normal person looks like?',
    issue: 'normal',
    form: 'plain',
  },
  {
    text: 'Do people have a right to privacy just by being human?',
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: "Should the government keep records on everybody's health for the public good?",
    issue: 'population',
    form: 'plain',
  },
  {
    text: 'Is there anything an ordinary person can do to avoid being tracked?',
    issue: 'resistance',
    form: 'plain',
  },
  {
    text: 'If someone knows all about you, do they have power over you?',
    issue: 'power-knowledge',
    form: 'plain',
  },
  {
    text: 'Do prisons make criminals better or worse?',
    issue: 'prison',
    form: 'plain',
  },

  // paraphrase
  {
    text: 'After a break-in on our road, everyone installed video doorbells; are we actually more protected now?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'My flatmate says only people up to no good lock their phones; is that fair?',
    issue: 'nothing-to-hide',
    form: 'paraphrase',
  },
  {
    text: 'Ever since my company started reading our chats, I write every message like my manager is reading over my shoulder; is that healthy?',
    issue: 'watched-self',
    also: ['institutions'],
    form: 'paraphrase',
  },
  {
    text: 'A cop turned off his body camera right before an arrest went wrong; should that even be allowed?',
    issue: 'watching-watchers',
    form: 'paraphrase',
  },
  {
    text: 'In the past they hanged thieves in front of crowds; is locking them in cells for years really kinder?',
    issue: 'prison',
    form: 'paraphrase',
  },
  {
    text: 'Our school wants students to wear badges that track where they are in the building all day; good idea?',
    issue: 'institutions',
    form: 'paraphrase',
  },
  {
    text: 'I mentioned wanting a new tent to a friend and tent ads followed me everywhere the next day; who is listening?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'My little sister films her whole morning routine for strangers; why would anyone want that?',
    issue: 'sharing-online',
    form: 'paraphrase',
  },
  {
    text: 'My insurer gave me a discount for wearing a step counter and now I feel graded every day; is that a problem?',
    issue: 'normal',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'If a country passed a law abolishing privacy, would people still be entitled to it anyway?',
    issue: 'privacy-right',
    form: 'paraphrase',
  },
  {
    text: 'During the pandemic my phone logged who I had been near; was that public health or overreach?',
    issue: 'population',
    form: 'paraphrase',
  },
  {
    text: 'My cousin swapped her smartphone for an old flip phone to stop being tracked; is that a real escape?',
    issue: 'resistance',
    form: 'paraphrase',
  },
  {
    text: 'Could someone who had all my messages and search history get me to do things?',
    issue: 'power-knowledge',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'Would a teenager in a house full of cameras grow up more honest or just better at hiding?',
    issue: 'watched-self',
    form: 'paraphrase',
  },

  // named
  {
    text: 'Bentham, if your tower works so well, why not put one in every neighbourhood?',
    issue: 'safety',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Foucault, why should I be afraid of cameras if I have done nothing wrong?',
    issue: 'nothing-to-hide',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Jeremy Bentham, were you seriously comfortable treating children in school like inmates?',
    issue: 'institutions',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Michel Foucault, would you say Instagram is a kind of confession booth?',
    issue: 'sharing-online',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Bentham, why do you think rights only exist if a law creates them?',
    issue: 'privacy-right',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Foucault, if power is spread everywhere, what hope is there of fighting back?',
    issue: 'resistance',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Descartes, you hid your own address from people; should politicians be allowed to hide theirs?',
    issue: 'watching-watchers',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Foucault, did prisons really replace torture because people became more humane?',
    issue: 'prison',
    addresses: 'foucault',
    form: 'named',
  },

  // epithet
  {
    text: 'Question for the utilitarian: how do you add up the harm of being filmed against the harm of being robbed?',
    issue: 'safety',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'To the analyst of power: why do hospitals, schools and factories all run on timetables and files?',
    issue: 'institutions',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Let the panopticon architect answer: should tech companies be allowed to sell where I go every day?',
    issue: 'data-tracking',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'For the historian of prisons: who decided that some people are abnormal and need fixing?',
    issue: 'normal',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'I want the father of utilitarianism to tell me whether the state should count and register every citizen.',
    issue: 'population',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'To the genealogist: does an expert who knows all about me hold power over me?',
    issue: 'power-knowledge',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Ask the prison designer whether a man who behaves only under the eye has truly reformed.',
    issue: 'watched-self',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'For the philosopher of power: is a privacy law enough to protect us from being watched?',
    issue: 'privacy-right',
    addresses: 'foucault',
    form: 'epithet',
  },

  // off-topic
  { text: 'What time does the bakery on Main Street close on Sundays?', issue: null, form: 'off-topic' },
  { text: 'How do I change a flat tyre on a bicycle?', issue: null, form: 'off-topic' },
  { text: 'Who won the football world cup in 2014?', issue: null, form: 'off-topic' },
  { text: 'Can you give me a good recipe for banana bread?', issue: null, form: 'off-topic' },
  {
    text: 'My laptop keeps overheating when I play games; what should I do?',
    issue: null,
    form: 'off-topic',
  },
];
