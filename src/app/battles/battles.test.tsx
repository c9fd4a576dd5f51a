// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { debateCategories, debates, debatesInCategory, type Debate } from '../../debates';
import { Battles } from './battles';

afterEach(cleanup);

function renderBattles() {
  const onBack = vi.fn<() => void>();
  const onJoin = vi.fn<(debateId: string) => void>();
  const user = userEvent.setup();
  render(<Battles onBack={onBack} onJoin={onJoin} />);
  return { onBack, onJoin, user };
}

const panel = () => screen.getByRole('tabpanel');
const tab = (label: string) => screen.getByRole('tab', { name: label });
const selectedTabs = () =>
  screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true');

/** The card titles shown in the tab panel, in order. */
const shownTitles = () =>
  within(panel())
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const titlesOf = (list: readonly Debate[]) => list.map((debate) => debate.title);

/** A debate's card: the list item holding its heading. */
function card(title: string): HTMLElement {
  const item = within(panel()).getByRole('heading', { name: title }).closest('li');
  if (!item) throw new Error(`no card for ${title}`);
  return item;
}

function labelOf(category: Debate['category']): string {
  const found = debateCategories.find((c) => c.id === category);
  if (!found) throw new Error(`no category ${category}`);
  return found.label;
}

async function showCategoryOf(user: ReturnType<typeof userEvent.setup>, debate: Debate) {
  await user.click(tab(labelOf(debate.category)));
}

const enabled = debates.filter((d) => d.isSquadEnabled);
const locked = debates.filter((d) => !d.isSquadEnabled);

describe('Battles: header', () => {
  it('shows the title, subtitle and badge, and Back to Home calls onBack', async () => {
    const { onBack, onJoin, user } = renderBattles();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Philosophical Battle' })).toBeTruthy();
    expect(screen.getByText('Select a debate to join as Socratic challenger')).toBeTruthy();
    expect(screen.getByText('Squad-Powered Debates')).toBeTruthy();
    expect(onBack).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onJoin).not.toHaveBeenCalled();
  });
});

