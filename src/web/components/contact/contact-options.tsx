import { ArrowRight, CalendarCheck, Mail, MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { property } from '../../../shared/content/property';
import { bookingPath } from '../../../shared/content/site';
import { openChatPanel } from '../../lib/chat-panel-state';

const linkClass =
  "mt-auto inline-flex items-center gap-1.5 pt-6 text-sm font-semibold text-primary after:absolute after:inset-0 after:rounded-3xl after:content-[''] hover:underline";

function OptionCard({
  icon: Icon,
  title,
  children,
  link,
}: {
  icon: typeof Mail;
  title: string;
  children: ReactNode;
  link: ReactNode;
}) {
  return (
    <li className="group relative flex flex-col rounded-3xl border border-border bg-surface p-6 transition-shadow duration-200 motion-reduce:transition-none hover:shadow-xl hover:shadow-lagoon-900/10 sm:p-8">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-surface-muted text-primary">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-5 text-2xl font-semibold">{title}</h3>
      <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{children}</p>
      {link}
    </li>
  );
}

const arrow = (
  <ArrowRight
    aria-hidden="true"
    className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
  />
);

/** The three ways in: write, book or chat. Each whole card is clickable through its link. */
export function ContactOptions() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      <OptionCard
        icon={Mail}
        title="Email Contact"
        link={
          <a href="#contact-form" className={linkClass}>
            Send us a message {arrow}
          </a>
        }
      >
        Write to {property.contact.email} or use the form below; we reply within hours.
      </OptionCard>
      <OptionCard
        icon={CalendarCheck}
        title="Booking"
        link={
          <Link to={bookingPath} className={linkClass}>
            Check availability {arrow}
          </Link>
        }
      >
        Choose your dates and villas online. Your card is only authorized until we approve your
        request.
      </OptionCard>
      <OptionCard
        icon={MessagesSquare}
        title="Live Chat"
        link={
          <a
            href="#live-chat"
            onClick={(event) => {
              event.preventDefault();
              openChatPanel();
            }}
            className={linkClass}
          >
            Start a live chat {arrow}
          </a>
        }
      >
        Ask our virtual concierge about villas, prices and the island, and get an answer at once.
      </OptionCard>
    </ul>
  );
}
