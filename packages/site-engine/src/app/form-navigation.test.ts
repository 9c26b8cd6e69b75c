import { describe, expect, it } from 'vitest';
import { formTarget } from './form-navigation.ts';

const ORIGIN = 'https://agent.example.com';
const fields = (...pairs: [string, string][]) => pairs;

describe('formTarget', () => {
  it("opens a GET form's action with its fields as the query, in order, empty ones too", () => {
    const sent = {
      method: 'get',
      action: `${ORIGIN}/listings`,
      fields: fields(['for', 'sale'], ['area', 'springfield'], ['max', ''], ['beds', '3']),
    };
    expect(formTarget(sent, ORIGIN)).toBe('/listings?for=sale&area=springfield&max=&beds=3');
  });

  it('replaces a query the action had, as a browser does, and opens the bare path when nothing is sent', () => {
    expect(formTarget({ method: 'GET', action: `${ORIGIN}/listings?sort=newest`, fields: [] }, ORIGIN)).toBe(
      '/listings',
    );
  });

  it('encodes what a visitor typed rather than reading it as part of the address', () => {
    const sent = { method: 'get', action: `${ORIGIN}/listings`, fields: fields(['min', '$300,000 & up']) };
    expect(formTarget(sent, ORIGIN)).toBe('/listings?min=%24300%2C000+%26+up');
  });

  it('leaves a POST, a dialog form and a form sent to another site to the browser', () => {
    expect(formTarget({ method: 'post', action: `${ORIGIN}/listings`, fields: [] }, ORIGIN)).toBeUndefined();
    expect(formTarget({ method: 'dialog', action: `${ORIGIN}/`, fields: [] }, ORIGIN)).toBeUndefined();
    expect(
      formTarget({ method: 'get', action: 'https://www.zillow.com/homes/', fields: [] }, ORIGIN),
    ).toBeUndefined();
  });

  it("sends a file field's name, as a browser does in a GET", () => {
    const file = new File(['x'], 'photo.jpg');
    const sent = {
      method: 'get',
      action: `${ORIGIN}/listings`,
      fields: [
        ['photo', file],
        ['beds', '2'],
      ] as [string, FormDataEntryValue][],
    };
    expect(formTarget(sent, ORIGIN)).toBe('/listings?photo=photo.jpg&beds=2');
  });
});
