import * as Tabs from '@radix-ui/react-tabs';
import {
  ArrowRight,
  BadgeCheck,
  Flame,
  HeartHandshake,
  Images,
  Languages,
  LockKeyhole,
  type LucideIcon,
  MessageCircle,
  Sparkles,
  TreePalm,
  Waves,
} from 'lucide-react';
import { Link } from 'react-router';
import { amenities } from '../../../shared/content/amenities';
import { about, property } from '../../../shared/content/property';
import { villas } from '../../../shared/content/villas';
import { cn } from '../../lib/utils';
import { villaAccent } from '../../lib/villa-colors';

const tabs = [
  { id: 'story', label: 'Our Story' },
  { id: 'values', label: 'Vision & Values' },
  { id: 'spaces', label: 'Our Spaces' },
] as const;

const triggerClass =
  'h-11 rounded-full px-5 text-sm font-medium text-muted-foreground transition-colors hover:text-primary motion-reduce:transition-none data-[state=active]:bg-primary data-[state=active]:text-primary-foreground sm:px-6';

const valueIcons = { LockKeyhole, HeartHandshake, BadgeCheck, Sparkles } satisfies Record<
  string,
  LucideIcon
>;
/** Icons of the shared spaces' amenities; any other amenity gets a neutral one. */
const spaceIcons: Record<string, LucideIcon> = { Waves, TreePalm, Flame };

const sharedSpaces = amenities.filter((amenity) =>
  (about.sharedSpaces as readonly string[]).includes(amenity.id),
);

const { hostInfo } = property;

function OurStory() {
  return (
    <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr]">
      <div>
        <h2 className="text-3xl font-semibold sm:text-4xl">A garden hideaway, made for sharing</h2>
        {about.story.map((paragraph) => (
          <p key={paragraph} className="mt-5 leading-relaxed text-muted-foreground">
            {paragraph}
          </p>
        ))}
      </div>
      <div className="flex flex-col gap-6">
        <ul
          aria-label="The four villas"
          className="grid grid-cols-2 overflow-hidden rounded-3xl border border-border"
        >
          {villas.map((villa) => (
            <li
              key={villa.slug}
              className={cn(
                'flex aspect-square flex-col justify-end bg-linear-to-t to-surface p-5',
                villaAccent[villa.color].tint,
              )}
            >
              <span
                aria-hidden="true"
                className={cn('mb-auto size-3 rounded-full', villaAccent[villa.color].swatch)}
              />
              <span className="font-serif text-2xl font-semibold">{villa.name}</span>
              <span className="text-sm text-muted-foreground">{villa.specialFeature}</span>
            </li>
          ))}
        </ul>
        <div className="rounded-3xl border border-border bg-surface p-7">
          <h3 className="text-xl font-semibold">Your hosts</h3>
          <p className="mt-1 text-sm text-muted-foreground">{hostInfo.name}</p>
          <ul className="mt-5 space-y-3 text-sm">
            <li className="flex gap-3">
              <Languages aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <span>We speak {hostInfo.languages.join(' and ')}.</span>
            </li>
            <li className="flex gap-3">
              <MessageCircle aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <span>
                {hostInfo.responseTime}, by {hostInfo.contactMethods.join(' or ')}.
              </span>
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}

function VisionAndValues() {
  return (
    <div>
      <h2 className="text-3xl font-semibold sm:text-4xl">Our vision</h2>
      <blockquote className="mt-6 max-w-3xl border-l-4 border-villa-turquoise pl-6 font-serif text-2xl leading-snug text-balance sm:text-3xl">
        {about.vision}
      </blockquote>
      <h3 className="mt-14 text-2xl font-semibold">What we value</h3>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {about.values.map((value) => {
          const Icon = valueIcons[value.icon];
          return (
            <li key={value.id} className="rounded-3xl border border-border bg-surface p-7">
              <Icon aria-hidden="true" className="size-6 text-primary" />
              <h4 className="mt-4 font-serif text-xl font-semibold">{value.title}</h4>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{value.text}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function OurSpaces() {
  return (
    <div>
      <h2 className="text-3xl font-semibold sm:text-4xl">Our spaces</h2>
      <p className="mt-4 max-w-2xl leading-relaxed text-muted-foreground">{about.spacesIntro}</p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {villas.map((villa) => (
          <li
            key={villa.slug}
            className={cn(
              'group relative flex flex-col rounded-3xl border border-border bg-linear-to-b to-surface to-60% bg-surface p-6 transition-shadow hover:shadow-lg motion-reduce:transition-none',
              villaAccent[villa.color].tint,
            )}
          >
            <span
              aria-hidden="true"
              className={cn('h-1.5 w-10 rounded-full', villaAccent[villa.color].swatch)}
            />
            <h3 className="mt-5 text-2xl font-semibold">{villa.name}</h3>
            <p className="mt-1 text-sm text-muted-foreground">
              {villa.capacityText} · {villa.specialFeature}
            </p>
            <p className="mt-3 flex-1 text-sm leading-relaxed text-muted-foreground">
              {villa.tagline}
            </p>
            <Link
              to={`/property/${villa.slug}`}
              className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-primary after:absolute after:inset-0 after:rounded-3xl after:content-['']"
            >
              Discover {villa.name}
              <ArrowRight
                aria-hidden="true"
                className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
              />
            </Link>
          </li>
        ))}
      </ul>
      <h3 className="mt-14 text-2xl font-semibold">Shared by every guest</h3>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {sharedSpaces.map((space) => {
          const Icon = spaceIcons[space.icon] ?? Sparkles;
          return (
            <li key={space.id} className="rounded-3xl border border-border bg-surface p-7">
              <Icon aria-hidden="true" className="size-6 text-primary" />
              <h4 className="mt-4 font-serif text-xl font-semibold">{space.name}</h4>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                {space.description}
              </p>
            </li>
          );
        })}
      </ul>
      <Link
        to="/gallery"
        className="mt-10 inline-flex items-center gap-2 font-semibold text-primary hover:underline"
      >
        <Images aria-hidden="true" className="size-5" />
        See every space in the gallery
      </Link>
    </div>
  );
}

/**
 * Our Story, Vision & Values and Our Spaces. Every panel stays in the page (hidden while
 * inactive), so the prerendered HTML carries the whole story for search engines.
 */
export function AboutTabs() {
  return (
    <Tabs.Root defaultValue="story">
      <Tabs.List
        aria-label="About us"
        className="inline-flex max-w-full flex-wrap gap-1 rounded-3xl border border-border bg-surface p-1.5 sm:rounded-full"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.id} value={tab.id} className={triggerClass}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="story" forceMount className="mt-12 data-[state=inactive]:hidden">
        <OurStory />
      </Tabs.Content>
      <Tabs.Content value="values" forceMount className="mt-12 data-[state=inactive]:hidden">
        <VisionAndValues />
      </Tabs.Content>
      <Tabs.Content value="spaces" forceMount className="mt-12 data-[state=inactive]:hidden">
        <OurSpaces />
      </Tabs.Content>
    </Tabs.Root>
  );
}
