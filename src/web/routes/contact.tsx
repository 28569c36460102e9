import { Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import { property } from '../../shared/content/property';
import { bookingPath } from '../../shared/content/site';
import { ContactForm } from '../components/contact/contact-form';
import { ContactOptions } from '../components/contact/contact-options';
import { FindUs } from '../components/contact/find-us';
import { PageHeader } from '../components/layout/page-header';
import { ButtonLink } from '../components/ui/button';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/contact';

const { contact, hostInfo, officeHours } = property;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Contact Us',
    description: `Call, e-mail or WhatsApp ${property.name} in ${property.location.locality}, Grand Bahama. We reply in English or Spanish, every day from ${hostInfo.responseHours}.`,
    path: '/contact',
  });

const channels = [
  { icon: Phone, label: 'Call us', value: contact.phone, href: contact.phoneHref },
  { icon: Mail, label: 'E-mail', value: contact.email, href: `mailto:${contact.email}` },
  { icon: MessageCircle, label: 'WhatsApp', value: contact.whatsapp },
];

export default function Contact() {
  return (
    <>
      <PageHeader
        id="contact"
        eyebrow="We'd love to hear from you"
        title="Contact Us"
        lead={`Questions about the villas, your dates or your stay? ${hostInfo.responseTime}.`}
      />

      <section aria-labelledby="contact-options-title">
        <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 md:py-20">
          <h2 id="contact-options-title" className="sr-only">
            Ways to reach us
          </h2>
          <ContactOptions />
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            <div className="rounded-3xl border border-border bg-surface p-6 sm:p-8">
              <h3 className="flex items-center gap-2 text-2xl font-semibold">
                <Clock aria-hidden="true" className="size-5 text-primary" />
                Office Hours
              </h3>
              <dl className="mt-6 divide-y divide-border text-sm">
                {officeHours.map((entry) => (
                  <div key={entry.days} className="flex justify-between gap-4 py-3">
                    <dt className="text-muted-foreground">{entry.days}</dt>
                    <dd className="font-medium">{entry.hours}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-4 text-sm leading-relaxed text-muted-foreground">
                Messages and WhatsApp are answered every day from {hostInfo.responseHours}.{' '}
                {hostInfo.afterHours}
              </p>
            </div>
            <div className="theme-deep flex flex-col rounded-3xl bg-deep p-6 text-deep-foreground sm:p-8">
              <h3 className="text-2xl font-semibold">Booking Inquiries</h3>
              <p className="mt-4 leading-relaxed text-deep-muted">
                The quickest way to secure your dates is to request them online: your card is only
                authorized, and our team reviews every request {property.policies.reviewWindow}.
              </p>
              <ButtonLink to={bookingPath} variant="light" size="lg" className="mt-6 self-start">
                Book Your Stay
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>

      <section
        id="contact-form"
        aria-labelledby="contact-form-title"
        className="scroll-mt-24 border-t border-border"
      >
        <div className="mx-auto grid max-w-6xl gap-12 px-5 py-16 sm:px-8 md:grid-cols-[1fr_1.6fr] md:py-24">
          <div>
            <p className="text-xs font-semibold tracking-[0.25em] text-accent uppercase">
              Write to us
            </p>
            <h2 id="contact-form-title" className="mt-4 text-3xl font-semibold sm:text-4xl">
              Send Us a Message
            </h2>
            <p className="mt-5 leading-relaxed text-muted-foreground">
              Tell us about your plans and we will answer in {hostInfo.languages.join(' or ')}.
            </p>
            <ul className="mt-8 space-y-4">
              {channels.map(({ icon: Icon, label, value, href }) => (
                <li key={label} className="flex items-center gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-muted text-primary">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="text-sm">
                    <span className="block text-muted-foreground">{label}</span>
                    {href ? (
                      <a href={href} className="font-semibold break-all hover:underline">
                        {value}
                      </a>
                    ) : (
                      <span className="font-semibold">{value}</span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-8">
            <ContactForm variant="full" labelledBy="contact-form-title" />
          </div>
        </div>
      </section>

      <FindUs />
    </>
  );
}
