import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HotelImage, defaultHotelImage } from './safe-image';

describe('HotelImage', () => {
  it('when the photo loads, then it is shown', () => {
    render(<HotelImage src="/images/hotels/delhi-1.svg" alt="Suvarna Delhi" />);
    expect(screen.getByRole('img', { name: 'Suvarna Delhi' })).toHaveAttribute('src', '/images/hotels/delhi-1.svg');
  });

  it('when the photo fails to load, then the default hotel image replaces it', () => {
    render(<HotelImage src="/images/hotels/missing.jpg" alt="Suvarna Shimla" />);
    fireEvent.error(screen.getByRole('img', { name: 'Suvarna Shimla' }));
    expect(screen.getByRole('img', { name: 'Suvarna Shimla' })).toHaveAttribute('src', defaultHotelImage);
  });

  it('when there is no photo, then the default hotel image is shown', () => {
    render(<HotelImage src={undefined} alt="Suvarna Kaza" />);
    expect(screen.getByRole('img', { name: 'Suvarna Kaza' })).toHaveAttribute('src', defaultHotelImage);
  });
});
