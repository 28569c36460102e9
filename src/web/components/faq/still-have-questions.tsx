import { MessageCircleQuestion, Phone } from 'lucide-react';
import { property } from '../../../shared/content/property';
import { ButtonLink, buttonVariants } from '../ui/button';

const { contact, hostInfo } = property;

export function StillHaveQuestions() {
  return (
    <section
      aria-labelledby="still-questions-title"
      className="rounded-3xl bg-surface-muted px-6 py-12 text-center sm:px-12"
    >
      <MessageCircleQuestion aria-hidden="true" className="mx-auto size-10 text-primary" />
      <h2 id="still-questions-title" className="mt-4 text-3xl font-semibold">
        Still Have Questions?
      </h2>
      <p className="mx-auto mt-4 max-w-xl leading-relaxed text-muted-foreground">
        Our team is happy to help in {hostInfo.languages.join(' or ')}, every day from{' '}
        {hostInfo.responseHours}.
      </p>
      <div className="mx-auto mt-8 flex max-w-xs flex-col justify-center gap-3 sm:max-w-none sm:flex-row">
        <ButtonLink to="/contact" size="lg">
          Contact Us
        </ButtonLink>
        <a href={contact.phoneHref} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          <Phone aria-hidden="true" />
          Call {contact.phone}
        </a>
      </div>
    </section>
  );
}
