import { ArrowRight, Lock, Plane, Waves } from 'lucide-react';
import { Link } from 'react-router';
import { property } from '../../../shared/content/property';

const { distances, location } = property;

const notes = [
  {
    icon: Lock,
    title: 'Exact address',
    text: 'Shared once your booking is confirmed, for our guests’ privacy.',
  },
  {
    icon: Plane,
    title: 'Nearest airport',
    text: `${distances.airport.name}, a ${distances.airport.minutes}-minute drive.`,
  },
  {
    icon: Waves,
    title: 'Nearest beach',
    text: `A ${distances.beach.minutes}-minute walk, about ${distances.beach.meters} m.`,
  },
];

/** A calm drawing of the neighbourhood: the garden, the walk to the beach and the sea. */
function NeighbourhoodDrawing() {
  return (
    <svg
      role="img"
      aria-label={`Drawing of the area: the villas in ${location.locality}, a short walk from the beach and the sea`}
      viewBox="0 0 400 280"
      className="h-full w-full"
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="400" height="280" className="fill-surface-muted" />
      <path
        d="M250 0 C 230 60 280 110 260 170 C 245 215 290 250 280 280 L 400 280 L 400 0 Z"
        className="fill-villa-turquoise/35"
      />
      <path
        d="M236 0 C 216 60 266 110 246 170 C 231 215 276 250 266 280 L 280 280 C 290 250 245 215 260 170 C 280 110 230 60 250 0 Z"
        className="fill-villa-yellow/50"
      />
      <path
        d="M0 200 L 400 120 M 90 0 L 140 280 M 0 60 L 250 100"
        className="stroke-border"
        strokeWidth="10"
        fill="none"
      />
      <path
        d="M128 150 C 170 150 210 150 250 160"
        className="stroke-primary"
        strokeWidth="3"
        strokeDasharray="6 8"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="128" cy="150" r="54" className="fill-villa-green/20 stroke-villa-green/60" />
      <g transform="translate(128 150)">
        <path
          d="M0 -6 C -14 -26 -14 -40 0 -44 C 14 -40 14 -26 0 -6 Z"
          className="fill-accent"
          transform="translate(0 2)"
        />
        <circle cy="-31" r="5" className="fill-surface" />
      </g>
    </svg>
  );
}

export function FindUs() {
  return (
    <section aria-labelledby="find-us-title" className="bg-surface-muted">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-20 sm:px-8 md:grid-cols-2 md:items-center md:py-24">
        <div className="aspect-[10/7] overflow-hidden rounded-3xl border border-border bg-surface">
          <NeighbourhoodDrawing />
        </div>
        <div>
          <p className="text-xs font-semibold tracking-[0.25em] text-accent uppercase">
            {location.locality} · {location.region}
          </p>
          <h2 id="find-us-title" className="mt-4 text-3xl font-semibold sm:text-4xl">
            Find Us
          </h2>
          <ul className="mt-8 space-y-5">
            {notes.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-surface text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <p className="font-semibold">{title}</p>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
          <Link
            to="/location"
            className="mt-8 inline-flex items-center gap-1.5 font-semibold text-primary hover:underline"
          >
            See the map and directions
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