describe('Battles: category tabs', () => {
  it('lists the four categories in order, with the first one active and its debates shown', () => {
    renderBattles();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Classic',
      'Modern',
      'Provocative',
      'Wild Cards',
    ]);
    expect(selectedTabs()).toEqual([tab('Classic')]);
    expect(screen.getByRole('tabpanel', { name: 'Classic' })).toBe(panel());
    expect(shownTitles()).toEqual(titlesOf(debatesInCategory('classic')));
  });

  it.each(debateCategories.map((c) => [c.label, c.id] as const))(
    'selecting %s shows exactly that category’s debates',
    async (label, id) => {
      const { user } = renderBattles();
      await user.click(tab(label));
      expect(selectedTabs()).toEqual([tab(label)]);
      expect(screen.getByRole('tabpanel', { name: label })).toBe(panel());
      expect(shownTitles()).toEqual(titlesOf(debatesInCategory(id)));
      expect(shownTitles()).toHaveLength(debates.filter((d) => d.category === id).length);
    },
  );

  it('is one tab stop; arrows, Home and End move the focus and the selection between tabs', async () => {
    const { user } = renderBattles();
    // The view's heading has the focus on arrival; Back to Home is one step back, the tabs one step on.
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Choose Your Philosophical Battle' }),
    );
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back to Home' }));
    await user.tab();
    expect(document.activeElement).toBe(tab('Classic'));
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([tab('Classic')]);

    const steps: [key: string, label: string][] = [
      ['{ArrowRight}', 'Modern'],
      ['{ArrowRight}', 'Provocative'],
      ['{ArrowRight}', 'Wild Cards'],
      ['{ArrowRight}', 'Classic'],
      ['{ArrowLeft}', 'Wild Cards'],
      ['{ArrowLeft}', 'Provocative'],
      ['{Home}', 'Classic'],
      ['{End}', 'Wild Cards'],
    ];
    for (const [key, label] of steps) {
      await user.keyboard(key);
      expect(document.activeElement, `${key} -> ${label}`).toBe(tab(label));
      expect(selectedTabs()).toEqual([tab(label)]);
      expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([tab(label)]);
    }
    expect(shownTitles()).toEqual(titlesOf(debatesInCategory('wild')));

    // Tab leaves the tab list for the panel's first control instead of visiting the other tabs.
    await user.tab();
    expect(document.activeElement).toBe(within(panel()).getAllByRole('button', { name: 'Join Battle' })[0]);
  });

  it('a click outside the tab bar clears the active tab and shows the classic list', async () => {
    const { user } = renderBattles();
    await user.click(tab('Modern'));
    expect(shownTitles()).toEqual(titlesOf(debatesInCategory('modern')));

    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(selectedTabs()).toEqual([]);
    for (const t of screen.getAllByRole('tab')) expect(t.getAttribute('aria-selected')).toBe('false');
    expect(shownTitles()).toEqual(titlesOf(debatesInCategory('classic')));
    // The bar stays reachable by keyboard through its first tab.
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([tab('Classic')]);

    await user.click(tab('Provocative'));
    expect(selectedTabs()).toEqual([tab('Provocative')]);
    expect(shownTitles()).toEqual(titlesOf(debatesInCategory('provocative')));
  });

  it('a click inside the tab bar, between the tabs, keeps the active tab', async () => {
    const { user } = renderBattles();
    await user.click(tab('Wild Cards'));
    await user.click(screen.getByRole('tablist'));
    expect(selectedTabs()).toEqual([tab('Wild Cards')]);
    expect(shownTitles()).toEqual(titlesOf(debatesInCategory('wild')));
  });

  it('a click on the page body also clears the tab, and on a card too', async () => {
    const { user } = renderBattles();
    await user.click(tab('Modern'));
    await user.click(document.body);
    expect(selectedTabs()).toEqual([]);
    await user.click(tab('Modern'));
    await user.click(within(panel()).getAllByRole('heading', { level: 2 })[0] as HTMLElement);
    expect(selectedTabs()).toEqual([]);
    expect(shownTitles()).toEqual(titlesOf(debatesInCategory('classic')));
  });

  it('pressing a card button by keyboard is not a click outside: the list stays under the focus', async () => {
    const { user, onJoin } = renderBattles();
    await user.click(tab('Modern'));
    await user.tab();
    const button = document.activeElement;
    expect(button).toBe(within(panel()).getAllByRole('button', { name: 'Join Battle' })[0]);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(selectedTabs()).toEqual([tab('Modern')]);
    expect(shownTitles()).toEqual(titlesOf(debatesInCategory('modern')));
    expect(document.activeElement).toBe(button);
    expect(onJoin).not.toHaveBeenCalled();
  });
});

