import { CALENDAR_SIZE_PARAMS } from '../../catalog/sizes';
import type { ProductOptions } from '../options';
import type { Surface } from '../surface';
import { inches } from '../units';
import { makeSurface, ProductOptionsError, sizePoints } from './makeSurface';
import { MONTH_NAMES, twelveMonths } from './monthGrid';

/**
 * A wall calendar: a cover, twelve month spreads (photo page above the date page, bound at the
 * fold between them) from the starting month, and a back cover. Each date page carries the real
 * month's grid as a feature the renderer draws, with the options' personal dates in their cells.
 */
export function calendarSurfaces(options: ProductOptions): Surface[] {
  if (!(CALENDAR_SIZE_PARAMS as readonly string[]).includes(options.sizeKey)) {
    throw new ProductOptionsError(
      `Calendars come in ${CALENDAR_SIZE_PARAMS.join(', ')}, not ${options.sizeKey}`,
    );
  }
  if (!options.startingMonthYear)
    throw new ProductOptionsError('A calendar needs a starting month');
  const page = sizePoints(options);
  const margin = inches(0.5);
  const cover = makeSurface({ id: 'cover', kind: 'cover', role: 'front', label: 'Cover', ...page });
  const months = twelveMonths(options.startingMonthYear).map(({ year, month }) =>
    makeSurface({
      id: `month-${year}-${String(month).padStart(2, '0')}`,
      kind: 'spread',
      role: 'month',
      label: `${MONTH_NAMES[month - 1]} ${year}`,
      width: page.width,
      height: 2 * page.height,
      folds: [{ axis: 'y', at: page.height }],
      panels: [
        { role: 'photo', rect: { x: 0, y: 0, ...page } },
        { role: 'dates', rect: { x: 0, y: page.height, ...page } },
      ],
      features: [
        {
          kind: 'calendarGrid',
          year,
          month,
          rect: {
            x: margin,
            y: page.height + margin,
            width: page.width - 2 * margin,
            height: page.height - 2 * margin,
          },
        },
      ],
    }),
  );
  const back = makeSurface({
    id: 'back',
    kind: 'cover',
    role: 'back',
    label: 'Back cover',
    ...page,
  });
  return [cover, ...months, back];
}
