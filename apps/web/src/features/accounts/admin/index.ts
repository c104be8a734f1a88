/** The accounts feature's admin sections: the panel's shell loads them, as one chunk, from here only. */
export { ActionsSection } from './actions/actions-section.tsx';
export { AuditSection } from './audit/audit-section.tsx';
export { BenefitsSection } from './benefits/benefits-section.tsx';
export { DeletionsSection } from './deletions/deletions-section.tsx';
export { ManagementSection } from './management/management-section.tsx';
