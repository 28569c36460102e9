import { Mail, Phone } from 'lucide-react';
import { property } from '../../../shared/content/property';
import { ContactForm } from './contact-form';

const { contact, hostInfo } = property;

/** The home page's closing contact section (`#contact`) with the short form. */
export function HomeContactSection() {
  return (
    <section id="contact" aria-labelledby="home-contact-title" className="scroll-mt-20">
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-20 sm:px-8 md:grid-cols-[1fr_1.3fr] md:py-28">
        <div>
          <p className="text-xs font-semibold tracking-[0.25em] text-accent uppercase">
            Get in touch
          </p>
          <h2 id="home-contact-title" className="mt-4 text-3xl font-semibold sm:text-4xl">
            Questions before you book?
          </h2>
          <p className="mt-6 leading-relaxed text-muted-foreground">
            Send us a note and our team will answer in {hostInfo.languages.join(' or ')}.{' '}
            {hostInfo.responseTime}.
          </p>
          <ul className="mt-8 space-y-3 text-sm">
            <li>
              <a
                href={contact.phoneHref}
                className="inline-flex items-center gap-2 font-medium text-primary hover:underline"
              >
                <Phone aria-hidden="true" className="size-4" />
                {contact.phone}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${contact.email}`}
                className="inline-flex items-center gap-2 font-medium break-all text-primary hover:underline"
              >
                <Mail aria-hidden="true" className="size-4" />
                {contact.email}
              </a>
            </li>
          </ul>
        </div>
        <div className="rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-8">
          <ContactForm variant="home" labelledBy="home-contact-title" />
        </div>
      </div>
    </section>
  );
}
