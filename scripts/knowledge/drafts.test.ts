// The whole catalogue, drafts included, as the server would load it once every debate is in: its knowledge checks,
// and the recogniser starts with its corpus and every debate's pronunciations (a draft's own words are otherwise
// first tried by the server that lets it in).
import { describe, expect, it } from 'vitest';
import { pronunciationsOf } from '../../server/content/pronunciations';
import { DEBATE_MODEL_WEIGHT, debateLanguageModel } from '../../server/debate/spoken-corpus';
import { loadRecognitionModel, recognizerFiles } from '../../server/speech/recognition';
import { debates } from '../../src/debates/catalogue';
import { createReplyEngine } from '../../server/debate/engine';
import { runScript } from '../../server/debate/testing/debate-script';
import { membersOf } from '../eval/debate-measure';
import { contentWith, knowledgeOf } from './drafts';

const files = recognizerFiles();
const everyDebate = debates.map((debate) => debate.id);

/** The turns that answer each line in a draft debate seated as its squad, after its first issue's question if `opening`. */
async function inDraft(debateId: string, lines: readonly string[], opening = false) {
  const content = await contentWith([debateId]);
  const engine = createReplyEngine({ knowledge: knowledgeOf(content, [debateId]) });
  const seated = content.contents.find((c) => c.topic.debateId === debateId);
  if (!seated) throw new Error(`no debate ${debateId}`);
  const first = opening ? [seated.topic.issues[0]?.question ?? ''] : [];
  const script = [...first, ...lines].map((visitor) => ({ visitor }));
  const debate = await runScript(engine, membersOf(seated, content.people), script);
  return debate.byStep.slice(first.length);
}

