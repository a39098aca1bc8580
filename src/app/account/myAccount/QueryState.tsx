import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { userMessage } from '../../../shared/errors';
import { Alert } from '../../ui/Alert';
import styles from './MyAccount.module.css';

/** A panel's data in its three states: the failure as an alert, a loading line, or the data. */
export function QueryState<T>({
  query,
  loading,
  children,
}: {
  query: UseQueryResult<T>;
  /** What is being loaded, said while it is ("Loading your orders…"). */
  loading: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return <Alert>{userMessage(query.error)}</Alert>;
  }
  if (query.data === undefined) return <p className={styles.muted}>{loading}</p>;
  return children(query.data);
}
