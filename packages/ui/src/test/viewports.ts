/** A 390 x 844 phone for stories that show a phone's layout (`globals: { viewport: PHONE }`). */
export const phoneViewport = {
  phone390: { name: 'Phone (390px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;

export const PHONE = { value: 'phone390', isRotated: false } as const;
