import type { LocaleCode } from '../../../common/locales';

// A seeded article: the same text in every language, written as plain paragraphs (the seed wraps them in <p>).

export interface SeedText {
  title: string;
  desc: string;
  paragraphs: readonly string[];
}

export interface SeedArticle {
  id: number;
  translations: Readonly<Record<LocaleCode, SeedText>>;
}
