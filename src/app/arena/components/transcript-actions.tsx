import { Copy, Download } from 'lucide-react';
import { toast } from 'sonner';
import { transcriptMarkdown, type TranscriptLine } from '../transcript';
import './common.css';

export interface TranscriptActionsProps {
  title: string;
  debateId: string;
  lines: readonly TranscriptLine[];
  /** Markdown that goes home with the transcript (the argument map and the verdict). */
  appendix?: string;
}

/** Download the transcript as Markdown, or copy the same text: the debate goes home with the visitor. */
export function TranscriptActions({ title, debateId, lines, appendix }: TranscriptActionsProps) {
  const empty = lines.length === 0;
  const markdown = () => transcriptMarkdown(title, lines) + (appendix ? `\n${appendix}` : '');
  const download = () => {
    const url = URL.createObjectURL(new Blob([markdown()], { type: 'text/markdown' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `dialectic-club-${debateId}-${new Date().toISOString().slice(0, 10)}.md`;
    link.click();
    // The click has started the download: the URL is no longer needed, and would hold the text in memory.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  const copy = () => {
    navigator.clipboard.writeText(markdown()).then(
      () => toast('Transcript copied'),
      () => toast.error('The browser refused to copy: use Download instead.'),
    );
  };
  return (
    <>
      <button type="button" className="arena-icon-button" disabled={empty} onClick={download}>
        <Download aria-hidden="true" size={16} />
        <span>Download</span> <span className="arena-sr-only">transcript</span>
      </button>
      <button type="button" className="arena-icon-button" disabled={empty} onClick={copy}>
        <Copy aria-hidden="true" size={16} />
        <span>Copy</span> <span className="arena-sr-only">transcript</span>
      </button>
    </>
  );
}
