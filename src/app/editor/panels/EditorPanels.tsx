import { type Key, useState, useSyncExternalStore } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { PhotoResolver } from '../../../shared/render/context';
import type { EditorEngine } from '../engine/editorEngine';
import { PreflightTab, ProjectPreflightTab } from '../preflight/PreflightTab';
import { BookPanel } from '../products/BookPanel';
import { EnvelopePanel } from '../products/EnvelopePanel';
import { PersonalDatesPanel } from '../products/PersonalDatesPanel';
import {
  PRODUCT_PANEL_LABELS,
  type ProductPanelKind,
  productPanelOf,
} from '../products/productPanel';
import { ReelPanel } from '../products/ReelPanel';
import { WallArtPanel } from '../products/WallArtPanel';
import { BackgroundPanel } from './BackgroundPanel';
import { LayoutPicker } from './LayoutPicker';
import styles from './Panels.module.css';
import { PhotoTray } from './PhotoTray';
import { SelectionPanel } from './SelectionPanel';
import { TextPanel } from './TextPanel';
import type { UseTrayPhotos } from './trayPhotos';

export type PanelId =
  | 'product'
  | 'photos'
  | 'layouts'
  | 'text'
  | 'background'
  | 'selection'
  | 'check';

const TABS: readonly { id: PanelId; label: string }[] = [
  { id: 'photos', label: 'Photos' },
  { id: 'layouts', label: 'Layouts' },
  { id: 'text', label: 'Text' },
  { id: 'background', label: 'Background' },
  { id: 'selection', label: 'Selected' },
  { id: 'check', label: 'Check' },
];

export interface EditorPanelsProps {
  engine: EditorEngine;
  /** 'side': a column beside the canvas (desktop, tablet); 'sheet': a bottom sheet on a phone. */
  layout: 'side' | 'sheet';
  /** The signed-in customer whose photos the tray shows; undefined for a guest. */
  userId?: number;
  /** The stored project: its preflight choices are kept with it; undefined for a draft. */
  projectId?: number;
  /** Placed photos' sizes (the screen's resolver), for fitting a slot to its photo. */
  photos?: PhotoResolver;
  /** The tray's photos; the customer's library unless a test hands in its own. */
  traySource?: UseTrayPhotos;
  /** The open tab, when the screen steers it (a double-tap on text opens Text). */
  selectedPanel?: PanelId;
  onSelectedPanelChange?: (panel: PanelId) => void;
  /**
   * A contributor's editor: only the photo tray and the check, since layouts, text, backgrounds
   * and other people's elements are not theirs to change (the server refuses it too).
   */
  contributor?: boolean;
}

/** The tabs a contributor keeps. */
const CONTRIBUTOR_TABS: ReadonlySet<PanelId> = new Set(['photos', 'check']);

/**
 * The editor's side panels as tabs: the photo tray, layouts, text, background and the selection's
 * properties. The tabs sit above the panel beside the canvas and below it in a phone's sheet, where
 * they are in reach of a thumb; each panel scrolls on its own.
 */
export function EditorPanels({
  engine,
  layout,
  userId,
  projectId,
  photos,
  traySource,
  selectedPanel,
  onSelectedPanelChange,
  contributor = false,
}: EditorPanelsProps) {
  // Only the product type is read here, so the tabs re-render when it changes, not on every edit.
  const product = useSyncExternalStore(
    engine.subscribe,
    () => productPanelOf(engine.getSnapshot().doc.options.productTypeId),
    () => productPanelOf(engine.getSnapshot().doc.options.productTypeId),
  );
  // Wall art and books open on the photos: their size was chosen on the design page.
  const [own, setOwn] = useState<PanelId>(
    product && product !== 'wallArt' && product !== 'book' && !contributor ? 'product' : 'photos',
  );
  const allTabs = product
    ? [{ id: 'product' as const, label: PRODUCT_PANEL_LABELS[product] }, ...TABS]
    : TABS;
  const tabs = contributor ? allTabs.filter((tab) => CONTRIBUTOR_TABS.has(tab.id)) : allTabs;
  const steered = selectedPanel ?? own;
  const current = tabs.some((tab) => tab.id === steered) ? steered : 'photos';
  const choose = (key: Key) => {
    const panel = key as PanelId;
    setOwn(panel);
    onSelectedPanelChange?.(panel);
  };
  return (
    <Tabs
      selectedKey={current}
      onSelectionChange={choose}
      className={styles.panels}
      data-layout={layout}
      data-tabs={tabs.length}
      keyboardActivation="manual"
    >
      <TabList aria-label="Editing tools" items={tabs} className={styles.tabList}>
        {(tab) => (
          <Tab id={tab.id} className={styles.tab}>
            {tab.label}
          </Tab>
        )}
      </TabList>
      {product ? (
        <TabPanel id="product" className={styles.tabPanel}>
          <ProductPanel kind={product} engine={engine} userId={userId} photos={photos} />
        </TabPanel>
      ) : null}
      <TabPanel id="photos" className={styles.tabPanel}>
        <PhotoTray engine={engine} userId={userId} source={traySource} />
      </TabPanel>
      {contributor ? null : (
        <>
          <TabPanel id="layouts" className={styles.tabPanel}>
            <LayoutPicker engine={engine} />
          </TabPanel>
          <TabPanel id="text" className={styles.tabPanel}>
            <TextPanel engine={engine} />
          </TabPanel>
          <TabPanel id="background" className={styles.tabPanel}>
            <BackgroundPanel engine={engine} />
          </TabPanel>
          <TabPanel id="selection" className={styles.tabPanel}>
            <SelectionPanel engine={engine} photos={photos} onReplace={() => choose('photos')} />
          </TabPanel>
        </>
      )}
      <TabPanel id="check" className={styles.tabPanel}>
        {projectId !== undefined ? (
          <ProjectPreflightTab engine={engine} photos={photos} projectId={projectId} />
        ) : (
          <PreflightTab engine={engine} photos={photos} />
        )}
      </TabPanel>
    </Tabs>
  );
}

function ProductPanel({
  kind,
  engine,
  userId,
  photos,
}: {
  kind: ProductPanelKind;
  engine: EditorEngine;
  userId?: number;
  photos?: PhotoResolver;
}) {
  switch (kind) {
    case 'envelope':
      return <EnvelopePanel engine={engine} userId={userId} />;
    case 'calendar':
      return <PersonalDatesPanel engine={engine} />;
    case 'reel':
      return <ReelPanel engine={engine} photos={photos} />;
    case 'wallArt':
      return <WallArtPanel engine={engine} />;
    case 'book':
      return <BookPanel engine={engine} />;
  }
}
