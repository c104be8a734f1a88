import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './admin-shell.module.css';
import { type AdminSection, CATEGORIES, type CategoryKey } from './sections.tsx';

type AdminMenuProps = {
  /** The sections the admin may open; categories without one are not shown. */
  sections: readonly AdminSection[];
  selectedKey: string | undefined;
};

/**
 * The vertical 'Admin Menu': a disclosure navigation with one collapsible group per category (all open at first).
 * Up/Down move between its controls, Home/End go to the first and last; links mark the open section aria-current.
 */
export function AdminMenu({ sections, selectedKey }: AdminMenuProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const ref = useRef<HTMLElement>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<CategoryKey>>(new Set());
  const groups = CATEGORIES.map((category) => ({
    category,
    items: sections.filter((section) => section.category === category),
  })).filter((group) => group.items.length > 0);

  const toggle = (category: CategoryKey) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(category)) next.add(category);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Links inside a collapsed category are hidden and skipped.
    const controls = Array.from(
      ref.current?.querySelectorAll<HTMLElement>('[data-menu-control]') ?? [],
    ).filter((control) => !control.closest('[hidden]'));
    const index = controls.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: controls.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined || index === -1) return;
    event.preventDefault();
    controls[(next + controls.length) % controls.length]?.focus();
  };

  return (
    <nav ref={ref} className={styles.menu} aria-label={t('admin.menu')} onKeyDown={onKeyDown}>
      <h2 className={styles.menuTitle}>{t('admin.menu')}</h2>
      {groups.map(({ category, items }) => {
        const isOpen = !collapsed.has(category);
        const listId = `${baseId}-${category}`;
        return (
          <div key={category} className={styles.group}>
            <button
              type="button"
              className={styles.groupButton}
              aria-expanded={isOpen}
              aria-controls={listId}
              onClick={() => toggle(category)}
              data-menu-control=""
            >
              {t(`admin.categories.${category}`)}
              <ChevronDown className={styles.chevron} aria-hidden="true" />
            </button>
            <ul id={listId} className={styles.items} hidden={!isOpen}>
              {items.map((section) => (
                <li key={section.key}>
                  <Link
                    to={`/admin/${section.key}`}
                    className={styles.item}
                    aria-current={section.key === selectedKey ? 'page' : undefined}
                    data-menu-control=""
                  >
                    {t(`admin.sections.${section.label}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
