import { Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import { property } from '../../shared/content/property';
import { bookingPath } from '../../shared/content/site';
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

const channels: { icon: typeof Phone; label: string; value: string; href?: string }[] = [
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
        lead={`${hostInfo.responseTime}. ${hostInfo.afterHours}`}
      />
      <section aria-labelledby="reach-title">
        <div className="mx-auto max-w-6xl px-5 py-20 sm:px-8">
          <h2 id="reach-title" className="sr-only">
            Ways to reach us
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {channels.map(({ icon: Icon, label, value, href }) => (
              <li key={label} className="rounded-3xl border border-border bg-surface p-6">
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <p className="mt-4 text-sm text-muted-foreground">{label}</p>
                {href ? (
                  <a href={href} className="mt-1 block font-serif text-lg font-semibold break-all">
                    {value}
                  </a>
                ) : (
                  <p className="mt-1 font-serif text-lg font-semibold">{value}</p>
                )}
              </li>
            ))}
          </ul>
          <div className="mt-12 grid gap-8 md:grid-cols-2">
            <div className="rounded-3xl border border-border bg-surface p-8">
              <h3 className="flex items-center gap-2 text-2xl font-semibold">
                <Clock aria-hidden="true" className="size-5 text-primary" />
                Office hours
              </h3>
              <dl className="mt-6 divide-y divide-border text-sm">
                {officeHours.map((entry) => (
                  <div key={entry.days} className="flex justify-between gap-4 py-3">
                    <dt className="text-muted-foreground">{entry.days}</dt>
                    <dd className="font-medium">{entry.hours}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <div className="theme-deep rounded-3xl bg-deep p-8 text-deep-foreground">
              <h3 className="text-2xl font-semibold">Booking inquiries</h3>
              <p className="mt-4 leading-relaxed text-deep-muted">
                Choose your dates and villas online: your card is only authorized, and our team
                reviews every request {property.policies.reviewWindow}.
              </p>
              <ButtonLink to={bookingPath} variant="light" size="lg" className="mt-6">
                Book Your Stay
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
