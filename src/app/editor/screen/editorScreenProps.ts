import type { ReactNode } from 'react';
import type { EditorExperienceKind } from '../../../shared/catalog/editor';
import type { PhotoResolver } from '../../../shared/render/context';
import type { EditorEngine } from '../engine/editorEngine';
import type { ProjectSync } from '../engine/saving/syncClient';

/**
 * What the editor's screen needs from the page that opens a project: the page (EditorPage) finds
 * or creates the project, opens its local copy and sync, and hands these over; the screen only
 * renders the engine and routes the customer's gestures to it.
 */
export interface EditorScreenProps {
  engine: EditorEngine;
  /** The save state shown at all times (saved on this device / synced / offline / …). */
  save: Pick<ProjectSync, 'subscribe' | 'getSnapshot' | 'syncNow'>;
  /** Finds a placed photo's picture (thumbnail-sized for the canvas) by the id in the document. */
  photos: PhotoResolver;
  /** The project's name, shown in the top bar and editable there. */
  title: string;
  onRename?: (title: string) => void;
  /** The server's id, once the project has one (a guest's draft has none yet). */
  projectId?: number;
  /** Read-only (a preview, or a contributor who may not change the design). */
  readOnly?: boolean;
  /** The owner of the photo library the tray shows; undefined for a guest. */
  userId?: number;
  /** The shop the customer came from (tag_group_id), linked as "More designs". */
  moreDesignsHref?: string;
  /** "Order" / "Add to cart": where the customer goes when done. */
  onOrder?: () => void;
  /** The Share button and its dialog, for the project's owner; built beside the screen. */
  share?: ReactNode;
  /**
   * The side panels (photo tray, text, background, layouts), built beside the screen: shown in a
   * column on desktop and in a bottom sheet on phones and tablets; a function is told which.
   */
  panels?: ReactNode | ((layout: 'side' | 'sheet') => ReactNode);
  /** The experience of spec §1 when the page already knows it; detected from the device if not. */
  experience?: EditorExperienceKind;
  /** Whether tablets get the touch editor (spec §1); on unless the page says otherwise. */
  tabletEditingEnabled?: boolean;
}