describe('Battles: debate cards', () => {
  it.each(debates.map((d) => [d.title, d] as const))('%s shows its details', async (title, debate) => {
    const { user } = renderBattles();
    await showCategoryOf(user, debate);
    const c = within(card(title));
    expect(c.getByRole('heading', { level: 2, name: debate.title })).toBeTruthy();
    expect(c.getByText(debate.topic)).toBeTruthy();
    expect(c.getByText(`“${debate.description}”`)).toBeTruthy();
    expect(c.getByText(debate.duration)).toBeTruthy();
    expect(c.getAllByRole('button')).toEqual([c.getByRole('button', { name: 'Join Battle' })]);

    const list = c.getByRole('list', { name: 'Philosophers' });
    const [first, second] = debate.philosophers;
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText(first.name)).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText(first.subtitle)).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText(second.name)).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText(second.subtitle)).toBeTruthy();
    // One 'VS', read between the two names.
    expect(within(list).getAllByText('VS')).toHaveLength(1);
    const text = list.textContent ?? '';
    expect(text.indexOf(first.name)).toBeLessThan(text.indexOf('VS'));
    expect(text.indexOf('VS')).toBeLessThan(text.indexOf(second.name));
  });

  it.each(enabled.map((d) => [d.title, d.id] as const))(
    "%s: 'Join Battle' passes its id to onJoin",
    async (title, id) => {
      const { user, onJoin } = renderBattles();
      const button = within(card(title)).getByRole('button', { name: 'Join Battle' });
      expect(button.getAttribute('aria-disabled')).toBeNull();
      expect(within(card(title)).queryByText('Coming Soon')).toBeNull();
      await user.click(button);
      expect(onJoin).toHaveBeenCalledTimes(1);
      expect(onJoin).toHaveBeenCalledWith(id);
    },
  );

  it('an enabled debate can be joined by keyboard', async () => {
    const { user, onJoin } = renderBattles();
    const first = enabled[0] as Debate;
    within(card(first.title)).getByRole('button', { name: 'Join Battle' }).focus();
    await user.keyboard('{Enter}');
    expect(onJoin).toHaveBeenCalledWith(first.id);
  });

  it.each(locked.map((d) => [d.title, d] as const))(
    '%s is covered by Coming Soon and its button never calls onJoin',
    async (title, debate) => {
      const { user, onJoin } = renderBattles();
      await showCategoryOf(user, debate);
      const c = within(card(title));
      expect(c.getByText('Coming Soon')).toBeTruthy();
      expect(c.getByText('Squad configuration in progress')).toBeTruthy();
      const button = c.getByRole('button', {
        name: 'Join Battle',
        description: 'Coming Soon Squad configuration in progress',
      });
      expect(button.getAttribute('aria-disabled')).toBe('true');

      button.focus();
      await user.keyboard('{Enter}');
      await user.keyboard(' ');
      await user.click(button);
      expect(onJoin).not.toHaveBeenCalled();
    },
  );

  it('the catalogue has debates of both kinds, so the tests above test something', () => {
    expect(enabled.length).toBeGreaterThan(0);
    expect(locked.length).toBeGreaterThan(0);
  });
});

describe('Battles: colours', () => {
  const ICON_CLASS = {
    emerald: 'lucide-message-circle',
    red: 'lucide-flame',
    blue: 'lucide-brain',
    purple: 'lucide-zap',
    amber: 'lucide-scale',
  } as const;

  it.each(debates.map((d) => [d.title, d] as const))(
    '%s: the first philosopher tints the border, each philosopher gets their icon',
    async (title, debate) => {
      const { user } = renderBattles();
      await showCategoryOf(user, debate);
      const item = card(title);
      const [first] = debate.philosophers;
      expect(item.classList.contains(`color-${first.color}`)).toBe(true);
      const philosophers = within(within(item).getByRole('list', { name: 'Philosophers' })).getAllByRole(
        'listitem',
      );
      debate.philosophers.forEach((philosopher, index) => {
        const entry = philosophers[index] as HTMLElement;
        expect(entry.classList.contains(`color-${philosopher.color}`)).toBe(true);
        const icons = entry.querySelectorAll('svg');
        expect(icons).toHaveLength(1);
        const icon = icons[0] as SVGElement;
        expect(icon.classList.contains(ICON_CLASS[philosopher.color])).toBe(true);
        expect(icon.getAttribute('aria-hidden')).toBe('true');
      });
    },
  );

  it('spells out the colour map on the morality debate', () => {
    renderBattles();
    const item = card('The Morality Clash');
    expect(item.classList.contains('color-emerald')).toBe(true);
    expect(item.querySelector('.lucide-message-circle')).not.toBeNull();
    expect(item.querySelector('.lucide-flame')).not.toBeNull();
    const freedom = card('The Freedom Fight');
    expect(freedom.classList.contains('color-blue')).toBe(true);
    expect(freedom.querySelector('.lucide-brain')).not.toBeNull();
    expect(freedom.querySelector('.lucide-zap')).not.toBeNull();
  });
});
