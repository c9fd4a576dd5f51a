// Text written into the Markdown the visitor takes home (the transcript, the argument map): what anyone said is shown
// as it was said, never read as Markdown or HTML by the viewer it is opened in.

/** The characters Markdown and inline HTML give a meaning to, where they can start or end markup. */
const MARKUP = /[\\`*_[\]<>|~#]/g;

/** `text` with every character that could start or end markup escaped by a backslash. */
export function escapeMarkdown(text: string): string {
  return text.replace(MARKUP, (char) => `\\${char}`);
}
