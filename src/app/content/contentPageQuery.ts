import { queryOptions } from '@tanstack/react-query';
import { loadContentPage } from './loadContentPage';

export function contentPageQuery(version: string, slug: string) {
  return queryOptions({
    queryKey: ['contentPage', version, slug] as const,
    queryFn: () => loadContentPage(version, slug),
    // Content files are part of the build; they only change with a new release.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
