/*
 * Sample words a template shows until the customer types: greetings by occasion, names and
 * dates that read as a real card, so the shop's picture is the design as sent.
 */

export interface PlaceholderWords {
  title: string;
  subtitle: string;
  message: string;
}

const OCCASIONS: { match: RegExp; words: PlaceholderWords }[] = [
  {
    match: /save the date/,
    words: {
      title: 'Save the Date',
      subtitle: 'Emma & James · 06.12.2027',
      message: 'Formal invitation to follow',
    },
  },
  {
    match: /wedding|invitation|bride/,
    words: {
      title: 'Emma & James',
      subtitle: 'Saturday, June 12, 2027 · Napa, California',
      message: 'Together with their families, request the pleasure of your company',
    },
  },
  {
    match: /thank you/,
    words: {
      title: 'Thank You',
      subtitle: 'With love, Emma & James',
      message: 'Thank you for celebrating with us and for your thoughtful gift.',
    },
  },
  {
    match: /baby|birth|shower/,
    words: {
      title: 'Welcome, Olivia Rose',
      subtitle: 'March 3, 2027 · 7 lbs 2 oz',
      message: 'Our hearts are full. Love, the Parkers',
    },
  },
  {
    match: /christmas/,
    words: {
      title: 'Merry Christmas',
      subtitle: 'Love, the Parker Family',
      message: 'Wishing you peace, joy and a bright new year.',
    },
  },
  {
    match: /hanukkah/,
    words: {
      title: 'Happy Hanukkah',
      subtitle: 'The Cohen Family',
      message: 'May your home be filled with light.',
    },
  },
  {
    match: /new year|holiday/,
    words: {
      title: 'Happy New Year',
      subtitle: 'The Parker Family · 2027',
      message: 'Here is to the year ahead.',
    },
  },
  {
    match: /graduation|grad/,
    words: {
      title: 'Class of 2027',
      subtitle: 'Ava Martinez · Lincoln High School',
      message: 'Please join us to celebrate on Saturday, June 5',
    },
  },
  {
    match: /birthday|party/,
    words: {
      title: 'Happy Birthday',
      subtitle: 'Noah turns 5 · Saturday, May 8',
      message: 'Cake, games and lots of fun. RSVP to Sarah',
    },
  },
  {
    match: /moving|new home/,
    words: {
      title: "We've Moved",
      subtitle: '42 Harbor Lane · Seattle, WA 98101',
      message: 'Come visit us in our new home.',
    },
  },
  {
    match: /anniversary|love/,
    words: {
      title: 'Happy Anniversary',
      subtitle: '10 years · 2017–2027',
      message: 'Every day with you is my favourite.',
    },
  },
];

const BY_PRODUCT: Record<string, PlaceholderWords> = {
  book: {
    title: 'Our Year in Photos',
    subtitle: '2027',
    message: 'The places we went and the people we love',
  },
  calendar: { title: 'The Parker Family', subtitle: '2027', message: '' },
  label: { title: 'From the Kitchen of Emma', subtitle: 'Homemade with love', message: '' },
  decor: { title: 'Summer at the Lake', subtitle: 'July 2027', message: '' },
  card: {
    title: 'Hello from the Parkers',
    subtitle: 'With love',
    message: 'Thinking of you and sending our best.',
  },
};

/** The sample words of a template, from its keywords and name, or its product line. */
export function placeholderWords(text: string, line: keyof typeof BY_PRODUCT): PlaceholderWords {
  const lower = text.toLowerCase();
  if (line === 'card') {
    const occasion = OCCASIONS.find((entry) => entry.match.test(lower));
    if (occasion) return occasion.words;
  }
  return BY_PRODUCT[line] ?? (BY_PRODUCT.card as PlaceholderWords);
}
