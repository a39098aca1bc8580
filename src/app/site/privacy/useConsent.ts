import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../apiContext';
import { consentQuery } from './consentQuery';

/** The visitor's consent; undefined while unknown (then nothing optional runs, no banner shows). */
export function useConsent() {
  return useQuery(consentQuery(useApi())).data;
}
