import { bookingStatuses, indiaToday } from '@suvarna/contracts';
import type { AdminBookingPage, Booking, BookingStatus } from '@suvarna/contracts';
import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadingView } from '../../../components/feedback/loading-view';
import { Button } from '../../../components/ui/button';
import { CalendarIcon, CheckIcon } from '../../../components/ui/icons';
import { Select, TextField } from '../../../components/ui/form-fields';
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update';
import { useAppDispatch } from '../../../app/hooks';
import { adminBookingsApi, useGetAdminBookingsQuery } from '../api/admin-bookings-api';
import type { AdminBookingQuery } from '../api/admin-bookings-api';
import { bookingsToCsv, csvFileName, downloadText } from '../bookings-csv';
import { statusLabels } from '../booking-labels';
import { BookingDetailDialog, type BookingDetailDialogProps } from './booking-detail-dialog';
import { BookingSummaryTiles } from './booking-summary-tiles';
import { BookingTable } from './booking-table';
import styles from './admin-bookings-screen.module.css';

export const noBookingsTitle = 'No Bookings Found';
export const noMatchingBookingsTitle = 'No Matching Bookings';
export const PAGE_SIZE = 20;
const EXPORT_PAGE_SIZE = 100;

const statusOptions = [{ value: 'all', label: 'All statuses' }, ...bookingStatuses.map((s) => ({ value: s, label: statusLabels[s] }))];

function readStatus(value: string | null): BookingStatus | 'all' {
  return (bookingStatuses as readonly string[]).includes(value ?? '') ? (value as BookingStatus) : 'all';
}

/** The list's query lives in the address, so a filtered view can be reloaded and shared. */
function useListQuery() {
  const [params] = useSearchParams();
  // Two quick changes (a date picked while a search waits) both land: each starts from the address as it is now.
  const updateParams = useSearchParamsUpdate();
  const query = {
    q: params.get('q') ?? '',
    status: readStatus(params.get('status')),
    checkInFrom: params.get('from') ?? '',
    checkInTo: params.get('to') ?? '',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
  const update = (changes: Partial<Record<'q' | 'status' | 'from' | 'to' | 'page', string>>) => {
    updateParams(
      (next) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value && !(key === 'status' && value === 'all') && !(key === 'page' && value === '1')) next.set(key, value);
          else next.delete(key);
        }
        // Any change of search or filter starts again on the first page.
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };
  return { query, update };
}

export interface AdminBookingsScreenProps {
  /** Spec: admin pages load their data only when authenticated. */
  isAuthenticated: boolean;
  /** The GST invoice and credit notes of a paid booking, in its detail dialog (handed in by the route). */
  taxDocuments?: BookingDetailDialogProps['taxDocuments'];
}

/**
 * Spec: Admin bookings. Summary tiles, search, status and check-in date filters, the bookings (a table; cards
 * on a phone), pages, the detail dialog with Confirm, Complete and cancellation, and a working CSV export
 * of the filtered list.
 */
