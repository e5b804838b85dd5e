import { describe, expect, it } from 'vitest';
import { fieldLabel } from '@common/field-labels';
import { CONFIG_REGISTRY } from '../../../../../src/admin/config/registry';

// One name per field (issue 31, item 7): a configuration form labels each field with the label the server's
// refusals name it by (common/field-labels.ts), so "The value of Fee is not valid" points at the field called Fee.

describe("the configuration forms' labels", () => {
  it('are the labels the refusals use', () => {
    const differing = CONFIG_REGISTRY.flatMap((page) =>
      page.fields.filter((field) => field.label !== fieldLabel(field.name)).map((field) => `${page.key}.${field.name}`),
    );
    expect(differing).toEqual([]);
  });
});
