import { hotelStatuses, shownRatingText } from '@suvarna/contracts';
import type { Hotel, HotelStatus } from '@suvarna/contracts';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Select, TextArea, TextField } from '../../../components/ui/form-fields';
import { AlertIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { errorDetail } from '../../../lib/api-errors';
import { useAddAdminHotelMutation, useUpdateAdminHotelMutation } from '../api/admin-hotels-api';
import { useCheckInventoryMutation } from '../api/inventory-api';
import { emptyHotelForm, formFromHotel, toHotelBody, validateHotelForm } from '../hotel-form-values';
import type { HotelFormErrors, HotelFormValues } from '../hotel-form-values';
import type { InventoryWarning } from '../inventory-warnings';
import { InventoryWarningList } from './inventory-warning-list';
import { ListEditor } from './list-editor';
import { RoomsEditor } from './rooms-editor';
import styles from './hotel-form-dialog.module.css';

export const addHotelFailureText = 'Failed to add hotel';
export const updateHotelFailureText = 'Failed to update hotel';

const adminStatusOptions: { value: HotelStatus; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'pre-opening', label: 'Pre-Opening' },
  { value: 'inactive', label: 'Inactive' },
];

function isHotelStatus(value: string): value is HotelStatus {
  return (hotelStatuses as readonly string[]).includes(value);
}

type TextFieldName = 'name' | 'type' | 'location' | 'state' | 'rating' | 'description' | 'openingDate' | 'latitude' | 'longitude';

export interface HotelFormDialogProps {
  /** The hotel being edited; without it the dialog adds a new one. */
  hotel?: Hotel;
  onClose: () => void;
  /**
   * Called with the saved hotel once the server accepts it, and the room types whose new count is below what
   * some nights have already sold (bookings are kept; those nights sell no more).
   */
  onSaved: (hotel: Hotel, mode: 'added' | 'updated', inventoryWarnings?: readonly InventoryWarning[]) => void;
}

/**
 * The add and edit form (spec: Add hotel). The same rules as the catalog's are checked before sending;
 * a refused save raises the spec's alert and shows the server's reason in the form.
 */
