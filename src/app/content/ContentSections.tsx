import { Fragment, type ReactNode } from 'react';
import { type ContentSection, readSection } from './contentSchema';
import { CalloutBannerSection } from './sections/CalloutBannerSection';
import { FaqSection } from './sections/FaqSection';
import { HeroSection } from './sections/HeroSection';
import { TextSection } from './sections/TextSection';
import { TilesSection } from './sections/TilesSection';

function renderSection(section: ContentSection): ReactNode {
  switch (section.type) {
    case 'hero':
      return <HeroSection section={section} />;
    case 'text':
      return <TextSection section={section} />;
    case 'faq':
      return <FaqSection section={section} />;
    case 'tiles':
      return <TilesSection section={section} />;
    case 'callout-banner':
      return <CalloutBannerSection section={section} />;
  }
}

/**
 * Renders a content page's sections in order. Section types this app does not know yet (the
 * spec lists many) and malformed sections are skipped, so the rest of the page still shows.
 */
export function ContentSections({ sections }: { sections: unknown[] }) {
  return (
    <>
      {sections.map((raw, index) => {
        const section = readSection(raw);
        // Sections have no ids and never reorder while shown, so the position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        return section ? <Fragment key={index}>{renderSection(section)}</Fragment> : null;
      })}
    </>
  );
}
