import { Button as AriaButton } from 'react-aria-components';
import type { PreflightItem } from '../../../shared/preflight/preflightItem';
import { Button } from '../../ui/Button';
import type { EditorEngine } from '../engine/editorEngine';
import { useEditorState } from '../panels/editorState';
import styles from './PreflightPanel.module.css';
import { groupByPage, preflightSummary } from './preflightGroups';

/**
 * The preflight list: what to look at before the project goes to the cart, by page. Each item is
 * a button that shows its page and selects the element; a warning can be accepted as it is, and
 * a word the dictionary does not know can be added to the customer's words.
 * Severity is said in words as well as colour, and the count is a live status, so a screen
 * reader hears when a fix clears an item.
 */
export function PreflightPanel({
  engine,
  items,
  onAccept,
  onAddWord,
}: {
  engine: EditorEngine;
  items: readonly PreflightItem[];
  onAccept: (itemId: string) => void;
  /** Adds a word to the customer's own words; without it, spelling items offer only Accept. */
  onAddWord?: (word: string) => void;
}) {
  const state = useEditorState(engine);
  const groups = groupByPage(items, state.doc);
  const show = (item: PreflightItem) => {
    // Activating a page clears the selection, so the page comes first.
    engine.setActiveSurface(item.surfaceId);
    if (item.elementId) engine.select([item.elementId]);
  };
  return (
    <section className={styles.panel} aria-labelledby="preflight-title">
      <h2 id="preflight-title" className={styles.title}>
        Check before printing
      </h2>
      <p className={styles.summary} role="status">
        {preflightSummary(items)}
      </p>
      {groups.map(({ surface, items: pageItems }) => (
        <section key={surface.id} aria-labelledby={`preflight-${surface.id}`}>
          <h3 id={`preflight-${surface.id}`} className={styles.page}>
            {surface.label}
          </h3>
          <ul className={styles.list}>
            {pageItems.map((item) => (
              <li key={item.id} className={styles.item} data-severity={item.severity}>
                <AriaButton className={styles.show} onPress={() => show(item)}>
                  <span className={styles.severity}>
                    {item.severity === 'error' ? 'Must fix' : item.accepted ? 'Accepted' : 'Check'}
                  </span>
                  <span>{item.message}</span>
                </AriaButton>
                {item.severity === 'warning' && !item.accepted ? (
                  <Button
                    variant="secondary"
                    onPress={() => onAccept(item.id)}
                    aria-label={`Accept as it is: ${item.message}`}
                  >
                    Accept
                  </Button>
                ) : null}
                {item.word && onAddWord && !item.accepted ? (
                  <Button
                    variant="secondary"
                    onPress={() => item.word && onAddWord(item.word)}
                    aria-label={`Add "${item.word}" to my words`}
                  >
                    Add word
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
