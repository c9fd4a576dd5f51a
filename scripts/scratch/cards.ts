import { writeFileSync } from 'node:fs';
import { debates } from '../../src/debates/catalogue';
const groups: Record<string, string[]> = {
  W1: ['morality-debate', 'knowledge-debate', 'capitalism-debate', 'death-meaning-debate'],
  W2: ['cancel-culture-debate', 'gender-nature-debate', 'simulation-reality-debate', 'social-media-humanity-debate'],
  W3: ['free-will-debate', 'ai-consciousness-debate', 'climate-progress-debate', 'privacy-surveillance-debate'],
};
for (const [name, ids] of Object.entries(groups)) {
  const cards = ids.map((id) => {
    const d = debates.find((x) => x.id === id)!;
    return { id: d.id, title: d.title, question: d.topic, description: d.description, philosophers: d.philosophers.map(({ name, subtitle, quote }) => ({ name, subtitle, quote })) };
  });
  writeFileSync(`/tmp/s73/cards/${name}.json`, JSON.stringify(cards, null, 2));
}
