// The back-office page kit (docs/admin-kit.md): list pages and edit pages.
export { Badge } from "./Badge";
export { CreateLink } from "./CreateLink";
export { type Column, DataTable, Pagination, type SortState } from "./DataTable";
export { type EditDelete, EditPage, SaveBar } from "./EditPage";
export { ExportLink } from "./ExportLink";
export { FilterBar, FilterChoice, FilterSearch } from "./FilterBar";
export { FilterDates } from "./FilterDates";
export { ImportLink } from "./ImportLink";
export { type BulkAction, type ListEmpty, ListPage } from "./ListPage";
export { editIdOf, hrefWith, pageParam, pageRows, parseSort, sortParam, sortRows } from "./listQuery";
export { DeleteRowButton, EditRowLink } from "./RowActions";
export { HeaderLink, RowThumb, ViewRowLink, ViewStoreLink } from "./RowBits";
export { focusFirst, focusLater, MoveRowButtons, useRowOrder } from "./RowOrder";
export { useRowDelete, useRowFlag } from "./rowHooks";
export { SettingsPage, SettingsSection } from "./SettingsPage";
export { type EditForm, useEditForm } from "./useEditForm";
export { useListLoading, useListQuery } from "./useListQuery";
