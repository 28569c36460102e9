export type ReviewSource = 'verified' | 'direct' | 'tripadvisor' | 'google';

export interface ReviewResponse {
  readonly name: string;
  readonly text: string;
  /** YYYY-MM-DD */
  readonly date: string;
}

export interface Review {
  readonly id: number;
  readonly name: string;
  /** YYYY-MM-DD */
  readonly date: string;
  readonly rating: 1 | 2 | 3 | 4 | 5;
  readonly title: string;
  readonly text: string;
  readonly source: ReviewSource;
  /** e.g. 'Stayed in Lime · family of 4' */
  readonly stay: string;
  readonly verified: boolean;
  readonly response?: ReviewResponse;
  readonly avatar?: string;
}

const team = 'The Bahama Garden Villas Team';

/** The twelve static guest reviews, newest first. */
export const reviews: readonly Review[] = [
  {
    id: 1,
    name: 'Rebecca L.',
    date: '2026-09-14',
    rating: 5,
    title: 'The pool was ours at sunrise',
    text: 'We stepped out of Agave straight into the pool every morning before anyone else was awake. The villa was spotless, the bed wonderful and the air conditioning whisper-quiet. Self check-in with the door code was effortless after a long travel day, and the beach is genuinely a five-minute walk.',
    source: 'verified',
    stay: 'Stayed in Agave · couple',
    verified: true,
  },
  {
    id: 2,
    name: 'The Alvarez Family',
    date: '2026-08-03',
    rating: 5,
    title: 'Twelve of us, one perfect week',
    text: 'Three generations, four villas, one garden. Lime’s connecting doors meant the whole family gathered for dinner around the big table, and everyone still had a door to close at night. The team answered every question on WhatsApp, in Spanish for my parents, and arranged our airport transfer without a hitch.',
    source: 'direct',
    stay: 'Booked the entire complex · family of 12',
    verified: true,
    response: {
      name: team,
      text: 'Gracias, Alvarez family! Hosting three generations under one garden was a joy. We hope to see the grandchildren racing to the pool again soon.',
      date: '2026-08-06',
    },
  },
  {
    id: 3,
    name: 'James W.',
    date: '2026-06-21',
    rating: 4,
    title: 'A cook’s villa, a short walk from the sea',
    text: 'Lime’s kitchen has everything you need to cook properly, and the table for six was perfect for our family of four plus friends from the next villa. Our only note: with a rental car and visitors’ cars we were relying on street parking. Otherwise a beautifully kept property.',
    source: 'tripadvisor',
    stay: 'Stayed in Lime · family of 4',
    verified: false,
    response: {
      name: team,
      text: 'Thank you, James. You’re right that parking is simple here: one private space in the coral cut-out and room for up to three cars on the street. We’re always happy to suggest the best spots before you arrive. Come back and cook for us again!',
      date: '2026-06-24',
    },
  },
  {
    id: 4,
    name: 'Priya N.',
    date: '2026-04-10',
    rating: 5,
    title: 'Music under a cathedral ceiling',
    text: 'I played the baby grand every evening while my husband read in the living area. Piña is intimate, light-filled and utterly romantic. Coffee from the kitchenette, a swim, a walk to the beach, dinner in town: we didn’t want to leave.',
    source: 'google',
    stay: 'Stayed in Piña · couple',
    verified: false,
  },
  {
    id: 5,
    name: 'Daniel & Chloé M.',
    date: '2026-02-18',
    rating: 5,
    title: 'Two rooms made all the difference',
    text: 'With two young children, Coconut’s separate bedroom and sitting room were a blessing: bedtime in one room, grown-up time in the other. The kitchenette covered breakfasts, the hammocks covered afternoons, and the price was excellent for the quality.',
    source: 'verified',
    stay: 'Stayed in Coconut · family of 4',
    verified: true,
  },
  {
    id: 6,
    name: 'Margaret H.',
    date: '2025-12-29',
    rating: 3,
    title: 'Lovely setting, but check the details',
    text: 'The garden and pool are beautiful and the staff were kind. I hadn’t realised Agave has no kitchen of its own, so we ate out more than planned, and the pull-out sofa was firmer than we would have liked. A pleasant stay, though not quite what I had pictured.',
    source: 'tripadvisor',
    stay: 'Stayed in Agave · family of 3',
    verified: false,
    response: {
      name: team,
      text: 'Dear Margaret, thank you for such honest feedback, and we’re sorry the stay fell short of what you pictured. You’re right: Agave trades a kitchen for direct pool access, and we have since made that clearer on its page and in our booking confirmations. We have also replaced the sofa mattress. We would love the chance to welcome you back, perhaps in Lime or Coconut, where a kitchen is part of the villa.',
      date: '2026-01-02',
    },
  },
  {
    id: 7,
    name: 'Tomás R.',
    date: '2025-10-05',
    rating: 5,
    title: 'Attention to every detail',
    text: 'From the first message to the last morning, the team was attentive and fast, in English or Spanish. Lime was immaculate, the pool spotless, and the check-in instructions arrived three days before we did, exactly as promised.',
    source: 'google',
    stay: 'Stayed in Lime · friends',
    verified: false,
  },
  {
    id: 8,
    name: 'Kendra & Marcus B.',
    date: '2025-07-19',
    rating: 5,
    title: 'A family reunion to remember',
    text: 'Fourteen of us, all four villas, and not a single complaint. The kids lived in the pool, the grown-ups took turns at the two grills, and Lime’s table became the heart of every evening. Booking the whole complex was simple, and knowing all taxes were already included made budgeting easy.',
    source: 'direct',
    stay: 'Booked the entire complex · 14 guests',
    verified: true,
    response: {
      name: team,
      text: 'Kendra and Marcus, thank you for choosing us for your reunion. Fourteen happy guests and two busy grills is exactly how the gardens should feel. Your family is welcome back any time.',
      date: '2025-07-22',
    },
  },
  {
    id: 9,
    name: 'Olivia P.',
    date: '2025-05-02',
    rating: 4,
    title: 'Calm, clean and wonderfully close to the beach',
    text: 'Coconut was comfortable and spotless, and the two rooms worked well for two friends. The WiFi dropped briefly during a thunderstorm, but it was back within the hour. The hammocks in the garden were my favourite place on the island.',
    source: 'verified',
    stay: 'Stayed in Coconut · two friends',
    verified: true,
    response: {
      name: team,
      text: 'Thank you, Olivia! Island storms can be dramatic, and we’re glad the connection was back quickly. The hammocks will be waiting for you next time.',
      date: '2025-05-04',
    },
  },
  {
    id: 10,
    name: 'Henry G.',
    date: '2025-02-11',
    rating: 5,
    title: 'A pianist’s dream escape',
    text: 'A baby grand in a villa by the sea: I practised each morning under that wonderful cathedral ceiling and spent the afternoons at the beach. Piña is peaceful, beautifully finished and perfectly suited to one or two guests.',
    source: 'tripadvisor',
    stay: 'Stayed in Piña · solo traveller',
    verified: false,
  },
  {
    id: 11,
    name: 'Aisha K.',
    date: '2024-11-23',
    rating: 5,
    title: 'Two families, side by side',
    text: 'We booked Agave and Coconut for two families travelling together. Each of us had our own lockable villa, yet the children could run between them and the pool all day. The cleaning was thorough, and the fresh towels twice a week were a lovely touch.',
    source: 'google',
    stay: 'Stayed in Agave and Coconut · two families',
    verified: false,
    response: {
      name: team,
      text: 'Thank you, Aisha! Side-by-side villas with a garden in between are exactly what we love to offer families. We look forward to hosting you all again.',
      date: '2024-11-26',
    },
  },
  {
    id: 12,
    name: 'Robert & Linda S.',
    date: '2024-03-08',
    rating: 4,
    title: 'Three unhurried weeks in the sun',
    text: 'The long-stay discount made three weeks in Lime easy to justify, and the weekly cleaning and linen change kept everything fresh. The only thing that woke us was a neighbourhood rooster. We would happily return for longer.',
    source: 'verified',
    stay: 'Stayed in Lime · retired couple',
    verified: true,
  },
];
