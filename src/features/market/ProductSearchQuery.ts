// The instrument search's rules live in src/lib/search-query.ts, shared with the company search.
export * from '@/lib/search-query';
