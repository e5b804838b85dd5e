import { createFileRoute } from '@tanstack/react-router';
import { FairPricesScreen } from '@/features/fair-prices/FairPricesScreen';

// Open to everyone (guests and demo users too): how any price that decided a trade can be checked (issue 37).
export const Route = createFileRoute('/mine/fair-prices')({ component: FairPricesScreen });
