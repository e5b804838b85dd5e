import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../../src/admin/i18n';
import { queueByKey } from '../../../../../src/admin/queues/registry';

// An operator deciding an item reads what each image is (issue 31, item 7: identity photos were "Image 1" and
// "Image 2", a deposit's proof "Image 1"), in the order the server sends them (front, then back).

const labelsOf = (key: string) => queueByKey(key)?.imageLabels?.map((label) => i18n._(label));

describe("the console's queue images", () => {
  it('names the two identity photos front and back, and a deposit proof as the proof of payment', () => {
    expect(labelsOf('identities')).toEqual(['Front of the card', 'Back of the card']);
    expect(labelsOf('charges')).toEqual(['Proof of payment']);
  });
});
