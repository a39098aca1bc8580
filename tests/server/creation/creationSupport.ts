import * as Y from 'yjs';
import type { Db } from '../../../src/server/db/database';
import { productTypes, templates, themes } from '../../../src/server/db/schema/catalog';
import { photos } from '../../../src/server/db/schema/photos';
import type { ProjectDocument } from '../../../src/shared/project/document';
import { yToDoc } from '../../../src/shared/project/yjs/binding';
import { fromBase64, PROJECTS } from '../support/projects';
import type { TestAgent } from '../support/testServer';

/** A book design and a calendar design, beside the card the projects' support seeds. */
export const DESIGNS = {
  bookTheme: 9102,
  book: 9103,
  calendarTheme: 9202,
  calendar: 9203,
} as const;

export async function seedDesigns(db: Db) {
  await db
    .insert(productTypes)
    .values({ id: 20, key: 'calendar', name: 'Calendar', uri: 'photo-calendars' })
    .onConflictDoNothing();
  await db
    .insert(themes)
    .values([
      {
        id: DESIGNS.bookTheme,
        uri: 'summer-days-9102',
        name: 'Summer Days',
        productTypeId: 1,
        launchedAt: new Date('2026-01-01T00:00:00Z'),
        photoCount: 1,
        sizes: ['8x8'],
        keywords: 'summer travel',
      },
      {
        id: DESIGNS.calendarTheme,
        uri: 'seasons-9202',
        name: 'Seasons',
        productTypeId: 20,
        launchedAt: new Date('2026-01-01T00:00:00Z'),
        photoCount: 1,
        sizes: ['12x12'],
        keywords: 'family',
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(templates)
    .values([
      {
        id: DESIGNS.book,
        themeId: DESIGNS.bookTheme,
        productTypeId: 1,
        name: 'Summer Days Book',
        photoCount: 1,
      },
      {
        id: DESIGNS.calendar,
        themeId: DESIGNS.calendarTheme,
        productTypeId: 20,
        name: 'Seasons Calendar',
        photoCount: 1,
      },
    ])
    .onConflictDoNothing();
}

/** `count` processed photos of a person, a day apart, a third of them portrait. */
export async function photosOf(db: Db, ownerId: number, count: number, start = '2025-06-01') {
  const rows = await db
    .insert(photos)
    .values(
      Array.from({ length: count }, (_, i) => ({
        ownerId,
        name: `photo-${i + 1}.jpg`,
        status: 'ready' as const,
        width: i % 3 === 2 ? 3000 : 4000,
        height: i % 3 === 2 ? 4000 : 3000,
        takenAt: new Date(Date.parse(`${start}T10:00:00Z`) + i * 86_400_000),
        urls: { medium: `/photos/${ownerId}-${i}/medium.webp` },
        focusRelativeX: 0.5,
        focusRelativeY: 0.3,
      })),
    )
    .returning({ id: photos.id });
  return rows.map((row) => row.id);
}

/** The project's design as the server stores it, read as a device would after a pull. */
export async function storedDesign(agent: TestAgent, projectId: number): Promise<ProjectDocument> {
  const response = await agent.get(`${PROJECTS}/${projectId}/content`);
  if (response.statusCode !== 200) throw new Error(`pull answered ${response.statusCode}`);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, fromBase64(response.json().update));
  return yToDoc(doc);
}
