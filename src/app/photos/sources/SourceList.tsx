import type { PhotoSource } from '../../../shared/catalog/photoSources';
import { userMessage } from '../../../shared/errors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { connectAddress } from './connectAddress';
import styles from './PhotoSources.module.css';
import { useDisconnectSource, useImportTokens } from './sourceQueries';

/** Every external source, connected or not, with what can be done with it. */
export function SourceList({
  sources,
  onBrowse,
}: {
  sources: readonly PhotoSource[];
  onBrowse: (source: PhotoSource) => void;
}) {
  const tokens = useImportTokens();
  const disconnect = useDisconnectSource();
  const connected = new Set(
    tokens.data?.items.filter((t) => t.connected).map((t) => t.sourceId) ?? [],
  );
  // Back here once the source lets us in: the library the dialog was opened from.
  const returnTo = () => `${window.location.pathname}${window.location.search}`;
  return (
    <>
      {tokens.isError ? <Alert inline>{userMessage(tokens.error)}</Alert> : null}
      {disconnect.isError ? <Alert inline>{userMessage(disconnect.error)}</Alert> : null}
      <ul className={styles.sources} aria-label="Photo sources" aria-busy={tokens.isPending}>
        {sources.map((source) => {
          const isConnected = connected.has(source.id);
          return (
            <li key={source.id} className={styles.source} aria-label={source.name}>
              <span className={styles.sourceName}>{source.name}</span>
              <span className={styles.sourceState}>
                {tokens.isPending ? 'Checking…' : isConnected ? 'Connected' : 'Not connected'}
              </span>
              {isConnected ? (
                <>
                  <Button onPress={() => onBrowse(source)}>Choose photos</Button>
                  <Button
                    variant="secondary"
                    isPending={disconnect.isPending && disconnect.variables === source.id}
                    onPress={() => disconnect.mutate(source.id)}
                  >
                    Disconnect
                  </Button>
                </>
              ) : (
                <Button
                  isDisabled={tokens.isPending}
                  onPress={() => window.location.assign(connectAddress(source, returnTo()))}
                >
                  Connect
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