export function AdminBookingsScreen({ isAuthenticated, taxDocuments }: AdminBookingsScreenProps) {
  const { query, update } = useListQuery();
  const [searchText, setSearchText] = useState(query.q);
  const [opened, setOpened] = useState<Booking | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const dispatch = useAppDispatch();

  const listQuery: AdminBookingQuery = { ...query, pageSize: PAGE_SIZE };
  const { data, isLoading, isFetching, error, refetch } = useGetAdminBookingsQuery(listQuery, { skip: !isAuthenticated });

  // The search is sent a moment after typing stops, onto the filters as they are then (not as they were).
  const commitSearch = useEffectEvent(() => {
    if (searchText.trim() !== query.q.trim()) update({ q: searchText.trim() });
  });
  useEffect(() => {
    const timer = setTimeout(commitSearch, 300);
    return () => clearTimeout(timer);
  }, [searchText]);

  // Spec §8: a failed booking list load is only logged; the page shows its empty state.
  useEffect(() => {
    if (error) console.error('Failed to load bookings', error);
  }, [error]);

  const page: AdminBookingPage | undefined = data;
  const bookings = page?.bookings ?? [];
  const filtered = Boolean(query.q || query.status !== 'all' || query.checkInFrom || query.checkInTo);
  const pages = page ? Math.max(1, Math.ceil(page.total / page.page_size)) : 1;

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const all: Booking[] = [];
      for (let n = 1; ; n++) {
        const result = await dispatch(adminBookingsApi.endpoints.getAdminBookings.initiate({ ...query, page: n, pageSize: EXPORT_PAGE_SIZE }, { subscribe: false, forceRefetch: true })).unwrap();
        all.push(...result.bookings);
        if (result.bookings.length === 0 || all.length >= result.total) break;
      }
      downloadText(csvFileName(indiaToday(), query.status), bookingsToCsv(all));
      setNotice(`Exported ${all.length.toLocaleString('en-IN')} ${all.length === 1 ? 'booking' : 'bookings'} to CSV.`);
    } catch (cause) {
      console.error('Failed to export bookings', cause);
      setExportError('Failed to export bookings. Please try again.');
    } finally {
      setExporting(false);
    }
  };

  const clearFilters = () => {
    setSearchText('');
    update({ q: '', status: 'all', from: '', to: '' });
  };

  return (
    <div className={styles.screen}>
      <BookingSummaryTiles summary={page?.summary} />

      <div className={styles.toolbar}>
        <div>
          <h2 className={styles.title}>All Bookings</h2>
          <p className={styles.subtitle}>Every reservation across the chain, newest first.</p>
        </div>
        <Button variant="secondary" onClick={() => void exportCsv()} busy={exporting} disabled={exporting || !page || page.total === 0}>
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>

      <form className={styles.filters} role="search" aria-label="Filter bookings" onSubmit={(event) => {
        event.preventDefault();
        update({ q: searchText.trim() });
      }}>
        <TextField
          className={styles.search}
          label="Search"
          type="search"
          placeholder="Code, guest, e-mail or hotel"
          value={searchText}
          maxLength={100}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <Select className={styles.status} label="Status" options={statusOptions} value={query.status} onChange={(event) => update({ status: event.target.value })} />
        <TextField label="Check-in from" type="date" value={query.checkInFrom} max={query.checkInTo || undefined} onChange={(event) => update({ from: event.target.value })} />
        <TextField label="Check-in to" type="date" value={query.checkInTo} min={query.checkInFrom || undefined} onChange={(event) => update({ to: event.target.value })} />
        {filtered ? (
          <Button variant="ghost" size="sm" className={styles.clear} onClick={clearFilters}>
            Clear filters
          </Button>
        ) : null}
      </form>

      <div aria-live="polite" className={styles.live}>
        {notice ? (
          <p className={styles.notice} role="status">
            <CheckIcon className={styles.noticeIcon} />
            <span>{notice}</span>
          </p>
        ) : null}
        {exportError ? (
          <p className={styles.error} role="alert">
            {exportError}
          </p>
        ) : null}
      </div>

      {isLoading ? (
        <LoadingView text="Loading bookings..." size="section" />
      ) : bookings.length === 0 ? (
        <div className={styles.empty}>
          <span className={styles.emptyIcon} aria-hidden="true">
            <CalendarIcon />
          </span>
          <h3 className={styles.emptyTitle}>{filtered ? noMatchingBookingsTitle : noBookingsTitle}</h3>
          <p className={styles.emptyText}>
            {filtered ? 'No booking matches this search and these filters. Try other words or clear the filters.' : 'Reservations appear here as soon as guests book.'}
          </p>
          {filtered ? (
            <Button variant="secondary" onClick={clearFilters}>
              Clear filters
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {page!.total.toLocaleString('en-IN')} {page!.total === 1 ? 'booking' : 'bookings'}
            {filtered ? ' match' : ''}
            {isFetching ? ' · updating…' : ''}
          </p>
          <BookingTable bookings={bookings} onOpen={setOpened} />
          {pages > 1 ? (
            <nav className={styles.pager} aria-label="Booking pages">
              <Button variant="secondary" size="sm" disabled={query.page <= 1} onClick={() => update({ page: String(query.page - 1) })}>
                Previous
              </Button>
              <span className={styles.pageText}>
                Page {query.page} of {pages}
              </span>
              <Button variant="secondary" size="sm" disabled={query.page >= pages} onClick={() => update({ page: String(query.page + 1) })}>
                Next
              </Button>
            </nav>
          ) : null}
        </>
      )}

      {opened ? (
        <BookingDetailDialog
          key={opened.id}
          booking={opened}
          onClose={() => {
            setOpened(null);
            // A refund confirmed while the dialog was open changes the list and the tiles.
            void refetch();
          }}
          onChanged={setNotice}
          taxDocuments={taxDocuments}
        />
      ) : null}
    </div>
  );
}
