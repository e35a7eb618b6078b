import type { ChangeEvent } from 'react';
import { TextField } from '../../../components/ui/form-fields';
import { blankRoom } from '../hotel-form-values';
import type { HotelFormErrors, RoomFormValues } from '../hotel-form-values';
import styles from './rooms-editor.module.css';

export interface RoomsEditorProps {
  rooms: readonly RoomFormValues[];
  onChange: (rooms: RoomFormValues[]) => void;
  errors: HotelFormErrors;
  disabled?: boolean;
}

/** The hotel's room types: each with a name, nightly price in rupees, capacity, rooms available and a note. */
export function RoomsEditor({ rooms, onChange, errors, disabled }: RoomsEditorProps) {
  const update = (index: number, field: keyof RoomFormValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    onChange(rooms.map((room, at) => (at === index ? { ...room, [field]: value } : room)));
  };
  const remove = (index: number) => onChange(rooms.filter((_, at) => at !== index));

  return (
    <fieldset className={styles.editor} disabled={disabled}>
      <legend className={styles.legend}>Rooms</legend>
      {errors.rooms ? <p className={styles.error}>{errors.rooms}</p> : null}
      <ol className={styles.rooms}>
        {rooms.map((room, index) => {
          const error = (field: string) => errors[`rooms.${index}.${field}`];
          return (
            <li key={index} className={styles.room}>
              <fieldset className={styles.roomFields}>
              <legend className={styles.roomTitle}>Room {index + 1}</legend>
              {rooms.length > 1 ? (
                <button type="button" className={styles.remove} onClick={() => remove(index)} aria-label={`Remove room ${index + 1}`}>
                  Remove
                </button>
              ) : null}
              <div className={styles.grid}>
                <TextField label="Room type" className={styles.wide} value={room.type} onChange={update(index, 'type')} error={error('type')} required placeholder="e.g. Deluxe Room" />
                <TextField label="Price (₹ per night)" type="number" inputMode="numeric" min={1} step={1} value={room.price} onChange={update(index, 'price')} error={error('price')} required />
                <TextField label="Capacity" type="number" inputMode="numeric" min={1} max={20} step={1} value={room.capacity} onChange={update(index, 'capacity')} error={error('capacity')} required />
                <TextField label="Available" type="number" inputMode="numeric" min={0} step={1} value={room.available} onChange={update(index, 'available')} error={error('available')} required />
                <TextField label="Room description" className={styles.wide} value={room.description} onChange={update(index, 'description')} error={error('description')} placeholder="Optional" />
              </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" className={styles.add} onClick={() => onChange([...rooms, blankRoom()])}>
        <span aria-hidden="true">+</span> Add Room Type
      </button>
    </fieldset>
  );
}
