import { useRouter, useRouterState } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { EmptyState, PageHeader } from '@/ui';
import { showsTabBar } from './tabs';

/** A route whose screen a later part of the product builds: its title, a way back, and a short notice. */
export function PendingScreen({ title }: { title: string }) {
  const { t } = useLingui();
  const router = useRouter();
  // A tab's own screen is a top level: the tab bar is the way around, so it has no back arrow.
  const isTabRoot = useRouterState({ select: (state) => showsTabBar(state.location.pathname) });
  return (
    <>
      <PageHeader title={title} {...(isTabRoot ? {} : { onBack: () => router.history.back() })} />
      <EmptyState title={title} description={t`This screen is on its way and will appear here in an update.`} />
    </>
  );
}
