import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImageCarousel } from './image-carousel';

const images = ['/images/hotels/jaipur-1.svg', '/images/hotels/jaipur-2.svg', '/images/hotels/jaipur-3.svg'];

function currentSlide() {
  return screen.getAllByRole('group', { hidden: true }).find((slide) => slide.getAttribute('aria-hidden') !== 'true');
}

describe('ImageCarousel', () => {
  it('when next, previous and a dot are pressed, then the shown photo follows and wraps around', async () => {
    const user = userEvent.setup();
    render(<ImageCarousel images={images} name="Suvarna Rajmahal Jaipur" />);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');

    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    expect(screen.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');

    await user.click(screen.getByRole('button', { name: 'Show image 1 of 3' }));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });

  it('when the carousel has focus, then the arrow keys browse the photos', async () => {
    const user = userEvent.setup();
    render(<ImageCarousel images={images} name="Suvarna Rajmahal Jaipur" />);
    const carousel = screen.getByRole('region', { name: 'Photos of Suvarna Rajmahal Jaipur' });
    await user.tab();
    expect(carousel).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('when a photo fails to load or there are none, then the default hotel artwork is shown', () => {
    const { unmount } = render(<ImageCarousel images={['/images/hotels/missing.jpg']} name="Suvarna Rajmahal Jaipur" />);
    const photo = screen.getByRole('img', { name: /photo 1 of 1/ });
    fireEvent.error(photo);
    expect(photo).toHaveAttribute('src', '/images/hotels/default-hotel.svg');
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    unmount();

    render(<ImageCarousel images={[]} name="Suvarna Rajmahal Jaipur" />);
    expect(screen.getByRole('img', { name: /photo 1 of 1/ })).toHaveAttribute('src', '/images/hotels/default-hotel.svg');
  });
});
