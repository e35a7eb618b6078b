import { formatRupees, formatStayDate } from '@suvarna/contracts';
import { useState } from 'react';
import { FormOutcome, type Outcome } from '../../../components/feedback/form-outcome';
import { Button } from '../../../components/ui/button';
import { errorDetail } from '../../../lib/api-errors';
import { useDownloadTaxDocumentMutation, useTaxDocumentsQuery } from '../api/tax-documents-api';
import styles from './tax-documents.module.css';

export interface TaxDocumentsProps {
  bookingId: string;
}

/** The booking's GST tax invoice and credit notes, each a PDF to download (the guest's own, or any for admins). */
export function TaxDocuments({ bookingId }: TaxDocumentsProps) {
  const { data, isLoading, isError } = useTaxDocumentsQuery(bookingId);
  const [download, downloading] = useDownloadTaxDocumentMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const save = async (number: string, kind: string) => {
    setOutcome(null);
    const result = await download({ bookingId, number });
    if ('error' in result) {
      setOutcome({ kind: 'error', message: errorDetail(result.error, 'The document could not be downloaded. Please try again.') });
      return;
    }
    const link = document.createElement('a');
    link.href = result.data;
    link.download = `suvarna-${kind === 'invoice' ? 'invoice' : 'credit-note'}-${number.replace(/\//g, '-')}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(result.data), 60_000);
  };

  if (isLoading) return <p className={styles.muted}>Loading your tax documents…</p>;
  if (isError || !data) return <p className={styles.muted}>Your tax invoice could not be loaded just now.</p>;
  if (data.documents.length === 0) return <p className={styles.muted}>Your GST tax invoice is issued as soon as the payment is recorded.</p>;
  return (
    <>
      <ul className={styles.list} aria-label="Tax documents">
        {data.documents.map((d) => {
          const title = d.kind === 'invoice' ? 'GST tax invoice' : 'GST credit note';
          return (
            <li key={d.number} className={styles.item}>
              <span>
                <strong>{title}</strong> {d.number}
                <span className={styles.muted}>
                  {formatStayDate(d.issue_date)} · {formatRupees(d.total)}
                  {d.refers_to ? ` · against ${d.refers_to}` : ''}
                  {d.credited ? ' · cancelled by a credit note' : ''}
                </span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void save(d.number, d.kind)}
                disabled={downloading.isLoading}
                aria-label={`Download PDF: ${title} ${d.number}`}
              >
                Download PDF
              </Button>
            </li>
          );
        })}
      </ul>
      <FormOutcome outcome={outcome} />
    </>
  );
}
