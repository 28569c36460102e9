/**
 * Simple drawn badges for the accepted payment methods (spec section 1: two card brands and one
 * online wallet). They are not the brands' official artwork.
 */
export function PaymentMarks() {
  return (
    <ul aria-label="Accepted payment methods" className="flex items-center gap-2">
      <li>
        <svg role="img" aria-label="Visa" viewBox="0 0 48 30" className="h-7 w-auto">
          <rect width="48" height="30" rx="4" fill="#ffffff" />
          <text
            x="24"
            y="20"
            textAnchor="middle"
            fill="#1a1f71"
            fontFamily="Arial, Helvetica, sans-serif"
            fontSize="13"
            fontStyle="italic"
            fontWeight="800"
            letterSpacing="0.5"
          >
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg role="img" aria-label="Mastercard" viewBox="0 0 48 30" className="h-7 w-auto">
          <rect width="48" height="30" rx="4" fill="#ffffff" />
          <circle cx="19" cy="15" r="8.5" fill="#eb001b" />
          <circle cx="29" cy="15" r="8.5" fill="#f79e1b" />
          <path d="M24 8.1a8.5 8.5 0 0 1 0 13.8 8.5 8.5 0 0 1 0-13.8z" fill="#ff5f00" />
        </svg>
      </li>
      <li>
        <svg role="img" aria-label="PayPal" viewBox="0 0 56 30" className="h-7 w-auto">
          <rect width="56" height="30" rx="4" fill="#ffffff" />
          <text
            x="28"
            y="19.5"
            textAnchor="middle"
            fontFamily="Arial, Helvetica, sans-serif"
            fontSize="12"
            fontStyle="italic"
            fontWeight="800"
          >
            <tspan fill="#003087">Pay</tspan>
            <tspan fill="#009cde">Pal</tspan>
          </text>
        </svg>
      </li>
    </ul>
  );
}
