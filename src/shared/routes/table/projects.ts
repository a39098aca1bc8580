import { p, q } from '../paramSpecs';
import { SHARED_PROJECT_CATEGORY } from '../projectUri';
import { projectListStatuses, projectSorts, projectTypeUris } from '../queryEnums';
import { defineRoutes } from '../routeDef';

/** Projects and the editor (spec §2). */
export const projectRoutes = defineRoutes({
  // One route for /home and /home/:status: inProgress, the default, is written as /home.
  'projects.home': {
    path: '/home/:status?',
    params: { status: p.enumeration(projectListStatuses) },
    query: {
      baseProductTypeId: q.integer('baseProductTypeId'),
      sortBy: q.enumeration('sortBy', projectSorts),
      page: q.page(),
    },
  },
  editor: {
    path: '/editor',
    query: {
      pid: q.integer('pid'),
      cid: q.integer('cid'),
      forceFlexSwitch: q.boolean('force_flex_switch'),
      aspect: q.string('aspect'),
      ipid: q.integer('ipid'),
      new: q.boolean('new'),
      fs: q.string('fs'),
      ue: q.string('ue'),
      origin: q.string('origin'),
      photoIds: q.string('photo_ids'),
      coverPhotoIds: q.string('cover_photo_ids'),
      ptid: q.integer('ptid'),
      // A project type: its uri or its base type id (40 and photo-prints go to /photo-prints).
      type: q.string('type'),
      startingMonthYear: q.string('starting_month_year'),
      quantity: q.integer('quantity'),
      // Wall art's own option, chosen on its product page (a canvas's wrap, a poster's style).
      frameWrapId: q.integer('frame_wrap_id'),
      posterStyleId: q.integer('poster_style_id'),
      // A photo book's cover and paper, chosen on its design page (its size is the ipid).
      coverTypeId: q.integer('cover_type_id'),
      // A card's finishes, chosen on its design page.
      trimTypeId: q.integer('trim_type_id'),
      foilTypeId: q.integer('foil_type_id'),
      paperTypeId: q.integer('paper_type_id'),
      version: q.integer('version'),
      onLoadAction: q.string('on_load_action'),
      preview: q.boolean('preview'),
      demo: q.boolean('demo'),
      tagGroupId: q.integer('tag_group_id'),
      viewportFit: q.string('viewport_fit'),
      page: q.integer('page'),
      pageCount: q.integer('page_count'),
      // The spec names an image source id without its wire name.
      imageSourceId: q.string('image_source_id'),
    },
  },
  'editor.embedded': {
    path: '/~/editor/:projectId',
    params: { projectId: p.integer() },
    query: {
      viewKey: q.string('viewKey'),
      new: q.boolean('new'),
      preview: q.boolean('preview'),
      cartItemId: q.integer('cartItemId'),
      version: q.integer('version'),
      onLoadAction: q.string('on_load_action'),
      page: q.integer('page'),
      ipid: q.integer('ipid'),
    },
  },
  'projects.contribute': {
    path: '/projects/contribute',
    query: {
      pid: q.integer('pid', 'required'),
      returnTo: q.string('return_to'),
      vk: q.string('vk'),
    },
  },
  // The customer's preview of a project as it will be printed: a book's flip-book, a card's
  // front, inside, back and folded look, a calendar month by month ("book preview", spec §2).
  'projects.preview': {
    path: '/projects/preview',
    query: { pid: q.integer('pid', 'required'), vk: q.string('vk') },
  },
  // The memory reel's own page: what it is, its price, and a new reel started in the editor.
  memories: { path: '/memories' },
  'memories.edit': { path: '/memories/edit', query: { pid: q.integer('pid', 'required') } },
  'memories.preview': {
    path: '/memories/preview',
    query: { pid: q.integer('pid', 'required'), vk: q.string('vk', 'required') },
  },
  metaFlow: {
    path: '/meta-flow',
    query: {
      step: q.integer('step', 'required'),
      templateId: q.integer('template_id'),
      projectId: q.integer('project_id'),
      skipQuizStep: q.boolean('skip_quiz_step'),
    },
  },
  // The project page. For cards, labels and photo-calendars the storefront theme routes
  // (/cards/:tagGroupUri/:themeUri …) are more specific and take the same URLs, except in the
  // category this route claims, which those project pages' links name.
  'project.view': {
    path: '/:projectTypeUri/:categoryUri/:projectUri',
    params: {
      projectTypeUri: p.oneOf(projectTypeUris),
      categoryUri: p.stringOr('all', [SHARED_PROJECT_CATEGORY]),
    },
    query: { vk: q.string('vk') },
  },
});
