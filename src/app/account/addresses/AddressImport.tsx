import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { addressCsvTemplate } from '../../../shared/addresses/addressCsv';
import { userMessage } from '../../../shared/errors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import styles from './Addresses.module.css';
import { type ImportResult, newIdempotencyKey, useImportAddresses } from './addressQueries';

const ACCEPTED = ['.csv', 'text/csv', 'text/plain', 'application/vnd.ms-excel'];

function templateHref(): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(addressCsvTemplate())}`;
}

/** Imports a recipients CSV and lists every row that was left out, with the reason. */
export function AddressImport() {
  const importFile = useImportAddresses();
  const [fileName, setFileName] = useState<string | null>(null);
  return (
    <section aria-labelledby="address-import-title" className={styles.import}>
      <h3 id="address-import-title" className={styles.subTitle}>
        Import addresses from a spreadsheet
      </h3>
      <p className={styles.muted}>
        Save your spreadsheet as CSV with a header row (first name, last name, address, city, state,
        postal code, country). Rows with a problem are listed so you can fix them and import them
        again; the others are saved.{' '}
        <a href={templateHref()} download="addresses-template.csv" className={styles.link}>
          Download the CSV template
        </a>
      </p>
      <div className={styles.importActions}>
        <FileTrigger
          acceptedFileTypes={ACCEPTED}
          onSelect={(files) => {
            const file = files?.[0];
            if (!file) return;
            setFileName(file.name);
            // A new key per chosen file: re-sending this one after a lost answer imports it once.
            importFile.mutate({ file, key: newIdempotencyKey() });
          }}
        >
          <Button variant="secondary" isPending={importFile.isPending} pendingLabel="Importing">
            Import CSV…
          </Button>
        </FileTrigger>
        {fileName ? <span className={styles.muted}>{fileName}</span> : null}
      </div>
      {importFile.isError ? <Alert>{userMessage(importFile.error)}</Alert> : null}
      {importFile.data ? <ImportSummary result={importFile.data} /> : null}
    </section>
  );
}

function ImportSummary({ result }: { result: ImportResult }) {
  const saved =
    result.created === 1 ? '1 address was imported.' : `${result.created} addresses were imported.`;
  return (
    <div role="status" className={styles.summary}>
      <p className={styles.success}>{saved}</p>
      {result.failed.length > 0 ? (
        <>
          <p className={styles.summaryWarning}>
            {result.failed.length === 1
              ? '1 row was not imported:'
              : `${result.failed.length} rows were not imported:`}
          </p>
          <ul className={styles.rejected} aria-label="Rows not imported">
            {result.failed.map((failure) => (
              <li key={failure.row}>
                <strong>Row {failure.row}:</strong> {failure.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
