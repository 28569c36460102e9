import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { property } from '../../../shared/content/property';
import { footerLinks, footerPlaceholders } from '../../../shared/content/site';
import { BrandMark } from './brand-mark';
import { CopyrightYear } from './copyright-year';
import { PaymentMarks } from './payment-marks';

export function SiteFooter() {
  const { contact, location } = property;
  return (
    <footer className="theme-deep bg-deep text-deep-foreground">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 pt-16 pb-10 sm:px-8 md:grid-cols-[1.4fr_1fr_1fr]">
        <div className="max-w-sm">
          <Link to="/" className="inline-flex items-center gap-3 rounded-full">
            <BrandMark />
            <span className="font-serif text-xl font-semibold">{property.name}</span>
          </Link>
          <p className="mt-5 text-sm leading-relaxed text-deep-muted">{property.brandLine}</p>
          <p className="mt-3 flex items-start gap-2 text-sm leading-relaxed text-deep-muted">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-villa-turquoise" />
            {property.locationLine}
          </p>
        </div>

        <nav aria-label="Footer">
          <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-villa-yellow uppercase">
            Explore
          </h2>
          <ul className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 text-sm md:grid-cols-1">
            {footerLinks.map((link) => (
              <li key={link.label}>
                <Link
                  to={link.path}
                  className="text-deep-muted transition-colors hover:text-deep-foreground"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-villa-yellow uppercase">
            Contact
          </h2>
          <ul className="mt-5 space-y-3 text-sm">
            <li>
              <a
                href={contact.phoneHref}
                className="inline-flex items-center gap-2 text-deep-muted transition-colors hover:text-deep-foreground"
              >
                <Phone aria-hidden="true" className="size-4 text-villa-turquoise" />
                {contact.phone}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${contact.email}`}
                className="inline-flex items-center gap-2 text-deep-muted transition-colors hover:text-deep-foreground"
              >
                <Mail aria-hidden="true" className="size-4 text-villa-turquoise" />
                {contact.email}
              </a>
            </li>
            <li className="text-deep-muted">
              {location.locality}, {location.region}, {location.country}
            </li>
          </ul>
          <h2 className="mt-8 font-sans text-xs font-semibold tracking-[0.2em] text-villa-yellow uppercase">
            We accept
          </h2>
          <div className="mt-4">
            <PaymentMarks />
          </div>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-5 pt-6 pb-28 text-xs text-deep-muted sm:px-8 md:flex-row md:items-center md:justify-between md:pb-6">
          <p>
            © <CopyrightYear /> {property.name}. All rights reserved.
          </p>
          {/* No policy pages exist yet, so these are labels rather than links. */}
          <ul className="flex gap-4">
            {footerPlaceholders.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