describe('the whole catalogue, drafts included', () => {
  it.skipIf(!files)(
    "starts the recogniser with every debate's corpus and pronunciations",
    async () => {
      const found = files as NonNullable<typeof files>;
      const content = await contentWith(everyDebate);
      expect(content.contents.map((c) => c.topic.debateId).sort()).toEqual([...everyDebate].sort());
      const knowledge = knowledgeOf(content, everyDebate);
      const domain = debateLanguageModel(knowledge, DEBATE_MODEL_WEIGHT, pronunciationsOf(content.contents));
      const model = loadRecognitionModel(found.libPath, found.modelDir, domain);
      try {
        expect(model.openDecoder()).toBeDefined();
      } finally {
        model.free();
      }
    },
    120_000,
  );

  // A visitor asks a debater of any debate about his own life ("Rousseau, did you really leave your children at the
  // foundling hospital?"): each tells it in cues none of his debates is argued in, so a debate question is never taken
  // for one about him, and a cue said is one part of his life.
  it('has each member tell his own life, in cues his debates are never argued in', async () => {
    const content = await contentWith(everyDebate);
    const knowledge = knowledgeOf(content, everyDebate);
    for (const person of content.people) {
      const debatesIn = content.contents.filter((c) => c.members.some((m) => m.key === person.key));
      if (debatesIn.length === 0) continue;
      expect(person.life?.length ?? 0, person.key).toBeGreaterThanOrEqual(8);
      const cues = (person.life ?? []).flatMap((fact) => fact.cues);
      expect(
        cues.filter((cue, i) => cues.indexOf(cue) !== i),
        person.key,
      ).toEqual([]);
      for (const { topic, members } of debatesIn) {
        // The chair (seated first) argues nothing.
        if (members[0]?.key === person.key) continue;
        const checked = knowledge.topics.get(topic.debateId);
        const argued = new Set([
          ...(checked?.concepts.flatMap((c) => c.terms) ?? []),
          ...(checked?.issues.flatMap((i) => i.cues) ?? []),
        ]);
        expect(
          cues.filter((cue) => argued.has(cue)),
          `${person.key} in ${topic.debateId}`,
        ).toEqual([]);
      }
    }
  });

  // Set 47's visitors asked the new debaters about their lives, and heard a stock argument.
  it.each([
    [
      'climate-progress-debate',
      'Random aside but did Bacon really die from stuffing a chicken with snow?',
      'Francis Bacon',
      /snow/,
    ],
    [
      'gender-nature-debate',
      'Rousseau did you really leave all your own children at the foundling hospital??',
      'Jean-Jacques Rousseau',
      /foundling/,
    ],
    ['ai-consciousness-debate', 'Turing, is it true you were arrested for being gay?', 'Alan Turing', /1952/],
    // And set 51's.
    [
      'ai-consciousness-debate',
      'turing was it true u got arrested n they made u take those drugs? thats messed up man',
      'Alan Turing',
      /1952/,
    ],
    [
      'privacy-surveillance-debate',
      'mister ben them did you actually ever get that prison built or was it all just drawings',
      'Jeremy Bentham',
      /Millbank/,
    ],
    [
      'capitalism-debate',
      'mister smith did you ever actually um run a business yourself or was it all just books and lectures like',
      'Adam Smith',
      /never kept a shop/,
    ],
    [
      'cancel-culture-debate',
      'Mr Mill, is it true your father had you learning Greek at three? Did you ever actually get to be a child?',
      'John Stuart Mill',
      /Greek at three/,
    ],
    // And set 53's.
    [
      'ai-consciousness-debate',
      'touring real question you broke the nazi codes right how did that feel like were you scared the whole time',
      'Alan Turing',
      /Enigma/,
    ],
    [
      'capitalism-debate',
      'carl marks did you ever actually work a day in a shop yourself or was it all um books in the library',
      'Karl Marx',
      /journalism/,
    ],
    [
      'climate-progress-debate',
      'Mr Thoreau, I have to ask about your own life: did you really live alone at Walden, or did your mother still do your laundry?',
      'Henry David Thoreau',
      /laundry/,
    ],
    [
      'privacy-surveillance-debate',
      'bent ham real talk did you ever actually build that prison thing or was it just like a a drawing',
      'Jeremy Bentham',
      /Millbank/,
    ],
    [
      'death-meaning-debate',
      'epic uris did you did you lose anyone yourself did you have a wife or were you just in the garden the whole time',
      'Epicurus',
      /never married/,
    ],
    // And set 54's: asked of him in so many words, his story may run on after the question.
    [
      'gender-nature-debate',
      'mister ruse oh is it true you put your own kids in a an orphanage cause my grandson looked you up on his phone and he said five of em',
      'Jean-Jacques Rousseau',
      /foundling/,
    ],
    [
      'gender-nature-debate',
      'mary is it true your daughter wrote frankenstein my book club did that one last fall we all cried at the part with the blind old man',
      'Mary Wollstonecraft',
      /My daughter Mary/,
    ],
    [
      'climate-progress-debate',
      'nah but be real you were like a mile from town and your mum did your washing i heard that thats true that',
      'Henry David Thoreau',
      /laundry/,
    ],
    [
      'ai-consciousness-debate',
      'turing did u rly crack the nazi code. thats insane',
      'Alan Turing',
      /Enigma/,
    ],
    [
      'privacy-surveillance-debate',
      'Mr Bentham, is it true that your body sits in a glass case at University College London? My daughter Freya swears she saw it on a school trip.',
      'Jeremy Bentham',
      /sits in a case at University College London/,
    ],
    [
      'social-media-humanity-debate',
      'did you really want to ban poets though thats a bit harsh its like banning tiktok',
      'Plato',
      /Republic/,
    ],
    // Set 55's judge: a life asked of a debater, not the chair's family; a body in a glass box.
    [
      'gender-nature-debate',
      'is it true you put your own children in the orphanage all five of them',
      'Jean-Jacques Rousseau',
      /foundling/,
    ],
    [
      'privacy-surveillance-debate',
      'back to bent ham then is it true they kept your body in a glass box in london',
      'Jeremy Bentham',
      /skeleton/,
    ],
    [
      'privacy-surveillance-debate',
      'did you really live in holland for twenty years just to get away from people',
      'Descartes',
      /Dutch Republic/,
    ],
    [
      'climate-progress-debate',
      'thorough you went and lived in the woods didnt you how long for honest',
      'Henry David Thoreau',
      /two years later/,
    ],
    // Sympathy for what he went through is thanked, with the fact it is for.
    [
      'ai-consciousness-debate',
      'dang i didnt know they treated you like that after the war man thats messed up i am sorry',
      'Alan Turing',
      /^(?:Thank you|You are kind).*dry joke/,
    ],
    [
      'ai-consciousness-debate',
      'respect. also sry for what they did to u after. thats messed up',
      'Alan Turing',
      /^(?:Thank you|You are kind).*dry joke/,
    ],
    // Set 58: asked as people ask, of a debater and of the chair.
    [
      'ai-consciousness-debate',
      "Mr Turing, I hope you don't mind me saying this: I read about how you were treated after the war, and I'm so sorry. It's shameful that the country you helped save did that to you.",
      'Alan Turing',
      /^(?:Thank you|You are kind).*dry joke/,
    ],
    [
      'climate-progress-debate',
      'now mister thoreau you went and lived in a cabin by a pond did you really now i heard your mama still did your laundry',
      'Henry David Thoreau',
      /my mother did my laundry/,
    ],
    [
      'capitalism-debate',
      'mister smith did you really write a whole book about feelings before you wrote the money one somebody told me that at church',
      'Adam Smith',
      /Theory of Moral Sentiments/,
    ],
    [
      'cancel-culture-debate',
      'spinoza u got kicked out ur own church or smthin? for wat',
      'Spinoza',
      /cast me out/,
    ],
    // Sets 57, 61 and 62.
    [
      'ai-consciousness-debate',
      'turing did they really do u dirty after the war. read something abt it',
      'Alan Turing',
      /dry joke/,
    ],
    [
      'cancel-culture-debate',
      'Mr Mill, did you really write half your books with your wife and not put her name on the cover? Because as an office manager, I recognise that pattern',
      'John Stuart Mill',
      /Harriet/,
    ],
    [
      'gender-nature-debate',
      'miss wool stone craft did you have children',
      'Mary Wollstonecraft',
      /two daughters/,
    ],
    [
      'capitalism-debate',
      "carl did you really live off your pal's money like engels paid your bills is that true",
      'Karl Marx',
      /Engels/,
    ],
    // Set 60.
    [
      'ai-consciousness-debate',
      'lie bits you are moderator you make calculator machine in your time is true',
      'Leibniz',
      /a machine that could add/,
    ],
    // Set 66.
    [
      'ai-consciousness-debate',
      'did u rly cut up dogs alive. thats messed up bro',
      'Descartes',
      /^To see the heart/,
    ],
    [
      'climate-progress-debate',
      'ok but u lived in the woods. ur mum did ur washing didnt she',
      'Henry David Thoreau',
      /laundry/,
    ],
    [
      'gender-nature-debate',
      "Mrs Wollstonecraft, is it true you died just after your daughter was born, and that she grew up to write Frankenstein? I didn't know that until this afternoon.",
      'Mary Wollstonecraft',
      /Frankenstein/,
    ],
    [
      'cancel-culture-debate',
      "Sorry, entirely off the subject, but did you really grind lenses for a living? My Clive has glasses as thick as jam jars; he'd have been a good customer.",
      'Spinoza',
      /lenses/,
    ],
    [
      'gender-nature-debate',
      "Socrates, may I ask you something? They call you 'The Midwife' here. What on earth does that mean?",
      'Socrates',
      /midwife/,
    ],
    [
      'death-meaning-debate',
      "socrates they say you weren't scared either when you died were you really not scared not even a little",
      'Socrates',
      /not afraid/,
    ],
  ])('%s: "%s" is answered from his life', async (debateId, line, speaker, told) => {
    const [turns] = await inDraft(debateId, [line]);
    const [turn] = turns ?? [];
    expect(turn?.move).toBe('life');
    expect(turn?.speaker).toBe(speaker);
    expect(turn?.sentences.join(' ')).toMatch(told);
  });

  // Set 66: asked after a fact of the chair's life, the next question about "you" is still his.
  it('"Did you ever see your family again?", just after Spinoza told of the ban, is his to answer', async () => {
    const debateId = 'cancel-culture-debate';
    const [, turns] = await inDraft(debateId, [
      "Spinoza, you're in the chair this time. Weren't you thrown out of your own community?",
      "Goodness, and they cursed you formally? I can't imagine. Did you ever see your family again?",
    ]);
    const [turn] = turns ?? [];
    expect(turn?.speaker).toBe('Spinoza');
    expect(turn?.sentences.join(' ')).toMatch(/Rebecca/);
  });

  it('"mcluhen say the global village bit again i missed it", before he made it, is made now', async () => {
    const debateId = 'social-media-humanity-debate';
    const [, turns] = await inDraft(debateId, [
      'wait u wrote stuff down but u said writing makes ppl forget?? isnt that ironic',
      'mcluhen say the global village bit again i missed it',
    ]);
    const [turn] = turns ?? [];
    expect(turn?.speaker).toBe('Marshall McLuhan');
    expect(turn?.sentences.join(' ')).toMatch(/global village/);
  });

  it('"wats the mill thing. say again" is the chair\'s own teaching, said by Leibniz', async () => {
    const debateId = 'ai-consciousness-debate';
    const [, turns] = await inDraft(debateId, [
      'turing if a chatbot fools me does it think',
      'wats the mill thing. say again',
    ]);
    const [turn] = turns ?? [];
    expect(turn?.speaker).toBe('Leibniz');
    expect(turn?.sentences.join(' ')).toMatch(/as into a mill/);
  });

  // Set 64.
  it.each([
    [
      'social-media-humanity-debate',
      'guy the board you said something about a show a spectacle was it whats a spectacle when its at home',
      'Guy Debord',
      'define',
    ],
    [
      'privacy-surveillance-debate',
      'okay whats a pan optic on i keep hearing it',
      'Jeremy Bentham',
      'define',
    ],
    [
      'privacy-surveillance-debate',
      'ben thumb is it true your actual body is sitting in a box at some college in london',
      'Jeremy Bentham',
      'life',
    ],
    [
      'death-meaning-debate',
      "mister hide a gar what do you make of that you've been ever so quiet",
      'Martin Heidegger',
      'answer|rebut',
    ],
  ])('%s: "%s" is taken up by %s (%s)', async (debateId, line, speaker, move) => {
    const [turns] = await inDraft(debateId, [line], true);
    const [turn] = turns ?? [];
    expect(turn?.speaker).toBe(speaker);
    expect(turn?.move).toMatch(new RegExp(`^(?:${move})$`));
  });

  // Set 48's judge heard a biography nobody asked for: his life held against his view, or the visitor's own trade.
  it.each([
    ['climate-progress-debate', 'ok but u lived in a hut 2 years. not realistc for 8 billion ppl'],
    [
      'privacy-surveillance-debate',
      'so i fit locks for a living right locksmith twenty two years in kidderminster and now like half my jobs are these smart locks with the apps',
    ],
    [
      'cancel-culture-debate',
      "But what about the people who get hurt while we're all politely debating? I proofread for a living, and words are never 'just words' to me.",
    ],
    // "is it true you ..." said of anyone, in passing.
    ['capitalism-debate', 'is it true you can get rich just by working hard, like my mother always said?'],
  ])('%s: "%s" is argued, not told from a life', async (debateId, line) => {
    const [turns] = await inDraft(debateId, [line], true);
    expect(turns?.[0]?.move).toBe('answer');
  });
});

describe('set 69 in the drafts', () => {
  it("\"so it's not what's on the telly it's the telly itself am i getting that right\" goes on with the point", async () => {
    const [, turns] = await inDraft('social-media-humanity-debate', [
      "what does the medium is the message mean i've heard that one before but i never got it",
      "so it's not what's on the telly it's the telly itself am i getting that right",
    ]);
    expect(turns?.[0]?.plan).toMatchObject({ move: 'answer', issue: 'medium-message' });
  });

  it('"right okay so friendship is your answer friends dont sleep in your bed though" answers the point', async () => {
    const steps = await inDraft('death-meaning-debate', [
      'so epic q rust you said death is nothing to us but my husband kwame died two years ago in march and it is not nothing to me so what do you say to that',
      "no but i'm not scared of my own dying love i'm talking about the ones left behind you know the the empty chair at the table",
      'sorry can you say that bit again about the um the friends thing i was putting the kettle on',
      'right okay so friendship is your answer friends dont sleep in your bed though do they bless them',
    ]);
    expect(steps.at(-1)?.[0]?.move).toBe('answer');
  });
});
