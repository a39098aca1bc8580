import { build } from '../../shared/routes/build';
import { ProductTileGrid } from '../storefront/ProductTileGrid';
import { Container } from '../ui/Container';
import { HeartIcon, PaperIcon, TruckIcon } from '../ui/icons';
import { LinkButton } from '../ui/LinkButton';
import { HeroArt } from './HeroArt';
import styles from './HomePage.module.css';
import { homeMeta } from './homeMeta';

export { homeMeta as meta };

const values = [
  {
    icon: <PaperIcon />,
    title: 'Quality you can feel',
    text: 'Archival, acid-free papers, true-to-life colour and lay-flat binding that lasts.',
  },
  {
    icon: <TruckIcon />,
    title: 'Fast, tracked shipping',
    text: 'Most orders are printed and on their way within three business days.',
  },
  {
    icon: <HeartIcon />,
    title: 'Happiness guarantee',
    text: "If something isn't right, we'll reprint it or refund you. No fuss.",
  },
];

const steps = [
  {
    title: 'Add your photos',
    text: 'Upload from your computer or phone — even on a slow connection, uploads pick up where they stopped.',
  },
  {
    title: 'Make it yours',
    text: 'Start from a designer template or a blank page. Drag in photos, add text, change layouts.',
  },
  {
    title: 'We print and ship',
    text: 'Our print team checks every order by hand, then packs it flat and ships it to your door.',
  },
];

export default function HomePage() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <Container className={styles.heroInner}>
          <div>
            <span className={styles.eyebrow}>Made to order, just for you</span>
            <h1 id="home-title" className={styles.heroTitle}>
              Your photos, beautifully printed.
            </h1>
            <p className={styles.lead}>
              Turn the pictures on your phone into photo books, cards, calendars and wall art.
              Design in minutes on any device — we print on archival paper and ship in days.
            </p>
            <div className={styles.actions}>
              <LinkButton to={build('editor', { new: true, type: 'photo-books' })} size="large">
                Start a photo book
              </LinkButton>
              <LinkButton to={build('cards.all')} size="large" variant="secondary">
                Browse cards
              </LinkButton>
            </div>
            <p className={styles.reassure}>Free design tools · Save as you go · Secure checkout</p>
          </div>
          <HeroArt className={styles.heroArt} />
        </Container>
      </section>

      <section className={styles.section} aria-labelledby="home-products">
        <Container>
          <div className={styles.sectionHead}>
            <h2 id="home-products">Shop by product</h2>
            <p>
              Everything is printed to order in our own studio, so every piece is one of a kind.
            </p>
          </div>
          <ProductTileGrid />
        </Container>
      </section>

      <section className={styles.values} aria-label="Why Printshop">
        <Container>
          <ul className={styles.valueList}>
            {values.map((value) => (
              <li key={value.title} className={styles.value}>
                <span className={styles.valueIcon}>{value.icon}</span>
                <div>
                  <h3>{value.title}</h3>
                  <p>{value.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section className={styles.section} aria-labelledby="home-how">
        <Container>
          <div className={styles.sectionHead}>
            <h2 id="home-how">How it works</h2>
            <p>From camera roll to coffee table in three steps.</p>
          </div>
          <ol className={styles.steps}>
            {steps.map((step) => (
              <li key={step.title} className={styles.step}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="home-cta">
        <Container>
          <div className={styles.cta}>
            <div>
              <h2 id="home-cta">Ready when your photos are</h2>
              <p>
                Create a free account to keep your photos and projects in one place — or jump
                straight in and save later.
              </p>
            </div>
            <div className={styles.ctaActions}>
              <LinkButton to={build('account.signup')} variant="light" size="large">
                Create free account
              </LinkButton>
              <LinkButton
                to={build('products')}
                variant="secondary"
                size="large"
                className={styles.ctaSecondary}
              >
                See all products
              </LinkButton>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
