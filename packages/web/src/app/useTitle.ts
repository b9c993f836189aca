import { useEffect } from 'react';
import { productTitle } from './config';

/** Every page shares one title; a page may add a suffix such as the manager's tagline. */
export function useTitle(suffix?: string): void {
  useEffect(() => {
    document.title = suffix ? `${productTitle()} - ${suffix}` : productTitle();
  }, [suffix]);
}
