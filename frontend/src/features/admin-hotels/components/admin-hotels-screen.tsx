import type { Hotel } from '@suvarna/contracts';
import { useEffect, useMemo, useState } from 'react';
import { LoadingView } from '../../../components/feedback/loading-view';
import { Button } from '../../../components/ui/button';
import { BuildingIcon, CheckIcon } from '../../../components/ui/icons';
import { useDeleteAdminHotelMutation, useGetAdminHotelsQuery } from '../api/admin-hotels-api';
import { summarizeHotels } from '../hotel-form-values';
import { AdminHotelCard } from './admin-hotel-card';
import { HotelFormDialog } from './hotel-form-dialog';
import { HotelSummaryTiles } from './hotel-summary-tiles';
import { InventoryWarningList } from './inventory-warning-list';
import type { InventoryWarning } from '../inventory-warnings';
import styles from './admin-hotels-screen.module.css';

export const noHotelsTitle = 'No Hotels Found';
export const deleteHotelFailureText = 'Failed to delete hotel';

/** Spec: the confirm prompt names the hotel in quotes. */
export function deleteConfirmText(name: string): string {
  return `Are you sure you want to delete "${name}"?`;
}

type Editor = { mode: 'add' } | { mode: 'edit'; hotel: Hotel } | null;

export interface AdminHotelsScreenProps {
  /** Spec: admin pages load their data only when authenticated. */
  isAuthenticated: boolean;
}

/** Spec: Admin hotels. Summary tiles, the list with View, Edit and Delete, and the add/edit form. */
export function AdminHotelsScreen({ isAuthenticated }: AdminHotelsScreenProps) {
  const { data, isLoading, error } = useGetAdminHotelsQuery(undefined, { skip: !isAuthenticated });
  const [deleteHotel] = useDeleteAdminHotelMutation();
  const [editor, setEditor] = useState<Editor>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [savedWarnings, setSavedWarnings] = useState<{ name: string; warnings: readonly InventoryWarning[] } | null>(null);
  const hotels = useMemo(() => data ?? [], [data]);
  const totals = useMemo(() => summarizeHotels(hotels), [hotels]);

  // Spec: a failed hotel list load is only logged; the page shows its empty state.
  useEffect(() => {
    if (error) console.error('Failed to load hotels', error);
  }, [error]);

  const confirmDelete = async (hotel: Hotel) => {
    if (!window.confirm(deleteConfirmText(hotel.name))) return;
    setNotice(null);
    setSavedWarnings(null);
    setDeletingId(hotel.id);
    try {
      await deleteHotel(hotel.id).unwrap();
      setNotice(`"${hotel.name}" has been deleted.`);
    } catch {
      window.alert(deleteHotelFailureText);
    } finally {
      setDeletingId(null);
    }
  };

  const saved = (hotel: Hotel, mode: 'added' | 'updated', warnings: readonly InventoryWarning[] = []) => {
    setEditor(null);
    setNotice(`"${hotel.name}" has been ${mode}.`);
    setSavedWarnings(warnings.length > 0 ? { name: hotel.name, warnings } : null);
  };

  return (
    <div className={styles.screen}>
      <HotelSummaryTiles totals={totals} />

      <div className={styles.toolbar}>
        <div>
          <h2 className={styles.title}>All Properties</h2>
          <p className={styles.subtitle}>Open, pre-opening and inactive hotels across the chain.</p>
        </div>
        <Button onClick={() => setEditor({ mode: 'add' })} icon={<span aria-hidden="true">+</span>}>
          Add New Hotel
        </Button>
      </div>

      {notice ? (
        <p className={styles.notice} role="status">
          <CheckIcon className={styles.noticeIcon} />
          <span>{notice}</span>
        </p>
      ) : null}
      {savedWarnings ? <InventoryWarningList title={`"${savedWarnings.name}" now has fewer rooms than are already booked on some nights.`} warnings={savedWarnings.warnings} /> : null}

      {isLoading ? (
        <LoadingView text="Loading hotels..." size="section" />
      ) : hotels.length === 0 ? (
        <div className={styles.empty}>
          <span className={styles.emptyIcon} aria-hidden="true">
            <BuildingIcon />
          </span>
          <h3 className={styles.emptyTitle}>{noHotelsTitle}</h3>
          <p className={styles.emptyText}>Add the first property to see it listed here and on the public pages.</p>
          <Button variant="secondary" onClick={() => setEditor({ mode: 'add' })}>
            Add New Hotel
          </Button>
        </div>
      ) : (
        <ul className={styles.grid} aria-label="Hotels">
          {hotels.map((hotel) => (
            <li key={hotel.id} className={styles.item}>
              <AdminHotelCard hotel={hotel} onEdit={(chosen) => setEditor({ mode: 'edit', hotel: chosen })} onDelete={(chosen) => void confirmDelete(chosen)} deleting={deletingId === hotel.id} />
            </li>
          ))}
        </ul>
      )}

      {editor ? <HotelFormDialog key={editor.mode === 'edit' ? editor.hotel.id : 'new'} hotel={editor.mode === 'edit' ? editor.hotel : undefined} onClose={() => setEditor(null)} onSaved={saved} /> : null}
    </div>
  );
}
