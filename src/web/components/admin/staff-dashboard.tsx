import * as TabsPrimitive from '@radix-ui/react-tabs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CalendarCheck,
  CalendarDays,
  LayoutDashboard,
  Loader2,
  LogOut,
  Mail,
  Settings,
  Users,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { StaffProfile } from '../../../shared/contract/admin';
import { property } from '../../../shared/content/property';
import { bookingsQuery, leadsQuery, signOut, staffKeys } from '../../lib/admin-api';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/utils';
import { BrandMark } from '../layout/brand-mark';
import { Badge } from '../ui/badge';
import { BookingsTab } from './bookings-tab';
import { CalendarTab } from './calendar-tab';
import { CommunicationsTab } from './communications-tab';
import { LeadsTab } from './leads-tab';
import { OverviewTab } from './overview-tab';
import { SettingsTab } from './settings-tab';
import { roleLabels } from './staff-labels';

const tabs = ['overview', 'bookings', 'calendar', 'leads', 'communications', 'settings'] as const;
type DashboardTab = (typeof tabs)[number];

const tabTitles: Record<DashboardTab, string> = {
  overview: 'Overview',
  bookings: 'Bookings',
  calendar: 'Calendar',
  leads: 'Leads',
  communications: 'Communications',
  settings: 'Settings',
};

const tabIcons: Record<DashboardTab, ReactNode> = {
  overview: <LayoutDashboard aria-hidden="true" />,
  bookings: <CalendarCheck aria-hidden="true" />,
  calendar: <CalendarDays aria-hidden="true" />,
  leads: <Users aria-hidden="true" />,
  communications: <Mail aria-hidden="true" />,
  settings: <Settings aria-hidden="true" />,
};

/** The chosen tab lives in the address, so a reload or a shared link opens the same view. */
function useDashboardTab(): [DashboardTab, (tab: DashboardTab) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = tabs.find((candidate) => candidate === requested) ?? 'overview';
  return [tab, (next) => setParams(next === 'overview' ? {} : { tab: next }, { replace: true })];
}

function useSignOut() {
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  const run = async () => {
    setSigningOut(true);
    try {
      await signOut();
      toast({ title: 'Logged out' });
      queryClient.removeQueries({
        queryKey: staffKeys.all,
        predicate: (query) => query.queryKey[1] !== 'profile',
      });
      queryClient.setQueryData(staffKeys.profile, null);
    } catch {
      toast({ title: 'Logout failed', variant: 'destructive' });
      setSigningOut(false);
    }
  };
  return { signingOut, signOut: run };
}

/** The staff dashboard (spec section 2): side tabs, a header with who is signed in. */
export function StaffDashboard({ profile }: { profile: StaffProfile }) {
  const [tab, setTab] = useDashboardTab();
  const bookings = useQuery(bookingsQuery());
  const leads = useQuery(leadsQuery);
  const { signingOut, signOut: runSignOut } = useSignOut();
  const counts: Partial<Record<DashboardTab, number | undefined>> = {
    bookings: bookings.data?.length,
    leads: leads.data?.length,
  };

  return (
    <TabsPrimitive.Root
      value={tab}
      onValueChange={(value) => setTab(value as DashboardTab)}
      orientation="vertical"
      className="min-h-dvh bg-surface-muted lg:grid lg:grid-cols-[16rem_1fr]"
    >
      <aside className="border-b border-border bg-surface lg:sticky lg:top-0 lg:h-dvh lg:border-r lg:border-b-0">
        <div className="flex h-full flex-col gap-4 p-4 lg:p-6">
          <Link to="/" className="flex items-center gap-3 rounded-full">
            <BrandMark className="size-9" />
            <span className="font-serif text-lg font-semibold">{property.name}</span>
          </Link>
          <TabsPrimitive.List
            aria-label="Dashboard"
            className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 lg:flex-col lg:overflow-visible"
          >
            {tabs.map((value) => (
              <TabsPrimitive.Trigger
                key={value}
                value={value}
                className={cn(
                  'flex min-h-11 shrink-0 items-center gap-3 rounded-xl px-4 text-left text-sm font-medium whitespace-nowrap text-foreground hover:bg-surface-muted [&_svg]:size-4',
                  'data-[state=active]:bg-primary data-[state=active]:text-primary-foreground',
                )}
              >
                {tabIcons[value]}
                <span className="flex-1">{tabTitles[value]}</span>
                {counts[value] !== undefined && (
                  <span className="rounded-full bg-surface-muted px-2 text-xs font-semibold text-foreground">
                    {counts[value]}
                  </span>
                )}
              </TabsPrimitive.Trigger>
            ))}
          </TabsPrimitive.List>
          <button
            type="button"
            onClick={runSignOut}
            disabled={signingOut}
            className="flex min-h-11 items-center gap-3 rounded-xl px-4 text-sm font-medium text-foreground hover:bg-surface-muted disabled:opacity-60 lg:mt-auto [&_svg]:size-4"
          >
            {signingOut ? (
              <Loader2 aria-hidden="true" className="motion-safe:animate-spin" />
            ) : (
              <LogOut aria-hidden="true" />
            )}
            Sign Out
          </button>
        </div>
      </aside>
      <div className="min-w-0">
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border bg-surface px-5 py-4 lg:px-10">
          <h1 className="text-2xl font-semibold">{tabTitles[tab]}</h1>
          <p className="flex items-center gap-2 text-sm">
            <span>
              Signed in as <strong>{profile.username}</strong>
            </span>
            <Badge tone="info">{roleLabels[profile.role]}</Badge>
          </p>
        </header>
        <main className="px-5 py-8 lg:px-10">
          <TabsPrimitive.Content value="overview" className="outline-none">
            <OverviewTab
              onShowBookings={() => setTab('bookings')}
              onShowMessages={() => setTab('communications')}
              onShowCalendar={() => setTab('calendar')}
            />
          </TabsPrimitive.Content>
          <TabsPrimitive.Content value="bookings" className="outline-none">
            <BookingsTab />
          </TabsPrimitive.Content>
          <TabsPrimitive.Content value="calendar" className="outline-none">
            <CalendarTab />
          </TabsPrimitive.Content>
          <TabsPrimitive.Content value="leads" className="outline-none">
            <LeadsTab />
          </TabsPrimitive.Content>
          <TabsPrimitive.Content value="communications" className="outline-none">
            <CommunicationsTab profile={profile} />
          </TabsPrimitive.Content>
          <TabsPrimitive.Content value="settings" className="outline-none">
            <SettingsTab profile={profile} />
          </TabsPrimitive.Content>
        </main>
      </div>
    </TabsPrimitive.Root>
  );
}
