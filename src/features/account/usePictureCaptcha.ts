import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { captchaQuery } from './queries';

export interface PictureCaptcha {
  /** The picture and its key; null while one loads or after a failure. */
  captcha: { key: string; src: string } | null;
  failed: boolean;
  /** A new picture: on request, and after a refused attempt (each is single-use). */
  renew: () => void;
}

/** The picture captcha's life cycle on the register form, while the operator asks for one (`enabled`). */
export function usePictureCaptcha(enabled: boolean): PictureCaptcha {
  const [round, setRound] = useState(0);
  const { data, isError } = useQuery({ ...captchaQuery(round), enabled });
  return { captcha: data ?? null, failed: isError, renew: () => setRound((count) => count + 1) };
}
