import { describe, expect, it } from 'vitest';
import { floorTalk } from './floor-talk';
import { normalize } from './text';
import { draftFloor } from './testing/draft-floor';

// Found in 2027-01-08 and 2027-01-09 and taken up at stop 93. Each line is new, put as the floor meets a visitor's.
const floor = await draftFloor(
  [
    'capitalism-debate',
    'privacy-surveillance-debate',
    'simulation-reality-debate',
    'gender-nature-debate',
    'climate-progress-debate',
    'cancel-culture-debate',
    'social-media-humanity-debate',
  ],
  ['free-will-debate', 'morality-debate'],
);

const talk = (line: string) => floorTalk(normalize(line), false);

/** The first turn a line gets after an opening question: who takes it, and with what. */
async function afterOpening(debateId: string, opening: string, line: string) {
  const turn = await floor.afterOpening(debateId, opening, line);
  return { speaker: turn?.speaker, plan: turn?.plan, said: turn?.sentences.join(' ') ?? '' };
}

// "sorry, cat on keyboard" and "sorry wrong window, meant to text my husband about ..." were argued.
describe('a slip at the keyboard, said in few words', () => {
  it.each([
    'oops, dog on the keys',
    'sorry kitten on my laptop',
    'wrong chat sorry, meant to send that to my sister about the bins',
    'oops wrong tab, i meant that for my group chat',
  ])('"%s" is a slip', (line) => {
    expect(talk(line)).toBe('apology');
  });

  it('needs no pardon from the chair', async () => {
    const { plan, said } = await afterOpening(
      'gender-nature-debate',
      'Are women and men born different?',
      'oops wrong chat, meant to message my brother about the football tickets',
    );
    expect(plan?.move).toBe('chair');
    expect(said).toContain('No harm done.');
  });

  it('leaves a question about a cat on a keyboard to the debaters', () => {
    expect(talk('Is a cat walking on a keyboard writing anything?')).toBeUndefined();
  });
});

// "can you see me through my camera right now? bit creepy" was argued as a question on institutions.
describe('the camera, asked after', () => {
  it('is a question about the app', () => {
    expect(talk('are you watching me through my webcam right now')).toBe('how');
    expect(talk('can they see me right now')).toBe('how');
  });

  it('gets the chair, who says no camera is used', async () => {
    const { plan, said } = await afterOpening(
      'privacy-surveillance-debate',
      'Is privacy dead?',
      'wait can you guys see me through the laptop camera? feels a bit weird',
    );
    expect(plan?.move).toBe('chair');
    expect(said).toContain('No camera is used here');
  });

  it('leaves the government watching through a camera to the debaters', async () => {
    const { plan } = await afterOpening(
      'privacy-surveillance-debate',
      'Is privacy dead?',
      'Could the police watch me through my own phone camera without a warrant?',
    );
    expect(plan?.move).not.toBe('chair');
  });
});

// "my headphones keep cutting out every few seconds, is it the app or me" was argued.
describe('his headphones cutting out', () => {
  it.each([
    'my earbuds keep crackling, is it the app or my phone',
    'the bluetooth speaker keeps dropping out',
  ])('"%s" asks about the sound', (line) => {
    expect(talk(line)).toBe('how');
  });

  it('gets the chair', async () => {
    const { plan, said } = await afterOpening(
      'simulation-reality-debate',
      'Is this world a simulation?',
      'my airpods keep cutting out, is it your end or me?',
    );
    expect(plan?.move).toBe('chair');
    expect(said).toContain('Sound that lags or breaks up');
  });
});

// "what's the best reality show on right now, need something dumb to watch" was argued on the media.
describe('something to watch tonight', () => {
  it('is an errand, whatever theme word it says', async () => {
    const { plan } = await afterOpening(
      'simulation-reality-debate',
      'Is this world a simulation?',
      "what's a good reality series on tonight? want something silly to binge",
    );
    expect(plan?.move).toBe('redirect');
  });

  it('leaves what reality television shows to the debaters', async () => {
    const { plan } = await afterOpening(
      'simulation-reality-debate',
      'Is this world a simulation?',
      'Is reality TV on right now more real than the evening news?',
    );
    expect(plan?.move).toBe('answer');
  });
});

// "my coffee went cold listening to you two argue lol, carry on" was argued on exploitation.
describe('a remark on listening to them, and carry on', () => {
  it('moves the debate on', async () => {
    const { plan } = await afterOpening(
      'capitalism-debate',
      'Does the market set us free?',
      'my dinner got cold while i was listening to you two, haha, keep going',
    );
    expect(plan?.move).toBe('move-on');
  });

  it('leaves a case of his own before "carry on" to the debaters', async () => {
    const { plan } = await afterOpening(
      'capitalism-debate',
      'Does the market set us free?',
      'my landlord says the market sets my rent, carry on',
    );
    expect(plan?.move).toBe('answer');
  });
});

