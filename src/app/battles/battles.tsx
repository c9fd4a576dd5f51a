import { useEffect, useId, useRef, useState } from 'react';
import { ArrowLeft, Users } from 'lucide-react';
import { debateCategories, debatesInCategory, type DebateCategory } from '../../debates';
import { isPlayable } from '../config';
import { useFocusOnArrival } from '../use-focus-on-arrival';
import { CategoryTabs } from './category-tabs';
import { DebateCard } from './debate-card';
import './battles.css';

/** Spec section 2: the list shown while no tab is selected (after a click outside the tab bar). */
const FALLBACK_CATEGORY: DebateCategory = 'classic';

/** The debate picker (spec section 2, 'Battles view'). */
export function Battles({ onBack, onJoin }: { onBack: () => void; onJoin: (debateId: string) => void }) {
  const id = useId();
  const tablist = useRef<HTMLDivElement>(null);
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  const [active, setActive] = useState<DebateCategory | null>(debateCategories[0]?.id ?? FALLBACK_CATEGORY);
  const shown = active ?? FALLBACK_CATEGORY;
  const tabId = (category: DebateCategory) => `${id}-tab-${category}`;
  const panelId = `${id}-panel`;

  useEffect(() => {
    // `click`, not `pointerdown`: the list must not change between press and release, or the release would land
    // on a card of the other list. A keyboard activation also fires `click` (with detail 0); it is not a click
    // outside, and clearing then would swap the list under the keyboard focus.
    function clearOnClickOutside(event: MouseEvent) {
      if (event.detail === 0) return;
      if (event.target instanceof Node && tablist.current?.contains(event.target)) return;
      setActive(null);
    }
    document.addEventListener('click', clearOnClickOutside);
    return () => document.removeEventListener('click', clearOnClickOutside);
  }, []);

  return (
    <main className="battles-view">
      <header className="battles-header">
        <button type="button" className="button ghost battles-back" onClick={onBack}>
          <ArrowLeft aria-hidden="true" focusable="false" size={18} />
          Back to Home
        </button>
        <div className="battles-heading">
          <h1 className="title battles-title" ref={heading} tabIndex={-1}>
            Choose Your Philosophical Battle
          </h1>
          <p className="battles-subtitle">Select a debate to join as Socratic challenger</p>
          <p className="battles-badge-row">
            <span className="badge battles-badge">
              <Users aria-hidden="true" focusable="false" size={14} />
              Squad-Powered Debates
            </span>
          </p>
        </div>
      </header>

      <CategoryTabs
        ref={tablist}
        tabs={debateCategories}
        active={active}
        onSelect={setActive}
        tabId={tabId}
        panelId={panelId}
      />

      <div role="tabpanel" id={panelId} aria-labelledby={tabId(shown)} className="battles-panel">
        <ul className="battles-grid">
          {debatesInCategory(shown).map((debate) => (
            <DebateCard key={debate.id} debate={debate} playable={isPlayable(debate)} onJoin={onJoin} />
          ))}
        </ul>
      </div>
    </main>
  );
}
