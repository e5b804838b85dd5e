// Moved to src/lib so other areas (news) share it.
export { useDateTime } from '@/lib/use-date-time';
