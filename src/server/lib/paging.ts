import type { PageQuery } from '../../shared/schemas/common.js';

export const offsetOf = ({ page, pageSize }: PageQuery): number => (page - 1) * pageSize;

export const pageEnvelope = ({ page, pageSize }: PageQuery, total: number) => ({ total, page, pageSize });