export function HotelFormDialog({ hotel, onClose, onSaved }: HotelFormDialogProps) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<HotelFormValues>(() => (hotel ? formFromHotel(hotel) : emptyHotelForm()));
  const [errors, setErrors] = useState<HotelFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [addHotel, { isLoading: adding }] = useAddAdminHotelMutation();
  const [updateHotel, { isLoading: updating }] = useUpdateAdminHotelMutation();
  const [checkInventory, { isLoading: checking }] = useCheckInventoryMutation();
  // Room counts below what is already sold: shown before saving; a second press saves those same counts.
  const [inventoryWarnings, setInventoryWarnings] = useState<{ rooms: string; warnings: readonly InventoryWarning[] } | null>(null);
  const saving = adding || updating || checking;
  const editing = hotel !== undefined;
  // A future hotel keeps its status when edited, though the form does not offer it for new hotels.
  const statusOptions = values.status === 'future' ? [...adminStatusOptions, { value: 'future' as const, label: 'Future' }] : adminStatusOptions;
  const showsOpeningDate = values.status === 'pre-opening' || values.status === 'future';

  const set = <Key extends keyof HotelFormValues>(field: Key, value: HotelFormValues[Key]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const stale = Object.keys(current).filter((key) => key === field || key.startsWith(`${field}.`));
      if (stale.length === 0) return current;
      const next = { ...current };
      for (const key of stale) delete next[key];
      return next;
    });
  };
  const change = (field: TextFieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field, event.target.value);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const body = toHotelBody(values, hotel);
    const problems = validateHotelForm(body);
    if (problems) {
      setErrors(problems);
      // Focus the first control the browser marks invalid, in the order of the form.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    let warnings: readonly InventoryWarning[] = [];
    if (hotel) {
      const rooms = (body.rooms ?? []).map((room) => ({ type: room.type.trim(), available: Number(room.available) }));
      const key = JSON.stringify(rooms);
      if (inventoryWarnings?.rooms === key) {
        warnings = inventoryWarnings.warnings;
      } else {
        try {
          warnings = (await checkInventory({ hotel_id: hotel.id, rooms }).unwrap()).warnings;
        } catch (error) {
          // The check only informs: when the booking service cannot answer, the save goes ahead.
          console.warn('Inventory check failed', error);
        }
        if (warnings.length > 0) {
          setInventoryWarnings({ rooms: key, warnings });
          return;
        }
        setInventoryWarnings(null);
      }
    }
    try {
      const saved = hotel ? await updateHotel({ id: hotel.id, body }).unwrap() : await addHotel(body).unwrap();
      onSaved(saved, hotel ? 'updated' : 'added', warnings);
    } catch (error) {
      const fallback = editing ? updateHotelFailureText : addHotelFailureText;
      window.alert(fallback);
      setFailure(errorDetail(error, fallback));
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      closeOnBackdrop={!saving}
      size="lg"
      title={editing ? 'Edit Hotel' : 'Add New Hotel'}
      description={hotel ? `Changes to ${hotel.name} appear on the public pages as soon as they are saved.` : 'Fields marked * are required. Empty image and amenity rows are left out.'}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving} busy={saving}>
            {saving ? 'Saving...' : !editing ? 'Add Hotel' : inventoryWarnings ? 'Save Anyway' : 'Save Changes'}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        {failure ? (
          <p className={styles.failure} role="alert">
            <AlertIcon className={styles.failureIcon} />
            <span>{failure}</span>
          </p>
        ) : null}

        <fieldset className={styles.section} disabled={saving}>
          <legend className={styles.sectionTitle}>The Property</legend>
          <div className={styles.grid}>
            <TextField label="Hotel Name" name="name" required value={values.name} onChange={change('name')} error={errors.name} className={styles.wide} placeholder="e.g. Suvarna Palace Jaipur" />
            <TextField label="Type" name="type" required value={values.type} onChange={change('type')} error={errors.type} placeholder="e.g. Heritage Palace Hotel" />
            <Select label="Status" name="status" options={statusOptions} value={values.status} onChange={(event) => {
                if (isHotelStatus(event.target.value)) set('status', event.target.value);
              }} error={errors.status} />
            <TextField label="Location" name="location" required value={values.location} onChange={change('location')} error={errors.location} placeholder="City" />
            <TextField label="State" name="state" required value={values.state} onChange={change('state')} error={errors.state} />
            <TextField
              label="Latitude"
              name="latitude"
              inputMode="decimal"
              value={values.latitude}
              onChange={change('latitude')}
              error={errors['coordinates.lat'] ?? errors.coordinates}
              hint="Degrees north, for the map pin (e.g. 26.9124)"
            />
            <TextField
              label="Longitude"
              name="longitude"
              inputMode="decimal"
              value={values.longitude}
              onChange={change('longitude')}
              error={errors['coordinates.lng']}
              hint="Degrees east (e.g. 75.7873)"
            />
            <TextField
              label="Rating"
              name="rating"
              type="number"
              inputMode="decimal"
              step={0.1}
              min={values.status === 'future' ? 0 : 1}
              max={5}
              value={values.rating}
              onChange={change('rating')}
              error={errors.rating}
              hint={
                hotel?.shownRating.source === 'reviews'
                  ? `From 1 to 5. Guests see the reviews' average instead (${shownRatingText(hotel.shownRating).score}, ${shownRatingText(hotel.shownRating).basis}).`
                  : 'From 1 to 5. Shown to guests as "Hotel rating" until the hotel has reviews.'
              }
            />
            {showsOpeningDate ? (
              <TextField label="Opening Date" name="openingDate" type="date" value={values.openingDate} onChange={change('openingDate')} error={errors.openingDate} />
            ) : null}
            <TextArea label="Description" name="description" rows={4} value={values.description} onChange={change('description')} error={errors.description} className={styles.wide} />
          </div>
        </fieldset>

        <fieldset className={styles.section} disabled={saving}>
          <legend className={styles.sectionTitle}>Gallery & Highlights</legend>
          <div className={styles.lists}>
            <ListEditor label="Images" itemLabel="Image URL" type="url" values={values.images} onChange={(images) => set('images', images)} error={errors.images} placeholder="e.g. /images/hotels/jaipur-1.svg" hint="An address starting with https:// or a site path starting with /." />
            <ListEditor label="Amenities" itemLabel="Amenity" values={values.amenities} onChange={(amenities) => set('amenities', amenities)} error={errors.amenities} placeholder="e.g. Spa" />
            <ListEditor label="Features" itemLabel="Feature" values={values.features} onChange={(features) => set('features', features)} error={errors.features} placeholder="e.g. Rooftop dining facing the Aravalli hills" />
          </div>
        </fieldset>

        <div className={styles.section}>
          {inventoryWarnings ? (
            <InventoryWarningList
              title="Some nights already have more bookings than these room counts. Save Anyway keeps every booking; change the counts to avoid it."
              warnings={inventoryWarnings.warnings}
            />
          ) : null}
          <RoomsEditor rooms={values.rooms} onChange={(rooms) => set('rooms', rooms)} errors={errors} disabled={saving} />
        </div>
      </form>
    </Modal>
  );
}
