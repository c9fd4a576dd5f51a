import type { KeyboardEvent, Ref } from 'react';
import type { DebateCategory } from '../../debates';

export interface CategoryTab {
  id: DebateCategory;
  label: string;
}

/**
 * The category tab list (WAI-ARIA tabs pattern, automatic activation): one tab stop, arrows move and select,
 * Home and End jump. With no tab selected the first one keeps the tab stop, so the bar is still reachable.
 */
export function CategoryTabs({
  tabs,
  active,
  onSelect,
  tabId,
  panelId,
  ref,
}: {
  tabs: readonly CategoryTab[];
  active: DebateCategory | null;
  onSelect: (category: DebateCategory) => void;
  tabId: (category: DebateCategory) => string;
  panelId: string;
  ref?: Ref<HTMLDivElement>;
}) {
  const focusable = active ?? tabs[0]?.id;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    document.getElementById(tabId(tab.id))?.focus();
  }

  return (
    <div ref={ref} role="tablist" aria-label="Debate categories" className="battles-tabs">
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={tabId(tab.id)}
          className="battles-tab"
          aria-selected={tab.id === active}
          aria-controls={panelId}
          tabIndex={tab.id === focusable ? 0 : -1}
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
