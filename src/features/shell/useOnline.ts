// Moved to src/lib so other areas (news) share it.
export { useOnline } from '@/lib/use-online';
