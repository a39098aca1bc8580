import { LogoStrip } from '../../site';
import { buttonClass } from '../../ui/buttonClass';
import { Container } from '../../ui/Container';
import { ContentLink } from '../ContentLink';
import styles from './blocks.module.css';
import { ContentImage } from './ContentImage';
import type { SectionProps } from './sectionProps';
import base from './sections.module.css';

/* Sections of words: prose, answers, quotes, banners and the page's own furniture. */

export function TextSection({ section }: SectionProps<'text'>) {
  return (
    <section className={base.section}>
      <Container className={base.prose}>
        {section.title ? <h2>{section.title}</h2> : null}
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {section.list ? (
          <ul>
            {section.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : null}
        {section.links ? (
          <ul className={base.links}>
            {section.links.map((link) => (
              <li key={link.href}>
                <ContentLink href={link.href}>{link.label}</ContentLink>
              </li>
            ))}
          </ul>
        ) : null}
        {section.logos ? <LogoStrip label={section.title ?? 'Press and partners'} /> : null}
      </Container>
    </section>
  );
}

/** Rich text as typed blocks: headings, paragraphs and lists, never raw markup. */
export function GenericHtmlSection({ section }: SectionProps<'generic-html'>) {
  return (
    <section className={base.section}>
      <Container className={base.prose}>
        {section.blocks.map((block, index) => {
          const key = `${block.kind}-${index}`;
          if (block.kind === 'ul') {
            return (
              <ul key={key}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          }
          const Tag = block.kind;
          return <Tag key={key}>{block.text}</Tag>;
        })}
      </Container>
    </section>
  );
}

export function FaqSection({ section }: SectionProps<'faq'>) {
  return (
    <section className={base.section}>
      <Container>
        {section.title ? <h2>{section.title}</h2> : null}
        <div className={base.faq}>
          {section.items.map((item) => (
            <details key={item.question} className={base.question}>
              <summary>{item.question}</summary>
              <p className={base.answer}>{item.answer}</p>
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
}

export function MediaSection({ section }: SectionProps<'media'>) {
  return (
    <section className={base.section}>
      <Container>
        <figure className={section.wide ? `${styles.figure} ${styles.figureWide}` : styles.figure}>
          <ContentImage image={section.image} className={styles.figureArt} />
          {section.caption ? <figcaption>{section.caption}</figcaption> : null}
        </figure>
      </Container>
    </section>
  );
}

export function InspirationSection({ section }: SectionProps<'inspiration'>) {
  return (
    <section className={`${base.section} ${styles.band}`}>
      <Container className={section.image ? styles.quoteSplit : undefined}>
        <figure className={styles.quote}>
          <blockquote>
            <p>“{section.quote}”</p>
          </blockquote>
          <figcaption>— {section.author}</figcaption>
        </figure>
        {section.image ? <ContentImage image={section.image} className={styles.quoteArt} /> : null}
      </Container>
    </section>
  );
}

export function BarSection({ section }: SectionProps<'bar'>) {
  return (
    <aside className={`${styles.bar} ${base[section.tone ?? 'sand']}`} aria-label="Announcement">
      <Container className={styles.barInner}>
        <span>{section.text}</span>
        {section.link ? (
          <ContentLink href={section.link.href}>{section.link.label}</ContentLink>
        ) : null}
      </Container>
    </aside>
  );
}

export function HeaderSection({ section }: SectionProps<'header'>) {
  return (
    <header className={styles.pageHeader}>
      <Container className={styles.pageHeaderInner}>
        <div>
          <p className={styles.pageHeaderTitle}>{section.title}</p>
          {section.text ? <p className={styles.pageHeaderText}>{section.text}</p> : null}
        </div>
        {section.links ? (
          <nav aria-label={section.title}>
            <ul className={styles.inlineLinks}>
              {section.links.map((link) => (
                <li key={link.href}>
                  <ContentLink href={link.href}>{link.label}</ContentLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </Container>
    </header>
  );
}

export function FooterSection({ section }: SectionProps<'footer'>) {
  return (
    <section className={styles.pageFooter} aria-label="More links">
      <Container>
        <div className={styles.groups}>
          {section.columns.map((column) => (
            <div key={column.title}>
              <h2 className={styles.footerTitle}>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <ContentLink href={link.href}>{link.label}</ContentLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        {section.note ? <p className={styles.footerNote}>{section.note}</p> : null}
      </Container>
    </section>
  );
}

export function BreadcrumbsSection({ section }: SectionProps<'breadcrumbs'>) {
  const last = section.items.length - 1;
  return (
    <Container>
      <nav aria-label="Breadcrumb" className={styles.crumbs}>
        <ol>
          {section.items.map((item, index) => (
            <li key={item.href}>
              {index === last ? (
                <span aria-current="page">{item.label}</span>
              ) : (
                <ContentLink href={item.href}>{item.label}</ContentLink>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </Container>
  );
}

export function CalloutBannerSection({ section }: SectionProps<'callout-banner'>) {
  const tone = section.tone ?? 'accent';
  return (
    <section className={base.section}>
      <Container>
        <div className={`${base.banner} ${base[tone]}`}>
          <div>
            <h2>{section.title}</h2>
            {section.text ? <p>{section.text}</p> : null}
          </div>
          {section.cta ? (
            <ContentLink
              href={section.cta.href}
              className={buttonClass({
                size: 'large',
                variant: tone === 'teal' ? 'light' : 'primary',
              })}
            >
              {section.cta.label}
            </ContentLink>
          ) : null}
        </div>
      </Container>
    </section>
  );
}

function PhoneArt() {
  return (
    <svg viewBox="0 0 160 240" className={styles.phone} aria-hidden="true" focusable="false">
      <rect x="20" y="8" width="120" height="224" rx="18" fill="#221c18" />
      <rect x="28" y="24" width="104" height="188" rx="8" fill="#fbf7f1" />
      <rect x="36" y="34" width="88" height="64" rx="4" fill="#a9cbd8" />
      <path d="M36 98l26-28 20 18 14-12 28 22z" fill="#7fa37a" />
      <circle cx="104" cy="50" r="8" fill="#d89b2b" />
      <rect x="36" y="108" width="40" height="40" rx="4" fill="#e7a79a" />
      <rect x="84" y="108" width="40" height="40" rx="4" fill="#1e5a57" />
      <rect x="36" y="158" width="88" height="8" rx="4" fill="#e3d7c8" />
      <rect x="36" y="190" width="88" height="14" rx="7" fill="#b3431f" />
    </svg>
  );
}

export function MobileAppSection({ section }: SectionProps<'mobile-app'>) {
  return (
    <section className={base.section}>
      <Container>
        <div className={styles.app}>
          <PhoneArt />
          <div>
            <h2 className={styles.display}>{section.title}</h2>
            <p className={base.lead}>{section.text}</p>
            {section.points ? (
              <ul className={styles.checks}>
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
            <div className={styles.actions}>
              {section.links.map((link, index) => (
                <ContentLink
                  key={link.href}
                  href={link.href}
                  className={buttonClass({ variant: index === 0 ? 'primary' : 'secondary' })}
                >
                  {link.label}
                </ContentLink>
              ))}
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}

/** The app's home screen card: a short welcome and the one place to go next. */
export function MobileAppHomeSection({ section }: SectionProps<'mobile-app-home'>) {
  return (
    <section className={base.section}>
      <Container>
        <div className={styles.appHome}>
          <h2>{section.title}</h2>
          <p>{section.text}</p>
          <ContentLink href={section.cta.href} className={buttonClass({})}>
            {section.cta.label}
          </ContentLink>
        </div>
      </Container>
    </section>
  );
}
