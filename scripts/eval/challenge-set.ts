// The evaluation set of `npm run eval:debate`: challenges a visitor might put, each labelled with the issue of
// the debate it is about (docs/architecture.md section 5). Written from the debates' issue lists, never from the arguments,
// so that retrieval is measured on words the knowledge did not choose.

export type ChallengeForm =
  /** The issue asked in everyday words. */
  | 'plain'
  /** The same issue put another way: an example, a situation, a modern case. */
  | 'paraphrase'
  /** Addressed to a debater by name: "Hume, ...". */
  | 'named'
  /** Addressed by an epithet or description: "the skeptic", "our Scottish friend". */
  | 'epithet'
  /** Nothing to do with the debate. */
  | 'off-topic';

export interface EvalChallenge {
  text: string;
  /** The issue id of the debate's topic file; null for off-topic challenges. */
  issue: string | null;
  /** Other issues a reply on which answers the challenge as asked too; labelled blind, from the text and the issue list alone. */
  also?: readonly string[];
  /** The philosopher key the challenge addresses, for 'named' and 'epithet'. */
  addresses?: string;
  form: ChallengeForm;
}
