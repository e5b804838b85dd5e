import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { EmptyState, PageHeader } from '@/ui';

/** A route whose screen a later part of the product builds: its title, a way back, and a short notice. */
export function PendingScreen({ title }: { title: string }) {
  const { t } = useLingui();
  const router = useRouter();
  return (
    <>
      <PageHeader title={title} onBack={() => router.history.back()} />
      <EmptyState title={title} description={t`This screen is on its way and will appear here in an update.`} />
    </>
  );
}
