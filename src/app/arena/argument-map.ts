import type { ArgumentMap, MapClaim, MapExchange } from '../../protocol';
import { escapeMarkdown } from './markdown';

// The argument map as the recap draws it (a diagram laid out here, pure, so that it can be tested without a
// browser) and as the visitor takes it home (Markdown).

/** What each claim did, in words: the diagram's arrows and the text's verbs say the same. */
export function relation(claim: MapClaim): string {
  if (claim.kind === 'concession') return 'grants';
  if (claim.kind === 'rebuttal') return claim.direct ? 'attacks' : 'answers beside';
  return 'claims';
}

/** One claim, as a sentence: "Hume claims that custom, not reason, ...". */
export function claimSentence(claim: MapClaim, answered?: MapClaim): string {
  const verb = relation(claim);
  const whose = answered ? ` ${answered.speaker}'s point, and holds` : '';
  return `${claim.speaker} ${verb}${whose} that ${claim.point}.`;
}

export function argumentMapMarkdown(map: ArgumentMap): string {
  const lines = ['## The argument map', ''];
  map.exchanges.forEach((exchange, i) => {
    lines.push(`### ${i + 1}. ${escapeMarkdown(opener(exchange))}`, '');
    if (exchange.issue) lines.push(`*Issue: ${escapeMarkdown(exchange.issue)}*`, '');
    for (const claim of exchange.claims) {
      const answered = exchange.claims.find((c) => c.id === claim.answers);
      const mark = claim.unanswered ? ' **(left unanswered)**' : '';
      lines.push(`- ${escapeMarkdown(claimSentence(claim, answered))}${mark}`);
    }
    lines.push('');
  });
  if (map.verdict) lines.push('## The verdict', '', escapeMarkdown(map.verdict), '');
  return lines.join('\n');
}

export function opener(exchange: MapExchange): string {
  return exchange.by === 'visitor'
    ? `You asked: "${exchange.challenge}"`
    : `The moderator asked: "${exchange.challenge}"`;
}

/** A box of the diagram: the challenge, or a claim, with its text wrapped into lines. */
export interface MapNode {
  id: string;
  kind: 'challenge' | MapClaim['kind'];
  lines: string[];
  x: number;
  y: number;
  width: number;
  height: number;
  unanswered: boolean;
}

/** An arrow of the diagram: a reply to the claim it answers, or a claim to the challenge it takes up. */
export interface MapEdge {
  from: string;
  to: string;
  label: string;
}

export interface MapLayout {
  width: number;
  height: number;
  nodes: MapNode[];
  edges: MapEdge[];
}

/** The diagram's width in its own units; it scales to the recap's width. */
export const MAP_WIDTH = 360;
const MARGIN = 8;
/** Room on the left for the arrows that link a reply to its claim. */
const GUTTER = 40;
const LINE_HEIGHT = 16;
const PAD = 8;
const GAP = 14;
/** Characters of the diagram's text per line, at its font size. */
const CHARS_PER_LINE = 44;

/**
 * Lays the map out as one column (it reads on a phone as on a wide screen): each challenge, then the claims made on
 * it, indented; arrows run down the left gutter from each reply to the claim it answers.
 */
export function layoutMap(map: ArgumentMap): MapLayout {
  const nodes: MapNode[] = [];
  const edges: MapEdge[] = [];
  let y = MARGIN;
  const place = (id: string, kind: MapNode['kind'], text: string, indent: number, unanswered: boolean) => {
    const lines = wrap(text, CHARS_PER_LINE - Math.round(indent / 7));
    const node: MapNode = {
      id,
      kind,
      lines,
      x: MARGIN + indent,
      y,
      width: MAP_WIDTH - 2 * MARGIN - indent,
      height: lines.length * LINE_HEIGHT + 2 * PAD,
      unanswered,
    };
    nodes.push(node);
    y += node.height + GAP;
  };
  map.exchanges.forEach((exchange, i) => {
    const challengeId = `x${i + 1}`;
    place(challengeId, 'challenge', `${i + 1}. ${opener(exchange)}`, 0, false);
    for (const claim of exchange.claims) {
      const answered = exchange.claims.find((c) => c.id === claim.answers);
      place(claim.id, claim.kind, claimSentence(claim, answered), GUTTER, claim.unanswered);
      edges.push(
        answered
          ? { from: claim.id, to: answered.id, label: relation(claim) }
          : { from: claim.id, to: challengeId, label: 'takes up' },
      );
    }
    y += GAP;
  });
  return { width: MAP_WIDTH, height: Math.max(y, 2 * MARGIN), nodes, edges };
}

/** Greedy word wrap; a word longer than a line gets a line of its own. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
