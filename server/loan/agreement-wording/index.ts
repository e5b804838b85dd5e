import type { LocaleCode } from '../../../common/locales';
import { ar } from './ar';
import { cs } from './cs';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { hi } from './hi';
import { hk } from './hk';
import { id } from './id';
import { it } from './it';
import { jp } from './jp';
import { kr } from './kr';
import { my } from './my';
import { pt } from './pt';
import { ru } from './ru';
import { spa } from './spa';
import { th } from './th';
import { tr } from './tr';
import type { AgreementWording } from './types';
import { vn } from './vn';

export type { AgreementClauses, AgreementPdfLabels, AgreementWording } from './types';

/** The agreement's wording in each of the product's languages (the record type makes a missing one a type error). */
export const AGREEMENT_WORDING: Readonly<Record<LocaleCode, AgreementWording>> = {
  hk,
  en,
  jp,
  kr,
  th,
  vn,
  fr,
  de,
  ru,
  spa,
  pt,
  ar,
  it,
  tr,
  id,
  my,
  hi,
  cs,
};
