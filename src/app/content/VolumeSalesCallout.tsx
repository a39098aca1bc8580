import { volumeSalesHref } from '../../shared/routes/volumeSalesPage';
import { CalloutBannerSection } from './sections/textSections';

const copy: Record<string, { title: string; text: string }> = {
  education: {
    title: 'Making books for a class or a school?',
    text: 'Yearbooks get volume pricing, contributors and a copy for every family.',
  },
  'pro-collection': {
    title: 'Ordering albums for your clients?',
    text: 'Studios get tiered pricing from ten copies and unbranded shipping.',
  },
  sports: {
    title: 'A book for the whole team?',
    text: 'Teams and clubs save up to 35% when every player gets a copy.',
  },
};

/**
 * The volume sales link of a tag group that has one (spec §2: education → yearbook, the pro
 * collection → pro, sports → volume); nothing for the others.
 */
export function VolumeSalesCallout({ tagGroupUri }: { tagGroupUri: string | undefined }) {
  const href = tagGroupUri ? volumeSalesHref(tagGroupUri) : undefined;
  const words = tagGroupUri ? copy[tagGroupUri] : undefined;
  if (!href || !words) return null;
  return (
    <CalloutBannerSection
      section={{
        type: 'callout-banner',
        ...words,
        cta: { label: 'See volume pricing', href },
        tone: 'sand',
      }}
    />
  );
}
