/**
 * The villas' exact address, sent only in the confirmation e-mail. It lives on the server, not
 * in src/shared with the rest of the content, because that code is shipped to every browser and
 * the public site deliberately shows only the area (see `arrival.addressNote`).
 */
export const privateArrival = {
  streetAddress: '14 Coral Reef Lane, Bahamia',
  locality: 'Freeport, Grand Bahama, The Bahamas',
  directions:
    'Look for the white coral wall and the teal gate between the two royal palms; your private parking space is in the coral cut-out beside it.',
} as const;
