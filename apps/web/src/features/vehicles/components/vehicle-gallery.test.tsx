import type { GalleryImage } from '@carmarket/shared/vehicle-detail';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PhotoViewer } from './photo-viewer';
import { VehicleGallery } from './vehicle-gallery';

const images: GalleryImage[] = [1, 2, 3].map((n) => ({
  path: `/uploads/${n}-1280.webp`,
  srcSet: `/uploads/${n}-320.webp 320w, /uploads/${n}-640.webp 640w, /uploads/${n}-1280.webp 1280w`,
  thumbnailPath: `/uploads/${n}-320.webp`,
  width: 1280,
  height: 960,
}));
const media = { threeSixty: '/uploads/spin.jpg', video: '/uploads/walkaround.mp4' };

function stroke(target: Element, from: number, to: number, pointerType = 'touch') {
  fireEvent.pointerDown(target, { pointerId: 1, clientX: from, clientY: 100, pointerType });
  fireEvent.pointerUp(target, { pointerId: 1, clientX: to, clientY: 104, pointerType });
}

describe('VehicleGallery', () => {
  it('a sideways swipe steps the photos; a stroke up or down (the page scrolling) does not', () => {
    renderWithProviders(<VehicleGallery images={images} title="Toyota Aqua" {...media} />);
    const photo = screen.getByAltText('Toyota Aqua, photo 1 of 3');
    stroke(photo, 300, 120);
    expect(screen.getByAltText('Toyota Aqua, photo 2 of 3')).toBeTruthy();
    expect(screen.getByText('Photo 2 of 3')).toBeTruthy();
    stroke(photo, 120, 320);
    stroke(photo, 120, 320);
    expect(screen.getByAltText('Toyota Aqua, photo 3 of 3')).toBeTruthy();
    fireEvent.pointerDown(photo, { pointerId: 1, clientX: 200, clientY: 100 });
    fireEvent.pointerUp(photo, { pointerId: 1, clientX: 150, clientY: 300 });
    expect(screen.getByAltText('Toyota Aqua, photo 3 of 3')).toBeTruthy();
  });

  it('the photo opens the viewer at that photo; the 360 view and the video open it at theirs', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VehicleGallery images={images} title="Toyota Aqua" {...media} />);
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    const opener = screen.getByRole('button', { name: 'Toyota Aqua, photo 2 of 3' });
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(opener);
    const viewer = await screen.findByRole('dialog', { name: 'Photos' });
    expect(within(viewer).getByText('2 / 5')).toBeTruthy();
    // The viewer's arrows step the viewer, not the gallery behind it too.
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('3 / 5')).toBeTruthy();
    expect(screen.getByText('Photo 2 of 3')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    await user.click(screen.getByRole('button', { name: 'Video' }));
    expect(within(screen.getByRole('dialog')).getByText('5 / 5')).toBeTruthy();
    expect(screen.getByLabelText('Video').tagName).toBe('VIDEO');
  });

  it('a swipe that stepped does not open the viewer as the mouse is let go', async () => {
    renderWithProviders(<VehicleGallery images={images} title="Toyota Aqua" {...media} />);
    const opener = screen.getByRole('button', { name: 'Toyota Aqua, photo 1 of 3' });
    stroke(opener, 300, 100, 'mouse');
    fireEvent.click(opener);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.pointerDown(opener, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerUp(opener, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.click(opener);
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});

function renderViewer(start = 0) {
  let closed = 0;
  renderWithProviders(
    <PhotoViewer
      images={images}
      title="Toyota Aqua"
      {...media}
      start={start}
      onClose={() => (closed += 1)}
    />,
  );
  return { viewer: screen.getByRole('dialog', { name: 'Photos' }), closed: () => closed };
}

describe('PhotoViewer', () => {
  it('steps with the arrow keys and the side buttons, round the photos, the 360 view and the video', async () => {
    const user = userEvent.setup();
    const { viewer } = renderViewer();
    // Focus starts inside, on Close.
    expect(document.activeElement).toBe(within(viewer).getByRole('button', { name: 'Close' }));
    expect(within(viewer).getByText('1 / 5')).toBeTruthy();
    expect(within(viewer).getByText('Photo 1 of 5')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('2 / 5')).toBeTruthy();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(viewer).getByText('5 / 5')).toBeTruthy();
    expect(within(viewer).getByText('Video, 5 of 5')).toBeTruthy();
    await user.click(within(viewer).getByRole('button', { name: 'Previous' }));
    expect(within(viewer).getByText('360 view, 4 of 5')).toBeTruthy();
    expect(within(viewer).getByRole('region', { name: '360 view' })).toBeTruthy();
    await user.click(within(viewer).getByRole('button', { name: 'Next' }));
    await user.click(within(viewer).getByRole('button', { name: 'Next' }));
    expect(within(viewer).getByText('1 / 5')).toBeTruthy();
  });

  it('the arrow keys inside the 360 view scroll it instead of stepping', async () => {
    const user = userEvent.setup();
    const { viewer } = renderViewer(3);
    within(viewer).getByRole('region', { name: '360 view' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('4 / 5')).toBeTruthy();
  });

  it('Escape and Close end it', async () => {
    const user = userEvent.setup();
    const { viewer, closed } = renderViewer();
    await user.keyboard('{Escape}');
    expect(closed()).toBe(1);
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(closed()).toBe(2);
  });

  it('loads each photo at the size the screen needs, the largest when zoomed', () => {
    const { viewer } = renderViewer();
    const photo = within(viewer).getByRole('img');
    expect(photo.getAttribute('srcset')).toBe(images[0]!.srcSet);
    expect(photo.getAttribute('sizes')).toBe('min(100vw, 133vh)');
    const stage = photo.parentElement!;
    for (let tap = 0; tap < 2; tap += 1) {
      fireEvent.pointerDown(stage, { pointerId: 1, clientX: 0, clientY: 0 });
      fireEvent.pointerUp(stage, { pointerId: 1, clientX: 0, clientY: 0 });
    }
    expect(photo.style.transform).toBe('translate(0px, 0px) scale(2.5)');
    expect(photo.getAttribute('sizes')).toBe('1280px');
  });

  it('a double tap zooms in and out; a swipe steps only while not zoomed, and resets the zoom', () => {
    const { viewer } = renderViewer();
    const stage = within(viewer).getByRole('img').parentElement!;
    const tap = () => {
      fireEvent.pointerDown(stage, { pointerId: 1, clientX: 0, clientY: 0 });
      fireEvent.pointerUp(stage, { pointerId: 1, clientX: 0, clientY: 0 });
    };
    tap();
    tap();
    expect(within(viewer).getByRole('img').style.transform).toContain('scale(2.5)');
    // Zoomed, a stroke pans the photo.
    stroke(stage, 0, -100);
    expect(within(viewer).getByText('1 / 5')).toBeTruthy();
    expect(within(viewer).getByRole('img').style.transform).not.toContain('scale(1)');
    tap();
    tap();
    expect(within(viewer).getByRole('img').style.transform).toContain('scale(1)');
    stroke(stage, 0, -100);
    expect(within(viewer).getByText('2 / 5')).toBeTruthy();
    tap();
    tap();
    stroke(stage, 0, 0);
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(within(viewer).getByRole('img').style.transform).toBe('translate(0px, 0px) scale(1)');
  });

  it('two fingers pinch the photo bigger', () => {
    const { viewer } = renderViewer();
    const stage = within(viewer).getByRole('img').parentElement!;
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: -50, clientY: 0 });
    fireEvent.pointerDown(stage, { pointerId: 2, clientX: 50, clientY: 0 });
    fireEvent.pointerMove(stage, { pointerId: 1, clientX: -100, clientY: 0 });
    fireEvent.pointerMove(stage, { pointerId: 2, clientX: 100, clientY: 0 });
    expect(within(viewer).getByRole('img').style.transform).toContain('scale(2)');
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: -100, clientY: 0 });
    fireEvent.pointerUp(stage, { pointerId: 2, clientX: 100, clientY: 0 });
    expect(within(viewer).getByText('1 / 5')).toBeTruthy();
  });
});
