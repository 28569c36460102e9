/**
 * The concierge's evaluation set: realistic guest questions (typos, several questions at once,
 * dates, party sizes) and the facts a correct answer must contain. The figures are written out
 * by hand, checked against the price list, so they test the concierge rather than repeat it.
 *
 * Fixed world: today is Tuesday 1 December 2026 in Nassau, and Lime is booked (confirmed)
 * from 5 to 12 March 2027. `npm run eval:concierge` scores the concierge on it.
 */
export interface EvaluationCase {
  question: string;
  /** Every one must appear in the answer (case-insensitive). */
  facts: string[];
  /** None may appear: a wrong villa, an invented figure. */
  forbidden?: string[];
}

/** The evaluation's clock: 10:00 in Nassau on Tuesday 1 December 2026. */
export const evaluationNow = new Date('2026-12-01T15:00:00Z');

/** The one booking of the evaluation's world: Lime, 5-12 March 2027, confirmed. */
export const evaluationBooking = { villaIds: [3], startDate: '2027-03-05', endDate: '2027-03-12' };

const phone = '+1 (242) 555-0142';
const dontKnow = [phone, 'contact form'];

export const evaluationCases: readonly EvaluationCase[] = [
  // Prices for stays
  { question: 'How much is Agave for 5 nights?', facts: ['$1,273', '5%', '$180'] },
  { question: 'price for agave and lime, march 3-10', facts: ['$3,638', '7 nights'] },
  { question: 'How much would the whole complex cost for a week?', facts: ['$4,275', '10%'] },
  {
    question: "what's the total for coconut next friday for 5 nights",
    facts: ['$893', 'Dec 11, 2026'],
  },
  { question: 'Cost of Piña for 3 nights?', facts: ['$870'] },
  { question: 'How much for 2 nights in Coconut?', facts: ['minimum stay is 3 nights', '$630'] },
  { question: 'how much is lime per night', facts: ['$290'] },
  {
    question: 'What are your rates?',
    facts: ['$150', '$230', '$290', '$650', '$180'],
  },
  { question: 'How much for 6 people for 10 nights?', facts: ['$3,600', '$5,705'] },
  {
    question: 'Pricing for the entire complex from Dec 20 to Jan 2',
    facts: ['$7,363', '13 nights'],
  },
  { question: 'how much is a month in coconut', facts: ['$4,005', '30 nights'] },
  { question: 'Quote for Agave + Coconut, 14 nights', facts: ['$4,968'] },
  {
    question: "What's the price of Agave from 3/3 to 3/10 and is it available?",
    facts: ['$1,710', 'Agave is available'],
  },
  { question: 'whats the prise for the entire complex for 4 nites', facts: ['$2,520'] },
  { question: 'Do you give discounts for long stays?', facts: ['5%', '25%'] },
  { question: 'Is there a cleaning fee?', facts: ['$180'] },
  { question: 'Are taxes included in the price?', facts: ['VAT'] },

  // Availability (Lime is booked 5-12 March 2027)
  { question: 'is agave availble march 20-25', facts: ['Agave is available'] },
  {
    question: 'Is Lime available from March 6 to March 9?',
    facts: ['Lime is already booked'],
    forbidden: ['Lime is available'],
  },
  {
    question: 'Which villas are free March 5-12?',
    facts: ['Agave, Coconut and Piña are available', 'Lime is already booked'],
  },
  { question: 'Can we book the entire complex for March 8-15?', facts: ['not available', 'Lime'] },
  {
    question: 'Is the whole complex available April 10-17?',
    facts: ['entire complex is available'],
  },
  {
    question: 'Is Coconut free from Dec 24 for 4 nights?',
    facts: ['Coconut is available', '4 nights'],
  },
  {
    question: "We're a family of 5, any villas available March 6-9?",
    facts: ['Agave, Coconut and Piña are available', 'would sleep'],
    forbidden: ['Lime is available'],
  },
  { question: 'availability for lime in april?', facts: ['Which dates'] },
  { question: 'Is Agave available?', facts: ['Which dates'] },
  {
    question: 'Do you have anything for 2027-03-06 to 2027-03-10?',
    facts: ['Agave, Coconut and Piña are available', 'Lime is already booked'],
  },

  // Party sizes
  {
    question: 'We are 6 people, which villas would work?',
    facts: ['No single villa sleeps 6', 'entire complex'],
  },
  { question: 'Can 4 people stay in Agave?', facts: ['Agave sleeps 4'] },
  { question: 'Does Piña fit a family of 4?', facts: ['Piña sleeps 2'] },
  { question: "We're a group of 14 for a wedding", facts: ['entire complex', '14'] },
  { question: 'Can 20 people stay?', facts: ['at most 14'] },
  { question: 'How many guests can stay at the villas?', facts: ['14'] },
  {
    question: '2 adults and 2 kids, what do you recommend?',
    facts: ['Agave', 'Coconut', 'Lime', '4 guests'],
  },
  { question: 'my wife and I are looking for a romantic getaway', facts: ['Piña'] },
  { question: 'Which villa is best for a couple?', facts: ['Piña'] },

  // Distances and directions
  { question: 'How far is the beach?', facts: ['400 m', '5-minute'] },
  { question: 'how far is the beech', facts: ['400 m'] },
  {
    question: 'How far is the airport and how do I get there?',
    facts: ['25 minutes', '18 km', 'transfer'],
  },
  { question: 'hw far is the airprt', facts: ['25 minutes'] },
  { question: 'distance to town centre', facts: ['800 m'] },
  { question: 'Is there a hospital nearby?', facts: ['Rand Memorial Hospital'] },
  { question: 'where can I get cash?', facts: ['ATM'] },
  {
    question: 'Any good restaurants within walking distance?',
    facts: ['Conch & Coral Kitchen', 'Lucaya Garden Grill'],
  },
  { question: 'bars nearby?', facts: ['Driftwood Beach Bar', 'Harbourside Rum Bar'] },
  { question: "What's the address?", facts: ['once your booking is confirmed'] },
  { question: 'Do we need to rent a car?', facts: ['essentials'] },

  // Policies
  {
    question: 'If I cancel 3 days before check-in do I get a refund?',
    facts: ['first night is non-refundable', '50%'],
  },
  { question: 'what if I cancel a week before arrival', facts: ['full refund'] },
  {
    question: 'Can I cancel 24 hours before arrival and get my money back?',
    facts: ['not refundable'],
  },
  { question: 'cancelation policy?', facts: ['5 days', '48 hours'] },
  { question: 'Are pets allowed?', facts: ['prior approval'] },
  { question: 'Can I smoke on the property?', facts: ['No smoking'] },
  { question: 'What are the quiet hours?', facts: ['10 PM'] },
  { question: 'Is there a security deposit?', facts: ['$500'] },
  { question: 'What time is check-out?', facts: ['1:00 PM'] },
  { question: 'whats the chek in time', facts: ['4:00 PM'] },
  { question: 'When will my card be charged?', facts: ['authorized'] },
  { question: 'What payment methods do you take?', facts: ['PayPal'] },
  { question: "What's the minimum stay?", facts: ['3 nights'] },
  { question: 'How far in advance should I book for high season?', facts: ['3 to 6 months'] },
  { question: 'How do I book?', facts: ['booking page'] },

  // Amenities
  { question: 'Do you have internet?', facts: ['WiFi'] },
  { question: 'do you have wifii', facts: ['WiFi'] },
  { question: 'Is there a swiming pool', facts: ['pool'] },
  { question: 'Which villas have a kitchen?', facts: ['full kitchen', 'Lime'] },
  { question: 'Is there parking?', facts: ['parking', 'three'] },
  { question: 'Is there a washing machine?', facts: ['two washers'] },
  { question: 'Do you have air conditioning?', facts: ['air-conditioned'] },
  { question: 'tell me about the piano', facts: ['baby grand'] },
  { question: 'Can you arrange airport transfers?', facts: ['48 hours'] },
  { question: 'Is there a BBQ?', facts: ['BBQ grills'] },
  { question: 'How often are towels changed?', facts: ['twice a week'] },
  { question: 'Are kids welcome?', facts: ['famil'] },
  {
    question: 'Do you speak Spanish and what are your office hours?',
    facts: ['Spanish', '9:00 AM'],
  },

  // Several questions at once
  { question: 'Is there wifi, and how far is the beach?', facts: ['WiFi', '400 m'] },
  {
    question: 'How much is Coconut for a week and are pets allowed?',
    facts: ['$1,178', 'prior approval'],
  },
  { question: 'What time is check-in? Also is there parking?', facts: ['4:00 PM', 'parking'] },
  {
    question: "We are 8 people for March 20-27 - what's available and how much?",
    facts: ['available', '$2,707', '$4,275'],
  },
  {
    question: 'how far is the airport, is there a pool and can I bring my dog?',
    facts: ['25 minutes', 'pool', 'prior approval'],
  },

  // Questions it cannot answer: it says so and points to the team
  { question: 'Do you have a gym?', facts: dontKnow },
  { question: 'Is there a hot tub or jacuzzi?', facts: dontKnow },
  { question: "What's the weather like in February?", facts: dontKnow },
  { question: 'Do you offer yoga classes?', facts: dontKnow },

  // Written after the concierge was built and added as they came out, to keep the score honest
  {
    question:
      "Hi! We're thinking of coming in February with our two kids. What would a week in Coconut cost?",
    facts: ['$1,178'],
  },
  { question: 'whats the cheapest villa', facts: ['Coconut', '$150'] },
  { question: 'Do you allow dogs? We have a small one', facts: ['prior approval'] },
  { question: 'how many bedrooms does lime have', facts: ['1 bedroom'] },
  { question: 'Is breakfast included?', facts: dontKnow },
  { question: 'Can we check in early?', facts: ['4:00 PM'] },
  { question: "What's the total for all 4 villas July 1 to July 15", facts: ['$7,915'] },
  { question: 'Is there a crib or high chair for our baby?', facts: dontKnow },
  { question: 'How do I get from the airport to the villa', facts: ['25 minutes', 'transfer'] },
  {
    question: 'Are the villas near the beach? how long does it take to walk',
    facts: ['400 m', '5-minute'],
  },
  { question: 'Which villa has the piano and how much is it per night', facts: ['Piña', '$230'] },
  {
    question:
      'I want to book Agave and Coconut for 10 nights starting April 2, how much will that be?',
    facts: ['$3,600', 'available'],
  },
  { question: 'is there a supermarket close by', facts: ['800 m'] },
  {
    question: 'How much is the deposit and when do I get it back?',
    facts: ['$500', '48 hours after check-out'],
  },
  { question: 'Can I pay with paypal?', facts: ['PayPal'] },
  { question: "I'd like to stay 200 nights", facts: ['180 nights'] },
  { question: 'We have 10 guests, can we stay in 3 villas?', facts: ['Agave, Coconut and Piña'] },
  {
    question: 'are there any discounts if we stay 3 weeks in lime',
    facts: ['15%', '$5,357'],
  },
  {
    question: 'Whats the check out time and can we leave our bags?',
    facts: ['1:00 PM', phone],
  },
  { question: 'Is Piña available for New Years Eve?', facts: ['Piña is available', 'Dec 31'] },
  { question: 'can you book a taxi for us', facts: ['taxi'] },
  { question: 'Is there a TV?', facts: dontKnow },
  {
    question: 'how much would it cost for 4 adults in Lime from May 10 to May 17',
    facts: ['$2,109'],
  },
  {
    question: 'Is the entire complex free over Christmas?',
    facts: ['entire complex is available'],
  },
  { question: 'Whats the nearest beach and is it sandy', facts: ['400 m'] },
  { question: 'do the villas have a kitchen? we like to cook', facts: ['full kitchen'] },
  {
    question: 'What is the price for Agave and Pina for 6 nights and how far is the airport',
    facts: ['$2,802', '25 minutes'],
  },
  { question: "we're 3 couples, what do you suggest", facts: ['6'], forbidden: ['3 guests'] },
  {
    question: 'Are there any restaurants nearby that serve seafood?',
    facts: ['Conch & Coral Kitchen'],
  },
  { question: 'Can I get a refund if I cancel 10 days before?', facts: ['full refund'] },
  { question: 'Whats included in the price', facts: ['VAT'] },
  { question: 'Is there a minimum number of nights?', facts: ['3 nights'] },
  { question: 'How much is laundry?', facts: ['$8', '$14'] },
  { question: 'What is the pool like, is it private?', facts: ['pool'] },
  { question: 'is coconut availible 12/27 - 1/3', facts: ['Coconut is available', '7 nights'] },
  {
    question: 'How early can we check in and how late can we check out',
    facts: ['4:00 PM', '1:00 PM'],
  },
  { question: 'Can I book for tomorrow?', facts: ['available', 'Dec 2, 2026'] },
  { question: 'Do you have a washer and dryer', facts: ['two washers'] },
  { question: 'Where is Bahama Garden Villas?', facts: ['Freeport'] },
  { question: 'Is there a grocery store nearby and do we need a car', facts: ['800 m', 'car'] },
  { question: 'what languages do you speak', facts: ['Spanish'] },

  {
    question: 'Good morning! Could you tell me the rate for Lime for four nights in March?',
    facts: ['$1,282'],
  },
  {
    question:
      'is the complex available from june 5th to june 12th and what would it cost for 12 people',
    facts: ['entire complex is available', '$4,275'],
  },
  { question: 'how far to the nearest ATM', facts: ['800 m'] },
  { question: 'Do you accept credit cards?', facts: ['credit cards'] },
  { question: 'Are there hammocks?', facts: ['three hammocks'] },
  { question: "What's your phone number?", facts: [phone], forbidden: ["don't know"] },
  { question: "We'd like to bring our cat, is that ok?", facts: ['prior approval'] },
  { question: 'how much is coconut + pina for a fortnight', facts: ['$4,968'] },
  { question: 'Can I check out late?', facts: ['1:00 PM'] },
  { question: 'Is there someone to help if something breaks at night?', facts: ['emergencies'] },
  { question: 'Any beach bars close by?', facts: ['Driftwood Beach Bar'] },
  { question: "What's Agave like?", facts: ['pool'] },
  { question: 'Can 3 people sleep in Piña?', facts: ['Piña sleeps 2'] },
  {
    question:
      "I'm planning a honeymoon in April, which villa would you recommend and how much for 5 nights?",
    facts: ['Piña', '$1,273'],
  },
  { question: 'ok thanks, and how far is the hospital?', facts: ['Rand Memorial Hospital'] },

  // Small talk
  { question: 'hello', facts: ['welcome'] },
  { question: 'thanks!', facts: ["You're very welcome"] },
];

export interface EvaluationResult {
  question: string;
  answer: string;
  missing: string[];
  forbiddenFound: string[];
  passed: boolean;
}

/** Checks one answer against its case's facts. */
export function judgeAnswer(testCase: EvaluationCase, answer: string): EvaluationResult {
  const text = answer.toLowerCase();
  const missing = testCase.facts.filter((fact) => !text.includes(fact.toLowerCase()));
  const forbiddenFound = (testCase.forbidden ?? []).filter((fact) =>
    text.includes(fact.toLowerCase()),
  );
  return {
    question: testCase.question,
    answer,
    missing,
    forbiddenFound,
    passed: missing.length === 0 && forbiddenFound.length === 0,
  };
}
