// /admin/store-subcategory/:parentId/:isdisplay: the category page for one parent's children.
export { clientLoader, default, ErrorBoundary, HydrateFallback } from "./category-list";
