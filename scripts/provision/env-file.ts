/**
 * Sets `updates` in the text of a dotenv file: a line already setting the variable is replaced in place, new
 * variables are appended, and every other line (comments, the visitor's own keys) is kept as it was.
 */
export function mergeEnvFile(existing: string, updates: Readonly<Record<string, string>>): string {
  const pending = new Map(Object.entries(updates));
  const lines = existing === '' ? [] : existing.replace(/\n$/, '').split('\n');
  const merged = lines.map((line) => {
    const name = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line)?.[1];
    if (!name || !pending.has(name)) return line;
    const value = pending.get(name) as string;
    pending.delete(name);
    return `${name}=${value}`;
  });
  for (const [name, value] of pending) merged.push(`${name}=${value}`);
  return `${merged.join('\n')}\n`;
}

/** The variables the app reads for one provisioned debate (src/app/config.ts). */
export function squadVariable(debateId: string): string {
  return `VITE_SQUAD_ID_${debateId
    .replace(/-debate$/, '')
    .replace(/-/g, '_')
    .toUpperCase()}`;
}

export function assistantVariable(key: string): string {
  return `VITE_ASSISTANT_ID_${key.replace(/-/g, '_').toUpperCase()}`;
}
