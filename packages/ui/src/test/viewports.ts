/** A 390 x 844 phone for stories that show a phone's layout (`globals: { viewport: PHONE }`). */
export const phoneViewport = {
  phone390: { name: 'Phone (390px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;

export const PHONE = { value: 'phone390', isRotated: false } as const;

/** A 1280 x 800 desktop, for stories that show what changes on a wide screen. */
export const desktopViewport = {
  desktop1280: { name: 'Desktop (1280px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export const DESKTOP = { value: 'desktop1280', isRotated: false } as const;
