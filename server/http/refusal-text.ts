import type { FastifyRequest } from 'fastify';
import { fieldLabel } from '../../common/field-labels';
import type { DomainError } from '../errors';
import { ADMIN_PREFIX } from './operator-roles';

// A refusal as the request's language writes it. A refusal of a field carries the field's name on the wire
// ("draw_rate"), which means nothing to an operator: a console call's refusal names the field by the label the
// console's own form shows for it (common/field-labels.ts), translated in the same language. The customer app's
// calls keep their own wording: their forms say which field is wrong next to it.

export function refusalText(request: FastifyRequest, refusal: DomainError): string {
  const field = refusal.values.field;
  const label = typeof field === 'string' && request.url.startsWith(ADMIN_PREFIX) ? fieldLabel(field) : undefined;
  return request.translate(refusal.descriptor, label ? { ...refusal.values, field: request.translate(label) } : refusal.values);
}
