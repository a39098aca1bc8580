import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { ProjectDocument } from '../../../shared/project/document';
import styles from './Previews.module.css';
import { type PreviewSource, pageImageSrcSet, pageImageUrl } from './pageImage';

/** One view of a card: a surface, or one panel of it. */
interface CardView {
  surfaceId: string;
  panel?: string;
  width: number;
  height: number;
}

interface CardViews {
  front?: CardView;
  inside?: CardView;
  back?: CardView;
  /** The inside panel that shows when the card stands half open. */
  insideFacing?: CardView;
  fold?: 'side' | 'top';
}

/** Where a card's front, inside and back are: panels of a folded card's sheets, or flat sides. */
export function cardViews(doc: ProjectDocument): CardViews {
  const outside = doc.surfaces.outside;
  const inside = doc.surfaces.inside;
  const panelView = (surfaceId: string, role: string): CardView | undefined => {
    const rect = doc.surfaces[surfaceId]?.panels.find((p) => p.role === role)?.rect;
    return rect && { surfaceId, panel: role, width: rect.width, height: rect.height };
  };
  const whole = (surfaceId: string): CardView | undefined => {
    const surface = doc.surfaces[surfaceId];
    return surface && { surfaceId, width: surface.width, height: surface.height };
  };
  if (outside && inside) {
    const fold = outside.folds[0]?.axis === 'y' ? 'top' : 'side';
    return {
      front: panelView('outside', 'front'),
      back: panelView('outside', 'back'),
      inside: whole('inside'),
      insideFacing: panelView('inside', fold === 'side' ? 'inside-right' : 'inside-bottom'),
      fold,
    };
  }
  return { front: whole('front'), back: whole('back') };
}

function CardImage({
  source,
  view,
  className,
}: {
  source: PreviewSource;
  view: CardView;
  className?: string;
}) {
  return (
    <img
      className={className ?? styles.flat}
      src={pageImageUrl(source, view.surfaceId, { panel: view.panel })}
      srcSet={pageImageSrcSet(source, view.surfaceId, view.panel)}
      sizes="(min-width: 60rem) 40rem, 100vw"
      width={view.width}
      height={view.height}
      style={{ aspectRatio: `${view.width} / ${view.height}` }}
      alt=""
    />
  );
}

/**
 * A card as the customer will hold it: front, inside, back, and (folded cards) standing half
 * open; each drawn on the server from the design with the customer's photos. Tabs from
 * react-aria: arrow keys move between the views.
 */
export function CardPreview({
  doc,
  title,
  source,
}: {
  doc: ProjectDocument;
  title: string;
  source: PreviewSource;
}) {
  const views = cardViews(doc);
  const tabs = [
    views.front && { id: 'front', label: 'Front', view: views.front },
    views.inside && { id: 'inside', label: 'Inside', view: views.inside },
    views.back && { id: 'back', label: 'Back', view: views.back },
  ].filter((tab) => tab !== undefined);
  return (
    <section className={styles.card} aria-label={title}>
      <Tabs className={styles.tabs}>
        <TabList aria-label="Card views" className={styles.tabList}>
          {tabs.map((tab) => (
            <Tab key={tab.id} id={tab.id} className={styles.tab}>
              {tab.label}
            </Tab>
          ))}
          {views.front ? (
            <Tab id="folded" className={styles.tab}>
              {views.fold ? 'Folded' : 'In the hand'}
            </Tab>
          ) : null}
        </TabList>
        {tabs.map((tab) => (
          <TabPanel key={tab.id} id={tab.id} className={styles.panel}>
            <CardImage source={source} view={tab.view} />
            <p className={styles.caption}>
              {tab.label} of {title}
            </p>
          </TabPanel>
        ))}
        {views.front ? (
          <TabPanel id="folded" className={styles.panel}>
            <div className={styles.standing} data-fold={views.fold ?? 'flat'}>
              {views.insideFacing ? (
                <CardImage source={source} view={views.insideFacing} className={styles.leaf} />
              ) : null}
              <CardImage source={source} view={views.front} className={styles.cover} />
            </div>
            <p className={styles.caption}>
              {views.fold ? `${title}, standing half open` : `${title}, as it arrives`}
            </p>
          </TabPanel>
        ) : null}
      </Tabs>
    </section>
  );
}
