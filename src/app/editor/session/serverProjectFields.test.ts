import { describe, expect, it } from 'vitest';
import { createProjectFromTemplate } from '../../../shared/project/templates/createProject';
import { serverProjectFields } from './serverProjectFields';
import { BOOK_TEMPLATE, CALENDAR_TEMPLATE } from './sessionTestKit';

describe('the options the server keeps beside a design', () => {
  it('takes a book’s size, cover, paper, quantity and page count', () => {
    const doc = createProjectFromTemplate(BOOK_TEMPLATE, { quantity: 2, productId: 3 });
    const fields = serverProjectFields(doc.options);
    expect(fields).toEqual({
      productId: 3,
      pageCount: doc.options.pageCount,
      options: {
        sizeKey: doc.options.sizeKey,
        quantity: 2,
        coverTypeId: doc.options.coverTypeId,
        paperTypeId: doc.options.paperTypeId,
      },
    });
  });

  it('takes a calendar’s starting month, and leaves out what the server does not keep', () => {
    const doc = createProjectFromTemplate(CALENDAR_TEMPLATE, { startingMonthYear: '2027-05' });
    const { options } = serverProjectFields({ ...doc.options, personalDates: [] });
    expect(options.startingMonthYear).toBe('2027-05');
    expect(Object.keys(options)).not.toContain('personalDates');
    expect(Object.keys(options)).not.toContain('themeId');
  });

  it('drops a value the server would refuse instead of failing the upload', () => {
    const doc = createProjectFromTemplate(BOOK_TEMPLATE);
    const odd = { ...doc.options, quantity: 50_000 };
    expect(serverProjectFields(odd).options.quantity).toBeUndefined();
  });
});
