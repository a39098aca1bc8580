import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE_ID } from '../../catalog/productTypes';
import { CALENDAR_SIZE_PARAMS } from '../../catalog/sizes';
import { TEMPLATE_STYLES } from '../../catalog/templateStyles';
import { runPreflight } from '../../preflight/runPreflight';
import { createProjectFromTemplate } from './createProject';
import { templateSourceFixture } from './testing/templateSourceFixture';

/*
 * A calendar fresh from the catalogue passes the Check panel's text checks: its cover's own
 * title and year fit their boxes on every size, orientation, style and photo count the
 * catalogue's calendar designs take (names as long as the catalogue's "{word} {style} Calendar").
 */

const NAMES = [
  'Timeless Photo Collage Calendar',
  'Simple Modern Calendar',
  'Golden Rustic Calendar',
];

function* calendarTemplates() {
  let i = 0;
  for (const size of CALENDAR_SIZE_PARAMS)
    for (const orientation of ['portrait', 'landscape'] as const)
      for (const style of TEMPLATE_STYLES)
        for (let photoCount = 0; photoCount <= 4; photoCount++)
          yield templateSourceFixture(PRODUCT_TYPE_ID.calendar, [size], {
            name: NAMES[i++ % NAMES.length] as string,
            keywords: `calendar ${style.name.toLowerCase()}`,
            styleId: style.id,
            orientation,
            photoCount,
          });
}

describe('calendar templates', () => {
  it('give no "does not fit" on any page of a fresh calendar of any size or design', () => {
    let made = 0;
    for (const source of calendarTemplates()) {
      const doc = createProjectFromTemplate(source);
      const overflowing = runPreflight(doc, { photos: () => undefined }).filter(
        (item) => item.kind === 'textOverflow',
      );
      expect(overflowing, JSON.stringify(source)).toEqual([]);
      made++;
    }
    expect(made).toBe(CALENDAR_SIZE_PARAMS.length * 2 * TEMPLATE_STYLES.length * 5);
  });
});
