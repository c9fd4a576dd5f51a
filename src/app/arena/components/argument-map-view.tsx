import { Image } from 'lucide-react';
import { useRef } from 'react';
import { toast } from 'sonner';
import type { ArgumentMap } from '../../../protocol';
import { claimSentence, layoutMap, opener, type MapEdge, type MapNode } from '../argument-map';
import './argument-map-view.css';

// Colours are written into the diagram itself (not taken from the page's CSS) so that the image saved from it looks
// the same as the diagram on screen.
const INK = '#f3ece2';
const MUTED = '#b9ad9c';
const PANEL = '#1a1614';
const BOX: Record<MapNode['kind'], string> = {
  challenge: '#2b241f',
  claim: '#23201c',
  rebuttal: '#2a1d1b',
  concession: '#1d261d',
};
const ARROW: Record<string, string> = {
  attacks: '#e5534b',
  grants: '#7fbf6a',
  'answers beside': MUTED,
  'takes up': '#e0a030',
};
const FONT_SIZE = 12;
const LINE_HEIGHT = 16;

export interface ArgumentMapViewProps {
  map: ArgumentMap;
  /** The image's file name stem: "dialectic-club-morality-debate". */
  fileStem: string;
}

/**
 * The argument of the debate: a diagram (claims as boxes, replies as arrows to what they answer) and the same content
 * as a list, which is what a screen reader and the keyboard use. Save image takes the diagram as a PNG; the
 * transcript's Download and Copy take the map as Markdown.
 */
export function ArgumentMapView({ map, fileStem }: ArgumentMapViewProps) {
  const svg = useRef<SVGSVGElement>(null);
  const layout = layoutMap(map);
  const byId = new Map(layout.nodes.map((node) => [node.id, node]));
  const saveImage = () => {
    if (svg.current)
      void downloadPng(svg.current, `${fileStem}-map.png`).catch(() =>
        toast.error('The image could not be made: use Download instead.'),
      );
  };
  return (
    <section className="argument-map" aria-labelledby="argument-map-heading">
      <h3 id="argument-map-heading" className="argument-map__title">
        The argument map
      </h3>
      <svg
        ref={svg}
        className="argument-map__diagram"
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        xmlns="http://www.w3.org/2000/svg"
        role="img"
        aria-label={`Diagram of ${map.exchanges.length} ${map.exchanges.length === 1 ? 'exchange' : 'exchanges'}: the list below says the same`}
      >
        <defs>
          {Object.entries(ARROW).map(([label, colour]) => (
            <marker
              key={label}
              id={markerId(label)}
              viewBox="0 0 8 8"
              refX="7"
              refY="4"
              markerWidth="6"
              markerHeight="6"
              orient="auto-start-reverse"
            >
              <path d="M0,0 L8,4 L0,8 z" fill={colour} />
            </marker>
          ))}
        </defs>
        <rect width={layout.width} height={layout.height} fill={PANEL} />
        {layout.edges.map((edge) => (
          <Arrow key={`${edge.from}-${edge.to}`} edge={edge} byId={byId} />
        ))}
        {layout.nodes.map((node) => (
          <g key={node.id}>
            <rect
              x={node.x}
              y={node.y}
              width={node.width}
              height={node.height}
              rx="6"
              fill={BOX[node.kind]}
              stroke={node.unanswered ? '#e0a030' : MUTED}
              strokeWidth={node.unanswered ? 1.5 : 0.5}
              strokeDasharray={node.kind === 'challenge' ? undefined : node.unanswered ? '4 3' : undefined}
            />
            <text
              x={node.x + 8}
              y={node.y + 8 + FONT_SIZE}
              fill={INK}
              fontSize={FONT_SIZE}
              fontFamily="sans-serif"
            >
              {node.lines.map((line, i) => (
                <tspan key={i} x={node.x + 8} dy={i === 0 ? 0 : LINE_HEIGHT}>
                  {/* A space at each break, so that the text read as a whole keeps its words apart. */}
                  {i < node.lines.length - 1 ? `${line} ` : line}
                </tspan>
              ))}
            </text>
          </g>
        ))}
      </svg>
      <p className="argument-map__legend">
        Amber arrows take up the challenge; red ones attack the point they reach, green ones grant it, grey
        ones answer beside it; a dashed amber box was left unanswered.
      </p>
      <ol className="argument-map__list" aria-label="The argument, exchange by exchange">
        {map.exchanges.map((exchange, i) => (
          <li key={i}>
            <p className="argument-map__opener">{opener(exchange)}</p>
            <ul>
              {exchange.claims.map((claim) => (
                <li key={claim.id}>
                  {claimSentence(
                    claim,
                    exchange.claims.find((c) => c.id === claim.answers),
                  )}
                  {claim.unanswered && <strong> Left unanswered.</strong>}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <div className="argument-map__actions">
        <button type="button" className="arena-icon-button" onClick={saveImage}>
          <Image aria-hidden="true" size={16} />
          <span>Save image</span> <span className="arena-sr-only">of the argument map</span>
        </button>
      </div>
    </section>
  );
}

const markerId = (label: string) => `map-arrow-${label.replace(/\s+/g, '-')}`;

/** A reply's arrow: out of its box's left side, down or up the gutter, into the left side of what it answers. */
function Arrow({ edge, byId }: { edge: MapEdge; byId: ReadonlyMap<string, MapNode> }) {
  const from = byId.get(edge.from);
  const to = byId.get(edge.to);
  if (!from || !to) return null;
  const fromY = from.y + from.height / 2;
  const lane = from.x - 14;
  const path =
    to.kind === 'challenge'
      ? `M${from.x},${fromY} H${lane} V${to.y + to.height}`
      : `M${from.x},${fromY} H${lane - 10} V${to.y + to.height / 2} H${to.x}`;
  const colour = ARROW[edge.label] ?? MUTED;
  return (
    <path
      d={path}
      fill="none"
      stroke={colour}
      strokeWidth="1.5"
      markerEnd={`url(#${markerId(edge.label)})`}
    />
  );
}

function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Draws the diagram on a canvas at twice its size and saves it as a PNG. */
async function downloadPng(svg: SVGSVGElement, name: string): Promise<void> {
  const { width, height } = svg.viewBox.baseVal;
  const source = new XMLSerializer().serializeToString(svg);
  const url = URL.createObjectURL(new Blob([source], { type: 'image/svg+xml' }));
  try {
    const image = new window.Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width * 2;
    canvas.height = height * 2;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!png) throw new Error('no png');
    downloadBlob(png, name);
  } finally {
    URL.revokeObjectURL(url);
  }
}