// "Mr Novum Organum, ...", "Mr Deus sive Natura, ..." and "Herb, ..." went to the other debater.
describe('a debater called by his book, his term of art, or his first name shortened', () => {
  it('calls Bacon by the Novum Organum', async () => {
    const { speaker } = await afterOpening(
      'climate-progress-debate',
      'Can progress save the planet?',
      'Professor Novum Organum, will electric cars undo the damage?',
    );
    expect(speaker).toBe('Francis Bacon');
  });

  // A control: "Walden" was his before (his epithets say it).
  it('calls Thoreau by Walden', async () => {
    const { speaker } = await afterOpening(
      'climate-progress-debate',
      'Can progress save the planet?',
      'the Walden guy, would you give up your phone to cut emissions?',
    );
    expect(speaker).toBe('Henry David Thoreau');
  });

  it('calls Spinoza by Deus sive Natura', async () => {
    const { speaker } = await afterOpening(
      'free-will-debate',
      'Are our choices free?',
      'Dr Deus sive Natura, does prayer change anything?',
    );
    expect(speaker).toBe('Spinoza');
  });

  it('calls Marcuse Herb', async () => {
    const { speaker } = await afterOpening(
      'cancel-culture-debate',
      'Should offensive speech be allowed?',
      'Herb, is a free press really free if five men own it?',
    );
    expect(speaker).toBe('Herbert Marcuse');
  });
});

// Found in 2027-01-09 and taken up at stop 93.

// "Is compatibilism a real answer or just a polite way of dodging the question?" was turned away.
describe("a term of art of the free will debate's own", () => {
  it('keeps a remark on it on the theme', async () => {
    const { plan } = await afterOpening(
      'free-will-debate',
      'Are our choices free?',
      'compatibilism sounds like a polite dodge to me honestly',
    );
    expect(plan?.move).not.toBe('redirect');
  });
});

// "what about nuclear tho. isnt it the obvious answer that everyone is just scared of" was turned away.
describe('nuclear, said alone', () => {
  // A control: this line was answered before too; the blind set's, in its call, was not.
  it('is clean energy', async () => {
    const { plan } = await afterOpening(
      'climate-progress-debate',
      'Can progress save the planet?',
      'ok what about nuclear then. isnt it the sensible answer that people are just afraid of',
    );
    expect(plan?.move).toBe('answer');
  });
});

describe("the app's own trouble, and his pleasure in it", () => {
  it.each([
    ['is the search in this app broken, it finds nothing', 'how'],
    ['this app is genuinely more fun than my actual ethics lecture', 'glad'],
  ])('"%s" is the floor\'s (%s)', (line, expected) => {
    expect(talk(line)).toBe(expected);
  });
});

// "where can i get copies printed near the central station, my printer just died" and "what's the best green tea for
// sleeping? ..." were argued.
describe('errands in everyday words the theme also says', () => {
  it.each([
    [
      'simulation-reality-debate',
      'Is this world a simulation?',
      'where can i get flyers printed near the central station, my printer just died',
    ],
    [
      'climate-progress-debate',
      'Can progress save the planet?',
      "what's the best chamomile tea for sleeping? so many kinds at the shop",
    ],
  ])('%s: "%s" then "%s" is an errand', async (debateId, opening, line) => {
    const { plan } = await afterOpening(debateId, opening, line);
    expect(plan).toMatchObject({ move: 'redirect', passing: 'errand' });
  });
});

// "Hey 18th century feminist lady, ..." went to Rousseau, and "McLoughan is TV hot or cool" to Debord.
describe('a debater described after a greeting, or his name misspelt', () => {
  it('calls Wollstonecraft the feminist lady after a hello', async () => {
    const { speaker } = await afterOpening(
      'gender-nature-debate',
      'Are women and men born different?',
      'hey eighteenth century feminist lady, what do you make of tiktok telling girls to stay home and be soft and feminine?',
    );
    expect(speaker).toBe('Mary Wollstonecraft');
  });

  it('calls McLuhan McLoughan', async () => {
    const { speaker } = await afterOpening(
      'social-media-humanity-debate',
      'Is social media making us less human?',
      'McLoughan, are podcasts hot or cool?',
    );
    expect(speaker).toBe('Marshall McLuhan');
  });
});

// Found in 2027-01-10 and taken up at stop 93.

// "My parents picked my school ... Does either of you have something that isn't depressing to say about that?" was
// taken for a question asked of the room.
describe('"does either of you have something to say" asks the debaters', () => {
  it('argues the case told before it', async () => {
    const { plan } = await afterOpening(
      'free-will-debate',
      'Are our choices free?',
      "My parents chose my school and my first job. Now I'm fifty and I wonder if any of it was mine. Does either of you have something hopeful to say about that?",
    );
    expect(plan?.move).toBe('answer');
  });

  it('still leaves a question of the room to the chair', async () => {
    const { plan } = await afterOpening(
      'capitalism-debate',
      'Does the market set us free?',
      'does anyone have a plumber they would recommend',
    );
    expect(plan?.move).toBe('redirect');
  });
});

describe('the mute button stuck, a train cancelled, Frederick', () => {
  it('hears the mute button as the app', () => {
    expect(talk('the unmute button is stuck and no one can hear me')).toBe('how');
  });

  it('passes a delayed flight as the road home', async () => {
    const { plan } = await afterOpening(
      'capitalism-debate',
      'Does the market set us free?',
      'ugh my flight got delayed again lol',
    );
    expect(plan).toMatchObject({ move: 'redirect', passing: 'road' });
  });

  it('calls Nietzsche Frederick', async () => {
    const { speaker } = await afterOpening(
      'morality-debate',
      'Is goodness real?',
      'Frederick, can anyone be taught to be good?',
    );
    expect(speaker).toBe('Nietzsche');
  });
});
