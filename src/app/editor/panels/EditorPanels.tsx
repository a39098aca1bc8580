import { type Key, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { PhotoResolver } from '../../../shared/render/context';
import type { EditorEngine } from '../engine/editorEngine';
import { PreflightTab, ProjectPreflightTab } from '../preflight/PreflightTab';
import { BackgroundPanel } from './BackgroundPanel';
import { LayoutPicker } from './LayoutPicker';
import styles from './Panels.module.css';
import { PhotoTray } from './PhotoTray';
import { SelectionPanel } from './SelectionPanel';
import { TextPanel } from './TextPanel';
import type { UseTrayPhotos } from './trayPhotos';

export type PanelId = 'photos' | 'layouts' | 'text' | 'background' | 'selection' | 'check';

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
}

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
}: EditorPanelsProps) {
  const [own, setOwn] = useState<PanelId>('photos');
  const current = selectedPanel ?? own;
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
      keyboardActivation="manual"
    >
      <TabList aria-label="Editing tools" items={TABS} className={styles.tabList}>
        {(tab) => (
          <Tab id={tab.id} className={styles.tab}>
            {tab.label}
          </Tab>
        )}
      </TabList>
      <TabPanel id="photos" className={styles.tabPanel}>
        <PhotoTray engine={engine} userId={userId} source={traySource} />
      </TabPanel>
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
