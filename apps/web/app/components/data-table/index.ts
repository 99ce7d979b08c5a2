export { DataTable } from './data-table';
export { tableQuery, useTableUrlState } from './use-table-url-state';
export { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
export { TableToolbar, ToolbarField, type FilterSelect } from './table-toolbar';
