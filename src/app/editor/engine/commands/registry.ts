import type { ProjectDocument } from '../../../../shared/project/document';
import { arrangeElements } from './arrange';
import { setBackground } from './background';
import { setBook } from './book';
import { replaceDocument } from './document';
import {
  deleteElements,
  duplicateElements,
  moveElements,
  nudge,
  pasteElements,
  resizeElement,
  rotateElement,
} from './elements';
import { applyLayout } from './layouts';
import { setEnvelope, setPersonalDates, setReel, setWallArt } from './options';
import { addPages, removePages, reorderPages } from './pages';
import { placePhoto, removePhoto, replacePhoto, setCrop, swapPhotos } from './photos';
import { setText, setTextStyle } from './text';

/**
 * Every named command, so a command travels as data ({ name, args }): the keyboard map returns
 * one, a drag holds one while it is in progress, and the property tests draw them at random.
 */
export const COMMANDS = {
  placePhoto,
  replacePhoto,
  removePhoto,
  swapPhotos,
  setCrop,
  moveElements,
  nudge,
  resizeElement,
  rotateElement,
  deleteElements,
  duplicateElements,
  pasteElements,
  arrangeElements,
  setText,
  setTextStyle,
  setBackground,
  applyLayout,
  addPages,
  removePages,
  reorderPages,
  replaceDocument,
  setEnvelope,
  setPersonalDates,
  setReel,
  setWallArt,
  setBook,
} as const;

export type CommandName = keyof typeof COMMANDS;
export type CommandArgs<N extends CommandName> = Parameters<(typeof COMMANDS)[N]>[1];

export type CommandCall = { [N in CommandName]: { name: N; args: CommandArgs<N> } }[CommandName];

export function runCommand(doc: ProjectDocument, call: CommandCall): ProjectDocument {
  const command = COMMANDS[call.name] as (doc: ProjectDocument, args: unknown) => ProjectDocument;
  return command(doc, call.args);
}
