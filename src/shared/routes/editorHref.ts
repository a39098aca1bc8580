import { build } from './build';
import { isPhotoPrintType } from './photoPrintProject';
import { SHARED_PROJECT_CATEGORY, themeLineProjectTypes } from './projectUri';
import { type ProjectTypeUri, projectTypeUris } from './queryEnums';

/** A project as the editor link reads it (spec §3). */
export interface LinkedProject {
  id: number;
  type: { baseTypeId: number; typeUri: string };
  categorySeoName?: string | null;
  uri?: string | null;
}

/**
 * Where 'edit' goes: /photo-prints with the project open for a photo-print project, else the
 * editor for the project.
 */
export function editorHref(project: LinkedProject): string {
  return isPhotoPrintType(project.type)
    ? build('photoPrints', { pid: project.id })
    : build('editor', { pid: project.id });
}

function isProjectTypeUri(text: string): text is ProjectTypeUri {
  return (projectTypeUris as readonly string[]).includes(text);
}

/**
 * The project's own page, /:projectTypeUri/:categoryUri/:projectUri (category 'all' when it has
 * none; cards, labels and calendars always in the project category their design pages leave to
 * it); photo prints and projects without a page uri fall back to `editorHref`.
 */
export function projectPageHref(project: LinkedProject, viewKey?: string): string {
  const { typeUri } = project.type;
  if (isPhotoPrintType(project.type) || !project.uri || !isProjectTypeUri(typeUri)) {
    return editorHref(project);
  }
  return build('project.view', {
    projectTypeUri: typeUri,
    categoryUri: themeLineProjectTypes.has(typeUri)
      ? SHARED_PROJECT_CATEGORY
      : (project.categorySeoName ?? ''),
    projectUri: project.uri,
    vk: viewKey,
  });
}
